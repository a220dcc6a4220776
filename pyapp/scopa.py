"""Scopa for two players (you against one AI), a match to 11: the pure rules engine.

Rules in brief (the authoritative card is ``rules/scopa.md``):

* 40 cards, capture values Asso 1, 2-7, Donna 8, Cavallo 9, Re 10. Deal 3 cards each and 4 to
  the table (redeal by the same dealer while the table shows three or four Re); the
  non-dealer plays first; when both hands are empty, 3 more each from the stock (non-dealer
  first, nothing to the table): 6 rounds, 36 plays.
* A played card must take exactly one table card of its value if there is one (no sums then);
  otherwise one group of two or more table cards adding up to its value; otherwise it is laid
  on the table. A card that can capture can never be laid.
* Taking every card on the table is a *scopa* (1 point), except on the 36th play. At the end
  the last capturer takes what is left on the table (no scopa); nobody, if nobody captured.
* Deal score = scope + four prizes (1 point each, ties to nobody): most cards, most coins,
  the settebello, primiera. A match ends after a deal once someone has 11 or more and more
  than the other.

Glossary: *scopa* (pl. *scope*) sweep of the table; *presa* capture; *mazziere* dealer;
*mazzo* the stock; *denari, coppe, spade, bastoni* coins, cups, swords, batons (``d c s b``);
*asso* ace; *donna, cavallo, re* the court cards 8, 9, 10; *settebello* the 7 of coins
(``7d``); *carte* the cards prize; *primiera* the prize of the best card per suit;
*partita* match; *smazzata* a deal.

Seats: 0 is the human ("You"), 1 the AI. Every action is a :class:`Play`; a state is an
immutable :class:`ScopaState`; each seat sees a :class:`ScopaView`; :class:`Match` plays deals
to 11.

Events (``state.events``, what the action that led to the state did, in order):
``dealt`` (seat, the cards; seat None for the table), ``redeal`` (the dealer, the table that
forced it), ``played`` (seat, the card), then ``captured`` (seat, the taken table cards) and
perhaps ``scopa`` (seat, the sweeping card, 1 point), or ``laid`` (seat, the card); after the
36th play ``last_take`` (the last capturer, the cards left on the table; absent when the table
is empty or nobody captured, in which case those cards stay on the table and count for nobody)
and ``deal_over``. ``dealt`` events name hidden cards: a UI shows only its own seat's.

>>> state = deal(random.Random(7), dealer=0)
>>> state.to_play, len(state.hands[1]), len(state.table), len(state.stock)
(1, 3, 4, 30)
>>> state.play(state.legal_actions()[0]).to_play
0
>>> legal_plays(["7b"], ["7c", "3d", "4s"])
(Play(card='7b', take=('7c',)),)
>>> str(parse_action("7b:4s+3d")), primiera(["7d", "6c", "1s", "5b"])
('7b:3d+4s', 70)
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from pyapp.cards import SCOPA_DECK, SCOPA_SUITS, Card, is_scopa_card, parse_scopa_card, scopa_value
from pyapp.engine import Event, GameRecordError, IllegalActionError, Seat

__all__ = [
    "COINS_SUIT", "EVENT_KINDS", "HAND_SIZE", "MATCH_TARGET", "PLAYS_PER_DEAL", "PRIMIERA_VALUES",
    "SCOPA_DECK", "SETTEBELLO", "STOCK_SIZE", "TABLE_SIZE", "DealScore", "Match", "Play",
    "ScopaState", "ScopaView", "check_counts", "deal", "deal_from", "deck_order", "legal_plays",
    "needs_redeal", "parse_action", "plays_made_from_counts", "primiera", "score_deal",
]

# --- constants ---------------------------------------------------------------------------

HAND_SIZE = 3
TABLE_SIZE = 4
PLAYS_PER_DEAL = 36
STOCK_SIZE = 40 - 2 * HAND_SIZE - TABLE_SIZE  # 30 after the first deal
MATCH_TARGET = 11
SETTEBELLO: Card = "7d"
COINS_SUIT = "d"
KING_VALUE = 10
PRIMIERA_VALUES: dict[int, int] = {7: 21, 6: 18, 1: 16, 5: 15, 4: 14, 3: 13, 2: 12, 8: 10, 9: 10, 10: 10}
EVENT_KINDS: tuple[str, ...] = (
    "dealt", "redeal", "played", "captured", "laid", "scopa", "last_take", "deal_over",
)

_VALUE: dict[Card, int] = {card: scopa_value(card) for card in SCOPA_DECK}
_INDEX: dict[Card, int] = {card: index for index, card in enumerate(SCOPA_DECK)}
_PRIMIERA: dict[Card, int] = {card: PRIMIERA_VALUES[_VALUE[card]] for card in SCOPA_DECK}


# --- actions -----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Play:
    """One play: *card* from the hand, capturing *take* (in deck order), or laid if empty."""

    card: Card
    take: tuple[Card, ...] = ()

    def __str__(self) -> str:
        """``7b:3d+4s`` for a capture, ``7b`` for laying the card down."""
        if self.take:
            return f"{self.card}:{'+'.join(self.take)}"
        return self.card

    @property
    def is_capture(self) -> bool:
        """True when the play takes table cards."""
        return bool(self.take)


_LAY: dict[Card, Play] = {card: Play(card) for card in SCOPA_DECK}
_SINGLE: dict[tuple[Card, Card], Play] = {}


def _parse_card(text: str, whole: str) -> Card:
    try:
        return parse_scopa_card(text)
    except ValueError as error:
        raise ValueError(f"{error}; in action {whole!r}") from None


def deck_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards sorted in the order of ``SCOPA_DECK`` (the canonical order of a take)."""
    return tuple(sorted(cards, key=_INDEX.__getitem__))


def parse_action(text: str) -> Play:
    """Reads ``7b`` or ``7b:3d+4s`` (taken cards in any order); raises ValueError on bad text.

    >>> parse_action("10d:4b+1d+2c+3s")
    Play(card='10d', take=('1d', '2c', '3s', '4b'))
    """
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"empty or non-text action {text!r}: expected e.g. '7b' or '7b:3d+4s'")
    card_text, colon, take_text = text.partition(":")
    card = _parse_card(card_text, text)
    if not colon:
        return _LAY[card]
    if not take_text.strip():
        raise ValueError(f"no taken cards after ':' in {text!r}: expected e.g. '7b:3d+4s'")
    take = [_parse_card(part, text) for part in take_text.split("+")]
    if len(set(take)) != len(take):
        raise ValueError(f"a card is taken twice in {text!r}")
    if card in take:
        raise ValueError(f"the played card {card} cannot also be taken in {text!r}")
    return Play(card, deck_order(take))


def _sum_groups(cards: list[Card], target: int) -> list[tuple[Card, ...]]:
    """Every group of two or more of *cards* (in deck order) adding up to *target*."""
    values = [_VALUE[card] for card in cards]
    count = len(cards)
    groups: list[tuple[Card, ...]] = []
    chosen: list[Card] = []

    def search(start: int, remaining: int) -> None:
        for index in range(start, count):
            value = values[index]
            if value == remaining:
                if chosen:
                    groups.append((*chosen, cards[index]))
            elif value < remaining:
                chosen.append(cards[index])
                search(index + 1, remaining - value)
                chosen.pop()

    search(0, target)
    return groups


def _card_plays(card: Card, table: Sequence[Card]) -> tuple[Play, ...]:
    """The legal plays of one card onto *table* (spec §3)."""
    value = _VALUE[card]
    same = [other for other in table if _VALUE[other] == value]
    if same:
        if len(same) > 1:
            same.sort(key=_INDEX.__getitem__)
        plays = []
        for other in same:
            play = _SINGLE.get((card, other))
            if play is None:
                play = _SINGLE[(card, other)] = Play(card, (other,))
            plays.append(play)
        return tuple(plays)
    smaller = [other for other in table if _VALUE[other] < value]
    if len(smaller) > 1:
        smaller.sort(key=_INDEX.__getitem__)
        groups = _sum_groups(smaller, value)
        if groups:
            return tuple([Play(card, group) for group in groups])
    return (_LAY[card],)


def legal_plays(hand: Sequence[Card], table: Sequence[Card]) -> tuple[Play, ...]:
    """The legal plays of *hand* onto *table*: hand order, then takes in deck order.

    A card with a same-value card on the table must take exactly one of them (no sums);
    otherwise it must take a group of two or more adding up to its value; otherwise it is laid.

    >>> [str(p) for p in legal_plays(["7b", "6d"], ["3d", "4s", "5c", "2b"])]
    ['7b:3d+4s', '7b:5c+2b', '6d:4s+2b']
    """
    if len(hand) == 1:
        return _card_plays(hand[0], table)
    plays: list[Play] = []
    for card in hand:
        plays.extend(_card_plays(card, table))
    return tuple(plays)


def needs_redeal(table: Sequence[Card]) -> bool:
    """True when an opening table holds three or four Re (the same dealer deals again).

    >>> needs_redeal(["10c", "10d", "10s", "4b"]), needs_redeal(["10c", "10d", "4b", "5s"])
    (True, False)
    """
    return sum(1 for card in table if _VALUE[card] == KING_VALUE) >= 3


# Events shared between states (events are immutable values).
_PLAYED: tuple[dict[Card, Event], ...] = tuple(
    {card: Event("played", seat, (card,)) for card in SCOPA_DECK} for seat in (0, 1)
)
_LAID: tuple[dict[Card, Event], ...] = tuple(
    {card: Event("laid", seat, (card,)) for card in SCOPA_DECK} for seat in (0, 1)
)
_SCOPA: tuple[dict[Card, Event], ...] = tuple(
    {card: Event("scopa", seat, (card,), 1) for card in SCOPA_DECK} for seat in (0, 1)
)
_DEAL_OVER = Event("deal_over")


def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(cards) if cards else "(empty)"


# --- state -------------------------------------------------------------------------------

def seat_to_play(dealer: Seat, plays_made: int) -> Seat | None:
    """Whose turn it is after *plays_made* plays of a deal dealt by *dealer* (None at the end).

    >>> seat_to_play(0, 0), seat_to_play(0, 1), seat_to_play(1, 36)
    (1, 0, None)
    """
    if plays_made >= PLAYS_PER_DEAL:
        return None
    return (dealer + 1 + plays_made) & 1


@dataclass(frozen=True, slots=True)
class ScopaState:
    """A complete position of one deal, hidden cards included (an immutable value).

    ``hands``, ``piles`` and ``scope`` are indexed by seat; ``table`` is in the order the
    cards arrived; ``stock`` is dealt from the front; ``events`` are those of the action that
    led here (the deal events for a fresh deal). Build one with :func:`deal` or
    :func:`deal_from`.
    """

    dealer: Seat
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    scope: tuple[int, int]
    last_capturer: Seat | None
    plays_made: int
    history: tuple[tuple[Seat, Play], ...]
    events: tuple[Event, ...]

    @property
    def to_play(self) -> Seat | None:
        """The seat to play (the non-dealer leads, then turns alternate); None at the end."""
        return seat_to_play(self.dealer, self.plays_made)

    @property
    def is_over(self) -> bool:
        """True after the 36th play."""
        return self.plays_made >= PLAYS_PER_DEAL

    def legal_actions(self) -> tuple[Play, ...]:
        """The legal plays of the seat to play (empty when the deal is over)."""
        if self.plays_made >= PLAYS_PER_DEAL:
            return ()
        return legal_plays(self.hands[(self.dealer + 1 + self.plays_made) & 1], self.table)

    def play(self, action: Play) -> ScopaState:
        """The state after *action*; raises IllegalActionError (and changes nothing) if illegal."""
        seat = self.to_play
        if seat is None:
            raise IllegalActionError(f"the deal is over: no more plays ({action} refused)", "refusal.deal_over")
        if not isinstance(action, Play):
            raise IllegalActionError(f"not a Scopa play: {action!r}")
        card = action.card
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalActionError(
                f"{card} is not in the hand of seat {seat}: hand {_cards_text(hand)}", "refusal.not_in_hand", card=card
            )
        legal = _card_plays(card, self.table)
        if action not in legal:
            refusal = "refusal.must_lay" if len(legal) == 1 and not legal[0].take else "refusal.capture"
            raise IllegalActionError(self._illegal_message(action, legal), refusal, card=card)
        return self._apply(seat, action)

    def _illegal_message(self, action: Play, legal: tuple[Play, ...]) -> str:
        table = f"table {_cards_text(self.table)}"
        if len(legal) == 1 and not legal[0].take:
            return f"{action.card} cannot take {'+'.join(action.take)}: it must be laid; {table}"
        options = " or ".join("+".join(play.take) for play in legal)
        if action.take and deck_order(action.take) != action.take and any(
            play.take == deck_order(action.take) for play in legal
        ):
            return (f"{action} lists the taken cards out of deck order: "
                    f"play {Play(action.card, deck_order(action.take))}; {table}")
        return f"{action.card} must take {options}: {table}"

    def _apply(self, seat: Seat, action: Play) -> ScopaState:
        """The state after a play already known to be legal (no checks: the search's hot path)."""
        card = action.card
        take = action.take
        hands = self.hands
        piles = self.piles
        scope = self.scope
        last_capturer = self.last_capturer
        plays_made = self.plays_made + 1
        hand = tuple([other for other in hands[seat] if other != card])
        events: tuple[Event, ...]
        if take:
            table = tuple([other for other in self.table if other not in take])
            pile = piles[seat] + (card,) + take
            piles = (pile, piles[1]) if seat == 0 else (piles[0], pile)
            last_capturer = seat
            if table or plays_made == PLAYS_PER_DEAL:
                events = (_PLAYED[seat][card], Event("captured", seat, take))
            else:
                scope = (scope[0] + 1, scope[1]) if seat == 0 else (scope[0], scope[1] + 1)
                events = (_PLAYED[seat][card], Event("captured", seat, take), _SCOPA[seat][card])
        else:
            table = self.table + (card,)
            events = (_PLAYED[seat][card], _LAID[seat][card])
        hands = (hand, hands[1]) if seat == 0 else (hands[0], hand)
        stock = self.stock
        if plays_made == PLAYS_PER_DEAL:
            if table and last_capturer is not None:
                events += (Event("last_take", last_capturer, table),)
                pile = piles[last_capturer] + table
                piles = (pile, piles[1]) if last_capturer == 0 else (piles[0], pile)
                table = ()
            events += (_DEAL_OVER,)
        elif not hands[0] and not hands[1]:
            first, second = stock[:HAND_SIZE], stock[HAND_SIZE:2 * HAND_SIZE]
            dealer = self.dealer
            hands = (second, first) if dealer == 0 else (first, second)
            stock = stock[2 * HAND_SIZE:]
            events += (Event("dealt", 1 - dealer, first), Event("dealt", dealer, second))
        return ScopaState(
            self.dealer, hands, table, stock, piles, scope, last_capturer, plays_made,
            self.history + ((seat, action),), events,
        )

    def view(self, seat: Seat, match_score: tuple[int, int] = (0, 0)) -> ScopaView:
        """What *seat* knows: its hand, the table, both piles, the counts, the history."""
        return ScopaView(
            seat, self.hands[seat], self.table, self.piles, len(self.hands[1 - seat]),
            len(self.stock), self.scope, self.last_capturer, self.dealer, self.plays_made,
            self.history, match_score,
        )

    def returns(self) -> tuple[float, float]:
        """Deal points of seat 0 minus those of seat 1, and the negation; (0, 0) before the end."""
        if self.plays_made < PLAYS_PER_DEAL:
            return (0.0, 0.0)
        first, second = score_deal(self)
        difference = float(first.total - second.total)
        return (difference, -difference)

    def to_json(self) -> dict[str, Any]:
        """The whole state (hidden cards included) as a JSON-ready dict."""
        return {
            "game": "scopa",
            "dealer": self.dealer,
            "hands": [list(hand) for hand in self.hands],
            "table": list(self.table),
            "stock": list(self.stock),
            "piles": [list(pile) for pile in self.piles],
            "scope": list(self.scope),
            "last_capturer": self.last_capturer,
            "plays_made": self.plays_made,
            "history": [[seat, str(play)] for seat, play in self.history],
            "events": [event.to_json() for event in self.events],
        }

    def to_text(self) -> str:
        """The whole state as one line of JSON (round-trips through :meth:`from_text`)."""
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, obj: Any) -> ScopaState:
        """Reads :meth:`to_json` output; raises GameRecordError when it is not a valid state."""
        if not isinstance(obj, dict) or obj.get("game") != "scopa":
            raise GameRecordError("not a Scopa state: expected an object with \"game\": \"scopa\"")
        try:
            history = tuple(
                (_read_seat(entry[0], "history seat"), parse_action(entry[1]))
                for entry in _read_list(obj.get("history", []), "history")
            )
            state = deal_from(
                hands=_read_pair(obj.get("hands"), "hands"),
                table=_read_cards(obj.get("table"), "table"),
                stock=_read_cards(obj.get("stock"), "stock"),
                dealer=_read_seat(obj.get("dealer"), "dealer"),
                piles=_read_pair(obj.get("piles"), "piles"),
                scope=_read_scope(obj.get("scope")),
                last_capturer=(None if obj.get("last_capturer") is None
                               else _read_seat(obj.get("last_capturer"), "last_capturer")),
                history=history,
                events=tuple(_event_from_json(event)
                             for event in _read_list(obj.get("events", []), "events")),
            )
        except (TypeError, IndexError, KeyError) as error:
            raise GameRecordError(f"malformed Scopa state: {error}") from None
        except GameRecordError:
            raise
        except ValueError as error:
            raise GameRecordError(str(error)) from None
        if "plays_made" in obj and obj["plays_made"] != state.plays_made:
            raise GameRecordError(
                f"plays_made {obj['plays_made']!r} does not match the cards ({state.plays_made})"
            )
        return state

    @classmethod
    def from_text(cls, text: str) -> ScopaState:
        """Reads :meth:`to_text` output; raises GameRecordError when it is not a valid state."""
        try:
            obj = json.loads(text)
        except (TypeError, ValueError) as error:
            raise GameRecordError(f"not JSON: {error}") from None
        return cls.from_json(obj)


def _read_list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise GameRecordError(f"{what} must be a list, got {type(value).__name__}")
    return value


def _read_cards(value: Any, what: str) -> tuple[Card, ...]:
    items = _read_list(value, what)
    for item in items:
        if not isinstance(item, str):
            raise GameRecordError(f"{what} must hold card ids (strings), got {item!r}")
    return tuple(items)


def _read_pair(value: Any, what: str) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    items = _read_list(value, what)
    if len(items) != 2:
        raise GameRecordError(f"{what} must hold two lists (seat 0, seat 1)")
    return (_read_cards(items[0], f"{what}[0]"), _read_cards(items[1], f"{what}[1]"))


def _read_seat(value: Any, what: str) -> Seat:
    if value not in (0, 1) or isinstance(value, bool):
        raise GameRecordError(f"{what} must be 0 or 1, got {value!r}")
    seat: Seat = value
    return seat


def _read_scope(value: Any) -> tuple[int, int]:
    items = _read_list(value, "scope")
    if len(items) != 2 or not all(isinstance(n, int) and not isinstance(n, bool) for n in items):
        raise GameRecordError(f"scope must be two whole numbers, got {value!r}")
    return (items[0], items[1])


def _event_from_json(obj: Any) -> Event:
    if not isinstance(obj, dict) or not isinstance(obj.get("kind"), str):
        raise GameRecordError(f"not an event: {obj!r}")
    seat = obj.get("seat")
    return Event(
        obj["kind"],
        None if seat is None else _read_seat(seat, "event seat"),
        _read_cards(obj.get("cards", []), "event cards"),
        int(obj.get("points", 0)),
        str(obj.get("detail", "")),
    )


# --- building positions -------------------------------------------------------------------

def deal(rng: random.Random, dealer: Seat) -> ScopaState:
    """A fresh deal: shuffle with *rng*, 3 cards each (non-dealer first) and 4 to the table.

    While the table shows three or four Re the same dealer reshuffles and deals again (a
    ``redeal`` event each time). Events: the redeals, then ``dealt`` to the non-dealer, the
    dealer and the table (seat None).
    """
    if dealer not in (0, 1):
        raise ValueError(f"dealer must be 0 or 1, got {dealer!r}")
    deck = list(SCOPA_DECK)
    events: list[Event] = []
    while True:
        rng.shuffle(deck)
        table = tuple(deck[2 * HAND_SIZE:2 * HAND_SIZE + TABLE_SIZE])
        if not needs_redeal(table):
            break
        events.append(Event("redeal", dealer, table, detail="three or more Re on the table"))
    first = tuple(deck[:HAND_SIZE])
    second = tuple(deck[HAND_SIZE:2 * HAND_SIZE])
    events += [Event("dealt", 1 - dealer, first), Event("dealt", dealer, second),
               Event("dealt", None, table)]
    hands = (second, first) if dealer == 0 else (first, second)
    return ScopaState(
        dealer, hands, table, tuple(deck[2 * HAND_SIZE + TABLE_SIZE:]), ((), ()), (0, 0),
        None, 0, (), tuple(events),
    )


def plays_made_from_counts(hand_counts: tuple[int, int], stock_count: int) -> int:
    """How many plays a deal has seen, from the cards still to play: 36 - stock - hands."""
    return PLAYS_PER_DEAL - stock_count - hand_counts[0] - hand_counts[1]


def check_counts(hand_counts: tuple[int, int], stock_count: int, dealer: Seat) -> str | None:
    """Why these hand sizes and stock size cannot occur in a deal, or None when they can."""
    if stock_count not in range(0, STOCK_SIZE + 1, 2 * HAND_SIZE):
        return f"a stock of {stock_count} cards is impossible (30, 24, 18, 12, 6 or 0)"
    rounds_dealt = (STOCK_SIZE - stock_count) // (2 * HAND_SIZE)
    in_round = plays_made_from_counts(hand_counts, stock_count) - 2 * HAND_SIZE * rounds_dealt
    non_dealer = 1 - dealer
    expected = [0, 0]
    expected[non_dealer] = HAND_SIZE - (in_round + 1) // 2
    expected[dealer] = HAND_SIZE - in_round // 2
    if (in_round < 0 or in_round > 2 * HAND_SIZE or (in_round == 2 * HAND_SIZE and stock_count)
            or tuple(expected) != hand_counts):
        return (f"hands of {hand_counts[0]} (seat 0) and {hand_counts[1]} (seat 1) cards with "
                f"{stock_count} in the stock and seat {dealer} dealing cannot happen: the "
                "non-dealer plays first, so the dealer holds as many cards or one more")
    return None


def deal_from(
    hands: tuple[Sequence[Card], Sequence[Card]],
    table: Sequence[Card],
    stock: Sequence[Card],
    dealer: Seat,
    *,
    piles: tuple[Sequence[Card], Sequence[Card]] = ((), ()),
    scope: tuple[int, int] = (0, 0),
    last_capturer: Seat | None = None,
    history: Sequence[tuple[Seat, Play]] = (),
    events: Sequence[Event] = (),
) -> ScopaState:
    """A position from explicit cards (all 40, each once); raises GameRecordError if impossible.

    The number of plays made and the seat to play follow from the counts: 36 - stock - hands
    plays, the non-dealer leading each round.
    """
    if dealer not in (0, 1) or isinstance(dealer, bool):
        raise GameRecordError(f"dealer must be 0 or 1, got {dealer!r}")
    places: list[tuple[str, Sequence[Card]]] = [
        ("hand of seat 0", hands[0]), ("hand of seat 1", hands[1]), ("table", table),
        ("stock", stock), ("pile of seat 0", piles[0]), ("pile of seat 1", piles[1]),
    ]
    where: dict[Card, str] = {}
    for place, cards in places:
        for card in cards:
            if not is_scopa_card(card):
                raise GameRecordError(f"unknown card {card!r} in the {place}")
            if card in where:
                raise GameRecordError(f"card {card} appears twice: {where[card]} and {place}")
            where[card] = place
    if len(where) != len(SCOPA_DECK):
        missing = " ".join(card for card in SCOPA_DECK if card not in where)
        raise GameRecordError(f"a Scopa position holds all 40 cards; {len(where)} given, "
                              f"missing {missing}")
    hand_counts = (len(hands[0]), len(hands[1]))
    problem = check_counts(hand_counts, len(stock), dealer)
    if problem:
        raise GameRecordError(problem)
    plays_made = plays_made_from_counts(hand_counts, len(stock))
    for seat in (0, 1):
        if len(piles[seat]) == 1:
            raise GameRecordError(f"the pile of seat {seat} holds 1 card: a capture takes two "
                                  "or more (the played card and what it took)")
        if not isinstance(scope[seat], int) or scope[seat] < 0:
            raise GameRecordError(f"scope of seat {seat} must be a whole number >= 0")
        if scope[seat] and not piles[seat]:
            raise GameRecordError(f"seat {seat} has scope but an empty pile")
    if last_capturer is None:
        if piles[0] or piles[1]:
            raise GameRecordError("cards were captured but last_capturer is None")
    elif last_capturer not in (0, 1) or not piles[last_capturer]:
        raise GameRecordError(f"last_capturer {last_capturer!r} has not captured anything")
    if plays_made == PLAYS_PER_DEAL and last_capturer is not None and table:
        raise GameRecordError("the deal is over but the table is not empty although "
                              "someone captured (the last capturer takes it)")
    if len(history) > plays_made:
        raise GameRecordError(f"history of {len(history)} plays but only {plays_made} were made")
    for entry in history:
        if (len(entry) != 2 or entry[0] not in (0, 1) or not isinstance(entry[1], Play)
                or not is_scopa_card(entry[1].card)
                or not all(is_scopa_card(card) for card in entry[1].take)):
            raise GameRecordError(f"history entry {entry!r} is not (seat, Play)")
    return ScopaState(
        dealer, (tuple(hands[0]), tuple(hands[1])), tuple(table), tuple(stock),
        (tuple(piles[0]), tuple(piles[1])), (scope[0], scope[1]), last_capturer, plays_made,
        tuple(history), tuple(events),
    )


# --- view --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScopaView:
    """What one seat knows: its hand, the table, both piles (everyone saw the captures), counts.

    ``piles``, ``scope`` and ``match_score`` are indexed by seat.
    """

    seat: Seat
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    opponent_hand_count: int
    stock_count: int
    scope: tuple[int, int]
    last_capturer: Seat | None
    dealer: Seat
    plays_made: int
    history: tuple[tuple[Seat, Play], ...]
    match_score: tuple[int, int] = (0, 0)

    @property
    def to_play(self) -> Seat | None:
        """The seat to play (the non-dealer leads, then turns alternate); None at the end."""
        return seat_to_play(self.dealer, self.plays_made)

    @property
    def is_over(self) -> bool:
        """True after the 36th play."""
        return self.plays_made >= PLAYS_PER_DEAL

    def legal_actions(self) -> tuple[Play, ...]:
        """The legal plays of this seat; empty when it is not its turn."""
        if self.to_play != self.seat:
            return ()
        return legal_plays(self.hand, self.table)

    def unseen(self) -> tuple[Card, ...]:
        """The cards this seat has not seen (opponent's hand and stock), in deck order."""
        seen = set(self.hand)
        seen.update(self.table)
        seen.update(self.piles[0])
        seen.update(self.piles[1])
        return tuple([card for card in SCOPA_DECK if card not in seen])

    def determinize(self, rng: random.Random) -> ScopaState:
        """A full state consistent with this view: the unseen cards dealt uniformly at random
        to the opponent's hand and the stock. Reads nothing hidden."""
        unseen = list(self.unseen())
        count = self.opponent_hand_count
        if len(unseen) != count + self.stock_count:
            raise ValueError(f"inconsistent view: {len(unseen)} unseen cards for an opponent hand "
                             f"of {count} and a stock of {self.stock_count}")
        rng.shuffle(unseen)
        other = tuple(unseen[:count])
        hands = (self.hand, other) if self.seat == 0 else (other, self.hand)
        return ScopaState(
            self.dealer, hands, self.table, tuple(unseen[count:]), self.piles, self.scope,
            self.last_capturer, self.plays_made, self.history, (),
        )


# --- scoring -----------------------------------------------------------------------------

def primiera(cards: Iterable[Card]) -> int | None:
    """The primiera total (best card per suit: 7=21, 6=18, Asso=16, 5=15, 4=14, 3=13, 2=12,
    court cards 10); None when a suit is missing.

    >>> primiera(["7d", "6c", "1s", "5b"]), primiera(["7d", "6c", "1s"])
    (70, None)
    """
    best = dict.fromkeys(SCOPA_SUITS, 0)
    for card in cards:
        suit = card[-1]
        if _PRIMIERA[card] > best[suit]:
            best[suit] = _PRIMIERA[card]
    if not all(best.values()):
        return None
    return sum(best.values())


@dataclass(frozen=True, slots=True)
class DealScore:
    """One seat's result of a deal: the counts, and the points won (each prize 0 or 1)."""

    cards: int
    coins: int
    settebello: bool
    primiera_total: int | None
    scope: int
    card_point: int
    coin_point: int
    settebello_point: int
    primiera_point: int

    @property
    def total(self) -> int:
        """Deal points: scope plus the prizes."""
        return (self.scope + self.card_point + self.coin_point + self.settebello_point
                + self.primiera_point)

    def to_json(self) -> dict[str, Any]:
        """The score as a JSON-ready dict (``total`` included for readers)."""
        return {"cards": self.cards, "coins": self.coins, "settebello": self.settebello,
                "primiera_total": self.primiera_total, "scope": self.scope,
                "card_point": self.card_point, "coin_point": self.coin_point,
                "settebello_point": self.settebello_point,
                "primiera_point": self.primiera_point, "total": self.total}

    @classmethod
    def from_json(cls, obj: Any) -> DealScore:
        """Reads :meth:`to_json` output; raises GameRecordError when malformed."""
        try:
            return cls(int(obj["cards"]), int(obj["coins"]), bool(obj["settebello"]),
                       None if obj["primiera_total"] is None else int(obj["primiera_total"]),
                       int(obj["scope"]), int(obj["card_point"]), int(obj["coin_point"]),
                       int(obj["settebello_point"]), int(obj["primiera_point"]))
        except (TypeError, KeyError, ValueError) as error:
            raise GameRecordError(f"malformed deal score {obj!r}: {error}") from None


def _prize(mine: int | None, theirs: int | None) -> int:
    """1 when *mine* beats *theirs* (None beats nothing, loses to anything), else 0."""
    if mine is None:
        return 0
    return 1 if theirs is None or mine > theirs else 0


def score_deal(state: ScopaState) -> tuple[DealScore, DealScore]:
    """Both seats' scores from the piles and scope (final once the deal is over)."""
    cards = [len(pile) for pile in state.piles]
    coins = [sum(1 for card in pile if card[-1] == COINS_SUIT) for pile in state.piles]
    settebello = [SETTEBELLO in pile for pile in state.piles]
    totals = [primiera(pile) for pile in state.piles]

    def seat_score(seat: Seat) -> DealScore:
        other = 1 - seat
        return DealScore(
            cards[seat], coins[seat], settebello[seat], totals[seat], state.scope[seat],
            _prize(cards[seat], cards[other]), _prize(coins[seat], coins[other]),
            int(settebello[seat]), _prize(totals[seat], totals[other]),
        )

    return (seat_score(0), seat_score(1))


# --- match -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Match:
    """A match to 11 (spec §6).

    A deal's points are added to ``scores`` (and its score appended to ``past_deals``) by the
    play that ends it, the 36th; ``winner`` is only decided while the current deal is over, so
    nothing ends in the middle of a deal. ``next_deal`` deals the next one with the other
    dealer. ``deal_number`` counts from 1.
    """

    scores: tuple[int, int]
    deal_number: int
    first_dealer: Seat
    state: ScopaState
    past_deals: tuple[tuple[DealScore, DealScore], ...] = ()

    @classmethod
    def new(cls, rng: random.Random) -> Match:
        """A new match: the first dealer drawn with *rng*, the first deal dealt."""
        first_dealer = rng.randrange(2)
        return cls((0, 0), 1, first_dealer, deal(rng, first_dealer), ())

    @property
    def to_play(self) -> Seat | None:
        """The seat to play in the current deal (None between deals and at the end)."""
        return self.state.to_play

    @property
    def winner(self) -> Seat | None:
        """The seat that won: after a complete deal, 11 or more and strictly more; else None."""
        if not self.state.is_over:
            return None
        first, second = self.scores
        if max(first, second) >= MATCH_TARGET and first != second:
            return 0 if first > second else 1
        return None

    @property
    def is_over(self) -> bool:
        """True when the match has a winner."""
        return self.winner is not None

    def play(self, action: Play) -> Match:
        """The match after *action*; the 36th play adds the deal score to the totals."""
        state = self.state.play(action)
        if not state.is_over:
            return Match(self.scores, self.deal_number, self.first_dealer, state, self.past_deals)
        result = score_deal(state)
        scores = (self.scores[0] + result[0].total, self.scores[1] + result[1].total)
        return Match(scores, self.deal_number, self.first_dealer, state,
                     self.past_deals + (result,))

    def next_deal(self, rng: random.Random) -> Match:
        """The next deal, dealt by the other seat; only when this deal is over and no winner."""
        if not self.state.is_over:
            raise IllegalActionError(f"deal {self.deal_number} is not over: "
                                     f"{PLAYS_PER_DEAL - self.state.plays_made} plays left", "refusal.deal_not_over")
        if self.is_over:
            raise IllegalActionError(f"the match is over: seat {self.winner} won "
                                     f"{self.scores[0]}-{self.scores[1]}", "refusal.match_over")
        dealer = 1 - self.state.dealer
        return Match(self.scores, self.deal_number + 1, self.first_dealer, deal(rng, dealer),
                     self.past_deals)

    def view(self, seat: Seat) -> ScopaView:
        """What *seat* knows of the current deal, with the match score."""
        return self.state.view(seat, self.scores)

    def to_text(self) -> str:
        """The whole match as one line of JSON (round-trips through :meth:`from_text`)."""
        return json.dumps({
            "game": "scopa-match", "scores": list(self.scores), "deal_number": self.deal_number,
            "first_dealer": self.first_dealer, "state": self.state.to_json(),
            "past_deals": [[score.to_json() for score in pair] for pair in self.past_deals],
        }, separators=(",", ":"))

    @classmethod
    def from_text(cls, text: str) -> Match:
        """Reads :meth:`to_text` output; raises GameRecordError when it is not a valid match."""
        try:
            obj = json.loads(text)
        except (TypeError, ValueError) as error:
            raise GameRecordError(f"not JSON: {error}") from None
        if not isinstance(obj, dict) or obj.get("game") != "scopa-match":
            raise GameRecordError("not a Scopa match: expected \"game\": \"scopa-match\"")
        state = ScopaState.from_json(obj.get("state"))
        past = tuple(
            (DealScore.from_json(pair[0]), DealScore.from_json(pair[1]))
            for pair in _read_list(obj.get("past_deals"), "past_deals")
        )
        scores = _read_scope(obj.get("scores"))
        first_dealer = _read_seat(obj.get("first_dealer"), "first_dealer")
        deal_number = obj.get("deal_number")
        if scores != (sum(p[0].total for p in past), sum(p[1].total for p in past)):
            raise GameRecordError(f"scores {scores} are not the sum of the past deals")
        if deal_number != len(past) + (0 if state.is_over else 1):
            raise GameRecordError(f"deal_number {deal_number!r} does not match "
                                  f"{len(past)} past deals")
        if state.dealer != (first_dealer if deal_number % 2 else 1 - first_dealer):
            raise GameRecordError("dealers must alternate from the first dealer")
        return cls(scores, deal_number, first_dealer, state, past)
