"""The learned evaluation of the Scopa Expert: the deal's points at its end; before, the scope made
and the prizes still open shared by the point difference that a linear model of the position's
features predicts for the stage of the deal (weights per stage, fitted on the Expert's self-play:
:mod:`pyapp.ai.scopa.learned_weights`, the features :mod:`pyapp.ai.scopa.horizon`), read off the
match value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pyapp.ai.scopa.evaluation import SearchMoves
from pyapp.ai.scopa.horizon import horizon_features
from pyapp.ai.scopa.learned_weights import LEARNED_WEIGHTS
from pyapp.ai.scopa.match_value import match_value
from pyapp.ai.scopa.points import deal_points, expected_option_points
from pyapp.engine import Seat
from pyapp.scopa import ScopaState

__all__ = ["STAGES", "STAGE_SIZE", "FittedScopaModel", "stage_of", "stage_of_counts"]

STAGE_SIZE = 6   # cards not yet in a pile, per stage
STAGES = 7       # stage 6: 36 or more cards still out


def stage_of(state: ScopaState) -> int:
    """The stage of a deal: how many cards are not yet in a pile, in steps of STAGE_SIZE."""
    return stage_of_counts(len(state.piles[0]), len(state.piles[1]))


def stage_of_counts(first: int, second: int) -> int:
    """:func:`stage_of` from the number of cards in each side's pile."""
    return min((40 - first - second) // STAGE_SIZE, STAGES - 1)


class FittedScopaModel(SearchMoves):
    """Deal points at the end; in between the scope made plus the future point difference that
    a linear model fitted on self-play predicts for the stage of the deal.

    *reader* turns a position into its features and the prizes still open (by default the horizon
    features, :func:`pyapp.ai.scopa.horizon.horizon_features`), and *weights* holds a row of weights
    per stage (:func:`stage_of`; by default the shipped ones); ``tools/fit_scopa_eval.py`` fits them.

    With a *match_score* the expected deal points are added to it and read off the match value
    (:func:`~pyapp.ai.scopa.match_value.match_value`: near 11 the points that win count most);
    without one, values are 0.5 plus a fortieth of the point difference, as the baseline's."""

    __slots__ = ("match_score", "weights", "reader")

    def __init__(self, match_score: tuple[int, int] | None = None,
                 weights: Sequence[Sequence[float]] = LEARNED_WEIGHTS,
                 reader: Callable[[ScopaState], tuple[list[float], float]] = horizon_features) -> None:
        self.match_score = match_score
        self.weights = weights
        self.reader = reader

    def leaf_value(self, first: float, second: float, stage: int, seat: Seat, target: int) -> float:
        """The value for *seat* of an unfinished deal (at *stage*) whose expected points are *first*
        and *second*: :meth:`points_value` of them (a variant may spread them: ``pyapp.cli.research``)."""
        return self.points_value(first, second, seat, target)

    def points_value(self, first: float, second: float, seat: Seat, target: int) -> float:
        """The value for *seat* of both sides' (expected) deal points, in a match to *target*."""
        if self.match_score is None:
            difference = first - second if seat & 1 == 0 else second - first
            return 0.5 + difference / 40.0
        value = match_value(self.match_score[0] + first, self.match_score[1] + second, target)
        return value if seat & 1 == 0 else 1.0 - value

    def utility(self, state: ScopaState, seat: Seat) -> float:
        """The value of the finished deal's points for *seat*'s side."""
        first, second = deal_points(state.piles, state.scope, state.rules)
        return self.points_value(first, second, seat, state.rules.target)

    def evaluate(self, state: ScopaState, seat: Seat) -> float:
        """The value of the expected deal points for *seat*: the scope made, and the prizes
        still open shared by the fitted expected difference."""
        values, open_prizes = self.reader(state)
        stage = stage_of(state)
        first, second = self.expected(values, open_prizes, stage, state.scope)
        rules = state.rules
        if rules.re_bello or rules.napola:
            extra = expected_option_points(state)
            first += extra[0]
            second += extra[1]
        return self.leaf_value(first, second, stage, seat, rules.target)

    def expected(self, values: Sequence[float], open_prizes: float, stage: int,
                 scope: tuple[int, int]) -> tuple[float, float]:
        """Both sides' expected deal points (without the options'): the scope made, and the
        prizes still open shared by the fitted expected difference of the *stage*."""
        weights = self.weights[stage]
        future = sum(weight * value for weight, value in zip(weights, values, strict=True))
        share = max(-open_prizes, min(open_prizes, future))
        return scope[0] + (open_prizes + share) / 2, scope[1] + (open_prizes - share) / 2
