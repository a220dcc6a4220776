"""The record of a Minchiate deal that states and views share: the setup (cut, steals,
reveals, Fola, discards, declarations), completed tricks, and their JSON forms (events included).

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
from dataclasses import MISSING, dataclass, replace
from dataclasses import fields as dataclass_fields
from typing import Any, TypeVar

from pyapp.cards import MATTO, MINCHIATE_DECK, is_minchiate_card
from pyapp.engine import GameRecordError
from pyapp.minchiate.actions import PHASE_OVER, PHASES, Declare, Discard, MinchiateAction, PlayCard
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
from pyapp.minchiate.rules import SEAT_LETTERS, TEAM_LETTERS, Card, led_suit, team_of, trick_winner
from pyapp.minchiate.scoring import EndBreakdown, Ledger, end_breakdown

TRICKS = 21

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: number (1-21), plays in order, winner, and the points it scored at once."""

    number: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    points: int

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in play order."""
        return tuple(card for _, card in self.plays)

    @property
    def led_suit(self) -> str:
        """The suit led (first card other than the Matto)."""
        suit = led_suit(self.cards)
        assert suit is not None
        return suit


@dataclass(frozen=True, slots=True)
class DealRecord:
    """Everything decided before the first lead; changes only during discards and declarations.

    In a view, ``fola`` and the other seats' ``discards`` are empty until the Fola is exposed.
    """

    dealer: int
    cut: int
    """Cards in the lifted packet (4-93); 0 in hand-made positions."""
    stolen: tuple[Card, ...]
    """The cutter's steal, from the cut face upward."""
    revealed: tuple[Card | None, ...]
    """Each seat's 21st card, shown to all (None in hand-made positions)."""
    dealer_stolen: tuple[Card, ...]
    taken: tuple[Card, ...]
    fola: tuple[Card, ...]
    """The Fola left after the dealer's steal and take, top first (discards not included)."""
    quotas: tuple[int, ...]
    """How many cards each seat must discard."""
    discards: tuple[tuple[Card, ...], ...]
    fallback: tuple[bool, ...]
    """Seats whose discards were forced by the §3.8 fallback."""
    declarations: tuple[tuple[str, ...] | None, ...]
    """Combination names declared by each seat (None: not declared yet)."""
    declared_cards: tuple[tuple[Card, ...], ...]
    exposed: bool

    @property
    def cutter(self) -> int:
        """The dealer's left (L), who cuts."""
        return (self.dealer + 3) % 4

    @property
    def first(self) -> int:
        """The dealer's right (R), first to receive cards, declare and lead."""
        return (self.dealer + 1) % 4

    @property
    def play_order(self) -> tuple[int, int, int, int]:
        """R, O, L, D: the order of dealing, reveals and declarations."""
        return tuple((self.dealer + k) % 4 for k in (1, 2, 3, 4))  # type: ignore[return-value]

    def whole_fola(self) -> tuple[Card, ...]:
        """The Fola with the discards on it (cutter's, then dealer's), as exposed."""
        extra = tuple(card for seat in (self.cutter, self.dealer) for card in self.discards[seat])
        return self.fola + extra

    def redacted(self, seat: int) -> DealRecord:
        """The record as *seat* sees it: before the exposure, no Fola and no other seat's discards."""
        if self.exposed:
            return self
        discards = tuple(cards if other == seat else () for other, cards in enumerate(self.discards))
        return replace(self, fola=(), discards=discards)


# --- JSON ------------------------------------------------------------------------------------


def seat_text(seat: int | None) -> str | None:
    """Seat letter of a seat number (None stays None)."""
    return None if seat is None else SEAT_LETTERS[seat]


def get(obj: dict[str, Any], key: str, kind: type[T], what: str) -> T:
    """``obj[key]``, checked to be of *kind*."""
    if not isinstance(obj, dict) or key not in obj:
        raise GameRecordError(f"{what}: missing field {key!r}")
    value = obj[key]
    if kind is int and isinstance(value, bool) or not isinstance(value, kind):
        raise GameRecordError(f"{what}: field {key!r} should be {kind.__name__}, got {value!r}")
    return value


def read_seat(value: Any, what: str) -> int:
    """Seat number of a seat letter."""
    if value not in SEAT_LETTERS:
        raise GameRecordError(f"{what}: not a seat {value!r} (expected S, E, N or W)")
    return SEAT_LETTERS.index(value)


def read_optional_seat(value: Any, what: str) -> int | None:
    """Seat number of a seat letter, or None for null."""
    return None if value is None else read_seat(value, what)


def read_team(value: Any, what: str) -> int:
    """Team number of a team letter."""
    if value not in TEAM_LETTERS:
        raise GameRecordError(f"{what}: not a team {value!r} (expected A or B)")
    return TEAM_LETTERS.index(value)


def read_text(value: Any, what: str) -> str:
    """A string."""
    if not isinstance(value, str):
        raise GameRecordError(f"{what}: expected text, got {value!r}")
    return value


def read_card(value: Any, what: str) -> Card:
    """A card id."""
    if not isinstance(value, str) or not is_minchiate_card(value):
        raise GameRecordError(f"{what}: not a Minchiate card {value!r}")
    return value


def read_cards(value: Any, what: str) -> tuple[Card, ...]:
    """A list of card ids."""
    if not isinstance(value, list):
        raise GameRecordError(f"{what}: expected a list of cards, got {value!r}")
    return tuple(read_card(card, what) for card in value)


def read_list(value: Any, length: int | None, item: Callable[[Any, str], T], what: str) -> tuple[T, ...]:
    """A list (of *length* items, when given) read item by item."""
    if not isinstance(value, list) or (length is not None and len(value) != length):
        size = f"{length} " if length is not None else ""
        raise GameRecordError(f"{what}: expected a list of {size}items, got {value!r}")
    return tuple(item(entry, f"{what}[{index}]") for index, entry in enumerate(value))


def read_int(value: Any, what: str, low: int, high: int) -> int:
    """An int within low..high."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise GameRecordError(f"{what}: expected a number {low}-{high}, got {value!r}")
    return value


def plays_to_json(plays: Sequence[tuple[int, Card]]) -> list[str]:
    """Plays as ``"W:C7"`` strings."""
    return [f"{SEAT_LETTERS[seat]}:{card}" for seat, card in plays]


def read_plays(value: Any, what: str) -> tuple[tuple[int, Card], ...]:
    """Plays from ``"W:C7"`` strings."""

    def one(entry: Any, where: str) -> tuple[int, Card]:
        if not isinstance(entry, str) or ":" not in entry:
            raise GameRecordError(f"{where}: expected 'seat:card', got {entry!r}")
        seat, _, card = entry.partition(":")
        return read_seat(seat, where), read_card(card, where)

    plays = read_list(value, None, one, what)
    if len(plays) > 4:
        raise GameRecordError(f"{what}: a trick has at most 4 cards")
    return plays


def check_trick_order(plays: Sequence[tuple[int, Card]], what: str) -> None:
    """Plays of a trick must come from consecutive seats and not be the Matto alone at four."""
    for (seat, _), (later, _) in zip(plays, plays[1:], strict=False):
        if later != (seat + 1) % 4:
            raise GameRecordError(f"{what}: seats must follow counter-clockwise (S E N W)")
    if len(plays) == 4 and all(card == MATTO for _, card in plays):
        raise GameRecordError(f"{what}: impossible trick")


def trick_to_json(trick: Trick) -> dict[str, Any]:
    """A completed trick as JSON."""
    return {"number": trick.number, "plays": plays_to_json(trick.plays),
            "winner": SEAT_LETTERS[trick.winner], "points": trick.points}


def read_trick(value: Any, what: str) -> Trick:
    """A completed trick from JSON."""
    number = read_int(get(value, "number", int, what), f"{what}.number", 1, 21)
    plays = read_plays(get(value, "plays", list, what), f"{what}.plays")
    if len(plays) != 4:
        raise GameRecordError(f"{what}: a completed trick has 4 cards")
    check_trick_order(plays, what)
    winner = read_seat(get(value, "winner", str, what), f"{what}.winner")
    if winner != trick_winner(plays):
        actual = SEAT_LETTERS[trick_winner(plays)]
        raise GameRecordError(f"{what}: {actual} wins this trick, not {SEAT_LETTERS[winner]}")
    points = read_int(get(value, "points", int, what), f"{what}.points", 0, 142)
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


def _read_flag(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise GameRecordError(f"{what}: expected true or false, got {value!r}")
    return value


def _read_names(value: Any, what: str) -> tuple[str, ...]:
    names = read_list(value, None, read_text, what)
    try:
        return Declare(names).combinations
    except ValueError as error:
        raise GameRecordError(f"{what}: {error}") from None


def _read_resti(value: Any, what: str) -> tuple[int, int]:
    first, second = read_list(value, 2, lambda v, w: read_int(v, w, 0, 1_000), what)
    return (first, second)


def _read_number(value: Any, what: str) -> int:
    return read_int(value, what, -10_000, 10_000)


_EVENT_FIELDS: dict[str, Callable[[Any, str], Any]] = {
    "seat": read_seat, "team": read_team, "owner": read_team, "creditor": read_team, "card": read_card,
    "cards": read_cards, "combinations": _read_names, "fallback": _read_flag, "resti": _read_resti,
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
    kind = get(value, "kind", str, what)
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
    delta, resti_a, resti_b = read_list(value, 3, lambda v, w: read_int(v, w, -10_000, 10_000), what)
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
        if value is None:
            return None
        declared = read_list(value, None, read_text, where)
        try:
            return Declare(declared).combinations
        except ValueError as error:
            raise GameRecordError(f"{where}: {error}") from None

    def flag(value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            raise GameRecordError(f"{where}: expected true or false, got {value!r}")
        return value

    def optional_card(value: Any, where: str) -> Card | None:
        return None if value is None else read_card(value, where)

    return DealRecord(
        dealer=read_seat(get(obj, "dealer", str, what), f"{what}.dealer"),
        cut=read_int(get(obj, "cut", int, what), f"{what}.cut", 0, 93),
        stolen=read_cards(get(obj, "stolen", list, what), f"{what}.stolen"),
        revealed=read_list(get(obj, "revealed", list, what), 4, optional_card, f"{what}.revealed"),
        dealer_stolen=read_cards(get(obj, "dealer_stolen", list, what), f"{what}.dealer_stolen"),
        taken=read_cards(get(obj, "taken", list, what), f"{what}.taken"),
        fola=read_cards(get(obj, "fola", list, what), f"{what}.fola"),
        quotas=read_list(get(obj, "quotas", list, what), 4, lambda v, w: read_int(v, w, 0, 13),
                         f"{what}.quotas"),
        discards=read_list(get(obj, "discards", list, what), 4, read_cards, f"{what}.discards"),
        fallback=read_list(get(obj, "fallback", list, what), 4, flag, f"{what}.fallback"),
        declarations=read_list(get(obj, "declarations", list, what), 4, names, f"{what}.declarations"),
        declared_cards=read_list(get(obj, "declared_cards", list, what), 4, read_cards,
                                 f"{what}.declared_cards"),
        exposed=flag(get(obj, "exposed", bool, what), f"{what}.exposed"),
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
    phase = get(obj, "phase", str, what)
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
    trick = read_plays(get(obj, "trick", list, what), f"{what}.trick")
    check_trick_order(trick, f"{what}.trick")
    led = read_list(get(obj, "led_suits", list, what), None, _read_suit, f"{what}.led_suits")
    tricks = read_list(get(obj, "tricks", list, what), None, read_trick, f"{what}.tricks")
    for number, completed in enumerate(tricks, start=1):
        if completed.number != number:
            raise GameRecordError(f"{what}.tricks: trick {completed.number} out of order (expected {number})")
    pile_list = read_list(get(obj, "piles", list, what), 2, read_cards, f"{what}.piles")
    won = read_list(get(obj, "tricks_won", list, what), 2, _read_count, f"{what}.tricks_won")
    ledger = read_ledger(get(obj, "ledger", list, what), f"{what}.ledger")
    debt_value = obj.get("matto_debt")
    debt = None
    if debt_value is not None:
        owner, creditor = read_list(debt_value, 2, read_team, f"{what}.matto_debt")
        if owner == creditor:
            raise GameRecordError(f"{what}.matto_debt: a team cannot owe itself")
        debt = (owner, creditor)
    key = "deal_events" if "deal_events" in obj or "events" not in obj else "events"
    events = read_list(obj.get(key, []), None, read_event, f"{what}.{key}")
    piles = (pile_list[0], pile_list[1])
    return (trick, frozenset(led), tricks, piles, (won[0], won[1]), ledger, debt, events)


def _read_suit(value: Any, what: str) -> str:
    if value not in ("C", "D", "S", "B", "T"):
        raise GameRecordError(f"{what}: not a suit {value!r} (expected C, D, S, B or T)")
    return str(value)


def _read_count(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= TRICKS:
        raise GameRecordError(f"{what}: expected 0-{TRICKS}, got {value!r}")
    return value


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
    before = read_ledger(get(obj, "play_ledger", list, what), f"{what}.play_ledger")
    breakdown = end_breakdown(piles, team_of(tricks[-1].winner), before)
    if Ledger(0, *breakdown.resti) != ledger:
        raise GameRecordError(f"{what}: the final ledger does not match the end scoring")
    return breakdown
