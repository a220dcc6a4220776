"""Cards in words for the player: a card named inside a sentence, and a card's name in the
player's language.

In play every language names a card by its Italian name (``pyapp.cards``), as players do.
Inside a sentence the name takes the definite article of the player's language, chosen by
the Italian noun: ``card_phrase("1s")`` is "the Asso di spade" in English, "l'Asso di spade"
in Italian and French; trump titles and the Matto bring their own ("La Morte (XIII)").
``local_name`` names a card in the player's language ("King of Cups"), for the gallery.
Words come from the catalog (``card.*`` keys of ``pyapp/i18n/locales/<code>/messages.json``).

>>> article_form("1d"), article_form("8c"), article_form("DQ"), article_form("T13"), article_form("T1")
('elided', 'feminine', 'feminine', 'own', 'masculine')
>>> card_phrase("CK"), local_name("CK"), local_name("T3")
('the Re di coppe', 'King of Cups', 'The Emperor (III)')
"""

from __future__ import annotations

from collections.abc import Iterable

from pyapp.cards import (
    MATTO,
    MINCHIATE_SUIT_NAMES,
    SCOPA_SUIT_NAMES,
    is_scopa_card,
    is_trump,
    minchiate_card_name,
    roman,
    scopa_card_name,
    scopa_suit,
    scopa_value,
    trump_number,
)
from pyapp.i18n import messages

# The rank words of the catalog ("card.rank.<word>") for the picture cards of each deck.
_SCOPA_COURTS = {8: "donna", 9: "cavallo", 10: "re"}
_MINCHIATE_COURTS = {"N": "cavallo", "Q": "regina", "K": "re"}
_FEMININE = frozenset({"donna", "regina", "fantina"})
_ELIDED = frozenset({"1", "8"})  # Asso, Otto (Minchiate's 8; Scopa's 8 is the Donna)


def italian_name(card: str) -> str:
    """The card's Italian name, as every language says it in play ('Re di coppe', 'Il Matto')."""
    return scopa_card_name(card) if is_scopa_card(card) else minchiate_card_name(card)


def _rank_word(card: str) -> str:
    """The catalog word of a suit card's rank: '7', '1', 'donna', 'fantina', 're'..."""
    if is_scopa_card(card):
        value = scopa_value(card)
        return _SCOPA_COURTS.get(value, str(value))
    suit, rank = card[0], card[1:]
    if rank == "J":
        return "fantina" if suit in ("C", "D") else "fante"
    return _MINCHIATE_COURTS.get(rank, rank)


def _suit_name(card: str) -> str:
    return SCOPA_SUIT_NAMES[scopa_suit(card)] if is_scopa_card(card) else MINCHIATE_SUIT_NAMES[card[0]]


def article_form(card: str) -> str:
    """Which definite article the Italian name takes: 'masculine', 'feminine', 'elided', or
    'own' for the names that carry theirs (trump titles, the Matto)."""
    if card == MATTO or (is_trump(card) and trump_number(card) > 1):
        return "own"
    if is_trump(card):
        return "masculine"  # "Papa uno"
    word = _rank_word(card)
    if word in _FEMININE:
        return "feminine"
    return "elided" if word in _ELIDED else "masculine"


def card_phrase(card: str) -> str:
    """The card's Italian name as a sentence names it, with the article of the current language."""
    name = italian_name(card)
    form = article_form(card)
    return name if form == "own" else messages.text(f"card.article.{form}", name=name)


def cards_phrase(cards: Iterable[str]) -> str:
    """Card phrases joined as a sentence list ('the Re di coppe and La Morte (XIII)')."""
    return messages.join_list([card_phrase(card) for card in cards])


def local_name(card: str) -> str:
    """The card's name in the current language ('King of Cups', 'Roi de coupes', 'The Emperor (III)')."""
    if card == MATTO:
        return messages.text("card.matto")
    if is_trump(card):
        number = trump_number(card)
        return messages.text("card.trump.name", title=messages.text(f"card.trump.{number}"), numeral=roman(number))
    rank = messages.text(f"card.rank.{_rank_word(card)}")
    return messages.text(f"card.of.{_suit_name(card)}", rank=rank)
