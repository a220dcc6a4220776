"""A match of deals on Scopa's engine to the rules' target, written once (:class:`MatchLoop`), and
Scopa's own (:class:`Match`, seat against seat; Scopone's is ``pyapp.scopone.ScoponeMatch``,
partnership against partnership).

The sides' scores grow by each deal's points when its last play ends it; a match is won, only
between deals, by a side with the target or more and strictly more than the other (``scopa.md`` §6,
``scopa-variants.md`` §1.1, §2); the next deal is dealt by the next seat in the order of play.
"""

from __future__ import annotations

import json
import random
from dataclasses import Field, dataclass, replace
from typing import Any, ClassVar, Self

from pyapp.engine import GameRecordError, IllegalActionError, Refusal, Seat, read_json
from pyapp.house_rules import DEFAULT_RULES, ScopaRules
from pyapp.records import read_field, read_items, read_seat, read_whole
from pyapp.scopa.actions import Play
from pyapp.scopa.position import ScopaPosition, ScopaSeatView
from pyapp.scopa.record import read_counts
from pyapp.scopa.scoring import DealScore, read_scores, score_sides
from pyapp.scopa.state import ScopaState, ScopaView, deal

__all__ = ["Match", "MatchLoop"]


class MatchLoop:
    """What a match on Scopa's engine does, whichever game: play, the deal's points, the next deal,
    the winner, and its text form. A game's match is a frozen dataclass of the five fields below that
    names its record (``GAME``), its seats (``SEATS``), how it deals (:meth:`deal_next`) and reads
    its states (:meth:`read_state`)."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]
    GAME: ClassVar[str]
    """The ``game`` of the match's JSON form (``scopa-match``)."""
    SEATS: ClassVar[int]

    scores: tuple[int, int]
    """The sides' points, by side."""
    deal_number: int
    """The current deal, counted from 1."""
    first_dealer: Seat
    state: ScopaPosition
    """The current deal (over between deals)."""
    past_deals: tuple[tuple[DealScore, DealScore], ...]
    """Each finished deal's scores, by side."""

    def deal_next(self, rng: random.Random, dealer: Seat) -> ScopaPosition:
        """A fresh deal by *dealer* under the match's rules."""
        raise NotImplementedError

    @classmethod
    def read_state(cls, obj: Any) -> ScopaPosition:
        """A deal's state from its JSON form."""
        raise NotImplementedError

    @property
    def rules(self) -> ScopaRules:
        """The match's options (carried by its deals)."""
        return self.state.rules

    @property
    def to_play(self) -> Seat | None:
        """The seat to play in the current deal (None between deals and at the end)."""
        return self.state.to_play

    @property
    def winner(self) -> int | None:
        """The side that won: after a complete deal, the target or more and strictly more; else None."""
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

    def play(self, action: Play) -> Self:
        """The match after *action*; the deal's last play adds the deal's points to the scores."""
        state = self.state.play(action)
        if not state.is_over:
            return replace(self, state=state)
        result = score_sides(state.piles, state.scope, state.rules)
        scores = (self.scores[0] + result[0].total, self.scores[1] + result[1].total)
        return replace(self, scores=scores, state=state, past_deals=self.past_deals + (result,))

    def next_deal(self, rng: random.Random) -> Self:
        """The next deal, dealt by the next seat; only when this deal is over and no side has won."""
        if not self.state.is_over:
            raise IllegalActionError(f"deal {self.deal_number} is not over: "
                                     f"{self.state.plays_per_deal - self.state.plays_made} plays left",
                                     Refusal("deal_not_over"))
        if self.is_over:
            raise IllegalActionError(f"the match is over: side {self.winner} won "
                                     f"{self.scores[0]}-{self.scores[1]}", Refusal("match_over"))
        return replace(self, deal_number=self.deal_number + 1,
                       state=self.deal_next(rng, (self.state.dealer + 1) % self.SEATS))

    def view(self, seat: Seat) -> ScopaSeatView:
        """What *seat* knows of the current deal, with the match score."""
        return self.state.view(seat, self.scores)

    def to_text(self) -> str:
        """The whole match as one line of JSON (round-trips through :meth:`from_text`)."""
        state: Any = self.state
        return json.dumps({
            "game": self.GAME, "scores": list(self.scores), "deal_number": self.deal_number,
            "first_dealer": self.first_dealer, "state": state.to_json(),
            "past_deals": [[score.to_json() for score in pair] for pair in self.past_deals],
        }, separators=(",", ":"))

    @classmethod
    def from_text(cls, text: str) -> Self:
        """Reads :meth:`to_text` output; raises GameRecordError when it is not a valid match."""
        obj = read_json(text, cls.GAME)
        if not isinstance(obj, dict) or obj.get("game") != cls.GAME:
            raise GameRecordError(f'not a {cls.GAME}: expected "game": "{cls.GAME}"')
        state = cls.read_state(read_field(obj, "state", cls.GAME))
        past = read_items(read_field(obj, "past_deals", cls.GAME), "past_deals",
                          lambda pair, where: read_scores(pair, where, state.rules))
        scores = read_counts(read_field(obj, "scores", cls.GAME), "scores", "two whole numbers (side 0, side 1)")
        first_dealer = read_seat(read_field(obj, "first_dealer", cls.GAME), "first_dealer", cls.SEATS)
        deal_number = read_whole(read_field(obj, "deal_number", cls.GAME), "deal_number")
        if scores != (sum(p[0].total for p in past), sum(p[1].total for p in past)):
            raise GameRecordError(f"scores {scores} are not the sum of the past deals")
        if deal_number != len(past) + (0 if state.is_over else 1):
            raise GameRecordError(f"deal_number {deal_number!r:.20} does not match {len(past)} past deals")
        if state.dealer != (first_dealer + deal_number - 1) % cls.SEATS:
            raise GameRecordError("the dealer does not follow from the first dealer (the deal passes to the "
                                  "next seat in the order of play)")
        built: Any = cls
        match: Self = built(scores, deal_number, first_dealer, state, past)
        return match


@dataclass(frozen=True, slots=True)
class Match(MatchLoop):
    """A Scopa match, seat against seat, to the rules' target (11 by default): seats are sides."""

    GAME: ClassVar[str] = "scopa-match"
    SEATS: ClassVar[int] = 2

    scores: tuple[int, int]
    deal_number: int
    first_dealer: Seat
    state: ScopaState
    past_deals: tuple[tuple[DealScore, DealScore], ...] = ()

    @classmethod
    def new(cls, rng: random.Random, rules: ScopaRules = DEFAULT_RULES) -> Match:
        """A new match under *rules*: the first dealer drawn with *rng*, the first deal dealt."""
        first_dealer = rng.randrange(2)
        return cls((0, 0), 1, first_dealer, deal(rng, first_dealer, rules), ())

    def deal_next(self, rng: random.Random, dealer: Seat) -> ScopaState:
        """A fresh deal by *dealer* under the match's rules."""
        return deal(rng, dealer, self.state.rules)

    @classmethod
    def read_state(cls, obj: Any) -> ScopaState:
        """A deal's state from its JSON form."""
        return ScopaState.from_json(obj)

    def view(self, seat: Seat) -> ScopaView:
        """What *seat* knows of the current deal, with the match score."""
        return self.state.view(seat, self.scores)
