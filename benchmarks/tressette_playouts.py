"""Tressette's engine speed for determinized search under CPython: random playouts per CPU second.

    python benchmarks/tressette_playouts.py [--seconds 3] [--players 4 2]

A playout is what a determinized search (PIMC, ISMCTS) does per world: ``view.determinize(rng)``
deals the cards the seat cannot see so that every public fact holds (voids, words, accusi; it replays
the deal's log on that deal), then uniformly random legal actions are played to the end of the deal
with ``legal_actions()`` and ``play_legal()``. The views are taken at the first decision of random
deals (the longest playouts: 40 cards to play) and, separately, at random points of random deals;
signals and accusi are on (four players), the draws hidden (two players: the most to deal again).
Process time, not wall time, so that a busy machine skews the figures less. Also prints whole random
deals per second through ``play()`` (checked actions) and determinizations alone per second.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyapp.tressette import TressetteOptions, deal  # noqa: E402


def options_of(players: int) -> TressetteOptions:
    """The options measured: all on at four players; two players with hidden draws."""
    return TressetteOptions(players=players, accuso=True, signals=players == 4, show_draws=players == 4)


def views(players: int, at_start: bool, count: int = 60) -> list[Any]:
    """Views of the seat to act: at the first decision of random deals, or at random points."""
    found = []
    for seed in range(count):
        rng = Random(seed)
        state = deal(rng, None, options_of(players))
        steps = 0 if at_start else rng.randrange(36)
        for _ in range(steps):
            state = state.play(rng.choice(state.legal_actions()))
        found.append(state.view(state.to_play))
    return found


def playouts(sample: list[Any], seconds: float) -> tuple[int, int, float]:
    """Determinize and play out random deals for about *seconds*: (playouts, actions, elapsed)."""
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


def determinizations(sample: list[Any], seconds: float) -> tuple[int, float]:
    """Worlds dealt from the views for about *seconds*: (worlds, elapsed)."""
    rng = Random(1)
    count = 0
    began = time.process_time()
    while True:
        sample[count % len(sample)].determinize(rng)
        count += 1
        elapsed = time.process_time() - began
        if elapsed >= seconds:
            return count, elapsed


def checked_deals(players: int, seconds: float) -> tuple[int, float]:
    """Whole random deals through the checked ``play()`` for about *seconds*: (deals, elapsed)."""
    deals = 0
    began = time.process_time()
    while True:
        rng = Random(deals)
        state = deal(rng, None, options_of(players))
        while state.to_play is not None:
            state = state.play(rng.choice(state.legal_actions()))
        deals += 1
        elapsed = time.process_time() - began
        if elapsed >= seconds:
            return deals, elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement (default 3)")
    parser.add_argument("--players", type=int, nargs="+", default=[4, 2], choices=[4, 2])
    args = parser.parse_args(argv)
    print(f"CPython {sys.version.split()[0]}")
    for players in args.players:
        for label, at_start in (("from the first move", True), ("from random points", False)):
            sample = views(players, at_start)
            count, actions, elapsed = playouts(sample, args.seconds)
            print(f"tressette {players} players, {label}: {count / elapsed:,.0f} determinized playouts/s "
                  f"({actions / elapsed:,.0f} actions/s; {count / elapsed * 0.6:,.0f} in 0.6 s)")
            worlds, elapsed = determinizations(sample, args.seconds)
            print(f"tressette {players} players, {label}: {worlds / elapsed:,.0f} determinizations/s")
        deals, elapsed = checked_deals(players, args.seconds)
        print(f"tressette {players} players: {deals / elapsed:,.0f} random deals/s through play()")
    return 0


if __name__ == "__main__":
    sys.exit(main())
