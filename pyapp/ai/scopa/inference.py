"""What the opponent's plays say about the cards still in its hand: the exact posterior.

In two-player Scopa every hand of three is played out within its round, so the opponent's hand is
made of the cards it was dealt at the start of the current round, less those it has played since:
the plays of earlier rounds revealed those hands entirely and say nothing of this one. The
evidence is therefore the opponent's plays of the current round, each made from the hand it held
then (its current hand plus the cards it played from then on): a hand that could have swept the
table or taken the settebello, and laid a card instead, is less likely than one that could not.

:class:`InferringView` wraps a :class:`~pyapp.scopa.ScopaView` and draws its worlds from the
exact posterior over the opponent's hand: every hand the unseen cards can make (at most
C(33, 2) = 528 once the opponent has played this round) weighed by the likelihood of its plays
under a soft greedy model of a player (:func:`play_score`, a softmax with temperature
:data:`TEMPERATURE`, fitted on self-play by ``tools/fit_scopa_eval.py``), then the rest of the
unseen cards shuffled into the stock. The model's softmax runs over the legal plays of the hand,
which are the plays of each card on its own, so the likelihood of a hand factorizes over its
cards and the posterior costs one pass over the unseen cards per play of evidence. Only the view
is read (the plays are public), so re-dealing the hidden cards consistently with the view
changes nothing.

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
from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate, combinations
from random import Random
from typing import Any

from pyapp.ai.scopa.card_bits import VALUE_OF, WORTH
from pyapp.cards import Card
from pyapp.engine import Seat
from pyapp.scopa import Play, ScopaState, ScopaView, legal_plays
from pyapp.scopa.actions import card_plays

__all__ = ["TEMPERATURE", "InferringView", "play_score", "round_plays"]

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
    """A ScopaView whose ``determinize`` draws the opponent's hand from its exact posterior."""

    def __init__(self, view: ScopaView, temperature: float = TEMPERATURE) -> None:
        self.view = view
        self.temperature = temperature
        opponent = 1 - view.seat
        self.evidence = [(play, table) for seat, play, table in round_plays(view) if seat == opponent]
        self._posterior: tuple[list[tuple[Card, ...]], list[float]] | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.view, name)

    def legal_actions(self) -> tuple[Play, ...]:
        """The seat's legal plays (as the wrapped view's)."""
        return self.view.legal_actions()

    def _card_weight(self, card: Card, table: Sequence[Card]) -> float:
        """The softmax mass of *card*'s plays onto *table*."""
        scale = self.temperature
        return sum(math.exp(play_score(play, table) / scale)
                   for play in card_plays(card, table, self.view.rules.asso_piglia_tutto))

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

    def posterior(self) -> tuple[list[tuple[Card, ...]], list[float]]:
        """Every hand the opponent may hold now, and the cumulative posterior weights (unnormalized).

        The plays' own softmax mass (the card played and those played after it) is known; each
        unseen card adds its own mass to the denominator of every play it would have been held at."""
        if self._posterior is None:
            unseen = self.view.unseen()
            count = self.view.opponent_hand_count
            steps = []
            later: list[Card] = []
            for play, table in reversed(self.evidence):
                later.append(play.card)
                known = sum(self._card_weight(card, table) for card in later)
                steps.append((known, {card: self._card_weight(card, table) for card in unseen}))
            hands = list(combinations(unseen, count))
            weights = []
            for hand in hands:
                likelihood = 1.0
                for known, mass in steps:
                    likelihood /= known + sum(mass[card] for card in hand)
                weights.append(likelihood)
            self._posterior = (hands, list(accumulate(weights)))
        return self._posterior

    def determinize(self, rng: Random) -> ScopaState:
        """One world: the opponent's hand drawn from the posterior, the other unseen cards shuffled
        into the stock."""
        if not self.evidence or not self.view.opponent_hand_count:
            return self.view.determinize(rng)
        hands, cumulative = self.posterior()
        hand = hands[min(bisect_right(cumulative, rng.random() * cumulative[-1]), len(hands) - 1)]
        stock = [card for card in self.view.unseen() if card not in hand]
        rng.shuffle(stock)
        return self.view.world(hand, tuple(stock))
