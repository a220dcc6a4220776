"""Random-play speed of the rules engines under CPython: complete deals per CPU second.

Process time, not wall time, so that a busy machine skews the figures less.

    python benchmarks/random_play.py [--games scopa minchiate] [--seconds 3]

Each deal starts from ``deal(Random(seed))`` and plays uniformly random legal actions to the
end through the public interface (``legal_actions()``, ``play()``), as a search playout would.
For Minchiate it also times ``view.determinize`` (the other half of a determinized search).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def starter(game: str) -> Callable[[Random], Any] | None:
    """A function dealing a new deal of *game* from a random generator (None if the game is missing)."""
    try:
        module = importlib.import_module(f"pyapp.{game}")
    except ModuleNotFoundError:
        return None
    if game == "scopa":
        return lambda rng: module.deal(rng, rng.randrange(2))
    return lambda rng: module.deal(rng)


def random_deals(start: Callable[[Random], Any], seconds: float) -> tuple[int, int, float]:
    """Plays random deals for about *seconds*: (deals, actions, elapsed seconds)."""
    deals = actions = 0
    began = time.process_time()
    while True:
        rng = Random(deals)
        state = start(rng)
        while state.to_play is not None:
            state = state.play(rng.choice(state.legal_actions()))
            actions += 1
        deals += 1
        elapsed = time.process_time() - began
        if elapsed >= seconds:
            return deals, actions, elapsed


def determinizations(seconds: float) -> tuple[int, float]:
    """Minchiate views sampled at random points of random deals, determinized for about *seconds*."""
    from pyapp.minchiate import deal

    views = []
    for seed in range(50):
        rng = Random(seed)
        state = deal(rng)
        for _ in range(rng.randrange(90)):
            if state.to_play is None:
                break
            state = state.play(rng.choice(state.legal_actions()))
        views.append(state.view(state.to_play if state.to_play is not None else 0))
    count = 0
    rng = Random(0)
    began = time.process_time()
    while time.process_time() - began < seconds:
        views[count % len(views)].determinize(rng)
        count += 1
    return count, time.process_time() - began


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=["scopa", "minchiate"])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement (default 3)")
    args = parser.parse_args(argv)
    print(f"CPython {sys.version.split()[0]}")
    for game in args.games:
        start = starter(game)
        if start is None:
            print(f"{game}: not available")
            continue
        deals, actions, elapsed = random_deals(start, args.seconds)
        print(f"{game}: {deals / elapsed:,.0f} random deals/s ({actions / elapsed:,.0f} actions/s; "
              f"{deals} deals in {elapsed:.1f} s)")
        if game == "minchiate":
            count, elapsed = determinizations(args.seconds)
            print(f"minchiate: {count / elapsed:,.0f} determinizations/s ({count} in {elapsed:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
