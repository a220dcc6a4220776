"""One play on Scopa's table, written once for every game on Scopa's engine (Scopa, Scopone): why a
play is refused (as data, and as an English sentence), and the step itself — the card takes what
it must or is laid, a sweep scores a scopa, and the deal's last play gives what is left on the
table to the last capturer's side.

A *side* is who scores: each seat in Scopa, each partnership in Scopone (seats 0 and 2 against 1
and 3); ``side_of(seat)`` is ``seat & 1`` in both, and ``piles`` and ``scope`` are indexed by side.

>>> step = apply_play(1, Play("7b", ("3d", "4s")), ("3d", "4s"), ((), ()), (0, 0), None, False, DEFAULT_RULES)
>>> step.table, step.piles, step.scope, [event.kind for event in step.events]
((), ((), ('7b', '3d', '4s')), (0, 1), ['played', 'captured', 'scopa_scored'])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from pyapp.cards import SCOPA_DECK, Card, is_scopa_card
from pyapp.engine import IllegalActionError, Refusal, Seat, action_text
from pyapp.house_rules import DEFAULT_RULES, ScopaRules
from pyapp.scopa.actions import Play, card_plays, is_play, is_scopa
from pyapp.scopa.events import Captured, DealEnded, Laid, LastTaken, Played, ScopaEvent, ScopaScored
from pyapp.scopa.rules import deck_order

__all__ = ["Step", "apply_play", "illegal_message", "play_refusal", "refuse_illegal", "side_of"]

MOST_SEATS = 4
"""The most seats a game on Scopa's engine has (Scopone's four)."""

# Events shared between states (events are immutable values).
_PLAYED = tuple({card: Played(seat, card) for card in SCOPA_DECK} for seat in range(MOST_SEATS))
_LAID = tuple({card: Laid(seat, card) for card in SCOPA_DECK} for seat in range(MOST_SEATS))
_SCOPA = tuple({card: ScopaScored(seat, card) for card in SCOPA_DECK} for seat in range(MOST_SEATS))
_DEAL_ENDED = DealEnded()


def side_of(seat: Seat) -> int:
    """The side of *seat*: the seat itself in Scopa (0 or 1); in Scopone 0 for seats 0 and 2 (you and
    your partner), 1 for seats 1 and 3.

    >>> [side_of(seat) for seat in range(4)]
    [0, 1, 0, 1]
    """
    return seat & 1


def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(cards) if cards else "(empty)"


def play_refusal(hand: Sequence[Card], table: Sequence[Card], action: object,
                 rules: ScopaRules = DEFAULT_RULES) -> Refusal | None:
    """Why *action* may not be played from *hand* onto *table* (None when it may); anything but a
    Play of card ids is ``not_an_action``."""
    if not is_play(action):
        return Refusal("not_an_action")
    assert isinstance(action, Play)
    if action.card not in hand:
        return Refusal("not_in_hand", card=action.card)
    legal = card_plays(action.card, table, rules.asso_piglia_tutto)
    if action in legal:
        return None
    if len(legal) == 1 and not legal[0].take:
        return Refusal("must_lay", card=action.card)
    return Refusal("capture", card=action.card)


def illegal_message(action: Play, refusal: Refusal, seat: Seat | None, hand: Sequence[Card],
                    table: Sequence[Card], rules: ScopaRules) -> str:
    """The English sentence of *refusal* (what and where), for the Python API and the bot."""
    if refusal.code == "deal_over":
        return f"the deal is over: no more plays ({action_text(action)} refused)"
    if refusal.code == "not_an_action":
        return f"not a Scopa play: {action_text(action)}"
    card = action.card if is_scopa_card(action.card) else action_text(action.card, 20)
    if refusal.code == "not_in_hand":
        return f"{card} is not in the hand of seat {seat}: hand {_cards_text(hand)}"
    legal = card_plays(action.card, table, rules.asso_piglia_tutto)
    table_text = f"table {_cards_text(table)}"
    if len(legal) == 1 and not legal[0].take:
        return f"{card} cannot take {'+'.join(action.take)[:60]}: it must be laid; {table_text}"
    options = " or ".join("+".join(play.take) for play in legal)
    if all(is_scopa_card(taken) for taken in action.take) and deck_order(action.take) != action.take and any(
        play.take == deck_order(action.take) for play in legal
    ):
        return (f"{action} lists the taken cards out of deck order: "
                f"play {Play(action.card, deck_order(action.take))}; {table_text}")
    return f"{action.card} must take {options}: {table_text}"


def refuse_illegal(to_play: Seat | None, hands: Sequence[Sequence[Card]], table: Sequence[Card], action: Play,
                   rules: ScopaRules) -> Seat:
    """The seat to play *action* (*to_play*), when it may; else IllegalActionError saying why."""
    if to_play is None:
        refusal: Refusal | None = Refusal("deal_over")
        hand: Sequence[Card] = ()
    else:
        hand = hands[to_play]
        refusal = play_refusal(hand, table, action, rules)
    if refusal is not None:
        raise IllegalActionError(illegal_message(action, refusal, to_play, hand, table, rules), refusal)
    assert to_play is not None
    return to_play


class Step(NamedTuple):
    """What one play changed on the table: the table, the sides' piles and scope, the last capturer,
    and the play's events in order."""

    table: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    scope: tuple[int, int]
    last_capturer: Seat | None
    events: tuple[ScopaEvent, ...]


def apply_play(seat: Seat, action: Play, table: tuple[Card, ...], piles: tuple[tuple[Card, ...], tuple[Card, ...]],
               scope: tuple[int, int], last_capturer: Seat | None, last_play: bool, rules: ScopaRules) -> Step:
    """The table after *seat* plays *action*, one of its legal plays (not checked again: the search's
    hot path): the card takes (a scopa when it sweeps the table, never on the deal's *last_play*, nor
    an Asso's sweep under Asso piglia tutto) or is laid; after the *last_play* the last capturer's
    side takes what is left on the table (nobody does when nobody captured) and the deal ends."""
    card = action.card
    take = action.take
    events: tuple[ScopaEvent, ...]
    if take:
        side = seat & 1
        table = tuple([other for other in table if other not in take])
        pile = piles[side] + (card,) + take
        piles = (pile, piles[1]) if side == 0 else (piles[0], pile)
        last_capturer = seat
        if is_scopa(action, bool(table), last_play, rules.asso_piglia_tutto):
            scope = (scope[0] + 1, scope[1]) if side == 0 else (scope[0], scope[1] + 1)
            events = (_PLAYED[seat][card], Captured(seat, take), _SCOPA[seat][card])
        else:
            events = (_PLAYED[seat][card], Captured(seat, take))
    else:
        table = table + (card,)
        events = (_PLAYED[seat][card], _LAID[seat][card])
    if last_play:
        if table and last_capturer is not None:
            events += (LastTaken(last_capturer, table),)
            taker = last_capturer & 1
            pile = piles[taker] + table
            piles = (pile, piles[1]) if taker == 0 else (piles[0], pile)
            table = ()
        events += (_DEAL_ENDED,)
    return Step(table, piles, scope, last_capturer, events)
