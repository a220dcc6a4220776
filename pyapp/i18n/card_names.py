"""Cards in words for the player: a card's name, and a card named inside a sentence, in the
player's language or (a setting) by its Italian name.

By default a card is named in the player's language: ``card_name("CK")`` is "King of Cups" and
``card_phrase("CK")`` "the King of Cups" in English, "le Roi de coupes" in French, "bæger-kongen"
in Danish, "شاه جام" in Persian (no article), "il Re di coppe" in Italian; each language's forms
are whole phrases of its catalog (``card.phrase.*``: the rank with its article, the suit around
it, each trump title as a sentence says it).  With the Italian names chosen
(:func:`set_mode` ``"italian"``), every language says the Italian name (``pyapp.cards``) with its
own article, chosen by the Italian noun: "the Re di coppe", "l'Asso di spade", and the trump
titles bring theirs ("La Morte (XIII)").  ``local_name`` is a card's name in the player's
language whatever the setting (the gallery shows both).  Words come from the catalog (``card.*``
keys of ``pyapp/i18n/locales/<code>/messages.json``).

>>> article_form("1d"), article_form("8c"), article_form("DQ"), article_form("T13"), article_form("T1")
('elided', 'feminine', 'feminine', 'own', 'masculine')
>>> card_phrase("CK"), card_name("T3"), suit_name("D")
('the King of Cups', 'The Emperor (III)', 'coins')
>>> _ = set_mode("italian")
>>> card_phrase("CK"), card_name("T3"), suit_name("D")
('the Re di coppe', "L'Imperatore (III)", 'denari (coins)')
>>> set_mode("local")
'local'
"""

from __future__ import annotations

from collections.abc import Iterable

from pyapp.cards import (
    MATTO,
    MINCHIATE_SUIT_NAMES,
    SCOPA_SUIT_NAMES,
    TRUMP_TITLES,
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

MODES: tuple[str, ...] = ("local", "italian")
"""How cards are named: in the player's language (the default) or by their Italian names."""
_state = {"mode": MODES[0]}  # a UI setting, like the messages' current language

# The rank words of the catalog ("card.rank.<word>") for the picture cards of each deck.
_SCOPA_COURTS = {8: "donna", 9: "cavallo", 10: "re"}
_MINCHIATE_COURTS = {"N": "cavallo", "Q": "regina", "K": "re"}
_FEMININE = frozenset({"donna", "regina", "fantina"})
_ELIDED = frozenset({"1", "8"})  # Asso, Otto (Minchiate's 8; Scopa's 8 is the Donna)


def set_mode(mode: str) -> str:
    """Names cards in the player's language (``"local"``) or in Italian (``"italian"``; an
    unknown mode counts as the default); returns the mode in force."""
    _state["mode"] = mode if mode in MODES else MODES[0]
    return _state["mode"]


def mode() -> str:
    """How cards are named now: ``"local"`` or ``"italian"``."""
    return _state["mode"]


def italian_name(card: str) -> str:
    """The card's Italian name ('Re di coppe', 'Il Matto'), whatever the setting."""
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


def local_name(card: str, language: str = "") -> str:
    """The card's name in *language* (by default the current one): 'King of Cups', 'Roi de
    coupes', 'The Emperor (III)'."""
    code = language or messages.language()
    if card == MATTO:
        return messages.text_in(code, "card.matto")
    if is_trump(card):
        number = trump_number(card)
        return messages.text_in(code, "card.trump.name", title=messages.text_in(code, f"card.trump.{number}"),
                                numeral=roman(number))
    rank = messages.text_in(code, f"card.rank.{_rank_word(card)}")
    return messages.text_in(code, f"card.of.{_suit_name(card)}", rank=rank)


def card_name(card: str) -> str:
    """The card's name as a label shows it (a card's accessible name, a list of cards): in the
    player's language, or its Italian name."""
    return italian_name(card) if _state["mode"] == "italian" else local_name(card)


def card_phrase(card: str) -> str:
    """The card as a sentence names it, with the article of the current language: 'the King of
    Cups', or with the Italian names 'the Re di coppe'."""
    if _state["mode"] == "italian":
        form = article_form(card)
        name = italian_name(card)
        return name if form == "own" else messages.text(f"card.article.{form}", name=name)
    if card == MATTO:
        return messages.text("card.phrase.matto")
    if is_trump(card):
        number = trump_number(card)
        return messages.text("card.trump.name", title=messages.text(f"card.phrase.trump.{number}"),
                             numeral=roman(number))
    rank = messages.text(f"card.phrase.rank.{_rank_word(card)}")
    return messages.text(f"card.phrase.of.{_suit_name(card)}", rank=rank)


def cards_phrase(cards: Iterable[str]) -> str:
    """Card phrases joined as a sentence list ('the King of Cups and Death (XIII)')."""
    return messages.join_list([card_phrase(card) for card in cards])


def card_name_list(cards: Iterable[str]) -> str:
    """Card names joined as a list ('Three of Coins and Four of Swords'): a hand, a capture."""
    return messages.join_list([card_name(card) for card in cards])


def trump_title(number: int) -> str:
    """A trump's title alone ('Sagittarius', or with the Italian names 'Il Sagittario')."""
    return TRUMP_TITLES[number] if _state["mode"] == "italian" else messages.text(f"card.trump.{number}")


def suit_name(suit: str) -> str:
    """A suit by its letter (either deck's: 'd' or 'D'; 'T' for the trumps) as a sentence names it:
    'coins', or with the Italian names the Italian word explained ('denari (coins)')."""
    letter = suit.upper()
    if _state["mode"] == "italian" or letter == "T":
        return messages.text(f"card.suit.italian.{letter}")
    return messages.text(f"card.suit.{MINCHIATE_SUIT_NAMES[letter]}")


def suit_word(suit: str) -> str:
    """A suit's word alone, by its letter (either deck's), for a card's badge: 'coins', or with the
    Italian names 'denari'."""
    name = MINCHIATE_SUIT_NAMES[suit.upper()]
    return name if _state["mode"] == "italian" else messages.text(f"card.suit.{name}")
