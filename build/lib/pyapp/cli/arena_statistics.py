"""The arena's statistics: one game's result from A's side, and the figures over many games with
their 95% intervals (a win rate's Wilson interval, the points per deal over duplicate deals, two
runs of one seed compared deal by deal).

Games come in seat-swapped pairs: the two games of pair *p* sit at 2p and 2p + 1 of a run's results,
and the deals of one pair share its shuffles, so a per-deal figure's interval is taken over pairs.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

__all__ = ["DuplicateFigure", "GameResult", "RunComparison", "compare_runs", "duplicate_figure", "ratio_interval",
           "t_quantile", "wilson"]


@dataclass(slots=True)
class GameResult:
    """One game from A's side: score 1 / 0.5 / 0, deals played, points, move times, and each
    deal's points (A's, B's) in the order played."""

    score: float
    deals: int
    points_a: float
    points_b: float
    times_a: list[float] = field(default_factory=list)
    times_b: list[float] = field(default_factory=list)
    deal_points: list[tuple[float, float]] = field(default_factory=list)

@dataclass(frozen=True, slots=True)
class DuplicateFigure:
    """A's points minus B's per deal over the *duplicate deals* of a run: the deals that both
    games of a pair played (the same shuffle, the seats swapped), with a 95% interval;
    ``unpaired`` deals were played by the longer game of a pair only and are left out."""

    deals: int
    unpaired: int
    margin: float
    low: float
    high: float

    def report(self, per: str) -> str:
        """One line of the report (*per*: the game's unit, e.g. ``points per deal``)."""
        return (f"duplicate deals: A - B {per} {self.margin:+.3f} [95% CI {self.low:+.3f} to {self.high:+.3f}] "
                f"over {self.deals} deals played on both tables ({self.unpaired} played on one table only, "
                "left out)")


def t_quantile(freedom: int, z: float = 1.959964) -> float:
    """The two-sided 95% quantile of Student's t with *freedom* degrees of freedom (a series in
    1/freedom around the normal quantile; within 0.005 from 3 degrees up).

    >>> round(t_quantile(10), 2), round(t_quantile(100), 2), round(t_quantile(10**6), 2)
    (2.23, 1.98, 1.96)
    """
    if freedom < 1:
        return math.inf
    g1 = (z ** 3 + z) / 4
    g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96
    g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384
    g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160
    n = float(freedom)
    return z + g1 / n + g2 / n ** 2 + g3 / n ** 3 + g4 / n ** 4


def duplicate_figure(results: Sequence[GameResult]) -> DuplicateFigure:
    """A's points minus B's per deal over paired deals, from *results* in pair order (the two
    games of pair *p* at 2p and 2p + 1).

    Each pair contributes the sum of A − B over its paired deals on both tables and the number of
    those deal plays; the figure is the ratio of the totals, and its interval the ratio's
    standard error over pairs (deals within a pair share the match, so the pair is the unit).

    >>> one = GameResult(1.0, 2, 0, 0, deal_points=[(4, 1), (3, 3)])
    >>> two = GameResult(0.0, 1, 0, 0, deal_points=[(2, 3)])
    >>> figure = duplicate_figure([one, two])
    >>> figure.deals, figure.unpaired, figure.margin
    (1, 1, 1.0)
    """
    sums: list[float] = []
    counts: list[int] = []
    unpaired = 0
    for index in range(0, len(results) - 1, 2):
        first, second = results[index].deal_points, results[index + 1].deal_points
        shared = min(len(first), len(second))
        unpaired += len(first) + len(second) - 2 * shared
        sums.append(sum(a - b for a, b in first[:shared]) + sum(a - b for a, b in second[:shared]))
        counts.append(2 * shared)
    plays = sum(counts)
    margin, low, high = ratio_interval(sums, counts)
    return DuplicateFigure(plays // 2, unpaired, margin, low, high)


def ratio_interval(sums: Sequence[float], counts: Sequence[int]) -> tuple[float, float, float]:
    """The ratio of the totals, sum(sums) / sum(counts), with its 95% interval over the clusters
    (cluster *i* adds ``sums[i]`` over ``counts[i]`` deals; deals of one cluster share a match, so the
    cluster is the unit). The interval is infinite with fewer than two clusters.

    >>> [round(figure, 3) for figure in ratio_interval([2.0, 0.0, 1.0, 1.0], [2, 2, 2, 2])]
    [0.5, -0.149, 1.149]
    """
    plays = sum(counts)
    if not plays:
        return 0.0, -math.inf, math.inf
    margin = sum(sums) / plays
    clusters = len(sums)
    if clusters < 2:
        return margin, -math.inf, math.inf
    spread = sum((total - margin * count) ** 2 for total, count in zip(sums, counts)) * clusters / (clusters - 1)
    half = t_quantile(clusters - 1) * math.sqrt(spread) / plays
    return margin, margin - half, margin + half


@dataclass(frozen=True, slots=True)
class RunComparison:
    """Two runs of one seed against one opponent, deal by deal: the deals both runs played (each
    dealt alike in both, the same seats), the first run's A − B per deal minus the second's with a
    95% interval over the pairs, and each run's match wins over the pairs both played."""

    pairs: int
    deals: int
    margin: float
    low: float
    high: float
    wins_first: float
    wins_second: float

    def report(self, per: str) -> str:
        """The lines of the report (*per*: the game's unit, e.g. ``points per deal``)."""
        games = 2 * self.pairs
        return (f"{self.pairs} pairs both runs played, {self.deals} deals dealt alike in both\n"
                f"first run's A - B minus the second's, {per}: {self.margin:+.3f} "
                f"[95% CI {self.low:+.3f} to {self.high:+.3f}]\n"
                f"A's wins on these games: first run {self.wins_first:g}/{games}, second {self.wins_second:g}/{games}")


PairKey = TypeVar("PairKey", bound=Hashable)


def compare_runs(first: Mapping[PairKey, Sequence[GameResult]],
                 second: Mapping[PairKey, Sequence[GameResult]]) -> RunComparison:
    """Compares two runs (pair index -> its two games, as :func:`read_log` gives them) played with the
    same seed: a pair's games are dealt from the same shuffles in both runs, so deal *k* of a game in
    one run and deal *k* of the same game in the other are one deal played by two A's against B. Pairs
    one run lacks are left out, and so are deals only one run's game reached. Runs of several seeds
    compare at once when the keys name the seed too (``(seed, index)``).

    >>> def game(score, *deals):
    ...     return GameResult(score, len(deals), 0, 0, deal_points=list(deals))
    >>> one = {0: [game(1.0, (4, 1), (3, 3)), game(0.0, (2, 3))]}
    >>> other = {0: [game(0.0, (1, 1)), game(0.0, (2, 3))]}
    >>> figure = compare_runs(one, other)
    >>> figure.deals, figure.margin, figure.wins_first, figure.wins_second
    (2, 1.5, 1.0, 0.0)
    """
    shared = [key for key in first if key in second]
    sums: list[float] = []
    counts: list[int] = []
    for index in shared:
        total, count = 0.0, 0
        for game_first, game_second in zip(first[index], second[index]):
            for (a_first, b_first), (a_second, b_second) in zip(game_first.deal_points, game_second.deal_points):
                total += (a_first - b_first) - (a_second - b_second)
                count += 1
        sums.append(total)
        counts.append(count)
    margin, low, high = ratio_interval(sums, counts)
    return RunComparison(len(shared), sum(counts), margin, low, high,
                         sum(game.score for index in shared for game in first[index]),
                         sum(game.score for index in shared for game in second[index]))


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (draws may count half).

    >>> low, high = wilson(60, 100)
    >>> round(low, 3), round(high, 3)
    (0.502, 0.691)
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))
