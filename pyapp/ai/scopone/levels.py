"""The Scopone AI levels: level name -> zero-argument factory of a player (one per seat; each
sees its own :class:`~pyapp.scopone.ScoponeView` only, its partner's hand included hidden).

Scopone is played on Scopa's captures and prizes, so the levels build on Scopa's, made
partner-aware: the heuristic weighs the reply of the next seat, always an opponent, and counts a
partner's capture as its own; the searching levels value a play by the *side's* result (seats 0
and 2 against 1 and 3) and search by rollouts (:mod:`pyapp.ai.scopone.rollout`), not by Scopa's
alpha-beta in sampled worlds, which plays badly with three hidden hands (the measurement is in
the rollout module and ``benchmarks/RESULTS.md``).

* ``random`` — any legal play.
* ``heuristic`` / ``medium`` — the one-ply heuristic (:mod:`pyapp.ai.scopa.heuristic`).
* ``easy`` — the heuristic with a beginner's mistakes.
* ``hard`` — rollouts: the heuristic's 3 best plays, 8 worlds, each rolled out for a round
  (4 plays) and valued by the match-aware evaluation.
* ``expert`` — rollouts: the heuristic's 5 best plays, 16 worlds, each rolled out for two rounds
  (8 plays; to the end of the deal near it); capped at 0.85 s of wall time in play.
"""

from __future__ import annotations

from collections.abc import Callable

from pyapp.ai.scopa.heuristic import heuristic_levels
from pyapp.ai.scopone.rollout import RolloutPlayer
from pyapp.scopone.state import ScoponeView

EXPERT_TIME_LIMIT = 0.85
"""Seconds an Expert's move may take in interactive play (as Scopa's Expert)."""
HARD = {"worlds": 8, "horizon": 4, "candidates": 3}
EXPERT = {"worlds": 16, "horizon": 8, "candidates": 5}


def hard() -> RolloutPlayer:
    """Rollouts: 3 candidate plays x 8 worlds x a round."""
    return RolloutPlayer(**HARD)


def expert() -> RolloutPlayer:
    """Rollouts: 5 candidate plays x 16 worlds x two rounds, 0.85 s cap."""
    return RolloutPlayer(**EXPERT, time_limit=EXPERT_TIME_LIMIT)


def worker_view(view: ScoponeView) -> ScoponeView:
    """The view the AI worker's player searches: *view* turned to seat 0, as the bot protocol's
    "me" (so the page's computer and an outside bot of the same level play the same move)."""
    return view.as_seat_zero()


LEVELS: dict[str, Callable[[], object]] = heuristic_levels(hard, expert)
