"""Briscola card facts: the decks, trick order and card points, seats by table size, who wins a
trick, and which 2 or 7 of trumps may be exchanged for the face-up card (spec §1, §2.1, §3.3, §8).

Table lookups only: a playout calls these functions at every card.

>>> POINTS["1d"], POINTS["3c"], POINTS["10s"], POINTS["7b"], sum(POINTS[card] for card in deck_of(3))
(11, 10, 4, 0, 120)
>>> trick_winner(((0, "7c"), (1, "1c")), "d"), trick_winner(((0, "3s"), (1, "1b")), "d")
(1, 0)
>>> exchangeable("seven_two", "b", "10b"), exchangeable("seven_two", "b", "5b"), exchangeable("two", "d", "1d")
('7b', '2b', '2d')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeAlias

from pyapp import tricks
from pyapp.briscola_options import TABLE_SIZES
from pyapp.cards import SCOPA_DECK, SCOPA_SUIT_NAMES, scopa_card_name

Card: TypeAlias = str

HAND_SIZE = 3
SEAT_LETTERS: dict[int, tuple[str, ...]] = {2: ("S", "N"), 3: ("S", "E", "W"), 4: ("S", "E", "N", "W")}
"""The seats of each table size in turn order (counter-clockwise from You, ``S``): seat number = index."""
SIDE_NAMES: dict[int, tuple[str, ...]] = {2: ("S", "N"), 3: ("S", "E", "W"), 4: ("S–N", "E–W")}
"""The sides of each table size: one per seat, or the two partnerships with four players."""
THREE_PLAYER_LEFT_OUT: Card = "2c"
"""The card the three-player game leaves out (§7.1)."""
TOTAL_POINTS = 120
WINNING_POINTS = 61

RANK_ORDER: tuple[int, ...] = (1, 3, 10, 9, 8, 7, 6, 5, 4, 2)
"""Card values from the highest in trick order to the lowest (§1.2): Asso, Tre, Re, Cavallo, Fante, 7 … 2."""
VALUE_POINTS: dict[int, int] = {1: 11, 3: 10, 10: 4, 9: 3, 8: 2}
"""Card points by value (§1.3); the others are worth nothing."""

SUIT: dict[Card, str] = {card: card[-1] for card in SCOPA_DECK}
"""The suit letter of each card (``d c s b``)."""
VALUE: dict[Card, int] = {card: int(card[:-1]) for card in SCOPA_DECK}
"""The value of each card: 1 (Asso) … 10 (Re)."""
RANK: dict[Card, int] = {card: 10 - RANK_ORDER.index(VALUE[card]) for card in SCOPA_DECK}
"""Trick rank of each card within its suit: 10 for the Asso, 9 the Tre … 1 the 2."""
POINTS: dict[Card, int] = {card: VALUE_POINTS.get(VALUE[card], 0) for card in SCOPA_DECK}
"""Card points: Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2, the rest 0 (120 in the deck)."""
DECK_INDEX: dict[Card, int] = {card: index for index, card in enumerate(SCOPA_DECK)}
"""Position of each card in the canonical deck order (suits d c s b, values 1-10)."""
_DECKS: dict[int, tuple[Card, ...]] = {
    players: tuple(card for card in SCOPA_DECK if players != 3 or card != THREE_PLAYER_LEFT_OUT)
    for players in TABLE_SIZES
}
SUIT_WORDS: dict[str, str] = SCOPA_SUIT_NAMES


def deck_of(players: int) -> tuple[Card, ...]:
    """The deck of a table size in canonical order: 40 cards, or 39 without ``2c`` for three players."""
    return _DECKS[players]


def card_name(card: Card) -> str:
    """Italian name of a card, e.g. ``Tre di coppe`` (the Scopa names: ``8`` is the Fante/Donna)."""
    return scopa_card_name(card)


def trump_of(briscola: Card) -> str:
    """The trump suit: the suit of the briscola."""
    return SUIT[briscola]


def points_of(cards: Sequence[Card]) -> int:
    """The card points of *cards*."""
    return sum(POINTS[card] for card in cards)


def trick_winner(plays: Sequence[tuple[int, Card]], trump: str) -> int:
    """The seat that wins a trick of (seat, card) plays: the highest trump, else the highest card
    of the led suit (§3.3; the step rule of ``pyapp.tricks``)."""
    return tricks.trick_winner(plays, SUIT, RANK, trump)


def beats(card: Card, winning: Card, trump: str) -> bool:
    """True when *card* played later takes the trick from *winning* (the step rule of §3.3).

    >>> beats("2d", "1c", "d"), beats("1b", "3s", "d"), beats("3d", "1d", "d")
    (True, False, False)
    """
    suit = SUIT[card]
    if suit == SUIT[winning]:
        return RANK[card] > RANK[winning]
    return suit == trump


# --- the exchange option (§8) ------------------------------------------------------------------

_SEVEN_TAKES = frozenset((8, 9, 10, 3, 1))
"""Values of the face-up card the 7 of trumps may take (``seven_two``): those above the 7."""
_TWO_TAKES_SEVEN_TWO = frozenset((4, 5, 6, 7))
"""Values of the face-up card the 2 of trumps may take under ``seven_two``."""


def exchangeable(mode: str, trump: str, face_up: Card) -> Card | None:
    """The card of trumps that may be exchanged for the face-up card *face_up* under *mode* (None:
    none): the 2 with ``two``; with ``seven_two`` the 7 for a Fante, Cavallo, Re, Tre or Asso, the
    2 for a 4, 5, 6 or 7. The three-player deck has no 2 of coppe, so nobody ever holds it."""
    if mode == "two":
        return f"2{trump}"
    if mode == "seven_two":
        value = VALUE[face_up]
        if value in _SEVEN_TAKES:
            return f"7{trump}"
        if value in _TWO_TAKES_SEVEN_TWO:
            return f"2{trump}"
    return None


def seat_letter(seat: int, players: int) -> str:
    """The compass letter of a seat at a table of *players*."""
    return SEAT_LETTERS[players][seat]


def side_of(seat: int, players: int) -> int:
    """The side of a seat: its partnership with four players, else the seat itself."""
    return tricks.side_of(seat, players)
