"""Briscola actions, their text forms, and the legal actions of the seat to play (spec §3.2, §8, §12).

* ``PlayCard(card)`` — the card id itself: ``7c``. Any card of the hand may be played.
* ``Exchange(card)`` — ``swap:2d``: put the 2 (or 7) of trumps face up under the stock and take
  the card lying there, before playing to the trick (the ``exchange`` option; at most once a turn,
  while the stock is not exhausted).

>>> parse_action("7c"), parse_action("swap:2d")
(PlayCard(card='7c'), Exchange(card='2d'))
>>> [str(action) for action in legal_actions_for(("2d", "7c", "4s"), "two", "d", "1d", 19, False)]
['2d', '7c', '4s', 'swap:2d']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeAlias

from pyapp.briscola.rules import Card, card_name, exchangeable
from pyapp.cards import SCOPA_DECK, is_scopa_card, parse_scopa_card
from pyapp.engine import ActionTextError, Refusal

SWAP_PREFIX = "swap:"


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card of the hand to the current trick."""

    card: Card

    def __str__(self) -> str:
        return self.card


@dataclass(frozen=True, slots=True)
class Exchange:
    """Exchange *card* (the 2 or 7 of trumps) for the face-up card under the stock (§8)."""

    card: Card

    def __str__(self) -> str:
        return SWAP_PREFIX + self.card


BriscolaAction: TypeAlias = PlayCard | Exchange

PLAY_ACTIONS: dict[Card, PlayCard] = {card: PlayCard(card) for card in SCOPA_DECK}
"""One shared instance per card (legal actions are compared by identity first)."""
EXCHANGE_ACTIONS: dict[Card, Exchange] = {card: Exchange(card) for card in SCOPA_DECK}


def parse_action(text: str) -> BriscolaAction:
    """The action written as *text* (inverse of ``str(action)``); raises ActionTextError (an
    IllegalActionError and a GameRecordError)."""
    if not isinstance(text, str):
        raise ActionTextError(f"an action is text, got {type(text).__name__}")
    stripped = text.strip()
    try:
        if stripped.startswith(SWAP_PREFIX):
            return EXCHANGE_ACTIONS[parse_scopa_card(stripped[len(SWAP_PREFIX):])]
        return PLAY_ACTIONS[parse_scopa_card(stripped)]
    except ValueError as error:
        raise ActionTextError(f"cannot read action {text!r:.80}: {error} (expected a card such as '7c', "
                              "or 'swap:2d')") from None


def exchange_card(mode: str, trump: str, face_up: Card | None, stock: int, exchanged: bool) -> Card | None:
    """The card that may be exchanged now (None: no exchange is possible): the option is on, the
    seat has not exchanged this turn, and the face-up card still lies under at least one face-down
    card (*stock* face-down cards)."""
    if mode == "off" or exchanged or face_up is None or stock == 0:
        return None
    return exchangeable(mode, trump, face_up)


def legal_actions_for(hand: Sequence[Card], mode: str, trump: str, face_up: Card | None, stock: int,
                      exchanged: bool) -> tuple[BriscolaAction, ...]:
    """The legal actions of the seat to play holding *hand*: every card, then the exchange when
    one is possible (the one rule every caller uses)."""
    plays: tuple[BriscolaAction, ...] = tuple(map(PLAY_ACTIONS.__getitem__, hand))
    if mode == "off":
        return plays
    card = exchange_card(mode, trump, face_up, stock, exchanged)
    if card is not None and card in hand:
        return plays + (EXCHANGE_ACTIONS[card],)
    return plays


def is_action(action: object) -> bool:
    """True for a Briscola action of a text card field (legal or not; not one holding junk, nor an
    object of another class, a subclass included, whatever it claims to equal).

    >>> is_action(PlayCard("7c")), is_action(PlayCard(7)), is_action("7c")
    (True, False, False)
    """
    return (type(action) is PlayCard or type(action) is Exchange) and type(action.card) is str


def action_refusal(hand: Sequence[Card], mode: str, trump: str, face_up: Card | None, stock: int,
                   exchanged: bool, action: object) -> Refusal | None:
    """Why the seat to play holding *hand* may not take *action* (None when it may): a card not
    held, or an exchange the option, the turn, the stock or the face-up card does not allow.

    >>> action_refusal(("2d", "7c"), "two", "d", "1d", 0, False, Exchange("2d"))
    Refusal('not_now')
    """
    if not is_action(action):
        return Refusal("not_an_action")
    assert isinstance(action, PlayCard | Exchange)
    if not is_scopa_card(action.card):
        return Refusal("not_an_action")
    if action.card not in hand:
        return Refusal("not_in_hand", card=action.card)
    if isinstance(action, PlayCard):
        return None
    if exchange_card(mode, trump, face_up, stock, exchanged) != action.card:
        return Refusal("not_now")
    return None


def exchange_reason(mode: str, trump: str, face_up: Card | None, stock: int, exchanged: bool, card: Card) -> str:
    """Why exchanging *card* is not possible now, in English (the Python API and the bot)."""
    if mode == "off":
        return "the exchange option is off"
    if exchanged:
        return "one exchange per turn: this seat has exchanged already"
    if face_up is None or stock == 0:
        return "the stock is exhausted"
    allowed = exchangeable(mode, trump, face_up)
    if allowed is None:
        return f"no card may be exchanged for the {card_name(face_up)}"
    return f"only the {card_name(allowed)} may be exchanged for the {card_name(face_up)}, not the {card_name(card)}"


def refusal_message(refusal: Refusal) -> str:
    """A Briscola refusal in English words (without the exchange's reason, see ``exchange_reason``).

    >>> refusal_message(Refusal("not_in_hand", card="1d"))
    'the Asso di denari is not in the hand'
    """
    card = str(refusal.fields.get("card", ""))
    if refusal.code == "not_in_hand":
        name = f"the {card_name(card)}" if is_scopa_card(card) else f"{card!r:.20}"
        return f"{name} is not in the hand"
    return {"deal_over": "the game is over", "not_your_turn": "it is not this seat's turn",
            "not_now": "the exchange is not possible now"}.get(refusal.code, refusal.code.replace("_", " "))
