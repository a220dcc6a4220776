#!/usr/bin/env python3
"""Draws Tavolo's card faces: Scopa (40), Minchiate (97), two backs, and one sprite per deck, with the
four regional 40-card decks (Napoletane, Piacentine, Siciliane, Trevisane) drawn into sprites only
(cards-svg/decks/).

    python3 tools/draw_cards.py            writes cards-svg/ (faces, backs, sprites)
    python3 tools/draw_cards.py --check    exits 1, listing stale/missing files, when cards-svg/
                                           differs from what this script draws
    python3 tools/draw_cards.py --stats    prints file count, total bytes and the largest file

Standard library only; the output is deterministic. Every card shares one viewBox
(``0 0 200 340``). Each shared piece — the suit symbols, the emblems, the corner index, the
frame — is drawn once (``card_art.PIECES``) and placed with ``<use>``: a style change is one
edit. A file carries in its ``<defs>`` only the pieces it uses. cards-svg/ belongs to this script:
writing removes files there that it does not draw, and ``check()`` reports them.

This file is the command line and the public surface (``generate``, ``write``, ``check``,
``stats``); the drawing lives beside it in tools/, one job per module:

    card_art.py      palette, drawing helpers, the shared pieces (``PIECES``, ``@piece``)
    card_figures.py  people, horses and the papi's headwear
    card_trumps.py   the trump pictures, the corner marks of the arie and the Matto
    card_faces.py    frame, corner index, pips, and each whole face and back (``card_title``)
    card_sprites.py  one card's SVG file, the deck sprites (``share_definitions``)

The regional decks (docs/decks.md: their features and sources) have their own modules:

    card_regional.py        their palette, stock, frame, platform, double-headed halves, the optional
                            corner index and a deck's files (``Pattern``, ``deck_files``)
    card_people.py          the figure kit: heads, profiles, hair, hats, hands, legs, the horse
    card_courts.py          the standing page, the standing king and the rider, dressed by each pattern
    card_latin_suits.py     Spanish and Italian suit signs, ribbons, flowers, banners
    card_regional_parts.py  the sign held in a hand, eagles, cherub, mask, shields, vignettes
    card_napoletane.py, card_piacentine.py, card_siciliane.py, card_trevisane.py   one per pattern

A regional sprite (cards-svg/decks/<name>.svg) holds the 40 faces (``1d`` .. ``10b``, the Scopa
ids), the two backs and, for the patterns that print no corner index, an optional index per card
(``index-<card>``: a transparent face with only the index, to lay over the face on request).

Card ids and Italian names come from ``pyapp.cards``. Corner indices: Scopa shows the capture
value (1-10) and the suit; Minchiate suit cards show 1-10 or the Italian court letter
(F Fante/Fantina, C Cavallo, D Donna/Regina, R Re, as on Italian packs); trumps 1-35 show
their Roman numeral, the five *arie* (36-40) and the Matto a small emblem instead.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from card_faces import BACKS, back_edge_face, back_face, card_title, minchiate_face, scopa_face
from card_napoletane import PATTERN as NAPOLETANE
from card_piacentine import PATTERN as PIACENTINE
from card_regional import deck_files
from card_siciliane import PATTERN as SICILIANE
from card_sprites import share_definitions, sprite
from card_trevisane import PATTERN as TREVISANE

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyapp import cards  # noqa: E402  (after the path set-up above)

# card_title and share_definitions are part of this module's surface (tests, tools/build_site.py).
__all__ = ["card_title", "check", "generate", "main", "share_definitions", "stats", "write"]

OUT_DIR = ROOT / "cards-svg"
# The regional 40-card decks: one sprite each, no single-card files. They live in cards-svg/decks/, not
# sprite/: the site's build ships every file of sprite/ with the first load, and a regional deck is to be
# downloaded only when a player chooses it (docs/decks.md).
REGIONAL_PATTERNS = (NAPOLETANE, PIACENTINE, SICILIANE, TREVISANE)


# --- the public surface ------------------------------------------------------------------------------


def generate() -> dict[str, str]:
    """Every output file: name -> content (faces of both decks, backs, the sprites).

    The card gallery is a screen of the app (pyapp/ui/gallery/render.py), drawn from the sprites.
    """
    files: dict[str, str] = {}
    for card in cards.SCOPA_DECK:
        files[f"{card}.svg"] = scopa_face(card)
    for card in cards.MINCHIATE_DECK:
        files[f"{card}.svg"] = minchiate_face(card)
    for name in BACKS:
        files[f"back-{name}.svg"] = back_face(name)
    backs = [f"back-{name}" for name in BACKS]
    files["sprite/scopa.svg"] = sprite({name: files[f"{name}.svg"] for name in [*cards.SCOPA_DECK, *backs]})
    edges = {f"back-{name}-edge": back_edge_face(name) for name in BACKS}  # under a stack's top card
    files["sprite/minchiate.svg"] = sprite({**{name: files[f"{name}.svg"] for name in [*cards.MINCHIATE_DECK, *backs]},
                                            **edges})
    for pattern in REGIONAL_PATTERNS:
        faces = deck_files(pattern, card_title)
        faces.update({name: files[f"{name}.svg"] for name in backs})
        files[f"decks/{pattern.name}.svg"] = sprite(faces)
    return files


def write(directory: Path | str = OUT_DIR) -> list[str]:
    """Writes every file into *directory*; removes files there that it no longer draws.

    Returns the names written or removed.
    """
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    files = generate()
    changed = []
    for name, content in files.items():
        path = directory / name
        data = content.encode("utf-8")
        if not path.exists() or path.read_bytes() != data:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            changed.append(name)
    for name in _strays(directory, files):
        (directory / name).unlink()
        changed.append(name)
    return changed


def _strays(directory: Path, files: dict[str, str]) -> list[str]:
    """Files in *directory* and its sprite/ and decks/ folders that generate() does not draw."""
    found = [path for folder in (directory, directory / "sprite", directory / "decks") if folder.is_dir()
             for path in sorted(folder.iterdir()) if path.is_file()]
    return [name for name in (path.relative_to(directory).as_posix() for path in found) if name not in files]


def check(directory: Path | str = OUT_DIR) -> list[str]:
    """Problems with *directory* compared with what generate() draws (empty list: up to date)."""
    directory = Path(directory)
    files = generate()
    problems = []
    for name, content in files.items():
        path = directory / name
        if not path.exists():
            problems.append(f"missing: {name}")
        elif path.read_bytes() != content.encode("utf-8"):
            problems.append(f"stale: {name}")
    problems += [f"unexpected: {name}" for name in _strays(directory, files)]
    return problems


def stats(directory: Path | str | None = None) -> tuple[int, int, str, int]:
    """(file count, total bytes, largest file name, its bytes) of the generated output."""
    sizes = {name: len(content.encode("utf-8")) for name, content in generate().items()}
    if directory is not None:
        sizes = {p.name: p.stat().st_size for p in Path(directory).iterdir() if p.is_file()}
    largest = max(sorted(sizes), key=lambda name: sizes[name])
    return len(sizes), sum(sizes.values()), largest, sizes[largest]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="list stale or missing files; exit 1 if any")
    parser.add_argument("--stats", action="store_true", help="print count, total bytes and largest file")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output folder (default: cards-svg/)")
    args = parser.parse_args(argv)
    if args.check:
        problems = check(args.out)
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print(f"{len(problems)} card file(s) out of date: run `python3 tools/draw_cards.py`",
                  file=sys.stderr)
            return 1
        print(f"{args.out}: up to date")
        return 0
    if args.stats:
        count, total, largest, largest_bytes = stats()
        print(f"{count} files, {total} bytes; largest {largest} ({largest_bytes} bytes)")
        return 0
    changed = write(args.out)
    print(f"{args.out}: {len(changed)} file(s) written or removed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
