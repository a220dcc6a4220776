"""The Scopa AI levels: level name -> zero-argument factory of a player.

* ``random`` — any legal play (a baseline).
* ``heuristic`` — the one-ply heuristic (:mod:`pyapp.ai.scopa.heuristic`).
* ``easy`` — the heuristic with a beginner's mistakes: it often forgets what the opponent
  could take next, and sometimes picks a merely good play instead of the best.
* ``medium`` — the heuristic, without mistakes.
* ``hard`` — PIMC (:mod:`pyapp.ai.search`): 8 worlds, alpha-beta 2 plies, the match-aware
  evaluation, the exact endgame solver once the stock is empty.
* ``expert`` — PIMC: 160 worlds, 6 plies (a whole round), worlds drawn with what the
  opponent's plays of the round say about its hand (:mod:`pyapp.ai.scopa.inference`), leaves
  scored by the learned evaluation (the horizon features of :mod:`pyapp.ai.scopa.horizon`, weights
  fitted on the Expert's self-play: :mod:`pyapp.ai.scopa.learned_weights`) and read off the match
  value (:class:`~pyapp.ai.scopa.learned.FittedScopaModel`; each world searched on compact
  positions: :class:`~pyapp.ai.scopa.world_search.ExpertModel`), the same solver; capped at 0.85 s
  of wall time in interactive play (under Pyodide the cap ends the search on the slowest
  positions: benchmarks/RESULTS.md). More worlds measured stronger each time (twice 40: +0.23
  points per deal against the 40-world Expert, four times: +0.32); the compact search made 160 fit
  where 80 did. With the learned evaluation it won 56.0% of 1,200 matches against the baseline over
  three seed sets (60.5% on seeds 2101, the seeds it was tuned on; 50.5% and 57.0% on two fresh
  ones), +0.09 points per deal; head to head with the 13-feature evaluation on the same deals of two
  seed sets, +0.01 points per deal, no measurable difference (benchmarks/RESULTS.md).

The baseline the measurements compare with (``pimc-baseline``, a faithful re-implementation of the
common open-source PIMC player) is a level of the arena and the bot only: it does not ship
(:mod:`pyapp.cli.research.scopa_baseline`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pyapp.ai.scopa.evaluation import ScopaModel, solve_endgame
from pyapp.ai.scopa.heuristic import heuristic_levels
from pyapp.ai.scopa.horizon import horizon_features
from pyapp.ai.scopa.inference import InferringView
from pyapp.ai.scopa.learned_weights import LEARNED_WEIGHTS
from pyapp.ai.scopa.world_search import ExpertModel
from pyapp.ai.search import SearchPlayer
from pyapp.scopa import Play, ScopaView

EXPERT_TIME_LIMIT = 0.85
EXPERT_WORLDS = 160
EXPERT_DEPTH = 6
HARD_WORLDS = 8
HARD_DEPTH = 2


def _scopa_model(view: ScopaView) -> ScopaModel:
    return ScopaModel(view.match_score)


def learned_model(view: ScopaView, weights: Sequence[Sequence[float]] = LEARNED_WEIGHTS) -> ExpertModel:
    """The Expert's model: the learned evaluation (*weights* of the horizon features, the shipped ones
    by default), searched on compact positions. Self-play and the variants pass a fit's weights."""
    return ExpertModel(view.match_score, weights, horizon_features)


def endgame_play(view: ScopaView) -> Play | None:
    """The exact play once the stock is empty (None before: the search decides)."""
    if view.stock_count:
        return None
    return solve_endgame(view)[0]


def hard() -> SearchPlayer:
    """PIMC, 8 worlds x 2 plies, match-aware evaluation, exact endgame."""
    return SearchPlayer(_scopa_model, algorithm="pimc", iterations=HARD_WORLDS, depth=HARD_DEPTH,
                        exact=endgame_play)


def expert() -> SearchPlayer:
    """PIMC, 160 worlds x 6 plies drawn with inference, learned match-aware evaluation, exact
    endgame, 0.85 s cap."""
    return SearchPlayer(learned_model, algorithm="pimc", iterations=EXPERT_WORLDS, depth=EXPERT_DEPTH,
                        time_limit=EXPERT_TIME_LIMIT, exact=endgame_play, infer=InferringView)


def worker_view(view: ScopaView) -> ScopaView:
    """The view the AI worker's player searches: *view* renumbered to seat 0 (``as_seat_zero``).

    The page's computer player has always searched as seat 0 (it used to be handed the bot
    protocol's "me"), and the evaluations are not symmetric in the seats (the fitted model's
    constant term, rounding in ``1 - value``): seat 0 keeps every move of the page's AI the same.
    The arena and the tests hand players the view as it is.
    """
    return view.as_seat_zero()


LEVELS: dict[str, Callable[[], object]] = heuristic_levels(hard, expert)
