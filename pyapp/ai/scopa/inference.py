"""What the opponent's plays of this round say about the cards still in its hand.

A Scopa hand is dealt three cards at a time, so when the opponent has already played in the
current round, the cards it still holds were *not* chosen then: a hand that could have swept
the table or taken the settebello, and did not, is less likely than one that could not.
:class:`InferringView` wraps a :class:`~pyapp.scopa.ScopaView` and samples its worlds by
sampling-importance-resampling: it draws a few uniform determinizations, weighs each by the
likelihood of the opponent's plays of this round under a soft greedy model of a player
(:func:`play_score`, a softmax with temperature :data:`TEMPERATURE`), and keeps one of them
with probability proportional to its weight. Only the view is read (the plays are public), so
re-dealing the hidden cards consistently with the view changes nothing.

>>> from random import Random
>>> from pyapp.scopa import deal
>>> state = deal(Random(4), dealer=0)
>>> view = InferringView(state.view(1))
>>> world = view.determinize(Random(2))
>>> world.hands[1] == state.hands[1] and sorted(world.hands[0] + world.stock) == sorted(view.unseen())
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from random import Random
from typing import Any

from pyapp.ai.scopa.evaluation import VALUE_OF, WORTH
from pyapp.cards import Card
from pyapp.engine import Seat
from pyapp.scopa import Play, ScopaState, ScopaView, legal_plays

__all__ = ["CANDIDATES", "TEMPERATURE", "InferringView", "play_score", "round_plays"]

CANDIDATES = 6      # uniform worlds drawn per world kept
TEMPERATURE = 1.0   # of the softmax over play scores (in deal points): lower trusts the model more
PLAYS_PER_ROUND = 6


def play_score(play: Play, table: Sequence[Card]) -> float:
    """How attractive a play looks to a plain greedy player, in rough deal points."""
    if play.take:
        score = WORTH[play.card] + sum(WORTH[card] for card in play.take)
        if len(play.take) == len(table):
            score += 1.0
        return score
    score = -WORTH[play.card] - 1.0
    if sum(VALUE_OF[card] for card in table) + VALUE_OF[play.card] <= 10:
        score -= 0.5  # leaves a table the opponent may sweep
    return score


def round_plays(view: ScopaView) -> list[tuple[Seat, Play, tuple[Card, ...]]]:
    """The plays of the current round, oldest first, each with the table it was made on."""
    count = view.plays_made % PLAYS_PER_ROUND
    if not count:
        return []
    recent = view.history[-count:]
    table = list(view.table)
    before: list[tuple[Seat, Play, tuple[Card, ...]]] = []
    for seat, play in reversed(recent):
        if play.take:
            table.extend(play.take)
        else:
            table.remove(play.card)
        before.append((seat, play, tuple(table)))
    before.reverse()
    return before


class InferringView:
    """A ScopaView whose ``determinize`` leans towards opponent hands that explain its plays."""

    def __init__(self, view: ScopaView, candidates: int = CANDIDATES,
                 temperature: float = TEMPERATURE) -> None:
        self.view = view
        self.candidates = candidates
        self.temperature = temperature
        opponent = 1 - view.seat
        self.evidence = [(play, table) for seat, play, table in round_plays(view) if seat == opponent]

    def __getattr__(self, name: str) -> Any:
        return getattr(self.view, name)

    def legal_actions(self) -> tuple[Play, ...]:
        """The seat's legal plays (as the wrapped view's)."""
        return self.view.legal_actions()

    def log_likelihood(self, hand: Sequence[Card]) -> float:
        """Log-probability of the opponent's plays of this round if it now holds *hand*."""
        held = list(hand)
        total = 0.0
        for play, table in reversed(self.evidence):  # the latest play first: its hand is the smallest
            held.append(play.card)
            options = legal_plays(held, table, self.view.rules.asso_piglia_tutto)
            scores = [play_score(option, table) / self.temperature for option in options]
            top = max(scores)
            chosen = play_score(play, table) / self.temperature
            total += chosen - top - math.log(sum(math.exp(score - top) for score in scores))
        return total

    def determinize(self, rng: Random) -> ScopaState:
        """One world, drawn in proportion to how well the opponent's plays fit its hand."""
        if not self.evidence:
            return self.view.determinize(rng)
        opponent = 1 - self.view.seat
        worlds = [self.view.determinize(rng) for _ in range(self.candidates)]
        logs = [self.log_likelihood(world.hands[opponent]) for world in worlds]
        top = max(logs)
        weights = [math.exp(value - top) for value in logs]
        pick = rng.random() * sum(weights)
        for world, weight in zip(worlds, weights, strict=True):
            pick -= weight
            if pick <= 0:
                return world
        return worlds[-1]
