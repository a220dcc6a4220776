"""Cards in words (pyapp.i18n.card_names): a card named in the player's language by default, with the
article or definite form each language needs, or by its Italian name (a setting) exactly as the site
said it before; every card's own name in each language (the gallery's captions)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from pyapp.cards import MINCHIATE_DECK, SCOPA_DECK
from pyapp.engine import Refusal
from pyapp.i18n import card_names, messages, refusals
from pyapp.i18n.card_names import (
    article_form,
    card_name,
    card_phrase,
    cards_phrase,
    italian_name,
    local_name,
    suit_name,
    suit_word,
    trump_title,
)
from pyapp.minchiate.events import Stolen
from pyapp.scopa import Play
from pyapp.ui.minchiate.log import describe
from pyapp.ui.scopa.table import card_list, describe_play

EVERY_CARD = (*SCOPA_DECK, *MINCHIATE_DECK)
ITALIAN_RECORD = json.loads((Path(__file__).parent / "records" / "italian-card-names.json").read_text("utf-8"))
ROMAN_NUMERAL = re.compile(r" \([IVXL]+\)$")  # a trump's numeral, as its face prints it


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    code = messages.set_language(request.param)
    yield code
    messages.set_language("en")


@pytest.fixture
def italian_names() -> Iterator[None]:
    card_names.set_mode("italian")
    yield
    card_names.set_mode("local")


@pytest.mark.parametrize(("card", "form"), [
    ("1d", "elided"), ("7d", "masculine"), ("8c", "feminine"), ("9s", "masculine"), ("10b", "masculine"),
    ("C1", "elided"), ("C8", "elided"), ("C9", "masculine"), ("CJ", "feminine"), ("SJ", "masculine"),
    ("CN", "masculine"), ("DQ", "feminine"), ("BK", "masculine"), ("T1", "masculine"), ("T13", "own"), ("M", "own"),
])
def test_the_article_follows_the_italian_noun(card: str, form: str) -> None:
    assert article_form(card) == form


@pytest.mark.parametrize(("language", "phrases"), [
    ("en", ["the Ace of Swords", "the Queen of Cups", "the King of Batons", "Death (XIII)", "the Juggler (I)",
            "the Maid of Coins", "the Eight of Cups", "the Fool"]),
    ("it", ["l'Asso di spade", "la Donna di coppe", "il Re di bastoni", "La Morte (XIII)", "il Papa uno (I)",
            "la Fantina di denari", "l'Otto di coppe", "Il Matto"]),
    ("fr", ["l'As d'épées", "la Dame de coupes", "le Roi de bâtons", "la Mort (XIII)", "le Bateleur (I)",
            "la Suivante de deniers", "le Huit de coupes", "le Fou"]),
    ("da", ["sværd-esset", "bæger-damen", "stav-kongen", "Døden (XIII)", "Gøgleren (I)",
            "mønt-pigen", "bæger-otteren", "Narren"]),
    ("fa", ["آس شمشیر", "بانو جام", "شاه چوب\u200cدستی", "مرگ (XIII)", "شعبده\u200cباز (I)",
            "ندیمه سکه", "هشت جام", "دیوانه"]),
], indirect=["language"])
def test_a_card_in_a_sentence_is_named_in_the_players_language(language: str, phrases: list[str]) -> None:
    assert [card_phrase(card) for card in ("1s", "8c", "10b", "T13", "T1", "DJ", "C8", "M")] == phrases


@pytest.mark.parametrize(("language", "sentence"), [
    ("en", "You play the Seven of Coins and take the Three of Cups and the Four of Swords."),
    ("it", "Giochi il Sette di denari e prendi il Tre di coppe e il Quattro di spade."),
    ("fr", "Vous jouez le Sept de deniers et prenez le Trois de coupes et le Quatre d'épées."),
    ("da", "Du spiller mønt-syveren og tager bæger-treeren og sværd-fireren."),
    ("fa", "شما هفت سکه را بازی می\u200cکنید و سه جام و چهار شمشیر را برمی\u200cدارید."),
], indirect=["language"])
def test_the_announcements_read_naturally(language: str, sentence: str) -> None:
    assert describe_play(0, Play("7d", ("3c", "4s"))) == sentence


@pytest.mark.parametrize("language", messages.LANGUAGES, indirect=True)
@pytest.mark.parametrize("mode", card_names.MODES)
def test_every_card_has_a_whole_name_and_phrase_in_every_language_and_mode(language: str, mode: str) -> None:
    card_names.set_mode(mode)
    try:
        for card in EVERY_CARD:
            for text in (card_name(card), card_phrase(card)):
                assert text.strip() and "{" not in text and "}" not in text, (card, text)
                if language == "fa" and mode == "local":  # Persian: no Latin but a trump's Roman numeral
                    assert not re.search("[A-Za-z]", ROMAN_NUMERAL.sub("", text)), (card, text)
    finally:
        card_names.set_mode("local")


def record_of_today(language: str) -> dict[str, object]:
    """What tests/records/italian-card-names.json holds for *language*, said now."""
    return {
        "phrases": {card: card_phrase(card) for card in EVERY_CARD},
        "sentences": [
            describe_play(0, Play("7d", ("3c", "4s"))),
            describe_play(1, Play("1b")),
            card_list(("8c", "9s")),
            cards_phrase(("CK", "T13", "M")),
            refusals.explanation(Refusal("follow_suit", card="T12", suit="C")),
            refusals.reason(Refusal("kings_rule", card="C3", king="CK")),
            describe(Stolen(1, ("CK", "T13"), 5)),
            refusals.reason(Refusal("discard_t29", card="T29")),
            messages.text("m.discard.help", count=2, title=trump_title(29)),
        ],
    }


@pytest.mark.parametrize("language", messages.LANGUAGES, indirect=True)
def test_the_italian_names_say_exactly_what_the_site_said_before(language: str, italian_names: None) -> None:
    assert record_of_today(language) == ITALIAN_RECORD[language]


def said_both_ways() -> tuple[object, object]:
    """Every card's name and phrase and the suits' words, with each setting."""
    def said() -> object:
        return [(card_name(card), card_phrase(card)) for card in EVERY_CARD], [suit_word(suit) for suit in "dcsb"]

    local = said()
    card_names.set_mode("italian")
    try:
        return local, said()
    finally:
        card_names.set_mode("local")


@pytest.mark.parametrize("language", ["it"], indirect=True)
def test_in_italian_both_settings_name_the_cards_alike(language: str) -> None:
    local, italian = said_both_ways()
    assert local == italian


@pytest.mark.parametrize(("language", "local", "italian"), [
    ("en", ("coins", "coins", "Sagittarius", "trumps"), ("denari", "denari (coins)", "Il Sagittario", "trumps")),
    ("fr", ("deniers", "deniers", "Le Sagittaire", "atouts"),
     ("denari", "denari (deniers)", "Il Sagittario", "atouts")),
    ("fa", ("سکه\u200cها", "سکه\u200cها", "کمان", "حکم"), ("denari", "denari (سکه\u200cها)", "Il Sagittario", "حکم")),
], indirect=["language"])
def test_suits_and_trump_titles_follow_the_setting(language: str, local: tuple[str, ...],
                                                   italian: tuple[str, ...]) -> None:
    assert (suit_word("d"), suit_name("D"), trump_title(29), suit_name("T")) == local
    card_names.set_mode("italian")
    try:
        assert (suit_word("d"), suit_name("D"), trump_title(29), suit_name("T")) == italian
    finally:
        card_names.set_mode("local")


def test_an_unknown_mode_names_cards_in_the_players_language() -> None:
    assert card_names.set_mode("klingon") == "local" == card_names.mode()
    assert card_name("CK") == "King of Cups"


@pytest.mark.parametrize("language", messages.LANGUAGES, indirect=True)
def test_every_card_has_its_own_name_in_every_language(language: str) -> None:
    for deck in (SCOPA_DECK, MINCHIATE_DECK):
        names = [local_name(card) for card in deck]
        assert len(set(names)) == len(deck), "two cards of one pack share a name"
        assert all(name.strip() and "{" not in name for name in names)


@pytest.mark.parametrize("language", ["it"], indirect=True)
def test_the_italian_names_are_those_of_the_cards_module(language: str) -> None:
    for card in EVERY_CARD:
        assert local_name(card) == italian_name(card)


@pytest.mark.parametrize(("language", "names"), [
    ("en", ["King of Cups", "Seven of Coins", "Maid of Coins", "Knave of Swords", "The Fool", "Sagittarius (XXIX)"]),
    ("fr", ["Roi de coupes", "Sept de deniers", "Suivante de deniers", "Valet d'épées", "Le Fou",
            "Le Sagittaire (XXIX)"]),
    ("da", ["Bæger-konge", "Mønt-syv", "Mønt-pige", "Sværd-knægt", "Narren", "Skytten (XXIX)"]),
    ("fa", ["شاه جام", "هفت سکه", "ندیمه سکه", "سرباز شمشیر", "دیوانه", "کمان (XXIX)"]),
], indirect=["language"])
def test_card_names_in_the_players_language(language: str, names: list[str]) -> None:
    cards = ("CK", "7d", "DJ", "SJ", "M", "T29")
    assert [local_name(card) for card in cards] == names == [card_name(card) for card in cards]
    assert [local_name(card, "it") for card in cards] == [italian_name(card) for card in cards]
