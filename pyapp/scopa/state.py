"""Scopa's positions: the immutable :class:`ScopaState` of a deal, the :class:`ScopaView` of one
seat, building positions (``deal``, ``deal_from``), and the :class:`Match` to 11."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pyapp.cards import SCOPA_DECK, Card, is_scopa_card
from pyapp.engine import GameRecordError, IllegalActionError, Refusal, Seat, action_text, read_json
from pyapp.records import read_field, read_items, read_seat, read_whole
from pyapp.scopa.actions import Play, card_plays, is_play, is_scopa, legal_plays
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
from pyapp.scopa.record import (
    event_from_json,
    event_to_json,
    read_counts,
    read_history,
    read_piles,
    read_scopa_cards,
)
from pyapp.scopa.rules import (
    HAND_SIZE,
    PLAYS_PER_DEAL,
    STOCK_SIZE,
    TABLE_SIZE,
    deck_order,
    needs_redeal,
    seat_to_play,
)
from pyapp.scopa.scoring import DealScore, read_scores, score_deal

# Events shared between states (events are immutable values).
_PLAYED: tuple[dict[Card, Played], ...] = tuple({card: Played(seat, card) for card in SCOPA_DECK} for seat in (0, 1))
_LAID: tuple[dict[Card, Laid], ...] = tuple({card: Laid(seat, card) for card in SCOPA_DECK} for seat in (0, 1))
_SCOPA: tuple[dict[Card, ScopaScored], ...] = tuple(
    {card: ScopaScored(seat, card) for card in SCOPA_DECK} for seat in (0, 1)
)
_DEAL_ENDED = DealEnded()


def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(cards) if cards else "(empty)"


def play_refusal(hand: Sequence[Card], table: Sequence[Card], action: object,
                 rules: ScopaRules = DEFAULT_RULES) -> Refusal | None:
    """Why *action* may not be played from *hand* onto *table* (None when it may); anything but a
    Play of card ids is ``not_an_action``."""
    if not is_play(action):
        return Refusal("not_an_action")
    assert isinstance(action, Play)
    if action.card not in hand:
        return Refusal("not_in_hand", card=action.card)
    legal = card_plays(action.card, table, rules.asso_piglia_tutto)
    if action in legal:
        return None
    if len(legal) == 1 and not legal[0].take:
        return Refusal("must_lay", card=action.card)
    return Refusal("capture", card=action.card)


def illegal_message(action: Play, refusal: Refusal, seat: Seat | None, hand: Sequence[Card],
                    table: Sequence[Card], rules: ScopaRules) -> str:
    """The English sentence of *refusal* (what and where), for the Python API and the bot."""
    if refusal.code == "deal_over":
        return f"the deal is over: no more plays ({action_text(action)} refused)"
    if refusal.code == "not_an_action":
        return f"not a Scopa play: {action_text(action)}"
    card = action.card if is_scopa_card(action.card) else action_text(action.card, 20)
    if refusal.code == "not_in_hand":
        return f"{card} is not in the hand of seat {seat}: hand {_cards_text(hand)}"
    legal = card_plays(action.card, table, rules.asso_piglia_tutto)
    table_text = f"table {_cards_text(table)}"
    if len(legal) == 1 and not legal[0].take:
        return f"{card} cannot take {'+'.join(action.take)[:60]}: it must be laid; {table_text}"
    options = " or ".join("+".join(play.take) for play in legal)
    if all(is_scopa_card(taken) for taken in action.take) and deck_order(action.take) != action.take and any(
        play.take == deck_order(action.take) for play in legal
    ):
        return (f"{action} lists the taken cards out of deck order: "
                f"play {Play(action.card, deck_order(action.take))}; {table_text}")
    return f"{action.card} must take {options}: {table_text}"


# --- state -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScopaState:
    """A complete position of one deal, hidden cards included (an immutable value).

    ``hands``, ``piles`` and ``scope`` are indexed by seat; ``table`` is in the order the
    cards arrived; ``stock`` is dealt from the front; ``events`` are those of the action that
    led here (the deal events for a fresh deal); ``rules`` are the match's options. Build one
    with :func:`deal` or :func:`deal_from`.
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
    events: tuple[ScopaEvent, ...]
    rules: ScopaRules = DEFAULT_RULES

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

    def legal_actions(self) -> tuple[Play, ...]:
        """The legal plays of the seat to play (empty when the deal is over)."""
        if self.plays_made >= PLAYS_PER_DEAL:
            return ()
        return legal_plays(self.hands[(self.dealer + 1 + self.plays_made) & 1], self.table,
                           self.rules.asso_piglia_tutto)

    def refusal(self, action: Play) -> Refusal | None:
        """Why *action* may not be played now, as data (None when it may)."""
        seat = self.to_play
        if seat is None:
            return Refusal("deal_over")
        return play_refusal(self.hands[seat], self.table, action, self.rules)

    def play(self, action: Play) -> ScopaState:
        """The state after *action*; raises IllegalActionError (and changes nothing) if illegal."""
        refusal = self.refusal(action)
        if refusal is not None:
            seat = self.to_play
            hand = () if seat is None else self.hands[seat]
            raise IllegalActionError(illegal_message(action, refusal, seat, hand, self.table, self.rules),
                                     refusal)
        seat = self.to_play
        assert seat is not None
        return self._apply(seat, action)

    def play_legal(self, action: Play) -> ScopaState:
        """The state after *action*, one of :meth:`legal_actions` (not checked again: the search's
        hot path; anything else must go through :meth:`play`)."""
        seat = self.to_play
        assert seat is not None
        return self._apply(seat, action)

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
        events: tuple[ScopaEvent, ...]
        if take:
            table = tuple([other for other in self.table if other not in take])
            pile = piles[seat] + (card,) + take
            piles = (pile, piles[1]) if seat == 0 else (piles[0], pile)
            last_capturer = seat
            if is_scopa(action, bool(table), plays_made == PLAYS_PER_DEAL, self.rules.asso_piglia_tutto):
                scope = (scope[0] + 1, scope[1]) if seat == 0 else (scope[0], scope[1] + 1)
                events = (_PLAYED[seat][card], Captured(seat, take), _SCOPA[seat][card])
            else:
                events = (_PLAYED[seat][card], Captured(seat, take))
        else:
            table = self.table + (card,)
            events = (_PLAYED[seat][card], _LAID[seat][card])
        hands = (hand, hands[1]) if seat == 0 else (hands[0], hand)
        stock = self.stock
        if plays_made == PLAYS_PER_DEAL:
            if table and last_capturer is not None:
                events += (LastTaken(last_capturer, table),)
                pile = piles[last_capturer] + table
                piles = (pile, piles[1]) if last_capturer == 0 else (piles[0], pile)
                table = ()
            events += (_DEAL_ENDED,)
        elif not hands[0] and not hands[1]:
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
            "events": [event_to_json(event) for event in self.events],
            "rules": self.rules.to_json(),
        }

    def to_text(self) -> str:
        """The whole state as one line of JSON (round-trips through :meth:`from_text`)."""
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, obj: Any) -> ScopaState:
        """Reads :meth:`to_json` output; raises GameRecordError when it is not a valid state."""
        if not isinstance(obj, dict) or obj.get("game") != "scopa":
            raise GameRecordError("not a Scopa state: expected an object with \"game\": \"scopa\"")
        what = "scopa state"
        last = read_field(obj, "last_capturer", what)
        state = deal_from(
            hands=read_piles(read_field(obj, "hands", what), "hands"),
            table=read_scopa_cards(read_field(obj, "table", what), "table"),
            stock=read_scopa_cards(read_field(obj, "stock", what), "stock"),
            dealer=read_seat(read_field(obj, "dealer", what), "dealer", 2),
            piles=read_piles(read_field(obj, "piles", what), "piles"),
            scope=read_counts(read_field(obj, "scope", what), "scope"),
            last_capturer=None if last is None else read_seat(last, "last_capturer", 2),
            history=read_history(obj.get("history", []), "history", 2),
            events=read_items(obj.get("events", []), "events", event_from_json),
            rules=ScopaRules.from_json(obj.get("rules", {})),
        )
        if "plays_made" in obj and obj["plays_made"] != state.plays_made:
            raise GameRecordError(
                f"plays_made {obj['plays_made']!r} does not match the cards ({state.plays_made})"
            )
        return state

    @classmethod
    def from_text(cls, text: str) -> ScopaState:
        """Reads :meth:`to_text` output; raises GameRecordError when it is not a valid state."""
        return cls.from_json(read_json(text, "scopa state"))


# --- building positions -------------------------------------------------------------------

def deal(rng: random.Random, dealer: Seat, rules: ScopaRules = DEFAULT_RULES) -> ScopaState:
    """A fresh deal: shuffle with *rng*, 3 cards each (non-dealer first) and 4 to the table.

    While the table shows three or four Re the same dealer reshuffles and deals again (a
    ``redealt`` event each time). Events: the redeals, then ``dealt`` to the non-dealer, the
    dealer and the table (seat None). *rules* are the match's options.
    """
    if dealer not in (0, 1):
        raise ValueError(f"dealer must be 0 or 1, got {dealer!r}")
    deck = list(SCOPA_DECK)
    events: list[ScopaEvent] = []
    while True:
        rng.shuffle(deck)
        table = tuple(deck[2 * HAND_SIZE:2 * HAND_SIZE + TABLE_SIZE])
        if not needs_redeal(table):
            break
        events.append(Redealt(dealer, table))
    first = tuple(deck[:HAND_SIZE])
    second = tuple(deck[HAND_SIZE:2 * HAND_SIZE])
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
        tuple(history), tuple(events), rules,
    )


# --- view --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScopaView:
    """What one seat knows: its hand, the table, both piles (everyone saw the captures), counts.

    ``piles``, ``scope`` and ``match_score`` are indexed by seat; ``rules`` are the match's options.
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
    rules: ScopaRules = DEFAULT_RULES

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
        return {
            "game": "scopa",
            "seat": self.seat,
            "dealer": self.dealer,
            "plays_made": self.plays_made,
            "hand": list(self.hand),
            "table": list(self.table),
            "piles": [list(pile) for pile in self.piles],
            "opponent_hand_count": self.opponent_hand_count,
            "stock_count": self.stock_count,
            "scope": list(self.scope),
            "last_capturer": self.last_capturer,
            "match_score": list(self.match_score),
            "history": [[seat, str(play)] for seat, play in self.history],
            "rules": self.rules.to_json(),
        }

    def to_text(self) -> str:
        """The view as one line of JSON (round-trips through :meth:`from_text`)."""
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, obj: Any) -> ScopaView:
        """Reads :meth:`to_json` output; raises GameRecordError naming the field that is wrong.

        Every field is required and no other is allowed; the view must be one a deal can reach.
        """
        what = "scopa view"
        if not isinstance(obj, dict) or obj.get("game") != "scopa":
            raise GameRecordError(f'{what}: expected an object with "game": "scopa", got {obj!r:.80}')
        for name in VIEW_FIELDS:
            if name not in obj:
                raise GameRecordError(f"{what}: missing field {name!r}")
        unknown = sorted(set(obj) - set(VIEW_FIELDS))
        if unknown:
            raise GameRecordError(f"{what}: unknown field {unknown[0]!r}")
        last = obj["last_capturer"]
        view = cls(
            read_seat(obj["seat"], f"{what}.seat", 2),
            read_scopa_cards(obj["hand"], f"{what}.hand"),
            read_scopa_cards(obj["table"], f"{what}.table"),
            read_piles(obj["piles"], f"{what}.piles"),
            read_whole(obj["opponent_hand_count"], f"{what}.opponent_hand_count"),
            read_whole(obj["stock_count"], f"{what}.stock_count"),
            read_counts(obj["scope"], f"{what}.scope"),
            None if last is None else read_seat(last, f"{what}.last_capturer", 2),
            read_seat(obj["dealer"], f"{what}.dealer", 2),
            read_whole(obj["plays_made"], f"{what}.plays_made"),
            read_history(obj["history"], f"{what}.history", 2),
            read_counts(obj["match_score"], f"{what}.match_score"),
            ScopaRules.from_json(obj["rules"], f"{what}.rules"),
        )
        _check_view(view, what)
        return view

    @classmethod
    def from_text(cls, text: str) -> ScopaView:
        """Reads :meth:`to_text` output; raises GameRecordError naming the field that is wrong."""
        return cls.from_json(read_json(text, "scopa view"))


VIEW_FIELDS: tuple[str, ...] = (
    "game", "seat", "dealer", "plays_made", "hand", "table", "piles", "opponent_hand_count",
    "stock_count", "scope", "last_capturer", "match_score", "history", "rules",
)
"""The fields of a view's JSON form, in the order ``ScopaView.to_json`` writes them."""


def _check_view(view: ScopaView, what: str) -> None:
    """Raises GameRecordError unless a deal can reach *view* (each card seen once, counts possible)."""
    where: dict[Card, str] = {}
    for place, cards in (("hand", view.hand), ("table", view.table), ("piles[0]", view.piles[0]),
                         ("piles[1]", view.piles[1])):
        for card in cards:
            if card in where:
                raise GameRecordError(f"{what}: card {card} is both in {where[card]} and in {place}")
            where[card] = place
    unseen = view.unseen()
    if len(unseen) != view.opponent_hand_count + view.stock_count:
        raise GameRecordError(
            f"{what}: the cards do not add up to 40: {len(where)} seen + opponent_hand_count "
            f"{view.opponent_hand_count} + stock_count {view.stock_count}")
    count = view.opponent_hand_count
    hands = (view.hand, unseen[:count]) if view.seat == 0 else (unseen[:count], view.hand)
    try:
        state = deal_from(hands, view.table, unseen[count:], view.dealer, piles=view.piles,
                          scope=view.scope, last_capturer=view.last_capturer, history=view.history,
                          rules=view.rules)
    except GameRecordError as error:
        raise GameRecordError(f"{what}: {error}") from None
    if state.plays_made != view.plays_made:
        raise GameRecordError(f"{what}.plays_made: {view.plays_made} plays do not match the cards "
                              f"({state.plays_made} were made)")


# --- match -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Match:
    """A match to the rules' target, 11 by default (spec §6; ``scopa-variants.md`` §1.1).

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

    @property
    def rules(self) -> ScopaRules:
        """The match's options (carried by its deals)."""
        return self.state.rules

    @classmethod
    def new(cls, rng: random.Random, rules: ScopaRules = DEFAULT_RULES) -> Match:
        """A new match under *rules*: the first dealer drawn with *rng*, the first deal dealt."""
        first_dealer = rng.randrange(2)
        return cls((0, 0), 1, first_dealer, deal(rng, first_dealer, rules), ())

    @property
    def to_play(self) -> Seat | None:
        """The seat to play in the current deal (None between deals and at the end)."""
        return self.state.to_play

    @property
    def winner(self) -> Seat | None:
        """The seat that won: after a complete deal, the target or more and strictly more; else None."""
        if not self.state.is_over:
            return None
        first, second = self.scores
        if max(first, second) >= self.state.rules.target and first != second:
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
                                     f"{PLAYS_PER_DEAL - self.state.plays_made} plays left", Refusal("deal_not_over"))
        if self.is_over:
            raise IllegalActionError(f"the match is over: seat {self.winner} won "
                                     f"{self.scores[0]}-{self.scores[1]}", Refusal("match_over"))
        dealer = 1 - self.state.dealer
        return Match(self.scores, self.deal_number + 1, self.first_dealer,
                     deal(rng, dealer, self.state.rules), self.past_deals)

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
        obj = read_json(text, "scopa match")
        if not isinstance(obj, dict) or obj.get("game") != "scopa-match":
            raise GameRecordError("not a Scopa match: expected \"game\": \"scopa-match\"")
        what = "scopa match"
        state = ScopaState.from_json(read_field(obj, "state", what))
        past = read_items(read_field(obj, "past_deals", what), "past_deals",
                          lambda pair, where: read_scores(pair, where, state.rules))
        scores = read_counts(read_field(obj, "scores", what), "scores")
        first_dealer = read_seat(read_field(obj, "first_dealer", what), "first_dealer", 2)
        deal_number = read_whole(read_field(obj, "deal_number", what), "deal_number")
        if scores != (sum(p[0].total for p in past), sum(p[1].total for p in past)):
            raise GameRecordError(f"scores {scores} are not the sum of the past deals")
        if deal_number != len(past) + (0 if state.is_over else 1):
            raise GameRecordError(f"deal_number {deal_number!r} does not match "
                                  f"{len(past)} past deals")
        if state.dealer != (first_dealer if deal_number % 2 else 1 - first_dealer):
            raise GameRecordError("dealers must alternate from the first dealer")
        return cls(scores, deal_number, first_dealer, state, past)
