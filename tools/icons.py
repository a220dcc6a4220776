#!/usr/bin/env python3
"""Tavolo's app icon, drawn once and written as SVG and as PNG.  Standard library only.

    python3 tools/icons.py            rewrites web/favicon.svg from the drawing below
    python3 tools/icons.py --check    exits 1 when web/favicon.svg differs from the drawing

The build (``tools/build_site.py``) calls ``write_pngs`` for the sizes install prompts need:
``icon-192.png`` and ``icon-512.png`` (rounded, transparent corners), ``icon-maskable-512.png``
(full-bleed felt, the drawing inside the maskable safe circle) and ``apple-touch-icon.png``
(180 px, opaque: iOS shows transparency as black).

The drawing is a list of shapes in a 64-unit square (rounded rectangles, optionally rotated,
and circles, each with a fill and an optional stroke).  The PNG rasteriser evaluates each
shape's signed distance only along its edges (it skips ahead by the distance, which is safe
because a signed distance changes by at most one pixel per pixel) and fills the inside of
every row with one slice assignment, so a 512 px icon takes a fraction of a second.
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
import zlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAVICON = ROOT / "web" / "favicon.svg"

FELT = "#1d5c3a"
PAPER = "#fbf6e9"
INK = "#222222"
GOLD = "#d4a017"
DARK_GOLD = "#8a6508"


@dataclass(frozen=True)
class Shape:
    """A rounded rectangle (``radius`` > 0 or a plain one) or, with ``circle``, a disc.

    Coordinates are in the 64-unit icon square; ``rotate`` is in degrees about the centre.
    """

    cx: float
    cy: float
    width: float
    height: float
    fill: str
    radius: float = 0.0
    rotate: float = 0.0
    stroke: str | None = None
    stroke_width: float = 0.0
    circle: bool = False

    def distance(self, x: float, y: float) -> float:
        """Signed distance (icon units) from (x, y) to the outline: negative inside."""
        dx, dy = x - self.cx, y - self.cy
        if self.circle:
            return math.hypot(dx, dy) - self.width / 2
        if self.rotate:
            angle = math.radians(-self.rotate)
            cos, sin = math.cos(angle), math.sin(angle)
            dx, dy = dx * cos - dy * sin, dx * sin + dy * cos
        qx = abs(dx) - self.width / 2 + self.radius
        qy = abs(dy) - self.height / 2 + self.radius
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - self.radius

    def extent(self) -> float:
        """Half the side of a square around the centre that holds the shape and its stroke."""
        half = math.hypot(self.width, self.height) / 2 if self.rotate else max(self.width, self.height) / 2
        return half + self.stroke_width / 2

    def svg(self) -> str:
        paint = f' fill="{self.fill}"'
        if self.stroke:
            paint += f' stroke="{self.stroke}" stroke-width="{_num(self.stroke_width)}"'
        if self.circle:
            return f'<circle cx="{_num(self.cx)}" cy="{_num(self.cy)}" r="{_num(self.width / 2)}"{paint}/>'
        turn = (f' transform="rotate({_num(self.rotate)} {_num(self.cx)} {_num(self.cy)})"'
                if self.rotate else "")
        corner = f' rx="{_num(self.radius)}"' if self.radius else ""
        return (f'<rect x="{_num(self.cx - self.width / 2)}" y="{_num(self.cy - self.height / 2)}" '
                f'width="{_num(self.width)}" height="{_num(self.height)}"{corner}{paint}{turn}/>')


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


# Two Italian cards fanned on the felt, the front one showing a coin (denari).
CARDS = (
    Shape(29, 30, 26, 40, PAPER, radius=4, rotate=-12, stroke=INK, stroke_width=2),
    Shape(37, 34, 26, 40, PAPER, radius=4, rotate=10, stroke=INK, stroke_width=2),
    Shape(37, 34, 15, 15, GOLD, stroke=INK, stroke_width=2, circle=True),
    Shape(37, 34, 6, 6, DARK_GOLD, circle=True),
)
ROUNDED_FELT = Shape(32, 32, 56, 56, FELT, radius=12)
FULL_FELT = Shape(32, 32, 64, 64, FELT)


def drawing(kind: str) -> tuple[Shape, ...]:
    """The shapes of one icon kind: ``any`` (rounded), ``maskable`` or ``opaque`` (full bleed)."""
    if kind == "any":
        return (ROUNDED_FELT, *CARDS)
    # Full-bleed felt; the cards shrink about the centre so they stay inside the safe zone
    # (maskable: the circle of radius 40% of the side; opaque: just a comfortable margin).
    scale = 0.72 if kind == "maskable" else 0.86
    shrunk = tuple(Shape(32 + (s.cx - 32) * scale, 32 + (s.cy - 32) * scale, s.width * scale,
                         s.height * scale, s.fill, s.radius * scale, s.rotate, s.stroke,
                         s.stroke_width * scale, s.circle)
                   for s in CARDS)
    return (FULL_FELT, *shrunk)


def svg() -> str:
    """The SVG icon (web/favicon.svg)."""
    body = "".join(shape.svg() for shape in drawing("any"))
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Tavolo</title>{body}</svg>\n'


# --- raster ----------------------------------------------------------------------------------

Pixel = tuple[float, float, float, float]  # straight (not premultiplied) RGBA, 0..1


def _rgb(colour: str) -> tuple[float, float, float]:
    value = colour.lstrip("#")
    return int(value[0:2], 16) / 255, int(value[2:4], 16) / 255, int(value[4:6], 16) / 255


def _over(top: tuple[float, float, float], alpha: float, under: Pixel) -> Pixel:
    r, g, b, a = under
    out = alpha + a * (1 - alpha)
    if out <= 0:
        return (0.0, 0.0, 0.0, 0.0)
    keep = a * (1 - alpha)
    return ((top[0] * alpha + r * keep) / out, (top[1] * alpha + g * keep) / out,
            (top[2] * alpha + b * keep) / out, out)


def _paint(rows: list[list[Pixel]], shape: Shape, grow: float, colour: str, scale: float) -> None:
    """Paints the shape grown by *grow* icon units (a stroke's outer or inner edge)."""
    size = len(rows)
    top = _rgb(colour)
    solid: Pixel = (*top, 1.0)
    reach = (shape.extent() + abs(grow)) * scale + 1
    left = max(0, int(shape.cx * scale - reach))
    right = min(size - 1, int(shape.cx * scale + reach))

    def distance(px: int, py: float) -> float:  # in pixels, at the pixel's centre
        return (shape.distance((px + 0.5) / scale, py) - grow) * scale

    for y in range(max(0, int(shape.cy * scale - reach)), min(size, int(shape.cy * scale + reach) + 1)):
        row = rows[y]
        py = (y + 0.5) / scale
        start = left
        while start <= right:  # skip to the first pixel the shape touches
            d = distance(start, py)
            if d < 0.5:
                break
            start += max(1, int(d - 0.5))
        if start > right:
            continue
        end = right
        while end > start:
            d = distance(end, py)
            if d < 0.5:
                break
            end -= max(1, int(d - 0.5))
        x = start
        while x <= end:  # partly covered pixels on the left edge
            d = distance(x, py)
            if d <= -0.5:
                break
            row[x] = _over(top, 0.5 - d, row[x])
            x += 1
        inner_start = x
        x = end
        while x >= inner_start:  # ... and on the right edge
            d = distance(x, py)
            if d <= -0.5:
                break
            row[x] = _over(top, 0.5 - d, row[x])
            x -= 1
        if x >= inner_start:
            row[inner_start:x + 1] = [solid] * (x + 1 - inner_start)


def raster(size: int, kind: str) -> list[list[Pixel]]:
    """The icon as rows of RGBA pixels."""
    clear: Pixel = (0.0, 0.0, 0.0, 0.0)
    rows = [[clear] * size for _ in range(size)]
    scale = size / 64
    for shape in drawing(kind):
        if shape.stroke:
            _paint(rows, shape, shape.stroke_width / 2, shape.stroke, scale)
            _paint(rows, shape, -shape.stroke_width / 2, shape.fill, scale)
        else:
            _paint(rows, shape, 0.0, shape.fill, scale)
    return rows


def _byte(channel: float) -> int:
    return min(255, max(0, round(channel * 255)))


Colour = tuple[int, int, int, int]  # 8-bit RGBA


def _palette(colours: Counter[Colour]) -> tuple[list[Colour], dict[Colour, int]]:
    """An indexed palette of at most 256 colours and every colour's index in it.

    The flat fills and the most frequent edge shades keep their exact colour; a rarer
    anti-aliasing shade (the icons have a few hundred) takes the palette colour nearest to it
    in premultiplied RGB plus alpha, a difference no one sees at an edge pixel."""
    palette = [colour for colour, _count in colours.most_common(256)]

    def distance(colour: Colour, other: Colour) -> float:
        alpha, other_alpha = colour[3] / 255, other[3] / 255
        return (sum((colour[k] * alpha - other[k] * other_alpha) ** 2 for k in range(3))
                + (colour[3] - other[3]) ** 2)

    index = {colour: position for position, colour in enumerate(palette)}
    for colour in colours:
        if colour not in index:
            index[colour] = min(range(len(palette)), key=lambda position: distance(colour, palette[position]))
    return palette, index


def png(rows: list[list[Pixel]]) -> bytes:
    """Encodes RGBA rows as an indexed-colour PNG file (deterministic bytes): a quarter of the
    size of the same icon in 8-bit RGBA."""
    pixels: list[list[Colour]] = [[(_byte(red), _byte(green), _byte(blue), _byte(alpha))
                                   for red, green, blue, alpha in row] for row in rows]
    palette, index = _palette(Counter(pixel for row in pixels for pixel in row))
    raw = b"".join(b"\x00" + bytes(index[pixel] for pixel in row) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    height, width = len(rows), len(rows[0])
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)  # 8-bit palette indices
    alphas = bytes(colour[3] for colour in palette).rstrip(b"\xff")  # tRNS may stop at the last < 255
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"PLTE", b"".join(bytes(colour[:3]) for colour in palette))
            + (chunk(b"tRNS", alphas) if alphas else b"")
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


# name -> (size, kind); the manifest and index.html refer to these names.
PNG_ICONS = {
    "icon-192.png": (192, "any"),
    "icon-512.png": (512, "any"),
    "icon-maskable-512.png": (512, "maskable"),
    "apple-touch-icon.png": (180, "opaque"),
}


def write_pngs(out: Path) -> list[Path]:
    """Writes the PNG icons into *out*; returns their paths."""
    written = []
    for name, (size, kind) in PNG_ICONS.items():
        path = out / name
        path.write_bytes(png(raster(size, kind)))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when web/favicon.svg is stale")
    parser.add_argument("--png", type=Path, help="also write the PNG icons into this folder")
    args = parser.parse_args(argv)
    if args.check:
        if FAVICON.read_text() != svg():
            print(f"{FAVICON} is stale: run python3 tools/icons.py", file=sys.stderr)
            return 1
        return 0
    FAVICON.write_text(svg())
    if args.png:
        args.png.mkdir(parents=True, exist_ok=True)
        write_pngs(args.png)
    return 0


if __name__ == "__main__":
    sys.exit(main())
