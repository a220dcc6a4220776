"""Load time of the site against a bare PyScript page built from the same vendored runtime.

    .venv/bin/python benchmarks/load.py [--runs 5] [--json results.json] [--check]

Builds the site into a temporary folder (``tools/build_site.build``), adds ``hello.html``: a
bare PyScript page on the same runtime files and config (``print``-level Python that only marks
itself ready; the config's "files" make it download ``pyapp.zst`` too, but only the app decompresses
and imports it), serves the folder with the production headers (``tools/serve.make_server``) and
measures in the system Chromium, interleaving the two pages run by run:

* cold: a fresh browser profile each run (empty HTTP cache, no service worker);
* warm: one persistent profile that has loaded the page once (the app's service worker has
  installed its cache, the hello page is in the HTTP cache), then re-opened *runs* times.

"Ready" is when the page can be played: for the app, ``body[data-ready]`` with the player's
turn shown and not busy (``?game=scopa&seed=7&speed=0``: the player leads, no deal animation);
for the hello page, ``body[data-ready]``.  Warm runs clear localStorage first, so the app starts
a new game rather than resuming the saved one: only the caches differ from a cold run.  The time
is taken in the page (performance.now(), from navigation start) by a MutationObserver added as an
init script.  Bytes are counted by the server (what it sent,
per file; loopback, uncompressed).  Prints medians, ratios and the targets:
cold app <= 1.15 x cold hello, warm app <= 0.6 x cold app, the app's own bytes <= 500 kB.
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402
import serve  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"]
APP_QUERY = "index.html?game=scopa&seed=7&speed=0"
TIMEOUT_MS = 120_000
TARGETS = {"cold_ratio": 1.15, "warm_ratio": 0.6, "own_kb": 500}

HELLO_HTML = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>hello</title>
  <link rel="icon" href="./favicon.svg" type="image/svg+xml">
  <script type="module" src="./vendor/pyscript-{pyscript}/core.js"></script>
  <mpy-config>{plugins}</mpy-config>
</head>
<body><script type="py" src="./hello.py" config="./config.json"></script></body>
</html>
"""
HELLO_PY = 'from pyscript import document\nprint("hello")\ndocument.body.dataset.ready = "1"\n'

# Records performance.now() when the page first becomes playable (an init script runs before the
# page's own scripts and is not subject to its CSP).
READY_PROBE = """
(() => {
  const playable = () => document.body && document.body.dataset.ready === "1" && (
    !document.getElementById("app") ||
    document.querySelector("#app:not([data-busy]) .game[data-phase='human'] .hand [data-action^='hand:']"));
  const observer = new MutationObserver(() => {
    if (window.__readyAt === undefined && playable()) {
      window.__readyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { attributes: true, childList: true, subtree: true });
})();
"""


def find_chromium() -> str:
    found = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not found:
        sys.exit("Chromium not found: install Debian's chromium or set $CHROMIUM")
    return found


class ByteCounter:
    """Counts the body bytes the server sends, per path (a 304 or a cache hit sends none)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent: collections.Counter[str] = collections.Counter()
        self.requests: collections.Counter[str] = collections.Counter()

    def install(self) -> None:
        counter = self
        original = serve.Handler.copyfile

        def copyfile(handler: Any, source: Any, outputfile: Any) -> None:
            path = handler.path.split("?", 1)[0]
            with counter.lock:
                counter.sent[path] += os.fstat(source.fileno()).st_size
                counter.requests[path] += 1
            original(handler, source, outputfile)

        serve.Handler.copyfile = copyfile  # type: ignore[method-assign]

    def take(self) -> tuple[dict[str, int], dict[str, int]]:
        with self.lock:
            sent, requests = dict(self.sent), dict(self.requests)
            self.sent.clear()
            self.requests.clear()
        return sent, requests


def build(out: Path) -> Path:
    site = build_site.build(out)
    versions = build_site.runtime_versions()
    plugins = json.dumps({"plugins": json.loads((site / "config.json").read_text())["plugins"]})
    (site / "hello.html").write_text(HELLO_HTML.format(pyscript=versions["pyscript"], plugins=plugins))
    (site / "hello.py").write_text(HELLO_PY)
    return site


def open_and_time(page: Any, url: str) -> float:
    """Navigates to *url*; returns the milliseconds from navigation start to playable."""
    page.goto(url, wait_until="commit")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=TIMEOUT_MS)
    for _ in range(TIMEOUT_MS // 20):
        ready = page.evaluate("window.__readyAt")
        if ready is not None:
            return float(ready)
        time.sleep(0.02)
    raise TimeoutError(f"{url} never became playable")


def launch(playwright: Any, profile: Path) -> tuple[Any, Any]:
    """A persistent context on *profile* and its page."""
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)
    context.add_init_script(READY_PROBE)
    page = context.pages[0] if context.pages else context.new_page()
    return context, page


def settle_app(page: Any) -> None:
    """Waits until the app's AI worker is up and its service worker has cached the site."""
    page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=TIMEOUT_MS)
    page.wait_for_selector("body[data-offline-ready='1']", state="attached", timeout=TIMEOUT_MS)


def measure(site: Path, runs: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    counter = ByteCounter()
    counter.install()
    server = serve.make_server(site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    pages = {"app": f"{base}/{APP_QUERY}", "hello": f"{base}/hello.html"}
    cold: dict[str, list[float]] = {"app": [], "hello": []}
    warm: dict[str, list[float]] = {"app": [], "hello": []}
    first_visit: dict[str, Any] = {}
    scratch = Path(tempfile.mkdtemp(prefix="tavolo-load-"))
    try:
        with sync_playwright() as playwright:
            for run in range(runs):
                for name, url in pages.items():
                    profile = scratch / f"cold-{name}-{run}"
                    context, page = launch(playwright, profile)
                    counter.take()
                    cold[name].append(open_and_time(page, url))
                    until_ready = counter.take()
                    if run == 0:
                        if name == "app":
                            settle_app(page)
                        after = counter.take()
                        first_visit[name] = {"until_ready": until_ready, "after_ready": after}
                    context.close()
                    shutil.rmtree(profile, ignore_errors=True)
            for name, url in pages.items():  # warm: one profile per page, primed by one visit
                profile = scratch / f"warm-{name}"
                context, page = launch(playwright, profile)
                open_and_time(page, url)
                if name == "app":
                    settle_app(page)
                counter.take()
                for _ in range(runs):
                    page.evaluate("localStorage.clear()")
                    page.goto("about:blank")
                    warm[name].append(open_and_time(page, url))
                    if name == "app":  # let the worker finish, as a player would
                        page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=TIMEOUT_MS)
                warm_bytes = counter.take()
                first_visit[name]["warm_bytes"] = sum(warm_bytes[0].values())
                context.close()
    finally:
        server.shutdown()
        shutil.rmtree(scratch, ignore_errors=True)
    return {"cold": cold, "warm": warm, "bytes": first_visit}


def is_runtime(path: str) -> bool:
    return path.startswith("/vendor/")


def own_files(site: Path) -> list[Path]:
    """The app's own files in the site: everything but the runtime and the hello page."""
    return [p for p in site.rglob("*") if p.is_file() and p.relative_to(site).parts[0] != "vendor"
            and p.name not in ("hello.html", "hello.py")]


COMPRESSED_TYPES = (".svg", ".js", ".mjs", ".css", ".html", ".json", ".webmanifest", ".py")


def compressed_size(path: Path) -> int:
    """Bytes a host that compresses text types sends for *path* (zip and PNG go as they are)."""
    data = path.read_bytes()
    return len(gzip.compress(data, 6)) if path.suffix in COMPRESSED_TYPES else len(data)


def report(site: Path, results: dict[str, Any]) -> dict[str, Any]:
    cold = {name: statistics.median(times) for name, times in results["cold"].items()}
    warm = {name: statistics.median(times) for name, times in results["warm"].items()}
    print("time to a playable page, ms (median; all runs in brackets)")
    for name in ("app", "hello"):
        print(f"  {name:5}  cold {cold[name]:6.0f}  {sorted(round(t) for t in results['cold'][name])}")
        print(f"  {name:5}  warm {warm[name]:6.0f}  {sorted(round(t) for t in results['warm'][name])}")
    ratios = {"cold_ratio": cold["app"] / cold["hello"], "warm_ratio": warm["app"] / cold["app"]}

    app = results["bytes"]["app"]
    sent_ready, count_ready = app["until_ready"]
    sent_after, count_after = app["after_ready"]
    print("\nthe app's first visit, bytes sent per file (until playable + after: worker, service worker cache)")
    paths = sorted(set(sent_ready) | set(sent_after), key=lambda p: -(sent_ready.get(p, 0) + sent_after.get(p, 0)))
    shown = 0
    for path in paths:
        if is_runtime(path) or shown < 12:
            print(f"  {sent_ready.get(path, 0):>10,} {sent_after.get(path, 0):>10,}  "
                  f"x{count_ready.get(path, 0) + count_after.get(path, 0)}  {path}")
            shown += not is_runtime(path)
    others = [p for p in paths if not is_runtime(p)][12:]
    if others:
        print(f"  {sum(sent_ready.get(p, 0) for p in others):>10,} "
              f"{sum(sent_after.get(p, 0) for p in others):>10,}  ({len(others)} more app files)")
    hello_ready = results["bytes"]["hello"]["until_ready"][0]
    totals = {
        "app_until_ready": sum(sent_ready.values()),
        "app_first_visit": sum(sent_ready.values()) + sum(sent_after.values()),
        "app_own_first_visit": sum(v for p, v in [*sent_ready.items(), *sent_after.items()]
                                   if not is_runtime(p)),
        "app_own_in_dist": sum(p.stat().st_size for p in own_files(site)),
        "app_own_gzip": sum(compressed_size(p) for p in own_files(site)),
        "hello_until_ready": sum(hello_ready.values()),
        "app_warm_bytes": app["warm_bytes"],
        "hello_warm_bytes": results["bytes"]["hello"]["warm_bytes"],
        "runtime_in_dist": sum(p.stat().st_size for p in (site / "vendor").rglob("*") if p.is_file()),
    }
    print("\ntotals, bytes")
    for key, value in totals.items():
        print(f"  {key:22} {value:>12,}")

    own_kb = totals["app_own_in_dist"] / 1000
    print("\ntargets")
    print(f"  cold app / cold hello  {ratios['cold_ratio']:.2f}  (target <= {TARGETS['cold_ratio']})")
    print(f"  warm app / cold app    {ratios['warm_ratio']:.2f}  (target <= {TARGETS['warm_ratio']})")
    print(f"  app's own bytes        {own_kb:.0f} kB  (everything but vendor/; target <= {TARGETS['own_kb']} kB)")
    print(f"    sent by a host that compresses text (gzip -6, as Netlify does): "
          f"{totals['app_own_gzip'] / 1000:.0f} kB (not the target's measure)")
    met = (ratios["cold_ratio"] <= TARGETS["cold_ratio"] and ratios["warm_ratio"] <= TARGETS["warm_ratio"]
           and own_kb <= TARGETS["own_kb"])
    return {"cold_ms": cold, "warm_ms": warm, "runs": {"cold": results["cold"], "warm": results["warm"]},
            "ratios": ratios, "bytes": totals, "targets_met": met}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per measurement (median; default 5)")
    parser.add_argument("--json", type=Path, help="also write the results here")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="tavolo-load-site-") as folder:
        site = build(Path(folder) / "dist")
        print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} before the runs\n")
        summary = report(site, measure(site, args.runs))
    print(f"\nload average after the runs {os.getloadavg()[0]:.1f}")
    if args.json:
        args.json.write_text(json.dumps(summary, indent=1))
    return 1 if args.check and not summary["targets_met"] else 0


if __name__ == "__main__":
    sys.exit(main())
