"""What the other seats' recent plays say about the cards they hold: worlds weighed by them (a
Briscola search design, ``infer=`` of ``benchmarks/briscola_variants.py``; the shipped levels draw
their worlds uniformly from the view).

Briscola has no obligation to follow suit, so a play proves nothing for sure; but a player who
lets a *carico* go when a trump would have taken it probably holds no small trump, and one who
leads an Asso probably holds nothing cheaper. :class:`InferringView` wraps a
:class:`~pyapp.briscola.state.BriscolaView` and draws each world by sampling-importance-resampling:
:data:`CANDIDATES` worlds from ``view.determinize``, each weighed by how likely the hidden seats'
last :data:`DEPTH` plays are under a model of a player, and one of them drawn in proportion.

**The model** of a play (:func:`play_likelihood`): the heuristic's card
(:func:`~pyapp.ai.briscola.heuristic.choose_card`) with probability ``1 - NOISE``, any card of the
hand otherwise.

**The hand a seat played from** comes back from its hand in the world: the card it played, plus
the cards it kept, which are its hand after the drawing round less the card it drew then. Which
card of its hand it drew is not known (a card drawn face up is), so each is equally likely a priori
and the likelihood sums over them (three at most per play, nine for two plays). An exchange is a
stop: the seat's hand before it held another card, and the search does not go back further.

Only the view is read (the plays, the draws of the face-up card, the exchanges are public), so
re-dealing the hidden cards consistently with the view changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any, NamedTuple

from pyapp.ai.briscola.heuristic import choose_card
from pyapp.briscola.rules import HAND_SIZE, Card, deck_of
from pyapp.briscola.state import BriscolaState, BriscolaView
from pyapp.tricks import partner_of

__all__ = ["CANDIDATES", "DEPTH", "NOISE", "Decision", "InferringView", "decisions", "play_likelihood"]

CANDIDATES = 6
"""Worlds drawn from the view per world searched."""
DEPTH = 2
"""How many of a hidden seat's last plays are weighed."""
NOISE = 0.25
"""The share of a seat's plays the model leaves to chance."""


class Decision(NamedTuple):
    """One play of a hidden seat: the trick's cards before it, the card, whether a drawing round
    followed before the seat's next play (and the card it drew when that card was face up)."""

    before: tuple[tuple[int, Card], ...]
    card: Card
    drew: bool
    drawn: Card | None


def play_likelihood(hand: Sequence[Card], decision: Decision, trump: str, seat: int, players: int,
                    noise: float = NOISE) -> float:
    """How likely a player holding *hand* made *decision*: the heuristic's card or chance."""
    chance = noise / len(hand)
    if choose_card(hand, decision.before, trump, seat, players) == decision.card:
        return 1.0 - noise + chance
    return chance


def decisions(view: BriscolaView, seat: int, depth: int = DEPTH) -> list[Decision]:
    """The last *depth* plays of *seat*, newest first, as far back as its last exchange."""
    players = view.options.players
    drawing_rounds = (len(deck_of(players)) - HAND_SIZE * players) // players
    exchanged_in = {exchange.number for exchange in view.exchanges if exchange.seat == seat}
    drawn_face_up = view.face_up_drawn[1] if view.face_up_drawn and view.face_up_drawn[0] == seat else None
    found: list[Decision] = []
    current = view.trick_number
    for index, (player, card) in enumerate(view.trick):
        if player == seat:
            found.append(Decision(tuple(view.trick[:index]), card, False, None))
    if current in exchanged_in:
        return found
    for trick in reversed(view.tricks):
        if len(found) >= depth:
            break
        for index, (player, card) in enumerate(trick.plays):
            if player == seat:
                drew = trick.number <= drawing_rounds
                drawn = drawn_face_up if trick.number == drawing_rounds else None
                found.append(Decision(tuple(trick.plays[:index]), card, drew, drawn))
        if trick.number in exchanged_in:
            break
    return found[:depth]


def seat_likelihood(hand: Sequence[Card], found: Sequence[Decision], trump: str, seat: int, players: int,
                    noise: float) -> float:
    """How likely *seat*, holding *hand* now, made the plays *found* (newest first)."""
    paths: list[tuple[tuple[Card, ...], float]] = [(tuple(hand), 1.0)]
    for decision in found:
        earlier: list[tuple[tuple[Card, ...], float]] = []
        for after, weight in paths:
            if not decision.drew:
                options = [(after, weight)]
            elif decision.drawn is not None:
                options = [(tuple(card for card in after if card != decision.drawn), weight)]
            else:
                share = weight / len(after)
                options = [(after[:index] + after[index + 1:], share) for index in range(len(after))]
            for kept, share in options:
                held = kept + (decision.card,)
                earlier.append((held, share * play_likelihood(held, decision, trump, seat, players, noise)))
        paths = earlier
    return sum(weight for _, weight in paths)


class InferringView:
    """A Briscola view whose worlds are weighed by the hidden seats' recent plays (see the module)."""

    def __init__(self, view: BriscolaView, noise: float = NOISE, candidates: int = CANDIDATES,
                 depth: int = DEPTH) -> None:
        self.view = view
        self.seat = view.seat
        self.noise = noise
        self.candidates = candidates
        partner = partner_of(view.seat, view.options.players) if view.partner_hand is not None else None
        self.evidence = [(other, found) for other in range(view.options.players)
                         if other not in (view.seat, partner) and (found := decisions(view, other, depth))]

    def legal_actions(self) -> Any:
        """The view's legal actions."""
        return self.view.legal_actions()

    def weight(self, world: BriscolaState) -> float:
        """How likely the hidden seats' recent plays are in *world*."""
        view = self.view
        weight = 1.0
        for other, found in self.evidence:
            weight *= seat_likelihood(world.hands[other], found, view.trump, other, view.options.players,
                                      self.noise)
        return weight

    def determinize(self, rng: Random) -> BriscolaState:
        """A world drawn from the view, weighed by the evidence (one of *candidates*)."""
        if not self.evidence:
            return self.view.determinize(rng)
        worlds = [self.view.determinize(rng) for _ in range(self.candidates)]
        weights = [self.weight(world) for world in worlds]
        pick = rng.random() * sum(weights)
        for world, weight in zip(worlds, weights, strict=True):
            pick -= weight
            if pick < 0:
                return world
        return worlds[-1]
