"""Scopa's positions: the immutable :class:`ScopaState` of a deal, the :class:`ScopaView` of one
seat, and building positions (``deal``, ``deal_from``); the match is ``pyapp.scopa.match``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from pyapp.cards import SCOPA_DECK, Card
from pyapp.engine import GameRecordError, Seat
from pyapp.house_rules import DEFAULT_RULES, ScopaRules
from pyapp.records import read_field, read_whole
from pyapp.scopa.actions import Play, legal_plays
from pyapp.scopa.events import Dealt, Redealt, ScopaEvent
from pyapp.scopa.play import apply_play
from pyapp.scopa.position import DealPlays, SeatPlays, check_position, check_view
from pyapp.scopa.record import (
    JsonText,
    check_plays_made,
    position_to_json,
    read_piles,
    read_position_fields,
    read_scopa_cards,
    read_view_fields,
    view_to_json,
)
from pyapp.scopa.rules import (
    HAND_SIZE,
    PLAYS_PER_DEAL,
    STOCK_SIZE,
    TABLE_SIZE,
    needs_redeal,
    seat_to_play,
)
from pyapp.scopa.scoring import score_deal

SEATS = 2


# --- state -------------------------------------------------------------------------------

class ScopaTurns:
    """Whose turn it is in a Scopa deal, for its states and views alike (from the dealer and the
    plays made)."""

    __slots__ = ()
    dealer: Seat
    plays_made: int

    @property
    def to_play(self) -> Seat | None:
        """The seat to play (the non-dealer leads, then turns alternate); None at the end."""
        return seat_to_play(self.dealer, self.plays_made)

    @property
    def is_over(self) -> bool:
        """True after the 36th play."""
        return self.plays_made >= PLAYS_PER_DEAL

    @property
    def plays_per_deal(self) -> int:
        """36: the plays of a deal."""
        return PLAYS_PER_DEAL



@dataclass(frozen=True, slots=True)
class ScopaState(ScopaTurns, DealPlays, JsonText):
    """A complete position of one deal, hidden cards included (an immutable value).

    ``hands``, ``piles`` and ``scope`` are indexed by seat; ``table`` is in the order the
    cards arrived; ``stock`` is dealt from the front; ``events`` are those of the action that
    led here (the deal events for a fresh deal); ``rules`` are the match's options. Build one
    with :func:`deal` or :func:`deal_from`.
    """

    RECORD: ClassVar[str] = "scopa state"

    dealer: Seat
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    scope: tuple[int, int]
    last_capturer: Seat | None
    plays_made: int
    history: tuple[tuple[Seat, Play], ...]
    events: tuple[ScopaEvent, ...]
    rules: ScopaRules = DEFAULT_RULES

    def legal_actions(self) -> tuple[Play, ...]:
        """The legal plays of the seat to play (empty when the deal is over)."""
        if self.plays_made >= PLAYS_PER_DEAL:
            return ()
        return legal_plays(self.hands[(self.dealer + 1 + self.plays_made) & 1], self.table,
                           self.rules.asso_piglia_tutto)

    def after_play(self, seat: Seat, action: Play) -> ScopaState:
        """The state after a legal play by *seat* (the shared step, ``pyapp.scopa.play``), the
        hands refilled from the stock once both are empty."""
        plays_made = self.plays_made + 1
        table, piles, scope, last_capturer, events = apply_play(
            seat, action, self.table, self.piles, self.scope, self.last_capturer, plays_made == PLAYS_PER_DEAL,
            self.rules)
        card = action.card
        hands = self.hands
        hand = tuple([other for other in hands[seat] if other != card])
        hands = (hand, hands[1]) if seat == 0 else (hands[0], hand)
        stock = self.stock
        if plays_made < PLAYS_PER_DEAL and not hands[0] and not hands[1]:
            first, second = stock[:HAND_SIZE], stock[HAND_SIZE:2 * HAND_SIZE]
            dealer = self.dealer
            hands = (second, first) if dealer == 0 else (first, second)
            stock = stock[2 * HAND_SIZE:]
            events += (Dealt(1 - dealer, first), Dealt(dealer, second))
        return ScopaState(
            self.dealer, hands, table, stock, piles, scope, last_capturer, plays_made,
            self.history + ((seat, action),), events, self.rules,
        )

    def view(self, seat: Seat, match_score: tuple[int, int] = (0, 0)) -> ScopaView:
        """What *seat* knows: its hand, the table, both piles, the counts, the history."""
        return ScopaView(
            seat, self.hands[seat], self.table, self.piles, len(self.hands[1 - seat]),
            len(self.stock), self.scope, self.last_capturer, self.dealer, self.plays_made,
            self.history, match_score, self.rules,
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
        return position_to_json(self, "scopa", {}, {"stock": list(self.stock)})

    @classmethod
    def from_json(cls, obj: Any) -> ScopaState:
        """Reads :meth:`to_json` output; raises GameRecordError when it is not a valid state."""
        if not isinstance(obj, dict) or obj.get("game") != "scopa":
            raise GameRecordError("not a Scopa state: expected an object with \"game\": \"scopa\"")
        what = "scopa state"
        state = deal_from(hands=read_piles(read_field(obj, "hands", what), "hands"),
                          stock=read_scopa_cards(read_field(obj, "stock", what), "stock"),
                          **read_position_fields(obj, what, SEATS, "seat"))
        check_plays_made(obj, state.plays_made)
        return state



# --- building positions -------------------------------------------------------------------

def shuffle_for_deal(rng: random.Random, dealer: Seat, table_start: int,
                     table_size: int) -> tuple[list[Card], list[ScopaEvent]]:
    """The deck shuffled with *rng* for a deal by *dealer*, and the ``redealt`` events: while the
    cards the table gets (*table_size* of them from *table_start*) show three or four Re, the same
    dealer shuffles and deals again (for Scopa and Scopone's classico alike)."""
    deck = list(SCOPA_DECK)
    events: list[ScopaEvent] = []
    while True:
        rng.shuffle(deck)
        table = tuple(deck[table_start:table_start + table_size])
        if not needs_redeal(table):
            return deck, events
        events.append(Redealt(dealer, table))


def deal(rng: random.Random, dealer: Seat, rules: ScopaRules = DEFAULT_RULES) -> ScopaState:
    """A fresh deal: shuffle with *rng*, 3 cards each (non-dealer first) and 4 to the table.

    While the table shows three or four Re the same dealer reshuffles and deals again (a
    ``redealt`` event each time). Events: the redeals, then ``dealt`` to the non-dealer, the
    dealer and the table (seat None). *rules* are the match's options.
    """
    if dealer not in (0, 1):
        raise ValueError(f"dealer must be 0 or 1, got {dealer!r}")
    deck, events = shuffle_for_deal(rng, dealer, 2 * HAND_SIZE, TABLE_SIZE)
    first = tuple(deck[:HAND_SIZE])
    second = tuple(deck[HAND_SIZE:2 * HAND_SIZE])
    table = tuple(deck[2 * HAND_SIZE:2 * HAND_SIZE + TABLE_SIZE])
    events += [Dealt(1 - dealer, first), Dealt(dealer, second), Dealt(None, table)]
    hands = (second, first) if dealer == 0 else (first, second)
    return ScopaState(
        dealer, hands, table, tuple(deck[2 * HAND_SIZE + TABLE_SIZE:]), ((), ()), (0, 0),
        None, 0, (), tuple(events), rules,
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
    events: Sequence[ScopaEvent] = (),
    rules: ScopaRules = DEFAULT_RULES,
) -> ScopaState:
    """A position from explicit cards (all 40, each once); raises GameRecordError if impossible.

    The number of plays made and the seat to play follow from the counts: 36 - stock - hands
    plays, the non-dealer leading each round.
    """
    if dealer not in (0, 1) or isinstance(dealer, bool):
        raise GameRecordError(f"dealer must be 0 or 1, got {dealer!r:.20}")
    hand_counts = (len(hands[0]), len(hands[1]))
    problem = check_counts(hand_counts, len(stock), dealer)
    plays_made = plays_made_from_counts(hand_counts, len(stock))
    places = [("hand of seat 0", hands[0]), ("hand of seat 1", hands[1]), ("table", table), ("stock", stock),
              ("pile of seat 0", piles[0]), ("pile of seat 1", piles[1])]
    check_position(places, piles, scope, last_capturer, table, plays_made, PLAYS_PER_DEAL, history, SEATS, "seat",
                   problem)
    return ScopaState(
        dealer, (tuple(hands[0]), tuple(hands[1])), tuple(table), tuple(stock),
        (tuple(piles[0]), tuple(piles[1])), (scope[0], scope[1]), last_capturer, plays_made,
        tuple(history), tuple(events), rules,
    )


# --- view --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScopaView(ScopaTurns, SeatPlays, JsonText):
    """What one seat knows: its hand, the table, both piles (everyone saw the captures), counts.

    ``piles``, ``scope`` and ``match_score`` are indexed by seat; ``rules`` are the match's options.
    """

    RECORD: ClassVar[str] = "scopa view"

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
    rules: ScopaRules = DEFAULT_RULES

    @property
    def hand_counts(self) -> tuple[int, int]:
        """Both seats' numbers of cards in hand, by seat."""
        mine, other = len(self.hand), self.opponent_hand_count
        return (mine, other) if self.seat == 0 else (other, mine)

    def determinize(self, rng: random.Random) -> ScopaState:
        """A full state consistent with this view: the unseen cards dealt uniformly at random
        to the opponent's hand and the stock. Reads nothing hidden."""
        unseen = list(self.unseen())
        count = self.opponent_hand_count
        if len(unseen) != count + self.stock_count:
            raise ValueError(f"the cards do not add up to 40: {len(unseen)} unseen cards for an opponent "
                             f"hand of {count} and a stock of {self.stock_count}")
        rng.shuffle(unseen)
        return self.world(tuple(unseen[:count]), tuple(unseen[count:]))

    def world(self, other_hand: tuple[Card, ...], stock: tuple[Card, ...]) -> ScopaState:
        """The full state of this view with *other_hand* in the opponent's hand and *stock* as the
        stock (together: the unseen cards; not checked, the caller draws them from :meth:`unseen`)."""
        hands = (self.hand, other_hand) if self.seat == 0 else (other_hand, self.hand)
        return ScopaState(
            self.dealer, hands, self.table, stock, self.piles, self.scope,
            self.last_capturer, self.plays_made, self.history, (), self.rules,
        )

    def as_seat_zero(self) -> ScopaView:
        """The same position with the seats renumbered so that this view's seat is 0.

        Seat-indexed fields (piles, scope, match score) swap and seats (dealer, last capturer,
        history) flip; a view of seat 0 is returned as it is. (The bot protocol's "me" is seat 0.)
        """
        if self.seat == 0:
            return self
        return ScopaView(
            0, self.hand, self.table, (self.piles[1], self.piles[0]), self.opponent_hand_count,
            self.stock_count, (self.scope[1], self.scope[0]),
            None if self.last_capturer is None else 1 - self.last_capturer, 1 - self.dealer,
            self.plays_made, tuple([(1 - seat, play) for seat, play in self.history]),
            (self.match_score[1], self.match_score[0]), self.rules,
        )

    # --- text forms --------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The view as a JSON-ready dict: seats are 0 and 1, plays their text (``7b:3d+4s``)."""
        return view_to_json(self, "scopa", {}, {"opponent_hand_count": self.opponent_hand_count,
                                                "stock_count": self.stock_count})

    @classmethod
    def from_json(cls, obj: Any) -> ScopaView:
        """Reads :meth:`to_json` output; raises GameRecordError naming the field that is wrong.

        Every field is required and no other is allowed; the view must be one a deal can reach.
        """
        what = "scopa view"
        fields = read_view_fields(obj, what, "scopa", VIEW_FIELDS, SEATS, "seat")
        view = cls(**fields, opponent_hand_count=read_whole(obj["opponent_hand_count"], f"{what}.opponent_hand_count"),
                   stock_count=read_whole(obj["stock_count"], f"{what}.stock_count"))
        _check_view(view, what)
        return view



VIEW_FIELDS: tuple[str, ...] = (
    "game", "seat", "dealer", "plays_made", "hand", "table", "piles", "opponent_hand_count",
    "stock_count", "scope", "last_capturer", "match_score", "history", "rules",
)
"""The fields of a view's JSON form, in the order ``ScopaView.to_json`` writes them."""


def _check_view(view: ScopaView, what: str) -> None:
    """Raises GameRecordError unless a deal can reach *view* (each card seen once, counts possible)."""

    def rebuild(world: Any) -> ScopaState:
        return deal_from(world.hands, world.table, world.stock, world.dealer, piles=world.piles, scope=world.scope,
                         last_capturer=world.last_capturer, history=world.history, rules=world.rules)

    check_view(view, what, rebuild)
