"""The Scopone AI levels: level name -> zero-argument factory of a player (one per seat; each
sees its own :class:`~pyapp.scopa.scopone.ScoponeView` only, its partner's hand included hidden).

Scopone is played on Scopa's captures and prizes, so the levels are Scopa's, made partner-aware:
the search's model scores *sides* (seats 0 and 2 against 1 and 3: :meth:`SearchMoves.team`), so
alpha-beta maximises over the partner's plays too and minimises over the opponents'; the
heuristic weighs the reply of the next seat, always an opponent, and counts a partner's capture
as its own.

* ``random`` — any legal play.
* ``heuristic`` / ``medium`` — the one-ply heuristic (:mod:`pyapp.ai.scopa.heuristic`).
* ``easy`` — the heuristic with a beginner's mistakes.
* ``hard`` — PIMC: 8 worlds, alpha-beta 2 plies, the match-aware evaluation.
* ``expert`` — PIMC: 20 worlds, alpha-beta over a whole round (4 plies: both opponents and the
  partner answer), the fitted evaluation read off the match value, and the deal searched to its
  end in every world once 8 cards or fewer are left; capped at 0.85 s of wall time in play.
  (There is no exact endgame as in Scopa: three hands stay hidden to the last card.)
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from pyapp.ai.random_player import RandomPlayer
from pyapp.ai.scopa.evaluation import FittedScopaModel, ScopaModel
from pyapp.ai.scopa.heuristic import ScopaHeuristicPlayer
from pyapp.ai.scopa.levels import EXPERT_TIME_LIMIT, HARD_DEPTH, HARD_WORLDS, EasyScopaPlayer
from pyapp.ai.search import SearchPlayer, SearchResult
from pyapp.scopa.scopone import ScoponeView

EXPERT_WORLDS = 20
EXPERT_DEPTH = 4
EXPERT_ENDGAME = 8
"""Cards left in all hands at which the Expert searches every world to the end of the deal."""


def _scopa_model(view: ScoponeView) -> ScopaModel:
    return ScopaModel(view.match_score)


def _fitted_model(view: ScoponeView) -> FittedScopaModel:
    return FittedScopaModel(view.match_score)


class ScoponeSearchPlayer(SearchPlayer):
    """A PIMC player whose depth reaches the end of the deal once few cards are left."""

    def __init__(self, model_for: Any, *, endgame: int = 0, **options: Any) -> None:
        super().__init__(model_for, **options)
        self.endgame = endgame

    def search(self, view: Any, rng: Random) -> SearchResult:
        """The search with the depth of the position (the whole rest of the deal near its end)."""
        left = view.plays_per_deal - view.plays_made
        depth = self.depth
        if left <= self.endgame:
            self.depth = left
        try:
            return super().search(view, rng)
        finally:
            self.depth = depth


def hard() -> ScoponeSearchPlayer:
    """PIMC, 8 worlds x 2 plies, match-aware evaluation."""
    return ScoponeSearchPlayer(_scopa_model, algorithm="pimc", iterations=HARD_WORLDS, depth=HARD_DEPTH)


def expert() -> ScoponeSearchPlayer:
    """PIMC, 20 worlds x a round (4 plies), fitted match-aware evaluation, to the end with 8 cards
    left, 0.85 s cap."""
    return ScoponeSearchPlayer(_fitted_model, algorithm="pimc", iterations=EXPERT_WORLDS, depth=EXPERT_DEPTH,
                               time_limit=EXPERT_TIME_LIMIT, endgame=EXPERT_ENDGAME)


def worker_view(view: ScoponeView) -> ScoponeView:
    """The view the AI worker's player searches: *view* turned to seat 0, as the bot protocol's
    "me" (so the page's computer and an outside bot of the same level play the same move)."""
    return view.as_seat_zero()


LEVELS: dict[str, Callable[[], object]] = {
    "random": RandomPlayer,
    "heuristic": ScopaHeuristicPlayer,
    "easy": EasyScopaPlayer,
    "medium": ScopaHeuristicPlayer,
    "hard": hard,
    "expert": expert,
}
