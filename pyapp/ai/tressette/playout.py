"""The search's hot path: a Tressette deal finished on bare lists.

:func:`play_out` finishes a deal from a :class:`~pyapp.tressette.state.TressetteState` with the
heuristic's card for every seat (:func:`~pyapp.ai.tressette.heuristic.choose_card`, from the seat's own
hand, the trick, the cards it has not seen and its partner's words: a playout never uses the cards a
seat could not see). Every leader speaks its true word when signals are on (as the heuristic does), so
a partner's *busso* is answered and its suit returned inside the playout too; declarations change no
card and are left out. It walks hands, stock and piles as lists instead of building a state per card
(the engine's ``play_legal`` records the log and the tricks, which a playout never reads);
``tests/test_tressette_search.py`` checks it against the engine card by card.
"""

from __future__ import annotations

from pyapp.ai.tressette.heuristic import choose_card
from pyapp.tressette.rules import DECK, DECK_INDEX, LAST_TRICK_THIRDS, SUIT, THIRDS, playable, trick_winner, true_word
from pyapp.tressette.state import TressetteState
from pyapp.tricks import partner_of, side_of

__all__ = ["play_out", "playout_card"]


def _asked(last_leads: list[tuple[str, str] | None], seat: int, players: int) -> str | None:
    """The suit *seat*'s partner asked for with *busso* on his latest lead (None)."""
    partner = partner_of(seat, players)
    lead = None if partner is None else last_leads[partner]
    return lead[0] if lead is not None and lead[1] == "busso" else None


def _last_leads(state: TressetteState) -> list[tuple[str, str] | None]:
    """Each seat's latest lead so far: (suit, word), None before its first."""
    leads: list[tuple[str, str] | None] = [None] * state.players
    for trick in state.tricks:
        seat, card = trick.plays[0]
        leads[seat] = (SUIT[card], trick.word)
    if state.trick:
        seat, card = state.trick[0]
        leads[seat] = (SUIT[card], state.word)
    return leads


def playout_card(state: TressetteState) -> tuple[str, str]:
    """The heuristic's card for the seat to play in *state* and the word it says with it (``""``
    following or with signals off): what :func:`play_out` plays there."""
    seat = state.to_play
    assert seat is not None
    players = state.players
    hand = state.hands[seat]
    unplayed = _unplayed(state)
    trick = state.trick
    cards = playable(hand, SUIT[trick[0][1]] if trick else None)
    out = unplayed.difference(hand)
    card = choose_card(cards, trick, state.word, out, _asked(_last_leads(state), seat, players), seat, players)
    word = true_word(hand, card) if not trick and state.options.signals and players == 4 else ""
    return card, word


def _unplayed(state: TressetteState) -> frozenset[str]:
    """The cards not yet played (in hands or the stock)."""
    played = {card for pile in state.piles for card in pile}
    played.update(card for _, card in state.trick)
    return frozenset(card for card in DECK if card not in played)


def play_out(state: TressetteState) -> list[int]:
    """Each side's thirds at the end of the deal from *state* (the last trick's 3 included), every
    seat playing the heuristic's card and every leader speaking when signals are on."""
    players = state.players
    speaks = state.options.signals and players == 4
    hands = [list(hand) for hand in state.hands]
    stock = list(state.stock)
    trick = list(state.trick)
    word = state.word
    last_leads = _last_leads(state)
    unplayed = set(_unplayed(state))
    thirds = [sum(THIRDS[card] for card in pile) for pile in state.piles]
    seat = state.to_play
    last_side = 0
    while seat is not None:
        hand = hands[seat]
        led = SUIT[trick[0][1]] if trick else None
        cards = playable(hand, led)
        out = frozenset(unplayed.difference(hand))
        card = choose_card(cards, trick, word, out, _asked(last_leads, seat, players), seat, players)
        if not trick:
            word = true_word(hand, card) if speaks else ""
            last_leads[seat] = (SUIT[card], word)
        hand.remove(card)
        unplayed.discard(card)
        trick.append((seat, card))
        if len(trick) < players:
            seat = seat + 1 if seat + 1 < players else 0
            continue
        winner = trick_winner(trick)
        last_side = side_of(winner, players)
        thirds[last_side] += sum(THIRDS[played] for _, played in trick)
        trick = []
        word = ""
        if stock:
            hands[winner].append(stock.pop(0))
            hands[1 - winner].append(stock.pop(0))
            hands[0].sort(key=DECK_INDEX.__getitem__)  # the engine keeps hands in canonical order
            hands[1].sort(key=DECK_INDEX.__getitem__)
        seat = winner if hands[winner] else None
    if state.to_play is not None:
        thirds[last_side] += LAST_TRICK_THIRDS
    elif state.tricks:
        thirds[side_of(state.tricks[-1].winner, players)] += LAST_TRICK_THIRDS
    return thirds
