"""How long a Minchiate player waits from a new deal to his first decision, and where it goes.

    python benchmarks/minchiate_setup.py [--deals N] [--level expert] [--speed 1.0] [--profile]

Runs the Minchiate screen's controller (``MinchiateController``, exactly as the page drives it)
on N seeded deals, until the player must discard, declare or play, and splits the wait into:

* pacing: the pauses the screen makes to tell each event (``page.pause``, at the speed factor
  given; the browser waits exactly these);
* computers: CPU time of the computers' decisions before the first one of the player (the AI
  worker's ``choose``; in the browser Pyodide runs ~1.6x slower, and the Expert stops its card
  search at 0.9 s of wall time);
* screen: CPU time of everything else (the table drawn for each event, the log).

``--profile`` runs the computers' decisions under cProfile and prints where their time goes.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyapp.ai import worker  # noqa: E402
from pyapp.ui.minchiate.controller import MinchiateController  # noqa: E402

CHOICES = ("discard", "declare", "play", "over")


class TimingPage:
    """A page that waits for nothing and counts: the pauses asked for, the computers' CPU time."""

    def __init__(self, speed: float, profiler: cProfile.Profile | None) -> None:
        self.speed = speed
        self.paused_ms = 0.0
        self.computer_s = 0.0
        self.decisions: list[str] = []
        self.profiler = profiler

    def render(self, markup: str) -> None:
        pass

    def announce(self, sentence: str) -> None:
        pass

    def set_busy(self, busy: bool) -> None:
        pass

    def layout(self) -> str:
        return "wide"

    def sound(self, kind: str) -> None:
        pass

    async def pause(self, milliseconds: float) -> None:
        self.paused_ms += milliseconds * self.speed

    async def ask_computer(self, game: str, view_text: str, level: str, seed: int) -> str:
        start = time.perf_counter()
        if self.profiler is not None:
            self.profiler.enable()
        action = worker.choose(game, view_text, level, seed)
        if self.profiler is not None:
            self.profiler.disable()
        self.computer_s += time.perf_counter() - start
        self.decisions.append(action.split(":")[0])
        return action


def first_decision(seed: int, level: str, speed: float, profiler: cProfile.Profile | None) -> dict[str, Any]:
    page = TimingPage(speed, profiler)
    controller = MinchiateController(page, seed=seed, level=level)  # type: ignore[arg-type]
    start = time.perf_counter()
    controller.start()
    asyncio.run(controller.resume())
    elapsed = time.perf_counter() - start
    assert controller.table.phase in CHOICES, controller.table.phase
    return {"seed": seed, "phase": controller.table.phase, "pacing": page.paused_ms / 1000,
            "computers": page.computer_s, "screen": elapsed - page.computer_s, "decisions": page.decisions}


def summary(values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return f"mean {statistics.fmean(values):5.2f}  median {statistics.median(values):5.2f}  " \
           f"p90 {p90:5.2f}  max {max(values):5.2f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--speed", type=float, default=1.0, help="the speed setting's factor (normal 1.0)")
    parser.add_argument("--profile", action="store_true", help="profile the computers' decisions")
    args = parser.parse_args(argv)
    profiler = cProfile.Profile() if args.profile else None
    rows = [first_decision(seed, args.level, args.speed, profiler)
            for seed in range(args.first_seed, args.first_seed + args.deals)]
    print(f"Minchiate, {args.deals} deals from seed {args.first_seed}, level {args.level}, speed {args.speed}: "
          "seconds from the new deal to the player's first decision (CPython)")
    for key in ("pacing", "computers", "screen"):
        print(f"  {key:10} {summary([row[key] for row in rows])}")
    totals = [row["pacing"] + row["computers"] + row["screen"] for row in rows]
    print(f"  {'total':10} {summary(totals)}")
    kinds: dict[str, int] = {}
    for row in rows:
        for kind in row["decisions"]:
            kinds[kind] = kinds.get(kind, 0) + 1
    print("  computers' decisions before the player's first: "
          + ", ".join(f"{count} {kind}" for kind, count in sorted(kinds.items())))
    first = {phase: sum(1 for row in rows if row["phase"] == phase) for phase in CHOICES}
    print("  the player's first decision: " + ", ".join(f"{count} {phase}" for phase, count in first.items() if count))
    if profiler is not None:
        print("\nThe computers' decisions under cProfile (cumulative):")
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(18)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
