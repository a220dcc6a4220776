"""The shared vocabulary of every game: seats, states, views, players, events, errors.

Modelled on OpenSpiel's Game/State contract, in plain Python:

* a **State** is an immutable value holding everything (including hidden cards);
  ``state.play(action)`` returns a new state and leaves the old one unchanged;
* a **View** is exactly what one seat may know; players only ever receive views, so an
  AI cannot see hidden cards by construction; ``view.determinize(rng)`` samples a full
  state consistent with the view (the basis of determinized search);
* a **Player** chooses an action from a view with a random generator passed in.

Randomness is always an argument (``random.Random``); nothing here touches the global
``random`` module.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, Protocol, TypeAlias, TypeVar

Seat: TypeAlias = int

ActionT = TypeVar("ActionT", bound=Hashable)


class IllegalActionError(ValueError):
    """An action that is not legal where it was played; the message says what and where.

    ``str(error)`` is that English message (the Python API, the bot protocol, logs).  Where a
    player can meet the refusal, the raise site also names it for the player: *key*, a message
    key of ``pyapp.i18n.messages`` ("refusal.not_in_hand"), and its named *fields* (a ``card`` field
    holds a card id), so the screen says it in the player's language (``pyapp.i18n.refusals``).

    >>> error = IllegalActionError("7b is not in the hand of seat 0", "refusal.not_in_hand", card="7b")
    >>> str(error), error.key, error.fields
    ('7b is not in the hand of seat 0', 'refusal.not_in_hand', {'card': '7b'})
    """

    def __init__(self, message: str, key: str | None = None, **fields: object) -> None:
        super().__init__(message)
        self.key = key
        self.fields = fields


class GameRecordError(ValueError):
    """A request, saved game or record that cannot be read (bad JSON, unknown card, ...)."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in a deal, recorded for the UI and the log.

    ``kind`` is a short word (``played``, ``captured``, ``scopa``, ``trick``, ``resto`` ...),
    ``seat`` the seat it concerns (or None), ``cards`` the cards involved, ``points`` the
    points it scored (0 when none) and ``detail`` free text for the log.
    """

    kind: str
    seat: Seat | None = None
    cards: tuple[str, ...] = ()
    points: int = 0
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        """The event as a JSON-ready dict."""
        return {"kind": self.kind, "seat": self.seat, "cards": list(self.cards),
                "points": self.points, "detail": self.detail}


class View(Protocol[ActionT]):
    """What one seat may know."""

    @property
    def seat(self) -> Seat: ...

    @property
    def to_play(self) -> Seat | None: ...

    def legal_actions(self) -> Sequence[ActionT]: ...

    def determinize(self, rng: Random) -> State[ActionT]: ...


class State(Protocol[ActionT]):
    """A complete position of one deal (an immutable value)."""

    @property
    def to_play(self) -> Seat | None: ...

    def legal_actions(self) -> Sequence[ActionT]: ...

    def play(self, action: ActionT) -> State[ActionT]: ...

    def view(self, seat: Seat) -> View[ActionT]: ...

    def returns(self) -> tuple[float, ...]: ...


class Player(Protocol[ActionT]):
    """Anything that chooses an action from a view."""

    def choose(self, view: View[ActionT], rng: Random) -> ActionT: ...
