"""Scopone's match: partnership against partnership to the rules' target (11 by default), on
Scopa's match loop (``pyapp.scopa.match.MatchLoop``); the deal passes to the dealer's right."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from pyapp.engine import Seat
from pyapp.house_rules import DEFAULT_RULES, ScopaRules
from pyapp.scopa.match import MatchLoop
from pyapp.scopa.scoring import DealScore
from pyapp.scopone.rules import SEATS
from pyapp.scopone.state import ScoponeState, ScoponeView, deal_scopone

__all__ = ["ScoponeMatch"]


@dataclass(frozen=True, slots=True)
class ScoponeMatch(MatchLoop):
    """A Scopone match between two partnerships (seats 0 and 2, seats 1 and 3): ``scores`` and the
    past deals' scores are by side, ``winner`` is a side."""

    GAME: ClassVar[str] = "scopone-match"
    SEATS: ClassVar[int] = SEATS

    scores: tuple[int, int]
    deal_number: int
    first_dealer: Seat
    state: ScoponeState
    past_deals: tuple[tuple[DealScore, DealScore], ...] = ()

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

    def deal_next(self, rng: random.Random, dealer: Seat) -> ScoponeState:
        """A fresh deal by *dealer* in the match's mode and under its rules."""
        return deal_scopone(rng, dealer, self.state.mode, self.state.rules)

    @classmethod
    def read_state(cls, obj: Any) -> ScoponeState:
        """A deal's state from its JSON form."""
        return ScoponeState.from_json(obj)

    def view(self, seat: Seat) -> ScoponeView:
        """What *seat* knows of the current deal, with the match score by side."""
        return self.state.view(seat, self.scores)
