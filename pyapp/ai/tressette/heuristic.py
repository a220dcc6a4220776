"""Tressette's rule-based player (the Heuristic level; later the search's playouts): legal, sensible
and fast, from the view only.

* It declares every accuso it holds, first (the spec's rule for computer players, §5.2).
* It always speaks when it leads with signals on: the word is fixed by its hand (§6.4), and telling
  the partner the truth about the suit is worth more than hiding it from the opponents.
* Leading: it returns the suit its partner asked for with *busso* (the partner still holds an
  honour there); else it cashes a *master* card (no stronger card of its suit is still out) that is
  worth something; else it leads its weakest card of its longest suit, keeping an Asso that a 3 or 2
  still out could take.
* Following its partner's *busso*: it plays its best card of the suit (the partner asked for it).
* Otherwise following: when its side already holds the trick with a card nobody can beat, it adds
  its most valuable card it may play (its *carico*); when it can take the trick, it takes it with its
  cheapest winning card if it plays last or if that card is a master, else it plays low; when it
  cannot, it throws its cheapest card (a *scartina* first, never an Asso while it has another card).
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from pyapp.tressette.actions import Declare, PlayCard, TressetteAction
from pyapp.tressette.rules import DECK, STRENGTH, SUIT, THIRDS, VALUE, Card, trick_winner
from pyapp.tressette.state import TressetteView
from pyapp.tricks import partner_of


def cost(card: Card) -> int:
    """What giving up *card* costs: its value in thirds first, then its strength."""
    return THIRDS[card] * 20 + STRENGTH[card]


def is_master(card: Card, out: frozenset[Card]) -> bool:
    """True when no card of *card*'s suit that beats it is still *out* (held by another seat)."""
    return not any(SUIT[other] == SUIT[card] and STRENGTH[other] > STRENGTH[card] for other in out)


class TressetteHeuristicPlayer:
    """Declares its accusi, speaks on every lead, cashes masters, takes cheaply, gives its partner points."""

    def choose(self, view: TressetteView, rng: Random) -> TressetteAction:
        """The action for the seat of *view*; raises ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        for action in legal:
            if isinstance(action, Declare):
                return action
        cards = [action.card for action in legal if isinstance(action, PlayCard) and not action.word]
        card = choose_card(cards, view.trick, view.word, cards_out(view), partner_busso_suit(view), view.seat,
                           view.options.players)
        spoken = [action for action in legal if isinstance(action, PlayCard) and action.card == card and action.word]
        return spoken[0] if spoken else next(action for action in legal
                                             if isinstance(action, PlayCard) and action.card == card)


def cards_out(view: TressetteView) -> frozenset[Card]:
    """The cards still held by other seats or in the stock (not played, not in this hand)."""
    played = view.played_cards()
    mine = set(view.hand)
    return frozenset(card for card in DECK if card not in played and card not in mine)


def partner_busso_suit(view: TressetteView) -> str | None:
    """The suit of the partner's latest lead with *busso*, while he may still hold its honour."""
    partner = partner_of(view.seat, view.options.players)
    if partner is None:
        return None
    for trick in reversed(view.tricks):
        seat, card = trick.plays[0]
        if seat == partner:
            return SUIT[card] if trick.word == "busso" else None
    return None


def choose_card(cards: Sequence[Card], trick: Sequence[tuple[int, Card]], word: str, out: frozenset[Card],
                asked: str | None, seat: int, players: int) -> Card:
    """The heuristic's card from *cards* (the seat's legal cards), given the *trick* so far and its lead's
    *word*, the cards *out* (held by other seats or in the stock) and the suit its partner *asked* for
    with *busso* (None): the one policy of the Heuristic level and of the search's playouts."""
    if not trick:
        return lead_card(cards, out, asked)
    return follow_card(cards, trick, word, out, seat, players)


def lead_card(cards: Sequence[Card], out: frozenset[Card], asked: str | None) -> Card:
    """The card the heuristic leads from *cards* (its hand)."""
    suited = [card for card in cards if SUIT[card] == asked]
    if suited:
        return min(suited, key=cost)
    masters = [card for card in cards if is_master(card, out) and THIRDS[card]
               and any(SUIT[other] == SUIT[card] for other in out)]
    if masters:
        return max(masters, key=lambda card: (THIRDS[card], STRENGTH[card]))
    length = {suit: sum(1 for card in cards if SUIT[card] == suit) for suit in "dcsb"}

    def exposed(card: Card) -> bool:
        return VALUE[card] == 1 and not is_master(card, out)

    safe = [card for card in cards if not exposed(card)] or list(cards)
    return min(safe, key=lambda card: (-length[SUIT[card]], cost(card)))


def follow_card(cards: Sequence[Card], trick: Sequence[tuple[int, Card]], word: str, out: frozenset[Card],
                seat: int, players: int) -> Card:
    """The card the heuristic plays to a *trick* already led, from *cards* (its legal cards)."""
    led = SUIT[trick[0][1]]
    partner = partner_of(seat, players)
    if trick[0][0] == partner and word == "busso" and SUIT[cards[0]] == led:
        return max(cards, key=lambda card: STRENGTH[card])
    winner = trick_winner(trick)
    best = next(card for player, card in trick if player == winner)
    last = len(trick) == players - 1
    if winner == partner and (last or is_master(best, out)):
        return max(cards, key=cost)
    winning = [card for card in cards if SUIT[card] == led and STRENGTH[card] > STRENGTH[best]]
    if winning:
        cheapest = min(winning, key=lambda card: STRENGTH[card])
        if last or is_master(cheapest, out):
            return cheapest
        masters = [card for card in winning if is_master(card, out)]
        if masters:
            return min(masters, key=lambda card: STRENGTH[card])
    return min(cards, key=cost)


class CarelessTressettePlayer:
    """A learner: the heuristic on some turns (its accusi always declared), but on the others (a share
    *careless*) it plays what catches its eye: the card worth the most that takes the trick, or, when
    none does, any card, in silence. Mistakes are drawn from *rng* (reproducible)."""

    def __init__(self, careless: float) -> None:
        self.careless = careless

    def choose(self, view: TressetteView, rng: Random) -> TressetteAction:
        """The action for the seat of *view*; raises ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        if any(isinstance(action, Declare) for action in legal) or rng.random() >= self.careless:
            return TressetteHeuristicPlayer().choose(view, rng)
        cards = [action.card for action in legal if isinstance(action, PlayCard) and not action.word]
        trick = view.trick
        if trick:
            best = next(card for seat, card in trick if seat == trick_winner(trick))
            takers = [card for card in cards if SUIT[card] == SUIT[best] and STRENGTH[card] > STRENGTH[best]]
            if takers:
                return PlayCard(max(takers, key=lambda card: (THIRDS[card], STRENGTH[card])))
        return PlayCard(cards[rng.randrange(len(cards))])
