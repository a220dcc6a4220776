#!/usr/bin/env python3
"""Separate SVG files or one sprite for the card faces: which shows a table's cards sooner?

    python3 benchmarks/card_loading.py [--runs 5]

Builds the site, then serves two test pages from the same folder with production headers:
``separate`` draws the 40 Scopa faces as 40 ``<img src="faces/<id>.svg">`` (the single faces of
``cards-svg/``, which the site does not ship, copied beside the pages); ``sprite`` draws the same
faces from one sprite file generated from them (each face a ``<symbol>``; ``<use href>``).  Each is
loaded cold (a fresh browser context, empty cache) *runs* times in Debian's Chromium; prints the
median time until every face is drawn, and the bytes transferred.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tools"), str(ROOT)]

import build_site  # noqa: E402
import serve  # noqa: E402

from pyapp.cards import SCOPA_DECK  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync"]
WAIT = """() => new Promise(done => {
  const images = [...document.images];
  const check = () => images.every(i => i.complete) ? done(performance.now()) : setTimeout(check, 5);
  if (!images.length) { requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now()))); }
  else check();
})"""


def sprite(cards_dir: Path) -> str:
    """One SVG holding every Scopa face as a <symbol> (ids prefixed so they stay unique)."""
    symbols = []
    for card in SCOPA_DECK:
        text = (cards_dir / f"{card}.svg").read_text()
        body = re.sub(r"^.*?<svg[^>]*>|</svg>\s*$", "", text, flags=re.S)
        body = re.sub(r'id="([^"]+)"', rf'id="{card}-\1"', body)
        body = re.sub(r'href="#([^"]+)"', rf'href="#{card}-\1"', body)
        symbols.append(f'<symbol id="{card}" viewBox="0 0 200 340">{body}</symbol>')
    return f'<svg xmlns="http://www.w3.org/2000/svg">{"".join(symbols)}</svg>'


def pages(site: Path) -> None:
    faces = site / "bench" / "faces"
    faces.mkdir(parents=True)
    for card in SCOPA_DECK:
        shutil.copy(ROOT / "cards-svg" / f"{card}.svg", faces / f"{card}.svg")
    (site / "bench" / "sprite.svg").write_text(sprite(faces))
    imgs = "".join(f'<img src="faces/{card}.svg" width="60" height="102" alt="">' for card in SCOPA_DECK)
    uses = "".join(f'<svg width="60" height="102" viewBox="0 0 200 340"><use href="sprite.svg#{card}"/></svg>'
                   for card in SCOPA_DECK)
    for name, body in (("separate", imgs), ("sprite", uses)):
        (site / "bench" / f"{name}.html").write_text(
            f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{name}</title></head>'
            f"<body>{body}</body></html>")


def main() -> int:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        site = build_site.build(Path(folder) / "dist")
        pages(site)
        server = serve.make_server(site)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}/bench"
        results: dict[str, list[float]] = {"separate": [], "sprite": []}
        transferred: dict[str, int] = {}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=shutil.which("chromium") or "/usr/bin/chromium",
                                                 args=ARGS)
            for _ in range(args.runs):
                for name in results:  # interleaved, so machine noise hits both alike
                    context = browser.new_context()
                    page = context.new_page()
                    sizes: list[int] = []
                    page.on("response", lambda response, sizes=sizes: sizes.append(len(response.body())))
                    page.goto(f"{base}/{name}.html")
                    page.wait_for_load_state("load")
                    results[name].append(page.evaluate(WAIT))
                    transferred[name] = sum(sizes)
                    context.close()
            browser.close()
        server.shutdown()
    for name, times in results.items():
        print(f"{name:9s} median {statistics.median(times):7.1f} ms over {len(times)} cold loads, "
              f"{transferred[name]:,} bytes, {'40 requests' if name == 'separate' else '1 request'} for the faces")
    ratio = statistics.median(results["sprite"]) / statistics.median(results["separate"])
    print(f"sprite / separate = {ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
