"""What Briscola's states and views share: completed tricks, the strict readers of their JSON forms,
and the checks that a position is one the rules can reach (spec §2.5, §4, §8, §12).

JSON forms use the seat letters of the table size (``S N``; ``S E W``; ``S E N W``), card ids and
``"S:7c"`` for a card played by a seat. Readers raise GameRecordError naming the field that is wrong
and accept nothing they would not write: an unknown field, a card of another deck, a trick won by
the wrong seat or a stock count the deal cannot have are all refused.

>>> trick_to_json(Trick(1, ((0, "7c"), (1, "1c")), 1), 2)
{'number': 1, 'plays': ['S:7c', 'N:1c'], 'winner': 'N'}
>>> read_plays(["S:7c", "N:1c"], 2, "trick")
((0, '7c'), (1, '1c'))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

from pyapp.briscola.events import EVENT_KINDS, BriscolaEvent, Exchanged
from pyapp.briscola.options import BriscolaOptions
from pyapp.briscola.rules import HAND_SIZE, SEAT_LETTERS, SUIT, Card, deck_of, exchangeable, side_of, trick_winner
from pyapp.engine import GameRecordError
from pyapp.tricks import side_count

T = TypeVar("T")


class Trick(NamedTuple):
    """A completed trick: its number (from 1), the plays in order, and the winner (a named tuple:
    a value, and cheap to make at every trick of a playout)."""

    number: int
    plays: tuple[tuple[int, Card], ...]
    winner: int

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in play order."""
        return tuple(card for _, card in self.plays)


# --- readers ---------------------------------------------------------------------------------------


def get(obj: Any, key: str, kind: type[T], what: str) -> T:
    """``obj[key]``, checked to be of *kind* (never a bool for an int)."""
    if not isinstance(obj, dict) or key not in obj:
        raise GameRecordError(f"{what}: missing field {key!r}")
    value = obj[key]
    if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
        raise GameRecordError(f"{what}: field {key!r} should be {kind.__name__}, got {value!r:.60}")
    return value


def check_fields(obj: Any, known: Sequence[str], what: str) -> dict[str, Any]:
    """*obj* as an object with no field outside *known*."""
    if not isinstance(obj, dict):
        raise GameRecordError(f"{what}: expected a JSON object, got {type(obj).__name__}")
    unknown = sorted(str(key) for key in obj if key not in known)
    if unknown:
        raise GameRecordError(f"{what}: unknown field {unknown[0]!r:.60}")
    return obj


def read_int(value: Any, what: str, low: int, high: int) -> int:
    """A whole number within low..high."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise GameRecordError(f"{what}: expected a number {low}-{high}, got {value!r:.40}")
    return value


def read_flag(value: Any, what: str) -> bool:
    """true or false."""
    if not isinstance(value, bool):
        raise GameRecordError(f"{what}: expected true or false, got {value!r:.40}")
    return value


def read_list(value: Any, length: int | None, item: Callable[[Any, str], T], what: str) -> tuple[T, ...]:
    """A list (of *length* items, when given) read item by item."""
    if not isinstance(value, list) or (length is not None and len(value) != length):
        size = f"{length} " if length is not None else ""
        raise GameRecordError(f"{what}: expected a list of {size}items, got {value!r:.60}")
    return tuple(item(entry, f"{what}[{index}]") for index, entry in enumerate(value))


def read_seat(value: Any, players: int, what: str) -> int:
    """The seat number of a seat letter at a table of *players*."""
    letters = SEAT_LETTERS[players]
    if not isinstance(value, str) or value not in letters:
        raise GameRecordError(f"{what}: not a seat {value!r:.20} (expected {', '.join(letters)})")
    return letters.index(value)


def read_optional_seat(value: Any, players: int, what: str) -> int | None:
    """A seat letter, or None for null."""
    return None if value is None else read_seat(value, players, what)


def read_card(value: Any, players: int, what: str) -> Card:
    """A card id of the deck of *players* (the three-player deck has no ``2c``)."""
    if not isinstance(value, str) or value not in _DECK_SETS[players]:
        raise GameRecordError(f"{what}: not a card of the {len(deck_of(players))}-card deck: {value!r:.20}")
    return value


def read_optional_card(value: Any, players: int, what: str) -> Card | None:
    """A card id, or None for null."""
    return None if value is None else read_card(value, players, what)


def read_cards(value: Any, players: int, what: str) -> tuple[Card, ...]:
    """A list of card ids."""
    return read_list(value, None, lambda card, where: read_card(card, players, where), what)


_DECK_SETS: dict[int, frozenset[Card]] = {players: frozenset(deck_of(players)) for players in SEAT_LETTERS}


def seat_text(seat: int | None, players: int) -> str | None:
    """The seat letter of a seat number (None stays None)."""
    return None if seat is None else SEAT_LETTERS[players][seat]


def plays_to_json(plays: Sequence[tuple[int, Card]], players: int) -> list[str]:
    """Plays as ``"S:7c"`` strings."""
    letters = SEAT_LETTERS[players]
    return [f"{letters[seat]}:{card}" for seat, card in plays]


def read_plays(value: Any, players: int, what: str) -> tuple[tuple[int, Card], ...]:
    """Plays from ``"S:7c"`` strings."""

    def one(entry: Any, where: str) -> tuple[int, Card]:
        if not isinstance(entry, str) or ":" not in entry:
            raise GameRecordError(f"{where}: expected 'seat:card', got {entry!r:.40}")
        seat, _, card = entry.partition(":")
        return read_seat(seat, players, where), read_card(card, players, where)

    plays = read_list(value, None, one, what)
    if len(plays) > players:
        raise GameRecordError(f"{what}: a trick has at most {players} cards")
    return plays


def trick_to_json(trick: Trick, players: int) -> dict[str, Any]:
    """A completed trick as JSON."""
    return {"number": trick.number, "plays": plays_to_json(trick.plays, players),
            "winner": SEAT_LETTERS[players][trick.winner]}


def read_trick(value: Any, players: int, what: str) -> Trick:
    """A completed trick from JSON (its winner checked)."""
    check_fields(value, ("number", "plays", "winner"), what)
    number = read_int(get(value, "number", int, what), f"{what}.number", 1, 20)
    plays = read_plays(get(value, "plays", list, what), players, f"{what}.plays")
    winner = read_seat(get(value, "winner", str, what), players, f"{what}.winner")
    return Trick(number, plays, winner)


def event_to_json(event: BriscolaEvent, players: int) -> dict[str, Any]:
    """An event as JSON: its kind and its fields, with seat letters."""
    obj: dict[str, Any] = {"kind": event.kind}
    for name, value in event.fields().items():
        obj[name] = SEAT_LETTERS[players][value] if name == "seat" else list(value) if isinstance(value, tuple) \
            else value
    return obj


def read_event(value: Any, players: int, what: str) -> BriscolaEvent:
    """An event from JSON (every field required, none unknown)."""
    kind = get(value, "kind", str, what)
    cls = EVENT_KINDS.get(kind)
    if cls is None:
        raise GameRecordError(f"{what}: unknown event kind {kind!r:.40}")
    names = cls.__match_args__
    check_fields(value, ("kind", *names), what)
    readers: dict[str, Callable[[Any, str], Any]] = {
        "seat": lambda v, w: read_seat(v, players, w), "briscola": lambda v, w: read_card(v, players, w),
        "card": lambda v, w: read_card(v, players, w), "given": lambda v, w: read_card(v, players, w),
        "taken": lambda v, w: read_card(v, players, w), "cards": lambda v, w: read_cards(v, players, w),
        "points": (lambda v, w: read_list(v, side_count(players), lambda p, x: read_int(p, x, 0, 120), w))
        if cls.kind == "game_ended" else (lambda v, w: read_int(v, w, 0, 120)),
        "number": lambda v, w: read_int(v, w, 1, 20), "face_up": read_flag,
    }
    fields = {}
    for name in names:
        if name not in value:
            raise GameRecordError(f"{what}: missing field {name!r}")
        fields[name] = readers[name](value[name], f"{what}.{name}")
    return cls(**fields)


def exchange_to_json(exchange: Exchanged, players: int) -> dict[str, Any]:
    """An exchange of the history as JSON (an ``exchanged`` event without its kind)."""
    obj = event_to_json(exchange, players)
    del obj["kind"]
    return obj


def read_exchange(value: Any, players: int, what: str) -> Exchanged:
    """An exchange of the history from JSON."""
    event = read_event({"kind": "exchanged", **value} if isinstance(value, dict) else value, players, what)
    assert isinstance(event, Exchanged)
    return event


# --- what a reachable position looks like ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Table:
    """The public position, what a state and every view of it share (hands as counts): a seat's
    view is one, with the seat's hand."""

    options: BriscolaOptions
    dealer: int
    briscola: Card
    face_up: Card | None
    stock_count: int
    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    leader: int
    piles: tuple[tuple[Card, ...], ...]
    exchanged: bool
    tricks: tuple[Trick, ...]
    exchanges: tuple[Exchanged, ...]
    face_up_drawn: tuple[int, Card] | None


def check_table(table: Table, known: Sequence[Card], what: str, whole_deck: bool) -> None:
    """Raises GameRecordError unless *table* is a position the rules can reach: cards each once
    (*known*: every card the reader sees, the whole deck when *whole_deck*), hands of equal size
    but for the seats that played to the trick, the stock count a multiple of the players before a
    trick, tricks won by the right seat and in the right piles, and exchanges the option allows."""
    players = table.options.players
    deck = deck_of(players)
    seen = [*known, *(card for pile in table.piles for card in pile), *(card for _, card in table.trick)]
    if table.face_up is not None:
        seen.append(table.face_up)
    if len(set(seen)) != len(seen):
        repeated = next(card for card in seen if seen.count(card) > 1)
        raise GameRecordError(f"{what}: the card {repeated} is in two places")
    located = sum(table.hand_sizes) + table.stock_count + sum(len(pile) for pile in table.piles) + len(table.trick)
    if located != len(deck) or (whole_deck and len(seen) != len(deck)):
        raise GameRecordError(f"{what}: hands, stock, trick and piles hold {located} cards, not {len(deck)}")
    if len(table.piles) != side_count(players):
        raise GameRecordError(f"{what}: expected {side_count(players)} piles, got {len(table.piles)}")
    if any(len(pile) % players for pile in table.piles):
        raise GameRecordError(f"{what}: every pile holds whole tricks ({players} cards each)")
    _check_hands(table, what)
    if len(table.trick) >= players:
        raise GameRecordError(f"{what}: the current trick holds at most {players - 1} cards")
    _check_trick(table.trick, table.leader, players, what)
    number = sum(len(pile) for pile in table.piles) // players + 1
    _check_history(table, number, what)


def _check_hands(table: Table, what: str) -> None:
    players = table.options.players
    played = {seat for seat, _ in table.trick}
    sizes = {size + (seat in played) for seat, size in enumerate(table.hand_sizes)}
    if len(table.hand_sizes) != players or len(sizes) != 1:
        raise GameRecordError(f"{what}: every hand holds as many cards, but for the seats that played to the trick")
    size = sizes.pop()
    if size > HAND_SIZE or (size == 0 and table.trick):
        raise GameRecordError(f"{what}: hands hold 1 to {HAND_SIZE} cards at the start of a trick")
    stock = table.stock_count
    if stock % players or (stock and size != HAND_SIZE) or (table.face_up is None) != (stock == 0):
        raise GameRecordError(f"{what}: a stock count of {stock} is impossible here (a multiple of {players} "
                              f"before a trick, the face-up card drawn last, hands of {HAND_SIZE} until then)")


def _check_trick(plays: Sequence[tuple[int, Card]], leader: int, players: int, what: str) -> None:
    if not 0 <= leader < players:
        raise GameRecordError(f"{what}: no seat {leader} at a table of {players}")
    for step, (seat, _) in enumerate(plays):
        if seat != (leader + step) % players:
            raise GameRecordError(f"{what}: the trick's cards are played in turn order from the leader")


def _check_history(table: Table, number: int, what: str) -> None:
    """The completed tricks, the exchanges and the draw of the face-up card."""
    players = table.options.players
    trump = SUIT[table.briscola]
    last = 0
    for trick in table.tricks:
        if not last < trick.number < number:
            raise GameRecordError(f"{what}: trick {trick.number} is out of order")
        last = trick.number
        if len(trick.plays) != players:
            raise GameRecordError(f"{what}: trick {trick.number} has {len(trick.plays)} cards, not {players}")
        _check_trick(trick.plays, trick.plays[0][0], players, f"{what}: trick {trick.number}")
        actual = trick_winner(trick.plays, trump)
        if trick.winner != actual:
            raise GameRecordError(f"{what}: trick {trick.number} is won by {SEAT_LETTERS[players][actual]}, "
                                  f"not {SEAT_LETTERS[players][trick.winner]}")
        pile = table.piles[side_of(trick.winner, players)]
        if any(card not in pile for card in trick.cards):
            raise GameRecordError(f"{what}: trick {trick.number}'s cards are not in its winner's pile")
    face_up = table.briscola
    for exchange in table.exchanges:
        allowed = exchangeable(table.options.exchange, trump, face_up)
        if exchange.taken != face_up or exchange.given != allowed or exchange.number > number:
            raise GameRecordError(f"{what}: the exchange of {exchange.given} for {exchange.taken} is not possible")
        face_up = exchange.given
    if table.exchanged:
        to_play = (table.leader + len(table.trick)) % players
        latest = table.exchanges[-1] if table.exchanges else None
        if latest is None or latest.seat != to_play or latest.number != number or table.face_up is None:
            raise GameRecordError(f"{what}: 'exchanged' needs an exchange by the seat to play in this trick")
    if table.face_up is not None and table.face_up != face_up:
        raise GameRecordError(f"{what}: the face-up card is {face_up}, not {table.face_up}")
    if table.face_up_drawn is not None:
        seat, card = table.face_up_drawn
        if table.face_up is not None or card != face_up or not 0 <= seat < players:
            raise GameRecordError(f"{what}: the face-up card {face_up} was not drawn so")


def public_holdings(table: Table) -> tuple[frozenset[Card], ...]:
    """The cards every seat knows another holds, by seat: taken in an exchange, or the face-up card
    drawn last, and not played since (§11.2)."""
    players = table.options.players
    played = {card for pile in table.piles for card in pile} | {card for _, card in table.trick}
    held: list[set[Card]] = [set() for _ in range(players)]
    for exchange in table.exchanges:
        held[exchange.seat].discard(exchange.given)
        for others in held:
            others.discard(exchange.taken)
        held[exchange.seat].add(exchange.taken)
    if table.face_up_drawn is not None:
        seat, card = table.face_up_drawn
        held[seat].add(card)
    return tuple(frozenset(cards - played) for cards in held)


def check_holdings(table: Table, hands: Sequence[Sequence[Card] | None], what: str) -> None:
    """Raises GameRecordError unless the cards known to be in a seat's hand (``public_holdings``)
    are in it: in *hands* (None for a hand the reader does not see), and in no other hand it sees."""
    letters = SEAT_LETTERS[table.options.players]
    for seat, cards in enumerate(public_holdings(table)):
        for card in cards:
            hand = hands[seat]
            elsewhere = any(card in other for index, other in enumerate(hands) if index != seat and other is not None)
            if (hand is not None and card not in hand) or elsewhere or len(cards) > table.hand_sizes[seat]:
                raise GameRecordError(f"{what}: {letters[seat]} took {card} in view of all, so holds it")
