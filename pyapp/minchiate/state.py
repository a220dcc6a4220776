"""Minchiate's positions: the immutable :class:`MinchiateState` of a deal (every automatic step
run by ``play``), the :class:`MinchiateView` of one seat (spec §3.15), and building positions."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from random import Random
from typing import Any

from pyapp.cards import MATTO, MINCHIATE_DECK
from pyapp.engine import GameRecordError, IllegalActionError, Refusal, action_text, read_json
from pyapp.minchiate.actions import (
    PHASE_DECLARE,
    PHASE_DISCARD,
    PHASE_OVER,
    PHASE_PLAY,
    Declare,
    Discard,
    MinchiateAction,
    PlayCard,
    action_refusal,
    is_action,
    legal_actions_for,
    refusal_message,
)
from pyapp.minchiate.deal_record import DealRecord, Trick
from pyapp.minchiate.events import (
    Cut,
    DealEnded,
    DealerChosen,
    DealerStolen,
    Declared,
    Discarded,
    Exposed,
    HandsDealt,
    LeadRounded,
    MattoPaid,
    MinchiateEvent,
    PilesScored,
    Played,
    RestoPaid,
    Revealed,
    Stolen,
    Taken,
    TrickWon,
)
from pyapp.minchiate.record import (
    check_cards,
    check_trick_order,
    end_from_json,
    play_to_json,
    read_cards,
    read_phase,
    read_play,
    read_record,
    read_seat,
    record_to_json,
    seat_text,
)
from pyapp.minchiate.rules import (
    DECK_INDEX,
    POINTS,
    SEAT_LETTERS,
    Card,
    canonical_combinations,
    discard_eligible,
    led_suit,
    matto_bonus,
    sort_cards,
    steal_eligible,
    take_eligible,
    team_of,
    trick_winner,
)
from pyapp.minchiate.scoring import (
    EndBreakdown,
    Ledger,
    end_breakdown,
    fallback_discards,
    matto_payment,
)
from pyapp.minchiate.worlds import SeatKnowledge, infer, sample
from pyapp.records import read_field, read_items, read_object, read_whole

HAND_SIZE = 21
STEAL_CAP = 13
CUT_RANGE = (4, 93)

_PLAY_EVENTS: tuple[dict[Card, Played], ...] = tuple(
    {card: Played(seat, card) for card in MINCHIATE_DECK} for seat in range(4)
)
_DISCARD_EVENTS: tuple[dict[Card, Discarded], ...] = tuple(
    {card: Discarded(seat, card) for card in MINCHIATE_DECK} for seat in range(4)
)
_NO_CARDS: tuple[tuple[Card, ...], ...] = ((), (), (), ())
_NO_POINTS = Ledger()


def _score(events: list[MinchiateEvent], ledger: Ledger, event: Stolen | Revealed | DealerStolen | Declared) -> Ledger:
    """Records one scoring event of the setup and the resti it converts; returns the new ledger."""
    events.append(event)
    return _convert(events, ledger, team_of(event.seat), event.points)


def _convert(events: list[MinchiateEvent], ledger: Ledger, team: int, gained: int) -> Ledger:
    """Applies *gained* points for *team* to the ledger, recording a ``resto_paid`` event per resto."""
    if not gained:
        return ledger
    after, converted = ledger.score(team, gained)
    resti = [ledger.resti_a, ledger.resti_b]
    for winner in converted:
        resti[winner] += 1
        events.append(RestoPaid(winner, (resti[0], resti[1])))
    return after


class MinchiateState:
    """A position of one Minchiate deal: an immutable value (``play`` returns a new state)."""

    __slots__ = ("_record", "_phase", "_to_play", "_hands", "_trick", "_led", "_tricks", "_piles", "_won",
                 "_ledger", "_debt", "_deal_events", "_breakdown", "_action_events", "_legal")

    _record: DealRecord
    _phase: str
    _to_play: int | None
    _hands: tuple[tuple[Card, ...], ...]
    _trick: tuple[tuple[int, Card], ...]
    _led: frozenset[str]
    _tricks: tuple[Trick, ...]
    _piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    _won: tuple[int, int]
    _ledger: Ledger
    _debt: tuple[int, int] | None
    _deal_events: tuple[MinchiateEvent, ...]
    _breakdown: EndBreakdown | None
    _action_events: int
    _legal: tuple[MinchiateAction, ...] | None

    def __init__(
        self,
        record: DealRecord,
        phase: str,
        to_play: int | None,
        hands: tuple[tuple[Card, ...], ...],
        trick: tuple[tuple[int, Card], ...] = (),
        led: frozenset[str] = frozenset(),
        tricks: tuple[Trick, ...] = (),
        piles: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ()),
        won: tuple[int, int] = (0, 0),
        ledger: Ledger = _NO_POINTS,
        debt: tuple[int, int] | None = None,
        deal_events: tuple[MinchiateEvent, ...] = (),
        breakdown: EndBreakdown | None = None,
        action_events: int = 0,
    ) -> None:
        """Low-level constructor: use ``deal``, ``deal_from_pack``, ``position`` or ``from_text``."""
        self._record = record
        self._phase = phase
        self._to_play = to_play
        self._hands = hands
        self._trick = trick
        self._led = led
        self._tricks = tricks
        self._piles = piles
        self._won = won
        self._ledger = ledger
        self._debt = debt
        self._deal_events = deal_events
        self._breakdown = breakdown
        self._action_events = action_events
        self._legal = None

    # --- reading ------------------------------------------------------------------------

    @property
    def to_play(self) -> int | None:
        """The seat whose choice the deal waits on (None when over)."""
        return self._to_play

    @property
    def phase(self) -> str:
        """``discard``, ``declare``, ``play`` or ``over``."""
        return self._phase

    @property
    def is_over(self) -> bool:
        """True once the deal is scored."""
        return self._phase == PHASE_OVER

    @property
    def record(self) -> DealRecord:
        """The setup: cut, steals, reveals, Fola, discards, declarations."""
        return self._record

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._record.dealer

    @property
    def cutter(self) -> int:
        """The cutter's seat (the dealer's left)."""
        return self._record.cutter

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The four hands (seat order S E N W), each in deck order."""
        return self._hands

    @property
    def trick(self) -> tuple[tuple[int, Card], ...]:
        """The current trick as (seat, card) plays."""
        return self._trick

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        return self._tricks

    @property
    def led_suits(self) -> frozenset[str]:
        """Suits led in the completed tricks (for the kings rule)."""
        return self._led

    @property
    def piles(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The captured piles of teams A (S-N) and B (E-W)."""
        return self._piles

    @property
    def tricks_won(self) -> tuple[int, int]:
        """Tricks won by teams A and B."""
        return self._won

    @property
    def fola(self) -> tuple[Card, ...]:
        """The Fola with the discards on it (face down until exposed, then public)."""
        return self._record.whole_fola()

    @property
    def ledger(self) -> Ledger:
        """Δ and the resti settled so far."""
        return self._ledger

    @property
    def delta(self) -> int:
        """The running point difference Δ (team A minus team B)."""
        return self._ledger.delta

    @property
    def resti(self) -> tuple[int, int]:
        """Resti of teams A and B so far."""
        return self._ledger.resti_a, self._ledger.resti_b

    @property
    def matto_debt(self) -> tuple[int, int] | None:
        """(owner team, creditor team) once the Matto fell to a trick the opponents won."""
        return self._debt

    @property
    def events(self) -> tuple[MinchiateEvent, ...]:
        """What the action that produced this state did, in order (a fresh deal's: the setup so far)."""
        count = self._action_events
        return self._deal_events[len(self._deal_events) - count:] if count else ()

    @property
    def deal_events(self) -> tuple[MinchiateEvent, ...]:
        """Every event of the deal so far, in order (``events`` are the last of them)."""
        return self._deal_events

    @property
    def breakdown(self) -> EndBreakdown | None:
        """The end-of-deal scoring (None until the deal is over)."""
        return self._breakdown

    @property
    def fallback_used(self) -> bool:
        """True when a discard was forced by the §3.8 fallback (the 142-point invariant may fail)."""
        return any(self._record.fallback)

    def returns(self) -> tuple[float, float, float, float]:
        """Net resti per seat: team A's net for S and N, its negation for E and W (0 before the end)."""
        net = float(self._ledger.net) if self._phase == PHASE_OVER else 0.0
        return (net, -net, net, -net)

    def legal_actions(self) -> tuple[MinchiateAction, ...]:
        """The legal actions of the seat to play (empty when over)."""
        legal = self._legal
        if legal is None:
            if self._to_play is None:
                legal = ()
            else:
                legal = legal_actions_for(self._phase, self._hands[self._to_play],
                                          [card for _, card in self._trick], self._led)
            self._legal = legal
        return legal

    def view(self, seat: int) -> MinchiateView:
        """What *seat* may know (§3.15)."""
        record = self._record
        events = seat_events(self._deal_events, seat, record.exposed)
        return MinchiateView(
            seat=seat, phase=self._phase, to_play=self._to_play, record=record.redacted(seat),
            hand=self._hands[seat], hand_sizes=tuple(len(hand) for hand in self._hands),
            fola_size=len(record.fola), discard_counts=tuple(len(cards) for cards in record.discards),
            trick=self._trick, led_suits=self._led, tricks=self._tricks, piles=self._piles,
            tricks_won=self._won, ledger=self._ledger, matto_debt=self._debt, deal_events=events,
            breakdown=self._breakdown,
        )

    # --- playing --------------------------------------------------------------------------

    def refusal(self, action: MinchiateAction) -> Refusal | None:
        """Why the seat to play may not take *action* now, as data (None when it may)."""
        if self._to_play is None:
            return Refusal("deal_over")
        return action_refusal(self._phase, self._hands[self._to_play], [card for _, card in self._trick],
                              self._led, action)

    def play(self, action: MinchiateAction) -> MinchiateState:
        """The state after the seat to play takes *action*; raises IllegalActionError (state unchanged)."""
        legal = self._legal if self._legal is not None else self.legal_actions()
        for option in legal:  # identity first: legal actions are shared instances
            if option is action:
                break
        else:  # (an object of another class may claim to equal a legal action: it is not one)
            if not is_action(action) or action not in legal:
                refusal = self.refusal(action) or Refusal("not_now")
                raise IllegalActionError(self._illegal_message(action, refusal), refusal)
        if type(action) is PlayCard:
            return self._play_card(action.card)
        if type(action) is Discard:
            return self._discard(action.card)
        assert type(action) is Declare
        return self._declare(action)

    def _illegal_message(self, action: object, refusal: Refusal) -> str:
        """The English sentence of *refusal* (what and where), for the Python API and the bot."""
        text = action_text(action)
        if self._to_play is None:
            return f"{text} is not possible: the deal is over"
        if refusal.code == "not_an_action":
            return f"not a Minchiate action: {text}"
        seat = SEAT_LETTERS[self._to_play]
        where = f"{seat} to play, {self._phase} phase"
        if self._phase == PHASE_PLAY:
            where += f", trick {len(self._tricks) + 1}"
        if refusal.code == "not_now":
            expected = {PHASE_PLAY: PlayCard, PHASE_DISCARD: Discard, PHASE_DECLARE: Declare}[self._phase]
            return f"{text} is not possible ({where}): expected a {expected.__name__} action"
        if refusal.code == "declaration":
            options = " ".join(str(option) for option in self.legal_actions())
            return f"{text} is not legal ({where}): possible declarations are {options}"
        return f"{text} is not legal ({where}): {refusal_message(refusal)}"

    def _discard(self, card: Card) -> MinchiateState:
        seat = self._to_play
        assert seat is not None
        record = self._record
        hands = list(self._hands)
        index = hands[seat].index(card)
        hands[seat] = hands[seat][:index] + hands[seat][index + 1:]
        discards = list(record.discards)
        discards[seat] = discards[seat] + (card,)
        events = list(self._deal_events)
        events.append(_DISCARD_EVENTS[seat][card])
        return _continue_setup(replace(record, discards=tuple(discards)), tuple(hands), self._ledger, events,
                               len(self._deal_events))

    def _declare(self, action: Declare) -> MinchiateState:
        seat = self._to_play
        assert seat is not None
        hand = self._hands[seat]
        by_name = {combination.name: combination for combination in canonical_combinations(hand)}
        chosen = [by_name[name] for name in action.combinations]
        bonus = matto_bonus(chosen, MATTO in hand)
        shown = {card for combination in chosen for card in combination.cards}
        if bonus:
            shown.add(MATTO)
        events = list(self._deal_events)
        value = sum(c.value for c in chosen) + bonus
        ledger = _score(events, self._ledger, Declared(seat, action.combinations, sort_cards(shown), value))
        record = self._record
        declarations = list(record.declarations)
        declarations[seat] = action.combinations
        declared = list(record.declared_cards)
        declared[seat] = sort_cards(shown)
        record = replace(record, declarations=tuple(declarations), declared_cards=tuple(declared))
        return _continue_setup(record, self._hands, ledger, events, len(self._deal_events))

    def _play_card(self, card: Card) -> MinchiateState:
        seat = self._to_play
        assert seat is not None
        hand = self._hands[seat]
        index = hand.index(card)
        hands = list(self._hands)
        hands[seat] = hand[:index] + hand[index + 1:]
        trick = self._trick + ((seat, card),)
        if len(trick) < 4:
            return MinchiateState(self._record, PHASE_PLAY, (seat + 1) % 4, tuple(hands), trick, self._led,
                                  self._tricks, self._piles, self._won, self._ledger, self._debt,
                                  self._deal_events + (_PLAY_EVENTS[seat][card],), None, 1)
        winner = trick_winner(trick)
        winning_team = winner & 1
        gained = 0
        taken: list[Card] = []
        matto_team = -1
        for player, played in trick:
            if played == MATTO:
                matto_team = player & 1
                continue
            taken.append(played)
            if player & 1 != winning_team:
                gained += POINTS[played]
        piles = list(self._piles)
        piles[winning_team] = piles[winning_team] + tuple(taken)
        debt = self._debt
        if matto_team >= 0:
            piles[matto_team] = piles[matto_team] + (MATTO,)
            if matto_team != winning_team:
                debt = (matto_team, winning_team)
        won = (self._won[0] + 1, self._won[1]) if winning_team == 0 else (self._won[0], self._won[1] + 1)
        cards = tuple(played for _, played in trick)
        led = self._led
        suit = led_suit(cards)
        if suit is not None and suit not in led:
            led = led | {suit}
        number = len(self._tricks) + 1
        tricks = self._tricks + (Trick(number, trick, winner, gained),)
        events = list(self._deal_events)
        events.append(_PLAY_EVENTS[seat][card])
        events.append(TrickWon(winner, cards, gained, number))
        ledger = _convert(events, self._ledger, winning_team, gained) if gained else self._ledger
        hands_after = tuple(hands)
        pile_pair = (piles[0], piles[1])
        if any(hands_after):
            return MinchiateState(self._record, PHASE_PLAY, winner, hands_after, (), led, tricks, pile_pair,
                                  won, ledger, debt, tuple(events), None, len(events) - len(self._deal_events))
        return _finish(self._record, hands_after, led, tricks, pile_pair, won, ledger, debt, events,
                       len(self._deal_events))

    # --- text forms -------------------------------------------------------------------------

    def _key(self) -> tuple[Any, ...]:
        return (self._record, self._phase, self._to_play, self._hands, self._trick, self._led, self._tricks,
                self._piles, self._won, self._ledger, self._debt, self._deal_events, self._breakdown,
                self._action_events)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MinchiateState) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        to_play = seat_text(self._to_play) or "-"
        trick = len(self._tricks) + 1
        return f"<MinchiateState {self._phase} to_play={to_play} trick={trick} resti={self.resti}>"

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON (hidden cards included)."""
        obj: dict[str, Any] = {"game": "minchiate", "phase": self._phase, "to_play": seat_text(self._to_play),
                               "hands": [list(hand) for hand in self._hands]}
        obj.update(record_to_json(self._record))
        obj.update(play_to_json(self._trick, self._led, self._tricks, self._piles, self._won, self._ledger,
                                 self._debt, self._deal_events, self._breakdown))
        obj["action_events"] = self._action_events
        return obj

    def to_text(self) -> str:
        """The state as one line of JSON; ``MinchiateState.from_text`` reads it back."""
        return json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> MinchiateState:
        """A state from ``to_json`` output; raises GameRecordError when it is malformed."""
        what = "minchiate state"
        obj = read_object(obj, what)
        phase, to_play = read_phase(obj, what)
        hands = tuple(sort_cards(hand) for hand in read_items(read_field(obj, "hands", what), f"{what}.hands",
                                                              read_cards, 4, "4 lists (seats S, E, N, W)"))
        record = read_record(obj, what)
        parts = read_play(obj, what)
        action_events = read_whole(obj.get("action_events", 0), f"{what}.action_events", 0, len(parts[7]))
        state = cls(record, phase, to_play, hands, *parts, None, action_events)
        check_cards(hands, record, parts[0], parts[3], what, whole_deck=True)
        breakdown = end_from_json(obj, phase, parts[2], parts[3], parts[5], what)
        if breakdown is not None:
            state._breakdown = breakdown
        return state

    @classmethod
    def from_text(cls, text: str) -> MinchiateState:
        """A state from ``to_text`` output; raises GameRecordError when it is malformed."""
        return cls.from_json(read_json(text, "minchiate state"))


def seat_events(events: tuple[MinchiateEvent, ...], seat: int, exposed: bool) -> tuple[MinchiateEvent, ...]:
    """The deal's *events* as *seat* knows them: the other seats' discarded cards hidden until the
    Fola (with the discards) is *exposed*."""
    if exposed:
        return events
    return tuple(Discarded(event.seat, None, event.fallback) if type(event) is Discarded and event.seat != seat
                 else event for event in events)


# --- automatic steps ------------------------------------------------------------------------


def _continue_setup(record: DealRecord, hands: tuple[tuple[Card, ...], ...], ledger: Ledger,
                    events: list[MinchiateEvent], before: int) -> MinchiateState:
    """Runs the automatic steps after a setup choice and stops at the next choice (§3.8-§3.11);
    the events from index *before* on are the choice's."""
    for seat in (record.cutter, record.dealer):
        missing = record.quotas[seat] - len(record.discards[seat])
        if missing <= 0:
            continue
        hand = hands[seat]
        if record.discards[seat] or sum(1 for card in hand if discard_eligible(card)) >= missing:
            return MinchiateState(record, PHASE_DISCARD, seat, hands, ledger=ledger, deal_events=tuple(events),
                                  action_events=len(events) - before)
        forced = fallback_discards(hand, missing)
        hands = tuple(tuple(c for c in h if c not in forced) if s == seat else h for s, h in enumerate(hands))
        events.extend(Discarded(seat, card, fallback=True) for card in forced)
        record = replace(
            record,
            discards=tuple(forced if s == seat else cards for s, cards in enumerate(record.discards)),
            fallback=tuple(flag or s == seat for s, flag in enumerate(record.fallback)),
        )
    for seat in record.play_order:
        if record.declarations[seat] is None:
            return MinchiateState(record, PHASE_DECLARE, seat, hands, ledger=ledger, deal_events=tuple(events),
                                  action_events=len(events) - before)
    record = replace(record, exposed=True)
    events.append(Exposed(record.whole_fola()))
    return MinchiateState(record, PHASE_PLAY, record.first, hands, ledger=ledger, deal_events=tuple(events),
                          action_events=len(events) - before)


def _finish(record: DealRecord, hands: tuple[tuple[Card, ...], ...], led: frozenset[str],
            tricks: tuple[Trick, ...], piles: tuple[tuple[Card, ...], tuple[Card, ...]], won: tuple[int, int],
            ledger: Ledger, debt: tuple[int, int] | None, events: list[MinchiateEvent], before: int) -> MinchiateState:
    """Matto settlement, end scoring and the end rounding, after the last trick (§3.13, §3.14); the
    events from index *before* on are the last play's."""
    if debt is not None:
        owner, creditor = debt
        paid = matto_payment(piles[owner]) if won[owner] else MATTO
        moved = list(piles)
        moved[owner] = tuple(card for card in piles[owner] if card != paid)
        moved[creditor] = piles[creditor] + (paid,)
        piles = (moved[0], moved[1])
        events.append(MattoPaid(owner, creditor, paid))
    breakdown = end_breakdown(piles, team_of(tricks[-1].winner), ledger)
    for score in breakdown.teams:
        events.append(PilesScored(score.team, score.card_points, score.combination_points, score.beyond_42,
                                  score.last_trick, score.matto_bonus))
    events.append(LeadRounded(breakdown.rounding_team, abs(breakdown.delta_after), breakdown.rounding_resti))
    final = Ledger(0, *breakdown.resti)
    events.append(DealEnded((final.resti_a, final.resti_b)))
    return MinchiateState(record, PHASE_OVER, None, hands, (), led, tricks, piles, won, final, debt,
                          tuple(events), breakdown, len(events) - before)


# --- starting a deal ------------------------------------------------------------------------


def deal(rng: Random, dealer: int | None = None) -> MinchiateState:
    """A new deal from *rng*: dealer (random when None), shuffle, cut after 4-93 cards, automatic steps."""
    if dealer is None:
        dealer = rng.randrange(4)
    pack = list(MINCHIATE_DECK)
    rng.shuffle(pack)
    return deal_from_pack(pack, dealer, rng.randint(*CUT_RANGE))


def deal_from_pack(pack: Sequence[Card], dealer: int, cut: int) -> MinchiateState:
    """The deal of an explicit pack (``pack[0]`` on top) by *dealer*, cut after *cut* cards (§3.3-§3.7)."""
    pack = tuple(pack)
    if sorted(pack, key=DECK_INDEX.__getitem__) != list(MINCHIATE_DECK):
        raise ValueError("a Minchiate pack holds each of the 97 cards exactly once")
    if dealer not in range(4):
        raise ValueError(f"dealer must be a seat 0-3, got {dealer!r}")
    if not CUT_RANGE[0] <= cut <= CUT_RANGE[1]:
        raise ValueError(f"the cut lifts 4-93 cards, got {cut!r}")
    first, partner, cutter = (dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4
    events: list[MinchiateEvent] = [DealerChosen(dealer), Cut(cutter, cut, pack[cut - 1])]
    ledger = Ledger()
    stolen: list[Card] = []
    index = cut - 1
    while index >= 0 and len(stolen) < STEAL_CAP and steal_eligible(pack[index]):
        stolen.append(pack[index])
        index -= 1
    rest = pack[cut:] + pack[:index + 1]
    if stolen:
        ledger = _score(events, ledger, Stolen(cutter, tuple(stolen), sum(POINTS[card] for card in stolen)))
    hands: list[list[Card]] = [[], [], [], []]
    order = (first, partner, cutter, dealer)
    position = 0
    for size in (10, 11):
        for seat in order:
            hands[seat].extend(rest[position:position + size])
            position += size
    fola = list(rest[position:])
    events.append(HandsDealt(dealer, len(fola)))
    revealed: list[Card | None] = [None, None, None, None]
    for seat in order:
        revealed[seat] = hands[seat][-1]
        ledger = _score(events, ledger, Revealed(seat, hands[seat][-1], POINTS[hands[seat][-1]]))
    hands[cutter].extend(stolen)
    dealer_stolen: list[Card] = []
    while fola and steal_eligible(fola[0]):
        dealer_stolen.append(fola.pop(0))
    if dealer_stolen:
        ledger = _score(events, ledger, DealerStolen(dealer, tuple(dealer_stolen),
                                                     sum(POINTS[card] for card in dealer_stolen)))
    taken = [card for card in fola if take_eligible(card)]
    fola = [card for card in fola if not take_eligible(card)]
    if taken:
        events.append(Taken(dealer, tuple(taken)))
    hands[dealer].extend(dealer_stolen + taken)
    quotas = [0, 0, 0, 0]
    quotas[cutter] = len(stolen)
    quotas[dealer] = len(dealer_stolen) + len(taken)
    record = DealRecord(
        dealer=dealer, cut=cut, stolen=tuple(stolen), revealed=tuple(revealed),
        dealer_stolen=tuple(dealer_stolen), taken=tuple(taken), fola=tuple(fola), quotas=tuple(quotas),
        discards=_NO_CARDS, fallback=(False,) * 4, declarations=(None,) * 4, declared_cards=_NO_CARDS,
        exposed=False,
    )
    return _continue_setup(record, tuple(sort_cards(hand) for hand in hands), ledger, events, 0)


def arranged_pack(
    dealer: int,
    *,
    hands: Mapping[int, Iterable[Card]] | None = None,
    revealed: Mapping[int, Card] | None = None,
    stolen: Sequence[Card] = (),
    fola: Sequence[Card] | None = None,
    cut: int | None = None,
) -> tuple[tuple[Card, ...], int]:
    """A pack and cut that deal the given cards (tests, puzzles): ``(pack, cut)`` for ``deal_from_pack``.

    *hands*: cards each seat must be dealt; *revealed*: a seat's 21st card; *stolen*: the
    cutter's steal from the cut face upward; *fola*: the exact Fola, top first (by default
    13 - len(stolen) unused cards that nobody may steal or take). Everything else is filled in
    with the unused cards in deck order. Raises ValueError when the cards cannot be dealt so.
    """
    hands = hands or {}
    revealed = revealed or {}
    steal = len(stolen)
    fixed = [c for hand in hands.values() for c in hand if c not in revealed.values()]
    fixed += [*revealed.values(), *stolen, *(fola or ())]
    if len(set(fixed)) != len(fixed) or any(card not in DECK_INDEX for card in fixed):
        raise ValueError("arranged_pack: cards must be Minchiate cards, each given once")
    unused = [card for card in MINCHIATE_DECK if card not in set(fixed)]
    if fola is None:
        fola = [card for card in unused if not steal_eligible(card)][:STEAL_CAP - steal]
        unused = [card for card in unused if card not in fola]
    if len(fola) != STEAL_CAP - steal:
        raise ValueError(f"arranged_pack: the Fola holds 13 - {steal} stolen = {STEAL_CAP - steal} cards")
    dealt: dict[int, list[Card]] = {}
    for seat in range(4):
        given = [card for card in hands.get(seat, ()) if card != revealed.get(seat)]
        room = HAND_SIZE - len(given) - (seat in revealed)
        if room < 0:
            raise ValueError(f"arranged_pack: more than 21 cards for {SEAT_LETTERS[seat]}")
        dealt[seat] = given + unused[:room] + ([revealed[seat]] if seat in revealed else [])
        unused = unused[room:]
    order = [(dealer + k) % 4 for k in (1, 2, 3, 4)]
    rest = [c for seat in order for c in dealt[seat][:10]] + [c for seat in order for c in dealt[seat][10:]]
    rest += list(fola)
    if cut is None:
        cut = max(CUT_RANGE[0], steal + 1)
    lower, upper_left = rest[:len(MINCHIATE_DECK) - cut], rest[len(MINCHIATE_DECK) - cut:]
    pack = tuple(upper_left + list(reversed(stolen)) + lower)
    if deal_from_pack(pack, dealer, cut).record.stolen != tuple(stolen):
        raise ValueError("arranged_pack: the cutter would not steal exactly these cards from this pack")
    return pack, cut


def deal_arranged(dealer: int, **arrangement: Any) -> MinchiateState:
    """The deal of ``arranged_pack(dealer, **arrangement)`` (tests, puzzles)."""
    pack, cut = arranged_pack(dealer, **arrangement)
    return deal_from_pack(pack, dealer, cut)


def position(
    hands: Sequence[Iterable[Card]],
    *,
    dealer: int = 3,
    leader: int | None = None,
    trick: Sequence[tuple[int, Card]] = (),
    led_suits: Iterable[str] = (),
    piles: tuple[Iterable[Card], Iterable[Card]] = ((), ()),
    tricks_won: tuple[int, int] = (0, 0),
    ledger: Ledger = _NO_POINTS,
    matto_debt: tuple[int, int] | None = None,
) -> MinchiateState:
    """A hand-made play-phase position (tests, puzzles): the hands, the trick so far, what was led before.

    The leader of the trick defaults to the dealer's right; the seat to play follows the trick.
    Cards need not add up to 97; the tricks of the position are numbered from 1.
    """
    hand_tuples = tuple(sort_cards(hand) for hand in hands)
    plays = tuple((seat, card) for seat, card in trick)
    if len(hand_tuples) != 4:
        raise ValueError("position needs four hands (seats S E N W)")
    if plays:
        check_trick_order(plays, "position trick")
        leader = plays[0][0]
    elif leader is None:
        leader = (dealer + 1) % 4
    to_play = (plays[-1][0] + 1) % 4 if plays else leader
    pile_tuples = (tuple(piles[0]), tuple(piles[1]))
    every = [c for h in hand_tuples for c in h] + [c for _, c in plays] + [*pile_tuples[0], *pile_tuples[1]]
    if len(set(every)) != len(every) or any(card not in DECK_INDEX for card in every):
        raise ValueError("position: cards must be Minchiate cards, each used once")
    played = {seat for seat, _ in plays}
    sizes = {len(hand) + (seat in played) for seat, hand in enumerate(hand_tuples)}
    if len(sizes) != 1 or 0 in sizes or len(plays) >= 4:
        raise ValueError("position: every seat must hold as many cards as the trick needs (at least one)")
    if matto_debt is not None and MATTO not in pile_tuples[matto_debt[0]]:
        raise ValueError("position: a Matto debt needs the Matto in its owner's pile")
    record = DealRecord(
        dealer=dealer, cut=0, stolen=(), revealed=(None,) * 4, dealer_stolen=(), taken=(), fola=(),
        quotas=(0,) * 4, discards=_NO_CARDS, fallback=(False,) * 4, declarations=((),) * 4,
        declared_cards=_NO_CARDS, exposed=True,
    )
    return MinchiateState(record, PHASE_PLAY, to_play, hand_tuples, plays, frozenset(led_suits), (),
                          pile_tuples, tricks_won, ledger, matto_debt)


# --- the view of one seat ------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class MinchiateView:
    """Exactly what *seat* may know of a deal (§3.15)."""

    seat: int
    phase: str
    to_play: int | None
    record: DealRecord
    """The setup as this seat sees it: no Fola and no other seat's discards until the exposure."""
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    fola_size: int
    """Cards left in the Fola after the dealer's steal and take (discards not counted)."""
    discard_counts: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    led_suits: frozenset[str]
    tricks: tuple[Trick, ...]
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    tricks_won: tuple[int, int]
    ledger: Ledger
    matto_debt: tuple[int, int] | None
    deal_events: tuple[MinchiateEvent, ...]
    """The deal's events so far, other seats' discarded cards hidden until the exposure."""
    breakdown: EndBreakdown | None = None
    _knowledge: SeatKnowledge | None = field(default=None, init=False, compare=False, repr=False)

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self.record.dealer

    @property
    def delta(self) -> int:
        """The running point difference Δ (team A minus team B)."""
        return self.ledger.delta

    @property
    def resti(self) -> tuple[int, int]:
        """Resti of teams A and B so far."""
        return self.ledger.resti_a, self.ledger.resti_b

    @property
    def discards(self) -> tuple[Card, ...]:
        """This seat's own discards."""
        return self.record.discards[self.seat]

    def legal_actions(self) -> tuple[MinchiateAction, ...]:
        """The seat's legal actions when it is to play (empty otherwise)."""
        if self.to_play != self.seat:
            return ()
        return legal_actions_for(self.phase, self.hand, [card for _, card in self.trick], self.led_suits)

    def refusal(self, action: MinchiateAction) -> Refusal | None:
        """Why this seat may not take *action* now, as data (None when it may)."""
        if self.to_play is None:
            return Refusal("deal_over")
        if self.to_play != self.seat:
            return Refusal("not_your_turn")
        return action_refusal(self.phase, self.hand, [card for _, card in self.trick], self.led_suits, action)

    def played_cards(self) -> frozenset[Card]:
        """Every card played to a trick so far (the piles and the current trick)."""
        return frozenset(self.piles[0] + self.piles[1] + tuple(card for _, card in self.trick))

    def knowledge(self) -> SeatKnowledge:
        """What this view proves about the hidden cards (computed once per view)."""
        if self._knowledge is None:
            object.__setattr__(self, "_knowledge", infer(self))
        assert self._knowledge is not None
        return self._knowledge

    def determinize(self, rng: Random) -> MinchiateState:
        """A complete state consistent with this view, the hidden cards sampled with *rng*."""
        hidden = sample(self, rng)
        return MinchiateState(record=hidden.record, phase=self.phase, to_play=self.to_play, hands=hidden.hands,
                              trick=self.trick, led=self.led_suits, tricks=self.tricks, piles=self.piles,
                              won=self.tricks_won, ledger=self.ledger, debt=self.matto_debt,
                              deal_events=hidden.deal_events, breakdown=self.breakdown)

    # --- text forms --------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The view as JSON (its text is the AI worker's input; the bot protocol's request too)."""
        obj: dict[str, Any] = {
            "game": "minchiate", "seat": SEAT_LETTERS[self.seat], "phase": self.phase,
            "to_play": seat_text(self.to_play), "hand": list(self.hand), "hand_sizes": list(self.hand_sizes),
            "fola_size": self.fola_size, "discard_counts": list(self.discard_counts),
        }
        obj.update(record_to_json(self.record))
        obj.update(play_to_json(self.trick, self.led_suits, self.tricks, self.piles, self.tricks_won,
                                self.ledger, self.matto_debt, self.deal_events, self.breakdown))
        return obj

    def to_text(self) -> str:
        """The view as one line of JSON."""
        return json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> MinchiateView:
        """A view from ``to_json`` output (other keys are ignored); raises GameRecordError."""
        what = "minchiate view"
        obj = read_object(obj, what)
        seat = read_seat(read_field(obj, "seat", what), f"{what}.seat")
        phase, to_play = read_phase(obj, what)
        hand = sort_cards(read_cards(read_field(obj, "hand", what), f"{what}.hand"))
        seats = "4 numbers (seats S, E, N, W)"
        sizes = read_items(read_field(obj, "hand_sizes", what), f"{what}.hand_sizes",
                           lambda v, w: read_whole(v, w, 0, 34), 4, seats)
        fola_size = read_whole(read_field(obj, "fola_size", what), f"{what}.fola_size", 0, 13)
        counts = read_items(read_field(obj, "discard_counts", what), f"{what}.discard_counts",
                            lambda v, w: read_whole(v, w, 0, 13), 4, seats)
        record = read_record(obj, what)
        trick, led, tricks, piles, won, ledger, debt, events = read_play(obj, what)
        if sizes[seat] != len(hand):
            raise GameRecordError(f"{what}: hand_sizes says {sizes[seat]} cards but the hand has {len(hand)}")
        if record.discards[seat] and len(record.discards[seat]) != counts[seat]:
            raise GameRecordError(f"{what}: discard_counts does not match the seat's discards")
        check_cards([hand], record, trick, piles, what)
        breakdown = end_from_json(obj, phase, tricks, piles, ledger, what)
        return cls(seat, phase, to_play, record, hand, sizes, fola_size, counts, trick, led, tricks, piles,
                   won, ledger, debt, events, breakdown)

    @classmethod
    def from_text(cls, text: str) -> MinchiateView:
        """A view from ``to_text`` output; raises GameRecordError."""
        return cls.from_json(read_json(text, "minchiate view"))
