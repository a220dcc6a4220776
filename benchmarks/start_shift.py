"""Layout shift of a first visit's start screen on slow phones: CPU throttling in Chromium.

    .venv/bin/python benchmarks/start_shift.py [--rates 1,4,6] [--runs 3] [--dist DIR]

Builds the site into a temporary folder (``tools/build_site.build``; ``--dist`` takes a built
one), serves it with the production headers (``tools/serve.make_server``) and opens the start
screen (``index.html``, no parameters: the prerendered start screen, then the live one) in a fresh
browser context per run, at 390 x 844 and at 1280 x 800, with the CPU slowed down by each
``--rates`` factor (CDP ``Emulation.setCPUThrottlingRate``: 4 is Lighthouse's mobile setting).
From navigation until Python is ready and 1.5 s more, a ``PerformanceObserver`` adds up the
layout shifts (the cumulative layout shift, CLS, of the load: no input happens) and keeps the
elements each one moved.  Prints a line per run with the shifts and their elements, then the
largest sum per rate; the target is the one of ``tests/e2e/test_prerender.py``: at most 0.02.

Why: on a slow phone the HTML parser yields in the middle of the page, and a start screen painted
half-parsed grew when the rest arrived (0.05 at 4x and 6x before ``web/boot.js`` kept it invisible
until it is whole).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402
import serve  # noqa: E402
from playing import CHROMIUM_ARGS, find_chromium  # noqa: E402

SIZES = ((390, 844), (1280, 800))
READY_TIMEOUT_MS = 300_000
SHIFTS = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    const moved = (entry.sources || []).map((source) => {
      const node = source.node && source.node.nodeType === 1 ? source.node : source.node && source.node.parentElement;
      if (!node) return "?";
      const classes = typeof node.className === "string" ? node.className.trim().split(/\\s+/).filter(Boolean) : [];
      return node.tagName.toLowerCase() + (node.id ? "#" + node.id : "") + classes.map((name) => "." + name).join("");
    });
    window.__shifts.push({ value: entry.value, at_ms: Math.round(entry.startTime), moved });
  }
}).observe({ type: "layout-shift", buffered: true });
"""


def measure(browser: Any, url: str, rate: float, width: int, height: int) -> dict[str, Any]:
    """One fresh visit of *url* at *rate* times slower CPU: its layout shifts."""
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.add_init_script(SHIFTS)
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
        start = time.monotonic()
        page.goto(url)
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=READY_TIMEOUT_MS)
        ready = time.monotonic() - start
        page.wait_for_timeout(1500)  # shifts are reported after their frame
        shifts = page.evaluate("window.__shifts")
    finally:
        context.close()
    return {"rate": rate, "size": f"{width}x{height}", "ready_s": round(ready, 1),
            "cls": round(sum(shift["value"] for shift in shifts), 4), "shifts": shifts}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rates", default="1,4,6", help="CPU slow-down factors, comma-separated (default 1,4,6)")
    parser.add_argument("--runs", type=int, default=3, help="visits per rate and size (default 3)")
    parser.add_argument("--dist", type=Path, help="a built site (default: build one into a temporary folder)")
    args = parser.parse_args(argv)
    rates = [float(rate) for rate in args.rates.split(",")]

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        site = args.dist or build_site.build(Path(folder) / "dist")
        server = serve.make_server(site)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
        worst: dict[float, float] = {}
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS)
                for rate in rates:
                    for _ in range(args.runs):
                        for width, height in SIZES:
                            result = measure(browser, url, rate, width, height)
                            print(json.dumps(result), flush=True)
                            worst[rate] = max(worst.get(rate, 0.0), result["cls"])
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    for rate, cls in worst.items():
        print(f"CPU {rate:g}x: largest layout shift of a start {cls:.4f} (target <= 0.02)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
