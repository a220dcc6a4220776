"""Minchiate actions, their text forms, and the legal actions of a seat to play.

The three choices of a deal (spec §3.1):

* ``Discard(card)`` — ``discard:C2``. The cutter and the dealer discard one card per action
  until each holds 21 (a whole discard set can run to 300,000 combinations; one card at a
  time keeps the legal list short for the UI, the bot protocol and search).
* ``Declare(combinations)`` — ``declare:papi:1-3+kings``, or ``declare:-`` to declare
  nothing. Names are those of ``Combination`` and are kept in canonical order. The Matto's
  bonus is not named: it is claimed automatically (and the Matto shown) whenever the declarer
  holds the Matto and declares a combination other than 1-40-M.
* ``PlayCard(card)`` — ``play:T13``.

>>> parse_action("declare:kings+papi:1-3")
Declare(combinations=('papi:1-3', 'kings'))
>>> str(parse_action("play:T13")), str(Declare(()))
('play:T13', 'declare:-')
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import TypeAlias

from pyapp.cards import MINCHIATE_DECK, is_minchiate_card, minchiate_card_name, parse_minchiate_card
from pyapp.engine import ActionTextError, Refusal
from pyapp.minchiate.rules import (
    SUIT_WORDS,
    Card,
    canonical_combinations,
    combination_key,
    discard_eligible,
    discard_refusal,
    play_refusal,
    playable_cards,
)

PHASE_DISCARD = "discard"
PHASE_DECLARE = "declare"
PHASE_PLAY = "play"
PHASE_OVER = "over"
PHASES: tuple[str, ...] = (PHASE_DISCARD, PHASE_DECLARE, PHASE_PLAY, PHASE_OVER)


@dataclass(frozen=True, slots=True)
class Discard:
    """Put one zero-point card (not T29) face down onto the Fola."""

    card: Card

    def __str__(self) -> str:
        return f"discard:{self.card}"


@dataclass(frozen=True, slots=True)
class Declare:
    """Declare these canonical combinations of the hand (empty: declare nothing)."""

    combinations: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.combinations, key=combination_key))
        if len(set(ordered)) != len(ordered):
            raise ValueError(f"a combination is named twice: {'+'.join(ordered)}")
        if ordered != self.combinations:
            object.__setattr__(self, "combinations", ordered)

    def __str__(self) -> str:
        return "declare:" + ("+".join(self.combinations) or "-")


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card to the current trick."""

    card: Card

    def __str__(self) -> str:
        return f"play:{self.card}"


MinchiateAction: TypeAlias = Discard | Declare | PlayCard

PLAY_ACTIONS: dict[Card, PlayCard] = {card: PlayCard(card) for card in MINCHIATE_DECK}
DISCARD_ACTIONS: dict[Card, Discard] = {card: Discard(card) for card in MINCHIATE_DECK}


def parse_action(text: str) -> MinchiateAction:
    """The action written as *text* (inverse of ``str(action)``); raises ActionTextError (an
    IllegalActionError and a GameRecordError)."""
    if not isinstance(text, str):
        raise ActionTextError(f"an action is text, got {type(text).__name__}")
    kind, colon, rest = text.strip().partition(":")
    try:
        if not colon:
            raise ValueError("missing ':'")
        if kind == "play":
            return PLAY_ACTIONS[parse_minchiate_card(rest)]
        if kind == "discard":
            return DISCARD_ACTIONS[parse_minchiate_card(rest)]
        if kind == "declare":
            if rest.strip() == "-":
                return Declare(())
            return Declare(tuple(name.strip() for name in rest.split("+")))
        raise ValueError(f"unknown action kind {kind!r}")
    except ValueError as error:
        raise ActionTextError(
            f"cannot read action {text!r:.80}: {error} (expected e.g. 'play:T13', 'discard:C2', "
            "'declare:papi:1-3+kings' or 'declare:-')"
        ) from None


def declare_options(hand: Sequence[Card]) -> tuple[Declare, ...]:
    """Every subset of the hand's canonical combinations, starting with declaring nothing."""
    names = [c.name for c in canonical_combinations(hand)]
    return tuple(
        Declare(tuple(name for bit, name in enumerate(names) if mask >> bit & 1))
        for mask in range(1 << len(names))
    )


def legal_actions_for(
    phase: str, hand: Sequence[Card], trick: Sequence[Card], led_before: Collection[str]
) -> tuple[MinchiateAction, ...]:
    """The legal actions of the seat to play holding *hand*: the one rule every caller uses."""
    if phase == PHASE_PLAY:
        return tuple(map(PLAY_ACTIONS.__getitem__, playable_cards(hand, trick, led_before)))
    if phase == PHASE_DISCARD:
        return tuple(DISCARD_ACTIONS[card] for card in hand if discard_eligible(card))
    if phase == PHASE_DECLARE:
        return declare_options(hand)
    return ()


def is_action(action: object) -> bool:
    """True for a Minchiate action of text fields (legal or not; not one holding junk, nor an
    object of another class, a subclass included, whatever it claims to equal).

    >>> is_action(PlayCard("T13")), is_action(PlayCard(13)), is_action("play:T13")
    (True, False, False)
    """
    if type(action) is PlayCard or type(action) is Discard:
        return type(action.card) is str
    return (type(action) is Declare and type(action.combinations) is tuple
            and all(type(name) is str for name in action.combinations))


_ACTION_OF_PHASE: dict[str, type[MinchiateAction]] = {
    PHASE_PLAY: PlayCard, PHASE_DISCARD: Discard, PHASE_DECLARE: Declare,
}


def action_refusal(
    phase: str, hand: Sequence[Card], trick: Sequence[Card], led_before: Collection[str], action: object
) -> Refusal | None:
    """Why the seat to play holding *hand* may not take *action* now (None when it may): the one
    reasoning behind every refusal, the screens' hints included.

    >>> action_refusal(PHASE_PLAY, ("C3", "T12"), ("C1",), (), PlayCard("T12"))
    Refusal('follow_suit', card='T12', suit='C')
    >>> action_refusal(PHASE_DISCARD, ("C3", "T12"), (), (), PlayCard("C3"))
    Refusal('not_now')
    """
    if not is_action(action):
        return Refusal("not_an_action")
    if type(action) is not _ACTION_OF_PHASE.get(phase):
        return Refusal("not_now")
    if isinstance(action, PlayCard):
        return play_refusal(hand, trick, led_before, action.card)
    if isinstance(action, Discard):
        if action.card not in hand:
            return Refusal("not_in_hand", card=action.card)
        return discard_refusal(action.card)
    return None if action in declare_options(hand) else Refusal("declaration")


def refusal_message(refusal: Refusal) -> str:
    """A Minchiate refusal in English words, for the Python API and the bot (``str(error)``).

    >>> refusal_message(Refusal("kings_rule", card="C3", king="CK"))
    'kings rule: must play the Re di coppe'
    """
    fields = refusal.fields
    card = str(fields.get("card", ""))
    name = minchiate_card_name(card) if is_minchiate_card(card) else repr(card)
    code = refusal.code
    if code == "not_in_hand":
        return f"{name} is not in the hand"
    if code == "kings_rule":
        return f"kings rule: must play the {minchiate_card_name(str(fields['king']))}"
    if code == "follow_suit":
        return f"follow suit ({SUIT_WORDS[str(fields['suit'])]})"
    if code == "must_trump":
        return "must trump"
    if code == "discard_t29":
        return "Trump 29 cannot be discarded"
    if code == "discard_points":
        return f"only zero-point cards can be discarded ({name} is worth {fields['points']})"
    return {"deal_over": "the deal is over", "not_your_turn": "it is not this seat's turn",
            "not_now": "not possible in this phase of the deal",
            "declaration": "not a declaration of the hand"}.get(code, code.replace("_", " "))
