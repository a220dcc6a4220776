"""Fits the Scopa evaluation of the Expert level (``pyapp.ai.scopa.evaluation.FITTED_WEIGHTS``).

    python3 tools/fit_scopa_eval.py [--deals 20000] [--seed 1]

Plays *deals* deals of heuristic self-play (``pyapp.ai.scopa.heuristic``, both seats), and
at every position before a play records the features of :func:`pyapp.ai.scopa.evaluation.features`
(seat 0's point of view) and what the rest of the deal brought: seat 0's final deal points
minus seat 1's, less the scope already made. For each stage of the deal (the cards not yet in
a pile, in buckets of :data:`~pyapp.ai.scopa.evaluation.STAGE_SIZE`) it fits a least-squares linear
model of that future difference and prints the weights as Python, ready to paste into
``pyapp/ai/scopa/evaluation.py``; then the fit's R² per stage on a held-out fifth of the deals.
Needs numpy (a development tool; the game itself never imports it).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyapp.ai.scopa.evaluation import FEATURE_NAMES, STAGES, deal_points, features, stage_of  # noqa: E402
from pyapp.ai.scopa.heuristic import ScopaHeuristicPlayer  # noqa: E402
from pyapp.scopa import deal  # noqa: E402


def samples(deals: int, seed: int) -> list[tuple[int, int, list[float], float]]:
    """(deal number, stage, features, future point difference) of every position played."""
    rng = Random(seed)
    player = ScopaHeuristicPlayer()
    rows = []
    for number in range(deals):
        state = deal(rng, dealer=number % 2)
        seen = []
        while state.to_play is not None:
            seen.append((stage_of(state), features(state), state.scope[0] - state.scope[1]))
            seat = state.to_play
            state = state.play(player.choose(state.view(seat), rng))
        first, second = deal_points(state.piles, state.scope)
        for stage, values, scope_difference in seen:
            rows.append((number, stage, values, float(first - second - scope_difference)))
    return rows


def main(argv: list[str] | None = None) -> int:
    import numpy as np

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rows = samples(args.deals, args.seed)
    weights: list[list[float]] = []
    quality = []
    for stage in range(STAGES):
        train = [(f, y) for n, s, f, y in rows if s == stage and n % 5]
        test = [(f, y) for n, s, f, y in rows if s == stage and not n % 5]
        x = np.array([f for f, _ in train])
        y = np.array([y for _, y in train])
        fitted, *_ = np.linalg.lstsq(x, y, rcond=None)
        weights.append([round(float(w), 4) for w in fitted])
        xt = np.array([f for f, _ in test])
        yt = np.array([y for _, y in test])
        residual = float(((xt @ fitted - yt) ** 2).mean())
        quality.append((stage, len(train), 1 - residual / float(yt.var())))
    print(f"# features: {', '.join(FEATURE_NAMES)}")
    print(f"# fitted by tools/fit_scopa_eval.py --deals {args.deals} --seed {args.seed}")
    print("FITTED_WEIGHTS: tuple[tuple[float, ...], ...] = (")
    for row in weights:
        print(f"    ({', '.join(f'{w:g}' for w in row)}),")
    print(")")
    for stage, count, r2 in quality:
        print(f"# stage {stage}: {count} positions, held-out R² {r2:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
