"""Per-move AI time under Pyodide in headless Chromium, and the longest main-thread gap.

    python benchmarks/ai_browser.py [--game scopa|minchiate|scopone|briscola|tressette] [--level expert]
                                    [--positions 40] [--seed 1] [--dist /tmp/dist-ai] [--no-build] [--first-plays]

Builds the site (``tools/build_site.py --out DIST``), adds a benchmark page next to
index.html (``benchmarks/browser/``: same config and bundle, an AI-only worker, the production CSP),
writes the positions (the same ones ``benchmarks/ai_speed.py`` times under CPython) as view
texts (what the game sends the worker), serves the folder with ``tools/serve.make_server`` and
opens the page in the system Chromium. The page asks the real AI worker
(``pyapp.ai.worker.choose``, the level's wall-time cap included, exactly as the game does) for
each move; a requestAnimationFrame loop and a long-task observer on the main thread record how
responsive the page stays.

``--first-plays`` (Minchiate) takes instead each deal's first card play, the lead of the first
trick (``ai_speed.minchiate_first_plays``): the most cards to compare and the longest rollouts,
the positions where a cap is hardest to keep.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from ai_speed import minchiate_first_plays, percentile, positions_of  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def views_for(game: str, count: int, seed: int, first_plays: bool = False) -> list[dict[str, str]]:
    """The view texts (``view.to_text()``, what the game sends the worker) of *count* positions
    with a choice (with *first_plays*, Minchiate's first card plays of as many deals)."""
    positions = minchiate_first_plays(count, seed) if first_plays else positions_of(game, count, seed)
    return [{"game": game, "view": view.to_text()} for view in positions]


def prepare(dist: Path, build: bool, batch: list[dict[str, str]]) -> None:
    """Builds the site into *dist* (unless told not to) and adds the benchmark page."""
    if build:
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py"), "--out", str(dist)],
                       check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
    import build_site  # tools/, on the path (see the imports above)

    pyscript = build_site.add_pyscript(dist).name.split("-", 1)[1]  # the site itself ships no core.js
    source = ROOT / "benchmarks" / "browser"
    html = (source / "ai-bench.html").read_text().replace("{{pyscript}}", pyscript)
    (dist / "ai-bench.html").write_text(html)
    shutil.copy(source / "ai-bench.js", dist / "ai-bench.js")
    shutil.copy(source / "ai_bench_main.py", dist / "ai_bench_main.py")
    shutil.copy(source / "ai_bench_worker.py", dist / "ai_bench_worker.py")
    (dist / "ai-bench-views.json").write_text(json.dumps(batch))


def measure(dist: Path, level: str, count: int) -> dict[str, float]:
    """Runs the page; returns per-move p50/p95/max (ms) and the longest main-thread gap."""
    from playwright.sync_api import sync_playwright
    from serve import make_server

    server = make_server(dist, pyscript_pages=("/ai-bench.html",))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    port = server.server_address[1]
    errors: list[str] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=shutil.which("chromium")
                                                 or "/usr/bin/chromium", args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.on("console", lambda message: errors.append(message.text)
                    if message.type == "error" else None)
            page.goto(f"http://127.0.0.1:{port}/ai-bench.html?level={level}")
            try:
                page.wait_for_selector("body[data-results]", timeout=(60 + 5 * count) * 1000)
            except Exception:
                print("page errors:", *errors, sep="\n  ", file=sys.stderr)
                raise
            times = sorted(json.loads(page.get_attribute("body", "data-results") or "[]"))
            start, end = json.loads(page.get_attribute("body", "data-window") or "[0, 0]")
            frames = page.evaluate("window.__frames")
            tasks = page.evaluate("window.__longTasks")
            browser.close()
    finally:
        server.shutdown()
    inside = [frame for frame in frames if start <= frame <= end]
    gaps = [later - earlier for earlier, later in zip(inside, inside[1:], strict=False)]
    long_tasks = [duration for begin, duration in tasks if start <= begin <= end]
    if errors:
        print("page errors:", *errors, sep="\n  ", file=sys.stderr)
    return {
        "moves": len(times), "p50": percentile(times, 0.5), "p95": percentile(times, 0.95),
        "max": times[-1], "frame_gap_max": max(gaps) if gaps else 0.0,
        "long_task_max": max(long_tasks) if long_tasks else 0.0,
        "long_tasks": len(long_tasks), "frames": len(inside),
    }


def main() -> int:
    """Prints the figures as one JSON object per level."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="scopa",
                        choices=["scopa", "minchiate", "scopone", "briscola", "tressette"])
    parser.add_argument("--level", default="expert", help="one level, or several comma-separated")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dist", type=Path, default=Path("/tmp/dist-ai"))
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--first-plays", action="store_true",
                        help="Minchiate: each deal's first card play (the slowest moves), not a sample")
    args = parser.parse_args()
    if args.first_plays and args.game != "minchiate":
        parser.error("--first-plays is Minchiate's (--game minchiate)")
    batch = views_for(args.game, args.positions, args.seed, args.first_plays)
    prepare(args.dist, not args.no_build, batch)
    for level in args.level.split(","):
        result = measure(args.dist, level, len(batch))
        print(json.dumps({"game": args.game, "level": level, **{
            key: round(value, 1) if isinstance(value, float) else value
            for key, value in result.items()}}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
