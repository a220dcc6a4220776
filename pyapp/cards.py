"""Cards and decks of the games, as short text ids: the 40-card deck (Scopa, Scopone, Briscola)
and the 97-card Minchiate pack.

A card is its text id (a ``str``): ids are hashable, print themselves, round-trip through
JSON and the bot protocol, and compare fast. This module knows the two decks and the
names of the cards; each game module knows what the cards are worth.

Scopa (40 cards, Italian suits): ``<value><suit>``, value 1-10 (Asso=1, 2-7, Donna=8,
Cavallo=9, Re=10), suit ``d c s b`` (denari, coppe, spade, bastoni): ``7d`` is the settebello.

Minchiate (97 cards): suit cards ``<suit><rank>`` with suit ``C D S B`` (coppe, denari,
spade, bastoni) and rank ``1``-``10``, ``J`` (Fante/Fantina), ``N`` (Cavallo), ``Q``
(Regina), ``K`` (Re); trumps ``T1``-``T40``; the Matto ``M``.

>>> len(SCOPA_DECK), len(MINCHIATE_DECK)
(40, 97)
>>> scopa_card_name("7d")
'Sette di denari'
>>> minchiate_card_name("T36")
'La Stella (XXXVI)'
"""

from __future__ import annotations

from typing import TypeAlias

Card: TypeAlias = str

# --- Scopa -------------------------------------------------------------------------------

SCOPA_SUITS: tuple[str, ...] = ("d", "c", "s", "b")
SCOPA_VALUES: tuple[int, ...] = tuple(range(1, 11))
SCOPA_SUIT_NAMES: dict[str, str] = {"d": "denari", "c": "coppe", "s": "spade", "b": "bastoni"}
SCOPA_RANK_NAMES: dict[int, str] = {
    1: "Asso", 2: "Due", 3: "Tre", 4: "Quattro", 5: "Cinque", 6: "Sei", 7: "Sette",
    8: "Donna", 9: "Cavallo", 10: "Re",
}
SCOPA_DECK: tuple[Card, ...] = tuple(f"{v}{s}" for s in SCOPA_SUITS for v in SCOPA_VALUES)
_SCOPA_SET = frozenset(SCOPA_DECK)


def is_scopa_card(card: str) -> bool:
    """True when *card* is one of the 40 Scopa ids."""
    return card in _SCOPA_SET


def scopa_value(card: Card) -> int:
    """Capture value of a Scopa card: Asso 1 … Re 10.

    >>> scopa_value("10b"), scopa_value("1d")
    (10, 1)
    """
    return int(card[:-1])


def scopa_suit(card: Card) -> str:
    """Suit letter of a Scopa card (``d c s b``)."""
    return card[-1]


def scopa_card_name(card: Card) -> str:
    """Italian name of a Scopa card, e.g. ``Re di bastoni``."""
    return f"{SCOPA_RANK_NAMES[scopa_value(card)]} di {SCOPA_SUIT_NAMES[scopa_suit(card)]}"


def parse_scopa_card(text: str) -> Card:
    """Checks *text* is a Scopa card id and returns it; raises ValueError otherwise."""
    card = text.strip()
    if card not in _SCOPA_SET:
        raise ValueError(f"not a Scopa card: {text!r:.40} (expected value 1-10 + suit d c s b, e.g. '7d')")
    return card


# --- Minchiate ----------------------------------------------------------------------------

MINCHIATE_SUITS: tuple[str, ...] = ("C", "D", "S", "B")
MINCHIATE_RANKS: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")
MINCHIATE_SUIT_NAMES: dict[str, str] = {"C": "coppe", "D": "denari", "S": "spade", "B": "bastoni"}
MATTO: Card = "M"
MINCHIATE_TRUMPS: tuple[Card, ...] = tuple(f"T{n}" for n in range(1, 41))
MINCHIATE_SUIT_CARDS: tuple[Card, ...] = tuple(f"{s}{r}" for s in MINCHIATE_SUITS for r in MINCHIATE_RANKS)
MINCHIATE_DECK: tuple[Card, ...] = MINCHIATE_SUIT_CARDS + MINCHIATE_TRUMPS + (MATTO,)
_MINCHIATE_SET = frozenset(MINCHIATE_DECK)

TRUMP_TITLES: dict[int, str] = {
    1: "Papa uno", 2: "Il Granduca", 3: "L'Imperatore", 4: "L'Imperatrice", 5: "L'Amore",
    6: "La Temperanza", 7: "La Forza", 8: "La Giustizia", 9: "La Ruota della Fortuna",
    10: "Il Carro", 11: "Il Gobbo", 12: "L'Impiccato", 13: "La Morte", 14: "Il Diavolo",
    15: "La Casa del Diavolo", 16: "La Speranza", 17: "La Prudenza", 18: "La Fede",
    19: "La Carità", 20: "Il Fuoco", 21: "L'Acqua", 22: "La Terra", 23: "L'Aria",
    24: "La Bilancia", 25: "La Vergine", 26: "Lo Scorpione", 27: "L'Ariete",
    28: "Il Capricorno", 29: "Il Sagittario", 30: "Il Cancro", 31: "I Pesci",
    32: "L'Acquario", 33: "Il Leone", 34: "Il Toro", 35: "I Gemelli", 36: "La Stella",
    37: "La Luna", 38: "Il Sole", 39: "Il Mondo", 40: "Le Trombe",
}
_MINCHIATE_RANK_NAMES: dict[str, str] = {
    "1": "Asso", "2": "Due", "3": "Tre", "4": "Quattro", "5": "Cinque", "6": "Sei", "7": "Sette",
    "8": "Otto", "9": "Nove", "10": "Dieci", "N": "Cavallo", "Q": "Regina", "K": "Re",
}


def is_minchiate_card(card: str) -> bool:
    """True when *card* is one of the 97 Minchiate ids."""
    return card in _MINCHIATE_SET


def is_trump(card: Card) -> bool:
    """True for the Minchiate trumps T1-T40 (the Matto is not a trump)."""
    return card[0] == "T"


def trump_number(card: Card) -> int:
    """Number of a Minchiate trump: ``T13`` -> 13."""
    return int(card[1:])


def roman(number: int) -> str:
    """Roman numeral of 1-40.

    >>> roman(29), roman(40)
    ('XXIX', 'XL')
    """
    parts = ((40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
    out = []
    for value, letters in parts:
        while number >= value:
            out.append(letters)
            number -= value
    return "".join(out)


def minchiate_card_name(card: Card) -> str:
    """Italian name of a Minchiate card, e.g. ``Re di coppe``, ``Il Carro (X)``, ``Il Matto``."""
    if card == MATTO:
        return "Il Matto"
    if is_trump(card):
        number = trump_number(card)
        return f"{TRUMP_TITLES[number]} ({roman(number)})"
    suit, rank = card[0], card[1:]
    if rank == "J":
        court = "Fantina" if suit in ("C", "D") else "Fante"
        return f"{court} di {MINCHIATE_SUIT_NAMES[suit]}"
    return f"{_MINCHIATE_RANK_NAMES[rank]} di {MINCHIATE_SUIT_NAMES[suit]}"


def parse_minchiate_card(text: str) -> Card:
    """Checks *text* is a Minchiate card id and returns it; raises ValueError otherwise."""
    card = text.strip()
    if card not in _MINCHIATE_SET:
        raise ValueError(f"not a Minchiate card: {text!r:.40} (e.g. 'C1', 'DK', 'T13', 'M')")
    return card


# --- the decks by name ---------------------------------------------------------------------

DECK_NAMES: tuple[str, ...] = ("scopa", "minchiate")
"""The decks, named after the games first played with them (``pyapp.games.Game.deck``)."""


CARD_FORMS: dict[str, str] = {
    "scopa": "a value 1-10 and a suit d c s b, e.g. '7d'",
    "minchiate": "a suit C D S B and a rank 1-10 J N Q K, a trump T1-T40 or the Matto M, e.g. 'DK'",
}
"""How the ids of each deck are written, for the messages that refuse one (``pyapp.records``)."""


def is_card_of(deck: str, card: str) -> bool:
    """True when *card* is an id of the deck called *deck*.

    >>> is_card_of("scopa", "7d"), is_card_of("minchiate", "7d"), is_card_of("minchiate", "T13")
    (True, False, True)
    """
    return is_scopa_card(card) if deck == "scopa" else deck == "minchiate" and is_minchiate_card(card)


def italian_card_name(deck: str, card: Card) -> str:
    """The Italian name of *card* of *deck* (ValueError for a card that is not of that deck)."""
    if not is_card_of(deck, card):
        raise ValueError(f"{card!r:.40} is not a card of the {deck} deck")
    return scopa_card_name(card) if deck == "scopa" else minchiate_card_name(card)
