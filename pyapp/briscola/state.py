"""Briscola's positions: the immutable :class:`BriscolaState` of a game (the draw after each trick
run by ``play``), the :class:`BriscolaView` of one seat (spec §11.2), dealing, and hand-made positions."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from pyapp.briscola.actions import (
    PLAY_ACTIONS,
    BriscolaAction,
    Exchange,
    PlayCard,
    action_refusal,
    exchange_reason,
    is_action,
    legal_actions_for,
    refusal_message,
)
from pyapp.briscola.events import BriscolaEvent, Dealt, Drew, Exchanged, GameEnded, Played, TrickWon
from pyapp.briscola.record import (
    Table,
    Trick,
    check_holdings,
    check_table,
    event_to_json,
    exchange_to_json,
    plays_to_json,
    public_holdings,
    read_card,
    read_cards,
    read_event,
    read_exchange,
    read_optional_card,
    read_plays,
    read_seat,
    read_trick,
    seat_text,
    trick_to_json,
)
from pyapp.briscola.rules import (
    DECK_INDEX,
    HAND_SIZE,
    SEAT_LETTERS,
    SUIT,
    Card,
    deck_of,
    points_of,
    trick_winner,
)
from pyapp.briscola.scoring import relative_points, side_points
from pyapp.briscola_options import DEFAULT_OPTIONS, BriscolaOptions
from pyapp.cards import SCOPA_DECK
from pyapp.engine import GameRecordError, IllegalActionError, Refusal, action_text, read_json
from pyapp.records import check_fields, read_flag, read_items, read_object, read_optional, read_whole
from pyapp.tricks import deal_one_at_a_time, draw_round, partner_of, side_count, turn_order

_PLAYED: tuple[dict[Card, Played], ...] = tuple({card: Played(seat, card) for card in SCOPA_DECK} for seat in range(4))
_DREW: tuple[dict[Card, Drew], ...] = tuple({card: Drew(seat, card) for card in SCOPA_DECK} for seat in range(4))
_PLAYED_ALONE: tuple[dict[Card, tuple[BriscolaEvent, ...]], ...] = tuple(
    {card: (event,) for card, event in played.items()} for played in _PLAYED
)


class BriscolaState:
    """A position of one Briscola game, hidden cards included: an immutable value (``play`` returns
    a new state). Build one with :func:`deal`, :func:`deal_from_deck` or :func:`position`."""

    __slots__ = ("_options", "_players", "_dealer", "_briscola", "_trump", "_face_up", "_stock", "_hands",
                 "_trick", "_leader", "_piles", "_exchanged", "_tricks", "_exchanges", "_face_up_drawn",
                 "_events", "_number", "_to_play", "_legal")

    _options: BriscolaOptions
    _players: int
    _dealer: int
    _briscola: Card
    _trump: str
    _face_up: Card | None
    _stock: tuple[Card, ...]
    _hands: tuple[tuple[Card, ...], ...]
    _trick: tuple[tuple[int, Card], ...]
    _leader: int
    _piles: tuple[tuple[Card, ...], ...]
    _exchanged: bool
    _tricks: tuple[Trick, ...]
    _exchanges: tuple[Exchanged, ...]
    _face_up_drawn: tuple[int, Card] | None
    _events: tuple[BriscolaEvent, ...] | None
    _number: int
    _to_play: int | None
    _legal: tuple[BriscolaAction, ...] | None

    def __init__(
        self,
        options: BriscolaOptions,
        dealer: int,
        briscola: Card,
        face_up: Card | None,
        stock: tuple[Card, ...],
        hands: tuple[tuple[Card, ...], ...],
        trick: tuple[tuple[int, Card], ...],
        leader: int,
        piles: tuple[tuple[Card, ...], ...],
        exchanged: bool = False,
        tricks: tuple[Trick, ...] = (),
        exchanges: tuple[Exchanged, ...] = (),
        face_up_drawn: tuple[int, Card] | None = None,
        events: tuple[BriscolaEvent, ...] = (),
    ) -> None:
        """Low-level constructor (no checks): use ``deal``, ``deal_from_deck``, ``position`` or ``from_text``."""
        players = options.players
        self._options = options
        self._players = players
        self._dealer = dealer
        self._briscola = briscola
        self._trump = SUIT[briscola]
        self._face_up = face_up
        self._stock = stock
        self._hands = hands
        self._trick = trick
        self._leader = leader
        self._piles = piles
        self._exchanged = exchanged
        self._tricks = tricks
        self._exchanges = exchanges
        self._face_up_drawn = face_up_drawn
        self._events = events
        self._number = sum(map(len, piles)) // players + 1
        self._to_play = (leader + len(trick)) % players if hands[leader] or trick else None
        self._legal = None

    # --- reading ------------------------------------------------------------------------------

    @property
    def options(self) -> BriscolaOptions:
        """The table size and options of the match."""
        return self._options

    @property
    def players(self) -> int:
        """The number of players: 2, 3 or 4."""
        return self._players

    @property
    def to_play(self) -> int | None:
        """The seat to act (None once the game is over)."""
        return self._to_play

    @property
    def is_over(self) -> bool:
        """True once every card has been played."""
        return self._to_play is None

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._dealer

    @property
    def briscola(self) -> Card:
        """The card turned face up at the deal: its suit is the trump suit."""
        return self._briscola

    @property
    def trump(self) -> str:
        """The trump suit (``d c s b``)."""
        return self._trump

    @property
    def face_up(self) -> Card | None:
        """The card lying face up under the stock (the briscola, or a card an exchange put there);
        None once it has been drawn."""
        return self._face_up

    @property
    def stock(self) -> tuple[Card, ...]:
        """The face-down stock, top (next to draw) first; the face-up card is not in it."""
        return self._stock

    @property
    def stock_count(self) -> int:
        """Cards still to be drawn, the face-up card included (§2.5)."""
        return len(self._stock) + (self._face_up is not None)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hand (cards in the order received; an exchanged card takes the given one's place)."""
        return self._hands

    @property
    def trick(self) -> tuple[tuple[int, Card], ...]:
        """The current trick as (seat, card) plays."""
        return self._trick

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the current trick."""
        return self._leader

    @property
    def piles(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each side has won (one pile per seat, or per partnership with four players)."""
        return self._piles

    @property
    def exchanged(self) -> bool:
        """True when the seat to act has exchanged this turn (it may not exchange again)."""
        return self._exchanged

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks (of this game, or since a hand-made position)."""
        return self._tricks

    @property
    def exchanges(self) -> tuple[Exchanged, ...]:
        """Every exchange so far, in order."""
        return self._exchanges

    @property
    def face_up_drawn(self) -> tuple[int, Card] | None:
        """(seat, card): who drew the face-up card, the last card of the stock (None until then)."""
        return self._face_up_drawn

    @property
    def trick_number(self) -> int:
        """The number of the current trick (from 1; one past the last once the game is over)."""
        return self._number

    @property
    def events(self) -> tuple[BriscolaEvent, ...]:
        """What the action that produced this state did, in order (a fresh game's: the deal)."""
        events = self._events
        if events is None:
            events = self._events = self._trick_events()
        return events

    def points(self) -> tuple[int, ...]:
        """Each side's card points so far (shown to the player only at the end, §11.1)."""
        return side_points(self._piles)

    def returns(self) -> tuple[float, ...]:
        """Per seat: its side's points above an even share of the 120 (0 before the end)."""
        if self._to_play is not None:
            return (0.0,) * self._players
        relative = relative_points(side_points(self._piles))
        players = self._players
        return tuple(relative[seat % 2 if players == 4 else seat] for seat in range(players))

    def legal_actions(self) -> tuple[BriscolaAction, ...]:
        """The legal actions of the seat to act: every card of its hand, then the exchange when
        one is possible (empty when the game is over)."""
        legal = self._legal
        if legal is None:
            seat = self._to_play
            if seat is None:
                legal = ()
            elif self._options.exchange == "off":
                legal = tuple(map(PLAY_ACTIONS.__getitem__, self._hands[seat]))
            else:
                legal = legal_actions_for(self._hands[seat], self._options.exchange, self._trump, self._face_up,
                                          len(self._stock), self._exchanged)
            self._legal = legal
        return legal

    def refusal(self, action: BriscolaAction) -> Refusal | None:
        """Why the seat to act may not take *action* now, as data (None when it may)."""
        seat = self._to_play
        if seat is None:
            return Refusal("deal_over")
        return action_refusal(self._hands[seat], self._options.exchange, self._trump, self._face_up,
                              len(self._stock), self._exchanged, action)

    def view(self, seat: int, match_score: tuple[int, ...] = ()) -> BriscolaView:
        """What *seat* may know (§11.2), with the match's standing per side when given (game wins,
        or the running point totals of the ``points`` format)."""
        players = self._players
        partner = partner_of(seat, players)
        shown = None
        if partner is not None and self._options.partner_hand_at_end and self._face_up is None:
            shown = self._hands[partner]
        return BriscolaView(
            self._options, self._dealer, self._briscola, self._face_up, self.stock_count, tuple(map(len, self._hands)),
            self._trick, self._leader, self._piles, self._exchanged, self._tricks, self._exchanges,
            self._face_up_drawn, seat, self._hands[seat], shown, tuple(match_score),
        )

    # --- playing ------------------------------------------------------------------------------

    def play(self, action: BriscolaAction) -> BriscolaState:
        """The state after the seat to act takes *action*; raises IllegalActionError (state unchanged)."""
        legal = self._legal if self._legal is not None else self.legal_actions()
        for option in legal:  # identity first: legal actions are shared instances
            if option is action:
                break
        else:
            if not is_action(action) or action not in legal:  # (another class may claim to equal one)
                refusal = self.refusal(action) or Refusal("not_now")
                raise IllegalActionError(self._illegal_message(action, refusal), refusal)
        return self.play_legal(action)

    def play_legal(self, action: BriscolaAction) -> BriscolaState:
        """The state after *action*, one of :meth:`legal_actions` (not checked again: the search's
        hot path; anything else must go through :meth:`play`)."""
        if type(action) is PlayCard:
            return self._play_card(action.card)
        return self._exchange(action.card)

    def _illegal_message(self, action: object, refusal: Refusal) -> str:
        """The English sentence of *refusal* (what and where), for the Python API and the bot."""
        text = action_text(action)
        seat = self._to_play
        if seat is None:
            return f"{text} is not possible: the game is over"
        if refusal.code == "not_an_action":
            return f"not a Briscola action: {text}"
        where = f"{SEAT_LETTERS[self._players][seat]} to play, trick {self._number}"
        if refusal.code == "not_now" and isinstance(action, Exchange):
            reason = exchange_reason(self._options.exchange, self._trump, self._face_up, len(self._stock),
                                     self._exchanged, action.card)
            return f"{text} is not legal ({where}): {reason}"
        return f"{text} is not legal ({where}): {refusal_message(refusal)}"

    def _child(self, face_up: Card | None, stock: tuple[Card, ...], hands: tuple[tuple[Card, ...], ...],
               trick: tuple[tuple[int, Card], ...], leader: int, piles: tuple[tuple[Card, ...], ...], exchanged: bool,
               tricks: tuple[Trick, ...], exchanges: tuple[Exchanged, ...], face_up_drawn: tuple[int, Card] | None,
               events: tuple[BriscolaEvent, ...] | None, number: int, to_play: int | None) -> BriscolaState:
        """A later position of this game (the hot path: nothing checked or recomputed)."""
        child = object.__new__(BriscolaState)
        child._options = self._options
        child._players = self._players
        child._dealer = self._dealer
        child._briscola = self._briscola
        child._trump = self._trump
        child._face_up = face_up
        child._stock = stock
        child._hands = hands
        child._trick = trick
        child._leader = leader
        child._piles = piles
        child._exchanged = exchanged
        child._tricks = tricks
        child._exchanges = exchanges
        child._face_up_drawn = face_up_drawn
        child._events = events
        child._number = number
        child._to_play = to_play
        child._legal = None
        return child

    def _exchange(self, given: Card) -> BriscolaState:
        seat = self._to_play
        assert seat is not None and self._face_up is not None
        taken = self._face_up
        hands = list(self._hands)
        hands[seat] = tuple(taken if card == given else card for card in hands[seat])
        event = Exchanged(seat, given, taken, self._number)
        return self._child(given, self._stock, tuple(hands), self._trick, self._leader, self._piles, True,
                           self._tricks, self._exchanges + (event,), self._face_up_drawn, (event,), self._number,
                           seat)

    def _play_card(self, card: Card) -> BriscolaState:
        seat = self._to_play
        assert seat is not None
        players = self._players
        hands = self._hands
        hand = hands[seat]
        index = hand.index(card)
        hands = hands[:seat] + (hand[:index] + hand[index + 1:],) + hands[seat + 1:]
        trick = self._trick + ((seat, card),)
        if len(trick) < players:
            return self._child(self._face_up, self._stock, hands, trick, self._leader, self._piles, False,
                               self._tricks, self._exchanges, self._face_up_drawn, _PLAYED_ALONE[seat][card],
                               self._number, seat + 1 if seat + 1 < players else 0)
        winner = trick_winner(trick, self._trump)
        side = winner % 2 if players == 4 else winner
        piles = self._piles
        piles = piles[:side] + (piles[side] + tuple([played for _, played in trick]),) + piles[side + 1:]
        stock = self._stock
        face_up = self._face_up
        face_up_drawn = self._face_up_drawn
        if face_up is not None:
            last_round = len(stock) < players  # the face-up card is drawn last (§4.2)
            draws, stock = draw_round(stock + (face_up,) if last_round else stock, winner, players)
            drawn_hands = list(hands)
            for drawer, drawn in draws:
                drawn_hands[drawer] += (drawn,)
            hands = tuple(drawn_hands)
            if last_round:
                face_up, face_up_drawn = None, draws[-1]
        number = self._number
        # The events (None here) are built when asked for (``events``): a search never asks.
        return self._child(face_up, stock, hands, (), winner, piles, False,
                           self._tricks + (Trick(number, trick, winner),), self._exchanges, face_up_drawn, None,
                           number + 1, winner if hands[winner] else None)

    def _trick_events(self) -> tuple[BriscolaEvent, ...]:
        """The events of the play that completed the last trick: the card, the trick, the draws, the end."""
        number, plays, winner = self._tricks[-1]
        cards = tuple(card for _, card in plays)
        seat, card = plays[-1]
        events: list[BriscolaEvent] = [_PLAYED[seat][card], TrickWon(winner, cards, points_of(cards), number)]
        players = self._players
        drawn_before = self._stock_before_trick()
        if drawn_before:
            for step, drawer in enumerate(turn_order(winner, players)):
                drawn = self._hands[drawer][-1]
                face_up = step == players - 1 and self._face_up is None
                events.append(Drew(drawer, drawn, True) if face_up else _DREW[drawer][drawn])
        if self._to_play is None:
            events.append(GameEnded(side_points(self._piles)))
        return tuple(events)

    def _stock_before_trick(self) -> bool:
        """True when the last completed trick was followed by a drawing round."""
        if self._face_up is not None:
            return True
        drawn = self._face_up_drawn
        return drawn is not None and self._face_up_trick() == self._number - 1

    def _face_up_trick(self) -> int:
        """The number of the trick after which the face-up card was drawn (the last drawing round)."""
        players = self._players
        return (len(deck_of(players)) - players * HAND_SIZE) // players

    # --- text forms ---------------------------------------------------------------------------

    def public_position(self) -> Table:
        """The public part of the position (hands as counts)."""
        return Table(self._options, self._dealer, self._briscola, self._face_up, self.stock_count,
                     tuple(map(len, self._hands)), self._trick, self._leader, self._piles, self._exchanged,
                     self._tricks, self._exchanges, self._face_up_drawn)

    def _key(self) -> tuple[Any, ...]:
        return (self._options, self._dealer, self._briscola, self._face_up, self._stock, self._hands, self._trick,
                self._leader, self._piles, self._exchanged, self._tricks, self._exchanges, self._face_up_drawn,
                self.events)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BriscolaState) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        to_play = seat_text(self._to_play, self._players) or "-"
        return f"<BriscolaState {self._options} to_play={to_play} trick={self._number} stock={self.stock_count}>"

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON (hidden cards included)."""
        players = self._players
        obj = _table_to_json(self.public_position())
        obj.update({"stock": list(self._stock), "hands": [list(hand) for hand in self._hands],
                    "events": [event_to_json(event, players) for event in self.events]})
        return obj

    def to_text(self) -> str:
        """The state as one line of JSON; ``BriscolaState.from_text`` reads it back."""
        return json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, obj: Any) -> BriscolaState:
        """A state from ``to_json`` output; raises GameRecordError when it is malformed or impossible."""
        what = "briscola state"
        check_fields(read_object(obj, what), what, STATE_FIELDS)
        options = _read_options(obj, what)
        players = options.players
        stock = read_cards(obj["stock"], f"{what}.stock", players)
        hands = read_items(obj["hands"], f"{what}.hands", lambda value, where: read_cards(value, where, players),
                           players, f"{players} hands")
        table = _read_table(obj, what, options, tuple(map(len, hands)), face_down=len(stock))
        events = read_items(obj["events"], f"{what}.events", lambda value, where: read_event(value, where, players))
        return position(table.options, table.dealer, table.briscola, table.face_up, stock, hands, table.trick,
                        table.leader, table.piles, table.exchanged, table.tricks, table.exchanges,
                        table.face_up_drawn, events, what)

    @classmethod
    def from_text(cls, text: str) -> BriscolaState:
        """A state from ``to_text`` output; raises GameRecordError when it is malformed or impossible."""
        return cls.from_json(read_json(text, "briscola state"))


# --- starting a game and hand-made positions ------------------------------------------------------


def deal(rng: Random, dealer: int | None = None, options: BriscolaOptions = DEFAULT_OPTIONS) -> BriscolaState:
    """A new game from *rng*: the dealer (random when None, §2.2), the shuffle and the deal (§2.4)."""
    if dealer is None:
        dealer = rng.randrange(options.players)
    deck = list(deck_of(options.players))
    rng.shuffle(deck)
    return deal_from_deck(deck, dealer, options)


def deal_from_deck(deck: Sequence[Card], dealer: int, options: BriscolaOptions = DEFAULT_OPTIONS) -> BriscolaState:
    """The game dealt from an explicit deck order (``deck[0]`` on top) by *dealer* (§2.4): one card
    at a time from the dealer's right, three rounds; the next card is the briscola, face up under
    the stock; the dealer's right leads. ValueError for a deck that is not the table's deck."""
    players = options.players
    deck = tuple(deck)
    if sorted(deck, key=DECK_INDEX.__getitem__) != list(deck_of(players)):
        raise ValueError(f"a {players}-player deck holds each of its {len(deck_of(players))} cards exactly once")
    if isinstance(dealer, bool) or dealer not in range(players):
        raise ValueError(f"the dealer must be a seat 0-{players - 1}, got {dealer!r:.20}")
    first = (dealer + 1) % players
    hands = deal_one_at_a_time(deck, first, players, HAND_SIZE)
    dealt = HAND_SIZE * players
    briscola = deck[dealt]
    return BriscolaState(options, dealer, briscola, briscola, deck[dealt + 1:], hands, (), first,
                         ((),) * side_count(players), events=(Dealt(dealer, briscola),))


def position(
    options: BriscolaOptions,
    dealer: int,
    briscola: Card,
    face_up: Card | None,
    stock: Iterable[Card],
    hands: Sequence[Iterable[Card]],
    trick: Sequence[tuple[int, Card]] = (),
    leader: int | None = None,
    piles: Sequence[Iterable[Card]] | None = None,
    exchanged: bool = False,
    tricks: Sequence[Trick] = (),
    exchanges: Sequence[Exchanged] = (),
    face_up_drawn: tuple[int, Card] | None = None,
    events: Sequence[BriscolaEvent] = (),
    what: str = "position",
) -> BriscolaState:
    """A position from its parts (§12: tests, puzzles, records), checked to be one the rules can
    reach: every card of the deck in exactly one place, hands of three while the stock lasts, the
    stock count a multiple of the players before a trick, tricks won by the right seat (raises
    GameRecordError, a ValueError, saying what is wrong). The leader defaults to the trick's first
    seat, else to the dealer's right."""
    players = options.players
    plays = tuple((seat, card) for seat, card in trick)
    if leader is None:
        leader = plays[0][0] if plays else (dealer + 1) % players
    if isinstance(dealer, bool) or dealer not in range(players):
        raise GameRecordError(f"{what}: the dealer must be a seat 0-{players - 1}, got {dealer!r:.20}")
    hand_tuples = tuple(tuple(hand) for hand in hands)
    pile_tuples = tuple(tuple(pile) for pile in piles) if piles is not None else ((),) * side_count(players)
    stock_tuple = tuple(stock)
    if len(hand_tuples) != players:
        raise GameRecordError(f"{what}: expected {players} hands, got {len(hand_tuples)}")
    table = Table(options, dealer, briscola, face_up, len(stock_tuple) + (face_up is not None),
                  tuple(map(len, hand_tuples)), plays, leader, pile_tuples, exchanged, tuple(tricks),
                  tuple(exchanges), face_up_drawn)
    for card in (briscola, *stock_tuple, *(card for hand in hand_tuples for card in hand)):
        read_card(card, what, players)
    check_table(table, [card for hand in hand_tuples for card in hand] + list(stock_tuple), what, whole_deck=True)
    check_holdings(table, hand_tuples, what)
    return BriscolaState(options, dealer, briscola, face_up, stock_tuple, hand_tuples, plays, leader, pile_tuples,
                         exchanged, tuple(tricks), tuple(exchanges), face_up_drawn, tuple(events))


# --- the view of one seat --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BriscolaView(Table):
    """Exactly what *seat* may know of a game (§11.2): the public position (the briscola and the
    face-up card, the stock count, every seat's number of cards, every card played in the tricks and
    the piles, every exchange and who drew the face-up card: a :class:`Table`), its own hand, the
    partner's hand once shown (§6.4), and the match's standing per side."""

    seat: int
    hand: tuple[Card, ...]
    partner_hand: tuple[Card, ...] | None = None
    """The partner's hand, shown once the stock is exhausted with ``partner_hand_at_end`` (else None)."""
    match_score: tuple[int, ...] = ()
    """Game wins per side (running point totals in the ``points`` format); empty outside a match."""

    @property
    def players(self) -> int:
        """The number of players."""
        return self.options.players

    @property
    def trump(self) -> str:
        """The trump suit."""
        return SUIT[self.briscola]

    @property
    def to_play(self) -> int | None:
        """The seat to act (None once the game is over)."""
        if not self.trick and not any(self.hand_sizes):
            return None
        return (self.leader + len(self.trick)) % self.options.players

    @property
    def trick_number(self) -> int:
        """The number of the current trick (from 1)."""
        return sum(map(len, self.piles)) // self.options.players + 1

    def legal_actions(self) -> tuple[BriscolaAction, ...]:
        """The seat's legal actions when it is to act (empty otherwise)."""
        if self.to_play != self.seat:
            return ()
        return legal_actions_for(self.hand, self.options.exchange, self.trump, self.face_up,
                                 self.stock_count - (self.face_up is not None), self.exchanged)

    def refusal(self, action: BriscolaAction) -> Refusal | None:
        """Why this seat may not take *action* now, as data (None when it may)."""
        to_play = self.to_play
        if to_play is None:
            return Refusal("deal_over")
        if to_play != self.seat:
            return Refusal("not_your_turn")
        return action_refusal(self.hand, self.options.exchange, self.trump, self.face_up,
                              self.stock_count - (self.face_up is not None), self.exchanged, action)

    def played_cards(self) -> frozenset[Card]:
        """Every card played so far (the piles and the current trick)."""
        return frozenset([card for pile in self.piles for card in pile] + [card for _, card in self.trick])

    def known_hands(self) -> tuple[tuple[Card, ...], ...]:
        """The cards this seat knows each seat holds: its own hand, the partner's once shown, and the
        cards another seat took in view of all (an exchange, the face-up card drawn last)."""
        partner = partner_of(self.seat, self.options.players)
        holdings = public_holdings(self)
        known = []
        for other, cards in enumerate(holdings):
            if other == self.seat:
                known.append(self.hand)
            elif other == partner and self.partner_hand is not None:
                known.append(self.partner_hand)
            else:
                known.append(tuple(card for card in deck_of(self.options.players) if card in cards))
        return tuple(known)

    def unseen(self) -> tuple[Card, ...]:
        """The cards whose place this seat does not know, in deck order: in other hands or face down."""
        known = {card for hand in self.known_hands() for card in hand} | self.played_cards()
        if self.face_up is not None:
            known.add(self.face_up)
        return tuple(card for card in deck_of(self.options.players) if card not in known)

    def determinize(self, rng: Random) -> BriscolaState:
        """A complete state consistent with this view, the unseen cards dealt at random with *rng*
        (into the hands that are not fully known and the face-down stock)."""
        pool = list(self.unseen())
        rng.shuffle(pool)
        hands = []
        for seat, cards in enumerate(self.known_hands()):
            missing = self.hand_sizes[seat] - len(cards)
            hands.append(tuple(cards) + tuple(pool[:missing]))
            del pool[:missing]
        return BriscolaState(self.options, self.dealer, self.briscola, self.face_up, tuple(pool), tuple(hands),
                             self.trick, self.leader, self.piles, self.exchanged, self.tricks, self.exchanges,
                             self.face_up_drawn)

    # --- text forms -------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The view as JSON (its text is the AI worker's input and the bot protocol's request)."""
        players = self.options.players
        obj = _table_to_json(self)
        obj.update({"seat": SEAT_LETTERS[players][self.seat], "hand": list(self.hand),
                    "hand_sizes": list(self.hand_sizes), "stock_count": self.stock_count,
                    "partner_hand": None if self.partner_hand is None else list(self.partner_hand),
                    "match_score": list(self.match_score)})
        return obj

    def to_text(self) -> str:
        """The view as one line of JSON."""
        return json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, obj: Any) -> BriscolaView:
        """A view from ``to_json`` output; raises GameRecordError when it is malformed or impossible
        (``partner_hand`` and ``match_score`` may be left out)."""
        what = "briscola view"
        check_fields(read_object(obj, what), what, VIEW_FIELDS, VIEW_OPTIONAL_FIELDS)
        options = _read_options(obj, what)
        players = options.players
        sizes = read_items(obj["hand_sizes"], f"{what}.hand_sizes", lambda v, w: read_whole(v, w, 0, HAND_SIZE),
                           players, f"{players} numbers")
        table = _read_table(obj, what, options, sizes,
                            stock_count=read_whole(obj["stock_count"], f"{what}.stock_count", 0, len(deck_of(players))))
        seat = read_seat(obj["seat"], f"{what}.seat", players)
        hand = read_cards(obj["hand"], f"{what}.hand", players)
        if sizes[seat] != len(hand):
            raise GameRecordError(f"{what}: hand_sizes says {sizes[seat]} cards but the hand has {len(hand)}")
        partner = partner_of(seat, players)
        shown = read_optional(obj.get("partner_hand"), f"{what}.partner_hand",
                              lambda value, where: read_cards(value, where, players))
        if shown is not None and (partner is None or not table.options.partner_hand_at_end
                                  or table.face_up is not None or len(shown) != sizes[partner]):
            raise GameRecordError(f"{what}: the partner's hand is shown only once the stock is exhausted, "
                                  "with partner_hand_at_end")
        if shown is None and partner is not None and table.options.partner_hand_at_end and table.face_up is None:
            raise GameRecordError(f"{what}: partner_hand_at_end shows the partner's hand once the stock is exhausted")
        score = read_items(obj.get("match_score", []), f"{what}.match_score", read_whole)
        if score and len(score) != side_count(players):
            raise GameRecordError(f"{what}: match_score has one number per side ({side_count(players)})")
        known = list(hand) + list(shown or ())
        check_table(table, known, what, whole_deck=False)
        hands: list[tuple[Card, ...] | None] = [None] * players
        hands[seat] = hand
        if partner is not None and shown is not None:
            hands[partner] = shown
        check_holdings(table, hands, what)
        return cls(table.options, table.dealer, table.briscola, table.face_up, table.stock_count, sizes, table.trick,
                   table.leader, table.piles, table.exchanged, table.tricks, table.exchanges, table.face_up_drawn,
                   seat, hand, shown, score)

    @classmethod
    def from_text(cls, text: str) -> BriscolaView:
        """A view from ``to_text`` output; raises GameRecordError."""
        return cls.from_json(read_json(text, "briscola view"))


# --- the JSON of the public position ----------------------------------------------------------------

TABLE_FIELDS: tuple[str, ...] = ("game", "options", "dealer", "briscola", "face_up", "trick", "leader", "piles",
                                 "exchanged", "tricks", "exchanges", "face_up_drawn")
STATE_FIELDS: tuple[str, ...] = (*TABLE_FIELDS, "stock", "hands", "events")
VIEW_FIELDS: tuple[str, ...] = (*TABLE_FIELDS, "seat", "hand", "hand_sizes", "stock_count")
VIEW_OPTIONAL_FIELDS: tuple[str, ...] = ("partner_hand", "match_score")


def _table_to_json(table: Table) -> dict[str, Any]:
    players = table.options.players
    drawn = table.face_up_drawn
    return {
        "game": "briscola", "options": table.options.to_json(), "dealer": SEAT_LETTERS[players][table.dealer],
        "briscola": table.briscola, "face_up": table.face_up, "trick": plays_to_json(table.trick, players),
        "leader": SEAT_LETTERS[players][table.leader], "piles": [list(pile) for pile in table.piles],
        "exchanged": table.exchanged, "tricks": [trick_to_json(trick, players) for trick in table.tricks],
        "exchanges": [exchange_to_json(exchange, players) for exchange in table.exchanges],
        "face_up_drawn": None if drawn is None else {"seat": SEAT_LETTERS[players][drawn[0]], "card": drawn[1]},
    }


def _read_options(obj: dict[str, Any], what: str) -> BriscolaOptions:
    """The game and the options of a state's or a view's JSON."""
    if obj.get("game") != "briscola":
        raise GameRecordError(f"{what}: expected \"game\": \"briscola\"")
    return BriscolaOptions.from_json(obj["options"], f"{what}.options")


def _read_table(obj: dict[str, Any], what: str, options: BriscolaOptions, sizes: tuple[int, ...],
                face_down: int | None = None, stock_count: int | None = None) -> Table:
    """The public position of a state's JSON (*face_down*: the stock's cards) or a view's (its
    *stock_count*); *sizes*: the hands' sizes."""
    players = options.players

    def seat(name: str) -> int:
        return read_seat(obj[name], f"{what}.{name}", players)

    face_up = read_optional_card(obj["face_up"], f"{what}.face_up", players)
    drawn = None
    if obj["face_up_drawn"] is not None:
        where = f"{what}.face_up_drawn"
        check_fields(read_object(obj["face_up_drawn"], where), where, ("seat", "card"))
        drawn = (read_seat(obj["face_up_drawn"]["seat"], f"{where}.seat", players),
                 read_card(obj["face_up_drawn"]["card"], f"{where}.card", players))
    return Table(
        options, seat("dealer"), read_card(obj["briscola"], f"{what}.briscola", players), face_up,
        stock_count if stock_count is not None else (face_down or 0) + (face_up is not None), sizes,
        read_plays(obj["trick"], f"{what}.trick", players), seat("leader"),
        read_items(obj["piles"], f"{what}.piles", lambda value, where: read_cards(value, where, players),
                   side_count(players), f"{side_count(players)} piles"),
        read_flag(obj["exchanged"], f"{what}.exchanged"),
        read_items(obj["tricks"], f"{what}.tricks", lambda value, where: read_trick(value, where, players)),
        read_items(obj["exchanges"], f"{what}.exchanges", lambda value, where: read_exchange(value, where, players)),
        drawn,
    )
