#!/usr/bin/env python3
"""Contact sheets of a deck's sprite: every card drawn at one width, as the page draws it, to look at.

    python3 tools/card_sheets.py napoletane --width 48 --out /tmp/sheets
    python3 tools/card_sheets.py scopa trevisane --width 160 --scale 1
    python3 tools/card_sheets.py piacentine --index        (the optional corner index drawn over each face)

Writes ``<deck>-<width>px[-index][@<scale>x].png``: the 40 cards in four rows of ten (one suit a
row) plus the two backs, drawn from ``cards-svg/sprite/<deck>.svg`` (or ``cards-svg/decks/``) with
the style the page's style sheet gives every card (``card_sprites.FACE_STYLE``), by Debian's
Chromium through Playwright (install the test extra first: ``python3 tools/dev.py test`` does).
``--scale`` is the device pixel ratio: 1 shows what a phone of density 1 would show at that CSS
width (the hardest case), 2 or 3 what most phones show.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from card_sprites import FACE_STYLE  # noqa: E402

SPRITES = (ROOT / "cards-svg" / "sprite", ROOT / "cards-svg" / "decks")
SUITS = "dcsb"
ARGS = ["--no-sandbox", "--disable-gpu"]


def sheet_html(sprite: str, width: int, index: bool, only: list[str] | None = None) -> str:
    """A page drawing every card of *sprite* (its markup inlined) at *width* CSS pixels, one suit a
    row and the backs last (or only the cards *only* names, in one row)."""
    height = round(width * 340 / 200, 1)
    style = "; ".join(f"{name}: {value}" for name, value in FACE_STYLE.items())
    symbols = set(re.findall(r'<symbol id="([^"]+)"', sprite))

    def cell(card: str) -> str:
        overlay = f'<use href="#index-{card}"/>' if index and f"index-{card}" in symbols else ""
        return (f'<svg viewBox="0 0 200 340" width="{width}" height="{height}">'
                f'<use href="#{card}"/>{overlay}</svg>')

    if only:
        rows = [f'<div class="row">{"".join(cell(card) for card in only)}</div>']
    else:
        rows = [f'<div class="row">{"".join(cell(f"{value}{suit}") for value in range(1, 11))}</div>'
                for suit in SUITS]
        backs = "".join(cell(name) for name in ("back-blue", "back-red") if name in symbols)
        rows.append(f'<div class="row">{backs}</div>')
    gap = max(4, width // 12)
    return (f"<!doctype html><html><head><style>body {{ margin: {gap}px; background: #1f5130; }}"
            f" .row {{ display: flex; gap: {gap}px; margin-bottom: {gap}px; }}"
            f" svg {{ display: block; flex: none; }} use {{ {style} }}"
            f" .keeper {{ position: absolute; width: 0; height: 0; overflow: hidden; }}</style></head><body>"
            f'<div class="keeper">{sprite}</div>{"".join(rows)}</body></html>')


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs="+", help="sprite names in cards-svg/sprite/ or decks/ (scopa, napoletane, ...)")
    parser.add_argument("--width", type=int, action="append", help="card width in CSS px (repeatable; default 160)")
    parser.add_argument("--scale", type=float, default=1, help="device pixel ratio (default 1)")
    parser.add_argument("--index", action="store_true", help="draw the optional index symbols over the faces")
    parser.add_argument("--cards", help="only these cards, comma-separated, in one row (e.g. 8d,9d,10d)")
    parser.add_argument("--out", type=Path, default=Path("card-sheets"))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
        for deck in args.decks:
            path = next((folder / f"{deck}.svg" for folder in SPRITES if (folder / f"{deck}.svg").exists()),
                        SPRITES[0] / f"{deck}.svg")
            sprite = path.read_text(encoding="utf-8")
            for width in args.width or [160]:
                gap = max(4, width // 12)
                columns = len(args.cards.split(",")) if args.cards else 10
                viewport = {"width": columns * (width + gap) + gap, "height": 300}
                page = browser.new_page(viewport=viewport, device_scale_factor=args.scale)
                only = args.cards.split(",") if args.cards else None
                page.set_content(sheet_html(sprite, width, args.index, only))
                suffix = ("-index" if args.index else "") + (f"@{args.scale:g}x" if args.scale != 1 else "")
                suffix += f"-{args.cards.replace(',', '_')}" if args.cards else ""
                target = args.out / f"{deck}-{width}px{suffix}.png"
                page.screenshot(path=str(target), full_page=True)
                print(target)
                page.close()
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
