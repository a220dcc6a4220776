"""What a deal is worth to a match: the chance of winning a match to its target from its scores,
computed at import by dynamic programming over the deal scores of heuristic self-play.

:data:`MATCH_VALUE` ``[a][b]`` is the probability that the side with *a* points beats the one with
*b* once the current deal is over, in a match to 11 (:func:`match_table` computes other targets on
first use). Far from the target it is nearly linear in the point difference; near it, it makes the
search play for the points that win (the prize that crosses 11 beats two points that do not).

>>> round(match_value(10, 10), 2), match_value(11, 3), match_value(3, 11)
(0.5, 1.0, 0.0)
>>> match_value(0, 0) == 0.5 and match_value(9, 5) > match_value(5, 5)
True
"""

from __future__ import annotations

from pyapp.scopa import MATCH_TARGET

__all__ = ["DEAL_SCORES", "MATCH_VALUE", "match_table", "match_value"]

# Per mille: (points of one seat, points of the other) in a deal, heuristic self-play,
# 3,000 deals, symmetrised; 6 stands for 6 or more.
DEAL_SCORES: dict[tuple[int, int], int] = {
    (0, 2): 7, (0, 3): 35, (0, 4): 90, (0, 5): 26, (0, 6): 10, (1, 1): 7, (1, 2): 48,
    (1, 3): 71, (1, 4): 46, (1, 5): 13, (1, 6): 4, (2, 2): 111, (2, 3): 54, (2, 4): 15,
    (2, 5): 5, (2, 6): 1, (3, 3): 16, (3, 4): 7, (3, 5): 1, (4, 4): 2,
}
_GRID = 40  # scores 0..39 are tabulated (to 11; target + 29 for the others); a tie beyond counts as a coin flip


def _deal_outcomes() -> list[tuple[int, int, float]]:
    outcomes: dict[tuple[int, int], float] = {}
    for (first, second), weight in DEAL_SCORES.items():
        outcomes[(first, second)] = outcomes.get((first, second), 0.0) + weight
        if first != second:
            outcomes[(second, first)] = outcomes.get((second, first), 0.0) + weight
    total = sum(outcomes.values())
    return [(first, second, weight / total) for (first, second), weight in outcomes.items()]


def _grid(target: int) -> int:
    return _GRID if target == MATCH_TARGET else target + _GRID - MATCH_TARGET


def _match_table(target: int = MATCH_TARGET) -> list[list[float]]:
    """``table[a][b]``: chance that *a* beats *b* once the current deal is over (scores a, b),
    in a match to *target*."""
    outcomes = _deal_outcomes()
    grid = _grid(target)
    start = [[0.5] * grid for _ in range(grid)]   # value at the start of a deal
    after = [[0.5] * grid for _ in range(grid)]   # value once a deal has ended
    for total in range(2 * grid - 2, -1, -1):      # every deal adds at least 2 points
        for first in range(max(0, total - grid + 1), min(total, grid - 1) + 1):
            second = total - first
            if max(first, second) >= target and first != second:
                after[first][second] = 1.0 if first > second else 0.0
                continue
            value = 0.0
            for gained, lost, weight in outcomes:
                a, b = first + gained, second + lost
                if a >= grid or b >= grid:
                    value += weight * (0.5 if a == b else (1.0 if a > b else 0.0)
                                       if max(a, b) >= target else 0.5)
                else:
                    value += weight * after[a][b]
            start[first][second] = value
            after[first][second] = value
    return after


MATCH_VALUE: list[list[float]] = _match_table()
_MATCH_VALUES: dict[int, list[list[float]]] = {MATCH_TARGET: MATCH_VALUE}


def match_table(target: int) -> list[list[float]]:
    """The match value table of a match to *target* (computed on first use)."""
    table = _MATCH_VALUES.get(target)
    if table is None:
        table = _MATCH_VALUES[target] = _match_table(target)
    return table


def match_value(first: float, second: float, target: int = MATCH_TARGET) -> float:
    """The chance that a side with *first* points beats one with *second* once the current
    deal is over, in a match to *target* (fractional scores interpolate).

    >>> round(match_value(20, 20, 21), 2), match_value(21, 20, 21), match_value(11, 3, 21) < 1
    (0.5, 1.0, True)
    """
    table = MATCH_VALUE if target == MATCH_TARGET else match_table(target)
    top = len(table) - 1
    if first > top or second > top:
        if max(first, second) >= target and abs(first - second) >= 1:
            return 1.0 if first > second else 0.0
        return 0.5
    low_a = int(first)
    low_b = int(second)
    frac_a = first - low_a
    frac_b = second - low_b
    high_a = min(low_a + 1, top)
    high_b = min(low_b + 1, top)
    row_low = table[low_a]
    row_high = table[high_a]
    return ((1 - frac_a) * ((1 - frac_b) * row_low[low_b] + frac_b * row_low[high_b])
            + frac_a * ((1 - frac_b) * row_high[low_b] + frac_b * row_high[high_b]))
