"""Scopone's constants and the rules of the deal's order: the seats, the modes and their deals,
whose turn it is, and the hand sizes a deal reaches.

>>> [seat_to_play(2, plays, "scientifico") for plays in range(5)], seat_to_play(2, 40, "scientifico")
([3, 0, 1, 2, 3], None)
>>> plays_per_deal("classico"), check_hand_counts([10, 10, 10, 10], 3, "scientifico")
(36, None)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pyapp.engine import Seat
from pyapp.records import read_choice
from pyapp.scopa.play import side_of

__all__ = ["HAND_SIZES", "MODES", "SEATS", "TABLE_SIZES", "check_hand_counts", "plays_by", "plays_per_deal",
           "read_mode", "seat_to_play", "side_of"]

SEATS = 4
MODES: tuple[str, ...] = ("scientifico", "classico")
"""The deals of Scopone: 10 cards each and an empty table, or 9 each and 4 on the table."""
HAND_SIZES: dict[str, int] = {"scientifico": 10, "classico": 9}
TABLE_SIZES: dict[str, int] = {"scientifico": 0, "classico": 4}


def plays_per_deal(mode: str) -> int:
    """40 plays in scientifico, 36 in classico."""
    return SEATS * HAND_SIZES[mode]


def seat_to_play(dealer: Seat, plays_made: int, mode: str) -> Seat | None:
    """Whose turn it is: the dealer's right leads, then counter-clockwise (None at the end)."""
    if plays_made >= plays_per_deal(mode):
        return None
    return (dealer + 1 + plays_made) % SEATS


def plays_by(seat: Seat, dealer: Seat, plays_made: int) -> int:
    """How many of the first *plays_made* plays *seat* made."""
    offset = (seat - dealer - 1) % SEATS
    return max(0, (plays_made - offset + SEATS - 1) // SEATS)


def read_mode(value: Any, what: str = "mode") -> str:
    """A mode name; GameRecordError naming the known ones otherwise."""
    return MODES[read_choice(value, what, MODES)]


def check_hand_counts(counts: Sequence[int], dealer: Seat, mode: str) -> str | None:
    """Why these four hand sizes cannot occur in a deal, or None (with the plays they imply)."""
    size = HAND_SIZES[mode]
    plays_made = SEATS * size - sum(counts)
    expected = [size - plays_by(seat, dealer, plays_made) for seat in range(SEATS)]
    if plays_made < 0 or list(counts) != expected:
        return (f"hands of {' '.join(map(str, counts))} cards (seats 0 to 3) with seat {dealer} dealing "
                f"cannot happen in {mode}: the seat on the dealer's right leads and the turn goes round")
    return None
