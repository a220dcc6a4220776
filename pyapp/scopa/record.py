"""Scopa's JSON records: readers of states' fields and the events' JSON form; each reader raises
GameRecordError naming the field.

An event's JSON form is ``{"kind": ..., <field>: ...}`` with seats as numbers.  ``event_from_json``
also reads the untyped form written before the events were typed (``kind``, ``seat``, ``cards``,
``points``, ``detail``), which matches saved in players' browsers still hold.

>>> event_to_json(Captured(0, ("3d", "4s")))
{'kind': 'captured', 'seat': 0, 'cards': ['3d', '4s']}
>>> event_from_json({"kind": "scopa", "seat": 1, "cards": ["7d"], "points": 1, "detail": ""})
ScopaScored(seat=1, card='7d')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyapp.cards import Card, is_scopa_card
from pyapp.engine import GameRecordError, Seat
from pyapp.scopa.events import (
    EVENT_KINDS,
    EVENT_TYPES,
    Captured,
    DealEnded,
    Dealt,
    Laid,
    LastTaken,
    Played,
    Redealt,
    ScopaEvent,
    ScopaScored,
)


def read_list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise GameRecordError(f"{what} must be a list, got {type(value).__name__}")
    return value


def read_cards(value: Any, what: str) -> tuple[Card, ...]:
    items = read_list(value, what)
    for item in items:
        if not isinstance(item, str):
            raise GameRecordError(f"{what} must hold card ids (strings), got {item!r}")
    return tuple(items)


def read_pair(value: Any, what: str) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    items = read_list(value, what)
    if len(items) != 2:
        raise GameRecordError(f"{what} must hold two lists (seat 0, seat 1)")
    return (read_cards(items[0], f"{what}[0]"), read_cards(items[1], f"{what}[1]"))


def read_seat(value: Any, what: str, seats: int = 2) -> Seat:
    """A seat number below *seats* (2 in Scopa, 4 in Scopone)."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < seats:
        raise GameRecordError(f"{what} must be {', '.join(map(str, range(seats - 1)))} or {seats - 1}, "
                              f"got {value!r:.40}")
    seat: Seat = value
    return seat


def read_count(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise GameRecordError(f"{what} must be a whole number >= 0, got {value!r}")
    return value


def read_counts(value: Any, what: str) -> tuple[int, int]:
    items = read_list(value, what)
    if len(items) != 2:
        raise GameRecordError(f"{what} must hold two whole numbers (seat 0, seat 1), got {value!r}")
    return (read_count(items[0], f"{what}[0]"), read_count(items[1], f"{what}[1]"))


def read_scope(value: Any) -> tuple[int, int]:
    items = read_list(value, "scope")
    if len(items) != 2 or not all(isinstance(n, int) and not isinstance(n, bool) for n in items):
        raise GameRecordError(f"scope must be two whole numbers, got {value!r}")
    return (items[0], items[1])


# --- events ----------------------------------------------------------------------------------

def event_to_json(event: ScopaEvent) -> dict[str, Any]:
    """The event as a JSON-ready dict: its kind and its fields (card lists as lists)."""
    obj: dict[str, Any] = {"kind": event.kind}
    for name, value in event.fields().items():
        obj[name] = list(value) if isinstance(value, tuple) else value
    return obj


def _optional_seat(value: Any, what: str, seats: int = 2) -> Seat | None:
    return None if value is None else read_seat(value, what, seats)


def _card(value: Any, what: str) -> Card:
    if not isinstance(value, str) or not is_scopa_card(value):
        raise GameRecordError(f"{what} must be a Scopa card id, got {value!r}")
    return value


def _cards(value: Any, what: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise GameRecordError(f"{what} must be a list of card ids, got {value!r}")
    return tuple(_card(card, what) for card in value)


_READERS: dict[str, Callable[[Any, str], Any]] = {"card": _card, "cards": _cards}


def event_from_json(obj: Any, seats: int = 2) -> ScopaEvent:
    """Reads :func:`event_to_json` output (or the older untyped form) of a game of *seats* seats;
    raises GameRecordError."""
    if not isinstance(obj, dict) or not isinstance(obj.get("kind"), str):
        raise GameRecordError(f"not an event: {obj!r}")
    if "detail" in obj:
        return _from_untyped(obj)
    cls = EVENT_TYPES.get(obj["kind"])
    if cls is None:
        raise GameRecordError(f"unknown event kind {obj['kind']!r} (expected {', '.join(EVENT_KINDS)})")
    fields: dict[str, Any] = {}
    for name in cls.__match_args__:
        if name not in obj:
            raise GameRecordError(f"{cls.kind} event: missing field {name!r}")
        what = f"{cls.kind} event {name}"
        if name == "seat":
            fields[name] = (_optional_seat(obj[name], what, seats) if cls is Dealt
                            else read_seat(obj[name], what, seats))
        else:
            fields[name] = _READERS[name](obj[name], what)
    return cls(**fields)


def _from_untyped(obj: dict[str, Any]) -> ScopaEvent:
    """An event of the untyped form: kind, seat, cards, points and detail."""
    kind = obj["kind"]
    seat = _optional_seat(obj.get("seat"), "event seat")
    cards = _cards(obj.get("cards", []), "event cards")
    if kind == "dealt":
        return Dealt(seat, cards)
    if kind == "deal_over":
        return DealEnded()
    if seat is None:
        raise GameRecordError(f"a {kind} event needs a seat")
    if kind == "redeal":
        return Redealt(seat, cards)
    if kind == "captured":
        return Captured(seat, cards)
    if kind == "last_take":
        return LastTaken(seat, cards)
    if kind not in ("played", "laid", "scopa"):
        raise GameRecordError(f"unknown event kind {kind!r}")
    if len(cards) != 1:
        raise GameRecordError(f"a {kind} event names one card, got {list(cards)!r}")
    if kind == "played":
        return Played(seat, cards[0])
    return Laid(seat, cards[0]) if kind == "laid" else ScopaScored(seat, cards[0])
