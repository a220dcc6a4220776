"""The Briscola match (spec §10): the games of one table under options fixed at the start, the deal
passing to the right after every game, until a side has the game wins its format needs (or, in
the ``points`` format, the strictly highest total after the planned games). A drawn game gives no
win and is not replayed: the next game is dealt by the next dealer, so a match never ends drawn.

>>> from random import Random
>>> match = BriscolaMatch.new(Random(3), BriscolaOptions(format="single"))
>>> while not match.is_over:
...     while match.to_play is not None:
...         match = match.play(match.state.legal_actions()[0])
...     if not match.is_over:
...         match = match.next_game(Random(len(match.results)))
>>> match.winner in (0, 1), sum(match.results[-1])
(True, 120)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from random import Random
from typing import Any

from pyapp.briscola.actions import BriscolaAction
from pyapp.briscola.record import read_points, read_seat
from pyapp.briscola.rules import SEAT_LETTERS, TOTAL_POINTS
from pyapp.briscola.scoring import game_winner
from pyapp.briscola.state import BriscolaState, BriscolaView, deal
from pyapp.briscola_options import DEFAULT_OPTIONS, WINS_NEEDED, BriscolaOptions
from pyapp.engine import GameRecordError, read_json
from pyapp.match_of_deals import check_history, check_next_deal, match_json, read_match
from pyapp.records import read_items
from pyapp.tricks import side_count


@dataclass(frozen=True, slots=True)
class BriscolaMatch:
    """A match: its options, the first dealer, the card points per side of every finished game, and
    the current game (whose result is in ``results`` as soon as it is over)."""

    options: BriscolaOptions
    first_dealer: int
    results: tuple[tuple[int, ...], ...]
    state: BriscolaState

    @classmethod
    def new(cls, rng: Random, options: BriscolaOptions = DEFAULT_OPTIONS) -> BriscolaMatch:
        """A new match: the first dealer drawn with *rng* (§2.2), the first game dealt."""
        first_dealer = rng.randrange(options.players)
        return cls(options, first_dealer, (), deal(rng, first_dealer, options))

    @property
    def to_play(self) -> int | None:
        """The seat to act in the current game (None between games and at the end)."""
        return self.state.to_play

    @property
    def games_played(self) -> int:
        """Finished games."""
        return len(self.results)

    @property
    def wins(self) -> tuple[int, ...]:
        """Game wins per side."""
        wins = [0] * side_count(self.options.players)
        for points in self.results:
            winner = game_winner(points)
            if winner is not None:
                wins[winner] += 1
        return tuple(wins)

    @property
    def draws(self) -> int:
        """Drawn games (60-60, or a shared top with three players)."""
        return sum(1 for points in self.results if game_winner(points) is None)

    @property
    def totals(self) -> tuple[int, ...]:
        """Card points per side over the finished games (what the ``points`` format counts)."""
        return tuple(sum(points[side] for points in self.results) for side in range(side_count(self.options.players)))

    @property
    def standing(self) -> tuple[int, ...]:
        """What the table shows of the match per side: game wins, or the running totals in ``points``."""
        return self.totals if self.options.format == "points" else self.wins

    @property
    def winner(self) -> int | None:
        """The side that won the match, decided only between games (None while it goes on)."""
        if not self.state.is_over:
            return None
        return decided(self.options, self.results)

    @property
    def is_over(self) -> bool:
        """True when the match has a winner."""
        return self.winner is not None

    @property
    def next_dealer(self) -> int:
        """Who deals the next game: the seat after the current game's dealer (§2.2)."""
        return (self.state.dealer + 1) % self.options.players

    def play(self, action: BriscolaAction) -> BriscolaMatch:
        """The match after *action* in the current game; its last card adds the game's result."""
        state = self.state.play(action)
        results = self.results + (state.points(),) if state.is_over else self.results
        return BriscolaMatch(self.options, self.first_dealer, results, state)

    def next_game(self, rng: Random) -> BriscolaMatch:
        """The next game, dealt by the next dealer with *rng*; only between games of a match going on."""
        check_next_deal(self.state, len(self.results), self.winner, "game")
        return BriscolaMatch(self.options, self.first_dealer, self.results,
                             deal(rng, self.next_dealer, self.options))

    def view(self, seat: int) -> BriscolaView:
        """What *seat* knows of the current game, with the match's standing."""
        return self.state.view(seat, self.standing)

    def to_json(self) -> dict[str, Any]:
        """The whole match as JSON (the current game's hidden cards included)."""
        return match_json("briscola-match", self.options, SEAT_LETTERS[self.options.players][self.first_dealer],
                          self.results, self.state)

    def to_text(self) -> str:
        """The match as one line of JSON; ``BriscolaMatch.from_text`` reads it back."""
        return json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, obj: Any) -> BriscolaMatch:
        """A match from ``to_json`` output; raises GameRecordError when it is malformed or impossible."""
        what = "briscola match"
        obj = read_match(obj, what, "briscola-match")
        options = BriscolaOptions.from_json(obj["options"], f"{what}.options")
        players = options.players
        first_dealer = read_seat(obj["first_dealer"], f"{what}.first_dealer", players)
        results = read_items(obj["results"], f"{what}.results", lambda value, where: read_points(value, where, players))
        state = BriscolaState.from_json(obj["state"])
        if state.options != options:
            raise GameRecordError(f"{what}: the game's options are not the match's")
        for number, points in enumerate(results, start=1):
            if sum(points) != TOTAL_POINTS:
                raise GameRecordError(f"{what}: game {number}'s points do not sum to {TOTAL_POINTS}")
        check_history(what, "game", results, state, first_dealer, players, lambda finished: decided(options, finished))
        return cls(options, first_dealer, results, state)

    @classmethod
    def from_text(cls, text: str) -> BriscolaMatch:
        """A match from ``to_text`` output; raises GameRecordError."""
        return cls.from_json(read_json(text, "briscola match"))


def decided(options: BriscolaOptions, results: tuple[tuple[int, ...], ...]) -> int | None:
    """The side that has won a match of *options* after these game *results*, or None (§10.1).

    >>> decided(BriscolaOptions(), ((61, 59), (60, 60), (70, 50)))
    0
    >>> decided(BriscolaOptions(format="points"), ((70, 50), (50, 70))) is None
    True
    """
    if options.format == "points":
        if len(results) < options.points_games:
            return None
        totals = [sum(points[side] for points in results) for side in range(len(results[0]))]
        best = max(totals)
        return totals.index(best) if totals.count(best) == 1 else None
    needed = WINS_NEEDED[options.format]
    wins = [0] * side_count(options.players)
    for points in results:
        winner = game_winner(points)
        if winner is not None:
            wins[winner] += 1
            if wins[winner] >= needed:
                return winner
    return None
