"""The search's hot path: a game of Briscola finished on bare lists, and the two-player endgame
solved exactly.

* :func:`play_out` finishes a game from a :class:`~pyapp.briscola.state.BriscolaState` with the
  heuristic's card for every seat (:func:`~pyapp.ai.briscola.heuristic.choose_card`, from the
  seat's own hand and the trick: a playout never uses the cards a seat could not see), the
  exchange taken whenever it is allowed, and returns each side's card points at the end. It walks
  hands, stock and piles as lists instead of building a state per card (the engine's ``play``
  records the tricks and the events, which a playout never reads); ``tests/test_briscola_search.py``
  checks it against the engine card by card.
* :func:`endgame_points` is the exact value of a two-player endgame (the stock exhausted: each
  player knows the other's three cards, since every other card has been seen): the card points the
  player to act can make against the best defence. The game's value is a rising function of a
  side's points (61 wins, then the margin), so playing for the most points is playing for the best
  result, and the answer does not depend on the points already won: it is remembered per hands.
  With *exact* on, :func:`play_out` ends every two-player game with it.
"""

from __future__ import annotations

from collections.abc import Sequence

from pyapp.ai.briscola.heuristic import choose_card
from pyapp.briscola.actions import exchange_card
from pyapp.briscola.rules import POINTS, RANK, SUIT, Card
from pyapp.briscola.state import BriscolaState

__all__ = ["endgame_points", "endgame_values", "play_out", "trick_taker"]

_ENDGAMES: dict[tuple[str, tuple[Card, ...], tuple[Card, ...], Card | None], int] = {}
_ENDGAMES_KEPT = 200_000


def trick_taker(first: Card, second: Card, trump: str) -> bool:
    """True when *second*, played after *first*, takes the trick (the step rule of §3.3)."""
    suit = SUIT[second]
    if suit == SUIT[first]:
        return RANK[second] > RANK[first]
    return suit == trump


def endgame_values(hand: Sequence[Card], other: Sequence[Card], led: Card | None, trump: str) -> list[int]:
    """For each card of *hand*, the card points the player to act makes from here to the end of a
    two-player game by playing it, against the best defence and playing on at its best: *hand*
    against *other* (every card known), *led* the card the other player led to this trick (None
    when the player to act leads)."""
    remaining = sum(POINTS[card] for card in hand) + sum(POINTS[card] for card in other)
    values = []
    if led is None:
        for card in hand:
            rest = [kept for kept in hand if kept is not card]
            # what the other makes from here on (its best reply and after) is the rest of the total
            values.append(remaining - endgame_points(other, rest, card, trump))
        return values
    remaining += POINTS[led]
    for card in hand:
        rest = [kept for kept in hand if kept is not card]
        stake = POINTS[led] + POINTS[card]
        if not rest:
            values.append(stake if trick_taker(led, card, trump) else 0)
        elif trick_taker(led, card, trump):
            values.append(stake + endgame_points(rest, other, None, trump))
        else:
            values.append(remaining - stake - endgame_points(other, rest, None, trump))
    return values


def endgame_points(hand: Sequence[Card], other: Sequence[Card], led: Card | None, trump: str) -> int:
    """The card points the player to act makes from here to the end of a two-player game against
    the best defence (the best of :func:`endgame_values`), remembered per position."""
    key = (trump, tuple(sorted(hand)), tuple(sorted(other)), led)
    known = _ENDGAMES.get(key)
    if known is None:
        if len(_ENDGAMES) >= _ENDGAMES_KEPT:
            _ENDGAMES.clear()
        known = _ENDGAMES[key] = max(endgame_values(hand, other, led, trump))
    return known


def play_out(state: BriscolaState, exact: bool = True) -> list[int]:
    """Each side's card points at the end of the game from *state*, every seat playing the
    heuristic's card (and exchanging when it may); with *exact*, a two-player game is finished by
    :func:`endgame_points` once the stock is exhausted."""
    players = state.players
    trump = state.trump
    mode = state.options.exchange
    hands = [list(hand) for hand in state.hands]
    stock = list(state.stock)
    face_up = state.face_up
    if face_up is not None:
        stock.append(face_up)
    trick = list(state.trick)
    seat = state.to_play
    points = [sum(POINTS[card] for card in pile) for pile in state.piles]
    exchanged = state.exchanged
    four = players == 4
    while seat is not None:
        if exact and players == 2 and not stock:
            if not hands[seat]:
                break
            side = seat
            led = trick[0][1] if trick else None
            made = endgame_points(hands[seat], hands[1 - seat], led, trump)
            left = (sum(POINTS[card] for card in hands[0]) + sum(POINTS[card] for card in hands[1])
                    + (POINTS[led] if led is not None else 0))
            points[side] += made
            points[1 - side] += left - made
            break
        hand = hands[seat]
        if mode != "off" and not exchanged and face_up is not None and len(stock) > 1:
            given = exchange_card(mode, trump, face_up, len(stock) - 1, False)
            if given is not None and given in hand:
                hand[hand.index(given)] = face_up
                stock[-1] = face_up = given
        exchanged = False
        card = choose_card(hand, trick, trump, seat, players)
        hand.remove(card)
        trick.append((seat, card))
        if len(trick) < players:
            seat = seat + 1 if seat + 1 < players else 0
            continue
        winner, best = trick[0]
        for player, played in trick[1:]:
            if trick_taker(best, played, trump):
                winner, best = player, played
        points[winner % 2 if four else winner] += sum(POINTS[played] for _, played in trick)
        trick = []
        if stock:
            drawer = winner
            for _ in range(players):
                hands[drawer].append(stock.pop(0))
                drawer = drawer + 1 if drawer + 1 < players else 0
            if not stock:
                face_up = None
        seat = winner if hands[winner] else None
    return points
