"""Tressette's positions: the immutable :class:`TressetteState` of a deal (the trick's collection,
the two-player draws and the end of the deal run by ``play``), the :class:`TressetteView` of one seat
(spec §11), and dealing.

A state is its deal (the dealt hands and, with two players, the stock) and the log of the actions
since; its JSON form is exactly that, and reading it replays the log on the rules, so a record the
rules cannot reach is refused whatever is wrong with it. A view is the public log, the seat's hand
and the draws it saw; reading it deals the hidden cards consistently (``pyapp.tressette.worlds``),
replays the log and checks that the result is the view read.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from pyapp.engine import GameRecordError, IllegalActionError, Refusal, action_text, read_json
from pyapp.records import check_fields, read_items, read_object, read_optional, read_whole
from pyapp.records import read_card as read_any_card
from pyapp.records import read_cards as read_any_cards
from pyapp.tressette.actions import (
    Declare,
    PlayCard,
    TressetteAction,
    Turn,
    action_refusal,
    is_action,
    led_suit,
    legal_actions_for,
    offered,
    refusal_message,
)
from pyapp.tressette.events import DealEnded, Dealt, Declared, Drew, Played, Signalled, TressetteEvent, TrickWon
from pyapp.tressette.record import DRAW_TRICKS, STOCK_SIZE, Move, Trick, log_to_json, read_log
from pyapp.tressette.rules import (
    COMBINATION_VALUE,
    DECK,
    DECK_INDEX,
    HAND_SIZE,
    PACKET,
    SEAT_LETTERS,
    THIRDS,
    Card,
    combinations,
    sort_cards,
    trick_winner,
)
from pyapp.tressette.scoring import deal_scores, rounded, side_thirds
from pyapp.tressette.worlds import sample_deal
from pyapp.tressette_options import DEFAULT_OPTIONS, TressetteOptions
from pyapp.tricks import deal_in_packets, side_count, side_of

DECK_NAME = "scopa"
"""Tressette is played with the Scopa deck's cards (``pyapp.cards.DECK_NAMES``)."""


def _insert(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """*hand* with *card* in its canonical place."""
    index = DECK_INDEX[card]
    position = 0
    while position < len(hand) and DECK_INDEX[hand[position]] < index:
        position += 1
    return hand[:position] + (card,) + hand[position:]


class TressetteState:
    """A position of one Tressette deal, hidden cards included: an immutable value (``play`` returns a
    new state). Build one with :func:`deal`, :func:`deal_from_deck` or :func:`deal_from_hands`."""

    __slots__ = ("_options", "_players", "_dealer", "_dealt", "_stock0", "_log", "_hands", "_stock", "_trick",
                 "_word", "_leader", "_piles", "_tricks", "_declared", "_draws", "_events", "_to_play", "_legal")

    _options: TressetteOptions
    _players: int
    _dealer: int
    _dealt: tuple[tuple[Card, ...], ...]
    _stock0: tuple[Card, ...]
    _log: tuple[Move, ...]
    _hands: tuple[tuple[Card, ...], ...]
    _stock: tuple[Card, ...]
    _trick: tuple[tuple[int, Card], ...]
    _word: str
    _leader: int
    _piles: tuple[tuple[Card, ...], ...]
    _tricks: tuple[Trick, ...]
    _declared: tuple[tuple[int, str], ...]
    _draws: tuple[tuple[int, Card, int], ...]
    _events: tuple[TressetteEvent, ...] | None
    _to_play: int | None
    _legal: tuple[TressetteAction, ...] | None

    def __init__(self, options: TressetteOptions, dealer: int, dealt: tuple[tuple[Card, ...], ...],
                 stock: tuple[Card, ...]) -> None:
        """The deal before its first action (no checks: use ``deal``, ``deal_from_deck`` or ``deal_from_hands``)."""
        self._options = options
        self._players = options.players
        self._dealer = dealer
        self._dealt = dealt
        self._stock0 = stock
        self._log = ()
        self._hands = dealt
        self._stock = stock
        self._trick = ()
        self._word = ""
        self._leader = (dealer + 1) % options.players
        self._piles = ((),) * side_count(options.players)
        self._tricks = ()
        self._declared = ()
        self._draws = ()
        self._events = (Dealt(dealer),)
        self._to_play = self._leader
        self._legal = None

    # --- reading ------------------------------------------------------------------------------

    @property
    def options(self) -> TressetteOptions:
        """The table size and options of the match."""
        return self._options

    @property
    def players(self) -> int:
        """The number of players: 4 or 2."""
        return self._players

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._dealer

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's ten cards as dealt (canonical order)."""
        return self._dealt

    @property
    def log(self) -> tuple[Move, ...]:
        """Every action of the deal so far: (seat, action)."""
        return self._log

    @property
    def to_play(self) -> int | None:
        """The seat to act (None once the deal is over)."""
        return self._to_play

    @property
    def is_over(self) -> bool:
        """True once every card has been played."""
        return self._to_play is None

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hand, in canonical order."""
        return self._hands

    @property
    def stock(self) -> tuple[Card, ...]:
        """Two players: the stock, top (next to draw) first; empty with four."""
        return self._stock

    @property
    def trick(self) -> tuple[tuple[int, Card], ...]:
        """The current trick as (seat, card) plays."""
        return self._trick

    @property
    def word(self) -> str:
        """The word said with the current trick's lead (empty: none)."""
        return self._word

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the current trick."""
        return self._leader

    @property
    def piles(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each side has won (S-N and E-W with four players; per seat with two)."""
        return self._piles

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        return self._tricks

    @property
    def declared(self) -> tuple[tuple[int, str], ...]:
        """Every accuso declared: (seat, combination), in order."""
        return self._declared

    @property
    def draws(self) -> tuple[tuple[int, Card, int], ...]:
        """Two players: every card drawn, (seat, card, after trick), in order."""
        return self._draws

    @property
    def trick_number(self) -> int:
        """The number of the current trick (from 1; one past the last once the deal is over)."""
        return len(self._tricks) + 1

    @property
    def events(self) -> tuple[TressetteEvent, ...]:
        """What the action that produced this state did, in order (a fresh deal's: the deal)."""
        events = self._events
        if events is None:
            events = self._events = self._trick_events()
        return events

    def accusi(self) -> tuple[int, ...]:
        """Each side's accuso points so far."""
        points = [0] * side_count(self._players)
        for seat, combination in self._declared:
            points[side_of(seat, self._players)] += COMBINATION_VALUE[combination]
        return tuple(points)

    def thirds(self) -> tuple[int, ...]:
        """Each side's thirds so far (the last trick's 3 once the deal is over)."""
        last = side_of(self._tricks[-1].winner, self._players) if self._to_play is None else None
        return side_thirds(self._piles, last)

    def points(self) -> tuple[int, ...]:
        """Each side's deal score: rounded points plus accusi (§7.4); the rounding counts only at the end."""
        return deal_scores(self.thirds(), self.accusi())

    def returns(self) -> tuple[float, ...]:
        """Per seat: its side's deal score minus the other side's (0 before the end)."""
        if self._to_play is not None:
            return (0.0,) * self._players
        first, second = self.points()
        return tuple(float(first - second if side_of(seat, self._players) == 0 else second - first)
                     for seat in range(self._players))

    def _turn(self, seat: int) -> Turn:
        """What the rules need to know of *seat*'s turn."""
        options = self._options
        held = combinations(self._dealt[seat]) if options.accuso and not self._tricks else ()
        declared = tuple(combination for declarer, combination in self._declared if declarer == seat)
        return Turn(self._hands[seat], led_suit(self._trick), options.signals, options.accuso, not self._tricks,
                    held, declared)

    def legal_actions(self) -> tuple[TressetteAction, ...]:
        """The legal actions of the seat to act, in the order of §12.1 (empty once the deal is over)."""
        legal = self._legal
        if legal is None:
            seat = self._to_play
            if seat is None:
                legal = ()
            elif self._tricks or not self._options.accuso:  # (the hot path: nothing to declare)
                legal = legal_actions_for(self._hands[seat], led_suit(self._trick), self._options.signals, ())
            else:
                turn = self._turn(seat)
                legal = legal_actions_for(turn.hand, turn.led, turn.signals, offered(turn))
            self._legal = legal
        return legal

    def refusal(self, action: TressetteAction) -> Refusal | None:
        """Why the seat to act may not take *action* now, as data (None when it may)."""
        seat = self._to_play
        if seat is None:
            return Refusal("deal_over")
        return action_refusal(self._turn(seat), action)

    def view(self, seat: int, match_score: Sequence[int] = ()) -> TressetteView:
        """What *seat* may know (§11), with the match's totals per side when given."""
        shown = tuple(card if drawer == seat or self._options.show_draws else None
                      for drawer, card, _ in self._draws)
        return TressetteView(self._options, self._dealer, seat, self._hands[seat], self._log, shown,
                             tuple(match_score), tuple(map(len, self._hands)), len(self._stock), self._trick,
                             self._word, self._leader, self._piles, self._tricks, self._declared)

    # --- playing ------------------------------------------------------------------------------

    def play(self, action: TressetteAction) -> TressetteState:
        """The state after the seat to act takes *action*; raises IllegalActionError (state unchanged)."""
        legal = self._legal if self._legal is not None else self.legal_actions()
        for option in legal:  # identity first: legal actions are shared instances
            if option is action:
                break
        else:
            if not is_action(action) or action not in legal:  # (another class may claim to equal one)
                refusal = self.refusal(action) or Refusal("bad_action")
                raise IllegalActionError(self._illegal_message(action, refusal), refusal)
        return self.play_legal(action)

    def _illegal_message(self, action: object, refusal: Refusal) -> str:
        """The English sentence of *refusal* (what and where), for the Python API and the bot."""
        text = action_text(action)
        seat = self._to_play
        if seat is None:
            return f"{text} is not possible: the deal is over"
        if refusal.code == "bad_action":
            return f"not a Tressette action: {text}"
        where = f"{SEAT_LETTERS[self._players][seat]} to play, trick {self.trick_number}"
        return f"{text} is not legal ({where}): {refusal_message(refusal)}"

    def _child(self) -> TressetteState:
        """A copy to change (the hot path: nothing checked or recomputed)."""
        child = object.__new__(TressetteState)
        child._options = self._options
        child._players = self._players
        child._dealer = self._dealer
        child._dealt = self._dealt
        child._stock0 = self._stock0
        child._log = self._log
        child._hands = self._hands
        child._stock = self._stock
        child._trick = self._trick
        child._word = self._word
        child._leader = self._leader
        child._piles = self._piles
        child._tricks = self._tricks
        child._declared = self._declared
        child._draws = self._draws
        child._events = self._events
        child._to_play = self._to_play
        child._legal = None
        return child

    def play_legal(self, action: TressetteAction) -> TressetteState:
        """The state after *action*, one of :meth:`legal_actions` (not checked again: the search's
        hot path; anything else must go through :meth:`play`)."""
        seat = self._to_play
        assert seat is not None
        child = self._child()
        child._log = self._log + ((seat, action),)
        if type(action) is Declare:
            child._declared = self._declared + ((seat, action.combination),)
            child._events = (Declared(seat, action.combination, COMBINATION_VALUE[action.combination]),)
            return child
        assert isinstance(action, PlayCard)
        card = action.card
        players = self._players
        hands = self._hands
        hand = hands[seat]
        index = hand.index(card)
        hands = hands[:seat] + (hand[:index] + hand[index + 1:],) + hands[seat + 1:]
        child._hands = hands
        trick = self._trick + ((seat, card),)
        if not self._trick:
            child._word = action.word
        if len(trick) < players:
            child._trick = trick
            child._to_play = seat + 1 if seat + 1 < players else 0
            child._events = (Played(seat, card), Signalled(seat, card, action.word)) if action.word \
                else (Played(seat, card),)
            return child
        winner = trick_winner(trick)
        side = side_of(winner, players)
        piles = self._piles
        child._piles = piles[:side] + (piles[side] + tuple([played for _, played in trick]),) + piles[side + 1:]
        number = len(self._tricks) + 1
        child._tricks = self._tricks + (Trick(number, trick, winner, child._word),)
        child._trick = ()
        child._word = ""
        child._leader = winner
        stock = self._stock
        if stock:
            loser = 1 - winner
            drawn = list(hands)
            drawn[winner] = _insert(drawn[winner], stock[0])
            drawn[loser] = _insert(drawn[loser], stock[1])
            child._hands = tuple(drawn)
            child._stock = stock[2:]
            child._draws = self._draws + ((winner, stock[0], number), (loser, stock[1], number))
        child._to_play = winner if child._hands[winner] else None
        child._events = None  # built when asked for (``events``): a search never asks
        return child

    def _trick_events(self) -> tuple[TressetteEvent, ...]:
        """The events of the play that completed the last trick: the card, the trick, the draws, the end."""
        number, plays, winner, _ = self._tricks[-1]
        cards = tuple(card for _, card in plays)
        seat, card = plays[-1]
        events: list[TressetteEvent] = [Played(seat, card)]  # (a lead's word came with the lead)
        events.append(TrickWon(winner, cards, sum(THIRDS[played] for played in cards), number))
        events += [Drew(drawer, drawn, after) for drawer, drawn, after in self._draws if after == number]
        if self._to_play is None:
            thirds = self.thirds()
            events.append(DealEnded(thirds, rounded(thirds), self.accusi()))
        return tuple(events)

    # --- text forms ---------------------------------------------------------------------------

    def _key(self) -> tuple[Any, ...]:
        return (self._options, self._dealer, self._dealt, self._stock0, self._log)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TressetteState) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        to_play = "-" if self._to_play is None else SEAT_LETTERS[self._players][self._to_play]
        return f"<TressetteState {self._options} to_play={to_play} trick={self.trick_number}>"

    def to_json(self) -> dict[str, Any]:
        """The whole deal as JSON: the options, the dealer, the dealt hands, the stock and the log."""
        letters = SEAT_LETTERS[self._players]
        return {"game": "tressette", "options": self._options.to_json(), "dealer": letters[self._dealer],
                "dealt": [list(hand) for hand in self._dealt], "stock": list(self._stock0),
                "log": log_to_json(self._log, self._players)}

    def to_text(self) -> str:
        """The state as one line of JSON; ``TressetteState.from_text`` reads it back."""
        return json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, obj: Any) -> TressetteState:
        """A state from ``to_json`` output; raises GameRecordError when it is malformed or impossible
        (the log is replayed on the rules)."""
        what = "tressette state"
        check_fields(read_object(obj, what), what, STATE_FIELDS)
        options = _read_options(obj, what)
        players = options.players
        dealer = _read_seat(obj["dealer"], f"{what}.dealer", players)
        dealt = read_items(obj["dealt"], f"{what}.dealt", lambda value, where: read_any_cards(value, where, DECK_NAME),
                           players, f"{players} hands")
        stock = read_any_cards(obj["stock"], f"{what}.stock", DECK_NAME)
        try:
            start = deal_from_hands(dealt, dealer, options, stock)
        except ValueError as error:
            raise GameRecordError(f"{what}: {error}") from None
        return replay(start, read_log(obj["log"], f"{what}.log", players), f"{what}.log")

    @classmethod
    def from_text(cls, text: str) -> TressetteState:
        """A state from ``to_text`` output; raises GameRecordError when it is malformed or impossible."""
        return cls.from_json(read_json(text, "tressette state"))


STATE_FIELDS: tuple[str, ...] = ("game", "options", "dealer", "dealt", "stock", "log")


def replay(state: TressetteState, log: Sequence[Move], what: str) -> TressetteState:
    """The state after the moves of *log* from *state*; GameRecordError for a move out of turn or
    illegal."""
    letters = SEAT_LETTERS[state.players]
    for index, (seat, action) in enumerate(log):
        if seat != state.to_play:
            raise GameRecordError(f"{what}[{index}]: it is not {letters[seat]}'s turn")
        try:
            state = state.play(action)
        except IllegalActionError as error:
            raise GameRecordError(f"{what}[{index}]: {error}") from None
    return state


def _read_seat(value: Any, what: str, players: int) -> int:
    from pyapp.records import read_choice

    return read_choice(value, what, SEAT_LETTERS[players])


def _read_options(obj: dict[str, Any], what: str) -> TressetteOptions:
    """The game and the options of a state's or a view's JSON."""
    if obj.get("game") != "tressette":
        raise GameRecordError(f"{what}: expected \"game\": \"tressette\"")
    return TressetteOptions.from_json(obj["options"], f"{what}.options")


# --- dealing -----------------------------------------------------------------------------------------


def deal(rng: Random, dealer: int | None = None, options: TressetteOptions = DEFAULT_OPTIONS) -> TressetteState:
    """A new deal from *rng*: the dealer (random when None, §3.1), the shuffle (§3.2) and the deal."""
    if dealer is None:
        dealer = rng.randrange(options.players)
    deck = list(DECK)
    rng.shuffle(deck)
    return deal_from_deck(deck, dealer, options)


def deal_from_deck(deck: Sequence[Card], dealer: int, options: TressetteOptions = DEFAULT_OPTIONS) -> TressetteState:
    """The deal of an explicit pack (``deck[0]`` on top) by *dealer*: five cards at a time from the
    dealer's right (§3.3); with two players the last 20 cards are the stock (§9.2)."""
    players = options.players
    hands = deal_in_packets(deck, (dealer + 1) % players, players, PACKET, HAND_SIZE)
    return deal_from_hands(hands, dealer, options, tuple(deck[HAND_SIZE * players:]))


def deal_from_hands(hands: Sequence[Sequence[Card]], dealer: int, options: TressetteOptions = DEFAULT_OPTIONS,
                    stock: Sequence[Card] = ()) -> TressetteState:
    """The deal of given hands (and, with two players, a stock, top first) by *dealer*; ValueError
    unless the 40 cards are each in one place, ten to a hand."""
    players = options.players
    if isinstance(dealer, bool) or dealer not in range(players):
        raise ValueError(f"the dealer must be a seat 0-{players - 1}, got {dealer!r:.20}")
    if len(hands) != players or any(len(hand) != HAND_SIZE for hand in hands):
        raise ValueError(f"a deal gives {HAND_SIZE} cards to each of {players} hands")
    if len(stock) != (STOCK_SIZE if players == 2 else 0):
        raise ValueError(f"the stock holds {STOCK_SIZE if players == 2 else 0} cards with {players} players")
    cards = [card for hand in hands for card in hand] + list(stock)
    if sorted(cards, key=lambda card: DECK_INDEX.get(card, -1)) != list(DECK):
        raise ValueError("a deal holds each of the 40 cards exactly once")
    return TressetteState(options, dealer, tuple(sort_cards(hand) for hand in hands), tuple(stock))


# --- the view of one seat --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TressetteView:
    """Exactly what *seat* may know of a deal (§11): the options, the dealer, the public log (every
    card played, every word, every accuso), its own hand, the draws it saw (None: hidden), the match
    totals; and what follows from them (hand sizes, the stock's size, the trick, the piles)."""

    options: TressetteOptions
    dealer: int
    seat: int
    hand: tuple[Card, ...]
    log: tuple[Move, ...]
    draws: tuple[Card | None, ...]
    """Two players: every card drawn so far in order (after trick 1 the winner's, then the other's),
    None for one this seat did not see."""
    match_score: tuple[int, ...] = ()
    """The match totals per side; empty outside a match."""
    hand_sizes: tuple[int, ...] = field(default=(), compare=False)
    stock_count: int = field(default=0, compare=False)
    trick: tuple[tuple[int, Card], ...] = field(default=(), compare=False)
    word: str = field(default="", compare=False)
    leader: int = field(default=0, compare=False)
    piles: tuple[tuple[Card, ...], ...] = field(default=(), compare=False)
    tricks: tuple[Trick, ...] = field(default=(), compare=False)
    declared: tuple[tuple[int, str], ...] = field(default=(), compare=False)

    @property
    def players(self) -> int:
        """The number of players."""
        return self.options.players

    @property
    def to_play(self) -> int | None:
        """The seat to act (None once the deal is over)."""
        if not self.trick and not any(self.hand_sizes):
            return None
        return (self.leader + len(self.trick)) % self.options.players

    @property
    def trick_number(self) -> int:
        """The number of the current trick (from 1)."""
        return len(self.tricks) + 1

    def _turn(self) -> Turn:
        """What the rules need to know of this seat's turn."""
        options = self.options
        first = not self.tricks
        held = combinations(self.dealt_hand()) if first and options.accuso else ()
        declared = tuple(combination for declarer, combination in self.declared if declarer == self.seat)
        return Turn(self.hand, led_suit(self.trick), options.signals, options.accuso, first, held, declared)

    def dealt_hand(self) -> tuple[Card, ...]:
        """This seat's ten cards as dealt: its hand, plus those it played, minus those it drew."""
        played = {card for trick in self.tricks for seat, card in trick.plays if seat == self.seat}
        played |= {card for seat, card in self.trick if seat == self.seat}
        drawn = {card for card, (drawer, _) in zip(self.draws, self._drawers()) if drawer == self.seat}
        return sort_cards((set(self.hand) | played) - drawn)

    def _drawers(self) -> list[tuple[int, int]]:
        """(seat, after trick) of each card drawn so far."""
        found = []
        for trick in self.tricks[:DRAW_TRICKS] if self.options.players == 2 else ():
            found += [(trick.winner, trick.number), (1 - trick.winner, trick.number)]
        return found

    def legal_actions(self) -> tuple[TressetteAction, ...]:
        """The seat's legal actions when it is to act (empty otherwise)."""
        if self.to_play != self.seat:
            return ()
        turn = self._turn()
        return legal_actions_for(turn.hand, turn.led, turn.signals, offered(turn))

    def refusal(self, action: TressetteAction) -> Refusal | None:
        """Why this seat may not take *action* now, as data (None when it may)."""
        to_play = self.to_play
        if to_play is None:
            return Refusal("deal_over")
        if to_play != self.seat:
            return Refusal("not_your_turn")
        return action_refusal(self._turn(), action)

    def played_cards(self) -> frozenset[Card]:
        """Every card played so far (the piles and the current trick)."""
        return frozenset([card for pile in self.piles for card in pile] + [card for _, card in self.trick])

    def determinize(self, rng: Random) -> TressetteState:
        """A complete state consistent with this view (§11.3), the unseen cards dealt at random with
        *rng*: the log replayed on a deal that fits every public fact."""
        return _world(self, rng, "tressette view")

    # --- text forms -------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The view as JSON (its text is the AI worker's input and the bot protocol's request): what
        the seat knows, then what follows from it (``hand_sizes`` to ``declared``, for a reader's ease)."""
        players = self.options.players
        letters = SEAT_LETTERS[players]
        return {
            "game": "tressette", "options": self.options.to_json(), "dealer": letters[self.dealer],
            "seat": letters[self.seat], "hand": list(self.hand), "log": log_to_json(self.log, players),
            "draws": list(self.draws), "match_score": list(self.match_score),
            "hand_sizes": list(self.hand_sizes), "stock_count": self.stock_count,
            "trick": [f"{letters[seat]}:{card}" for seat, card in self.trick], "word": self.word,
            "leader": letters[self.leader], "piles": [list(pile) for pile in self.piles],
            "tricks": [{"number": trick.number, "plays": [f"{letters[seat]}:{card}" for seat, card in trick.plays],
                        "winner": letters[trick.winner], "word": trick.word} for trick in self.tricks],
            "declared": [f"{letters[seat]}:{combination}" for seat, combination in self.declared],
        }

    def to_text(self) -> str:
        """The view as one line of JSON."""
        return json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, obj: Any) -> TressetteView:
        """A view from ``to_json`` output; raises GameRecordError when it is malformed or impossible
        (the derived fields, ``hand_sizes`` to ``declared``, may be left out; when given they must be
        what the log says; ``match_score`` may be left out)."""
        what = "tressette view"
        check_fields(read_object(obj, what), what, VIEW_FIELDS, VIEW_OPTIONAL_FIELDS)
        options = _read_options(obj, what)
        players = options.players
        seat = _read_seat(obj["seat"], f"{what}.seat", players)
        skeleton = cls(
            options, _read_seat(obj["dealer"], f"{what}.dealer", players), seat,
            read_any_cards(obj["hand"], f"{what}.hand", DECK_NAME), read_log(obj["log"], f"{what}.log", players),
            read_items(obj["draws"], f"{what}.draws",
                       lambda value, where: read_optional(value, where, lambda v, w: read_any_card(v, w, DECK_NAME))),
            read_items(obj.get("match_score", []), f"{what}.match_score", read_whole),
        )
        if skeleton.match_score and len(skeleton.match_score) != 2:
            raise GameRecordError(f"{what}: match_score has one number per side (2)")
        view = _world(skeleton, Random(0), what).view(seat, skeleton.match_score)
        if view.hand != skeleton.hand or view.draws != skeleton.draws:
            raise GameRecordError(f"{what}: the hand is not what the deal and the log leave")
        written = view.to_json()
        for name in VIEW_OPTIONAL_FIELDS:
            if name in obj and obj[name] != written[name]:
                raise GameRecordError(f"{what}.{name} is not what the log says")
        return view

    @classmethod
    def from_text(cls, text: str) -> TressetteView:
        """A view from ``to_text`` output; raises GameRecordError."""
        return cls.from_json(read_json(text, "tressette view"))


VIEW_FIELDS: tuple[str, ...] = ("game", "options", "dealer", "seat", "hand", "log", "draws")
VIEW_OPTIONAL_FIELDS: tuple[str, ...] = ("match_score", "hand_sizes", "stock_count", "trick", "word", "leader",
                                         "piles", "tricks", "declared")


def _world(view: TressetteView, rng: Random, what: str) -> TressetteState:
    """A state that fits *view*: a consistent deal with the log replayed (GameRecordError when none)."""
    hands, stock = sample_deal(view.options, view.dealer, view.seat, view.hand, view.log, view.draws, rng, what)
    return replay(deal_from_hands(hands, view.dealer, view.options, stock), view.log, f"{what}.log")

