"""The yardstick of Briscola's levels in ``benchmarks/RESULTS.md``: a rule-based player of the kind
most Briscola apps ship (level ``baseline`` of the arena and the bot, a comparison level: it never
ships). It follows the three rules the apps describe, nothing more:

* **take points with the cheapest winning card**: when the trick holds points and a card of the
  hand wins it, the cheapest such card (a card of the led suit before any trump; playing last with
  a choice of cards of the led suit, the one worth the most, since it cannot be beaten);
* **keep trumps for points**: a trump is played to win only for a *carico* (10 points or more on
  the table), or for a few points (2 or more) when the cheapest winning trump is a *liscio*; the
  Tre and Asso of trumps only for a *carico*;
* **throw the lowest card** when the trick cannot be won (or holds nothing): the card worth the
  fewest points, a plain card before a trump, the lower in trick order first; leading, the same.

Besides: it exchanges the 2 (or 7) of trumps whenever the option allows it (apps do it for you),
and with four players it does not take its partner's trick: it throws its lowest card, or playing
last adds its plain card worth the most. It counts no cards and never looks ahead.

It is written from those rules alone, apart from the shipped levels; the shipped ``heuristic``
(:mod:`pyapp.ai.briscola.heuristic`, the Medium level) is the same family of rules with a finer
price on trumps.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random

from pyapp.briscola.actions import PLAY_ACTIONS, BriscolaAction, Exchange
from pyapp.briscola.rules import POINTS, RANK, SUIT, Card, beats, side_of, trick_winner
from pyapp.briscola.state import BriscolaView

__all__ = ["LEVELS", "AppRulesPlayer", "lowest"]

CARICO = 10
"""Points on the table that any trump may take."""
SMALL_STAKE = 2
"""Points on the table that a trump worth nothing may take."""


def lowest(cards: Sequence[Card], trump: str) -> Card:
    """The card worth the fewest points, a plain card before a trump, the lower in trick order first."""
    return min(cards, key=lambda card: (POINTS[card], SUIT[card] == trump, RANK[card]))


class AppRulesPlayer:
    """Takes points with the cheapest winning card, keeps trumps for points, throws the lowest card."""

    def choose(self, view: BriscolaView, rng: Random) -> BriscolaAction:
        """The action for the seat of *view*; ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        exchange = next((action for action in legal if isinstance(action, Exchange)), None)
        if exchange is not None:
            return exchange
        return PLAY_ACTIONS[self.card(view)]

    def card(self, view: BriscolaView) -> Card:
        """The card to play from the seat's hand."""
        hand, trick, trump, players = view.hand, view.trick, view.trump, view.options.players
        if not trick:
            return lowest(hand, trump)
        winner = trick_winner(trick, trump)
        winning = next(card for seat, card in trick if seat == winner)
        last = len(trick) == players - 1
        if side_of(winner, players) == side_of(view.seat, players):
            plain = [card for card in hand if SUIT[card] != trump]
            if last and plain:
                return max(plain, key=lambda card: (POINTS[card], -RANK[card]))
            return lowest(hand, trump)
        stake = sum(POINTS[card] for _, card in trick)
        winners = [card for card in hand if beats(card, winning, trump)]
        plain = [card for card in winners if SUIT[card] != trump]
        if stake and plain:
            if last:
                return max(plain, key=lambda card: (POINTS[card], RANK[card]))
            return min(plain, key=lambda card: (POINTS[card], RANK[card]))
        trumps = sorted((card for card in winners if SUIT[card] == trump), key=lambda card: RANK[card])
        if trumps:
            cheapest = trumps[0]
            if stake >= CARICO or (stake >= SMALL_STAKE and POINTS[cheapest] == 0):
                return cheapest
        return lowest(hand, trump)


LEVELS: dict[str, Callable[[], object]] = {"baseline": AppRulesPlayer}
"""The comparison levels of Briscola (the registry's ``comparisons``)."""
