"""The Tressette match (spec §8): deals under options fixed at the start, the deal passing to the right
after every deal (the next dealer is the seat that led the first trick), each deal's score (rounded
points plus accusi) added to the totals, checked only after a complete deal: a side wins with at least
the target and strictly more than the other; equal totals at or above the target play another deal.

>>> from random import Random
>>> match = TressetteMatch.new(Random(3), TressetteOptions(players=2))
>>> while not match.is_over:
...     while match.to_play is not None:
...         match = match.play(match.state.legal_actions()[0])
...     if not match.is_over:
...         match = match.next_deal(Random(len(match.results)))
>>> match.winner in (0, 1), max(match.totals) >= 21
(True, True)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from random import Random
from typing import Any

from pyapp.engine import GameRecordError, read_json
from pyapp.match_of_deals import check_history, check_next_deal, match_json, read_match
from pyapp.records import read_choice, read_items, read_whole
from pyapp.tressette.actions import TressetteAction
from pyapp.tressette.options import DEFAULT_OPTIONS, TressetteOptions
from pyapp.tressette.rules import SEAT_LETTERS
from pyapp.tressette.scoring import match_winner
from pyapp.tressette.state import TressetteState, TressetteView, deal

MOST_POINTS = 11 + 2 * 19
"""The most a side can score in one deal: 11 points and the accusi of two hands."""


@dataclass(frozen=True, slots=True)
class TressetteMatch:
    """A match: its options, the first dealer, every finished deal's scores per side, and the current
    deal (whose scores are in ``results`` as soon as it is over)."""

    options: TressetteOptions
    first_dealer: int
    results: tuple[tuple[int, int], ...]
    state: TressetteState

    @classmethod
    def new(cls, rng: Random, options: TressetteOptions = DEFAULT_OPTIONS) -> TressetteMatch:
        """A new match: the first dealer drawn with *rng* (§3.1), the first deal dealt."""
        first_dealer = rng.randrange(options.players)
        return cls(options, first_dealer, (), deal(rng, first_dealer, options))

    @property
    def to_play(self) -> int | None:
        """The seat to act in the current deal (None between deals and at the end)."""
        return self.state.to_play

    @property
    def totals(self) -> tuple[int, int]:
        """The match totals per side over the finished deals."""
        return totals(self.results)

    @property
    def winner(self) -> int | None:
        """The side that won the match, decided only after a complete deal (None while it goes on)."""
        if not self.state.is_over:
            return None
        return match_winner(self.totals, self.options.target)

    @property
    def is_over(self) -> bool:
        """True when the match has a winner."""
        return self.winner is not None

    @property
    def next_dealer(self) -> int:
        """Who deals next: the seat on the dealer's right, who led the deal's first trick (§3.5)."""
        return (self.state.dealer + 1) % self.options.players

    def play(self, action: TressetteAction) -> TressetteMatch:
        """The match after *action* in the current deal; its last card adds the deal's scores."""
        state = self.state.play(action)
        if state.is_over:
            first, second = state.points()
            return TressetteMatch(self.options, self.first_dealer, self.results + ((first, second),), state)
        return TressetteMatch(self.options, self.first_dealer, self.results, state)

    def next_deal(self, rng: Random) -> TressetteMatch:
        """The next deal, by the next dealer, shuffled with *rng*; only between deals of a match going on."""
        check_next_deal(self.state, len(self.results), self.winner, "deal")
        return TressetteMatch(self.options, self.first_dealer, self.results, deal(rng, self.next_dealer, self.options))

    def view(self, seat: int) -> TressetteView:
        """What *seat* knows of the current deal, with the match totals."""
        return self.state.view(seat, self.totals)

    def to_json(self) -> dict[str, Any]:
        """The whole match as JSON (the current deal's hidden cards included)."""
        return match_json("tressette-match", self.options, SEAT_LETTERS[self.options.players][self.first_dealer],
                          self.results, self.state)

    def to_text(self) -> str:
        """The match as one line of JSON; ``TressetteMatch.from_text`` reads it back."""
        return json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, obj: Any) -> TressetteMatch:
        """A match from ``to_json`` output; raises GameRecordError when it is malformed or impossible."""
        what = "tressette match"
        obj = read_match(obj, what, "tressette-match")
        options = TressetteOptions.from_json(obj["options"], f"{what}.options")
        players = options.players
        first_dealer = read_choice(obj["first_dealer"], f"{what}.first_dealer", SEAT_LETTERS[players])

        def read_result(value: Any, where: str) -> tuple[int, int]:
            first, second = read_items(value, where, lambda v, w: read_whole(v, w, 0, MOST_POINTS), 2, "two scores")
            if first + second < 11:
                raise GameRecordError(f"{where}: the two sides score at least 11 points a deal")
            return first, second

        results = read_items(obj["results"], f"{what}.results", read_result)
        state = TressetteState.from_json(obj["state"])
        if state.options != options:
            raise GameRecordError(f"{what}: the deal's options are not the match's")
        check_history(what, "deal", results, state, first_dealer, players,
                      lambda finished: match_winner(totals(finished), options.target))
        return cls(options, first_dealer, results, state)

    @classmethod
    def from_text(cls, text: str) -> TressetteMatch:
        """A match from ``to_text`` output; raises GameRecordError."""
        return cls.from_json(read_json(text, "tressette match"))


def totals(results: tuple[tuple[int, ...], ...]) -> tuple[int, int]:
    """The two sides' totals over deal *results*."""
    return (sum(result[0] for result in results), sum(result[1] for result in results))
