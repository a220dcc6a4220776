"""A deal on Scopa's engine, whichever game deals it (Scopa: two seats and a stock; Scopone: four
seats in two sides, every card dealt at once): the declared protocols its states and views satisfy
(:class:`ScopaPosition`, :class:`ScopaSeatView`: all that the shared rules, the AI and the screens
read), what every state and every view does alike (:class:`DealPlays`, :class:`SeatPlays`) and the
checks of a position built from its cards and of a view (:func:`check_position`, :func:`check_view`).

``hands`` and ``hand_counts`` are indexed by seat, ``piles`` and ``scope`` by side
(``pyapp.scopa.play.side_of``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random
from typing import Protocol, TypeVar

from pyapp.cards import SCOPA_DECK, Card, is_scopa_card
from pyapp.engine import GameRecordError, Refusal, Seat
from pyapp.house_rules import ScopaRules
from pyapp.scopa.actions import Play, legal_plays
from pyapp.scopa.events import ScopaEvent
from pyapp.scopa.play import play_refusal, refuse_illegal

__all__ = ["DealPlays", "ScopaDeal", "ScopaPosition", "ScopaSeatView", "SeatPlays", "Stepping", "check_position",
           "check_view"]


class ScopaDeal(Protocol):
    """What states and views of a deal on Scopa's engine both hold: the public record of the deal."""

    @property
    def dealer(self) -> Seat: ...

    @property
    def table(self) -> tuple[Card, ...]: ...

    @property
    def piles(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]: ...

    @property
    def scope(self) -> tuple[int, int]: ...

    @property
    def last_capturer(self) -> Seat | None: ...

    @property
    def plays_made(self) -> int: ...

    @property
    def history(self) -> tuple[tuple[Seat, Play], ...]: ...

    @property
    def rules(self) -> ScopaRules: ...

    @property
    def to_play(self) -> Seat | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def plays_per_deal(self) -> int: ...

    def legal_actions(self) -> tuple[Play, ...]: ...

    def refusal(self, action: Play) -> Refusal | None: ...


class ScopaPosition(ScopaDeal, Protocol):
    """A complete position of a deal on Scopa's engine, hidden cards included (``ScopaState``,
    ``ScoponeState``)."""

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...

    @property
    def events(self) -> tuple[ScopaEvent, ...]: ...

    def play(self, action: Play) -> ScopaPosition: ...

    def view(self, seat: Seat, match_score: tuple[int, int] = (0, 0)) -> ScopaSeatView: ...


class ScopaSeatView(ScopaDeal, Protocol):
    """What one seat knows of a deal on Scopa's engine (``ScopaView``, ``ScoponeView``)."""

    @property
    def seat(self) -> Seat: ...

    @property
    def hand(self) -> tuple[Card, ...]: ...

    @property
    def hand_counts(self) -> tuple[int, ...]:
        """Every seat's number of cards in hand, by seat."""
        ...

    @property
    def match_score(self) -> tuple[int, int]: ...

    def unseen(self) -> tuple[Card, ...]: ...

    def determinize(self, rng: Random) -> ScopaPosition: ...

    def to_text(self) -> str:
        """The view as one line of JSON (what the AI worker reads)."""
        ...


_Stepping = TypeVar("_Stepping", bound="Stepping")


class Stepping(Protocol):
    """A state that makes a legal play by a seat its own way (Scopa refills the hands from the stock)."""

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...

    @property
    def table(self) -> tuple[Card, ...]: ...

    @property
    def rules(self) -> ScopaRules: ...

    @property
    def to_play(self) -> Seat | None: ...

    def after_play(self: _Stepping, seat: Seat, action: Play) -> _Stepping: ...


class DealPlays:
    """What every state on Scopa's engine does alike: why a play is refused, and the play, checked or
    not (each game's ``after_play`` makes it)."""

    __slots__ = ()

    def refusal(self: Stepping, action: Play) -> Refusal | None:
        """Why *action* may not be played now, as data (None when it may)."""
        seat = self.to_play
        if seat is None:
            return Refusal("deal_over")
        return play_refusal(self.hands[seat], self.table, action, self.rules)

    def play(self: _Stepping, action: Play) -> _Stepping:
        """The state after *action*; raises IllegalActionError (and changes nothing) if illegal."""
        return self.after_play(refuse_illegal(self.to_play, self.hands, self.table, action, self.rules), action)

    def play_legal(self: _Stepping, action: Play) -> _Stepping:
        """The state after *action*, one of ``legal_actions`` (not checked again: the search's hot path;
        anything else must go through :meth:`play`)."""
        seat = self.to_play
        assert seat is not None
        return self.after_play(seat, action)


class SeatPlays:
    """What every view on Scopa's engine does alike: its seat's legal plays, why a play is refused,
    and the cards it has not seen."""

    __slots__ = ()

    def legal_actions(self: ScopaSeatView) -> tuple[Play, ...]:
        """The legal plays of this seat; empty when it is not its turn."""
        if self.to_play != self.seat:
            return ()
        return legal_plays(self.hand, self.table, self.rules.asso_piglia_tutto)

    def refusal(self: ScopaSeatView, action: Play) -> Refusal | None:
        """Why this seat may not play *action* now, as data (None when it may)."""
        if self.to_play is None:
            return Refusal("deal_over")
        if self.to_play != self.seat:
            return Refusal("not_your_turn")
        return play_refusal(self.hand, self.table, action, self.rules)

    def unseen(self: ScopaSeatView) -> tuple[Card, ...]:
        """The cards this seat has not seen (the other hands and the stock), in deck order."""
        seen = set(self.hand)
        seen.update(self.table)
        seen.update(self.piles[0])
        seen.update(self.piles[1])
        return tuple([card for card in SCOPA_DECK if card not in seen])


def check_position(places: Sequence[tuple[str, Sequence[Card]]], piles: tuple[Sequence[Card], Sequence[Card]],
                   scope: tuple[int, int], last_capturer: Seat | None, table: Sequence[Card], plays_made: int,
                   plays_per_deal: int, history: Sequence[tuple[Seat, Play]], seats: int, sides: str,
                   counts_problem: str | None) -> None:
    """Raises GameRecordError unless a deal can hold these cards: every card of the deck in one of the
    *places* (named hands, table, stock, piles) exactly once; hand sizes the deal can reach (else the
    game's *counts_problem* says why not); no pile of one card (a capture takes two
    or more); scope only for a side that captured; a last capturer exactly when someone captured, of a
    side that did; an empty table at the end once someone captured; no more *history* than plays made,
    each entry a seat below *seats* and a Play. *sides* names a side in the messages (``seat``,
    ``side``)."""
    where: dict[Card, str] = {}
    for place, cards in places:
        for card in cards:
            if not is_scopa_card(card):
                raise GameRecordError(f"unknown card {card!r:.20} in the {place}")
            if card in where:
                raise GameRecordError(f"card {card} appears twice: {where[card]} and {place}")
            where[card] = place
    if len(where) != len(SCOPA_DECK):
        missing = " ".join(card for card in SCOPA_DECK if card not in where)
        raise GameRecordError(f"a position holds all 40 cards; {len(where)} given, missing {missing}")
    if counts_problem:
        raise GameRecordError(counts_problem)
    for side in (0, 1):
        if len(piles[side]) == 1:
            raise GameRecordError(f"the pile of {sides} {side} holds 1 card: a capture takes two "
                                  "or more (the played card and what it took)")
        if type(scope[side]) is not int or scope[side] < 0:
            raise GameRecordError(f"scope of {sides} {side} must be a whole number >= 0")
        if scope[side] and not piles[side]:
            raise GameRecordError(f"{sides} {side} has scope but an empty pile")
    if last_capturer is None:
        if piles[0] or piles[1]:
            raise GameRecordError("cards were captured but last_capturer is None")
    elif last_capturer not in range(seats) or not piles[last_capturer & 1]:
        raise GameRecordError(f"last_capturer {last_capturer!r:.20} has not captured anything")
    if plays_made == plays_per_deal and last_capturer is not None and table:
        raise GameRecordError("the deal is over but the table is not empty although "
                              "someone captured (the last capturer takes it)")
    if len(history) > plays_made:
        raise GameRecordError(f"history of {len(history)} plays but only {plays_made} were made")
    for entry in history:
        if (len(entry) != 2 or entry[0] not in range(seats) or not isinstance(entry[1], Play)
                or not is_scopa_card(entry[1].card)
                or not all(is_scopa_card(card) for card in entry[1].take)):
            raise GameRecordError(f"history entry {entry!r:.60} is not (seat, Play)")


def check_view(view: ScopaSeatView, what: str, rebuild: Callable[[ScopaPosition], ScopaPosition]) -> None:
    """Raises GameRecordError (its message begins with *what*) unless a deal can reach *view*: each
    card it sees seen once, its hand as large as its count, as many hidden cards as the counts say, a
    position the game's builder accepts once they are dealt (*rebuild*: the state built again from
    a world's cards, through the builder's checks), and as many plays made as its cards show."""
    where: dict[Card, str] = {}
    for place, cards in (("hand", view.hand), ("table", view.table), ("piles[0]", view.piles[0]),
                         ("piles[1]", view.piles[1])):
        for card in cards:
            if card in where:
                raise GameRecordError(f"{what}: card {card} is both in {where[card]} and in {place}")
            where[card] = place
    if view.hand_counts[view.seat] != len(view.hand):
        raise GameRecordError(f"{what}.hand_counts[{view.seat}] is {view.hand_counts[view.seat]} "
                              f"but the hand holds {len(view.hand)}")
    try:
        state = rebuild(view.determinize(Random(0)))
    except ValueError as error:  # GameRecordError included
        raise GameRecordError(f"{what}: {error}") from None
    if state.plays_made != view.plays_made:
        raise GameRecordError(f"{what}.plays_made: {view.plays_made} plays do not match the cards "
                              f"({state.plays_made} were made)")
