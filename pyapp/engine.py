"""The shared vocabulary of every game: seats, states, views, players, events, errors.

Modelled on OpenSpiel's Game/State contract, in plain Python:

* a **State** is an immutable value holding everything (including hidden cards);
  ``state.play(action)`` returns a new state and leaves the old one unchanged;
* a **View** is exactly what one seat may know; players only ever receive views, so an
  AI cannot see hidden cards by construction; ``view.determinize(rng)`` samples a full
  state consistent with the view (the basis of determinized search);
* ``state.refusal(action)`` says why an action is not legal (a :class:`Refusal`, None when it
  is), and ``state.play`` raises :class:`IllegalActionError` carrying it; ``state.events`` are
  the typed :class:`Event` records of what the action that produced the state did;
* a **Player** chooses an action from a view with a random generator passed in.

Randomness is always an argument (``random.Random``); nothing here touches the global
``random`` module.
"""

from __future__ import annotations

import json
import re
from collections.abc import Hashable, Iterable, Mapping, Sequence
from itertools import accumulate
from random import Random
from types import MappingProxyType
from typing import Any, ClassVar, Protocol, TypeAlias, TypeVar

Seat: TypeAlias = int

ActionT = TypeVar("ActionT", bound=Hashable)


class Refusal:
    """Why an action is refused, as data: a *code* and named *fields* (a ``card`` field holds a card id).

    ``state.refusal(action)`` returns one (None when the action is legal); the screens' models
    name their own (``discard_full``, ...). Only ``pyapp.i18n.refusals`` words a refusal for the
    player; the engines keep an English sentence for the Python API (``IllegalActionError``).

    >>> refusal = Refusal("not_in_hand", card="7b")
    >>> refusal, refusal.code, refusal.fields["card"], refusal == Refusal("not_in_hand", card="7b")
    (Refusal('not_in_hand', card='7b'), 'not_in_hand', '7b', True)
    """

    __slots__ = ("code", "fields")
    code: str
    fields: Mapping[str, str | int]

    def __init__(self, code: str, **fields: str | int) -> None:
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "fields", MappingProxyType(fields))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Refusal is immutable: cannot set {name}")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Refusal) and (self.code, dict(self.fields)) == (other.code, dict(other.fields))

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted(self.fields.items()))))

    def __repr__(self) -> str:
        named = "".join(f", {name}={value!r}" for name, value in self.fields.items())
        return f"Refusal({self.code!r}{named})"


class IllegalActionError(ValueError):
    """An action that is not legal where it was played; the message says what and where.

    ``str(error)`` is that English message (the Python API, the bot protocol, logs); *refusal*
    says why as data, for the screen to word in the player's language (``pyapp.i18n.refusals``).

    >>> error = IllegalActionError("7b is not in the hand of seat 0", Refusal("not_in_hand", card="7b"))
    >>> str(error), error.refusal
    ('7b is not in the hand of seat 0', Refusal('not_in_hand', card='7b'))
    """

    def __init__(self, message: str, refusal: Refusal | None = None) -> None:
        super().__init__(message)
        self.refusal = refusal


class GameRecordError(ValueError):
    """A text form that cannot be read: an action, state, view, request or saved game (bad JSON,
    unknown card, impossible position, ...)."""


MAX_JSON_DEPTH = 64
"""Levels of nested lists and objects a text form may hold (the games' deepest has 5): checked
before parsing, as the browser's Python dies (its WebAssembly stack overflows) on a few thousand."""
MAX_NUMBER_DIGITS = 40
"""Digits of one number in a text form, at most (a seed has at most 19, a float 17 and its exponent)."""
_JSON_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+"?', re.DOTALL)  # to the end of the text when unclosed
_NOT_BRACKET = re.compile(r"[^\[\]{}]++")
_DIGITS = re.compile(r"[0-9]++")
_BRACKET_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def json_shape(text: str) -> tuple[int, int]:
    """(depth, digits): how deep lists and objects nest in the JSON text *text* at most, and the
    longest run of digits outside its strings, found by a scan of the text (no recursion, no
    parse: linear in the text, and a bound on what a parser meets before it fails on bad JSON).

    >>> json_shape('{"a": [1, [22]], "b": "[[[[ 12345"}'), json_shape("7"), json_shape('[[[')
    ((3, 2), (0, 1), (3, 0))
    """
    outside = _JSON_STRING.sub('""', text)
    brackets = _NOT_BRACKET.sub("", outside)
    depth = max(accumulate(map(_BRACKET_STEP.__getitem__, brackets)), default=0)
    digits = max(map(len, _DIGITS.findall(outside)), default=0)
    return max(depth, 0), digits


def _refuse_constant(name: str) -> Any:
    raise GameRecordError(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise GameRecordError(f"{text[:40]} is too large a number")
    return value


def read_json(text: str, what: str, allow_nan: bool = False, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """The JSON value of the text form *text* of *what*; GameRecordError when it is not JSON,
    nests lists and objects deeper than *max_depth* or holds a number of more than
    :data:`MAX_NUMBER_DIGITS` digits (both found by :func:`json_shape` before anything parses it).
    ``NaN``, ``Infinity`` and numbers too large for a float (``1e999``) are refused too, unless
    *allow_nan* (they are then read as floats, for a reader that checks every number itself).

    >>> read_json('{"a": [1, 2.5]}', "x"), read_json('[NaN, 1e999]', "x", allow_nan=True)
    ({'a': [1, 2.5]}, [nan, inf])
    >>> read_json('[NaN]', "a record")
    Traceback (most recent call last):
    pyapp.engine.GameRecordError: not JSON (a record): NaN is not a JSON number
    >>> read_json('[[[1]]]', "a record", max_depth=2)
    Traceback (most recent call last):
    pyapp.engine.GameRecordError: not JSON (a record): nested deeper than 2 levels
    """
    if not isinstance(text, str):
        raise GameRecordError(f"not JSON ({what}): text expected, got {type(text).__name__}")
    depth, digits = json_shape(text)
    if depth > max_depth:
        raise GameRecordError(f"not JSON ({what}): nested deeper than {max_depth} levels")
    if digits > MAX_NUMBER_DIGITS:
        raise GameRecordError(f"not JSON ({what}): a number of more than {MAX_NUMBER_DIGITS} digits")
    try:
        if allow_nan:
            return json.loads(text)
        return json.loads(text, parse_constant=_refuse_constant, parse_float=_finite)
    except GameRecordError as error:
        raise GameRecordError(f"not JSON ({what}): {error}") from None
    except RecursionError:  # (not met: the depth is checked first)
        raise GameRecordError(f"not JSON ({what}): nested too deeply") from None
    except ValueError as error:  # json.JSONDecodeError
        raise GameRecordError(f"not JSON ({what}): {str(error)[:80]}") from None


class ActionTextError(IllegalActionError, GameRecordError):
    """An action's text form that cannot be read (``parse_action``): an action refused (its
    refusal is ``not_an_action``) and a record that cannot be read, so either may catch it."""

    def __init__(self, message: str) -> None:
        super().__init__(message, Refusal("not_an_action"))


def action_text(action: object, limit: int = 80) -> str:
    """*action* for an error message: its text form when its class has one (the games' actions),
    else its repr, cut to *limit* characters, so that a malformed action never breaks or floods
    the message.

    >>> action_text("x" * 100, 10), action_text(None)
    ("'xxxxxxxx…", 'None')
    """
    try:
        has_text_form = type(action).__str__ is not object.__str__ and not isinstance(action, str)
        text = str(action) if has_text_form else repr(action)
    except (TypeError, ValueError, AttributeError, RecursionError):  # junk in the action's fields
        text = f"<a malformed {type(action).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def replay(start: State[ActionT], moves: Iterable[tuple[Seat, ActionT]], what: str) -> State[ActionT]:
    """The state after *moves* ((seat, action) pairs, in order) from *start*; GameRecordError
    naming the first move that is not its seat's turn or not legal there."""
    state = start
    for number, (seat, action) in enumerate(moves, start=1):
        if seat != state.to_play:
            raise GameRecordError(f"{what}: move {number} ({action_text(action)}) is by seat {seat!r:.10}, "
                                  f"but seat {state.to_play} was to play")
        try:
            state = state.play(action)
        except IllegalActionError as error:
            raise GameRecordError(f"{what}: move {number} is not legal ({str(error)[:120]})") from None
    return state


class Event:
    """What one step of a deal did, as a typed record (like PokerKit's operations).

    Each game defines its events (``pyapp.scopa.events``, ``pyapp.minchiate.events``) as small
    frozen dataclasses with slots, one class per kind, their fields named; ``kind`` (past tense:
    ``played``, ``captured``, ``trick_won`` ...) names the class in the JSON forms.
    """

    __slots__ = ()
    kind: ClassVar[str] = ""
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def fields(self) -> dict[str, Any]:
        """The event's fields by name, in order (what the games' JSON forms write)."""
        return {name: getattr(self, name) for name in self.__match_args__}


class View(Protocol[ActionT]):
    """What one seat may know."""

    @property
    def seat(self) -> Seat: ...

    @property
    def to_play(self) -> Seat | None: ...

    def legal_actions(self) -> Sequence[ActionT]: ...

    def refusal(self, action: ActionT) -> Refusal | None: ...

    def determinize(self, rng: Random) -> State[ActionT]: ...


class State(Protocol[ActionT]):
    """A complete position of one deal (an immutable value)."""

    @property
    def to_play(self) -> Seat | None: ...

    def legal_actions(self) -> Sequence[ActionT]: ...

    def refusal(self, action: ActionT) -> Refusal | None: ...

    def play(self, action: ActionT) -> State[ActionT]: ...

    def view(self, seat: Seat) -> View[ActionT]: ...

    def returns(self) -> tuple[float, ...]: ...


class Player(Protocol[ActionT]):
    """Anything that chooses an action from a view."""

    def choose(self, view: View[ActionT], rng: Random) -> ActionT: ...
