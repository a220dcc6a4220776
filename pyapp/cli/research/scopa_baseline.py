"""The yardstick of ``benchmarks/RESULTS.md``: a faithful re-implementation of the common open-source
Scopa PIMC player (level ``pimc-baseline`` of the arena and the bot): 12 worlds, alpha-beta 5 plies,
a linear evaluation of cards, coins, settebello, primiera and scope, no match score and no special
endgame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random

from pyapp.ai.scopa.card_bits import IS_COIN, PRIMIERA_OF, SUIT_OF
from pyapp.ai.scopa.evaluation import greedy_play
from pyapp.ai.scopa.points import deal_points
from pyapp.ai.search import SearchPlayer
from pyapp.engine import Seat
from pyapp.scopa import SETTEBELLO, Play, ScopaState, ScopaView

__all__ = ["LEVELS", "LinearScopaModel", "pimc_baseline"]


class LinearScopaModel:
    """The baseline's model: deal points at the end; in between a linear score of cards,
    coins, settebello, primiera (sum of the best card per suit) and scope; no match score."""

    __slots__ = ()

    CARD = 0.1
    COIN = 0.2
    SETTEBELLO = 1.0
    PRIMIERA = 0.02
    SCOPA = 1.0

    def team(self, seat: Seat) -> int:
        """The side of *seat* (itself in Scopa)."""
        return seat & 1

    def utility(self, state: ScopaState, seat: Seat) -> float:
        """0.5 plus a fortieth of the deal-point difference for *seat*'s side."""
        first, second = deal_points(state.piles, state.scope, state.rules)
        difference = first - second if seat & 1 == 0 else second - first
        return 0.5 + difference / 40.0

    def evaluate(self, state: ScopaState, seat: Seat) -> float:
        """0.5 plus a fortieth of the linear score difference for *seat*."""
        score = [0.0, 0.0]
        for side in (0, 1):
            best = [0, 0, 0, 0]
            pile = state.piles[side]
            value = self.CARD * len(pile) + self.SCOPA * state.scope[side]
            for card in pile:
                if IS_COIN[card]:
                    value += self.COIN
                    if card == SETTEBELLO:
                        value += self.SETTEBELLO
                suit = SUIT_OF[card]
                if PRIMIERA_OF[card] > best[suit]:
                    best[suit] = PRIMIERA_OF[card]
            score[side] = value + self.PRIMIERA * sum(best)
        difference = score[0] - score[1] if seat & 1 == 0 else score[1] - score[0]
        return 0.5 + difference / 40.0

    def playout_action(self, state: ScopaState, rng: Random) -> Play:
        """A greedy play (the baseline does not play out; present for the interface)."""
        return greedy_play(state.legal_actions(), state.table, rng)

    def order(self, state: ScopaState, actions: Sequence[Play]) -> Sequence[Play]:
        """Legal order (the baseline does no move ordering)."""
        return actions


def _linear_model(view: ScopaView) -> LinearScopaModel:
    return LinearScopaModel()


def pimc_baseline() -> SearchPlayer:
    """The open-source baseline: 12 worlds x alpha-beta 5 plies, linear evaluation."""
    return SearchPlayer(_linear_model, algorithm="pimc", iterations=12, depth=5)


LEVELS: dict[str, Callable[[], object]] = {"pimc-baseline": pimc_baseline}
"""The comparison levels of Scopa (the registry's ``comparisons``)."""
