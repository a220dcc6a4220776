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

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self

from pyapp.cards import Card
from pyapp.engine import GameRecordError, Seat, read_json
from pyapp.house_rules import ScopaRules
from pyapp.records import (
    check_fields,
    read_card,
    read_cards,
    read_field,
    read_items,
    read_list,
    read_optional,
    read_pair,
    read_seat,
    read_whole,
)
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

if TYPE_CHECKING:
    from pyapp.scopa.position import ScopaPosition, ScopaSeatView

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


def read_optional_seat(value: Any, what: str, seats: int) -> Seat | None:
    """A seat number below *seats*, or None for null."""
    return read_optional(value, what, lambda seat, where: read_seat(seat, where, seats))


def history_to_json(history: Sequence[tuple[Seat, Play]]) -> list[list[Any]]:
    """The plays of a deal so far as ``[seat, "play"]`` lists (what :func:`read_history` reads)."""
    return [[seat, str(play)] for seat, play in history]


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


# --- states and views --------------------------------------------------------------------------

class JsonText:
    """The one-line text form of a state or a view, from its JSON form (``to_json``, ``from_json``)."""

    __slots__ = ()
    RECORD: ClassVar[str]
    """What the record is called in the message that refuses a text that is not JSON (``scopa view``)."""

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-ready dict."""
        raise NotImplementedError

    @classmethod
    def from_json(cls, obj: Any) -> Self:
        """Reads :meth:`to_json` output; raises GameRecordError naming what is wrong."""
        raise NotImplementedError

    def to_text(self) -> str:
        """The record as one line of JSON (round-trips through :meth:`from_text`)."""
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_text(cls, text: str) -> Self:
        """Reads :meth:`to_text` output; raises GameRecordError naming what is wrong."""
        return cls.from_json(read_json(text, cls.RECORD))


def position_to_json(state: ScopaPosition, game: str, head: dict[str, Any],
                     stock: dict[str, Any]) -> dict[str, Any]:
    """The JSON form of a whole state of a deal on Scopa's engine (hidden cards included): *game*,
    the game's own *head* fields (Scopone's mode), the dealer, the hands, the table, the *stock*
    (Scopa's), the piles, scope, last capturer, plays made, history, events and rules."""
    return {
        "game": game, **head, "dealer": state.dealer, "hands": [list(hand) for hand in state.hands],
        "table": list(state.table), **stock, "piles": [list(pile) for pile in state.piles],
        "scope": list(state.scope), "last_capturer": state.last_capturer, "plays_made": state.plays_made,
        "history": history_to_json(state.history), "events": [event_to_json(event) for event in state.events],
        "rules": state.rules.to_json(),
    }


def read_position_fields(obj: dict[str, Any], what: str, seats: int, sides: str) -> dict[str, Any]:
    """The fields every state of a deal on Scopa's engine writes but the hands, as the keyword
    arguments of the game's builder (``deal_from``, ``scopone_from``); *sides* names a side in the
    messages (``seat``, ``side``). History, events and rules may be missing (older records)."""
    return {
        "table": read_scopa_cards(read_field(obj, "table", what), "table"),
        "dealer": read_seat(read_field(obj, "dealer", what), "dealer", seats),
        "piles": read_piles(read_field(obj, "piles", what), "piles", f"two lists ({sides} 0, {sides} 1)"),
        "scope": read_counts(read_field(obj, "scope", what), "scope", f"two whole numbers ({sides} 0, {sides} 1)"),
        "last_capturer": read_optional_seat(read_field(obj, "last_capturer", what), "last_capturer", seats),
        "history": read_history(obj.get("history", []), "history", seats),
        "events": read_items(obj.get("events", []), "events",
                             lambda event, where: event_from_json(event, where, seats)),
        "rules": ScopaRules.from_json(obj.get("rules", {})),
    }


def check_plays_made(obj: dict[str, Any], plays_made: int) -> None:
    """GameRecordError when a record's ``plays_made`` (optional) is not the number of plays its cards show."""
    if "plays_made" in obj and obj["plays_made"] != plays_made:
        raise GameRecordError(f"plays_made {obj['plays_made']!r:.20} does not match the cards ({plays_made})")


def view_to_json(view: ScopaSeatView, game: str, head: dict[str, Any], counts: dict[str, Any]) -> dict[str, Any]:
    """The JSON form of a seat's view of a deal on Scopa's engine: *game*, the seat, the game's own
    *head* fields (Scopone's mode), the dealer, the plays made, the hand, the table, the piles, the
    game's *counts* of the hidden cards, the scope, the last capturer, the match score, the history
    and the rules."""
    return {
        "game": game, "seat": view.seat, **head, "dealer": view.dealer, "plays_made": view.plays_made,
        "hand": list(view.hand), "table": list(view.table), "piles": [list(pile) for pile in view.piles],
        **counts, "scope": list(view.scope), "last_capturer": view.last_capturer,
        "match_score": list(view.match_score), "history": history_to_json(view.history),
        "rules": view.rules.to_json(),
    }


def read_view_fields(obj: Any, what: str, game: str, fields: Sequence[str], seats: int,
                     sides: str) -> dict[str, Any]:
    """The fields every view of a deal on Scopa's engine writes, as the view's keyword arguments, from
    a JSON object of *game* that holds exactly *fields*; *sides* names a side (``seat``, ``side``)."""
    if not isinstance(obj, dict) or obj.get("game") != game:
        raise GameRecordError(f'{what}: expected an object with "game": "{game}", got {obj!r:.80}')
    check_fields(obj, what, fields)
    pair = f"({sides} 0, {sides} 1)"
    return {
        "seat": read_seat(obj["seat"], f"{what}.seat", seats),
        "hand": read_scopa_cards(obj["hand"], f"{what}.hand"),
        "table": read_scopa_cards(obj["table"], f"{what}.table"),
        "piles": read_piles(obj["piles"], f"{what}.piles", f"two lists {pair}"),
        "scope": read_counts(obj["scope"], f"{what}.scope", f"two whole numbers {pair}"),
        "last_capturer": read_optional_seat(obj["last_capturer"], f"{what}.last_capturer", seats),
        "dealer": read_seat(obj["dealer"], f"{what}.dealer", seats),
        "plays_made": read_whole(obj["plays_made"], f"{what}.plays_made"),
        "history": read_history(obj["history"], f"{what}.history", seats),
        "match_score": read_counts(obj["match_score"], f"{what}.match_score", f"two whole numbers {pair}"),
        "rules": ScopaRules.from_json(obj["rules"], f"{what}.rules"),
    }


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
            fields[name] = (read_optional_seat(obj[name], what, seats) if cls is Dealt
                            else read_seat(obj[name], what, seats))
        else:
            fields[name] = _READERS[name](obj[name], what)
    return cls(**fields)


def _from_untyped(obj: dict[str, Any]) -> ScopaEvent:
    """An event of the untyped form: kind, seat, cards, points and detail (written by Scopa only:
    two seats)."""
    kind = obj["kind"]
    seat = read_optional_seat(obj.get("seat"), "event seat", 2)
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
