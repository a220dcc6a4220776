"""Briscola's levels and search designs against each other or the app-style yardstick, on duplicate
deals (the runs of benchmarks/RESULTS.md, Briscola).

    python benchmarks/briscola_variants.py --a SPEC [--b SPEC] [--matches 400] [--seed S]
                                           [--rules players=2,format=single] [--jobs K] [--log FILE]
                                           [--progress]

A SPEC is a Briscola level (``expert``, ``hard``, ...), the comparison level ``baseline`` (the
default B: :mod:`pyapp.cli.research.briscola_baseline`, the rule-based player most Briscola apps
ship), or a search level with changes, ``expert:KEY=VALUE,...``:

* ``worlds=N`` — the worlds searched (PIMC), or ``iterations=N`` with ``algorithm=ismcts`` (the
  shared ISMCTS over the same model: a heuristic playout from each new node);
* ``infer=off`` — worlds drawn uniformly from the view, not weighed by the recent plays
  (:mod:`pyapp.cli.research.briscola_inference`); ``infer=NOISE`` — weighed, with that share of chance in the
  model of a play;
* ``trick=minimax`` — in each world, the rest of the current trick searched by minimax before the
  playout (:class:`pyapp.cli.research.briscola_variants.TrickMinimaxModel`);
* ``exact=off`` — no exact two-player endgame (neither at the table nor in the playouts).

The report is the arena's, with the duplicate-game figure always on (A's card points minus B's per
game over the games both tables of a pair played on the same shuffle, 95% interval). By default a
match is one game won (``format=single``): the win rate is nearly a share of games. A plain level
keeps its name in the report and the log, so a run here and the same run of ``python -m pyapp.arena
briscola --duplicate`` are one run.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyapp.ai.briscola.evaluation import BriscolaModel  # noqa: E402
from pyapp.briscola.state import BriscolaView  # noqa: E402
from pyapp.cli import arena  # noqa: E402
from pyapp.cli.players import make_player  # noqa: E402
from pyapp.cli.research.briscola_inference import InferringView  # noqa: E402
from pyapp.cli.research.briscola_variants import TrickMinimaxModel  # noqa: E402

CHANGES = ("worlds", "iterations", "algorithm", "infer", "trick", "exact")


class Variant:
    """A zero-argument factory of the player a SPEC names (picklable: the arena's workers build it)."""

    def __init__(self, spec: str) -> None:
        self.spec = self.__name__ = spec
        level, _, changes = spec.partition(":")
        self.level = level
        self.changes = dict(change.split("=", 1) for change in changes.split(",") if change)
        if set(self.changes) - set(CHANGES) or (self.changes and level not in ("hard", "expert")):
            raise ValueError(f"{spec!r}: changes are {', '.join(CHANGES)}, of hard and expert only")
        self()  # an unknown level or a bad value fails here, not in a worker

    def __call__(self) -> Any:
        player = make_player("briscola", self.level)
        changes = self.changes
        exact = changes.get("exact") != "off"
        model = TrickMinimaxModel if changes.get("trick") == "minimax" else BriscolaModel
        player.model_for = partial(_model, model=model, exact=exact)
        if not exact:
            player.exact = None
        if "worlds" in changes:
            player.iterations = int(changes["worlds"])
        if changes.get("algorithm") == "ismcts":
            player.algorithm, player.playout_depth = "ismcts", 0
            player.iterations = int(changes.get("iterations", player.iterations))
        infer = changes.get("infer")
        if infer == "off":
            player.infer = None
        elif infer is not None:
            player.infer = partial(InferringView, noise=float(infer))
        return player


def _model(view: BriscolaView, model: type[BriscolaModel], exact: bool) -> BriscolaModel:
    return model(view.options, exact)


def contestant(spec: str) -> Variant | str:
    """A plain level as it is (its name in the report and the log), else the factory of *spec*;
    ValueError for neither."""
    if ":" not in spec:
        make_player("briscola", spec)
        return spec
    return Variant(spec)


def main(argv: list[str] | None = None) -> int:
    """Runs the arena between two contestants and prints its report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", required=True, help="a SPEC: a Briscola level, 'baseline', or expert:KEY=VALUE,...")
    parser.add_argument("--b", default="baseline", help="a SPEC ('baseline' by default)")
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=4401)
    parser.add_argument("--rules", default="players=2,format=single",
                        help="the table and the match format (default players=2,format=single: a match is "
                             "one game won)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--log", default=None, metavar="FILE")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args(argv)
    try:
        a, b = contestant(args.a), contestant(args.b)
    except ValueError as error:
        parser.error(str(error))

    def progress(done: int, total: int, results: list[arena.GameResult]) -> None:
        score = sum(result.score for result in results)
        figure = arena.duplicate_figure(results)
        print(f"{done}/{total} pairs: A {score:g}/{len(results)}; {figure.report('card points per game')}",
              file=sys.stderr, flush=True)

    summary = arena.run("briscola", a, b, args.matches, args.seed, args.jobs, rules=args.rules,
                        progress=progress if args.progress else None, duplicate=True, log=args.log)
    print(summary.report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
