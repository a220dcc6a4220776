"""A simple Minchiate player, legal and sensible: the ``heuristic`` level of the arena and the bot
(the page's levels are those of ``pyapp.ai.minchiate.evaluation``).

* Discards: the weakest suit card first, zero-point trumps last.
* Declarations: everything (the spec's default for the AI, §3.10).
* Play: with the partner winning, the lowest card — or, playing last, the card with the most
  points (it dies at home); otherwise the lowest card that wins the trick now; when nothing
  wins, the Matto if the cheapest other card would give away points, else the lowest card.
"""

from __future__ import annotations

from random import Random

from pyapp.cards import MATTO
from pyapp.minchiate.actions import PHASE_DECLARE, PHASE_DISCARD, Declare, Discard, MinchiateAction, PlayCard
from pyapp.minchiate.rules import POINTS, STRENGTH, SUIT, TRUMP_SUIT, Card, trick_winner
from pyapp.minchiate.state import MinchiateView


def _lowest_key(card: Card) -> tuple[int, int, int]:
    """Cheapest first: fewest points, then suit cards before trumps, then weakest; the Matto last."""
    return (card == MATTO, POINTS[card], STRENGTH[card])


def _discard_key(action: MinchiateAction) -> tuple[bool, int]:
    """Weakest suit card first, zero-point trumps last."""
    assert isinstance(action, Discard)
    return (SUIT[action.card] == TRUMP_SUIT, STRENGTH[action.card])


def _declared_count(action: MinchiateAction) -> int:
    """How many combinations a declaration names."""
    return len(action.combinations) if isinstance(action, Declare) else -1


class MinchiateHeuristicPlayer:
    """Declares everything, discards the weakest cards, plays the cheapest card that does the job."""

    def choose(self, view: MinchiateView, rng: Random) -> MinchiateAction:
        """The action for the seat of *view*; raises ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        if view.phase == PHASE_DISCARD:
            return min(legal, key=_discard_key)
        if view.phase == PHASE_DECLARE:
            return max(legal, key=_declared_count)
        cards = [action.card for action in legal if isinstance(action, PlayCard)]
        return PlayCard(self._card_to_play(view, cards))

    def _card_to_play(self, view: MinchiateView, cards: list[Card]) -> Card:
        if len(cards) == 1:
            return cards[0]
        trick = view.trick
        seat = view.seat
        non_matto = [card for card in cards if card != MATTO] or cards
        if not trick or all(card == MATTO for _, card in trick):
            return min(non_matto, key=_lowest_key)
        leader = trick_winner(trick) if any(card != MATTO for _, card in trick) else -1
        if leader == (seat + 2) % 4:
            if len(trick) == 3:
                return max(non_matto, key=lambda card: (POINTS[card], -STRENGTH[card]))
            return min(non_matto, key=_lowest_key)
        winning = [card for card in non_matto if trick_winner((*trick, (seat, card))) == seat]
        if winning:
            return min(winning, key=lambda card: STRENGTH[card])
        cheapest = min(non_matto, key=_lowest_key)
        if MATTO in cards and POINTS[cheapest] > 0:
            return MATTO
        return cheapest
