"""Briscola's rule-based players: the heuristic (legal, sensible and fast: the Medium level and the
search's playouts) and the beginner built on it (the Easy level).

* It always exchanges when it may: the face-up card is worth at least the 2 or 7 given for it.
* Leading, it plays its cheapest card: a *liscio* (no points) of a plain suit first, then the
  plain Fante, Cavallo and Re, then low trumps; the plain Tre and Asso (*carichi*) and the high
  trumps last.
* Following, against an opponent's winning card: it takes the trick with the cheapest card that
  wins it — a higher card of the same suit costs nothing, and playing last it takes with the one
  worth the most; a trump is spent only for points (a *carico* on the table, or a few points for
  a trump worth nothing), the Tre and Asso of trumps only for a *carico*. When it does not take,
  it throws its cheapest card.
* With four players it plays for its side: with the partner winning it throws its cheapest card,
  or, playing last, adds its most valuable plain card to the partner's trick.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from pyapp.briscola.actions import PLAY_ACTIONS, BriscolaAction, Exchange, PlayCard
from pyapp.briscola.rules import POINTS, RANK, SUIT, Card, beats, side_of, trick_winner
from pyapp.briscola.state import BriscolaView

TRUMP_PREMIUM = 5.0
"""How many points a trump is worth keeping: a low trump is given up after the plain Re (4)."""
CARICO = 10
"""The points on the table worth any trump (a Tre or an Asso)."""
CHEAP_TRUMP_STAKE = 2
"""The points on the table worth a trump that is itself worth nothing."""


def cost(card: Card, trump: str) -> float:
    """What giving up *card* costs: its points, plus a premium for a trump; ties by trick rank."""
    if SUIT[card] == trump:
        return TRUMP_PREMIUM + 2 * POINTS[card] + RANK[card] / 10
    return POINTS[card] + RANK[card] / 100


class BriscolaHeuristicPlayer:
    """Exchanges when it may, leads its cheapest card, takes points with the cheapest winning card."""

    def choose(self, view: BriscolaView, rng: Random) -> BriscolaAction:
        """The action for the seat of *view*; raises ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        for action in legal:
            if isinstance(action, Exchange):
                return action
        cards = [action.card for action in legal if isinstance(action, PlayCard)]
        return PLAY_ACTIONS[card_to_play(view, cards)]


def card_to_play(view: BriscolaView, cards: list[Card]) -> Card:
    """The card the heuristic plays from *cards* (the seat's hand)."""
    return choose_card(cards, view.trick, view.trump, view.seat, view.options.players)


def choose_card(cards: Sequence[Card], trick: Sequence[tuple[int, Card]], trump: str, seat: int,
                players: int) -> Card:
    """The heuristic's card from *cards* (the hand of *seat*) to the *trick* so far: what it sees
    of a position, so that a search's playouts play it from a seat's own cards in any world."""
    if not trick:
        return min(cards, key=lambda card: cost(card, trump))
    winner = trick_winner(trick, trump)
    winning_card = next(card for player, card in trick if player == winner)
    last = len(trick) == players - 1
    if side_of(winner, players) == side_of(seat, players):
        if last:
            plain = [card for card in cards if SUIT[card] != trump]
            if plain:
                return max(plain, key=lambda card: (POINTS[card], -RANK[card]))
        return min(cards, key=lambda card: cost(card, trump))
    stake = sum(POINTS[card] for _, card in trick)
    takers = [card for card in cards if beats(card, winning_card, trump) and worth_it(card, stake, trump)]
    if takers:
        same_suit = [card for card in takers if SUIT[card] != trump]
        if same_suit and last:
            return max(same_suit, key=lambda card: (POINTS[card], RANK[card]))
        return min(takers, key=lambda card: cost(card, trump))
    return min(cards, key=lambda card: cost(card, trump))


def worth_it(card: Card, stake: int, trump: str) -> bool:
    """Whether taking *stake* points with *card* is worth the card: a plain card always (it wins
    without a trump); a trump worth nothing for a few points; any trump for a *carico*; the Tre and
    Asso of trumps only for a *carico*."""
    if SUIT[card] != trump:
        return True
    if stake >= CARICO:
        return True
    return POINTS[card] == 0 and stake >= CHEAP_TRUMP_STAKE


class EasyBriscolaPlayer:
    """A learner: the heuristic on some turns, but on the others (a share *careless*) it plays what
    catches its eye: the card worth the most that wins the trick (a Tre or an Asso of trumps on a
    handful of points), or, when nothing wins, any card. Mistakes are drawn from *rng*
    (reproducible)."""

    CARELESS = 0.4
    """The share of turns it plays without thinking, unless told otherwise."""

    def __init__(self, careless: float = CARELESS) -> None:
        self.careless = careless

    def choose(self, view: BriscolaView, rng: Random) -> BriscolaAction:
        """The action for the seat of *view*; raises ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        if rng.random() >= self.careless:
            return BriscolaHeuristicPlayer().choose(view, rng)
        cards = [action.card for action in legal if isinstance(action, PlayCard)]
        trick, trump = view.trick, view.trump
        if trick:
            winning = next(card for seat, card in trick if seat == trick_winner(trick, trump))
            takers = [card for card in cards if beats(card, winning, trump)]
            if takers:
                return PLAY_ACTIONS[max(takers, key=lambda card: (POINTS[card], RANK[card]))]
        return PLAY_ACTIONS[cards[rng.randrange(len(cards))]]
