"""Readers of Scopa's JSON records (states, events): each raises GameRecordError naming the field."""

from __future__ import annotations

from typing import Any

from pyapp.cards import Card
from pyapp.engine import Event, GameRecordError, Seat


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


def read_seat(value: Any, what: str) -> Seat:
    if value not in (0, 1) or isinstance(value, bool):
        raise GameRecordError(f"{what} must be 0 or 1, got {value!r}")
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


def event_from_json(obj: Any) -> Event:
    if not isinstance(obj, dict) or not isinstance(obj.get("kind"), str):
        raise GameRecordError(f"not an event: {obj!r}")
    seat = obj.get("seat")
    return Event(
        obj["kind"],
        None if seat is None else read_seat(seat, "event seat"),
        read_cards(obj.get("cards", []), "event cards"),
        int(obj.get("points", 0)),
        str(obj.get("detail", "")),
    )
