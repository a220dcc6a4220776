"""Two arena runs of one seed against one opponent, compared deal by deal.

    python benchmarks/compare_runs.py FIRST.jsonl SECOND.jsonl

Each log is an arena run's ``--log`` (``python -m pyapp.cli.arena ... --log``,
``benchmarks/scopa_variants.py --log``). With the same seed, a pair's games are dealt from the same
shuffles whoever plays A, so two A's (say the Expert and a candidate) that each played B are compared
on the very deals both played: the first run's A − B per deal minus the second's, with a 95% interval
over the pairs (:func:`pyapp.cli.arena.compare_runs`). Card luck cancels, so this paired figure is
much tighter than the difference of the two runs' own figures.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyapp.cli import arena  # noqa: E402

SAME = ("game", "b", "seed", "rules", "mode")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first")
    parser.add_argument("second")
    args = parser.parse_args(argv)
    runs = []
    for path in (args.first, args.second):
        try:
            keys = arena.run_keys(path)
        except (OSError, ValueError) as error:
            parser.error(str(error))
        if len(keys) != 1:
            parser.error(f"{path}: a log of one run is needed, it holds {len(keys)}")
        runs.append((keys[0], arena.read_log(path, keys[0])))
    (first_key, first), (second_key, second) = runs
    differing = [name for name in SAME if first_key.get(name) != second_key.get(name)]
    if differing:
        parser.error("the runs must share " + ", ".join(SAME) + "; they differ in " + ", ".join(differing))
    per = "points per deal" if first_key["game"] != "minchiate" else "net resti per deal"
    print(f"{first_key['game']}, seed {first_key['seed']}, B={first_key['b']}: "
          f"first A={first_key['a']}, second A={second_key['a']}")
    print(arena.compare_runs(first, second).report(per))
    return 0


if __name__ == "__main__":
    sys.exit(main())
