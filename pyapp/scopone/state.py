"""Scopone's positions: the immutable :class:`ScoponeState` of a deal, the :class:`ScoponeView` of one
seat, and building positions (``deal_scopone``, ``scopone_from``), on Scopa's engine: its plays, its
play step, its checks and its text forms (``pyapp.scopa.play``, ``pyapp.scopa.position``,
``pyapp.scopa.record``); the match is ``pyapp.scopone.match``.

``hands`` and ``hand_counts`` are indexed by seat (four), ``piles`` and ``scope`` by side (two: seats
0 and 2, seats 1 and 3); ``table`` is in the order the cards arrived. There is no stock.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from pyapp.cards import Card
from pyapp.engine import GameRecordError, Seat
from pyapp.house_rules import DEFAULT_RULES, ScopaRules
from pyapp.records import read_field, read_items, read_whole
from pyapp.scopa.actions import Play, legal_plays
from pyapp.scopa.events import Dealt, ScopaEvent
from pyapp.scopa.play import apply_play
from pyapp.scopa.position import DealPlays, SeatPlays, check_position, check_view
from pyapp.scopa.record import (
    JsonText,
    check_plays_made,
    position_to_json,
    read_position_fields,
    read_scopa_cards,
    read_view_fields,
    view_to_json,
)
from pyapp.scopa.scoring import score_sides
from pyapp.scopa.state import shuffle_for_deal
from pyapp.scopone.rules import (
    HAND_SIZES,
    SEATS,
    TABLE_SIZES,
    check_hand_counts,
    plays_per_deal,
    read_mode,
    seat_to_play,
)

__all__ = ["VIEW_FIELDS", "ScoponeState", "ScoponeView", "deal", "deal_scopone", "scopone_from"]


# --- state -------------------------------------------------------------------------------

class ScoponeTurns:
    """Whose turn it is in a Scopone deal, for its states and views alike (from the mode, the dealer
    and the plays made)."""

    __slots__ = ()
    mode: str
    dealer: Seat
    plays_made: int

    @property
    def to_play(self) -> Seat | None:
        """The seat to play; None once the deal is over."""
        return seat_to_play(self.dealer, self.plays_made, self.mode)

    @property
    def is_over(self) -> bool:
        """True after the deal's last play (the 40th, or the 36th in classico)."""
        return self.plays_made >= plays_per_deal(self.mode)

    @property
    def plays_per_deal(self) -> int:
        """40 in scientifico, 36 in classico."""
        return plays_per_deal(self.mode)



@dataclass(frozen=True, slots=True)
class ScoponeState(ScoponeTurns, DealPlays, JsonText):
    """A complete position of one Scopone deal, hidden cards included (an immutable value).

    ``hands`` is indexed by seat (four), ``piles`` and ``scope`` by side (two); ``table`` is in
    the order the cards arrived. Build one with :func:`deal_scopone` or :func:`scopone_from`.
    """

    RECORD: ClassVar[str] = "scopone state"

    mode: str
    dealer: Seat
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    scope: tuple[int, int]
    last_capturer: Seat | None
    plays_made: int
    history: tuple[tuple[Seat, Play], ...]
    events: tuple[ScopaEvent, ...]
    rules: ScopaRules = DEFAULT_RULES

    def legal_actions(self) -> tuple[Play, ...]:
        """The legal plays of the seat to play (empty when the deal is over)."""
        seat = self.to_play
        if seat is None:
            return ()
        return legal_plays(self.hands[seat], self.table, self.rules.asso_piglia_tutto)

    def after_play(self, seat: Seat, action: Play) -> ScoponeState:
        """The state after a legal play by *seat* (the shared step, ``pyapp.scopa.play``)."""
        plays_made = self.plays_made + 1
        table, piles, scope, last_capturer, events = apply_play(
            seat, action, self.table, self.piles, self.scope, self.last_capturer,
            plays_made == plays_per_deal(self.mode), self.rules)
        hands = list(self.hands)
        hands[seat] = tuple([other for other in hands[seat] if other != action.card])
        return ScoponeState(self.mode, self.dealer, tuple(hands), table, piles, scope, last_capturer,
                            plays_made, self.history + ((seat, action),), events, self.rules)

    def view(self, seat: Seat, match_score: tuple[int, int] = (0, 0)) -> ScoponeView:
        """What *seat* knows: its hand, the table, both sides' piles, every hand's size, the history."""
        return ScoponeView(
            seat, self.mode, self.hands[seat], self.table, self.piles,
            tuple([len(hand) for hand in self.hands]), self.scope, self.last_capturer, self.dealer,
            self.plays_made, self.history, match_score, self.rules,
        )

    def returns(self) -> tuple[float, ...]:
        """Each seat's side's deal points minus the other side's; zeros before the end."""
        if not self.is_over:
            return (0.0,) * SEATS
        first, second = score_sides(self.piles, self.scope, self.rules)
        difference = float(first.total - second.total)
        return (difference, -difference, difference, -difference)

    def to_json(self) -> dict[str, Any]:
        """The whole state (hidden cards included) as a JSON-ready dict."""
        return position_to_json(self, "scopone", {"mode": self.mode}, {})

    @classmethod
    def from_json(cls, obj: Any) -> ScoponeState:
        """Reads :meth:`to_json` output; raises GameRecordError when it is not a valid position."""
        if not isinstance(obj, dict) or obj.get("game") != "scopone":
            raise GameRecordError('not a Scopone state: expected an object with "game": "scopone"')
        what = "scopone state"
        state = scopone_from(hands=read_items(read_field(obj, "hands", what), "hands", read_scopa_cards, SEATS,
                                              "four lists (seats 0 to 3)"),
                             mode=read_mode(read_field(obj, "mode", what)),
                             **read_position_fields(obj, what, SEATS, "side"))
        check_plays_made(obj, state.plays_made)
        return state



# --- building positions -------------------------------------------------------------------

def deal_scopone(rng: random.Random, dealer: Seat, mode: str = "scientifico",
                 rules: ScopaRules = DEFAULT_RULES) -> ScoponeState:
    """A fresh deal by *dealer*: every card dealt, starting with the seat on its right.

    In classico the 4 table cards are dealt again (a ``redealt`` event) while they show three or
    four Re. Events: the redeals, ``dealt`` to each seat in turn, then to the table (classico).
    """
    if dealer not in range(SEATS) or isinstance(dealer, bool):
        raise ValueError(f"dealer must be 0, 1, 2 or 3, got {dealer!r:.20}")
    read_mode(mode)
    size = HAND_SIZES[mode]
    deck, events = shuffle_for_deal(rng, dealer, SEATS * size, TABLE_SIZES[mode])
    table = tuple(deck[SEATS * size:])
    hands: list[tuple[Card, ...]] = [()] * SEATS
    for turn in range(SEATS):
        seat = (dealer + 1 + turn) % SEATS
        hands[seat] = tuple(deck[turn * size:(turn + 1) * size])
        events.append(Dealt(seat, hands[seat]))
    if table:
        events.append(Dealt(None, table))
    return ScoponeState(mode, dealer, tuple(hands), table, ((), ()), (0, 0), None, 0, (), tuple(events), rules)


deal = deal_scopone
"""The registry's name for a fresh deal (``deal(rng, dealer)``)."""


def scopone_from(
    hands: Sequence[Sequence[Card]], table: Sequence[Card], dealer: Seat, mode: str = "scientifico", *,
    piles: tuple[Sequence[Card], Sequence[Card]] = ((), ()), scope: tuple[int, int] = (0, 0),
    last_capturer: Seat | None = None, history: Sequence[tuple[Seat, Play]] = (),
    events: Sequence[ScopaEvent] = (), rules: ScopaRules = DEFAULT_RULES,
) -> ScoponeState:
    """A position from explicit cards (all 40, each once); raises GameRecordError if impossible.

    The number of plays made and the seat to play follow from the hands' sizes."""
    if dealer not in range(SEATS) or isinstance(dealer, bool):
        raise GameRecordError(f"dealer must be 0, 1, 2 or 3, got {dealer!r:.20}")
    read_mode(mode)
    if len(hands) != SEATS:
        raise GameRecordError(f"a Scopone position has four hands, {len(hands)} given")
    places = [(f"hand of seat {seat}", hand) for seat, hand in enumerate(hands)]
    places += [("table", table), ("pile of side 0", piles[0]), ("pile of side 1", piles[1])]
    plays_made = plays_per_deal(mode) - sum(len(hand) for hand in hands)
    check_position(places, piles, scope, last_capturer, table, plays_made, plays_per_deal(mode), history, SEATS,
                   "side", check_hand_counts([len(hand) for hand in hands], dealer, mode))
    return ScoponeState(mode, dealer, tuple(tuple(hand) for hand in hands), tuple(table),
                        (tuple(piles[0]), tuple(piles[1])), (scope[0], scope[1]), last_capturer,
                        plays_made, tuple(history), tuple(events), rules)


# --- view --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScoponeView(ScoponeTurns, SeatPlays, JsonText):
    """What one seat knows: its own hand (never another's, a partner's included), the table,
    both sides' piles, every hand's size, the scope, the history and the match score."""

    RECORD: ClassVar[str] = "scopone view"

    seat: Seat
    mode: str
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    hand_counts: tuple[int, ...]
    scope: tuple[int, int]
    last_capturer: Seat | None
    dealer: Seat
    plays_made: int
    history: tuple[tuple[Seat, Play], ...]
    match_score: tuple[int, int] = (0, 0)
    rules: ScopaRules = DEFAULT_RULES

    def determinize(self, rng: random.Random) -> ScoponeState:
        """A full state consistent with this view: the unseen cards dealt uniformly at random to
        the other three hands, in their sizes. Reads nothing hidden."""
        unseen = list(self.unseen())
        others = [seat for seat in range(SEATS) if seat != self.seat]
        if len(unseen) != sum(self.hand_counts[seat] for seat in others):
            raise ValueError(f"the cards do not add up to 40: {len(unseen)} unseen cards for hands of "
                             f"{' '.join(map(str, self.hand_counts))}")
        rng.shuffle(unseen)
        hands: list[tuple[Card, ...]] = [()] * SEATS
        hands[self.seat] = self.hand
        start = 0
        for seat in others:
            hands[seat] = tuple(unseen[start:start + self.hand_counts[seat]])
            start += self.hand_counts[seat]
        return ScoponeState(self.mode, self.dealer, tuple(hands), self.table, self.piles, self.scope,
                            self.last_capturer, self.plays_made, self.history, (), self.rules)

    def as_seat_zero(self) -> ScoponeView:
        """The same position with the seats turned so that this view's seat is 0 (the bot
        protocol's "me"): seats move round by -seat, and the sides swap when the seat is odd."""
        if self.seat == 0:
            return self
        turn = self.seat

        def seat(number: Seat) -> Seat:
            return (number - turn) % SEATS

        def sides(pair: tuple[Any, Any]) -> tuple[Any, Any]:
            return (pair[1], pair[0]) if turn & 1 else pair

        counts = tuple(self.hand_counts[(number + turn) % SEATS] for number in range(SEATS))
        return ScoponeView(
            0, self.mode, self.hand, self.table, sides(self.piles), counts, sides(self.scope),
            None if self.last_capturer is None else seat(self.last_capturer), seat(self.dealer),
            self.plays_made, tuple([(seat(number), play) for number, play in self.history]),
            sides(self.match_score), self.rules,
        )

    def to_json(self) -> dict[str, Any]:
        """The view as a JSON-ready dict (sides index piles, scope and match score)."""
        return view_to_json(self, "scopone", {"mode": self.mode}, {"hand_counts": list(self.hand_counts)})

    @classmethod
    def from_json(cls, obj: Any) -> ScoponeView:
        """Reads :meth:`to_json` output; raises GameRecordError naming the field that is wrong.

        Every field is required and no other is allowed; the view must be one a deal can reach.
        """
        what = "scopone view"
        fields = read_view_fields(obj, what, "scopone", VIEW_FIELDS, SEATS, "side")
        view = cls(**fields, mode=read_mode(obj["mode"], f"{what}.mode"),
                   hand_counts=read_items(obj["hand_counts"], f"{what}.hand_counts", read_whole, SEATS,
                                          "four counts (seats 0 to 3)"))

        def rebuild(world: Any) -> ScoponeState:
            return scopone_from(world.hands, world.table, world.dealer, world.mode, piles=world.piles,
                                scope=world.scope, last_capturer=world.last_capturer, history=world.history,
                                rules=world.rules)

        check_view(view, what, rebuild)
        return view



VIEW_FIELDS: tuple[str, ...] = (
    "game", "seat", "mode", "dealer", "plays_made", "hand", "table", "piles", "hand_counts", "scope",
    "last_capturer", "match_score", "history", "rules",
)
"""The fields of a Scopone view's JSON form, in the order ``ScoponeView.to_json`` writes them."""
