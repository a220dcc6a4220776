"""Strict readers of the JSON forms every game writes: objects and their fields, lists, pairs, text,
flags, whole numbers, one of a few values (seats, modes, letters) and cards of a deck.

Each reader takes a value as ``json.loads`` returned it and *what* (where it was found, e.g.
``scopa view.hand`` or ``hands[2]``) and returns a typed value, or raises
:class:`~pyapp.engine.GameRecordError` saying what is wrong and where, the bad value cut short (a
record may be huge or hostile). Nothing is coerced: ``true`` is not 1, ``2.0`` not 2, ``"7d"`` not a
list. The readers know no game: a game passes its deck (``pyapp.cards.DECK_NAMES``), its seats or
its letters. Reading the text itself is ``pyapp.engine.read_json``.

>>> read_cards(["7d", "1c"], "hand", "scopa"), read_seat(3, "dealer", 4), read_whole(7, "count", 0, 9)
(('7d', '1c'), 3, 7)
>>> read_items([[1, 2], [3]], "piles", read_list, length=2)
([1, 2], [3])
>>> read_cards(["7d", "Z1"], "hand", "scopa")
Traceback (most recent call last):
pyapp.engine.GameRecordError: hand: unknown card 'Z1' (a scopa card is a value 1-10 and a suit d c s b, e.g. '7d')
>>> read_choice("X", "seat", ("S", "E", "N", "W"))
Traceback (most recent call last):
pyapp.engine.GameRecordError: seat must be S, E, N or W, got 'X'
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any, TypeVar

from pyapp.cards import CARD_FORMS, Card, is_card_of
from pyapp.engine import GameRecordError, Seat

__all__ = [
    "check_fields", "read_action_reply", "read_card", "read_cards", "read_choice", "read_field", "read_flag",
    "read_items", "read_keys", "read_list", "read_object", "read_optional", "read_pair", "read_seat", "read_text",
    "read_whole",
]

T = TypeVar("T")
Reader = Callable[[Any, str], T]
"""A reader of one value: ``read(value, what)``."""


def _alternatives(choices: Sequence[object]) -> str:
    """``a, b or c``."""
    words = [str(choice) for choice in choices]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


# --- objects ---------------------------------------------------------------------------------

def read_object(value: Any, what: str) -> dict[str, Any]:
    """A JSON object."""
    if not isinstance(value, dict):
        raise GameRecordError(f"{what} must be an object, got {type(value).__name__}")
    return value


def read_field(obj: dict[str, Any], name: str, what: str) -> Any:
    """The field *name* of the object *obj* (read with :func:`read_object` first), which must be there."""
    if name not in obj:
        raise GameRecordError(f"{what}: missing field {name!r}")
    return obj[name]


def check_fields(obj: dict[str, Any], what: str, required: Sequence[str], optional: Sequence[str] = ()) -> None:
    """Every *required* field is in *obj* and no field but those and the *optional* ones.

    >>> check_fields({"hand": [], "colour": "red"}, "request", ("hand",), ("table",))
    Traceback (most recent call last):
    pyapp.engine.GameRecordError: request: unknown field 'colour' (fields: hand, table)
    """
    for name in required:
        read_field(obj, name, what)
    known = (*required, *optional)
    unknown = sorted(name for name in obj if name not in known)
    if unknown:
        raise GameRecordError(f"{what}: unknown field {unknown[0]!r:.60} (fields: {', '.join(known)})")


def read_keys(value: Any, what: str, names: Sequence[str]) -> tuple[Any, ...]:
    """The values of an object holding exactly the fields *names*, in that order.

    >>> read_keys({"opp": 3, "me": 1}, "scope", ("me", "opp"))
    (1, 3)
    """
    if not isinstance(value, dict) or set(value) != set(names):
        fields = _alternatives([f'"{name}"' for name in names]).replace(" or ", " and ")
        raise GameRecordError(f"{what} must be an object with exactly {fields}, got {value!r:.80}")
    return tuple(value[name] for name in names)


# --- lists -----------------------------------------------------------------------------------

def read_list(value: Any, what: str, length: int | None = None, holding: str = "") -> list[Any]:
    """A JSON list (of *length* items when given; *holding* says what they are in the message,
    e.g. ``two lists (seat 0, seat 1)``)."""
    if not isinstance(value, list):
        raise GameRecordError(f"{what} must be a list, got {type(value).__name__}")
    if length is not None and len(value) != length:
        raise GameRecordError(f"{what} must hold {holding or f'{length} items'}, got {len(value)}")
    return value


def read_items(value: Any, what: str, read: Reader[T], length: int | None = None,
               holding: str = "") -> tuple[T, ...]:
    """A list read item by item with *read* (each item's *what* is ``what[index]``)."""
    items = read_list(value, what, length, holding)
    return tuple([read(item, f"{what}[{index}]") for index, item in enumerate(items)])


def read_pair(value: Any, what: str, read: Reader[T], holding: str = "two items") -> tuple[T, T]:
    """A list of two items read with *read* (seats' or sides' piles, counts, scores)."""
    first, second = read_items(value, what, read, 2, holding)
    return (first, second)


def read_optional(value: Any, what: str, read: Reader[T]) -> T | None:
    """None for JSON null, else the value read with *read*."""
    return None if value is None else read(value, what)


# --- single values ---------------------------------------------------------------------------

def read_text(value: Any, what: str) -> str:
    """A string."""
    if not isinstance(value, str):
        raise GameRecordError(f"{what} must be text, got {value!r:.40}")
    return value


def read_flag(value: Any, what: str) -> bool:
    """``true`` or ``false``."""
    if not isinstance(value, bool):
        raise GameRecordError(f"{what} must be true or false, got {value!r:.40}")
    return value


def read_whole(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    """A whole number from *low* (to *high*, when given); ``true`` and ``2.0`` are not numbers here.

    >>> read_whole(2.0, "stock_count")
    Traceback (most recent call last):
    pyapp.engine.GameRecordError: stock_count must be a whole number >= 0, got 2.0
    """
    if type(value) is not int or value < low or (high is not None and value > high):
        bounds = f">= {low}" if high is None else f"from {low} to {high}"
        raise GameRecordError(f"{what} must be a whole number {bounds}, got {value!r:.40}")
    return value


def read_choice(value: Any, what: str, choices: Sequence[T]) -> int:
    """The index in *choices* of *value*, one of them (of the same type: ``true`` is not 1)."""
    for index, choice in enumerate(choices):
        if type(value) is type(choice) and value == choice:
            return index
    raise GameRecordError(f"{what} must be {_alternatives(choices)}, got {value!r:.40}")


def read_seat(value: Any, what: str, seats: int) -> Seat:
    """A seat number below *seats*.

    >>> read_seat(True, "dealer", 2)
    Traceback (most recent call last):
    pyapp.engine.GameRecordError: dealer must be 0 or 1, got True
    """
    return read_choice(value, what, range(seats))


def read_card(value: Any, what: str, deck: str) -> Card:
    """A card id of the deck called *deck* (``pyapp.cards.DECK_NAMES``)."""
    if not isinstance(value, str):
        raise GameRecordError(f"{what} must be a card id (text), got {value!r:.20}")
    if not is_card_of(deck, value):
        raise GameRecordError(f"{what}: unknown card {value!r:.20} (a {deck} card is {CARD_FORMS[deck]})")
    return value


def read_cards(value: Any, what: str, deck: str) -> tuple[Card, ...]:
    """A list of card ids of *deck* (each may appear more than once: where cards are is the game's
    check)."""
    items = read_list(value, what)
    for item in items:
        if not isinstance(item, str):
            raise GameRecordError(f"{what} must hold card ids (text), got {item!r:.20}")
        if not is_card_of(deck, item):
            raise GameRecordError(f"{what}: unknown card {item!r:.20} (a {deck} card is {CARD_FORMS[deck]})")
    return tuple(items)


# --- a bot's request and reply ---------------------------------------------------------------

def read_view_request(value: Any, game: str, fields: Collection[str]) -> dict[str, Any]:
    """A bot's request for *game*: a JSON object of the view's *fields* only, whose ``game`` (which
    it may leave out) is *game*; returned with ``game`` filled in.

    >>> read_view_request({"seat": "S"}, "briscola", ("game", "seat"))
    {'game': 'briscola', 'seat': 'S'}
    >>> read_view_request({"game": "scopa"}, "briscola", ("game", "seat"))
    Traceback (most recent call last):
    pyapp.engine.GameRecordError: this bot plays briscola, not 'scopa'
    """
    if not isinstance(value, dict):
        raise GameRecordError(f"a request must be a JSON object, got {type(value).__name__}")
    unknown = sorted(str(key) for key in set(value) - set(fields))
    if unknown:
        raise GameRecordError(f"unknown field {unknown[0]!r:.60} in a {game} view")
    if value.get("game", game) != game:
        raise GameRecordError(f"this bot plays {game}, not {value.get('game')!r:.40}")
    return {"game": game, **value}


def read_action_reply(value: Any, parse_action: Callable[[str], T], spell: Callable[[T], dict[str, Any]],
                      example: str) -> T:
    """The action of a bot's reply ``{"action": <text>, <field>: ...}``: its text read with
    *parse_action*, every other field the same as *spell* (the protocol's ``action_to_json``) writes
    it. *example* is a reply's action text for the message.

    >>> read_action_reply({"action": "7c", "card": "7d"}, str, lambda text: {"action": text, "card": text}, "7c")
    Traceback (most recent call last):
    pyapp.engine.GameRecordError: field 'card' of the reply does not match its action text
    """
    if not isinstance(value, dict) or not isinstance(value.get("action"), str):
        raise GameRecordError(f'an action is {{"action": "{example}", ...}}, got {value!r:.80}')
    action = parse_action(value["action"])
    spelled = spell(action)
    for key, field in value.items():
        if key != "action" and spelled.get(key) != field:
            raise GameRecordError(f"field {key!r:.40} of the reply does not match its action text")
    return action
