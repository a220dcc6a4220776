"""Rollout search for Scopone: the heuristic's best few plays, each tried in sampled worlds where
every seat then plays on by the heuristic, the play with the best average outcome chosen.

Why not PIMC (alpha-beta per world) as in Scopa: with three hidden hands, alpha-beta in a sampled
world lets every other seat play as if it saw all four hands, and the choice it makes against
such opponents and such a partner is a poor one against real players. Measured on duplicate deals
(``benchmarks/scopone_search.py``): alpha-beta on the *true* deal beats the heuristic team by
over 2 points a deal, PIMC with 8 worlds x 4 plies loses to it by more than a point, while these
rollouts (the heuristic's own policy improved by simulation, each seat playing from its own view
in the world) beat it. A rollout sees only what the view holds: each world is one
``view.determinize``, and every seat's play inside it reads that seat's view of the world.

The value of a rollout is the searching side's chance of winning the match (``ScopaModel``: the
finished deal's points, or the expected points where the rollout stops, added to the match score).
All candidates are rolled out in the same worlds with the same tie-breaking (common random
numbers), so differences between them are not noise of the sampling.
"""

from __future__ import annotations

import time
from random import Random

from pyapp.ai import search
from pyapp.ai.scopa.evaluation import ScopaModel
from pyapp.ai.scopa.heuristic import OpponentReply, ScopaHeuristicPlayer, evaluate_play, turn_plays
from pyapp.scopa import Play, ScopaPosition, ScopaSeatView


class RolloutPlayer:
    """Plays the best of the heuristic's *candidates* top plays after *worlds* rollouts of
    *horizon* plays each (to the end of the deal when fewer are left); *time_limit* (seconds,
    interactive play only) stops sampling worlds once passed, after at least one."""

    def __init__(self, *, worlds: int, horizon: int, candidates: int, time_limit: float | None = None) -> None:
        self.worlds = worlds
        self.horizon = horizon
        self.candidates = candidates
        self.time_limit = time_limit
        self.policy = ScopaHeuristicPlayer()
        self.last_values: dict[Play, float] = {}

    def ranked(self, view: ScopaSeatView) -> list[Play]:
        """The legal plays, the heuristic's best first, cut to the candidates."""
        reply = OpponentReply(view)
        scored: list[Play] = sorted(view.legal_actions(), key=lambda play: evaluate_play(view, play, reply),
                                    reverse=True)
        return scored[:self.candidates]

    def rollout(self, state: ScopaPosition, seat: int, model: ScopaModel, rng: Random) -> float:
        """The value for *seat*'s side of *state* after up to ``horizon`` heuristic plays."""
        for _ in range(self.horizon):
            to_play = state.to_play
            if to_play is None:
                return model.utility(state, seat)
            state = state.play(self.policy.choose(state.view(to_play), rng))
        return model.utility(state, seat) if state.to_play is None else model.evaluate(state, seat)

    def choose(self, view: ScopaSeatView, rng: Random) -> Play:
        """The chosen play; raises ValueError when it is not the view's seat's turn."""
        legal = turn_plays(view)
        if len(legal) == 1:
            return legal[0]
        candidates = self.ranked(view)
        if len(candidates) == 1:
            return candidates[0]
        model = ScopaModel(view.match_score)
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        totals = [0.0] * len(candidates)
        done = 0
        for _ in range(self.worlds):
            if deadline is not None and done and time.perf_counter() > deadline:
                break
            search.pause()
            world = view.determinize(rng)
            tie_breaks = rng.random()
            for index, play in enumerate(candidates):
                totals[index] += self.rollout(world.play(play), view.seat, model, Random(tie_breaks))
            done += 1
        self.last_values = {play: total / done for play, total in zip(candidates, totals, strict=True)}
        best = max(range(len(candidates)), key=totals.__getitem__)  # ties: the heuristic's order
        return candidates[best]
