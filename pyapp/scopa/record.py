"""The JSON records of Scopa and of the games played on its engine (Scopone): readers of their
fields on top of :mod:`pyapp.records` (seats, the pairs of seats or sides, the deal's plays), and
the events' JSON form; each reader raises GameRecordError naming the field.

An event's JSON form is ``{"kind": ..., <field>: ...}`` with seats as numbers.  ``event_from_json``
also reads the untyped form written before the events were typed (``kind``, ``seat``, ``cards``,
``points``, ``detail``), which matches saved in players' browsers still hold.

>>> event_to_json(Captured(0, ("3d", "4s")))
{'kind': 'captured', 'seat': 0, 'cards': ['3d', '4s']}
>>> event_from_json({"kind": "scopa", "seat": 1, "cards": ["7d"], "points": 1, "detail": ""})
ScopaScored(seat=1, card='7d')
>>> read_history([[1, "7b:4s+3d"]], "history", 2)
((1, Play(card='7b', take=('3d', '4s'))),)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyapp.cards import Card
from pyapp.engine import GameRecordError, Seat
from pyapp.records import read_card, read_cards, read_list, read_optional, read_pair, read_seat, read_whole
from pyapp.scopa.actions import Play, parse_action
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
from pyapp.scopa.rules import DECK

NO_CARDS: tuple[Card, ...] = ()
"""An empty pile, hand or table."""


def read_scopa_cards(value: Any, what: str) -> tuple[Card, ...]:
    """A list of Scopa card ids."""
    return read_cards(value, what, DECK)


def read_piles(value: Any, what: str, holding: str = "two lists (seat 0, seat 1)") -> tuple[tuple[Card, ...],
                                                                                             tuple[Card, ...]]:
    """The two piles of a deal (by seat in Scopa; *holding* names them for another game)."""
    return read_pair(value, what, read_scopa_cards, holding)


def read_counts(value: Any, what: str, holding: str = "two whole numbers (seat 0, seat 1)") -> tuple[int, int]:
    """Two whole numbers >= 0 (scope, match scores)."""
    return read_pair(value, what, read_whole, holding)


def read_history(value: Any, what: str, seats: int) -> tuple[tuple[Seat, Play], ...]:
    """The plays of a deal so far, each ``[seat, "play"]`` (a seat below *seats*, a play's text)."""
    entries: list[tuple[Seat, Play]] = []
    for number, entry in enumerate(read_list(value, what)):
        where = f"{what}[{number}]"
        if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[1], str):
            raise GameRecordError(f'{where} must be [seat, "play"], got {entry!r:.60}')
        seat = read_seat(entry[0], f"{where}[0]", seats)
        try:
            play = parse_action(entry[1])
        except GameRecordError as error:
            raise GameRecordError(f"{where}: {error}") from None
        entries.append((seat, play))
    return tuple(entries)


# --- events ----------------------------------------------------------------------------------

def event_to_json(event: ScopaEvent) -> dict[str, Any]:
    """The event as a JSON-ready dict: its kind and its fields (card lists as lists)."""
    obj: dict[str, Any] = {"kind": event.kind}
    for name, value in event.fields().items():
        obj[name] = list(value) if isinstance(value, tuple) else value
    return obj


def _card(value: Any, what: str) -> Card:
    return read_card(value, what, DECK)


_READERS: dict[str, Callable[[Any, str], Any]] = {"card": _card, "cards": read_scopa_cards}


def event_from_json(obj: Any, what: str = "event", seats: int = 2) -> ScopaEvent:
    """Reads :func:`event_to_json` output (or the older untyped form) of a game of *seats* seats
    found at *what*; raises GameRecordError."""
    if not isinstance(obj, dict) or not isinstance(obj.get("kind"), str):
        raise GameRecordError(f"{what} is not an event: {obj!r:.80}")
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
            fields[name] = (read_optional(obj[name], what, lambda seat, where: read_seat(seat, where, seats))
                            if cls is Dealt else read_seat(obj[name], what, seats))
        else:
            fields[name] = _READERS[name](obj[name], what)
    return cls(**fields)


def _from_untyped(obj: dict[str, Any]) -> ScopaEvent:
    """An event of the untyped form: kind, seat, cards, points and detail (written by Scopa only:
    two seats)."""
    kind = obj["kind"]
    seat = read_optional(obj.get("seat"), "event seat", lambda value, what: read_seat(value, what, 2))
    cards = read_scopa_cards(obj.get("cards", []), "event cards")
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
