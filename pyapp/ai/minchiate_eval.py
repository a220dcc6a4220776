"""What the search needs to know about Minchiate: a partnership value, a playout policy, and
the heuristics for the discards and the declarations.

* **Team value.** Partners share one result (``state.returns()`` gives both the same net
  resti), so the model's ``team`` is the partnership and every value is the *team's*. A
  finished deal is worth :func:`net_value` of its net resti, which rewards winning the deal
  first and the margin second (the arena counts deals won).
* **Evaluation** of an unfinished deal: the resti already settled, plus the end settlement
  that the current difference points to — Δ, plus the card points of both piles (E1), with
  the rounding up to a whole resto smoothed by how many points are still in the hands.
* **Playout policy**: follow the partner's lead cheaply, win the trick with the cheapest
  winning card, duck with the cheapest card, lead low; a little randomness.
* **Discards** (:func:`choose_discard`): the weakest zero-point card of the shortest plain
  suit, keeping trumps — a void lets the hand trump the opponents' counting cards.
* **Declarations** (:func:`choose_declaration`): everything (points now; a declared card
  proves little the opponents would not learn when it is played).

>>> round(net_value(0), 2), net_value(2) > net_value(1) > 0.5 > net_value(-1)
(0.5, True)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from random import Random
from typing import Any

from pyapp.cards import MATTO
from pyapp.minchiate import MinchiateState
from pyapp.minchiate_actions import (
    PHASE_DECLARE,
    PHASE_DISCARD,
    Declare,
    Discard,
    MinchiateAction,
    PlayCard,
)
from pyapp.minchiate_rules import PLAIN_SUITS, POINTS, STRENGTH, SUIT, TRUMP_SUIT, Card, trick_winner
from pyapp.minchiate_view import MinchiateView

__all__ = [
    "MinchiateModel", "choose_declaration", "choose_discard", "expected_net", "net_value",
    "playout_card",
]

RESTO = 60


def net_value(net: float) -> float:
    """The value in [0, 1] of a deal won by *net* resti (negative: lost) for a team."""
    return 0.5 + 0.4 * math.tanh(1.2 * net) + 0.1 * math.tanh(net / 3.0)


def expected_net(state: MinchiateState) -> float:
    """Team A's (S-N) expected net resti from an unfinished deal."""
    ledger = state.ledger
    piles = state.piles
    difference = ledger.delta
    for card in piles[0]:
        difference += POINTS[card]
    for card in piles[1]:
        difference -= POINTS[card]
    in_hands = 0
    for hand in state.hands:
        for card in hand:
            in_hands += POINTS[card]
    spread = 8.0 + 0.4 * in_hands
    return (ledger.resti_a - ledger.resti_b + difference / RESTO
            + 0.5 * math.tanh(difference / spread))


def _lowest_key(card: Card) -> tuple[bool, int, int]:
    """Cheapest first: fewest points, then weakest; the Matto last."""
    return (card == MATTO, POINTS[card], STRENGTH[card])


def playout_card(trick: Sequence[tuple[int, Card]], seat: int, cards: Sequence[Card],
                 rng: Random, noise: float = 0.1) -> Card:
    """A cheap, sensible card to play (see the module docstring)."""
    if len(cards) == 1:
        return cards[0]
    if rng.random() < noise:
        return cards[rng.randrange(len(cards))]
    plain = [card for card in cards if card != MATTO] or list(cards)
    if not trick or all(card == MATTO for _, card in trick):
        return min(plain, key=_lowest_key)
    leader = trick_winner(trick) if any(card != MATTO for _, card in trick) else -1
    if leader >= 0 and (leader & 1) == (seat & 1):
        if len(trick) == 3:
            return max(plain, key=lambda card: (POINTS[card], -STRENGTH[card]))
        return min(plain, key=_lowest_key)
    best: Card | None = None
    for card in plain:
        if trick_winner((*trick, (seat, card))) == seat and (
                best is None or STRENGTH[card] < STRENGTH[best]):
            best = card
    if best is not None:
        return best
    cheapest = min(plain, key=_lowest_key)
    if MATTO in cards and POINTS[cheapest] > 0:
        return MATTO
    return cheapest


def choose_discard(hand: Sequence[Card], legal: Sequence[MinchiateAction]) -> MinchiateAction:
    """The weakest eligible card of the shortest plain suit; trumps only when nothing else."""
    length = {suit: 0 for suit in PLAIN_SUITS}
    for card in hand:
        suit = SUIT[card]
        if suit in length:
            length[suit] += 1

    def key(action: MinchiateAction) -> tuple[int, int, int]:
        assert isinstance(action, Discard)
        suit = SUIT[action.card]
        if suit == TRUMP_SUIT or suit not in length:
            return (1, 0, STRENGTH[action.card])
        return (0, length[suit], STRENGTH[action.card])

    chosen: MinchiateAction = min(legal, key=key)
    return chosen


def choose_declaration(legal: Sequence[MinchiateAction]) -> MinchiateAction:
    """The declaration naming the most combinations (every one the hand holds)."""
    best: MinchiateAction = max(
        legal, key=lambda action: len(action.combinations) if isinstance(action, Declare) else -1)
    return best


class MinchiateModel:
    """The partnership model: values are the root team's, from net resti."""

    __slots__ = ("noise",)

    def __init__(self, noise: float = 0.1) -> None:
        self.noise = noise

    def team(self, seat: int) -> int:
        """Team A (S, N) is 0, team B (E, W) is 1."""
        return seat & 1

    def utility(self, state: MinchiateState, seat: int) -> float:
        """The value of a finished deal for *seat*'s team."""
        return net_value(state.returns()[seat])

    def evaluate(self, state: MinchiateState, seat: int) -> float:
        """The estimated value of an unfinished deal for *seat*'s team."""
        net = expected_net(state)
        return net_value(net if seat & 1 == 0 else -net)

    def playout_action(self, state: MinchiateState, rng: Random) -> MinchiateAction:
        """Discards and declarations by the heuristics, plays by :func:`playout_card`."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        seat = state.to_play
        assert seat is not None
        if phase == PHASE_DISCARD:
            return choose_discard(state.hands[seat], legal)
        if phase == PHASE_DECLARE:
            return choose_declaration(legal)
        cards = [action.card for action in legal if isinstance(action, PlayCard)]
        return PlayCard(playout_card(state.trick, seat, cards, rng, self.noise))

    def order(self, state: MinchiateState, actions: Sequence[MinchiateAction]) -> Sequence[MinchiateAction]:
        """Legal order (alpha-beta is not the Minchiate search)."""
        return actions


# --- players ------------------------------------------------------------------------------

class MinchiateSearchPlayer:
    """Discards and declarations by the heuristics above; card play by the shared search
    (ISMCTS over :class:`MinchiateModel`, partner-aware). ``time_limit`` caps interactive
    play only (None in tests and the arena)."""

    def __init__(self, iterations: int, playout_depth: int | None = 8,
                 exploration: float = 0.5, time_limit: float | None = None,
                 algorithm: str = "ismcts", depth: int = 4) -> None:
        from pyapp.ai.search import SearchPlayer

        self.search_player = SearchPlayer(lambda view: MinchiateModel(), algorithm=algorithm,
                                          iterations=iterations, playout_depth=playout_depth,
                                          exploration=exploration, time_limit=time_limit,
                                          depth=depth)

    @property
    def time_limit(self) -> float | None:
        """The wall-time cap of the search (seconds), None for none."""
        return self.search_player.time_limit

    @time_limit.setter
    def time_limit(self, value: float | None) -> None:
        self.search_player.time_limit = value

    def choose(self, view: MinchiateView, rng: Random) -> MinchiateAction:
        """The chosen action; raises ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        if len(legal) == 1:
            return legal[0]
        if view.phase == PHASE_DISCARD:
            return choose_discard(view.hand, legal)
        if view.phase == PHASE_DECLARE:
            return choose_declaration(legal)
        action: MinchiateAction = self.search_player.choose(view, rng)
        return action


class MinchiateEasyPlayer:
    """A beginner: the playout heuristic, but a third of the time any legal card (never the
    Matto by accident), and it forgets to make voids when discarding."""

    MISTAKE = 0.35

    def choose(self, view: MinchiateView, rng: Random) -> MinchiateAction:
        """The chosen action; raises ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        if len(legal) == 1:
            return legal[0]
        if view.phase == PHASE_DISCARD:
            discards = [action for action in legal if isinstance(action, Discard)]
            return min(discards, key=lambda action: (SUIT[action.card] == TRUMP_SUIT,
                                                     STRENGTH[action.card]))
        if view.phase == PHASE_DECLARE:
            return choose_declaration(legal)
        cards = [action.card for action in legal if isinstance(action, PlayCard)]
        plain = [card for card in cards if card != MATTO] or cards
        if rng.random() < self.MISTAKE:
            return PlayCard(plain[rng.randrange(len(plain))])
        return PlayCard(playout_card(view.trick, view.seat, cards, rng, 0.0))


class MinchiateMediumPlayer:
    """The playout heuristic without mistakes, with void-making discards."""

    def choose(self, view: MinchiateView, rng: Random) -> MinchiateAction:
        """The chosen action; raises ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        if len(legal) == 1:
            return legal[0]
        if view.phase == PHASE_DISCARD:
            return choose_discard(view.hand, legal)
        if view.phase == PHASE_DECLARE:
            return choose_declaration(legal)
        cards = [action.card for action in legal if isinstance(action, PlayCard)]
        return PlayCard(playout_card(view.trick, view.seat, cards, rng, 0.0))


HARD_ITERATIONS = 150
EXPERT_ITERATIONS = 600
EXPERT_TIME_LIMIT = 1.3


def hard_player() -> MinchiateSearchPlayer:
    """ISMCTS, 150 iterations, playouts of two tricks then the evaluation."""
    return MinchiateSearchPlayer(HARD_ITERATIONS)


def expert_player() -> MinchiateSearchPlayer:
    """ISMCTS, 600 iterations, capped at 1.3 s of wall time in interactive play."""
    return MinchiateSearchPlayer(EXPERT_ITERATIONS, time_limit=EXPERT_TIME_LIMIT)


SEARCH_LEVELS: dict[str, Any] = {
    "easy": MinchiateEasyPlayer,
    "medium": MinchiateMediumPlayer,
    "hard": hard_player,
    "expert": expert_player,
}
"""The levels this module adds to ``pyapp.ai.minchiate_levels.LEVELS``."""
