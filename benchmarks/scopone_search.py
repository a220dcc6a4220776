"""Scopone search designs against the heuristic team, on duplicate deals: each deal is played twice
with the partnerships' seats swapped (the same shuffle), and the figure is side A's points minus
side B's per deal with a 95% interval.

Designs (``--a``):
  omniscient   alpha-beta on the true deal (all four hands seen) -- a measuring stick, never a level
  pimc         Scopa's design: alpha-beta in sampled worlds (``--worlds``, ``--depth``)
  hard, expert the Scopone levels (rollouts, :mod:`pyapp.ai.scopone.rollout`)

    python benchmarks/scopone_search.py --a omniscient --deals 30
    python benchmarks/scopone_search.py --a pimc --worlds 8 --depth 4 --deals 12
    python benchmarks/scopone_search.py --a expert --deals 40
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyapp.ai import make_player  # noqa: E402
from pyapp.ai.scopa.evaluation import ScopaModel  # noqa: E402
from pyapp.ai.search import SearchPlayer, alphabeta, best_of  # noqa: E402
from pyapp.scopa.scoring import score_sides  # noqa: E402
from pyapp.scopone import MODES, ScoponeState, deal_scopone  # noqa: E402


class Omniscient:
    """Alpha-beta over the true deal, *depth* plies (reads the hidden hands: a measuring stick)."""

    def __init__(self, depth: int) -> None:
        self.depth = depth

    def choose_in(self, state: ScoponeState, seat: int) -> Any:
        legal = list(state.legal_actions())
        if len(legal) == 1:
            return legal[0]
        model = ScopaModel((0, 0))
        values = [alphabeta(state.play(play), self.depth - 1, model, seat & 1, seat) for play in legal]
        return best_of(legal, values)


def side_a(args: argparse.Namespace) -> Any:
    if args.a == "omniscient":
        return Omniscient(args.depth)
    if args.a == "pimc":
        return SearchPlayer(lambda view: ScopaModel(view.match_score), algorithm="pimc", iterations=args.worlds,
                            depth=args.depth)
    player = make_player("scopone", args.a)
    player.time_limit = None
    return player


def play_deal(a: Any, b: Any, seed: int, a_side: int, mode: str) -> int:
    """Side A's deal points minus side B's in the deal of *seed*, A on the seats of *a_side*."""
    state = deal_scopone(Random(seed), seed % 4, mode)
    rng = Random(seed * 31 + a_side)
    while state.to_play is not None:
        seat = state.to_play
        if seat & 1 == a_side:
            play = a.choose_in(state, seat) if isinstance(a, Omniscient) else a.choose(state.view(seat), rng)
        else:
            play = b.choose(state.view(seat), rng)
        state = state.play(play)
    first, second = score_sides(state.piles, state.scope, state.rules)
    difference = first.total - second.total
    return difference if a_side == 0 else -difference


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="expert", help="omniscient, pimc, hard or expert")
    parser.add_argument("--b", default="heuristic", help="a Scopone level (default heuristic)")
    parser.add_argument("--deals", type=int, default=20, help="duplicate pairs of deals")
    parser.add_argument("--worlds", type=int, default=8)
    parser.add_argument("--depth", type=int, default=4)
    parser.add_argument("--mode", default=MODES[0], choices=MODES)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    a, b = side_a(args), make_player("scopone", args.b)
    differences: list[int] = []
    started = time.perf_counter()
    for deal in range(args.seed, args.seed + args.deals):
        differences.extend(play_deal(a, b, deal, side, args.mode) for side in (0, 1))
    count = len(differences)
    mean = statistics.fmean(differences)
    half = 1.96 * statistics.stdev(differences) / count ** 0.5 if count > 1 else float("nan")
    print(f"scopone {args.mode}: A={args.a} vs B={args.b}, {count} deals ({args.deals} duplicate pairs), "
          f"{time.perf_counter() - started:.0f} s")
    print(f"A-B points per deal {mean:+.2f} [95% CI {mean - half:+.2f} to {mean + half:+.2f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
