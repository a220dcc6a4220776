"""Trains the Scopa Expert's evaluation on self-play, one policy-iteration step at a time.

    python3 tools/fit_scopa_eval.py play --player expert [--weights W.json] [--worlds 40] --matches N --seed S
                                    --out DATA.jsonl [--jobs K | --ray ADDRESS]
    python3 tools/fit_scopa_eval.py fit DATA.jsonl [...] [--features horizon|basic] [--out W.json]
                                    [--module pyapp/ai/scopa/learned_weights.py] [--quadratic]
                                    [--jobs K | --ray ADDRESS]

**play** plays matches to 11 of one player against itself and appends every deal to DATA.jsonl
(one JSON line per deal: the dealt state, the plays, the match score, and which task of the run
played it). ``--player heuristic`` is the one-ply heuristic; ``--player expert`` the Expert level,
with ``--weights`` the horizon evaluation of a fit (the next policy of the iteration) and
``--worlds`` its number of worlds. Tasks of ``--per-task`` matches are seeded by ``--seed`` and
their index only, so the same command gives the same games anywhere (local processes or Ray), and
a stopped run given the same DATA file plays only the tasks it lacks.

**fit** replays every deal and records, at each position before a play, the features (seat 0's
view) and what the rest of the deal brought: seat 0's deal points minus seat 1's, less the scope
already made. For each stage of the deal (:func:`pyapp.ai.scopa.learned.stage_of`) it fits a
least-squares linear model of that future difference on four fifths of the deals and prints the
held-out R² per stage, next to the same positions' R² under the 13-feature evaluation
(:data:`~pyapp.cli.research.scopa_fitted.FITTED_WEIGHTS`, the Expert's until the learned evaluation) and its
13 features refitted on the same data; with ``--features horizon``, also under the current fit, the
learned evaluation that ships (:data:`~pyapp.ai.scopa.learned_weights.LEARNED_WEIGHTS`): the figures of
one policy-iteration step against the last; ``--quadratic`` adds a quadratic model of them (a probe
of what a richer learner could read; never shipped). The horizon features
(:mod:`pyapp.ai.scopa.horizon`) have no constant: they change sign with the seats. ``--out``
writes the weights as JSON (for ``play --weights``), ``--module`` as the Python module the game
ships (pure Python at play time; numpy is needed here only).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import textwrap
import time
from functools import partial
from pathlib import Path
from random import Random
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyapp.ai.scopa.horizon import HORIZON_FEATURES, horizon_features  # noqa: E402
from pyapp.ai.scopa.inference import play_score  # noqa: E402
from pyapp.ai.scopa.learned import STAGES, stage_of  # noqa: E402
from pyapp.ai.scopa.learned_weights import LEARNED_WEIGHTS  # noqa: E402
from pyapp.ai.scopa.levels import learned_model  # noqa: E402
from pyapp.ai.scopa.points import deal_points  # noqa: E402
from pyapp.cli.research.scopa_fitted import FEATURE_NAMES, FITTED_WEIGHTS, basic_position  # noqa: E402
from pyapp.cli.workers import ordered_map  # noqa: E402
from pyapp.scopa import Match, ScopaState, parse_action  # noqa: E402

READERS: dict[str, Any] = {"basic": basic_position, "horizon": horizon_features}
NAMES: dict[str, tuple[str, ...]] = {"basic": FEATURE_NAMES, "horizon": HORIZON_FEATURES}
HELD_OUT = 5  # every fifth deal is held out of the fit
Rows = list[list[tuple[int, list[float], float]]]  # per deal: (stage, features, future difference) per position


# --- play -----------------------------------------------------------------------------------

def make_player(name: str, weights: list[list[float]] | None, worlds: int | None) -> Any:
    """The self-play player: the heuristic, or the Expert (with *weights* of the horizon features
    and *worlds* worlds when given), without its wall-time cap."""
    from pyapp.ai.scopa.heuristic import ScopaHeuristicPlayer
    from pyapp.ai.scopa.levels import expert

    if name == "heuristic":
        return ScopaHeuristicPlayer()
    if name != "expert":
        raise ValueError(f"unknown self-play player {name!r}: heuristic or expert")
    player = expert()
    player.time_limit = None
    if weights is not None:
        player.model_for = partial(learned_model, weights=weights)
    if worlds is not None:
        player.iterations = worlds
    return player


def play_task(task: tuple[str, list[list[float]] | None, int | None, int, int, int]) -> list[dict[str, Any]]:
    """The deals of *matches* self-play matches seeded by (*seed*, *index*)."""
    name, weights, worlds, seed, index, matches = task
    player = make_player(name, weights, worlds)
    deals: list[dict[str, Any]] = []
    for number in range(matches):
        match_seed = (seed * 100003 + index) * 1000 + number
        deal_rng = Random(match_seed)
        rngs = (Random(match_seed * 7919 + 1), Random(match_seed * 7919 + 2))
        match = Match.new(deal_rng)
        while True:
            start, score = match.state, match.scores
            while match.to_play is not None:
                seat = match.to_play
                match = match.play(player.choose(match.view(seat), rngs[seat]))
            deals.append({"task": index, "score": list(score), "start": start.to_json(),
                          "plays": [str(play) for _, play in match.state.history]})
            if match.is_over:
                break
            match = match.next_deal(deal_rng)
    return deals


def play(args: argparse.Namespace) -> int:
    weights = None
    if args.weights:
        fitted = json.loads(Path(args.weights).read_text())
        if fitted.get("features") != "horizon":
            raise SystemExit(f"{args.weights}: play --weights takes a fit of the horizon features")
        weights = fitted["weights"]
    out = Path(args.out)
    done = {json.loads(line)["task"] for line in out.read_text().splitlines()} if out.exists() else set()
    tasks = [(args.player, weights, args.worlds, args.seed, index, args.per_task)
             for index in range((args.matches + args.per_task - 1) // args.per_task) if index not in done]
    started = time.perf_counter()
    deals = 0
    for number, task_deals in enumerate(ordered_map(play_task, tasks, jobs=args.jobs, ray=args.ray), 1):
        with out.open("a") as file:
            file.writelines(json.dumps(deal, separators=(",", ":")) + "\n" for deal in task_deals)
        deals += len(task_deals)
        print(f"{number}/{len(tasks)} tasks, {deals} deals, {time.perf_counter() - started:.0f} s",
              file=sys.stderr, flush=True)
    return 0


# --- fit ------------------------------------------------------------------------------------

def positions(deal: dict[str, Any], reader: Any) -> list[tuple[int, list[float], float]]:
    """(stage, features, future point difference) of every position of a recorded deal."""
    state = ScopaState.from_json(deal["start"])
    seen = []
    for text in deal["plays"]:
        values, _ = reader(state)
        seen.append((stage_of(state), values, state.scope[0] - state.scope[1]))
        state = state.play(parse_action(text))
    first, second = deal_points(state.piles, state.scope, state.rules)
    return [(stage, values, float(first - second - scope)) for stage, values, scope in seen]


def feature_task(task: tuple[str, list[dict[str, Any]]]) -> Rows:
    """The positions of each deal of a chunk, read with the feature set named."""
    name, deals = task
    return [positions(deal, READERS[name]) for deal in deals]


TEMPERATURES = (0.25, 0.35, 0.5, 0.7, 1.0, 1.4, 2.0)


def temperature_task(deals: list[dict[str, Any]]) -> tuple[list[float], int]:
    """The log-likelihood of every play with a choice in *deals* under the inference's model of a
    player (:func:`pyapp.ai.scopa.inference.play_score`, a softmax) at each of :data:`TEMPERATURES`,
    summed, and the number of those plays."""
    totals = [0.0] * len(TEMPERATURES)
    count = 0
    for deal in deals:
        state = ScopaState.from_json(deal["start"])
        for text in deal["plays"]:
            play = parse_action(text)
            options = state.legal_actions()
            if len(options) > 1:
                scores = [play_score(option, state.table) for option in options]
                chosen = play_score(play, state.table)
                for index, temperature in enumerate(TEMPERATURES):
                    top = max(scores) / temperature
                    totals[index] += chosen / temperature - top - math.log(
                        sum(math.exp(score / temperature - top) for score in scores))
                count += 1
            state = state.play(play)
    return totals, count


def read_deals(paths: list[str]) -> list[dict[str, Any]]:
    return [json.loads(line) for path in paths for line in Path(path).read_text().splitlines() if line.strip()]


def table(deals: list[dict[str, Any]], name: str, jobs: int, ray: str | None) -> Rows:
    chunks = [(name, deals[start:start + 200]) for start in range(0, len(deals), 200)]
    return [deal for chunk in ordered_map(feature_task, chunks, jobs=jobs, ray=ray) for deal in chunk]


def fit_stages(rows: Rows) -> tuple[list[list[float]], list[Any]]:
    """Least squares per stage on the training deals (a light ridge, no intercept: the basic features
    carry their own constant), the weights and the held-out (x, y) per stage."""
    import numpy as np

    weights: list[list[float]] = []
    held: list[Any] = []
    for stage in range(STAGES):
        train = [(f, y) for number, deal in enumerate(rows) if number % HELD_OUT for s, f, y in deal if s == stage]
        test = [(f, y) for number, deal in enumerate(rows) if not number % HELD_OUT for s, f, y in deal if s == stage]
        x = np.array([f for f, _ in train])
        y = np.array([y for _, y in train])
        ridge = 1e-3 * len(x)
        fitted = np.linalg.solve(x.T @ x + ridge * np.eye(x.shape[1]), x.T @ y)
        weights.append([round(float(w), 4) for w in fitted])
        held.append((np.array([f for f, _ in test]), np.array([y for _, y in test])))
    return weights, held


def with_products(rows: Rows) -> Rows:
    """The same positions with a quadratic model's inputs: the features, a constant and the product of
    every two of them (a probe of what a richer learner could read from the same features)."""
    def expand(values: list[float]) -> list[float]:
        return [*values, 1.0, *(a * values[j] for i, a in enumerate(values) for j in range(i, len(values)))]
    return [[(stage, expand(values), future) for stage, values, future in deal] for deal in rows]


def r_squared(weights: list[list[float]] | tuple[tuple[float, ...], ...], held: list[Any]) -> list[float]:
    import numpy as np

    scores = []
    for row, (x, y) in zip(weights, held, strict=True):
        residual = float(((x @ np.array(row) - y) ** 2).mean())
        scores.append(1.0 - residual / float(y.var()))
    return scores


def write_module(path: Path, weights: list[list[float]], note: str) -> None:
    note = "\n".join(textwrap.wrap(note, 116, initial_indent="# ", subsequent_indent="# "))
    rows = "\n".join("    (\n" + "\n".join(textwrap.wrap(", ".join(f"{w:g}" for w in row) + ",", 112,
                                                     initial_indent=" " * 8, subsequent_indent=" " * 8)) + "\n    ),"
                     for row in weights)
    path.write_text(f'''"""The weights of the Scopa Expert's learned evaluation: one row per stage of the deal
(:func:`pyapp.ai.scopa.learned.stage_of`), one weight per feature of
:data:`pyapp.ai.scopa.horizon.HORIZON_FEATURES`. Written by ``tools/fit_scopa_eval.py fit --module``;
do not edit by hand."""

{note}
LEARNED_WEIGHTS: tuple[tuple[float, ...], ...] = (
{rows}
)
''')


def fit(args: argparse.Namespace) -> int:
    if args.quadratic and args.features != "horizon":
        raise SystemExit("--quadratic probes the horizon features: use --features horizon")
    started = time.perf_counter()
    deals = read_deals(args.data)
    basic = table(deals, "basic", args.jobs, args.ray)
    weights, basic_held = fit_stages(basic)
    report: dict[str, list[float]] = {"13 features": r_squared(FITTED_WEIGHTS, basic_held),
                                      "basic refit": r_squared(weights, basic_held)}
    if args.features == "horizon":
        horizon = table(deals, "horizon", args.jobs, args.ray)
        weights, held = fit_stages(horizon)
        report["learned (ships)"] = r_squared(LEARNED_WEIGHTS, held)
        report["horizon"] = r_squared(weights, held)
        if args.quadratic:
            report["horizon quadratic"] = r_squared(*fit_stages(with_products(horizon)))
    counts = [len(y) for _, y in basic_held]
    chunks = [deals[start:start + 200] for start in range(0, len(deals), 200)]
    likelihood = [0.0] * len(TEMPERATURES)
    plays = 0
    for totals, count in ordered_map(temperature_task, chunks, jobs=args.jobs, ray=args.ray):
        likelihood = [a + b for a, b in zip(likelihood, totals, strict=True)]
        plays += count
    command = "tools/fit_scopa_eval.py fit " + " ".join(Path(path).name for path in args.data) + \
        f" --features {args.features}"
    print(f"# {command}: {len(deals)} deals, {sum(len(deal) for deal in basic)} positions, "
          f"{time.perf_counter() - started:.0f} s")
    print("| stage (cards out of the piles) | held-out positions | " + " | ".join(f"R² {k}" for k in report) + " |")
    print("|---" * (2 + len(report)) + "|")
    for stage in range(STAGES):
        low = stage * 6
        span = f"{low}+" if stage == STAGES - 1 else f"{low}–{low + 5}"
        figures = " | ".join(f"{r[stage]:.3f}" for r in report.values())
        print(f"| {stage} ({span}) | {counts[stage]} | {figures} |")
    print(f"# the inference's model of a player on {plays} plays with a choice: mean log-likelihood by temperature "
          + ", ".join(f"{t:g}: {value / max(plays, 1):.4f}" for t, value in zip(TEMPERATURES, likelihood, strict=True)))
    note = (f"{command}; {len(deals)} deals; held-out R² per stage "
            + " ".join(f"{r:.2f}" for r in report[args.features if args.features == 'horizon' else 'basic refit']))
    if args.out:
        Path(args.out).write_text(json.dumps({"features": args.features, "names": list(NAMES[args.features]),
                                              "weights": weights, "r2": report, "note": note}, indent=1))
    if args.module:
        if args.features != "horizon":
            raise SystemExit("--module writes the horizon features' weights: use --features horizon")
        write_module(Path(args.module), weights, note)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    player = commands.add_parser("play", help="self-play deals to a data file")
    player.add_argument("--player", default="expert", choices=["expert", "heuristic"])
    player.add_argument("--weights", default=None, help="a fit's JSON (--out) of the horizon features")
    player.add_argument("--worlds", type=int, default=None, help="the Expert's worlds (default its own)")
    player.add_argument("--matches", type=int, required=True)
    player.add_argument("--per-task", type=int, default=2, help="matches per task (default 2)")
    player.add_argument("--seed", type=int, required=True)
    player.add_argument("--out", required=True)
    fitter = commands.add_parser("fit", help="fit the evaluation on data files")
    fitter.add_argument("data", nargs="+")
    fitter.add_argument("--features", default="horizon", choices=list(READERS))
    fitter.add_argument("--out", default=None, help="write the weights as JSON")
    fitter.add_argument("--module", default=None, help="write the weights as the shipped Python module")
    fitter.add_argument("--quadratic", action="store_true",
                        help="also the held-out R² of a quadratic model of the horizon features (a probe)")
    for command in (player, fitter):
        command.add_argument("--jobs", type=int, default=1)
        command.add_argument("--ray", default=None, metavar="ADDRESS")
    args = parser.parse_args(argv)
    return play(args) if args.command == "play" else fit(args)


if __name__ == "__main__":
    sys.exit(main())
