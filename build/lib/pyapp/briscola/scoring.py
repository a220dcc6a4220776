"""Briscola's counting (spec §9): each side's card points at the end of a game and the game's
result. There are no bonuses: no last-trick point, no declarations, no *cappotto* premium.

>>> side_points((("1c", "3c", "10c", "9c", "8c"), ("1d", "3d")))
(30, 21)
>>> game_winner((61, 59)), game_winner((60, 60)), game_winner((120, 0)), game_winner((56, 64))
(0, None, 0, 1)
>>> game_winner((45, 45, 30)), game_winner((41, 40, 39))
(None, 0)
"""

from __future__ import annotations

from collections.abc import Sequence

from pyapp.briscola.rules import POINTS, TOTAL_POINTS, WINNING_POINTS, Card


def side_points(piles: Sequence[Sequence[Card]]) -> tuple[int, ...]:
    """The card points of each side's pile."""
    return tuple(sum(POINTS[card] for card in pile) for pile in piles)


def game_winner(points: Sequence[int]) -> int | None:
    """The side that won a finished game with these *points* per side, or None for a draw (§9.2):
    61 or more with two sides (60-60 is a draw), the highest total alone with three."""
    if len(points) == 2:
        if sum(points) != TOTAL_POINTS:
            raise ValueError(f"the two sides' points must sum to {TOTAL_POINTS}, got {tuple(points)}")
        return next((side for side, total in enumerate(points) if total >= WINNING_POINTS), None)
    best = max(points)
    leaders = [side for side, total in enumerate(points) if total == best]
    return leaders[0] if len(leaders) == 1 else None


def relative_points(points: Sequence[int]) -> tuple[float, ...]:
    """Each side's points above an even share of the 120 (zero-sum: the engine's returns).

    >>> relative_points((61, 59)), relative_points((60, 30, 30))
    ((1.0, -1.0), (20.0, -10.0, -10.0))
    """
    share = TOTAL_POINTS / len(points)
    return tuple(total - share for total in points)
