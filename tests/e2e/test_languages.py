"""Five languages in the browser: chosen from the settings on any screen (the start screen, both
tables and their breakdowns, the card gallery), remembered, with the page's lang and dir, its
description and its web app manifest following (Persian right-to-left).  A missing or broken key
shows as text that differs from the catalog's, or as a console error (which fails the test)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from conftest import BOOT_TIMEOUT_MS, IDLE, WAIT_MS, open_app, scopa_finish_deal
from playwright.sync_api import expect

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pyapp.i18n import card_names, messages  # noqa: E402
from pyapp.ui.minchiate.table import MinchiateTable  # noqa: E402

MINCHIATE_SEED = 13


def expected(code: str, key: str, **fields: Any) -> str:
    messages.set_language(code)
    try:
        return messages.text(key, **fields)
    finally:
        messages.set_language("en")


def switch_to(page: Any, code: str) -> None:
    page.click("[data-action='settings-open']")
    page.click(f"[data-action='set:language:{code}']")
    page.keyboard.press("Escape")
    page.wait_for_selector(f"html[lang='{code}'][dir='{messages.direction(code)}']", state="attached")


def test_every_language_on_the_start_screen_and_remembered(page: Any, site_url: str) -> None:
    open_app(page, site_url, "")
    for code in messages.LANGUAGES:
        switch_to(page, code)
        expect(page.locator(".start-screen h2")).to_have_text(expected(code, "start.heading"))
        expect(page).to_have_title(expected(code, "page.title"))
    page.reload()
    page.wait_for_selector("body[data-ready='1'] [data-screen='start']")
    assert page.get_attribute("html", "lang") == "fa" and page.get_attribute("html", "dir") == "rtl"


def test_every_language_on_the_scopa_table_and_breakdown(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=2&speed=0")
    scopa_finish_deal(page)
    for code in messages.LANGUAGES:
        switch_to(page, code)
        expect(page.locator("[data-breakdown] h2")).to_have_text(expected(code, "breakdown.heading", number=1))
        expect(page.locator(".status .turn")).to_have_text(expected(code, "turn.over"))


def test_every_language_on_the_minchiate_table(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=minchiate&seed=13&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='discard']", timeout=WAIT_MS)
    for code in messages.LANGUAGES:
        switch_to(page, code)
        # The table is drawn again a message after the page's language changed.
        expect(page.locator("[data-panel='discard'] h2")).to_have_text(expected(code, "m.discard.heading", count=3))


def minchiate_save_before_the_last_card(seed: int) -> str:
    """The stored record of the deal of *seed* played by first legal choices up to the player's last
    card (the page restores it, so a test reaches the end of a deal with one click)."""
    table = MinchiateTable.new(seed)
    while not (table.phase == "play" and len(table.hand()) == 1):
        assert table.phase != "over"
        if table.phase == "showing":
            table = table.show_all()
        elif table.phase == "declare":
            table = table.apply(table.declare_action())
        else:
            table = table.apply(table.state.legal_actions()[0])
    return json.dumps({"version": 1, "body": {"seed": seed, "game": table.state.to_text()}})


def test_every_language_on_the_minchiate_breakdown(page: Any, site_url: str) -> None:
    open_app(page, site_url, "")
    page.evaluate("save => localStorage.setItem('tavolo.save.minchiate', save)",
                  minchiate_save_before_the_last_card(MINCHIATE_SEED))
    open_app(page, site_url, f"game=minchiate&seed={MINCHIATE_SEED}&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='play']", timeout=WAIT_MS)
    page.locator("#app .hand [data-action^='card:']").first.click()
    page.wait_for_selector(f"{IDLE}[data-phase='over'] [data-breakdown]", timeout=WAIT_MS)
    english = page.locator("[data-breakdown]").inner_text()
    for code in messages.LANGUAGES:
        switch_to(page, code)
        breakdown = page.locator("[data-breakdown]")
        # The screen is drawn again a message after the page's language changed (as on the table).
        expect(breakdown.locator("h2")).to_have_text(expected(code, "m.breakdown.heading"))
        for row in ("cards", "combinations", "end_total", "final"):
            label = breakdown.locator(f"tr[data-row='{row}'] th").inner_text()
            assert label == expected(code, f"m.breakdown.{row}")
        combinations = breakdown.locator("tr[data-row='combination-list'] td").all_inner_texts()
        assert combinations and not any(re.search(r"(papi|high):\d|\S \(\d+\)", text) for text in combinations), \
            combinations
        if code != "en":
            assert breakdown.inner_text() != english
            expect(page.locator(".status .turn")).to_have_text(expected(code, "m.turn.over"))


def test_every_language_on_the_card_gallery(page: Any, site_url: str) -> None:
    open_app(page, site_url, "page=cards")
    page.wait_for_selector("[data-screen='gallery']")
    # register-sw.js links the manifest once the AI is up; a language chosen later changes it.
    page.wait_for_selector("link[rel='manifest']", state="attached", timeout=BOOT_TIMEOUT_MS)
    for code in messages.LANGUAGES:
        switch_to(page, code)
        # The page's language is set before the gallery is drawn again in it: wait for the heading.
        expect(page.locator(".gallery-screen h1")).to_have_text(expected(code, "gallery.heading"))
        assert page.locator("#gallery-minchiate-h").inner_text() == expected(code, "gallery.minchiate")
        assert page.locator("[data-action='menu']").inner_text() == expected(code, "nav.menu")
        messages.set_language(code)
        try:
            names = {card: card_names.local_name(card) for card in ("1d", "CK", "T40", "M")}
        finally:
            messages.set_language("en")
        for card, name in names.items():
            # (every deck of the gallery names its cards the same: each 40-card deck shows the card)
            assert set(page.locator(f"[data-card='{card}'] .card-local").all_inner_texts()) == {name}
        faces = page.locator(".gallery-card:not([data-card^='back'])").count()
        assert faces == 5 * 40 + 97, "the Tavolo deck, the four regional decks and Minchiate's"
        assert page.locator(".card-italian").count() == (0 if code == "it" else faces)
        manifest = "./manifest.webmanifest" if code == "en" else f"./manifest.{code}.webmanifest"
        expect(page.locator("link[rel='manifest']")).to_have_attribute("href", manifest)
        data = page.request.get(f"{site_url}/{manifest[2:]}").json()
        assert (data["lang"], data["dir"]) == (code, messages.direction(code))
        assert data["description"] == expected(code, "app.description")
        expect(page.locator("meta[name='description']")).to_have_attribute("content", data["description"])


def test_italian_game_words_are_explained_on_focus(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=2&speed=0")
    scopa_finish_deal(page)
    switch_to(page, "da")
    from pyapp.i18n.rules_content import GLOSSARY

    # The page's language changes a message before the breakdown is drawn again in it: wait for it.
    term = page.locator("[data-breakdown] tr[data-row='primiera'] [data-tip]")
    expect(term).to_have_attribute("data-tip", GLOSSARY["da"]["primiera"])
    term.focus()
    expect(term).to_have_attribute("title", GLOSSARY["da"]["primiera"])
