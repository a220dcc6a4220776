"""Scopa's events: what a deal or a play did, one small frozen record per kind (past tense).

``state.events`` holds those of the action that produced the state (the deal's, for a fresh
deal); ``pyapp.scopa.record`` reads and writes their JSON form.

>>> Captured(0, ("3d", "4s")), Captured(0, ("3d", "4s")).kind
(Captured(seat=0, cards=('3d', '4s')), 'captured')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeAlias

from pyapp.cards import Card
from pyapp.engine import Event, Seat


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """*cards* were dealt to *seat* (None: face up to the table)."""

    kind: ClassVar[str] = "dealt"
    seat: Seat | None
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Redealt(Event):
    """*seat*, the dealer, dealt again: the table showed three or four Re (*cards*)."""

    kind: ClassVar[str] = "redealt"
    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Played(Event):
    """*seat* played *card* from the hand."""

    kind: ClassVar[str] = "played"
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Captured(Event):
    """*seat* took *cards* from the table with the card just played."""

    kind: ClassVar[str] = "captured"
    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Laid(Event):
    """*seat* laid *card* on the table (it could take nothing)."""

    kind: ClassVar[str] = "laid"
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class ScopaScored(Event):
    """*seat* swept the table with *card*: a scopa, 1 point."""

    kind: ClassVar[str] = "scopa_scored"
    points: ClassVar[int] = 1
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class LastTaken(Event):
    """After the 36th play *seat*, the last capturer, took the *cards* left on the table."""

    kind: ClassVar[str] = "last_taken"
    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    """The 36th play ended the deal."""

    kind: ClassVar[str] = "deal_ended"


ScopaEvent: TypeAlias = Dealt | Redealt | Played | Captured | Laid | ScopaScored | LastTaken | DealEnded
EVENT_TYPES: dict[str, type[ScopaEvent]] = {
    cls.kind: cls for cls in (Dealt, Redealt, Played, Captured, Laid, ScopaScored, LastTaken, DealEnded)
}
EVENT_KINDS: tuple[str, ...] = tuple(EVENT_TYPES)
