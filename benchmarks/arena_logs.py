"""Arena logs read again: two runs of one seed compared deal by deal, or runs of several seeds pooled.

    python benchmarks/arena_logs.py compare FIRST.jsonl SECOND.jsonl [FIRST.jsonl SECOND.jsonl ...]
    python benchmarks/arena_logs.py pool LOG.jsonl [LOG.jsonl ...]

Each log is an arena run's ``--log`` (``python -m pyapp.cli.arena ... --log``,
``benchmarks/scopa_variants.py --log``), one run per file; a stopped run counts the pairs it played.

* ``compare``: with the same seed, a pair's games are dealt from the same shuffles whoever plays A,
  so two A's (say the Expert and a candidate) that each played B are compared on the very deals both
  played: the first run's A − B per deal minus the second's, with a 95% interval over the pairs
  (:func:`pyapp.cli.arena.compare_runs`). Card luck cancels, so this figure is much tighter than the
  difference of the two runs' own figures. The runs must share the game, B, the seed and the rules.
  More couples of logs (each couple one seed) are compared together, every pair of every seed a
  cluster.
* ``pool``: one A against one B on several seeds (each run a sample of deals): A's match wins over
  all of them with a Wilson interval, the share of deals A's side scored more in (a tie counts
  half; Wilson interval over the deals), and the duplicate-deal figure with every pair of every run a
  cluster. The runs must share the game, B and the rules, and differ in their seeds; each run's A is
  printed, since one player may be labelled two ways (``expert``, or ``expert:eval=FILE`` of the same
  weights before they shipped).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyapp.cli import arena  # noqa: E402

SETTINGS = ("game", "rules", "mode")


def read_run(path: str) -> tuple[dict[str, Any], dict[int, list[arena.GameResult]]]:
    """The key and the pairs of the one run the log at *path* holds; ValueError otherwise."""
    runs = arena.read_runs(path)
    if len(runs) != 1:
        raise ValueError(f"{path}: a log of one run is needed, it holds {len(runs)}")
    return runs[0]


def differing(keys: list[dict[str, Any]], names: tuple[str, ...]) -> list[str]:
    """The names among *names* whose values are not the same in all *keys*."""
    return [name for name in names if len({repr(key.get(name)) for key in keys}) > 1]


def unit(game: str) -> str:
    return "net resti per deal" if game == "minchiate" else "points per deal"


def compare(runs: list[tuple[dict[str, Any], dict[int, list[arena.GameResult]]]]) -> str:
    firsts, seconds = runs[0::2], runs[1::2]
    first = {(key["seed"], index): games for key, pairs in firsts for index, games in pairs.items()}
    second = {(key["seed"], index): games for key, pairs in seconds for index, games in pairs.items()}
    lines = [f"{key['game']}, seed {key['seed']}, B={key['b']}: first A={key['a']}, second A={other['a']}"
             for (key, _), (other, _) in zip(firsts, seconds)]
    return "\n".join(lines) + "\n" + arena.compare_runs(first, second).report(unit(firsts[0][0]["game"]))


def pool(runs: list[tuple[dict[str, Any], dict[int, list[arena.GameResult]]]]) -> str:
    results = [game for _, pairs in runs for index in sorted(pairs) for game in pairs[index]]
    wins = sum(game.score for game in results)
    low, high = arena.wilson(wins, len(results))
    key = runs[0][0]
    seeds = "; ".join(f"seed {run_key['seed']}: A={run_key['a']}, {2 * len(pairs)} games" for run_key, pairs in runs)
    return (f"{key['game']}, B={key['b']}: {seeds}\n"
            f"A win rate {100 * wins / len(results):.1f}% [95% CI {100 * low:.1f}-{100 * high:.1f}%] "
            f"({wins:g}/{len(results)})\n" + deals_won(results) + "\n"
            + arena.duplicate_figure(results).report(unit(key["game"])))


def deals_won(results: list[arena.GameResult]) -> str:
    """The share of deals in which A scored more than B (a tie half), with a Wilson interval."""
    deals = [points for game in results for points in game.deal_points]
    won = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in deals)
    low, high = arena.wilson(won, len(deals))
    return (f"deals won by A {100 * won / len(deals):.1f}% [95% CI {100 * low:.1f}-{100 * high:.1f}%] "
            f"({won:g}/{len(deals)}, a tie half)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("compare", help="two runs of one seed, deal by deal (more couples: more seeds)").add_argument(
        "logs", nargs="+")
    commands.add_parser("pool", help="runs of one pairing on several seeds").add_argument("logs", nargs="+")
    args = parser.parse_args(argv)
    try:
        runs = [read_run(path) for path in args.logs]
    except (OSError, ValueError) as error:
        parser.error(str(error))
    keys = [key for key, _ in runs]
    names = SETTINGS + ("b",)
    if args.command == "compare":
        if len(keys) % 2:
            parser.error("compare takes logs in couples: FIRST SECOND [FIRST SECOND ...]")
        seeds = [key["seed"] for key in keys[0::2]]
        if any(key["seed"] != other["seed"] for key, other in zip(keys[0::2], keys[1::2])):
            parser.error("the two runs of a couple must share the seed; they differ in seed")
        if len(set(seeds)) < len(seeds):
            parser.error("the couples must have different seeds")
    elif len({key["seed"] for key in keys}) < len(keys):
        parser.error("pooled runs must have different seeds (the same seed deals the same cards)")
    unlike = differing(keys, names)
    if unlike:
        parser.error(f"the runs must share {', '.join(names)}; they differ in {', '.join(unlike)}")
    if not all(pairs for _, pairs in runs):
        parser.error("a log holds no pair")
    print(compare(runs) if args.command == "compare" else pool(runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
