"""What the trick-taking games (Minchiate, Briscola, Tressette) share: seats and turn order,
partnerships, who wins a trick from the led suit and the trumps (or without trumps: ``NO_TRUMPS``),
the cards that follow the led suit, dealing (one card or a packet at a time) and drawing in turn order.

Seats are numbered in turn order from 0 (You, ``S``); play, dealing and drawing go
counter-clockwise, so the next seat is always ``seat + 1`` (mod the number of players). With four
players the partners sit opposite (S-N against E-W: side 0 and side 1); with fewer, each seat is
its own side. A game describes its cards with two tables (suit letter and trick rank of each card,
higher rank wins) and names its trump suit; the winner of a trick then follows one step rule:

    the first card that can win is provisionally winning; a later card takes over if it is a trump
    and the winning card is not, or if it is of the winning card's suit and ranks higher.

>>> SUITS = {"1c": "c", "7c": "c", "2d": "d", "3s": "s"}
>>> RANKS = {"1c": 10, "7c": 5, "2d": 1, "3s": 9}
>>> trick_winner(((0, "7c"), (1, "1c")), SUITS, RANKS, "d"), trick_winner(((0, "1c"), (1, "2d")), SUITS, RANKS, "d")
(1, 1)
>>> turn_order(2, 4), draw_round(("4c", "9s", "6d"), 1, 2)
((2, 3, 0, 1), (((1, '4c'), (0, '9s')), ('6d',)))
>>> side_of(3, 4), side_of(2, 3), partner_of(1, 4)
(1, 2, 3)
>>> trick_winner(((0, "7c"), (1, "2d"), (2, "1c")), SUITS, RANKS, NO_TRUMPS)
2
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeAlias

from pyapp.engine import Event, GameRecordError, Seat
from pyapp.records import read_choice, read_items

Card: TypeAlias = str
Play: TypeAlias = tuple[int, Card]
"""One card played to a trick: (seat, card)."""


# --- seats, turn order and sides ----------------------------------------------------------------


def next_seat(seat: int, players: int) -> int:
    """The seat on *seat*'s right, who plays, receives and draws next (counter-clockwise)."""
    return (seat + 1) % players


_TURN_ORDERS: dict[tuple[int, int], tuple[int, ...]] = {
    (first, players): tuple((first + step) % players for step in range(players))
    for players in range(1, 9) for first in range(players)
}


def turn_order(first: int, players: int) -> tuple[int, ...]:
    """Every seat once, in turn order from *first*."""
    order = _TURN_ORDERS.get((first, players))
    return order if order is not None else tuple((first + step) % players for step in range(players))


def has_partnerships(players: int) -> bool:
    """True when the seats play in two fixed partnerships (four players, partners opposite)."""
    return players == 4


def side_count(players: int) -> int:
    """How many sides play: two partnerships with four players, else one side per seat."""
    return 2 if has_partnerships(players) else players


def side_of(seat: int, players: int) -> int:
    """The side of *seat*: its partnership with four players (0: S-N, 1: E-W), else the seat itself."""
    return seat % 2 if has_partnerships(players) else seat


def partner_of(seat: int, players: int) -> int | None:
    """The partner opposite *seat* with four players; None when each plays for themselves."""
    return (seat + 2) % 4 if has_partnerships(players) else None


def in_turn_order(plays: Sequence[Play], players: int) -> bool:
    """True when every card of *plays* comes from the seat after the previous card's.

    >>> in_turn_order(((3, "a"), (0, "b")), 4), in_turn_order(((0, "a"), (2, "b")), 4)
    (True, False)
    """
    return all(later == (seat + 1) % players for (seat, _), (later, _) in zip(plays, plays[1:]))


# --- who wins a trick ------------------------------------------------------------------------------

NO_TRUMPS = ""
"""The trump suit of a game without trumps (Tressette): no card's suit is ever the empty text."""


def trick_winner(plays: Sequence[Play], suit_of: Mapping[Card, str], rank_of: Mapping[Card, int],
                 trump: str, led: str | None = None) -> int:
    """The seat that wins *plays* ((seat, card) in play order): the highest trump, else the highest
    card of the *led* suit (by default the first card's). *suit_of* and *rank_of* give each card's
    suit and trick rank (higher wins); a card of neither the led suit nor the trumps never wins (a
    card that never wins, like Minchiate's Matto, has a suit of its own). ValueError when no card
    can win."""
    if led is None:
        led = suit_of[plays[0][1]]
    winner = -1
    best_suit = ""
    best_rank = 0
    for seat, card in plays:
        suit = suit_of[card]
        if suit == best_suit:
            rank = rank_of[card]
            if rank > best_rank:
                winner, best_rank = seat, rank
        elif suit == trump or (winner < 0 and suit == led):
            winner, best_suit, best_rank = seat, suit, rank_of[card]
    if winner < 0:
        raise ValueError("a trick needs a card of the led suit or a trump")
    return winner


def following(hand: Sequence[Card], led: str, suit_of: Mapping[Card, str]) -> tuple[Card, ...]:
    """The cards of *hand* a seat that must follow suit may play to a trick led in *led*: those of
    the led suit, or every card when it holds none (a plain must-follow rule, as in Tressette).

    >>> following(("2c", "9c", "1d"), "c", {"2c": "c", "9c": "c", "1d": "d"}), following(("1d",), "c", {"1d": "d"})
    (('2c', '9c'), ('1d',))
    """
    suited = tuple(card for card in hand if suit_of[card] == led)
    return suited if suited else tuple(hand)


# --- dealing and drawing ---------------------------------------------------------------------------


def deal_one_at_a_time(deck: Sequence[Card], first: int, players: int,
                       cards_each: int) -> tuple[tuple[Card, ...], ...]:
    """The hands (indexed by seat) of dealing *deck* (index 0 on top) one card at a time, *cards_each*
    rounds, starting with *first*: seat ``(first + k) % players`` gets cards k, k + players, ...

    >>> deal_one_at_a_time("abcdefgh", 1, 2, 3)
    (('b', 'd', 'f'), ('a', 'c', 'e'))
    """
    hands: list[tuple[Card, ...]] = [()] * players
    for step in range(players):
        hands[(first + step) % players] = tuple(deck[step:players * cards_each:players])
    return tuple(hands)


def deal_in_packets(deck: Sequence[Card], first: int, players: int, packet: int,
                    cards_each: int) -> tuple[tuple[Card, ...], ...]:
    """The hands (indexed by seat) of dealing *deck* (index 0 on top) *packet* cards at a time in turn
    order from *first*, until each seat has *cards_each*.

    >>> deal_in_packets("abcdefgh", 1, 2, 2, 4)
    (('c', 'd', 'g', 'h'), ('a', 'b', 'e', 'f'))
    """
    hands: list[list[Card]] = [[] for _ in range(players)]
    position = 0
    for _ in range(cards_each // packet):
        for seat in turn_order(first, players):
            hands[seat].extend(deck[position:position + packet])
            position += packet
    return tuple(tuple(hand) for hand in hands)


def draw_round(stock: Sequence[Card], winner: int, players: int) -> tuple[tuple[Play, ...], tuple[Card, ...]]:
    """One card each from the top of *stock*, the trick's *winner* first and then in turn order:
    the (seat, card) draws and the stock left. The stock must hold a card for every seat."""
    if len(stock) < players:
        raise ValueError(f"a drawing round needs {players} cards, the stock holds {len(stock)}")
    return tuple(zip(turn_order(winner, players), stock)), tuple(stock[players:])


# --- the events of a trick ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Played(Event):
    """*seat* played *card* to the trick."""

    kind: ClassVar[str] = "played"
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """*seat* won trick *number* of *cards* (in play order), scoring *points* for its side (as its
    game counts them: Briscola the cards' points, Minchiate those captured from the opponents)."""

    kind: ClassVar[str] = "trick_won"
    seat: Seat
    cards: tuple[Card, ...]
    points: int
    number: int


# --- the plays of a trick as text ------------------------------------------------------------------


def plays_to_json(plays: Sequence[Play], letters: Sequence[str]) -> list[str]:
    """Plays as ``"S:7c"`` strings: the seat's letter (*letters* in seat order) and the card.

    >>> plays_to_json(((3, "C7"), (0, "T1")), "SENW")
    ['W:C7', 'S:T1']
    """
    return [f"{letters[seat]}:{card}" for seat, card in plays]


def read_plays(value: Any, what: str, letters: Sequence[str],
               read_card: Callable[[Any, str], Card]) -> tuple[Play, ...]:
    """Plays from ``"S:7c"`` strings (at most one per seat), each card read with *read_card*.

    >>> read_plays(["N:1c", "S:7c"], "trick", "SN", lambda card, what: card)
    ((1, '1c'), (0, '7c'))
    """

    def one(entry: Any, where: str) -> Play:
        if not isinstance(entry, str) or ":" not in entry:
            raise GameRecordError(f"{where} must be 'seat:card', got {entry!r:.40}")
        seat, _, card = entry.partition(":")
        return read_choice(seat, where, tuple(letters)), read_card(card, where)

    plays = read_items(value, what, one)
    if len(plays) > len(letters):
        raise GameRecordError(f"{what}: a trick has at most {len(letters)} cards")
    return plays
