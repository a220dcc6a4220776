"""The card gallery screen without a browser: its URL, every face from the sprites, every word from
the catalog in the current language."""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from pyapp.cards import MINCHIATE_DECK, SCOPA_DECK
from pyapp.i18n import messages
from pyapp.i18n.card_names import italian_name, local_name
from pyapp.ui.chrome import render_start
from pyapp.ui.gallery.render import REGIONAL_DECKS, render_gallery
from pyapp.ui.routes import parse_route

ROOT = Path(__file__).resolve().parents[1]
SPRITES = ROOT / "cards-svg" / "sprite"


class Cards(HTMLParser):
    """The gallery's cards: id, <use> href and the texts of the caption's parts."""

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[dict[str, str]] = []
        self.part = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("class") == "gallery-card":
            self.cards.append({"card": found["data-card"] or ""})
        elif tag == "use":
            self.cards[-1]["href"] = found["href"] or ""
        elif found.get("class") in ("card-local", "card-italian", "card-id"):
            self.part = found["class"] or ""

    def handle_data(self, data: str) -> None:
        if self.part:
            self.cards[-1][self.part] = data
            self.part = ""


def cards_of(markup: str) -> list[dict[str, str]]:
    parser = Cards()
    parser.feed(markup)
    return parser.cards


def test_the_url_of_the_gallery() -> None:
    route = parse_route({"page": "cards"}, 7)
    assert (route.screen, route.notices, route.query()) == ("gallery", (), "?page=cards")
    assert parse_route({"game": "scopa", "page": "cards"}, 7).screen == "scopa"
    unknown = parse_route({"page": "chess"}, 7)
    assert unknown.screen == "start" and unknown.notices == ("Unknown page 'chess': choose a game below.",)


def test_the_start_screen_offers_the_gallery() -> None:
    assert f'data-action="page:cards" data-key="page:cards">{messages.text("gallery.open")}</button>' in render_start()


def test_every_face_comes_from_its_sprite() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    import build_site  # the shell's sprite (the backs, the covers) is built from the single faces

    sprites = {deck: (SPRITES / f"{deck}.svg").read_text() for deck in ("scopa", "minchiate")}
    sprites.update({deck: (SPRITES.parent / "decks" / f"{deck}.svg").read_text() for deck in REGIONAL_DECKS})
    sprites["shell"] = build_site.shell_sprite()
    symbols = {deck: set(re.findall(r'<symbol id="([^"]+)"', text)) for deck, text in sprites.items()}
    cards = cards_of(render_gallery())
    assert [card["card"] for card in cards] == [*SCOPA_DECK * 5, *MINCHIATE_DECK, "back-blue", "back-red"]
    assert [card["href"].partition(".svg")[0].rpartition("/")[2] for card in cards[:200:40]] == [
        "scopa", "napoletane", "piacentine", "siciliane", "trevisane"]
    for card in cards:
        sprite, _, symbol = card["href"].partition("#")
        deck = re.fullmatch(r"cards/sprite/(scopa|minchiate|shell|napoletane|piacentine|siciliane|trevisane)\.svg",
                            sprite)
        assert (deck and deck.group(1) == "shell") == card["card"].startswith("back-"), card
        assert deck and symbol == card["card"] in symbols[deck.group(1)], card
        assert card["card-id"] == card["card"]


@pytest.mark.parametrize("code", messages.LANGUAGES)
def test_every_word_is_in_the_current_language(code: str) -> None:
    messages.set_language(code)
    try:
        markup = render_gallery()
        for key in ("gallery.heading", "gallery.intro", "gallery.scopa", "gallery.minchiate", "gallery.trumps",
                    "gallery.backs", "nav.menu", "settings.open", "card.suit.italian.C", "back.red"):
            assert messages.text(key).replace("'", "&#x27;") in markup, key
        for card in cards_of(markup)[:137]:
            assert card["card-local"] == local_name(card["card"])
            assert card.get("card-italian") == (None if code == "it" else italian_name(card["card"]))
    finally:
        messages.set_language("en")


# The words for the small counts of packs the gallery once showed ("the two packs", "both games").
COUNT_WORDS = {"en": ("two", "both", "three", "four", "five", "six"), "it": ("due", "tre ", "quattro", "sei "),
               "fr": ("deux", "trois", "quatre", "six "), "da": ("to ", "begge", "tre ", "fire", "seks"),
               "fa": ("دو ", "هر دو", "سه ", "چهار", "شش")}


@pytest.mark.parametrize("code", messages.LANGUAGES)
def test_the_heading_and_the_intro_count_no_packs(code: str) -> None:
    """The gallery shows every pack (Tavolo, the four regional decks, Minchiate): its words name no
    number of them that a new deck would make wrong."""
    messages.set_language(code)
    try:
        markup = render_gallery()
        assert len(re.findall(r'<section class="gallery-pack"', markup)) == 2 + len(REGIONAL_DECKS)
        for key in ("gallery.heading", "gallery.intro"):
            words = f" {messages.text(key).lower()} "
            assert not [word for word in COUNT_WORDS[code] if f" {word.strip()} " in words
                        or f" {word.strip()}," in words], (key, words)
    finally:
        messages.set_language("en")
