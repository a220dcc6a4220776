"""Per-move time of every AI level under CPython (p50 / p95 / max), on positions sampled
along heuristic self-play (only positions with a real choice are timed).

    python benchmarks/ai_speed.py [--game scopa|minchiate|scopone|briscola|tressette|all] [--positions N] [--seed S]
                                  [--time-cap] [--cpu]

Levels run with their iteration budgets and no wall-time cap (``--time-cap`` keeps the caps
the browser uses). ``--cpu`` times the process's CPU time instead of the wall clock: the figure
for a machine shared with other work, whose wall times grow with the load. The Pyodide figures
come from ``benchmarks/ai_browser.py``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyapp.ai import levels, make_player  # noqa: E402


def scopa_positions(count: int, seed: int) -> list[Any]:
    """Views with a choice along heuristic self-play, match scores varied."""
    from pyapp.ai.scopa.heuristic import ScopaHeuristicPlayer
    from pyapp.scopa import deal

    rng = Random(seed)
    player = ScopaHeuristicPlayer()
    views: list[Any] = []
    while len(views) < count:
        state = deal(rng, dealer=rng.randrange(2))
        score = (rng.randrange(11), rng.randrange(11))
        while not state.is_over and len(views) < count:
            view = state.view(state.to_play, score)
            if len(view.legal_actions()) > 1:
                views.append(view)
            state = state.play(player.choose(view, rng))
    return views


def scopone_positions(count: int, seed: int, mode: str = "scientifico") -> list[Any]:
    """Views with a choice along heuristic self-play of Scopone, match scores varied; every
    deal's first plays (10 cards per hand, three hands hidden) are among them."""
    from pyapp.ai.scopa.heuristic import ScopaHeuristicPlayer
    from pyapp.scopone import deal_scopone

    rng = Random(seed)
    player = ScopaHeuristicPlayer()
    views: list[Any] = []
    while len(views) < count:
        state = deal_scopone(rng, rng.randrange(4), mode)
        score = (rng.randrange(11), rng.randrange(11))
        while not state.is_over and len(views) < count:
            view = state.view(state.to_play, score)
            if len(view.legal_actions()) > 1:
                views.append(view)
            state = state.play(player.choose(view.as_seat_zero(), rng))
    return views


def collect_choices(state: Any, player: Any, rng: Random, views: list[Any], count: int) -> None:
    """Plays *state* to its end with *player*, adding to *views* the view of every position with a
    choice, until there are *count*."""
    while not state.is_over and len(views) < count:
        view = state.view(state.to_play)
        if len(view.legal_actions()) > 1:
            views.append(view)
        state = state.play(player.choose(view, rng))


def briscola_positions(count: int, seed: int) -> list[Any]:
    """Views with a choice along heuristic self-play of Briscola, the games at two, three and four
    players in turn (the options varied: the exchange, the partner's hand shown at the end)."""
    from pyapp.ai.briscola.heuristic import BriscolaHeuristicPlayer
    from pyapp.briscola import BriscolaOptions, deal

    rng = Random(seed)
    player = BriscolaHeuristicPlayer()
    views: list[Any] = []
    games = 0
    while len(views) < count:
        players = (2, 3, 4)[games % 3]
        options = BriscolaOptions(players=players, exchange=("off", "two", "seven_two")[games // 3 % 3],
                                  partner_hand_at_end=players == 4 and games % 2 == 0)
        games += 1
        collect_choices(deal(rng, None, options), player, rng, views, count)
    return views


def tressette_positions(count: int, seed: int) -> list[Any]:
    """Views with a choice along heuristic self-play of Tressette, four players (accusi and signals on)
    and two (draws hidden) in turn."""
    from pyapp.ai.tressette.heuristic import TressetteHeuristicPlayer
    from pyapp.tressette import TressetteOptions, deal

    rng = Random(seed)
    player = TressetteHeuristicPlayer()
    views: list[Any] = []
    deals = 0
    while len(views) < count:
        players = (4, 2)[deals % 2]
        options = TressetteOptions(players=players, accuso=True, signals=players == 4, show_draws=False)
        deals += 1
        collect_choices(deal(rng, None, options), player, rng, views, count)
    return views


POSITIONS = {"scopa": scopa_positions, "scopone": scopone_positions, "briscola": briscola_positions,
             "tressette": tressette_positions}


def positions_of(game: str, count: int, seed: int) -> list[Any]:
    """The benchmark positions of *game*."""
    return POSITIONS.get(game, minchiate_positions)(count, seed)


def minchiate_positions(count: int, seed: int) -> list[Any]:
    """Views with a choice along heuristic self-play (every phase; mostly card play)."""
    from pyapp.ai.minchiate.heuristic import MinchiateHeuristicPlayer
    from pyapp.minchiate import deal

    rng = Random(seed)
    player = MinchiateHeuristicPlayer()
    views: list[Any] = []
    while len(views) < count:
        state = deal(rng)
        while state.to_play is not None and len(views) < count:
            view = state.view(state.to_play)
            if len(view.legal_actions()) > 1 and rng.random() < 0.25:
                views.append(view)
            state = state.play(player.choose(view, rng))
    return views


def minchiate_first_plays(count: int, seed: int) -> list[Any]:
    """The first card play of *count* deals along heuristic self-play (the discards and
    declarations made): the lead of the first trick, where a player has the most cards to compare
    and every rollout plays the whole deal (the Expert's slowest moves)."""
    from pyapp.ai.minchiate.heuristic import MinchiateHeuristicPlayer
    from pyapp.minchiate import deal
    from pyapp.minchiate.actions import PlayCard

    rng = Random(seed)
    player = MinchiateHeuristicPlayer()
    views: list[Any] = []
    while len(views) < count:
        state = deal(rng)
        while not all(isinstance(action, PlayCard) for action in state.legal_actions()):
            state = state.play(player.choose(state.view(state.to_play), rng))
        views.append(state.view(state.to_play))
    return views


def percentile(ordered: list[float], fraction: float) -> float:
    """The *fraction* percentile of sorted values (nearest rank)."""
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def time_level(game: str, level: str, views: list[Any], time_cap: bool, cpu: bool = False) -> list[float]:
    """Seconds per move of *level* over *views* (a fresh player per move, like the worker), of
    the wall clock or (*cpu*) of the process's CPU."""
    clock = time.process_time if cpu else time.perf_counter
    times = []
    for index, view in enumerate(views):
        player = make_player(game, level)
        if not time_cap and hasattr(player, "time_limit"):
            player.time_limit = None
        start = clock()
        searched = view.as_seat_zero() if game == "scopone" else view  # as the worker does
        action = player.choose(searched, Random(index))
        times.append(clock() - start)
        assert action in searched.legal_actions()
    return sorted(times)


def main() -> int:
    """Prints a table of per-move times."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="all",
                        choices=["scopa", "minchiate", "scopone", "briscola", "tressette", "all"])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time-cap", action="store_true")
    parser.add_argument("--cpu", action="store_true", help="CPU time, not wall time")
    args = parser.parse_args()
    games = ["scopa", "minchiate", "scopone", "briscola", "tressette"] if args.game == "all" else [args.game]
    print(f"{'game':10} {'level':14} {'n':>4} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for game in games:
        views = positions_of(game, args.positions, args.seed)
        for level in levels(game):
            times = time_level(game, level, views, args.time_cap, args.cpu)
            print(f"{game:10} {level:14} {len(times):4d} {1000 * percentile(times, 0.5):8.1f} "
                  f"{1000 * percentile(times, 0.95):8.1f} {1000 * times[-1]:8.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
