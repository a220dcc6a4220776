"""Scopa Expert variants against each other or a level, on duplicate deals (the tuning runs of
benchmarks/RESULTS.md, section #21).

    python benchmarks/scopa_variants.py --a SPEC --b SPEC [--matches N] [--seed S] [--jobs K | --ray ADDRESS]
                                        [--log FILE] [--progress]

A SPEC is a Scopa level (``expert``, ``hard``, ``pimc-baseline``...) or the Expert with changes,
``expert:KEY=VALUE,...``:

* ``eval=basic`` — the 13-feature evaluation fitted on heuristic self-play (the Expert until the learned
  evaluation shipped, 2026-12-06: :mod:`pyapp.cli.research.scopa_fitted`);
  ``eval=learned`` — the horizon features with the shipped weights
  (:mod:`pyapp.ai.scopa.learned_weights`); ``eval=FILE.json`` — the horizon features with the
  weights of a fit (``tools/fit_scopa_eval.py fit --out``), before they are shipped;
* ``temperature=T`` — the inference's softmax temperature; ``infer=off`` — uniform worlds;
* ``worlds=N`` — the number of worlds; ``depth=N`` — the search's plies in each world (6: a round);
* ``blind=K`` — the opponent's reply to each play in a world judged over K hands of the Expert's drawn
  from what the opponent cannot see, not with the world's
  (:func:`pyapp.cli.research.scopa_variants.blind_values`);
* ``spread=on`` — leaves valued by the match value averaged over what the deal's points may still do
  (:class:`pyapp.cli.research.scopa_variants.SpreadModel`), not of the expected points alone;
* ``shared=on`` — the Expert's next play after the opponent's reply chosen once across the worlds that
  see the same reply (:mod:`pyapp.cli.research.scopa_shared_search`), not world by world.

The report is the arena's, with the duplicate-deal figure (A − B points per deal, 95% interval).
Tune on other seeds than the reported runs'.
"""

from __future__ import annotations

import argparse
import json
import sys
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyapp.ai.scopa.inference import InferringView  # noqa: E402
from pyapp.ai.scopa.levels import learned_model  # noqa: E402
from pyapp.ai.scopa.world_search import ExpertModel  # noqa: E402
from pyapp.cli import arena  # noqa: E402
from pyapp.cli.players import make_player  # noqa: E402
from pyapp.cli.research.scopa_fitted import FITTED_WEIGHTS, basic_model  # noqa: E402
from pyapp.cli.research.scopa_shared_search import shared_pimc  # noqa: E402
from pyapp.cli.research.scopa_variants import LEAF_SPREAD, BlindReplyModel, SpreadModel  # noqa: E402
from pyapp.scopa import ScopaView  # noqa: E402

__all__ = ["FITTED_WEIGHTS", "LEAF_SPREAD", "Variant", "main"]


def _spread_model(view: ScopaView, model_for: Any) -> SpreadModel:
    return SpreadModel(model_for(view), LEAF_SPREAD)


def _blind_model(view: ScopaView, model_for: Any, blind_reply: int) -> BlindReplyModel:
    model: ExpertModel = model_for(view)
    return BlindReplyModel(model, blind_reply)


CHANGES = ("eval", "temperature", "infer", "worlds", "depth", "blind", "spread", "shared")


class Variant:
    """A zero-argument factory of the player a SPEC names (picklable: the arena's workers build it)."""

    def __init__(self, spec: str) -> None:
        self.spec = self.__name__ = spec
        level, _, changes = spec.partition(":")
        self.level = level
        self.changes = dict(change.split("=", 1) for change in changes.split(",") if change)
        if set(self.changes) - set(CHANGES) or (self.changes and level != "expert"):
            raise ValueError(f"{spec!r}: changes are {', '.join(CHANGES)}, of the expert only")
        make_player("scopa", level)  # an unknown level fails here, not in a worker

    def __call__(self) -> Any:
        player = make_player("scopa", self.level)
        changes = self.changes
        if changes.get("shared") == "on":
            player.run_pimc = shared_pimc
        evaluation = changes.get("eval")
        if evaluation == "basic":
            player.model_for = basic_model
        elif evaluation == "learned":
            player.model_for = learned_model
        elif evaluation is not None:
            fitted = json.loads(Path(evaluation).read_text())
            player.model_for = partial(learned_model, weights=fitted["weights"])
        if changes.get("spread") == "on":
            player.model_for = partial(_spread_model, model_for=player.model_for)
        if "blind" in changes:
            player.model_for = partial(_blind_model, model_for=player.model_for, blind_reply=int(changes["blind"]))
        if changes.get("infer") == "off":
            player.infer = None
        elif "temperature" in changes:
            player.infer = partial(InferringView, temperature=float(changes["temperature"]))
        if "worlds" in changes:
            player.iterations = int(changes["worlds"])
        if "depth" in changes:
            player.depth = int(changes["depth"])
        return player


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--matches", type=int, default=60)
    parser.add_argument("--seed", type=int, default=2201)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--ray", default=None, metavar="ADDRESS")
    parser.add_argument("--log", default=None, metavar="FILE")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args(argv)
    try:
        a, b = Variant(args.a), Variant(args.b)
    except ValueError as error:
        parser.error(str(error))

    def progress(done: int, total: int, results: list[arena.GameResult]) -> None:
        figure = arena.duplicate_figure(results)
        print(f"{done}/{total} pairs: {figure.report('points per deal')}", file=sys.stderr, flush=True)

    summary = arena.run("scopa", a, b, args.matches, args.seed, args.jobs, progress=progress if args.progress else None,
                        ray=args.ray, duplicate=True, log=args.log)
    print(summary.report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
