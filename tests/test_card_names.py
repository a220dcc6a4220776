"""Cards in words (pyapp.i18n.card_names): the article a sentence gives an Italian card name in each
language, and every card's own name in each language (the gallery's captions)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pyapp.cards import MINCHIATE_DECK, SCOPA_DECK
from pyapp.i18n import messages
from pyapp.i18n.card_names import article_form, card_phrase, italian_name, local_name
from pyapp.scopa import Play
from pyapp.ui.scopa.table import describe_play


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    code = messages.set_language(request.param)
    yield code
    messages.set_language("en")


@pytest.mark.parametrize(("card", "form"), [
    ("1d", "elided"), ("7d", "masculine"), ("8c", "feminine"), ("9s", "masculine"), ("10b", "masculine"),
    ("C1", "elided"), ("C8", "elided"), ("C9", "masculine"), ("CJ", "feminine"), ("SJ", "masculine"),
    ("CN", "masculine"), ("DQ", "feminine"), ("BK", "masculine"), ("T1", "masculine"), ("T13", "own"), ("M", "own"),
])
def test_the_article_follows_the_italian_noun(card: str, form: str) -> None:
    assert article_form(card) == form


@pytest.mark.parametrize(("language", "phrases"), [
    ("en", ["the Asso di spade", "the Donna di coppe", "the Re di bastoni", "La Morte (XIII)", "the Papa uno (I)"]),
    ("it", ["l'Asso di spade", "la Donna di coppe", "il Re di bastoni", "La Morte (XIII)", "il Papa uno (I)"]),
    ("fr", ["l'Asso di spade", "la Donna di coppe", "le Re di bastoni", "La Morte (XIII)", "le Papa uno (I)"]),
    ("da", ["Asso di spade", "Donna di coppe", "Re di bastoni", "La Morte (XIII)", "Papa uno (I)"]),
    ("fa", ["Asso di spade", "Donna di coppe", "Re di bastoni", "La Morte (XIII)", "Papa uno (I)"]),
], indirect=["language"])
def test_a_card_in_a_sentence_takes_the_languages_article(language: str, phrases: list[str]) -> None:
    assert [card_phrase(card) for card in ("1s", "8c", "10b", "T13", "T1")] == phrases


@pytest.mark.parametrize(("language", "sentence"), [
    ("en", "You lay the Sette di denari."),
    ("it", "Cali il Sette di denari sul tavolo."),
    ("fr", "Vous posez le Sette di denari sur la table."),
], indirect=["language"])
def test_the_announcements_read_naturally(language: str, sentence: str) -> None:
    assert describe_play(0, Play("7d")) == sentence


@pytest.mark.parametrize("language", messages.LANGUAGES, indirect=True)
def test_every_card_has_its_own_name_in_every_language(language: str) -> None:
    for deck in (SCOPA_DECK, MINCHIATE_DECK):
        names = [local_name(card) for card in deck]
        assert len(set(names)) == len(deck), "two cards of one pack share a name"
        assert all(name.strip() and "{" not in name for name in names)


@pytest.mark.parametrize("language", ["it"], indirect=True)
def test_the_italian_names_are_those_of_the_cards_module(language: str) -> None:
    for card in (*SCOPA_DECK, *MINCHIATE_DECK):
        assert local_name(card) == italian_name(card)


@pytest.mark.parametrize(("language", "names"), [
    ("en", ["King of Cups", "Seven of Coins", "Maid of Coins", "Knave of Swords", "The Fool", "Sagittarius (XXIX)"]),
    ("fr", ["Roi de coupes", "Sept de deniers", "Suivante de deniers", "Valet d'épées", "Le Fou",
            "Le Sagittaire (XXIX)"]),
    ("da", ["Bæger-konge", "Mønt-syv", "Mønt-pige", "Sværd-knægt", "Narren", "Skytten (XXIX)"]),
    ("fa", ["شاه جام", "هفت سکه", "ندیمه سکه", "سرباز شمشیر", "دیوانه", "کمان (XXIX)"]),
], indirect=["language"])
def test_card_names_in_the_players_language(language: str, names: list[str]) -> None:
    assert [local_name(card) for card in ("CK", "7d", "DJ", "SJ", "M", "T29")] == names
