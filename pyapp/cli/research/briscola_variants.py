"""Briscola search designs that did not ship, kept for comparison (not yet measured against the
shipped search: ``benchmarks/RESULTS.md``, Briscola); ``benchmarks/briscola_variants.py`` plays them:

* :class:`TrickMinimaxModel` — in each sampled world, the rest of the current trick searched by
  minimax (the searching side's seats maximise, the others minimise, each as if it saw the world)
  before the playout values each way the trick can end; the shipped levels play the trick out with
  the heuristic too (flat Monte Carlo: :class:`~pyapp.ai.briscola.evaluation.BriscolaModel`).
"""

from __future__ import annotations

from collections.abc import Sequence

from pyapp.ai.briscola.evaluation import BriscolaModel, playout_action
from pyapp.briscola.actions import BriscolaAction
from pyapp.briscola.state import BriscolaState
from pyapp.engine import Seat

__all__ = ["TrickMinimaxModel"]


class TrickMinimaxModel(BriscolaModel):
    """The Briscola model whose worlds are searched by minimax to the end of the current trick, the
    playout valuing each way the trick can end (with three players the other seats play the
    heuristic's card: each for itself)."""

    __slots__ = ()

    def world_values(self, world: BriscolaState, legal: Sequence[BriscolaAction], depth: int,
                     seat: Seat) -> list[float]:
        """The minimax value for *seat* of each action of *legal* over the rest of the trick."""
        number = world.trick_number
        return [self.trick_value(world.play_legal(action), number, seat) for action in legal]

    def trick_value(self, state: BriscolaState, number: int, seat: Seat) -> float:
        """The value of *state* within trick *number*: minimax over its remaining cards."""
        acting = state.to_play
        if acting is None or state.trick_number != number:
            return self.evaluate(state, seat)
        if self.players == 3 and acting != seat:
            return self.trick_value(state.play_legal(playout_action(state)), number, seat)
        values = [self.trick_value(state.play_legal(action), number, seat) for action in state.legal_actions()]
        return max(values) if self.team(acting) == self.team(seat) else min(values)
