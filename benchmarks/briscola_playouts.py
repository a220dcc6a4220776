"""Briscola's engine speed for determinized search under CPython: random playouts per CPU second.

    python benchmarks/briscola_playouts.py [--seconds 3] [--players 2 3 4]

A playout is what a determinized search (PIMC, ISMCTS) does per world: ``view.determinize(rng)``
deals the cards the seat cannot see, then uniformly random legal actions are played to the end of
the game with ``legal_actions()`` and ``play_legal()``. The views are taken at the first decision of
random games (the longest playouts: 40, 39 or 40 cards to play) and, separately, at random points
of random games. Process time, not wall time, so that a busy machine skews the figures less. Also
prints whole random games per second through ``play()`` (checked actions), as ``random_play.py``
does for the other games.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyapp.briscola import BriscolaOptions, deal  # noqa: E402


def views(players: int, at_start: bool, count: int = 60) -> list[Any]:
    """Views of the seat to play: at the first decision of random games, or at random points."""
    found = []
    for seed in range(count):
        rng = Random(seed)
        state = deal(rng, None, BriscolaOptions(players=players, exchange="two"))
        steps = 0 if at_start else rng.randrange(36)
        for _ in range(steps):
            state = state.play(rng.choice(state.legal_actions()))
        found.append(state.view(state.to_play))
    return found


def playouts(sample: list[Any], seconds: float) -> tuple[int, int, float]:
    """Determinize and play out random games for about *seconds*: (playouts, actions, elapsed)."""
    rng = Random(0)
    count = actions = 0
    began = time.process_time()
    while True:
        state = sample[count % len(sample)].determinize(rng)
        while state.to_play is not None:
            legal = state.legal_actions()
            state = state.play_legal(legal[int(rng.random() * len(legal))])
            actions += 1
        count += 1
        elapsed = time.process_time() - began
        if elapsed >= seconds:
            return count, actions, elapsed


def checked_games(players: int, seconds: float) -> tuple[int, float]:
    """Whole random games through the checked ``play()`` for about *seconds*: (games, elapsed)."""
    games = 0
    began = time.process_time()
    while True:
        rng = Random(games)
        state = deal(rng, None, BriscolaOptions(players=players))
        while state.to_play is not None:
            state = state.play(rng.choice(state.legal_actions()))
        games += 1
        elapsed = time.process_time() - began
        if elapsed >= seconds:
            return games, elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement (default 3)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4], choices=[2, 3, 4])
    args = parser.parse_args(argv)
    print(f"CPython {sys.version.split()[0]}")
    for players in args.players:
        for label, at_start in (("from the first move", True), ("from random points", False)):
            count, actions, elapsed = playouts(views(players, at_start), args.seconds)
            print(f"briscola {players} players, {label}: {count / elapsed:,.0f} determinized playouts/s "
                  f"({actions / elapsed:,.0f} actions/s; {count / elapsed * 0.6:,.0f} in 0.6 s)")
        games, elapsed = checked_games(players, args.seconds)
        print(f"briscola {players} players: {games / elapsed:,.0f} random games/s through play()")
    return 0


if __name__ == "__main__":
    sys.exit(main())
