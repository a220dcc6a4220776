"""Briscola's events: what each step of a game did, one small frozen record per kind (past tense).

``state.events`` holds those of the action that produced the state (a fresh game's: the deal);
``pyapp.briscola.record`` reads and writes their JSON form (seat letters of the table size, card
ids). A face-down draw's card is private to the drawer: the screens show it to that seat only.

=============  ===========================================  ==========================================
kind           record                                       what happened
=============  ===========================================  ==========================================
dealt          ``Dealt(seat, briscola)``                    *seat* dealt three cards each and turned
                                                            the briscola face up under the stock
exchanged      ``Exchanged(seat, given, taken, number)``    *seat* put the 2 or 7 of trumps under the
                                                            stock and took the face-up card (trick
                                                            *number*)
played         ``Played(seat, card)``                       a card played to the trick
trick_won      ``TrickWon(seat, cards, points, number)``    the winner, the cards in play order, their
                                                            points, the trick number
drew           ``Drew(seat, card, face_up)``                *seat* drew *card* (the face-up card when
                                                            *face_up*: everyone sees it)
game_ended     ``GameEnded(points)``                        every side's card points (they sum to 120)
=============  ===========================================  ==========================================

>>> TrickWon(1, ("7c", "1c"), 11, 1).kind, Drew(0, "5d", True).fields()
('trick_won', {'seat': 0, 'card': '5d', 'face_up': True})
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeAlias

from pyapp.briscola.rules import Card
from pyapp.engine import Event, Seat
from pyapp.tricks import Played as Played
from pyapp.tricks import TrickWon as TrickWon


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """*seat*, the dealer, dealt three cards each and turned *briscola* face up (§2.4)."""

    kind: ClassVar[str] = "dealt"
    seat: Seat
    briscola: Card


@dataclass(frozen=True, slots=True)
class Exchanged(Event):
    """*seat* put *given* (the 2 or 7 of trumps) face up under the stock and took *taken*, the card
    that lay there, during trick *number* (§8.3)."""

    kind: ClassVar[str] = "exchanged"
    seat: Seat
    given: Card
    taken: Card
    number: int


# ``Played`` and ``TrickWon`` (*points*: the trick's card points) are the trick-taking games' own
# (``pyapp.tricks``).


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """*seat* drew *card* from the stock: the face-up card when *face_up* (the last card drawn)."""

    kind: ClassVar[str] = "drew"
    seat: Seat
    card: Card
    face_up: bool = False


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The game is over: *points* of every side (seat order, or the partnerships S-N and E-W)."""

    kind: ClassVar[str] = "game_ended"
    points: tuple[int, ...]


BriscolaEvent: TypeAlias = Dealt | Exchanged | Played | TrickWon | Drew | GameEnded
EVENT_TYPES: tuple[type[BriscolaEvent], ...] = (Dealt, Exchanged, Played, TrickWon, Drew, GameEnded)
EVENT_KINDS: dict[str, type[BriscolaEvent]] = {cls.kind: cls for cls in EVENT_TYPES}
