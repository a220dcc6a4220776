"""Long tasks and frame gaps on the page's main thread, from navigation through play.

    .venv/bin/python benchmarks/main_thread.py [--runs 3] [--dist DIR] [--json out.json] [--check]
                                               [--trace DIR] [--moves N] [--before DIR]

Builds the site into a temporary folder from this checkout (``tools/build_site.build``), or
takes the publish folder *DIR*, serves it with the production headers (``tools/serve.make_server``:
the CSP forbids inline scripts, so the recorders are Playwright init scripts, which it allows)
and plays in the system Chromium, each run in a fresh browser (empty cache, no service worker,
no saved game), the scenarios interleaved run by run:

* ``scopa``: ``index.html?game=scopa&seed=7`` at normal speed; once the page is ready, a whole
  deal is played by clicking the first playable card (and the first group when a capture choice
  opens) until the deal is over;
* ``minchiate``: ``index.html?game=minchiate&seed=3`` at normal speed; playable cards are
  clicked (discarding and declaring on the way when asked) until 3 tricks are complete.

Only what a player sees drives the page (``data-action`` clicks, ``data-*`` state attributes;
see ``playing.py``), so the script measures today's build and a build with the app in a worker
alike.  The recorders, from the document's creation on:

* every long task (a main-thread task over 50 ms): ``PerformanceObserver`` of type
  ``longtask`` with ``buffered: true``, start and duration;
* a ``requestAnimationFrame`` loop: the largest gap between two frames; a gap counts as *during
  the computer's turn* when, at the frame that starts it, the screen is busy (``#app[data-busy]``)
  with a computer to play (Scopa ``.game[data-phase='computer']``; Minchiate
  ``.game[data-to-play]`` other than ``S``).  Not only the search: the pause before the move and
  its animation are in that window too (the page marks no narrower one);
* ``body[data-ready]``: tasks that start before it are *boot*, the others *play* (the task that
  renders the first screen and sets the attribute is boot).  The computer's turns are not a part
  of play only: Minchiate opens with the computers to play (the setup), so its longest task in
  the computer's turns can be that first-screen task.

``--before DIR`` measures an earlier build's publish folder too (e.g. ``git worktree add /tmp/before
REV`` and ``python3 tools/build_site.py`` there), served with its own checkout's netlify.toml when it
has one, each scenario's runs of the two builds interleaved, so one sitting gives the before and after.
``--moves N`` stops each scenario after the player's N-th card (a quick check that the script
still runs: tests/e2e/test_benchmarks_browser.py); ``--trace DIR`` records each run with
Chromium's timeline into DIR and prints what every long task did (``task_trace.py``: its parts,
its own CPU time, the elements styled and the objects laid out).

Before trusting the observer, a probe page served on the same origin runs a 200 ms busy loop in
a timer: the run stops unless it shows up as a long task of about 200 ms.  Prints per scenario
the median over runs (all runs in brackets) of: the number of long tasks, the longest, the total
blocking time (sum of duration - 50 ms), the longest at boot and during play, the largest frame
gap and the largest during the computer's turns.  ``--check`` exits 1 when any run has a task
over 50 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "benchmarks")]

import build_site  # noqa: E402
import serve  # noqa: E402
import task_trace  # noqa: E402
from playing import (  # noqa: E402
    CHROMIUM_ARGS,
    find_chromium,
    minchiate_play_tricks,
    scopa_play_deal,
    waiting_phase,
)

BOOT_TIMEOUT_MS = 120_000
LONG_TASK_MS = 50
MINCHIATE_TRICKS = 3
PROBE_PATH = "/__longtask-probe.html"
PROBE_BUSY_MS = 200

# Runs in every document before the page's own scripts (an init script: not subject to the CSP).
RECORDER = """
(() => {
  const record = { longTasks: [], observer: "", readyAt: null, frames: 0, maxGap: 0, maxComputerGap: 0,
                   computerTurns: [], firstFrameAt: null };
  window.__mainThread = record;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: "longtask", buffered: true });
    record.observer = "longtask";
  } catch (error) {
    record.observer = "unsupported: " + error;
  }
  const computersTurn = () => {
    const app = document.getElementById("app");
    const game = app && app.querySelector(".game");
    if (!game || !app.hasAttribute("data-busy")) return false;
    if (game.dataset.phase === "computer") return true;
    return game.dataset.game === "minchiate" && !!game.dataset.toPlay && game.dataset.toPlay !== "S";
  };
  let last = null, lastComputer = false;
  const frame = (now) => {
    if (last === null) {
      record.firstFrameAt = now;
    } else {
      const gap = now - last;
      record.frames += 1;
      record.maxGap = Math.max(record.maxGap, gap);
      if (lastComputer) record.maxComputerGap = Math.max(record.maxComputerGap, gap);
    }
    const computer = computersTurn();
    if (computer !== lastComputer) record.computerTurns.push([now, computer]);
    if (record.readyAt === null && document.body && document.body.dataset.ready === "1") {
      record.readyAt = now;  // refined below by the observer, which sees the attribute at once
    }
    last = now;
    lastComputer = computer;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const ready = new MutationObserver(() => {
    if (document.body && document.body.dataset.ready === "1") {
      record.readyAt = performance.now();
      ready.disconnect();
    }
  });
  ready.observe(document, { attributes: true, childList: true, subtree: true });
})();
"""
PROBE_HTML = "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>probe</title></head><body></body>"
BUSY_LOOP = f"setTimeout(() => {{ const t = performance.now(); while (performance.now() - t < {PROBE_BUSY_MS}); }}, 0)"


def launch(playwright: Any) -> tuple[Any, Any]:
    """A fresh browser with the recorder installed, and its page."""
    browser = playwright.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)
    context = browser.new_context()
    context.add_init_script(RECORDER)
    return browser, context.new_page()


def check_observer(playwright: Any, base: str) -> dict[str, Any]:
    """Runs a 200 ms busy loop on a probe page of the site's origin; returns what was recorded,
    or exits when the observer missed it (the figures would mean nothing)."""
    browser, page = launch(playwright)
    try:
        page.route(f"{base}{PROBE_PATH}", lambda route: route.fulfill(body=PROBE_HTML, content_type="text/html"))
        page.goto(f"{base}{PROBE_PATH}")
        page.wait_for_timeout(300)
        page.evaluate(BUSY_LOOP)
        page.wait_for_timeout(PROBE_BUSY_MS + 500)
        record = page.evaluate("window.__mainThread")
    finally:
        browser.close()
    longest = max((duration for _, duration in record["longTasks"]), default=0.0)
    if record["observer"] != "longtask" or not PROBE_BUSY_MS * 0.9 <= longest <= PROBE_BUSY_MS * 1.5:
        sys.exit(f"the long-task observer missed a {PROBE_BUSY_MS} ms busy loop "
                 f"(observer: {record['observer']}, tasks seen: {record['longTasks']}): figures would mean nothing")
    return {"longest_task_ms": longest, "max_frame_gap_ms": record["maxGap"], "frames": record["frames"]}


def play_scopa(page: Any, max_plays: int | None = None) -> dict[str, int]:
    return {"plays": scopa_play_deal(page, max_plays)}


def play_minchiate(page: Any, max_plays: int | None = None) -> dict[str, int]:
    plays = minchiate_play_tricks(page, MINCHIATE_TRICKS, max_plays)
    return {"plays": plays, "tricks": int(page.get_attribute("#app .game", "data-tricks") or 0)}


SCENARIOS: dict[str, tuple[str, Callable[[Any, int | None], dict[str, int]]]] = {
    "scopa": ("index.html?game=scopa&seed=7", play_scopa),
    "minchiate": ("index.html?game=minchiate&seed=3", play_minchiate),
}


def run_scenario(playwright: Any, base: str, query: str, play: Callable[[Any, int | None], dict[str, int]],
                 trace: Path | None = None, max_plays: int | None = None) -> dict[str, Any]:
    """Opens *query* in a fresh browser, plays (at most *max_plays* of the player's cards), and returns
    the recorder's figures (with *trace*, a file to write Chromium's trace to, what each long task
    did too: task_trace)."""
    browser, page = launch(playwright)
    traced: list[str] = []
    counted: dict[str, float] = {}
    try:
        if trace:
            task_trace.record(browser, page)
        page.goto(f"{base}/{query}", wait_until="commit")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        played = play(page, max_plays)
        waiting_phase(page, ("human", "deal-over", "match-over", "discard", "declare", "play", "over"))
        page.wait_for_timeout(200)  # let the last frames and long-task entries arrive
        record = page.evaluate("window.__mainThread")
        record["endedAt"] = page.evaluate("performance.now()")
        if trace:
            data = browser.stop_tracing()
            trace.write_bytes(data)
            traced = [task_trace.describe(task) for task in task_trace.long_tasks(data)]
            counted = {f"trace_{key}": value for key, value in task_trace.counts(data).items()}
    finally:
        browser.close()
    return {**summarize(record), **played, **counted, "traced": traced}


def summarize(record: dict[str, Any]) -> dict[str, Any]:
    """The figures of one run from the recorder's raw data."""
    tasks = [(float(start), float(duration)) for start, duration in record["longTasks"]]
    ready = record["readyAt"] if record["readyAt"] is not None else float("inf")
    turns = record["computerTurns"]
    during_computer = [duration for start, duration in tasks if computer_at(turns, start)]
    return {
        "long_tasks": len(tasks),
        "longest_ms": max((d for _, d in tasks), default=0.0),
        "total_blocking_ms": sum(max(0.0, d - LONG_TASK_MS) for _, d in tasks),
        "longest_boot_ms": max((d for s, d in tasks if s < ready), default=0.0),
        "longest_play_ms": max((d for s, d in tasks if s >= ready), default=0.0),
        "longest_computer_ms": max(during_computer, default=0.0),
        "max_frame_gap_ms": float(record["maxGap"]),
        "max_frame_gap_computer_ms": float(record["maxComputerGap"]),
        "ready_ms": float(record["readyAt"]) if record["readyAt"] is not None else None,
        "first_frame_ms": record["firstFrameAt"],
        "ended_ms": float(record["endedAt"]),
        "frames": record["frames"],
        "tasks": tasks,
    }


def computer_at(turns: list[list[Any]], time: float) -> bool:
    """Whether the computer's turn (as the frame loop saw it) covers *time*."""
    state = False
    for at, computer in turns:
        if at > time:
            break
        state = bool(computer)
    return state


FIGURES = [  # (key, label) in the printed order
    ("long_tasks", "long tasks"),
    ("longest_ms", "longest task, ms"),
    ("total_blocking_ms", "total blocking time, ms"),
    ("longest_boot_ms", "longest at boot (before data-ready), ms"),
    ("longest_play_ms", "longest during play, ms"),
    ("longest_computer_ms", "longest in the computer's turns, ms"),
    ("max_frame_gap_ms", "max frame gap, ms"),
    ("max_frame_gap_computer_ms", "max frame gap in the computer's turns, ms"),
    ("ready_ms", "body[data-ready] at, ms"),
    ("ended_ms", "scenario ended at, ms"),
    # traced runs only (--trace): counts that the machine's load changes little
    ("trace_cpu_ms", "main thread's CPU time, ms"),
    ("trace_styled", "elements styled"),
    ("trace_layouts", "layouts"),
    ("trace_font_ipc", "font look-ups waited for"),
    ("trace_font_ipc_ms", "their wait, ms"),
]


def report(check: dict[str, Any], results: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    print(f"observer check: a {PROBE_BUSY_MS} ms busy loop showed as a {check['longest_task_ms']:.0f} ms long task "
          f"(frame gap {check['max_frame_gap_ms']:.0f} ms)")
    summary: dict[str, Any] = {"observer_check": check, "scenarios": {}}
    for name, runs in results.items():
        query = SCENARIOS[name.split(",")[0]][0]
        plays = ", ".join(f"{key} {runs[0][key]}" for key in ("plays", "tricks") if key in runs[0])
        print(f"\n{name}: {query} (player's {plays}; median of {len(runs)} runs, all in brackets)")
        medians: dict[str, float] = {}
        for key, label in FIGURES:
            values = [run[key] for run in runs if run.get(key) is not None]
            if not values:
                continue
            medians[key] = statistics.median(values)
            print(f"  {label:42} {medians[key]:7.0f}  {[round(v) for v in values]}")
        longest = sorted((d for run in runs for _, d in run["tasks"]), reverse=True)[:8]
        print(f"  {'longest tasks of all runs, ms':42} {[round(d) for d in longest]}")
        summary["scenarios"][name] = {"query": query, "median": medians, "runs": runs}
    summary["any_long_task"] = any(run["long_tasks"] for runs in results.values() for run in runs)
    return summary


def measure(site: Path, runs: int, trace: Path | None = None, max_plays: int | None = None,
            before: Path | None = None) -> tuple[dict[str, Any], dict[str, list[dict[str, Any]]]]:
    """Runs every scenario *runs* times on *site* (and on *before*, an earlier build, interleaved run
    by run: its results under "<scenario>, before"); returns the observer's check and the results."""
    from playwright.sync_api import sync_playwright

    builds = {"": site, ", before": before} if before else {"": site}
    bases = {}
    servers = []
    for label, folder in builds.items():
        server = serve.make_server(folder, netlify_toml=serve.own_headers(folder))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        bases[label] = f"http://127.0.0.1:{server.server_address[1]}"
    results: dict[str, list[dict[str, Any]]] = {name + label: [] for name in SCENARIOS for label in builds}
    try:
        with sync_playwright() as playwright:
            check = check_observer(playwright, bases[""])
            for run in range(runs):
                for name, (query, play) in SCENARIOS.items():
                    for label, base in bases.items():
                        key = name + label
                        traced = trace / f"{name}{'-before' if label else ''}-{run + 1}.json" if trace else None
                        results[key].append(run_scenario(playwright, base, query, play, traced, max_plays))
                        print(f"  run {run + 1}/{runs} {key}: {results[key][-1]['long_tasks']} long tasks",
                              file=sys.stderr, flush=True)
                        for line in results[key][-1]["traced"]:
                            print(f"    {line}", file=sys.stderr, flush=True)
    finally:
        for server in servers:
            server.shutdown()
    return check, results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per scenario (median; default 3)")
    parser.add_argument("--dist", type=Path, help="a built publish folder (default: build this checkout)")
    parser.add_argument("--json", type=Path, help="also write the results here")
    parser.add_argument("--check", action="store_true", help="exit 1 when any task takes over 50 ms")
    parser.add_argument("--trace", type=Path, metavar="DIR",
                        help="trace each run (Chromium's timeline) into DIR and print what every long task did")
    parser.add_argument("--moves", type=int, metavar="N", help="stop each scenario after the player's N-th card")
    parser.add_argument("--before", type=Path, metavar="DIR",
                        help="an earlier build's publish folder, measured too, interleaved run by run")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="tavolo-main-thread-") as folder:
        if args.dist:
            site = args.dist.resolve()
            if not (site / "index.html").exists():
                sys.exit(f"{site} has no index.html")
        else:
            site = build_site.build(Path(folder) / "dist")
        print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} before the runs\n")
        if args.trace:
            args.trace.mkdir(parents=True, exist_ok=True)
        if args.before and not (args.before / "index.html").exists():
            sys.exit(f"{args.before} has no index.html")
        summary = report(*measure(site, args.runs, args.trace, args.moves, args.before))
    print(f"\nload average after the runs {os.getloadavg()[0]:.1f}")
    if args.json:
        args.json.write_text(json.dumps(summary, indent=1))
    return 1 if args.check and summary["any_long_task"] else 0


if __name__ == "__main__":
    sys.exit(main())
