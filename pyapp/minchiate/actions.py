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

from pyapp.cards import MINCHIATE_DECK, minchiate_card_name, parse_minchiate_card
from pyapp.engine import GameRecordError
from pyapp.minchiate.rules import (
    Card,
    canonical_combinations,
    combination_key,
    discard_eligible,
    discard_reason,
    legal_plays,
    play_reason,
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
    """The action written as *text* (inverse of ``str(action)``); raises GameRecordError."""
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
        raise GameRecordError(
            f"cannot read action {text!r}: {error} (expected e.g. 'play:T13', 'discard:C2', "
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
        return tuple(map(PLAY_ACTIONS.__getitem__, legal_plays(hand, trick, led_before)))
    if phase == PHASE_DISCARD:
        return tuple(DISCARD_ACTIONS[card] for card in hand if discard_eligible(card))
    if phase == PHASE_DECLARE:
        return declare_options(hand)
    return ()


def card_reason(
    phase: str, hand: Sequence[Card], trick: Sequence[Card], led_before: Collection[str], card: Card
) -> str | None:
    """Why the seat to play may not use *card* now (None when it may): for the UI's hints."""
    if card not in hand:
        return f"{minchiate_card_name(card)} is not in the hand"
    if phase == PHASE_PLAY:
        return play_reason(hand, trick, led_before, card)
    if phase == PHASE_DISCARD:
        return discard_reason(card)
    return f"cards are not played in the {phase} phase"
