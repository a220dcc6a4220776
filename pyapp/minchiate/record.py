"""The JSON forms of a Minchiate deal's record (``pyapp.minchiate.deal_record``: the setup and the
completed tricks) and of the rest that states and views share: the trick in play, the piles, the
ledger, the events.

JSON forms use seat letters (``S E N W``), team letters (``A B``) and card ids; readers
raise GameRecordError naming the field that is wrong. An event is ``{"kind": ..., <field>: ...}``
(``pyapp.minchiate.events``); ``read_event`` also reads the untyped form written before the
events were typed (``kind``, ``seat``, ``cards``, ``points``, ``detail``), which deals saved in
players' browsers still hold, under the key ``events`` rather than ``deal_events``.

>>> event_to_json(TrickWon(2, ("C7", "T6", "CK", "D4"), 5, 1))
{'kind': 'trick_won', 'seat': 'N', 'cards': ['C7', 'T6', 'CK', 'D4'], 'points': 5, 'number': 1}
>>> read_event({"kind": "resto", "seat": None, "cards": [], "points": 0, "detail": "A 1:0"}, "event")
RestoPaid(team=0, resti=(1, 0))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import MISSING, replace
from dataclasses import fields as dataclass_fields
from typing import Any

from pyapp import records, tricks
from pyapp.cards import MATTO, MINCHIATE_DECK
from pyapp.engine import GameRecordError
from pyapp.minchiate.actions import PHASE_OVER, PHASES, Declare, Discard, MinchiateAction, PlayCard
from pyapp.minchiate.deal_record import TRICKS, DealRecord, Trick
from pyapp.minchiate.events import (
    EVENT_KINDS,
    EVENT_TYPES,
    Cut,
    DealEnded,
    DealerChosen,
    DealerStolen,
    Declared,
    Discarded,
    Exposed,
    HandsDealt,
    LeadRounded,
    MattoPaid,
    MinchiateEvent,
    PilesScored,
    Played,
    RestoPaid,
    Revealed,
    Stolen,
    Taken,
    TrickWon,
)
from pyapp.minchiate.rules import SEAT_LETTERS, TEAM_LETTERS, Card, team_of, trick_winner
from pyapp.minchiate.scoring import EndBreakdown, Ledger, end_breakdown
from pyapp.records import (
    read_choice,
    read_field,
    read_flag,
    read_items,
    read_object,
    read_optional,
    read_pair,
    read_text,
    read_whole,
)

DECK = "minchiate"
"""The deck Minchiate is played with (``pyapp.cards.DECK_NAMES``)."""


# --- JSON ------------------------------------------------------------------------------------


def seat_text(seat: int | None) -> str | None:
    """Seat letter of a seat number (None stays None)."""
    return None if seat is None else SEAT_LETTERS[seat]


def read_seat(value: Any, what: str) -> int:
    """Seat number of a seat letter."""
    return read_choice(value, what, SEAT_LETTERS)


def read_optional_seat(value: Any, what: str) -> int | None:
    """Seat number of a seat letter, or None for null."""
    return read_optional(value, what, read_seat)


def read_team(value: Any, what: str) -> int:
    """Team number of a team letter."""
    return read_choice(value, what, TEAM_LETTERS)


def read_card(value: Any, what: str) -> Card:
    """A card id."""
    return records.read_card(value, what, DECK)


def read_cards(value: Any, what: str) -> tuple[Card, ...]:
    """A list of card ids."""
    return records.read_cards(value, what, DECK)


def plays_to_json(plays: Sequence[tuple[int, Card]]) -> list[str]:
    """Plays as ``"W:C7"`` strings (``pyapp.tricks``)."""
    return tricks.plays_to_json(plays, SEAT_LETTERS)


def read_plays(value: Any, what: str) -> tuple[tuple[int, Card], ...]:
    """Plays from ``"W:C7"`` strings (``pyapp.tricks``)."""
    return tricks.read_plays(value, what, SEAT_LETTERS, read_card)


def check_trick_order(plays: Sequence[tuple[int, Card]], what: str) -> None:
    """Plays of a trick must come from consecutive seats and not be the Matto alone at four."""
    if not tricks.in_turn_order(plays, 4):
        raise GameRecordError(f"{what}: seats must follow counter-clockwise (S E N W)")
    if len(plays) == 4 and all(card == MATTO for _, card in plays):
        raise GameRecordError(f"{what}: impossible trick")


def trick_to_json(trick: Trick) -> dict[str, Any]:
    """A completed trick as JSON."""
    return {"number": trick.number, "plays": plays_to_json(trick.plays),
            "winner": SEAT_LETTERS[trick.winner], "points": trick.points}


def read_trick(value: Any, what: str) -> Trick:
    """A completed trick from JSON."""
    trick = read_object(value, what)
    number = read_whole(read_field(trick, "number", what), f"{what}.number", 1, TRICKS)
    plays = read_plays(read_field(trick, "plays", what), f"{what}.plays")
    if len(plays) != 4:
        raise GameRecordError(f"{what}: a completed trick has 4 cards")
    check_trick_order(plays, what)
    winner = read_seat(read_field(trick, "winner", what), f"{what}.winner")
    if winner != trick_winner(plays):
        actual = SEAT_LETTERS[trick_winner(plays)]
        raise GameRecordError(f"{what}: {actual} wins this trick, not {SEAT_LETTERS[winner]}")
    points = read_whole(read_field(trick, "points", what), f"{what}.points", 0, 142)
    return Trick(number, plays, winner, points)


def event_to_json(event: MinchiateEvent) -> dict[str, Any]:
    """An event as JSON: its kind and its fields, with seat and team letters."""
    obj: dict[str, Any] = {"kind": event.kind}
    for name, value in event.fields().items():
        if name == "seat":
            value = SEAT_LETTERS[value]
        elif name in _TEAM_FIELDS:
            value = None if value is None else TEAM_LETTERS[value]
        elif isinstance(value, tuple):
            value = list(value)
        obj[name] = value
    return obj


_TEAM_FIELDS = frozenset(("team", "owner", "creditor"))


def _read_names(value: Any, what: str) -> tuple[str, ...]:
    names = read_items(value, what, read_text)
    try:
        return Declare(names).combinations
    except ValueError as error:
        raise GameRecordError(f"{what}: {error}") from None


def _read_resti(value: Any, what: str) -> tuple[int, int]:
    first, second = read_pair(value, what, lambda v, w: read_whole(v, w, 0, 1_000))
    return (first, second)


def _read_number(value: Any, what: str) -> int:
    return read_whole(value, what, -10_000, 10_000)


_EVENT_FIELDS: dict[str, Callable[[Any, str], Any]] = {
    "seat": read_seat, "team": read_team, "owner": read_team, "creditor": read_team, "card": read_card,
    "cards": read_cards, "combinations": _read_names, "fallback": read_flag, "resti": _read_resti,
}


def _has_default(cls: type[MinchiateEvent], name: str) -> bool:
    """True for a field added after records were first written (an older record lacks it: its
    default stands), such as ``Discarded.fallback``, ``Cut.card`` or ``PilesScored.matto_bonus``."""
    return any(field.name == name and field.default is not MISSING for field in dataclass_fields(cls))


def as_recorded(events: Sequence[MinchiateEvent], recorded: Sequence[MinchiateEvent]) -> list[dict[str, Any]]:
    """The JSON of *events* without the facts an older record of them (*recorded*, the same events
    as read) lacks: a field added since (see :func:`_has_default`) that *recorded* holds at its
    default is put back to its default, so a replay can be compared with an older save.

    >>> as_recorded([Cut(1, 37, "C5")], [Cut(1, 37)])[0]["card"] is None
    True
    """
    out = []
    for event, old in zip(events, recorded):
        if type(old) is type(event):
            kept = {field.name: field.default for field in dataclass_fields(event)
                    if field.default is not MISSING and getattr(old, field.name) == field.default}
            event = replace(event, **kept)
        out.append(event_to_json(event))
    return out + [event_to_json(event) for event in events[len(recorded):]]


def read_event(value: Any, what: str) -> MinchiateEvent:
    """An event from JSON (or from the untyped form written before the events were typed)."""
    kind = read_text(read_field(read_object(value, what), "kind", what), f"{what}.kind")
    if "detail" in value:
        return _read_untyped_event(value, what)
    cls = EVENT_TYPES.get(kind)
    if cls is None:
        raise GameRecordError(f"{what}: unknown event kind {kind!r} (expected {', '.join(EVENT_KINDS)})")
    fields: dict[str, Any] = {}
    for name in cls.__match_args__:
        if name not in value:
            if _has_default(cls, name):
                continue
            raise GameRecordError(f"{what}: missing field {name!r}")
        entry = value[name]
        if entry is None and ((cls in (Discarded, Cut) and name == "card") or (cls is LeadRounded and name == "team")):
            fields[name] = None
        else:
            reader: Callable[[Any, str], Any] = _EVENT_FIELDS.get(name, _read_number)
            fields[name] = reader(entry, f"{what}.{name}")
    build: Callable[..., MinchiateEvent] = cls
    return build(**fields)


def _read_untyped_event(value: dict[str, Any], what: str) -> MinchiateEvent:
    """An event of the untyped form (kind, seat, cards, points, detail) that older saves hold."""
    kind = value["kind"]
    seat_value = value.get("seat")
    seat = 0 if seat_value is None else read_seat(seat_value, f"{what}.seat")
    cards = read_cards(value.get("cards", []), f"{what}.cards")
    points = value.get("points", 0)
    if isinstance(points, bool) or not isinstance(points, int):
        raise GameRecordError(f"{what}.points: expected a number, got {points!r}")
    detail = read_text(value.get("detail", ""), f"{what}.detail")
    words = detail.split()
    try:
        if kind == "dealer":
            return DealerChosen(seat)
        if kind == "cut":
            return Cut(seat, int(detail))
        if kind == "steal":
            return Stolen(seat, cards, points)
        if kind == "deal":
            return HandsDealt(seat, int(detail or 0))
        if kind == "reveal":
            return Revealed(seat, cards[0], points)
        if kind == "dealer_steal":
            return DealerStolen(seat, cards, points)
        if kind == "take":
            return Taken(seat, cards)
        if kind == "discard":
            return Discarded(seat, cards[0] if cards else None, detail == "fallback")
        if kind == "declare":
            return Declared(seat, _read_names(detail.split("+") if detail else [], f"{what}.detail"), cards, points)
        if kind == "expose":
            return Exposed(cards)
        if kind == "play":
            return Played(seat, cards[0])
        if kind == "trick":
            return TrickWon(seat, cards, points, int(detail))
        if kind == "resto":
            resti_a, resti_b = words[1].split(":")
            return RestoPaid(read_team(words[0], f"{what}.detail"), (int(resti_a), int(resti_b)))
        if kind == "matto_paid":
            return MattoPaid(read_team(words[0], f"{what}.detail"), read_team(words[1], f"{what}.detail"), cards[0])
        if kind == "end_points":
            return PilesScored(read_team(words[0], f"{what}.detail"), *map(int, words[1:5]))
        if kind == "end_resti":
            team = None if words[0] == "-" else read_team(words[0], f"{what}.detail")
            return LeadRounded(team, int(words[1]), points)
        if kind == "result":
            resti_a, resti_b = detail.split(":")
            return DealEnded((int(resti_a), int(resti_b)))
    except (IndexError, ValueError, TypeError) as error:
        raise GameRecordError(f"{what}: cannot read a {kind} event from {value!r} ({error})") from None
    raise GameRecordError(f"{what}: unknown event kind {kind!r}")


def choices(events: Sequence[MinchiateEvent]) -> tuple[tuple[int, MinchiateAction], ...]:
    """The players' choices among a deal's *events*, in order, as (seat, action): each discard
    not forced by the fallback, each declaration and each card played (a discard hidden from a
    view, with no card, is none)."""
    moves: list[tuple[int, MinchiateAction]] = []
    for event in events:
        if type(event) is Discarded and not event.fallback and event.card is not None:
            moves.append((event.seat, Discard(event.card)))
        elif type(event) is Declared:
            moves.append((event.seat, Declare(event.combinations)))
        elif type(event) is Played:
            moves.append((event.seat, PlayCard(event.card)))
    return tuple(moves)


def ledger_to_json(ledger: Ledger) -> list[int]:
    """A ledger as ``[delta, resti_a, resti_b]``."""
    return [ledger.delta, ledger.resti_a, ledger.resti_b]


def read_ledger(value: Any, what: str) -> Ledger:
    """A ledger from ``[delta, resti_a, resti_b]``."""
    delta, resti_a, resti_b = read_items(value, what, _read_number, 3, "3 numbers (delta, resti A, resti B)")
    if resti_a < 0 or resti_b < 0:
        raise GameRecordError(f"{what}: resti cannot be negative")
    return Ledger(delta, resti_a, resti_b)


def record_to_json(record: DealRecord) -> dict[str, Any]:
    """The setup record as JSON."""
    return {
        "dealer": SEAT_LETTERS[record.dealer],
        "cut": record.cut,
        "stolen": list(record.stolen),
        "revealed": list(record.revealed),
        "dealer_stolen": list(record.dealer_stolen),
        "taken": list(record.taken),
        "fola": list(record.fola),
        "quotas": list(record.quotas),
        "discards": [list(cards) for cards in record.discards],
        "fallback": list(record.fallback),
        "declarations": [None if names is None else list(names) for names in record.declarations],
        "declared_cards": [list(cards) for cards in record.declared_cards],
        "exposed": record.exposed,
    }


def read_record(obj: dict[str, Any], what: str) -> DealRecord:
    """The setup record from JSON (the same dict may hold other fields)."""

    def names(value: Any, where: str) -> tuple[str, ...] | None:
        return read_optional(value, where, _read_names)

    def optional_card(value: Any, where: str) -> Card | None:
        return read_optional(value, where, read_card)

    def field(name: str) -> Any:
        return read_field(obj, name, what)

    seats = "4 items (seats S, E, N, W)"
    return DealRecord(
        dealer=read_seat(field("dealer"), f"{what}.dealer"),
        cut=read_whole(field("cut"), f"{what}.cut", 0, 93),
        stolen=read_cards(field("stolen"), f"{what}.stolen"),
        revealed=read_items(field("revealed"), f"{what}.revealed", optional_card, 4, seats),
        dealer_stolen=read_cards(field("dealer_stolen"), f"{what}.dealer_stolen"),
        taken=read_cards(field("taken"), f"{what}.taken"),
        fola=read_cards(field("fola"), f"{what}.fola"),
        quotas=read_items(field("quotas"), f"{what}.quotas", lambda v, w: read_whole(v, w, 0, 13), 4, seats),
        discards=read_items(field("discards"), f"{what}.discards", read_cards, 4, seats),
        fallback=read_items(field("fallback"), f"{what}.fallback", read_flag, 4, seats),
        declarations=read_items(field("declarations"), f"{what}.declarations", names, 4, seats),
        declared_cards=read_items(field("declared_cards"), f"{what}.declared_cards", read_cards, 4, seats),
        exposed=read_flag(field("exposed"), f"{what}.exposed"),
    )


# --- JSON of the play part (shared by states and views) ---------------------------------------


def play_to_json(trick: tuple[tuple[int, Card], ...], led: frozenset[str], tricks: tuple[Trick, ...],
                  piles: tuple[tuple[Card, ...], tuple[Card, ...]], won: tuple[int, int], ledger: Ledger,
                  debt: tuple[int, int] | None, deal_events: tuple[MinchiateEvent, ...],
                  breakdown: EndBreakdown | None) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "trick": plays_to_json(trick),
        "led_suits": sorted(led),
        "tricks": [trick_to_json(t) for t in tricks],
        "piles": [list(piles[0]), list(piles[1])],
        "tricks_won": list(won),
        "ledger": ledger_to_json(ledger),
        "matto_debt": None if debt is None else [TEAM_LETTERS[debt[0]], TEAM_LETTERS[debt[1]]],
        "deal_events": [event_to_json(event) for event in deal_events],
    }
    if breakdown is not None:
        obj["play_ledger"] = [breakdown.delta_before, breakdown.teams[0].resti_during_play,
                              breakdown.teams[1].resti_during_play]
    return obj


PlayParts = tuple[tuple[tuple[int, Card], ...], frozenset[str], tuple[Trick, ...],
                  tuple[tuple[Card, ...], tuple[Card, ...]], tuple[int, int], Ledger,
                  tuple[int, int] | None, tuple[MinchiateEvent, ...]]


def read_phase(obj: dict[str, Any], what: str) -> tuple[str, int | None]:
    """Phase and seat to play; they must agree (None exactly when over)."""
    phase = read_text(read_field(obj, "phase", what), f"{what}.phase")
    if phase not in PHASES:
        raise GameRecordError(f"{what}: unknown phase {phase!r} (expected {', '.join(PHASES)})")
    to_play = read_optional_seat(obj.get("to_play"), f"{what}.to_play")
    if (to_play is None) != (phase == PHASE_OVER):
        raise GameRecordError(f"{what}: to_play must be null exactly when the phase is over")
    return phase, to_play


def read_play(obj: dict[str, Any], what: str) -> PlayParts:
    """The play part of a state or view JSON: trick, led suits, tricks, piles, won, ledger, debt, deal events.

    The deal's events are ``deal_events``; records written before the events were typed hold
    them as ``events`` (in the untyped form), which is read too.
    """
    trick = read_plays(read_field(obj, "trick", what), f"{what}.trick")
    check_trick_order(trick, f"{what}.trick")
    led = read_items(read_field(obj, "led_suits", what), f"{what}.led_suits", _read_suit)
    tricks = read_items(read_field(obj, "tricks", what), f"{what}.tricks", read_trick)
    for number, completed in enumerate(tricks, start=1):
        if completed.number != number:
            raise GameRecordError(f"{what}.tricks: trick {completed.number} out of order (expected {number})")
    piles = read_pair(read_field(obj, "piles", what), f"{what}.piles", read_cards, "two lists (teams A, B)")
    won = read_pair(read_field(obj, "tricks_won", what), f"{what}.tricks_won",
                    lambda v, w: read_whole(v, w, 0, TRICKS), "two numbers (teams A, B)")
    ledger = read_ledger(read_field(obj, "ledger", what), f"{what}.ledger")
    debt_value = obj.get("matto_debt")
    debt = None
    if debt_value is not None:
        owner, creditor = read_pair(debt_value, f"{what}.matto_debt", read_team, "two teams (owner, creditor)")
        if owner == creditor:
            raise GameRecordError(f"{what}.matto_debt: a team cannot owe itself")
        debt = (owner, creditor)
    key = "deal_events" if "deal_events" in obj or "events" not in obj else "events"
    events = read_items(obj.get(key, []), f"{what}.{key}", read_event)
    return (trick, frozenset(led), tricks, piles, won, ledger, debt, events)


def _read_suit(value: Any, what: str) -> str:
    if value not in ("C", "D", "S", "B", "T"):
        raise GameRecordError(f"{what}: not a suit {value!r} (expected C, D, S, B or T)")
    return str(value)


def check_cards(hands: Sequence[Sequence[Card]], record: DealRecord, trick: Sequence[tuple[int, Card]],
                piles: tuple[Sequence[Card], Sequence[Card]], what: str, whole_deck: bool = False) -> None:
    """No card may be in two places; with *whole_deck* (a full state: all four hands), every card of
    the 97 must be somewhere."""
    every = [c for hand in hands for c in hand] + list(record.whole_fola()) + [c for _, c in trick]
    every += list(piles[0]) + list(piles[1])
    seen: set[Card] = set()
    for card in every:
        if card in seen:
            raise GameRecordError(f"{what}: card {card} is in two places")
        seen.add(card)
    if whole_deck and len(seen) != len(MINCHIATE_DECK):
        missing = [card for card in MINCHIATE_DECK if card not in seen]
        raise GameRecordError(f"{what}: the deal lacks {len(missing)} of the 97 cards (first: {missing[0]})")


def end_from_json(obj: dict[str, Any], phase: str, tricks: tuple[Trick, ...],
                  piles: tuple[tuple[Card, ...], tuple[Card, ...]], ledger: Ledger,
                  what: str) -> EndBreakdown | None:
    """The end breakdown of a finished deal, recomputed from the piles and the ledger at the end of play."""
    if phase != PHASE_OVER:
        return None
    if not tricks:
        raise GameRecordError(f"{what}: a finished deal needs its last trick")
    before = read_ledger(read_field(obj, "play_ledger", what), f"{what}.play_ledger")
    breakdown = end_breakdown(piles, team_of(tricks[-1].winner), before)
    if Ledger(0, *breakdown.resti) != ledger:
        raise GameRecordError(f"{what}: the final ledger does not match the end scoring")
    return breakdown
