"""Scopa's constants and the rules of the deal's order: values, the redeal, whose turn it is."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pyapp.cards import SCOPA_DECK, Card, scopa_value
from pyapp.engine import Seat

DECK = "scopa"
"""The deck Scopa and the games on its engine are played with (``pyapp.cards.DECK_NAMES``)."""
HAND_SIZE = 3
TABLE_SIZE = 4
PLAYS_PER_DEAL = 36
STOCK_SIZE = 40 - 2 * HAND_SIZE - TABLE_SIZE  # 30 after the first deal
MATCH_TARGET = 11
SETTEBELLO: Card = "7d"
RE_BELLO: Card = "10d"
COINS_SUIT = "d"
KING_VALUE = 10
PRIMIERA_VALUES: dict[int, int] = {7: 21, 6: 18, 1: 16, 5: 15, 4: 14, 3: 13, 2: 12, 8: 10, 9: 10, 10: 10}

CAPTURE_VALUE: dict[Card, int] = {card: scopa_value(card) for card in SCOPA_DECK}
DECK_INDEX: dict[Card, int] = {card: index for index, card in enumerate(SCOPA_DECK)}
PRIMIERA_POINTS: dict[Card, int] = {card: PRIMIERA_VALUES[CAPTURE_VALUE[card]] for card in SCOPA_DECK}


def deck_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards sorted in the order of ``SCOPA_DECK`` (the canonical order of a take)."""
    return tuple(sorted(cards, key=DECK_INDEX.__getitem__))


def needs_redeal(table: Sequence[Card]) -> bool:
    """True when an opening table holds three or four Re (the same dealer deals again).

    >>> needs_redeal(["10c", "10d", "10s", "4b"]), needs_redeal(["10c", "10d", "4b", "5s"])
    (True, False)
    """
    return sum(1 for card in table if CAPTURE_VALUE[card] == KING_VALUE) >= 3


def seat_to_play(dealer: Seat, plays_made: int) -> Seat | None:
    """Whose turn it is after *plays_made* plays of a deal dealt by *dealer* (None at the end).

    >>> seat_to_play(0, 0), seat_to_play(0, 1), seat_to_play(1, 36)
    (1, 0, None)
    """
    if plays_made >= PLAYS_PER_DEAL:
        return None
    return (dealer + 1 + plays_made) & 1
