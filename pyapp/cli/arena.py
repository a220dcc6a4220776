"""The arena: two AI levels play seat-swapped games and the result comes with a 95% interval.

    python -m pyapp.arena GAME --a LEVEL --b LEVEL --matches N --seed S [--jobs K] [--rules R] [--mode M]

* **Scopa**: N matches to 11, in pairs with the same seed and the seats swapped (A deals
  first in one, B in the other, and every deal is dealt from the same shuffles).
  ``--rules`` sets the options (``target=21,re_bello,napola,asso_piglia_tutto``).
* **Scopone**: N matches, in pairs with the same seed: A's partnership (two copies of A's level)
  sits 0+2 in one and 1+3 in the other; ``--mode`` scientifico (default) or classico, and
  ``--rules`` as for Scopa.
* **Minchiate**: N deals, in pairs with the same pack: A's team sits S-N in one and E-W in
  the other (each team is two copies of one level).

It prints A's win rate (a drawn Minchiate deal, 0 resti each, counts half) with a Wilson 95%
confidence interval, the points per deal (Scopa) or net resti per deal (Minchiate), and the
time per move of each side. Games run in *K* worker processes (CPython only; the AI itself
never uses processes). Time caps of the levels are switched off (``--time-cap`` keeps them)
so that a run depends on its seed only.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from random import Random
from typing import Any

from pyapp.ai import make_player
from pyapp.games import GAME_NAMES, find_game

__all__ = ["GameResult", "Summary", "main", "play_pair", "run", "wilson"]


@dataclass(slots=True)
class GameResult:
    """One game from A's side: score 1 / 0.5 / 0, deals played, points, move times."""

    score: float
    deals: int
    points_a: float
    points_b: float
    times_a: list[float] = field(default_factory=list)
    times_b: list[float] = field(default_factory=list)


@dataclass(slots=True)
class Summary:
    """The aggregated result of a run."""

    game: str
    level_a: str
    level_b: str
    games: int
    score: float
    deals: int
    points_a: float
    points_b: float
    low: float
    high: float
    times_a: list[float]
    times_b: list[float]
    seconds: float

    @property
    def win_rate(self) -> float:
        """A's share of the games (draws half)."""
        return self.score / self.games if self.games else 0.0

    def report(self) -> str:
        """The human-readable report."""
        unit, per = find_game(self.game).arena_units
        deals = max(self.deals, 1)
        lines = [
            f"{self.game}: A={self.level_a} vs B={self.level_b}, {self.games} {unit} "
            f"(seat-swapped pairs), {self.deals} deals, {self.seconds:.0f} s",
            f"A win rate {100 * self.win_rate:.1f}% [95% CI {100 * self.low:.1f}-"
            f"{100 * self.high:.1f}%] ({self.score:g}/{self.games})",
            f"{per}: A {self.points_a / deals:+.3f}, B {self.points_b / deals:+.3f}",
            f"time per move: A {_times(self.times_a)}; B {_times(self.times_b)}",
        ]
        return "\n".join(lines)


def _times(times: list[float]) -> str:
    if not times:
        return "n/a"
    ordered = sorted(times)
    p50 = ordered[len(ordered) // 2]
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"p50 {1000 * p50:.1f} ms, p95 {1000 * p95:.1f} ms, max {1000 * ordered[-1]:.1f} ms"


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (draws may count half).

    >>> low, high = wilson(60, 100)
    >>> round(low, 3), round(high, 3)
    (0.502, 0.691)
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def _players(game: str, level: str, time_cap: bool) -> Any:
    player = make_player(game, level)
    if not time_cap and hasattr(player, "time_limit"):
        player.time_limit = None
    return player


def _timed(player: Any, view: Any, rng: Random, times: list[float]) -> Any:
    start = time.perf_counter()
    action = player.choose(view, rng)
    times.append(time.perf_counter() - start)
    return action


def play_scopa_match(level_a: str, level_b: str, seed: int, a_seat: int,
                     time_cap: bool = False, rules: str = "", mode: str = "") -> GameResult:
    """One Scopa match (to 11, or under *rules*) with A at *a_seat*; deals and players'
    generators from *seed*."""
    from pyapp.scopa import Match, parse_rules

    players = {a_seat: _players("scopa", level_a, time_cap),
               1 - a_seat: _players("scopa", level_b, time_cap)}
    deal_rng = Random(seed)
    rngs = {a_seat: Random(seed * 7919 + 1), 1 - a_seat: Random(seed * 7919 + 2)}
    times: dict[int, list[float]] = {0: [], 1: []}
    match = Match.new(deal_rng, parse_rules(rules))
    deals = 0
    while True:
        while match.to_play is not None:
            seat = match.to_play
            match = match.play(_timed(players[seat], match.view(seat), rngs[seat], times[seat]))
        deals += 1
        if match.is_over:
            break
        match = match.next_deal(deal_rng)
    won = 1.0 if match.winner == a_seat else 0.0
    points = match.scores
    return GameResult(won, deals, float(points[a_seat]), float(points[1 - a_seat]),
                      times[a_seat], times[1 - a_seat])


def play_scopone_match(level_a: str, level_b: str, seed: int, a_side: int,
                       time_cap: bool = False, rules: str = "", mode: str = "") -> GameResult:
    """One Scopone match; A's level plays the seats of *a_side* (0: seats 0 and 2; 1: 1 and 3)."""
    from pyapp.scopa import parse_rules
    from pyapp.scopa.scopone import ScoponeMatch

    players = {seat: _players("scopone", level_a if seat & 1 == a_side else level_b, time_cap)
               for seat in range(4)}
    rngs = {seat: Random(seed * 7919 + 1 + seat) for seat in range(4)}
    times: dict[int, list[float]] = {0: [], 1: []}
    deal_rng = Random(seed)
    match = ScoponeMatch.new(deal_rng, mode or "scientifico", parse_rules(rules))
    deals = 0
    while True:
        while match.to_play is not None:
            seat = match.to_play
            side = 0 if seat & 1 == a_side else 1
            match = match.play(_timed(players[seat], match.view(seat), rngs[seat], times[side]))
        deals += 1
        if match.is_over:
            break
        match = match.next_deal(deal_rng)
    won = 1.0 if match.winner == a_side else 0.0
    return GameResult(won, deals, float(match.scores[a_side]), float(match.scores[1 - a_side]),
                      times[0], times[1])


def play_minchiate_deal(level_a: str, level_b: str, seed: int, a_team: int,
                        time_cap: bool = False, rules: str = "", mode: str = "") -> GameResult:
    """One Minchiate deal; A's level plays the seats of *a_team* (0: S and N, 1: E and W)."""
    from pyapp.minchiate import deal, team_of

    players = {seat: _players("minchiate", level_a if team_of(seat) == a_team else level_b,
                              time_cap) for seat in range(4)}
    rngs = {seat: Random(seed * 7919 + 1 + seat) for seat in range(4)}
    times: dict[int, list[float]] = {0: [], 1: []}
    state = deal(Random(seed))
    while state.to_play is not None:
        seat = state.to_play
        side = 0 if team_of(seat) == a_team else 1
        state = state.play(_timed(players[seat], state.view(seat), rngs[seat], times[side]))
    returns = state.returns()
    mine = next(returns[seat] for seat in range(4) if team_of(seat) == a_team)
    theirs = next(returns[seat] for seat in range(4) if team_of(seat) != a_team)
    score = 1.0 if mine > 0 else 0.0 if mine < 0 else 0.5
    return GameResult(score, 1, float(mine), float(theirs), times[0], times[1])


def play_pair(game: str, level_a: str, level_b: str, seed: int,
              time_cap: bool = False, rules: str = "", mode: str = "") -> list[GameResult]:
    """The two seat-swapped games of one seed (under *rules* and *mode*, for the Scopa games)."""
    play = find_game(game).arena_game()
    return [play(level_a, level_b, seed, side, time_cap, rules, mode) for side in (0, 1)]


def _pair_task(args: tuple[str, str, str, int, bool, str, str]) -> list[GameResult]:
    return play_pair(*args)


def run(game: str, level_a: str, level_b: str, games: int, seed: int, jobs: int = 1,
        time_cap: bool = False, progress: Any = None, rules: str = "", mode: str = "",
        first_pair: int = 0) -> Summary:
    """Plays *games* games (rounded up to pairs) and sums them up.

    *first_pair* skips the pairs before it: a run stopped after K pairs is continued with
    ``first_pair=K`` and the same other arguments, and the two runs together are exactly the
    games of one uninterrupted run."""
    pairs = max(1, (games + 1) // 2)
    if not 0 <= first_pair < pairs:
        raise ValueError(f"first pair {first_pair} is outside the run's {pairs} pairs")
    tasks = [(game, level_a, level_b, seed * 100003 + index, time_cap, rules, mode)
             for index in range(first_pair, pairs)]
    start = time.perf_counter()
    results: list[GameResult] = []
    if jobs <= 1:
        for index, task in enumerate(tasks):
            results.extend(_pair_task(task))
            if progress:
                progress(first_pair + index + 1, pairs, results)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for index, pair in enumerate(pool.map(_pair_task, tasks, chunksize=1)):
                results.extend(pair)
                if progress:
                    progress(first_pair + index + 1, pairs, results)
    score = sum(result.score for result in results)
    low, high = wilson(score, len(results))
    return Summary(
        game, level_a, level_b, len(results), score, sum(r.deals for r in results),
        sum(r.points_a for r in results), sum(r.points_b for r in results), low, high,
        [t for r in results for t in r.times_a], [t for r in results for t in r.times_b],
        time.perf_counter() - start,
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the arena from the command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m pyapp.arena",
                                     description="Seat-swapped games between two AI levels.")
    parser.add_argument("game", choices=GAME_NAMES)
    parser.add_argument("--a", required=True, help="level of player/team A")
    parser.add_argument("--b", required=True, help="level of player/team B")
    parser.add_argument("--matches", type=int, default=20,
                        help="games: Scopa matches to 11 or Minchiate deals (default 20)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--time-cap", action="store_true",
                        help="keep the levels' wall-time caps (results then depend on speed)")
    parser.add_argument("--rules", default="",
                        help="Scopa/Scopone options, e.g. target=21,re_bello,napola,asso_piglia_tutto")
    parser.add_argument("--mode", default="", help="Scopone: scientifico (default) or classico")
    parser.add_argument("--first-pair", type=int, default=0,
                        help="continue a stopped run: skip the pairs before this one (default 0)")
    parser.add_argument("--progress", action="store_true",
                        help="print the running result to stderr after every pair")
    args = parser.parse_args(argv)
    pairs = max(1, (args.matches + 1) // 2)
    if not 0 <= args.first_pair < pairs:
        parser.error(f"--first-pair must be between 0 and {pairs - 1} for {args.matches} matches")
    try:
        make_player(args.game, args.a)
        make_player(args.game, args.b)
    except ValueError as error:
        parser.error(str(error))
    if args.rules or args.mode:
        from pyapp.scopa import parse_rules
        from pyapp.scopa.scopone import read_mode

        engine = find_game(args.game).engine_module()
        if find_game(args.game).deck != "scopa":
            parser.error(f"--rules and --mode are for the Scopa games, not {args.game}")
        if args.mode and not hasattr(engine, "MODES"):
            parser.error(f"--mode is for Scopone, not {args.game}")
        try:
            parse_rules(args.rules)
            if args.mode:
                read_mode(args.mode, "--mode")
        except ValueError as error:
            parser.error(str(error))

    def progress(done: int, total: int, results: list[GameResult]) -> None:
        score = sum(result.score for result in results)
        low, high = wilson(score, len(results))
        deals = max(1, sum(result.deals for result in results))
        margin = sum(result.points_a - result.points_b for result in results) / deals
        print(f"{done}/{total} pairs: A {score:g}/{len(results)} = "
              f"{100 * score / len(results):.1f}% [95% CI {100 * low:.1f}-{100 * high:.1f}%], "
              f"A-B per deal {margin:+.3f}", file=sys.stderr, flush=True)

    summary = run(args.game, args.a, args.b, args.matches, args.seed, args.jobs,
                  args.time_cap, progress if args.progress else None, args.rules, args.mode,
                  args.first_pair)
    print(summary.report(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
