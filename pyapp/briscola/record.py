"""What Briscola's states and views share: completed tricks, the readers of their JSON forms (on the
shared strict readers of ``pyapp.records``), and the checks that a position is one the rules can
reach (spec §2.5, §4, §8, §12).

JSON forms use the seat letters of the table size (``S N``; ``S E W``; ``S E N W``), card ids and
``"S:7c"`` for a card played by a seat (``pyapp.tricks.plays_to_json``). Readers raise
GameRecordError naming the field that is wrong and accept nothing they would not write: an unknown
field, a card of another deck (the three-player deck has no ``2c``), a trick won by the wrong seat or
a stock count the deal cannot have are all refused.

>>> trick_to_json(Trick(1, ((0, "7c"), (1, "1c")), 1), 2)
{'number': 1, 'plays': ['S:7c', 'N:1c'], 'winner': 'N'}
>>> read_card("2c", "hand[0]", 3)
Traceback (most recent call last):
pyapp.engine.GameRecordError: hand[0]: the three-player deck has no 2c
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from pyapp import records, tricks
from pyapp.briscola.events import EVENT_KINDS, BriscolaEvent, Exchanged
from pyapp.briscola.rules import (
    HAND_SIZE,
    SEAT_LETTERS,
    SUIT,
    THREE_PLAYER_LEFT_OUT,
    TOTAL_POINTS,
    Card,
    deck_of,
    exchangeable,
    side_of,
    trick_winner,
)
from pyapp.briscola_options import BriscolaOptions
from pyapp.engine import GameRecordError
from pyapp.records import check_fields, read_choice, read_field, read_flag, read_items, read_object, read_whole
from pyapp.tricks import side_count

DECK = "scopa"
"""Briscola is played with the Scopa deck's cards (``pyapp.cards.DECK_NAMES``)."""
TRICKS = 20
"""The most tricks a game has (two and four players: 20 and 10; three players: 13)."""


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


def read_seat(value: Any, what: str, players: int) -> int:
    """The seat number of a seat letter at a table of *players*."""
    return read_choice(value, what, SEAT_LETTERS[players])


def read_card(value: Any, what: str, players: int) -> Card:
    """A card id of the deck of *players*."""
    card = records.read_card(value, what, DECK)
    if players == 3 and card == THREE_PLAYER_LEFT_OUT:
        raise GameRecordError(f"{what}: the three-player deck has no {THREE_PLAYER_LEFT_OUT}")
    return card


def read_optional_card(value: Any, what: str, players: int) -> Card | None:
    """A card id, or None for null."""
    return None if value is None else read_card(value, what, players)


def read_cards(value: Any, what: str, players: int) -> tuple[Card, ...]:
    """A list of card ids of the deck of *players*."""
    cards = records.read_cards(value, what, DECK)
    if players == 3 and THREE_PLAYER_LEFT_OUT in cards:
        raise GameRecordError(f"{what}: the three-player deck has no {THREE_PLAYER_LEFT_OUT}")
    return cards


def read_points(value: Any, what: str, players: int) -> tuple[int, ...]:
    """The card points of every side."""
    return read_items(value, what, lambda points, where: read_whole(points, where, 0, TOTAL_POINTS),
                      side_count(players), f"one number per side ({side_count(players)})")


def seat_text(seat: int | None, players: int) -> str | None:
    """The seat letter of a seat number (None stays None)."""
    return None if seat is None else SEAT_LETTERS[players][seat]


def plays_to_json(plays: Sequence[tuple[int, Card]], players: int) -> list[str]:
    """Plays as ``"S:7c"`` strings."""
    return tricks.plays_to_json(plays, SEAT_LETTERS[players])


def read_plays(value: Any, what: str, players: int) -> tuple[tuple[int, Card], ...]:
    """Plays from ``"S:7c"`` strings (at most one per seat)."""
    return tricks.read_plays(value, what, SEAT_LETTERS[players], lambda card, where: read_card(card, where, players))


def trick_to_json(trick: Trick, players: int) -> dict[str, Any]:
    """A completed trick as JSON."""
    return {"number": trick.number, "plays": plays_to_json(trick.plays, players),
            "winner": SEAT_LETTERS[players][trick.winner]}


def read_trick(value: Any, what: str, players: int) -> Trick:
    """A completed trick from JSON (its winner is checked with the position)."""
    check_fields(read_object(value, what), what, ("number", "plays", "winner"))
    return Trick(read_whole(value["number"], f"{what}.number", 1, TRICKS),
                 read_plays(value["plays"], f"{what}.plays", players),
                 read_seat(value["winner"], f"{what}.winner", players))


def event_to_json(event: BriscolaEvent, players: int) -> dict[str, Any]:
    """An event as JSON: its kind and its fields, with seat letters."""
    obj: dict[str, Any] = {"kind": event.kind}
    for name, value in event.fields().items():
        obj[name] = SEAT_LETTERS[players][value] if name == "seat" else list(value) if isinstance(value, tuple) \
            else value
    return obj


def read_event(value: Any, what: str, players: int) -> BriscolaEvent:
    """An event from JSON (every field required, none unknown)."""
    obj = read_object(value, what)
    kind = read_field(obj, "kind", what)
    cls = EVENT_KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise GameRecordError(f"{what}: unknown event kind {kind!r:.40}")
    names = cls.__match_args__
    check_fields(obj, what, ("kind", *names))
    card: Callable[[Any, str], Any] = lambda v, w: read_card(v, w, players)  # noqa: E731
    readers: dict[str, Callable[[Any, str], Any]] = {
        "seat": lambda v, w: read_seat(v, w, players), "briscola": card, "card": card, "given": card,
        "taken": card, "cards": lambda v, w: read_cards(v, w, players), "face_up": read_flag,
        "points": (lambda v, w: read_points(v, w, players)) if cls is EVENT_KINDS["game_ended"]
        else (lambda v, w: read_whole(v, w, 0, TOTAL_POINTS)),
        "number": lambda v, w: read_whole(v, w, 1, TRICKS),
    }
    return cls(**{name: readers[name](obj[name], f"{what}.{name}") for name in names})


def exchange_to_json(exchange: Exchanged, players: int) -> dict[str, Any]:
    """An exchange of the history as JSON (an ``exchanged`` event without its kind)."""
    obj = event_to_json(exchange, players)
    del obj["kind"]
    return obj


def read_exchange(value: Any, what: str, players: int) -> Exchanged:
    """An exchange of the history from JSON."""
    event = read_event({"kind": "exchanged", **read_object(value, what)}, what, players)
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
    if (plays and plays[0][0] != leader) or not tricks.in_turn_order(plays, players):
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
