"""The arena: two AI levels play seat-swapped games and the result comes with a 95% interval.

    python -m pyapp.arena GAME --a LEVEL --b LEVEL --matches N --seed S [--jobs K | --ray ADDRESS]
                          [--duplicate] [--rules R] [--mode M]

* **Scopa**: N matches to 11, in pairs with the same seed and the seats swapped (A deals
  first in one, B in the other, and every deal is dealt from the same shuffles).
  ``--rules`` sets the options (``target=21,re_bello,napola,asso_piglia_tutto``).
* **Scopone**: N matches, in pairs with the same seed: A's partnership (two copies of A's level)
  sits 0+2 in one and 1+3 in the other; ``--mode`` scientifico (default) or classico, and
  ``--rules`` as for Scopa.
* **Minchiate**: N deals, in pairs with the same pack: A's team sits S-N in one and E-W in
  the other (each team is two copies of one level).
* **Briscola**: N matches (best of 3 games unless ``--rules`` says otherwise: ``players=4,
  exchange=two,format=single``), in pairs with the same seed: with two players A sits S in one and
  N in the other, with four A's partnership (two copies of A) sits S-N in one and E-W in the other;
  with three A plays S in one and E in the other against two copies of B (so card luck cancels
  only in part: A's points are set against the mean of B's two seats).
* **Tressette**: N matches (to 21 unless ``--rules`` says otherwise: ``players=2,target=31,accuso=1,
  signals=0,show_draws=0``), in pairs with the same seed: with four players A's partnership (two
  copies of A) sits S-N in one and E-W in the other, with two A sits S in one and N in the other.

It prints A's win rate (a drawn Minchiate deal, 0 resti each, counts half) with a Wilson 95%
confidence interval, the points per deal (Scopa) or net resti per deal (Minchiate), and the
time per move of each side. Games run in *K* worker processes (CPython only; the AI itself
never uses processes). Time caps of the levels are switched off (``--time-cap`` keeps them)
so that a run depends on its seed only.

**Duplicate deals** (``--duplicate``): the two games of a pair are dealt from the same shuffles
(the same first dealer, and A holds in one game the cards B holds in the other), so deal *k* of
one game and deal *k* of the other are one deal played twice with the seats swapped. The report
then adds A's points minus B's per deal over those paired deals, with a 95% interval over the
pairs (:func:`pyapp.cli.arena_statistics.duplicate_figure`, where the run's statistics live): card
luck cancels within a pair, so a difference of a tenth of a point per deal shows in a few hundred
deals. Deals that only the longer match of a pair played are counted apart (a Minchiate game is one
deal: every deal is paired).

A contestant is a level name, or (from Python: ``benchmarks/``) a zero-argument factory of a
player. A player with a ``choose_seeing(state, view, rng)`` method is handed the whole state,
hidden cards included: a measuring stick of ``benchmarks/scopa_headroom.py``, never a level
(``make_player`` cannot build one, so the page, the worker and the bot never meet it).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import Any

from pyapp.ai import untimed
from pyapp.cli.arena_statistics import (
    DuplicateFigure,
    GameResult,
    RunComparison,
    compare_runs,
    duplicate_figure,
    ratio_interval,
    t_quantile,
    wilson,
)
from pyapp.cli.players import make_player
from pyapp.cli.workers import ordered_map
from pyapp.games import GAME_NAMES, find_game

__all__ = ["Contestant", "DuplicateFigure", "GameResult", "RunComparison", "Summary", "compare_runs",
           "duplicate_figure", "main", "play_pair", "ratio_interval", "read_log", "read_runs", "run", "run_keys",
           "t_quantile", "wilson"]

Contestant = str | Callable[[], Any]
"""A level name, or a zero-argument factory of a player (a benchmark's own player)."""


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
    duplicate: DuplicateFigure | None = None
    target: int | None = None
    """The points a match was played to (None for a game of single deals)."""

    @property
    def win_rate(self) -> float:
        """A's share of the games (draws half)."""
        return self.score / self.games if self.games else 0.0

    def report(self) -> str:
        """The human-readable report (with the duplicate-deal line when the run asked for it)."""
        unit, per = find_game(self.game).arena_units
        unit = unit.format(target=self.target)
        deals = max(self.deals, 1)
        lines = [
            f"{self.game}: A={self.level_a} vs B={self.level_b}, {self.games} {unit} "
            f"(seat-swapped pairs), {self.deals} deals, {self.seconds:.0f} s",
            f"A win rate {100 * self.win_rate:.1f}% [95% CI {100 * self.low:.1f}-"
            f"{100 * self.high:.1f}%] ({self.score:g}/{self.games})",
            f"{per}: A {self.points_a / deals:+.3f}, B {self.points_b / deals:+.3f}",
        ]
        if self.duplicate is not None:
            lines.append(self.duplicate.report(per))
        lines.append(f"time per move: A {_times(self.times_a)}; B {_times(self.times_b)}")
        return "\n".join(lines)


def _times(times: list[float]) -> str:
    if not times:
        return "n/a"
    ordered = sorted(times)
    p50 = ordered[len(ordered) // 2]
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"p50 {1000 * p50:.1f} ms, p95 {1000 * p95:.1f} ms, max {1000 * ordered[-1]:.1f} ms"



def label(contestant: Contestant) -> str:
    """The name of a contestant in reports: its level, or its factory's name."""
    return contestant if isinstance(contestant, str) else getattr(contestant, "__name__", repr(contestant))


def _players(game: str, contestant: Contestant, time_cap: bool) -> Any:
    player = make_player(game, contestant) if isinstance(contestant, str) else contestant()
    return player if time_cap else untimed(player)


def _timed(player: Any, state: Any, view: Any, rng: Random, times: list[float]) -> Any:
    start = time.perf_counter()
    seeing = hasattr(player, "choose_seeing")  # a benchmark's measuring stick: it reads the hidden cards
    action = player.choose_seeing(state, view, rng) if seeing else player.choose(view, rng)
    times.append(time.perf_counter() - start)
    return action


def _play_match(match: Any, players: dict[int, Any], side_of: Callable[[int], int], rngs: dict[int, Random],
                deal_rng: Random, a_side: int) -> GameResult:
    """Plays a Scopa or Scopone *match* to its end; *side_of* maps a seat to its side (0: A, 1: B)."""
    times: dict[int, list[float]] = {0: [], 1: []}
    while True:
        while match.to_play is not None:
            seat = match.to_play
            match = match.play(_timed(players[seat], match.state, match.view(seat), rngs[seat],
                                      times[side_of(seat)]))
        if match.is_over:
            break
        match = match.next_deal(deal_rng)
    deal_points = [(float(pair[a_side].total), float(pair[1 - a_side].total)) for pair in match.past_deals]
    won = 1.0 if match.winner == a_side else 0.0
    return GameResult(won, len(deal_points), float(match.scores[a_side]), float(match.scores[1 - a_side]),
                      times[0], times[1], deal_points)


def play_scopa_match(level_a: Contestant, level_b: Contestant, seed: int, a_seat: int,
                     time_cap: bool = False, rules: str = "", mode: str = "") -> GameResult:
    """One Scopa match (to 11, or under *rules*) with A at *a_seat*; deals and players'
    generators from *seed* (so the two seats of a seed are dealt the same cards)."""
    from pyapp.scopa import Match, parse_rules

    players = {a_seat: _players("scopa", level_a, time_cap),
               1 - a_seat: _players("scopa", level_b, time_cap)}
    deal_rng = Random(seed)
    rngs = {a_seat: Random(seed * 7919 + 1), 1 - a_seat: Random(seed * 7919 + 2)}
    match = Match.new(deal_rng, parse_rules(rules))
    return _play_match(match, players, lambda seat: 0 if seat == a_seat else 1, rngs, deal_rng, a_seat)


def play_scopone_match(level_a: Contestant, level_b: Contestant, seed: int, a_side: int,
                       time_cap: bool = False, rules: str = "", mode: str = "") -> GameResult:
    """One Scopone match; A's level plays the seats of *a_side* (0: seats 0 and 2; 1: 1 and 3)."""
    from pyapp.scopa import parse_rules
    from pyapp.scopone import ScoponeMatch

    players = {seat: _players("scopone", level_a if seat & 1 == a_side else level_b, time_cap)
               for seat in range(4)}
    rngs = {seat: Random(seed * 7919 + 1 + seat) for seat in range(4)}
    deal_rng = Random(seed)
    match = ScoponeMatch.new(deal_rng, mode or "scientifico", parse_rules(rules))
    return _play_match(match, players, lambda seat: 0 if seat & 1 == a_side else 1, rngs, deal_rng, a_side)


def play_minchiate_deal(level_a: Contestant, level_b: Contestant, seed: int, a_team: int,
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
        state = state.play(_timed(players[seat], state, state.view(seat), rngs[seat], times[side]))
    returns = state.returns()
    mine = next(returns[seat] for seat in range(4) if team_of(seat) == a_team)
    theirs = next(returns[seat] for seat in range(4) if team_of(seat) != a_team)
    score = 1.0 if mine > 0 else 0.0 if mine < 0 else 0.5
    return GameResult(score, 1, float(mine), float(theirs), times[0], times[1], [(float(mine), float(theirs))])


def _play_side_match(game: str, match: Any, next_match: Callable[[Any, Random], Any], level_a: Contestant,
                     level_b: Contestant, seed: int, a_side: int, time_cap: bool,
                     deal_rng: Random) -> tuple[Any, dict[int, list[float]]]:
    """Plays a match of a trick-taking game (Briscola, Tressette) to its end, A's level at the seats of
    side *a_side* (``pyapp.tricks.side_of``), B's at the others; *next_match* deals the next game
    or deal with *deal_rng*. The finished match and each side's times per move (0: A)."""
    from pyapp.tricks import side_of

    seats = match.options.players
    players = {seat: _players(game, level_a if side_of(seat, seats) == a_side else level_b, time_cap)
               for seat in range(seats)}
    rngs = {seat: Random(seed * 7919 + 1 + seat) for seat in range(seats)}
    times: dict[int, list[float]] = {0: [], 1: []}
    while True:
        while match.to_play is not None:
            seat = match.to_play
            side = 0 if side_of(seat, seats) == a_side else 1
            match = match.play(_timed(players[seat], match.state, match.view(seat), rngs[seat], times[side]))
        if match.is_over:
            return match, times
        match = next_match(match, deal_rng)


def _side_result(won: bool, deal_points: list[tuple[float, float]], times: dict[int, list[float]]) -> GameResult:
    """A match's result for A: won or not, and the points of both sides per game or deal."""
    return GameResult(1.0 if won else 0.0, len(deal_points), sum(a for a, _ in deal_points),
                      sum(b for _, b in deal_points), times[0], times[1], deal_points)


def play_briscola_match(level_a: Contestant, level_b: Contestant, seed: int, a_side: int,
                        time_cap: bool = False, rules: str = "", mode: str = "") -> GameResult:
    """One Briscola match under *rules* (``players=4,exchange=two,...``); A's level plays side *a_side*
    (two players: that seat; four: that partnership, 0 = S and N; three: that seat, against two
    copies of B, whose points per game are their mean)."""
    from pyapp.briscola import BriscolaMatch, parse_rules
    from pyapp.tricks import side_count

    options = parse_rules(rules)
    deal_rng = Random(seed)
    match, times = _play_side_match("briscola", BriscolaMatch.new(deal_rng, options),
                                    lambda match, rng: match.next_game(rng), level_a, level_b, seed, a_side,
                                    time_cap, deal_rng)
    others = side_count(options.players) - 1
    deal_points = [(float(points[a_side]), (sum(points) - points[a_side]) / others) for points in match.results]
    return _side_result(match.winner == a_side, deal_points, times)


def play_tressette_match(level_a: Contestant, level_b: Contestant, seed: int, a_side: int,
                         time_cap: bool = False, rules: str = "", mode: str = "") -> GameResult:
    """One Tressette match under *rules* (``players=2,target=31,accuso=1,...``); A's level plays side
    *a_side* (four players: that partnership, 0 = S and N; two: that seat)."""
    from pyapp.tressette import TressetteMatch, parse_rules

    deal_rng = Random(seed)
    match, times = _play_side_match("tressette", TressetteMatch.new(deal_rng, parse_rules(rules)),
                                    lambda match, rng: match.next_deal(rng), level_a, level_b, seed, a_side,
                                    time_cap, deal_rng)
    deal_points = [(float(scores[a_side]), float(scores[1 - a_side])) for scores in match.results]
    return _side_result(match.winner == a_side, deal_points, times)


def play_pair(game: str, level_a: Contestant, level_b: Contestant, seed: int,
              time_cap: bool = False, rules: str = "", mode: str = "") -> list[GameResult]:
    """The two seat-swapped games of one seed (under *rules* and *mode*, for the Scopa games)."""
    play = find_game(game).arena_game()
    return [play(level_a, level_b, seed, side, time_cap, rules, mode) for side in (0, 1)]


def _pair_task(args: tuple[str, Contestant, Contestant, int, bool, str, str]) -> list[GameResult]:
    return play_pair(*args)


def pair_seed(seed: int, index: int) -> int:
    """The seed of pair *index* of a run with *seed* (pairs do not depend on each other)."""
    return seed * 100003 + index


def _log_key(game: str, level_a: Contestant, level_b: Contestant, seed: int, time_cap: bool, rules: str,
             mode: str) -> dict[str, Any]:
    return {"game": game, "a": label(level_a), "b": label(level_b), "seed": seed, "time_cap": time_cap,
            "rules": rules, "mode": mode}


def read_log(path: str | Path, key: dict[str, Any]) -> dict[int, list[GameResult]]:
    """The pairs of the run *key* already written to the log at *path* (none if it does not exist)."""
    if not Path(path).exists():
        return {}
    return next((pairs for run_key, pairs in read_runs(path) if run_key == key), {})


def read_runs(path: str | Path) -> list[tuple[dict[str, Any], dict[int, list[GameResult]]]]:
    """Every run the log at *path* holds: its key (as :func:`read_log` takes it) and its pairs, in order
    of first line; ValueError names a line that is not an arena log line."""
    runs: list[tuple[dict[str, Any], dict[int, list[GameResult]]]] = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            pairs = next((found for key, found in runs if key == entry["run"]), None)
            if pairs is None:
                pairs = {}
                runs.append((entry["run"], pairs))
            pairs[int(entry["pair"])] = [
                GameResult(game["score"], game["deals"], game["points_a"], game["points_b"], game["times_a"],
                           game["times_b"], [(a, b) for a, b in game["deal_points"]])
                for game in entry["games"]]
        except (ValueError, KeyError, TypeError) as error:
            raise ValueError(f"{path}:{number}: not an arena log line ({error})") from None
    return runs


def run_keys(path: str | Path) -> list[dict[str, Any]]:
    """The runs a log at *path* holds (each run's key, as :func:`read_log` takes it), in order of first line."""
    return [key for key, _ in read_runs(path)]


def _log_line(key: dict[str, Any], index: int, pair: list[GameResult]) -> str:
    games = [{"score": game.score, "deals": game.deals, "points_a": game.points_a, "points_b": game.points_b,
              "deal_points": game.deal_points, "times_a": [round(t, 5) for t in game.times_a],
              "times_b": [round(t, 5) for t in game.times_b]} for game in pair]
    return json.dumps({"run": key, "pair": index, "games": games}, separators=(",", ":")) + "\n"


def run(game: str, level_a: Contestant, level_b: Contestant, games: int, seed: int, jobs: int = 1,
        time_cap: bool = False, progress: Any = None, rules: str = "", mode: str = "",
        first_pair: int = 0, ray: str | None = None, duplicate: bool = False,
        log: str | Path | None = None) -> Summary:
    """Plays *games* games (rounded up to pairs) and sums them up (with the duplicate-deal
    figure when *duplicate*).

    *first_pair* skips the pairs before it: a run stopped after K pairs is continued with
    ``first_pair=K`` and the same other arguments, and the two runs together are exactly the
    games of one uninterrupted run. With a *log* file, every pair is appended to it as one JSON
    line as soon as it is played, and the pairs of the same run already there are not played
    again but counted: the same command continues a stopped run and reports the whole of it.
    Pairs run in *jobs* local processes, or on the Ray cluster at *ray* (``auto``, an address, or
    ``local`` for a private local instance); the games are the same either way."""
    pairs = max(1, (games + 1) // 2)
    if not 0 <= first_pair < pairs:
        raise ValueError(f"first pair {first_pair} is outside the run's {pairs} pairs")
    key = _log_key(game, level_a, level_b, seed, time_cap, rules, mode)
    logged = read_log(log, key) if log is not None else {}
    todo = [index for index in range(first_pair, pairs) if index not in logged]
    tasks = [(game, level_a, level_b, pair_seed(seed, index), time_cap, rules, mode) for index in todo]
    start = time.perf_counter()
    played: dict[int, list[GameResult]] = {index: logged[index] for index in range(first_pair, pairs)
                                           if index in logged}
    for index, pair in zip(todo, ordered_map(_pair_task, tasks, jobs=jobs, ray=ray)):
        played[index] = pair
        if log is not None:
            with open(log, "a", encoding="utf-8") as out:
                out.write(_log_line(key, index, pair))
        if progress:
            progress(len(played) + first_pair, pairs, [game for k in sorted(played) for game in played[k]])
    results = [result for index in sorted(played) for result in played[index]]
    score = sum(result.score for result in results)
    low, high = wilson(score, len(results))
    return Summary(
        game, label(level_a), label(level_b), len(results), score, sum(r.deals for r in results),
        sum(r.points_a for r in results), sum(r.points_b for r in results), low, high,
        [t for r in results for t in r.times_a], [t for r in results for t in r.times_b],
        time.perf_counter() - start, duplicate_figure(results) if duplicate else None, match_target(game, rules),
    )


def match_target(game: str, rules: str) -> int | None:
    """The target a match of *game* under *rules* is played to: Scopa's house rules set it, a game
    whose options have a ``target`` (Tressette) too; None for a game without one."""
    entry = find_game(game)
    if not entry.house_rules:
        parse = getattr(entry.engine_module(), "parse_rules", None)
        target = getattr(parse(rules), "target", None) if parse is not None else None
        return target if isinstance(target, int) else None
    from pyapp.scopa import parse_rules

    return parse_rules(rules).target


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
    parser.add_argument("--duplicate", action="store_true",
                        help="also report A - B per deal over the deals both tables of a pair played, "
                             "with a 95%% interval")
    parser.add_argument("--log", default=None, metavar="FILE",
                        help="append every pair to FILE as a JSON line; pairs of the same run already "
                             "there are counted, not played again (continues a stopped run)")
    parser.add_argument("--ray", default=None, metavar="ADDRESS",
                        help="run the pairs on Ray: 'auto' (the cluster this machine belongs to), an "
                             "address such as ray://head:10001, or 'local' (a private local instance)")
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
        from pyapp.scopone import read_mode

        entry = find_game(args.game)
        engine = entry.engine_module()
        read_rules = parse_rules if entry.house_rules else getattr(engine, "parse_rules", None)
        if read_rules is None:
            parser.error(f"--rules and --mode are not options of {args.game}")
        if args.mode and not hasattr(engine, "MODES"):
            parser.error(f"--mode is for Scopone, not {args.game}")
        try:
            read_rules(args.rules)
            if args.mode:
                read_mode(args.mode, "--mode")
        except ValueError as error:
            parser.error(str(error))

    def progress(done: int, total: int, results: list[GameResult]) -> None:
        score = sum(result.score for result in results)
        low, high = wilson(score, len(results))
        deals = max(1, sum(result.deals for result in results))
        margin = sum(result.points_a - result.points_b for result in results) / deals
        paired = ""
        if args.duplicate:
            figure = duplicate_figure(results)
            paired = (f", duplicate {figure.margin:+.3f} [{figure.low:+.3f} to {figure.high:+.3f}] "
                      f"({figure.deals} deals)")
        print(f"{done}/{total} pairs: A {score:g}/{len(results)} = "
              f"{100 * score / len(results):.1f}% [95% CI {100 * low:.1f}-{100 * high:.1f}%], "
              f"A-B per deal {margin:+.3f}{paired}", file=sys.stderr, flush=True)

    summary = run(args.game, args.a, args.b, args.matches, args.seed, args.jobs,
                  args.time_cap, progress if args.progress else None, args.rules, args.mode,
                  args.first_pair, args.ray, args.duplicate, args.log)
    print(summary.report(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
