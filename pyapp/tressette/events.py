"""Tressette's events: what each step of a deal did, one small frozen record per kind (past tense).

``state.events`` holds those of the action that produced the state (a fresh deal's: the deal).

=============  ===========================================  ==========================================
kind           record                                       what happened
=============  ===========================================  ==========================================
dealt          ``Dealt(seat)``                              *seat* dealt ten cards each (five at a time)
declared       ``Declared(seat, combination, value)``       *seat* declared an accuso (§5), public
played         ``Played(seat, card)``                       a card played to the trick
signalled      ``Signalled(seat, card, word)``              the leader's word with the card he led (§6)
trick_won      ``TrickWon(seat, cards, points, number)``    the winner, the cards in play order, their
                                                            value in thirds, the trick number
drew           ``Drew(seat, card, number)``                 two players: *seat* drew *card* after trick
                                                            *number* (shown to the opponent only with
                                                            ``show_draws``)
deal_ended     ``DealEnded(thirds, points, accusi)``        per side: thirds (the last trick's 3
                                                            included), rounded points, accuso points
=============  ===========================================  ==========================================

>>> Signalled(0, "5c", "busso").fields(), DealEnded((15, 20), (5, 6), (0, 3)).kind
({'seat': 0, 'card': '5c', 'word': 'busso'}, 'deal_ended')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeAlias

from pyapp.engine import Event, Seat
from pyapp.tressette.rules import Card
from pyapp.tricks import Played as Played
from pyapp.tricks import TrickWon as TrickWon


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """*seat*, the dealer, dealt the cards (§3.3, §9.2)."""

    kind: ClassVar[str] = "dealt"
    seat: Seat


@dataclass(frozen=True, slots=True)
class Declared(Event):
    """*seat* declared *combination*, worth *value* points to its side at once (§5.3)."""

    kind: ClassVar[str] = "declared"
    seat: Seat
    combination: str
    value: int


@dataclass(frozen=True, slots=True)
class Signalled(Event):
    """*seat* led *card* saying *word* (``busso``, ``striscio`` or ``volo``; always true, §6)."""

    kind: ClassVar[str] = "signalled"
    seat: Seat
    card: Card
    word: str


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """Two players: *seat* drew *card* from the stock after trick *number* (§9.3)."""

    kind: ClassVar[str] = "drew"
    seat: Seat
    card: Card
    number: int


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    """The deal is over: per side its *thirds* (cards and last trick), rounded *points* (they sum to
    11) and *accusi* points (§7)."""

    kind: ClassVar[str] = "deal_ended"
    thirds: tuple[int, ...]
    points: tuple[int, ...]
    accusi: tuple[int, ...]


TressetteEvent: TypeAlias = Dealt | Declared | Played | Signalled | TrickWon | Drew | DealEnded
EVENT_TYPES: tuple[type[TressetteEvent], ...] = (Dealt, Declared, Played, Signalled, TrickWon, Drew, DealEnded)
EVENT_KINDS: dict[str, type[TressetteEvent]] = {cls.kind: cls for cls in EVENT_TYPES}
