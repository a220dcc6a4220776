"""Scopone: Scopa for four players in two partnerships (``rules/scopa-variants.md`` §2), on
Scopa's own captures, scope and prizes (``pyapp.scopa.actions``, ``pyapp.scopa.scoring``).

Seats, as they sit round the table: 0 is you (bottom), 1 the seat on your right, 2 your partner
(top), 3 the seat on your left. Play goes counter-clockwise, 0 → 1 → 2 → 3, starting with the
seat on the dealer's right (``dealer + 1``); the next deal's dealer is the seat on the dealer's
right. Partnerships (*sides*): seats 0 and 2 are side 0, seats 1 and 3 side 1; ``piles``,
``scope`` and the match scores are indexed by side.

Modes: *scientifico* (default) deals 10 cards to each seat and none to the table (40 plays);
*classico* deals 9 each and 4 face up to the table, dealt again by the same dealer while the
table shows three or four Re (36 plays). There is no stock. No scopa on the deal's last play;
the last capturer's side takes what is left. The options of §1 (:class:`ScopaRules`) apply.

>>> from random import Random
>>> state = deal_scopone(Random(7), dealer=3)
>>> state.to_play, [len(hand) for hand in state.hands], state.table, state.legal_actions()[0].take
(0, [10, 10, 10, 10], (), ())
>>> side_of(0), side_of(1), side_of(2), side_of(3)
(0, 1, 0, 1)
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pyapp.cards import SCOPA_DECK, Card, is_scopa_card
from pyapp.engine import GameRecordError, IllegalActionError, Refusal, Seat, read_json
from pyapp.records import read_choice, read_field, read_items, read_seat, read_whole
from pyapp.scopa.actions import Play, is_scopa, legal_plays
from pyapp.scopa.actions import parse_action as parse_action  # the registry reads it from the engine
from pyapp.scopa.events import (
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
from pyapp.scopa.options import DEFAULT_RULES, ScopaRules
from pyapp.scopa.record import event_from_json as scopa_event_from_json
from pyapp.scopa.record import event_to_json, read_counts, read_history, read_piles, read_scopa_cards
from pyapp.scopa.rules import needs_redeal
from pyapp.scopa.scoring import DealScore, read_scores, score_sides
from pyapp.scopa.state import illegal_message, play_refusal

SEATS = 4
MODES: tuple[str, ...] = ("scientifico", "classico")
"""The deals of Scopone: 10 cards each and an empty table, or 9 each and 4 on the table."""
HAND_SIZES: dict[str, int] = {"scientifico": 10, "classico": 9}
TABLE_SIZES: dict[str, int] = {"scientifico": 0, "classico": 4}
_DEAL_ENDED = DealEnded()


def side_of(seat: Seat) -> int:
    """The partnership of *seat*: 0 for seats 0 and 2 (you and your partner), 1 for 1 and 3."""
    return seat & 1


def plays_per_deal(mode: str) -> int:
    """40 plays in scientifico, 36 in classico."""
    return SEATS * HAND_SIZES[mode]


def seat_to_play(dealer: Seat, plays_made: int, mode: str) -> Seat | None:
    """Whose turn it is: the dealer's right leads, then counter-clockwise (None at the end).

    >>> [seat_to_play(2, plays, "scientifico") for plays in range(5)], seat_to_play(2, 40, "scientifico")
    ([3, 0, 1, 2, 3], None)
    """
    if plays_made >= plays_per_deal(mode):
        return None
    return (dealer + 1 + plays_made) % SEATS


def plays_by(seat: Seat, dealer: Seat, plays_made: int) -> int:
    """How many of the first *plays_made* plays *seat* made."""
    offset = (seat - dealer - 1) % SEATS
    return max(0, (plays_made - offset + SEATS - 1) // SEATS)


def read_mode(value: Any, what: str = "mode") -> str:
    """A mode name; GameRecordError naming the known ones otherwise."""
    return MODES[read_choice(value, what, MODES)]


PILES = "two lists (side 0: seats 0 and 2; side 1: seats 1 and 3)"
SIDE_COUNTS = "two whole numbers (side 0, side 1)"


def event_from_json(obj: Any, what: str = "event") -> ScopaEvent:
    """An event of a Scopone deal (four seats)."""
    return scopa_event_from_json(obj, what, SEATS)


# --- state -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScoponeState:
    """A complete position of one Scopone deal, hidden cards included (an immutable value).

    ``hands`` is indexed by seat (four), ``piles`` and ``scope`` by side (two); ``table`` is in
    the order the cards arrived. Build one with :func:`deal_scopone` or :func:`scopone_from`.
    """

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

    stock: tuple[Card, ...] = ()
    """Always empty: Scopone deals every card at once (kept so that Scopa's evaluations read it)."""

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

    def side_of(self, seat: Seat) -> int:
        """The partnership of *seat* (0: seats 0 and 2; 1: seats 1 and 3)."""
        return seat & 1

    def legal_actions(self) -> tuple[Play, ...]:
        """The legal plays of the seat to play (empty when the deal is over)."""
        seat = self.to_play
        if seat is None:
            return ()
        return legal_plays(self.hands[seat], self.table, self.rules.asso_piglia_tutto)

    def refusal(self, action: Play) -> Refusal | None:
        """Why *action* may not be played now, as data (None when it may)."""
        seat = self.to_play
        if seat is None:
            return Refusal("deal_over")
        return play_refusal(self.hands[seat], self.table, action, self.rules)

    def play(self, action: Play) -> ScoponeState:
        """The state after *action*; raises IllegalActionError (and changes nothing) if illegal."""
        refusal = self.refusal(action)
        seat = self.to_play
        if refusal is not None:
            hand = () if seat is None else self.hands[seat]
            raise IllegalActionError(illegal_message(action, refusal, seat, hand, self.table, self.rules),
                                     refusal)
        assert seat is not None
        return self._apply(seat, action)

    def play_legal(self, action: Play) -> ScoponeState:
        """The state after *action*, one of :meth:`legal_actions` (not checked again: the search's
        hot path; anything else must go through :meth:`play`)."""
        seat = self.to_play
        assert seat is not None
        return self._apply(seat, action)

    def _apply(self, seat: Seat, action: Play) -> ScoponeState:
        """The state after a play already known to be legal (the search's hot path)."""
        card, take = action.card, action.take
        side = seat & 1
        piles, scope, last_capturer = self.piles, self.scope, self.last_capturer
        plays_made = self.plays_made + 1
        last_play = plays_made == plays_per_deal(self.mode)
        events: tuple[ScopaEvent, ...]
        if take:
            table = tuple([other for other in self.table if other not in take])
            pile = piles[side] + (card,) + take
            piles = (pile, piles[1]) if side == 0 else (piles[0], pile)
            last_capturer = seat
            events = (Played(seat, card), Captured(seat, take))
            if is_scopa(action, bool(table), last_play, self.rules.asso_piglia_tutto):
                scope = (scope[0] + 1, scope[1]) if side == 0 else (scope[0], scope[1] + 1)
                events += (ScopaScored(seat, card),)
        else:
            table = self.table + (card,)
            events = (Played(seat, card), Laid(seat, card))
        hands = list(self.hands)
        hands[seat] = tuple([other for other in hands[seat] if other != card])
        if last_play:
            if table and last_capturer is not None:
                events += (LastTaken(last_capturer, table),)
                taker = last_capturer & 1
                pile = piles[taker] + table
                piles = (pile, piles[1]) if taker == 0 else (piles[0], pile)
                table = ()
            events += (_DEAL_ENDED,)
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
        return {
            "game": "scopone", "mode": self.mode, "dealer": self.dealer,
            "hands": [list(hand) for hand in self.hands], "table": list(self.table),
            "piles": [list(pile) for pile in self.piles], "scope": list(self.scope),
            "last_capturer": self.last_capturer, "plays_made": self.plays_made,
            "history": [[seat, str(play)] for seat, play in self.history],
            "events": [event_to_json(event) for event in self.events],
            "rules": self.rules.to_json(),
        }

    def to_text(self) -> str:
        """The whole state as one line of JSON (round-trips through :meth:`from_text`)."""
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, obj: Any) -> ScoponeState:
        """Reads :meth:`to_json` output; raises GameRecordError when it is not a valid position."""
        if not isinstance(obj, dict) or obj.get("game") != "scopone":
            raise GameRecordError('not a Scopone state: expected an object with "game": "scopone"')
        what = "scopone state"
        last = read_field(obj, "last_capturer", what)
        state = scopone_from(
            hands=read_items(read_field(obj, "hands", what), "hands", read_scopa_cards, SEATS,
                             "four lists (seats 0 to 3)"),
            table=read_scopa_cards(read_field(obj, "table", what), "table"),
            dealer=read_seat(read_field(obj, "dealer", what), "dealer", SEATS),
            mode=read_mode(read_field(obj, "mode", what)),
            piles=read_piles(read_field(obj, "piles", what), "piles", PILES),
            scope=read_counts(read_field(obj, "scope", what), "scope", SIDE_COUNTS),
            last_capturer=None if last is None else read_seat(last, "last_capturer", SEATS),
            history=read_history(obj.get("history", []), "history", SEATS),
            events=read_items(obj.get("events", []), "events", event_from_json),
            rules=ScopaRules.from_json(obj.get("rules", {})),
        )
        if "plays_made" in obj and obj["plays_made"] != state.plays_made:
            raise GameRecordError(f"plays_made {obj['plays_made']!r:.20} does not match the cards ({state.plays_made})")
        return state

    @classmethod
    def from_text(cls, text: str) -> ScoponeState:
        """Reads :meth:`to_text` output; raises GameRecordError when it is not a valid position."""
        return cls.from_json(read_json(text, "scopone state"))


# --- building positions -------------------------------------------------------------------

def deal_scopone(rng: random.Random, dealer: Seat, mode: str = "scientifico",
                 rules: ScopaRules = DEFAULT_RULES) -> ScoponeState:
    """A fresh deal by *dealer*: every card dealt, starting with the seat on its right.

    In classico the 4 table cards are dealt again (a ``redealt`` event) while they show three or
    four Re. Events: the redeals, ``dealt`` to each seat in turn, then to the table (classico).
    """
    if dealer not in range(SEATS) or isinstance(dealer, bool):
        raise ValueError(f"dealer must be 0, 1, 2 or 3, got {dealer!r}")
    read_mode(mode)
    size, table_size = HAND_SIZES[mode], TABLE_SIZES[mode]
    deck = list(SCOPA_DECK)
    events: list[ScopaEvent] = []
    while True:
        rng.shuffle(deck)
        table = tuple(deck[SEATS * size:SEATS * size + table_size])
        if not needs_redeal(table):
            break
        events.append(Redealt(dealer, table))
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


def check_hand_counts(counts: Sequence[int], dealer: Seat, mode: str) -> str | None:
    """Why these four hand sizes cannot occur in a deal, or None (with the plays they imply)."""
    size = HAND_SIZES[mode]
    plays_made = SEATS * size - sum(counts)
    expected = [size - plays_by(seat, dealer, plays_made) for seat in range(SEATS)]
    if plays_made < 0 or list(counts) != expected:
        return (f"hands of {' '.join(map(str, counts))} cards (seats 0 to 3) with seat {dealer} dealing "
                f"cannot happen in {mode}: the seat on the dealer's right leads and the turn goes round")
    return None


def scopone_from(
    hands: Sequence[Sequence[Card]], table: Sequence[Card], dealer: Seat, mode: str = "scientifico", *,
    piles: tuple[Sequence[Card], Sequence[Card]] = ((), ()), scope: tuple[int, int] = (0, 0),
    last_capturer: Seat | None = None, history: Sequence[tuple[Seat, Play]] = (),
    events: Sequence[ScopaEvent] = (), rules: ScopaRules = DEFAULT_RULES,
) -> ScoponeState:
    """A position from explicit cards (all 40, each once); raises GameRecordError if impossible."""
    if dealer not in range(SEATS) or isinstance(dealer, bool):
        raise GameRecordError(f"dealer must be 0, 1, 2 or 3, got {dealer!r:.20}")
    read_mode(mode)
    if len(hands) != SEATS:
        raise GameRecordError(f"a Scopone position has four hands, {len(hands)} given")
    where: dict[Card, str] = {}
    places = [(f"hand of seat {seat}", hand) for seat, hand in enumerate(hands)]
    places += [("table", table), ("pile of side 0", piles[0]), ("pile of side 1", piles[1])]
    for place, cards in places:
        for card in cards:
            if not is_scopa_card(card):
                raise GameRecordError(f"unknown card {card!r:.20} in the {place}")
            if card in where:
                raise GameRecordError(f"card {card} appears twice: {where[card]} and {place}")
            where[card] = place
    if len(where) != len(SCOPA_DECK):
        missing = " ".join(card for card in SCOPA_DECK if card not in where)
        raise GameRecordError(f"a Scopone position holds all 40 cards; {len(where)} given, missing {missing}")
    problem = check_hand_counts([len(hand) for hand in hands], dealer, mode)
    if problem:
        raise GameRecordError(problem)
    plays_made = plays_per_deal(mode) - sum(len(hand) for hand in hands)
    for side in (0, 1):
        if len(piles[side]) == 1:
            raise GameRecordError(f"the pile of side {side} holds 1 card: a capture takes two or more")
        if scope[side] and not piles[side]:
            raise GameRecordError(f"side {side} has scope but an empty pile")
    if last_capturer is None:
        if piles[0] or piles[1]:
            raise GameRecordError("cards were captured but last_capturer is None")
    elif not piles[last_capturer & 1]:
        raise GameRecordError(f"last_capturer {last_capturer} has not captured anything (its side's pile is empty)")
    if plays_made == plays_per_deal(mode) and last_capturer is not None and table:
        raise GameRecordError("the deal is over but the table is not empty although someone captured")
    if len(history) > plays_made:
        raise GameRecordError(f"history of {len(history)} plays but only {plays_made} were made")
    return ScoponeState(mode, dealer, tuple(tuple(hand) for hand in hands), tuple(table),
                        (tuple(piles[0]), tuple(piles[1])), (scope[0], scope[1]), last_capturer,
                        plays_made, tuple(history), tuple(events), rules)


# --- view --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScoponeView:
    """What one seat knows: its own hand (never another's, a partner's included), the table,
    both sides' piles, every hand's size, the scope, the history and the match score."""

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

    @property
    def to_play(self) -> Seat | None:
        """The seat to play; None once the deal is over."""
        return seat_to_play(self.dealer, self.plays_made, self.mode)

    @property
    def is_over(self) -> bool:
        """True after the deal's last play."""
        return self.plays_made >= plays_per_deal(self.mode)

    @property
    def plays_per_deal(self) -> int:
        """40 in scientifico, 36 in classico."""
        return plays_per_deal(self.mode)

    @property
    def stock_count(self) -> int:
        """Always 0 (no stock in Scopone)."""
        return 0

    @property
    def opponent_hand_count(self) -> int:
        """The size of the next seat's hand: the opponent who plays after this seat."""
        return self.hand_counts[(self.seat + 1) % SEATS]

    def side_of(self, seat: Seat) -> int:
        """The partnership of *seat*."""
        return seat & 1

    def legal_actions(self) -> tuple[Play, ...]:
        """The legal plays of this seat; empty when it is not its turn."""
        if self.to_play != self.seat:
            return ()
        return legal_plays(self.hand, self.table, self.rules.asso_piglia_tutto)

    def refusal(self, action: Play) -> Refusal | None:
        """Why this seat may not play *action* now, as data (None when it may)."""
        if self.to_play is None:
            return Refusal("deal_over")
        if self.to_play != self.seat:
            return Refusal("not_your_turn")
        return play_refusal(self.hand, self.table, action, self.rules)

    def unseen(self) -> tuple[Card, ...]:
        """The cards this seat has not seen (the other three hands), in deck order."""
        seen = set(self.hand)
        seen.update(self.table)
        seen.update(self.piles[0])
        seen.update(self.piles[1])
        return tuple([card for card in SCOPA_DECK if card not in seen])

    def determinize(self, rng: random.Random) -> ScoponeState:
        """A full state consistent with this view: the unseen cards dealt uniformly at random to
        the other three hands, in their sizes. Reads nothing hidden."""
        unseen = list(self.unseen())
        others = [seat for seat in range(SEATS) if seat != self.seat]
        if len(unseen) != sum(self.hand_counts[seat] for seat in others):
            raise ValueError(f"inconsistent view: {len(unseen)} unseen cards for hands of "
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
        return {
            "game": "scopone", "seat": self.seat, "mode": self.mode, "dealer": self.dealer,
            "plays_made": self.plays_made, "hand": list(self.hand), "table": list(self.table),
            "piles": [list(pile) for pile in self.piles], "hand_counts": list(self.hand_counts),
            "scope": list(self.scope), "last_capturer": self.last_capturer,
            "match_score": list(self.match_score),
            "history": [[seat, str(play)] for seat, play in self.history],
            "rules": self.rules.to_json(),
        }

    def to_text(self) -> str:
        """The view as one line of JSON (round-trips through :meth:`from_text`)."""
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, obj: Any) -> ScoponeView:
        """Reads :meth:`to_json` output; raises GameRecordError naming the field that is wrong.

        Every field is required and no other is allowed; the view must be one a deal can reach.
        """
        what = "scopone view"
        if not isinstance(obj, dict) or obj.get("game") != "scopone":
            raise GameRecordError(f'{what}: expected an object with "game": "scopone", got {obj!r:.80}')
        for name in SCOPONE_VIEW_FIELDS:
            if name not in obj:
                raise GameRecordError(f"{what}: missing field {name!r}")
        unknown = sorted(set(obj) - set(SCOPONE_VIEW_FIELDS))
        if unknown:
            raise GameRecordError(f"{what}: unknown field {unknown[0]!r:.60}")
        last = obj["last_capturer"]
        view = cls(
            read_seat(obj["seat"], f"{what}.seat", SEATS), read_mode(obj["mode"], f"{what}.mode"),
            read_scopa_cards(obj["hand"], f"{what}.hand"), read_scopa_cards(obj["table"], f"{what}.table"),
            read_piles(obj["piles"], f"{what}.piles", PILES),
            read_items(obj["hand_counts"], f"{what}.hand_counts", read_whole, SEATS, "four counts (seats 0 to 3)"),
            read_counts(obj["scope"], f"{what}.scope", SIDE_COUNTS),
            None if last is None else read_seat(last, f"{what}.last_capturer", SEATS),
            read_seat(obj["dealer"], f"{what}.dealer", SEATS),
            read_whole(obj["plays_made"], f"{what}.plays_made"),
            read_history(obj["history"], f"{what}.history", SEATS),
            read_counts(obj["match_score"], f"{what}.match_score", SIDE_COUNTS),
            ScopaRules.from_json(obj["rules"], f"{what}.rules"),
        )
        _check_view(view, what)
        return view

    @classmethod
    def from_text(cls, text: str) -> ScoponeView:
        """Reads :meth:`to_text` output; raises GameRecordError naming the field that is wrong."""
        return cls.from_json(read_json(text, "scopone view"))


SCOPONE_VIEW_FIELDS: tuple[str, ...] = (
    "game", "seat", "mode", "dealer", "plays_made", "hand", "table", "piles", "hand_counts", "scope",
    "last_capturer", "match_score", "history", "rules",
)
"""The fields of a Scopone view's JSON form, in the order ``ScoponeView.to_json`` writes them."""


def _check_view(view: ScoponeView, what: str) -> None:
    """Raises GameRecordError unless a deal can reach *view*."""
    if view.hand_counts[view.seat] != len(view.hand):
        raise GameRecordError(f"{what}.hand_counts[{view.seat}] is {view.hand_counts[view.seat]} "
                              f"but the hand holds {len(view.hand)}")
    try:
        state = view.determinize(random.Random(0))
        checked = scopone_from(state.hands, view.table, view.dealer, view.mode, piles=view.piles,
                               scope=view.scope, last_capturer=view.last_capturer, history=view.history,
                               rules=view.rules)
    except (GameRecordError, ValueError) as error:
        raise GameRecordError(f"{what}: {error}") from None
    if checked.plays_made != view.plays_made:
        raise GameRecordError(f"{what}.plays_made: {view.plays_made} plays do not match the cards "
                              f"({checked.plays_made} were made)")


# --- match -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScoponeMatch:
    """A Scopone match between two partnerships to the rules' target (11 by default).

    ``scores`` are by side; a deal's points are added by its last play; ``winner`` (a side) is
    decided only between deals; the dealer passes to the seat on the dealer's right.
    """

    scores: tuple[int, int]
    deal_number: int
    first_dealer: Seat
    state: ScoponeState
    past_deals: tuple[tuple[DealScore, DealScore], ...] = ()

    @property
    def rules(self) -> ScopaRules:
        """The match's options."""
        return self.state.rules

    @property
    def mode(self) -> str:
        """scientifico or classico."""
        return self.state.mode

    @classmethod
    def new(cls, rng: random.Random, mode: str = "scientifico",
            rules: ScopaRules = DEFAULT_RULES) -> ScoponeMatch:
        """A new match: the first dealer drawn with *rng*, the first deal dealt."""
        first_dealer = rng.randrange(SEATS)
        return cls((0, 0), 1, first_dealer, deal_scopone(rng, first_dealer, mode, rules))

    @property
    def to_play(self) -> Seat | None:
        """The seat to play in the current deal (None between deals)."""
        return self.state.to_play

    @property
    def winner(self) -> int | None:
        """The side that won: after a complete deal, the target or more and strictly more."""
        if not self.state.is_over:
            return None
        first, second = self.scores
        if max(first, second) >= self.rules.target and first != second:
            return 0 if first > second else 1
        return None

    @property
    def is_over(self) -> bool:
        """True when the match has a winner."""
        return self.winner is not None

    def play(self, action: Play) -> ScoponeMatch:
        """The match after *action*; the deal's last play adds its score to the totals."""
        state = self.state.play(action)
        if not state.is_over:
            return ScoponeMatch(self.scores, self.deal_number, self.first_dealer, state, self.past_deals)
        result = score_sides(state.piles, state.scope, state.rules)
        scores = (self.scores[0] + result[0].total, self.scores[1] + result[1].total)
        return ScoponeMatch(scores, self.deal_number, self.first_dealer, state, self.past_deals + (result,))

    def next_deal(self, rng: random.Random) -> ScoponeMatch:
        """The next deal, dealt by the seat on the dealer's right; only between deals, no winner."""
        if not self.state.is_over:
            raise IllegalActionError(f"deal {self.deal_number} is not over", Refusal("deal_not_over"))
        if self.is_over:
            raise IllegalActionError(f"the match is over: side {self.winner} won "
                                     f"{self.scores[0]}-{self.scores[1]}", Refusal("match_over"))
        dealer = (self.state.dealer + 1) % SEATS
        return ScoponeMatch(self.scores, self.deal_number + 1, self.first_dealer,
                            deal_scopone(rng, dealer, self.mode, self.rules), self.past_deals)

    def view(self, seat: Seat) -> ScoponeView:
        """What *seat* knows of the current deal, with the match score by side."""
        return self.state.view(seat, self.scores)

    def to_text(self) -> str:
        """The whole match as one line of JSON (round-trips through :meth:`from_text`)."""
        return json.dumps({
            "game": "scopone-match", "scores": list(self.scores), "deal_number": self.deal_number,
            "first_dealer": self.first_dealer, "state": self.state.to_json(),
            "past_deals": [[score.to_json() for score in pair] for pair in self.past_deals],
        }, separators=(",", ":"))

    @classmethod
    def from_text(cls, text: str) -> ScoponeMatch:
        """Reads :meth:`to_text` output; raises GameRecordError when it is not a valid match."""
        obj = read_json(text, "scopone match")
        if not isinstance(obj, dict) or obj.get("game") != "scopone-match":
            raise GameRecordError('not a Scopone match: expected "game": "scopone-match"')
        what = "scopone match"
        state = ScoponeState.from_json(read_field(obj, "state", what))
        past = read_items(read_field(obj, "past_deals", what), "past_deals",
                          lambda pair, where: read_scores(pair, where, state.rules))
        scores = read_counts(read_field(obj, "scores", what), "scores", SIDE_COUNTS)
        first_dealer = read_seat(read_field(obj, "first_dealer", what), "first_dealer", SEATS)
        deal_number = read_whole(read_field(obj, "deal_number", what), "deal_number")
        if scores != (sum(p[0].total for p in past), sum(p[1].total for p in past)):
            raise GameRecordError(f"scores {scores} are not the sum of the past deals")
        if deal_number != len(past) + (0 if state.is_over else 1):
            raise GameRecordError(f"deal_number {deal_number!r:.20} does not match {len(past)} past deals")
        if state.dealer != (first_dealer + deal_number - 1) % SEATS:
            raise GameRecordError("the deal passes to the dealer's right: the dealer does not follow "
                                  "from the first dealer")
        return cls(scores, deal_number, first_dealer, state, tuple(past))
