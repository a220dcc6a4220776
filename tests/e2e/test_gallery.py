"""The card gallery screen (``?page=cards``) in Chromium: reached from the start screen by keyboard
and by URL, every face drawn from the sprites, named in the player's language, fitting a phone.

Fixtures come from tests/e2e/conftest.py: ``site_url`` (the served build, no trailing slash)
and pytest-playwright's ``page``; console errors and failed requests fail the test there.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from conftest import open_app
from playwright.sync_api import expect

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pyapp.cards import MINCHIATE_DECK, SCOPA_DECK  # noqa: E402
from pyapp.i18n import card_names, messages  # noqa: E402
from pyapp.ui.gallery.render import REGIONAL_DECKS  # noqa: E402

BACKS = ("back-blue", "back-red")
GALLERY = "body[data-ready='1'] [data-screen='gallery']"
ALL_DRAWN = "() => [...document.querySelectorAll('.gallery-card use')].every(use => use.getBBox().width > 0)"
# Every card of the screen: its id, the sprite symbol its <use> points at, the box the symbol
# draws (0 x 0 when the reference does not resolve) and its caption.
CARDS_STATE = """() => [...document.querySelectorAll('.gallery-card')].map(card => {
  const use = card.querySelector('use');
  const box = use.getBBox();
  return {card: card.dataset.card, href: use.getAttribute('href'), width: box.width, height: box.height,
          local: card.querySelector('.card-local').textContent,
          italian: card.querySelector('.card-italian')?.textContent ?? null,
          id: card.querySelector('.card-id').textContent};
})"""


def in_language(code: str, function: Any, *args: Any) -> Any:
    messages.set_language(code)
    try:
        return function(*args)
    finally:
        messages.set_language("en")


def set_language(page: Any, code: str) -> None:
    settings = json.dumps({"version": 1, "body": {"language": code}})
    page.add_init_script(f"localStorage.setItem('tavolo.settings', {json.dumps(settings)})")


def open_gallery(page: Any, site_url: str) -> list[dict[str, Any]]:
    open_app(page, site_url, "page=cards")
    page.wait_for_selector(GALLERY)
    page.wait_for_function(ALL_DRAWN)
    cards: list[dict[str, Any]] = page.evaluate(CARDS_STATE)
    return cards


def test_the_start_screen_leads_to_the_gallery_by_keyboard_and_back(page: Any, site_url: str) -> None:
    open_app(page, site_url, "")
    for _ in range(20):  # Tab through the start screen until the gallery's button has the focus
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.dataset.action") == "page:cards":
            break
    else:
        raise AssertionError("the gallery cannot be reached with the Tab key")
    page.keyboard.press("Enter")
    page.wait_for_selector(GALLERY)
    expect(page).to_have_url(re.compile(r"\?page=cards$"))
    expect(page.locator(".gallery-screen h1")).to_be_focused()  # focus moves to the new screen
    page.keyboard.press("Escape")
    page.wait_for_selector("[data-screen='start']")
    page.go_back()
    page.wait_for_selector("[data-screen='gallery']")
    page.click("[data-action='menu']")
    page.wait_for_selector("[data-screen='start']")


def test_every_face_is_drawn_from_its_sprite_with_its_names(page: Any, site_url: str) -> None:
    cards = open_gallery(page, site_url)
    assert [card["card"] for card in cards] == [*SCOPA_DECK * 5, *MINCHIATE_DECK, *BACKS]
    decks = [re.sub(r"^cards/sprite/([a-z]+)\..*", r"\1", card["href"]) for card in cards[:200:40]]
    assert decks == ["scopa", *REGIONAL_DECKS], "the Tavolo deck, then the regional ones"
    symbols = {}  # by sprite file: its built name, which the worker was told (pyapp.ui.svg.SPRITE_FILES)
    for sprite in sorted({card["href"].partition("#")[0] for card in cards}):
        assert re.fullmatch(r"cards/sprite/(scopa|minchiate|shell|napoletane|piacentine|siciliane|trevisane)"
                            r"\.[0-9a-f]{10}\.svg", sprite), sprite
        response = page.request.get(f"{site_url}/{sprite}")
        assert response.ok
        symbols[sprite] = set(re.findall(r'<symbol id="([^"]+)"', response.text()))
    assert len(symbols) == 7, "one sprite per deck, and the shell's (the backs)"
    for card in cards:
        sprite, _, symbol = card["href"].partition("#")
        assert symbol == card["card"] and symbol in symbols[sprite], card
        assert card["width"] > 0 and card["height"] > 0, f"{card['card']} is not drawn"
        assert card["id"] == card["card"]
        if card["card"] not in BACKS:
            assert card["local"] == card_names.local_name(card["card"])
            assert card["italian"] == card_names.italian_name(card["card"])
    assert len({card["local"] for card in cards if card["card"] in SCOPA_DECK}) == len(SCOPA_DECK)
    assert len({card["local"] for card in cards if card["card"] in MINCHIATE_DECK}) == len(MINCHIATE_DECK)


def test_the_names_follow_the_language_and_persian_runs_right_to_left(page: Any, site_url: str) -> None:
    open_gallery(page, site_url)
    page.click("[data-action='settings-open']")
    page.click("[data-action='set:language:fa']")
    page.keyboard.press("Escape")
    page.wait_for_selector("html[lang='fa'][dir='rtl'] [data-screen='gallery']", state="attached")
    # the page's language is set before the gallery is drawn again in it: wait for the new drawing
    heading = in_language("fa", messages.text, "gallery.heading")
    page.wait_for_selector(f".gallery-screen h1:text-is({json.dumps(heading, ensure_ascii=False)})")
    cards = {card["card"]: card for card in page.evaluate(CARDS_STATE)}
    for card in ("CK", "7d", "T29", "M"):
        persian = in_language("fa", card_names.local_name, card)
        assert cards[card]["local"] == persian != card_names.local_name(card)
        assert cards[card]["italian"] == card_names.italian_name(card)
    assert page.locator(".gallery-screen h1").inner_text() == in_language("fa", messages.text, "gallery.heading")
    first, second = page.locator("[data-group='scopa-d'] .gallery-card").evaluate_all(
        "cards => cards.slice(0, 2).map(card => card.getBoundingClientRect().left)")
    assert second < first, "in Persian the cards follow one another from the right"
    assert page.locator(".card-italian").first.get_attribute("dir") == "ltr"


def test_the_gallery_fits_a_360_pixel_phone_in_every_script(page: Any, site_url: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    for code in ("en", "da", "fa"):
        set_language(page, code)
        open_gallery(page, site_url)
        assert page.get_attribute("html", "lang") == code
        widths = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
        assert widths[0] <= widths[1], f"horizontal scroll on a phone in {code}: {widths}"
        rows = page.locator("[data-group='minchiate-trumps'] .gallery-card").evaluate_all(
            "cards => new Set(cards.map(card => Math.round(card.getBoundingClientRect().top))).size")
        assert 0 < rows <= 14, f"fewer than three of the 41 cards to a row: {rows} rows"
