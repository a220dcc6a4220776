#!/usr/bin/env python3
"""Draws Tavolo's card faces: Scopa (40), Minchiate (97), two backs, and one sprite per deck.

    python3 tools/draw_cards.py            writes cards-svg/ (faces, backs, sprites)
    python3 tools/draw_cards.py --check    exits 1, listing stale/missing files, when cards-svg/
                                           differs from what this script draws
    python3 tools/draw_cards.py --stats    prints file count, total bytes and the largest file

Standard library only; the output is deterministic. Every card shares one viewBox
(``0 0 200 340``). Each shared piece — the suit symbols, the emblems, the corner index, the
frame — is drawn once here (``PIECES``) and placed with ``<use>``: a style change is one edit.
A file carries in its ``<defs>`` only the pieces it uses. cards-svg/ belongs to this script:
writing removes files there that it does not draw, and ``check()`` reports them.

Card ids and Italian names come from ``pyapp.cards``. Corner indices: Scopa shows the capture
value (1-10) and the suit; Minchiate suit cards show 1-10 or the Italian court letter
(F Fante/Fantina, C Cavallo, D Donna/Regina, R Re, as on Italian packs); trumps 1-35 show
their Roman numeral, the five *arie* (36-40) and the Matto a small emblem instead.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from collections.abc import Callable, Sequence
from functools import partial
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyapp import cards  # noqa: E402  (after the path set-up above)

OUT_DIR = ROOT / "cards-svg"
W, H = 200, 340
FONT = "Georgia, 'Times New Roman', serif"
# Corner indices need lining figures (Georgia's are old-style: its 1, 2 and 0 are small).
INDEX_FONT = "'Times New Roman', Times, 'Liberation Serif', serif"

# --- palette --------------------------------------------------------------------------------
INK = "#222"
CREAM = "#fbf6e9"
RED = "#b3261e"
DARK_RED = "#7a1a14"
BLUE = "#1f4e99"
STEEL = "#9cb9dc"
GOLD = "#d4a017"
PALE_GOLD = "#f0d27a"
GREEN = "#2e7d32"
WOOD = "#b8772f"
SKIN = "#f4d6b0"
HAIR = "#6b3e1e"
WHITE = "#fffdf7"
GREY = "#8a8a8a"

# --- small helpers ---------------------------------------------------------------------------


def num(value: float) -> str:
    """A coordinate as short text: 12.0 -> '12', 0.5 -> '.5'-free '0.5', -0.0 -> '0'."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pts(points: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{num(x)} {num(y)}" for x, y in points)


def transform(x: float = 0, y: float = 0, scale: float = 1, rotate: float = 0) -> str:
    parts = []
    if x or y:
        parts.append(f"translate({num(x)} {num(y)})")
    if rotate:
        parts.append(f"rotate({num(rotate)})")
    if scale != 1:
        parts.append(f"scale({num(scale)})")
    return f' transform="{" ".join(parts)}"' if parts else ""


def use(name: str, x: float = 0, y: float = 0, scale: float = 1, rotate: float = 0) -> str:
    """Places the shared piece *name* (drawn around its own origin) at (x, y)."""
    return f'<use href="#{name}"{transform(x, y, scale, rotate)}/>'


def group(content: str, x: float = 0, y: float = 0, scale: float = 1, rotate: float = 0,
          extra: str = "") -> str:
    return f"<g{transform(x, y, scale, rotate)}{extra}>{content}</g>"


def polar(radius: float, degrees: float) -> tuple[float, float]:
    angle = math.radians(degrees)
    return radius * math.sin(angle), -radius * math.cos(angle)


def star_path(points: int, outer: float, inner: float, turn: float = 0) -> str:
    """A closed star polygon centred on the origin, first point straight up."""
    corners = []
    for k in range(points * 2):
        corners.append(polar(outer if k % 2 == 0 else inner, turn + k * 180 / points))
    return "M" + pts(corners) + "Z"


def rosette_path(petals: int, length: float, width: float, turn: float = 0) -> str:
    """Pointed petals radiating from the origin."""
    d = []
    for k in range(petals):
        a = turn + k * 360 / petals
        tip = polar(length, a)
        left = polar(width, a - 90)
        right = polar(width, a + 90)
        mid_l = (left[0] + tip[0] * 0.45, left[1] + tip[1] * 0.45)
        mid_r = (right[0] + tip[0] * 0.45, right[1] + tip[1] * 0.45)
        d.append(f"M0 0Q{pts([mid_l, tip])}Q{pts([mid_r])} 0 0Z")
    return "".join(d)


def limb(points: Sequence[tuple[float, float]], colour: str, width: float = 9, edge: float = 2) -> str:
    """A stroked line with an ink outline (arms, legs, staffs)."""
    d = "M" + pts(points)
    return (f'<path d="{d}" fill="none" stroke-width="{num(width + 2 * edge)}"/>'
            f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{num(width)}"/>')


def text(x: float, y: float, content: str, size: float, *, length: float | None = None,
         colour: str = INK, family: str | None = None) -> str:
    """Bold centred text; *length* squeezes or stretches it to that width whatever the font."""
    fit = f' textLength="{num(length)}" lengthAdjust="spacingAndGlyphs"' if length else ""
    font = f' font-family="{family}"' if family else ""
    return (f'<text x="{num(x)}" y="{num(y)}" font-size="{num(size)}" font-weight="bold" '
            f'text-anchor="middle" fill="{colour}" stroke="none"{font}{fit}>{escape(content)}</text>')


# --- shared pieces ---------------------------------------------------------------------------
# Each piece is drawn once, around its own origin, and referenced by id. A piece may use others.

PIECES: dict[str, str] = {}


def piece(name: str) -> Callable[[Callable[[], str]], Callable[[], str]]:
    def register(draw: Callable[[], str]) -> Callable[[], str]:
        PIECES[name] = f'<g id="{name}">{draw()}</g>'
        return draw
    return register


# Suit symbols. Coin and cup are about 40 x 50; sword and baton are 100 long, pointing up.

@piece("coin")
def _coin() -> str:
    return (f'<circle r="20" fill="{GOLD}" stroke-width="2.5"/>'
            f'<circle r="16.8" fill="none" stroke-width="1.8" stroke-dasharray="2 2.4"/>'
            f'<circle r="12.5" fill="{PALE_GOLD}" stroke-width="1.5"/>'
            f'<path d="{rosette_path(8, 11.5, 3.2)}" fill="{RED}" stroke-width="1"/>'
            f'<circle r="3.2" fill="{GOLD}" stroke-width="1.2"/>')


@piece("cup")
def _cup() -> str:
    return (f'<path d="M-4 12L-15 22Q-16 27-10 27H10Q16 27 15 22L4 12Z" fill="{GOLD}"/>'
            f'<path d="M-3.5 0H3.5V13H-3.5Z" fill="{GOLD}"/>'
            f'<ellipse cy="7" rx="7.5" ry="4.5" fill="{RED}"/>'
            f'<path d="M-18 -21C-18 -3 -9 2 0 2C9 2 18 -3 18 -21Z" fill="{GOLD}"/>'
            f'<path d="M-16.5 -12H16.5" fill="none" stroke="{RED}" stroke-width="4"/>'
            f'<ellipse cy="-21" rx="18" ry="5" fill="{DARK_RED}"/>')


@piece("sword")
def _sword() -> str:
    return (f'<path d="M0 -50L5 -40V22H-5V-40Z" fill="{STEEL}"/>'
            f'<path d="M0 -38V18" fill="none" stroke="{BLUE}" stroke-width="1.6"/>'
            f'<path d="M-3 29H3V42H-3Z" fill="{RED}"/>'
            f'<path d="M-15 21H15V28H-15Z" fill="{GOLD}"/>'
            f'<circle cx="-17" cy="24.5" r="4" fill="{GOLD}"/><circle cx="17" cy="24.5" r="4" fill="{GOLD}"/>'
            f'<circle cy="46" r="5" fill="{GOLD}"/>')


@piece("scimitar")
def _scimitar() -> str:
    return (f'<path d="M-2 22C-12 -4 -10 -30 14 -52C6 -28 8 -2 8 22Z" fill="{STEEL}"/>'
            f'<path d="M-16 21H16V28H-16Z" fill="{GOLD}"/>'
            f'<path d="M-3 29H3V42H-3Z" fill="{RED}"/><circle cy="46" r="5" fill="{GOLD}"/>')


@piece("baton")
def _baton() -> str:
    return (f'<path d="M-9 -40C-9 -52 9 -52 9 -40L6 44C6 50 -6 50 -6 44Z" fill="{WOOD}"/>'
            f'<path d="M-8 -22L-17 -30L-13 -34L-6 -27M7 2L16 -6L19 -2L7 9M-7 24L-15 18L-17 22L-7 30" '
            f'fill="{WOOD}"/>'
            f'<circle cx="-15" cy="-32" r="2.6" fill="{PALE_GOLD}" stroke-width="1.2"/>'
            f'<circle cx="17.5" cy="-4" r="2.6" fill="{PALE_GOLD}" stroke-width="1.2"/>'
            f'<circle cx="-16" cy="20" r="2.6" fill="{PALE_GOLD}" stroke-width="1.2"/>'
            f'<path d="M-8.4 -33H8.4M-6.4 36H6.4" fill="none" stroke="{RED}" stroke-width="4"/>'
            f'<path d="M-2 -12V-2M2 14V22" fill="none" stroke-width="1.4"/>')


SUIT_PIECE = {"d": "coin", "c": "cup", "s": "sword", "b": "baton"}
LONG_SUITS = ("s", "b")

# Figures' parts.


@piece("crown")
def _crown() -> str:  # king's crown, base on y=0, about 40 wide
    return (f'<path d="M-18 0L-21 -22L-10 -11L0 -27L10 -11L21 -22L18 0Z" fill="{GOLD}"/>'
            f'<path d="M-18 0H18" fill="none" stroke="{RED}" stroke-width="4"/>'
            f'<circle cx="-21" cy="-23" r="3" fill="{GOLD}"/><circle cy="-28" r="3" fill="{GOLD}"/>'
            f'<circle cx="21" cy="-23" r="3" fill="{GOLD}"/>')


@piece("coronet")
def _coronet() -> str:  # queen's smaller crown
    return (f'<path d="M-14 0L-15 -13L-7 -7L0 -17L7 -7L15 -13L14 0Z" fill="{GOLD}"/>'
            f'<circle cy="-18" r="2.6" fill="{WHITE}"/><circle cx="-15" cy="-14" r="2.4" fill="{WHITE}"/>'
            f'<circle cx="15" cy="-14" r="2.4" fill="{WHITE}"/>')


@piece("eyes")
def _eyes() -> str:
    return ('<circle cx="-5.5" cy="-1" r="1.9" fill="#222" stroke="none"/>'
            '<circle cx="5.5" cy="-1" r="1.9" fill="#222" stroke="none"/>'
            '<path d="M-3 8.5Q0 10 3 8.5" fill="none" stroke-width="1.4"/>')


@piece("heart")
def _heart() -> str:
    return (f'<path d="M0 20C-22 4 -30 -6 -25 -16C-19 -27 -5 -25 0 -13C5 -25 19 -27 25 -16'
            f'C30 -6 22 4 0 20Z" fill="{RED}" stroke-width="2.5"/>')


@piece("star8")
def _star8() -> str:
    return f'<path d="{star_path(8, 30, 12)}" fill="{GOLD}" stroke-width="2.5"/>'


@piece("star5")
def _star5() -> str:
    return f'<path d="{star_path(5, 10, 4.2)}" fill="{PALE_GOLD}" stroke-width="1.5"/>'


def _crescent_path(outer: float, shift: float, inner: float) -> str:
    """Crescent: the disc of radius *outer* less a disc of radius *inner* shifted right."""
    # intersection of x^2+y^2=R^2 and (x-s)^2+y^2=r^2
    x = (outer ** 2 - inner ** 2 + shift ** 2) / (2 * shift)
    y = math.sqrt(max(outer ** 2 - x ** 2, 0))
    return (f"M{num(x)} {num(-y)}A{num(outer)} {num(outer)} 0 1 0 {num(x)} {num(y)}"
            f"A{num(inner)} {num(inner)} 0 1 1 {num(x)} {num(-y)}Z")


@piece("moon")
def _moon() -> str:
    return (f'<path d="{_crescent_path(30, 14, 26)}" fill="{PALE_GOLD}" stroke-width="2.5"/>'
            f'<circle cx="-19" cy="-4" r="1.8" fill="#222" stroke="none"/>')


@piece("sun")
def _sun() -> str:
    rays = []
    for k in range(16):
        a = k * 22.5
        long = k % 2 == 0
        tip = polar(34 if long else 29, a)
        left, right = polar(20, a - 9), polar(20, a + 9)
        rays.append(f"M{pts([left, tip, right])}Z")
    return (f'<path d="{"".join(rays)}" fill="{GOLD}" stroke-width="2"/>'
            f'<circle r="20" fill="{PALE_GOLD}" stroke-width="2.5"/>'
            '<circle cx="-7" cy="-3" r="2.2" fill="#222" stroke="none"/>'
            '<circle cx="7" cy="-3" r="2.2" fill="#222" stroke="none"/>'
            '<path d="M-6 8Q0 12 6 8" fill="none" stroke-width="1.8"/>')


@piece("globe")
def _globe() -> str:
    return (f'<path d="M0 -30V-44M-7 -38H7" fill="none" stroke="{INK}" stroke-width="4"/>'
            f'<circle r="30" fill="{STEEL}" stroke-width="2.5"/>'
            f'<path d="M-30 0H30M0 -30V30" fill="none" stroke-width="2"/>'
            f'<ellipse rx="15" ry="30" fill="none" stroke-width="1.6"/>'
            f'<path d="M-26 -15H26M-26 15H26" fill="none" stroke-width="1.4"/>'
            '<path d="M-22 -12C-14 -20 -4 -6 -8 4C-12 12 -22 4 -22 -12Z'
            'M8 6C14 -2 22 4 18 14C14 22 6 16 8 6Z" '
            f'fill="{GREEN}" stroke-width="1.2"/>')


@piece("trumpet")
def _trumpet() -> str:  # horizontal, bell to the right, about 100 long
    return (f'<path d="M-50 -3H30V3H-50Z" fill="{GOLD}"/>'
            f'<path d="M28 -3L50 -14Q53 0 50 14L28 3Z" fill="{GOLD}"/>'
            f'<path d="M-54 -5H-48V5H-54Z" fill="{GOLD}"/>'
            f'<path d="M-30 3H14V26L-8 18L-30 26Z" fill="{RED}"/>'
            f'<path d="M-8 7V16M-12 11H-4" fill="none" stroke="{PALE_GOLD}" stroke-width="2.2"/>')


@piece("jester-cap")
def _jester_cap() -> str:  # base on y=0, about 50 wide
    return (f'<path d="M-16 0C-18 -14 -26 -24 -36 -22C-26 -30 -10 -26 -2 -10Z" fill="{RED}"/>'
            f'<path d="M16 0C18 -14 26 -24 36 -22C26 -30 10 -26 2 -10Z" fill="{BLUE}"/>'
            f'<path d="M-17 0C-12 -16 12 -16 17 0Z" fill="{GOLD}"/>'
            f'<circle cx="-37" cy="-21" r="4" fill="{GOLD}"/><circle cx="37" cy="-21" r="4" fill="{GOLD}"/>'
            f'<path d="M-18 0H18" fill="none" stroke-width="3"/>')


@piece("wheel")
def _wheel() -> str:  # radius 50
    spokes = "".join(f"M{pts([polar(10, a), polar(44, a)])}" for a in range(0, 360, 45))
    return (f'<circle r="50" fill="none" stroke-width="12"/>'
            f'<circle r="50" fill="none" stroke="{WOOD}" stroke-width="8"/>'
            f'<path d="{spokes}" fill="none" stroke-width="7"/>'
            f'<path d="{spokes}" fill="none" stroke="{WOOD}" stroke-width="3.5"/>'
            f'<circle r="11" fill="{GOLD}" stroke-width="2.5"/><circle r="3.5" fill="{INK}"/>')


@piece("flame")
def _flame() -> str:  # about 60 wide, 90 tall, base on y=40
    return (f'<path d="M0 40C-30 40 -36 12 -22 -10C-20 4 -12 8 -9 0C-16 -20 -6 -40 6 -56C6 -36 24 -28 24 -6'
            f'C30 -12 31 -20 29 -26C44 -8 38 40 0 40Z" fill="{RED}" stroke-width="2.5"/>'
            f'<path d="M0 36C-16 36 -20 20 -12 8C-8 16 -2 14 -2 8C-6 -4 0 -16 6 -24C8 -12 18 -6 16 8'
            f'C22 6 22 0 22 -4C28 8 26 36 0 36Z" fill="{GOLD}" stroke-width="1.6"/>')


@piece("anchor")
def _anchor() -> str:
    return (f'<circle cy="-52" r="9" fill="none" stroke-width="9"/>'
            f'<circle cy="-52" r="9" fill="none" stroke="{STEEL}" stroke-width="5"/>'
            + limb([(0, -43), (0, 46)], STEEL, 8)
            + limb([(-24, -28), (24, -28)], STEEL, 7)
            + f'<path d="M-46 10C-42 40 -20 52 0 52C20 52 42 40 46 10" fill="none" stroke-width="12"/>'
            f'<path d="M-46 10C-42 40 -20 52 0 52C20 52 42 40 46 10" fill="none" stroke="{STEEL}" '
            'stroke-width="8"/>'
            f'<path d="M-54 16L-46 -2L-36 14ZM54 16L46 -2L36 14Z" fill="{STEEL}"/>')


@piece("skull")
def _skull() -> str:
    return (f'<path d="M-22 6C-30 -18 -16 -34 0 -34C16 -34 30 -18 22 6L16 10V22H-16V10Z" fill="{WHITE}" '
            'stroke-width="2.5"/>'
            '<path d="M-14 -8C-14 -16 -4 -16 -4 -6C-4 0 -14 0 -14 -8Z'
            'M14 -8C14 -16 4 -16 4 -6C4 0 14 0 14 -8Z'
            f'M0 -2L-4 8H4Z" fill="{INK}"/>'
            f'<path d="M-8 12V22M0 12V22M8 12V22" fill="none" stroke-width="1.6"/>')


# --- card frame and corner index ----------------------------------------------------------------


def frame(ground: str = CREAM) -> str:
    """The card stock: cream, rounded corners (rx 14 = 7% of the width, as the table draws it)."""
    return f'<rect x="1.5" y="1.5" width="197" height="337" rx="13" fill="{ground}" stroke-width="2.5"/>'


def corner_index(content: str) -> tuple[str, str]:
    """(defs, body): the index drawn once top-left and again, turned, bottom-right."""
    defs = f'<g id="ix">{content}</g>'
    body = '<use href="#ix"/><use href="#ix" transform="rotate(180 100 170)"/>'
    return defs, body


def value_index(label: str, suit: str) -> str:
    """A rank (number or letter) above a small suit symbol, for the top-left corner."""
    size = 38
    length = 40 if len(label) > 1 else None
    symbol = SUIT_PIECE[suit]
    if suit in LONG_SUITS:
        mark = use(symbol, 27, 77, 0.46)
    elif suit == "c":
        mark = use(symbol, 27, 71, 0.66)
    else:
        mark = use(symbol, 27, 67, 0.74)
    return text(27, 42, label, size, length=length, family=INDEX_FONT) + mark


# Roman numerals drawn as strokes so they fit the corner whatever fonts the reader has.
ROMAN_GLYPHS = {
    "I": "M6 0V30",
    "V": "M0 0L6 30L12 0",
    "X": "M0 0L12 30M12 0L0 30",
    "L": "M2 0V30H12",
}


def roman_index(number: int) -> str:
    """The trump's Roman numeral between two rules, top-left."""
    numeral = cards.roman(number)
    advance, x0, y0 = 16, 18, 16
    d = "".join(_shift(ROMAN_GLYPHS[c], x0 + i * advance, y0) for i, c in enumerate(numeral))
    width = len(numeral) * advance - 4
    rules = f"M{x0 - 4} {y0 - 5}H{num(x0 + width + 4)}M{x0 - 4} {y0 + 35}H{num(x0 + width + 4)}"
    return (f'<path d="{rules}" fill="none" stroke-width="2.5"/>'
            f'<path d="{d}" fill="none" stroke-width="4.5" stroke-linecap="square"/>')


def _shift(d: str, dx: float, dy: float) -> str:
    """Moves a path made of absolute M/L/H/V commands by (dx, dy)."""
    out = []
    for command, args in re.findall(r"([MLHV])([^MLHV]*)", d):
        values = [float(v) for v in args.replace(",", " ").split()]
        if command in "ML":
            moved = [v + (dx if i % 2 == 0 else dy) for i, v in enumerate(values)]
        elif command == "H":
            moved = [v + dx for v in values]
        else:
            moved = [v + dy for v in values]
        out.append(command + " ".join(num(v) for v in moved))
    return "".join(out)


def emblem_index(name: str, scale: float) -> str:
    """A small emblem in the corner, for the unnumbered cards (arie, Matto)."""
    return use(name, 34, 36, scale)


# --- pip layouts -------------------------------------------------------------------------------

LEFT, RIGHT = 70, 130
ROUND_LAYOUTS: dict[int, Sequence[tuple[float, float]]] = {
    2: [(100, 95), (100, 245)],
    3: [(100, 80), (100, 170), (100, 260)],
    4: [(LEFT, 95), (RIGHT, 95), (LEFT, 245), (RIGHT, 245)],
    5: [(LEFT, 95), (RIGHT, 95), (100, 170), (LEFT, 245), (RIGHT, 245)],
    6: [(x, y) for y in (80, 170, 260) for x in (LEFT, RIGHT)],
    7: [(x, y) for y in (74, 176, 270) for x in (LEFT, RIGHT)] + [(100, 126)],
    8: [(x, y) for y in (65, 135, 205, 275) for x in (LEFT + 4, RIGHT - 4)],
    9: [(x, y) for y in (65, 135, 205, 275) for x in (LEFT + 4, RIGHT - 4)] + [(100, 170)],
    10: [(x, y) for y in (65, 135, 205, 275) for x in (LEFT + 4, RIGHT - 4)] + [(100, 100), (100, 240)],
}


LONG_SCALE = {2: 1.15, 3: 0.84, 4: 1.0, 5: 0.9, 6: 0.82, 7: 0.8, 8: 0.62, 9: 0.6, 10: 0.58}
LONG_LEAN = 10  # degrees: swords and batons lean outwards like a fan


def pips(suit: str, count: int) -> str:
    symbol = SUIT_PIECE[suit]
    if suit in LONG_SUITS:
        scale = LONG_SCALE[count]
        return "".join(use(symbol, x, y, scale, LONG_LEAN * ((x > 100) - (x < 100)))
                       for x, y in ROUND_LAYOUTS[count])
    scale = 1.0 if count < 8 else 0.8
    if suit == "c":
        scale *= 0.95
    return "".join(use(symbol, x, y, scale) for x, y in ROUND_LAYOUTS[count])


def ace(suit: str) -> str:
    """The ace: one large, decorated symbol."""
    if suit == "d":
        rays = rosette_path(16, 74, 7)
        return (f'<path d="{rays}" transform="translate(100 170)" fill="{PALE_GOLD}" stroke-width="1.5"/>'
                + use("coin", 100, 170, 2.9))
    if suit == "c":
        return (f'<path d="{rosette_path(3, 40, 9, -60)}" transform="translate(100 88)" fill="{GREEN}" '
                'stroke-width="1.5"/>'
                + use("cup", 100, 180, 2.7))
    if suit == "s":
        return use("sword", 100, 178, 2.55) + use("crown", 100, 92, 1.1)
    leaves = (f'<path d="M0 0C-14 -6 -30 -2 -36 8C-22 12 -10 8 0 0Z" transform="translate(96 70)" '
              f'fill="{GREEN}"/>'
              f'<path d="M0 0C14 -6 30 -2 36 8C22 12 10 8 0 0Z" transform="translate(104 96)" '
              f'fill="{GREEN}"/>')
    return leaves + use("baton", 100, 175, 2.5)


# --- the SVG file --------------------------------------------------------------------------------

_REF = re.compile(r'(?:href="#|url\(#)([\w-]+)')


def svg_file(title: str, body: str, local_defs: str = "") -> str:
    """A complete card file: shared pieces that *body* uses go into <defs>, once each."""
    needed: list[str] = []
    pending = _REF.findall(local_defs + body)
    local_ids = set(re.findall(r'id="([\w-]+)"', local_defs))
    while pending:
        name = pending.pop(0)
        if name in needed or name in local_ids:
            continue
        needed.append(name)
        pending.extend(_REF.findall(PIECES[name]))
    defs = local_defs + "".join(PIECES[name] for name in needed)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" role="img">'
            f"<title>{escape(title)}</title>"
            + (f"<defs>{defs}</defs>" if defs else "")
            + f'<g stroke="{INK}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round" '
              f'font-family="{FONT}">{body}</g></svg>\n')


# --- figures -------------------------------------------------------------------------------------
# Simple geometric people, drawn in card coordinates: head circle, headwear, robe, arms, and the
# suit symbol in one hand. The same parts make the court cards, the papi and the Matto.

SUIT_COLOURS = {  # robe, mantle/second colour: decoration only, the suit is the symbol held
    "d": (RED, BLUE), "c": (BLUE, RED), "s": (GREEN, RED), "b": (RED, GREEN),
}
GRIP = {"coin": 17, "cup": 9, "sword": 35, "scimitar": 35, "baton": 34}


def held(symbol: str, hand: tuple[float, float], scale: float, rotate: float = 0) -> str:
    """The symbol placed so that its grip (handle, stem or lower rim) lies in the hand, + the hand."""
    gx, gy = polar(GRIP[symbol] * scale, rotate + 180)
    centre = (hand[0] - gx, hand[1] - gy)
    return use(symbol, centre[0], centre[1], scale, rotate) + hand_dot(*hand)


def hand_dot(x: float, y: float) -> str:
    return f'<circle cx="{num(x)}" cy="{num(y)}" r="5.5" fill="{SKIN}" stroke-width="1.8"/>'


def arm(points: Sequence[tuple[float, float]], sleeve: str, hand: bool = True) -> str:
    out = limb(points, sleeve, 9)
    return out + (hand_dot(*points[-1]) if hand else "")


def head(x: float, y: float, *, beard: str | None = None, hair: str | None = None,
         r: float = 16) -> str:
    """A face at (x, y). hair: 'long' (behind the head, to the shoulders) or 'short'."""
    s = r / 16
    parts = []
    if hair == "long":
        parts.append(f'<path d="M-18 -4C-24 22 -22 38 -14 44H14C22 38 24 22 18 -4C16 -22 -16 -22 -18 -4Z" '
                     f'fill="{HAIR}"/>')
    parts.append(f'<circle r="16" fill="{SKIN}"/>')
    parts.append(use("eyes"))
    if hair in ("short", "long"):
        parts.append(f'<path d="M-16 -1C-18 -20 18 -20 16 -1C10 -10 -10 -10 -16 -1Z" fill="{HAIR}"/>')
    if beard:
        parts.append(f'<path d="M-15 2C-16 28 -6 34 0 34C6 34 16 28 15 2C12 12 -12 12 -15 2Z" '
                     f'fill="{beard}"/>'
                     f'<path d="M-9 6Q0 1 9 6" fill="none" stroke="{beard}" stroke-width="3"/>')
    return group("".join(parts), x, y, s)


def suit_in_hand(suit: str, hand: tuple[float, float], *, court_sword: bool = False,
                 scale: float = 1.15, lean: float = 8) -> str:
    symbol = SUIT_PIECE[suit]
    if suit == "s" and court_sword:
        symbol = "scimitar"
    if suit in LONG_SUITS:
        return held(symbol, hand, 1.3 * scale / 1.15, lean)
    return held(symbol, hand, scale)


def woman(suit: str | None, *, servant: bool) -> str:
    """Standing woman: the Scopa Donna (crowned) or the Minchiate Fantina (servant, veiled).

    With no suit (L'Amore) her arms hang down.
    """
    robe, second = SUIT_COLOURS[suit or "s"]
    gown, bodice = (second, robe) if not servant else (robe, second)
    out = [f'<path d="M86 150H114L142 296Q100 304 58 296Z" fill="{gown}"/>']
    if servant:
        out.append(f'<path d="M89 158H111L120 272Q100 278 80 272Z" fill="{WHITE}"/>')
    else:
        out.append(f'<path d="M100 152L86 296M100 152L114 296" fill="none" stroke="{GOLD}" '
                   'stroke-width="3"/>')
    out.append(f'<path d="M81 101Q100 110 119 101L114 152H86Z" fill="{bodice}"/>'
               f'<path d="M86 150H114" fill="none" stroke="{GOLD}" stroke-width="4"/>')
    if suit is None:
        out.append(head(100, 78, hair="long") + use("coronet", 100, 64))
        out.append(arm([(84, 107), (78, 160)], bodice, hand=False)
                   + arm([(116, 107), (122, 160)], bodice, hand=False))
    elif servant:
        out.append(f'<path d="M-20 -2C-24 -26 24 -26 20 -2L22 30H-22Z" transform="translate(100 78)" '
                   f'fill="{WHITE}"/>')
        out.append(head(100, 78, hair="short"))
        if suit in LONG_SUITS:
            out.append(arm([(84, 107), (76, 138), (88, 152)], bodice))
            out.append(arm([(116, 107), (132, 132), (140, 152)], bodice, hand=False))
            out.append(suit_in_hand(suit, (140, 152)))
        else:
            out.append(arm([(84, 107), (78, 146), (95, 164)], bodice, hand=False))
            out.append(arm([(116, 107), (122, 146), (105, 164)], bodice, hand=False))
            out.append(suit_in_hand(suit, (100, 166), scale=1.2))
            out.append(hand_dot(95, 166) + hand_dot(105, 166))
    else:
        out.append(head(100, 78, hair="long"))
        out.append(use("coronet", 100, 64))
        out.append(arm([(84, 107), (72, 136), (86, 152)], bodice))
        if suit in LONG_SUITS:
            out.append(arm([(116, 107), (134, 134), (142, 150)], bodice, hand=False))
            out.append(suit_in_hand(suit, (142, 150)))
        else:
            out.append(arm([(116, 107), (138, 126), (144, 142)], bodice, hand=False))
            out.append(suit_in_hand(suit, (144, 142)))
    return "".join(out)


def page(suit: str | None, tunic: str = RED, hose: str = BLUE, *, minchiate: bool = True) -> str:
    """Standing young man: the Minchiate Fante (cap with feather), holding his suit symbol."""
    out = [limb([(92, 200), (90, 286)], hose, 11), limb([(108, 200), (110, 286)], hose, 11),
           f'<ellipse cx="86" cy="291" rx="10" ry="5" fill="{INK}"/>'
           f'<ellipse cx="114" cy="291" rx="10" ry="5" fill="{INK}"/>',
           f'<path d="M82 101H118L127 205Q100 213 73 205Z" fill="{tunic}"/>',
           f'<path d="M78 150H122" fill="none" stroke="{GOLD}" stroke-width="5"/>',
           f'<path d="M100 104V204" fill="none" stroke="{GOLD}" stroke-width="2"/>',
           head(100, 80, hair="short"),
           f'<path d="M-19 -10C-22 -24 18 -28 21 -12Q0 -6 -19 -10Z" transform="translate(100 80)" '
           f'fill="{hose}"/>',
           f'<path d="M116 66C126 48 140 44 148 40C140 54 128 62 118 70Z" fill="{WHITE}"/>']
    if suit is None:  # arms down, hands hidden (L'Impiccato)
        out.append(arm([(84, 107), (80, 160)], tunic, hand=False)
                   + arm([(116, 107), (120, 160)], tunic, hand=False))
        return "".join(out)
    out.append(arm([(84, 107), (70, 134), (84, 152)], tunic))
    out.append(arm([(116, 107), (134, 136), (142, 160)], tunic, hand=False))
    out.append(suit_in_hand(suit, (142, 160), court_sword=minchiate))
    return "".join(out)


def throne(colour: str) -> str:
    return (f'<path d="M60 232V62Q100 40 140 62V232Z" fill="{colour}"/>'
            f'<path d="M68 226V68Q100 50 132 68V226" fill="none" stroke="{GOLD}" stroke-width="3"/>'
            f'<circle cx="60" cy="60" r="7" fill="{GOLD}"/><circle cx="140" cy="60" r="7" fill="{GOLD}"/>'
            f'<path d="M52 212H148V226H52ZM55 226H65V292H55ZM135 226H145V292H135Z" fill="{WOOD}"/>')


def enthroned(suit: str | None, *, robe: str, mantle: str, seat: str, headwear: str,
              beard: str | None, hair: str | None = None, left_hand: str = "sceptre") -> str:
    """A figure on a throne: Re, Regina and the papi. *headwear* is a piece placed on the head."""
    out = [throne(seat),
           f'<path d="M80 110H120L131 212L137 286H63L69 212Z" fill="{robe}"/>',
           f'<path d="M78 108L64 214L80 220L100 124L120 220L136 214L122 108Z" fill="{mantle}"/>',
           f'<path d="M78 108Q100 122 122 108L120 118Q100 130 80 118Z" fill="{WHITE}"/>',
           f'<ellipse cx="88" cy="290" rx="10" ry="5" fill="{INK}"/>'
           f'<ellipse cx="112" cy="290" rx="10" ry="5" fill="{INK}"/>',
           head(100, 86, beard=beard, hair=hair),
           use(headwear, 100, 73)]
    if left_hand == "sceptre":
        out.append(limb([(72, 92), (72, 196)], GOLD, 5) + use("star5", 72, 88, 0.9))
        out.append(arm([(83, 114), (66, 148), (72, 160)], mantle))
    elif left_hand == "orb":
        out.append(arm([(83, 114), (66, 150), (76, 166)], mantle, hand=False))
        out.append(use("globe", 76, 148, 0.45) + hand_dot(76, 166))
    if suit is not None:
        if suit in LONG_SUITS:
            out.append(arm([(117, 114), (136, 146), (136, 168)], mantle, hand=False))
            out.append(suit_in_hand(suit, (136, 168), lean=4))
        else:
            out.append(arm([(117, 114), (136, 146), (140, 160)], mantle, hand=False))
            out.append(suit_in_hand(suit, (140, 160)))
    return "".join(out)


def horse_body(cx: float, coat: str, *, with_head: bool) -> str:
    """A horse seen from the side facing left; body centred at (cx, 212)."""
    legs = "".join(limb(p, coat, 8) for p in (
        [(cx - 32, 226), (cx - 44, 256), (cx - 36, 278)],
        [(cx - 20, 230), (cx - 20, 292)],
        [(cx + 24, 230), (cx + 30, 262), (cx + 26, 292)],
        [(cx + 38, 224), (cx + 44, 292)]))
    hooves = (f'<path d="M{num(cx - 42)} 278h10v6h-10ZM{num(cx - 25)} 290h10v6h-10Z'
              f'M{num(cx + 21)} 290h10v6h-10ZM{num(cx + 39)} 290h10v6h-10Z" fill="{INK}"/>')
    tail = group(f'<path d="M50 -12C70 -8 66 24 58 38C56 20 56 4 46 -2Z" fill="{HAIR}"/>', cx, 212)
    body = f'<ellipse cx="{num(cx)}" cy="212" rx="54" ry="27" fill="{coat}"/>'
    out = [tail, legs, hooves, body]
    if with_head:
        neck = ("M-34 -8C-48 -26 -50 -46 -52 -58L-74 -40Q-84 -38 -82 -48L-60 -78L-58 -90L-50 -80"
                "C-34 -70 -24 -42 -12 -24Z")
        out.append(group(f'<path d="{neck}" fill="{coat}"/>'
                         f'<path d="M-52 -80C-38 -70 -28 -46 -16 -28" fill="none" stroke="{HAIR}" '
                         'stroke-width="7"/>'
                         f'<circle cx="-62" cy="-66" r="2.4" fill="{INK}" stroke="none"/>'
                         f'<path d="M-76 -44L-60 -50L-52 -60" fill="none" stroke="{RED}" '
                         'stroke-width="2.5"/>',
                         cx, 212))
    return "".join(out)


def rider(suit: str) -> str:
    """Scopa Cavallo: a rider on a horse, raising his suit symbol."""
    robe, second = SUIT_COLOURS[suit]
    cx = 100
    out = [horse_body(cx, "#e9e2d2", with_head=True),
           f'<path d="M84 186H124L120 226H88Z" fill="{second}"/>',
           f'<path d="M84 186H124" fill="none" stroke="{GOLD}" stroke-width="3"/>',
           limb([(110, 188), (116, 222), (110, 244)], BLUE, 11),
           f'<ellipse cx="108" cy="247" rx="9" ry="4.5" fill="{INK}"/>',
           f'<path d="M96 128H124L128 194H92Z" fill="{robe}"/>',
           f'<path d="M94 160H126" fill="none" stroke="{GOLD}" stroke-width="4"/>',
           head(110, 110, hair="short", r=15),
           f'<path d="M-20 -10C-20 -26 20 -28 22 -10Z" transform="translate(110 110)" fill="{second}"/>',
           f'<path d="M124 98C134 80 148 76 156 72C148 88 136 94 126 102Z" fill="{WHITE}"/>',
           arm([(98, 134), (86, 160), (70, 168)], robe)]
    if suit in LONG_SUITS:
        out.append(arm([(122, 134), (140, 136), (150, 122)], robe, hand=False))
        out.append(suit_in_hand(suit, (150, 122), scale=1.0, lean=12))
    else:
        out.append(arm([(122, 134), (142, 130), (150, 114)], robe, hand=False))
        out.append(suit_in_hand(suit, (150, 114), scale=1.05))
    return "".join(out)


def centaur(suit: str) -> str:
    """Minchiate Cavallo: half man, half beast, raising his suit symbol."""
    robe, second = SUIT_COLOURS[suit]
    out = [horse_body(104, "#c79a62", with_head=False),
           f'<path d="M66 226L60 142H98L104 226Z" fill="{robe}"/>',
           f'<path d="M62 184H102" fill="none" stroke="{GOLD}" stroke-width="4"/>',
           head(80, 120, beard=HAIR, hair="short", r=15),
           f'<path d="M-16 -12L-18 -26L-6 -18L0 -30L6 -18L18 -26L16 -12Z" transform="translate(80 120)" '
           f'fill="{GOLD}"/>',
           arm([(64, 148), (58, 178), (74, 196)], second)]
    if suit in LONG_SUITS:
        out.append(arm([(96, 148), (118, 150), (132, 136)], second, hand=False))
        out.append(suit_in_hand(suit, (132, 136), court_sword=True, scale=1.05, lean=18))
    else:
        out.append(arm([(96, 148), (120, 146), (132, 128)], second, hand=False))
        out.append(suit_in_hand(suit, (132, 128), scale=1.05))
    return "".join(out)


def jester() -> str:
    """Il Matto: a jester in motley with cap and bells and a bauble on a stick."""
    return "".join([
        limb([(92, 196), (84, 286)], BLUE, 11), limb([(108, 196), (122, 284)], RED, 11),
        f'<ellipse cx="80" cy="290" rx="10" ry="5" fill="{INK}"/>'
        f'<ellipse cx="126" cy="288" rx="10" ry="5" fill="{INK}"/>',
        f'<path d="M100 100H82L74 206L87 198L100 208Z" fill="{RED}"/>',
        f'<path d="M100 100H118L126 206L113 198L100 208Z" fill="{BLUE}"/>',
        f'<path d="M80 100L90 116L100 104L110 116L120 100Z" fill="{GOLD}"/>',
        f'<path d="M78 150H122" fill="none" stroke="{GOLD}" stroke-width="4"/>',
        head(100, 82),
        use("jester-cap", 100, 72, 0.95),
        limb([(140, 66), (112, 176)], WOOD, 5),
        f'<circle cx="141" cy="60" r="9" fill="{GOLD}"/>' + use("jester-cap", 141, 55, 0.35),
        arm([(84, 106), (70, 140), (60, 168)], BLUE),
        arm([(116, 106), (128, 134), (122, 152)], RED),
    ])


# --- headwear of the papi --------------------------------------------------------------------------

@piece("ducal")
def _ducal() -> str:  # the grand-ducal crown: rays and a lily
    rays = "".join(f"M{pts([polar(14, a - 7), polar(30, a), polar(14, a + 7)])}" for a in (-60, -30, 30, 60))
    return (f'<path d="{rays}" transform="translate(0 12)" fill="{GOLD}"/>'
            f'<path d="M-18 0H18L16 -10H-16Z" fill="{GOLD}"/>'
            '<path d="M0 -32C-6 -24 -6 -18 0 -12C6 -18 6 -24 0 -32Z'
            f'M0 -14C-6 -20 -14 -20 -12 -12C-10 -8 -4 -10 0 -12'
            f'C4 -10 10 -8 12 -12C14 -20 6 -20 0 -14Z" fill="{RED}"/>')


@piece("imperial")
def _imperial() -> str:  # arched imperial crown with a cross
    return (f'<path d="M-18 0V-14C-18 -30 18 -30 18 -14V0Z" fill="{RED}"/>'
            f'<path d="M-18 -14C-18 -30 18 -30 18 -14M0 -28V-2" fill="none" stroke="{GOLD}" '
            'stroke-width="4"/>'
            f'<path d="M-20 0H20V-6H-20Z" fill="{GOLD}"/>'
            f'<path d="M0 -28V-40M-5 -35H5" fill="none" stroke-width="3"/>')


@piece("mitre")
def _mitre() -> str:  # tall eastern crown
    return (f'<path d="M-17 0C-19 -20 -10 -36 0 -42C10 -36 19 -20 17 0Z" fill="{WHITE}"/>'
            f'<path d="M0 -42V0M-17 -4H17" fill="none" stroke="{GOLD}" stroke-width="4"/>'
            f'<circle cy="-44" r="3.5" fill="{GOLD}"/>')


@piece("wide-hat")
def _wide_hat() -> str:
    return (f'<path d="M-28 -2C-20 -8 20 -8 28 -2C20 4 -20 4 -28 -2Z" fill="{GREEN}"/>'
            f'<path d="M-14 -5C-14 -24 14 -24 14 -5Z" fill="{GREEN}"/>')


# --- trump emblems (card coordinates; the emblem area is about x 14-186, y 56-258) ------------------

def fit(markup: str, scale: float, source: tuple[float, float], target: tuple[float, float]) -> str:
    """Scales a drawing about *source* and moves that point to *target*."""
    sx, sy = source
    tx, ty = target
    return (f'<g transform="translate({num(tx - sx * scale)} {num(ty - sy * scale)}) scale({num(scale)})">'
            f"{markup}</g>")


FIGURE_IN_TRUMP = (0.8, (100, 176), (100, 156))


def _papa(headwear: str, robe: str, mantle: str, seat: str, beard: str | None, left_hand: str) -> str:
    """Papi 2-4: an enthroned ruler, told apart by headwear, beard and what the left hand holds."""
    figure = enthroned(None, robe=robe, mantle=mantle, seat=seat, headwear=headwear,
                       beard=beard, left_hand=left_hand)
    return fit(figure, *FIGURE_IN_TRUMP)


def _bagatto() -> str:
    figure = (f'<path d="M78 112H122L130 206H70Z" fill="{RED}"/>'
              + head(100, 92, hair="short") + use("wide-hat", 100, 78)
              + arm([(84, 118), (70, 150), (82, 182)], BLUE)
              + limb([(150, 84), (124, 142)], GOLD, 5)
              + arm([(116, 118), (134, 140), (128, 146)], BLUE)
              + f'<path d="M44 196H156V208H44Z" fill="{WOOD}"/>'
              + f'<path d="M50 208H150L146 262H54Z" fill="{BLUE}"/>'
              + f'<path d="M54 230H146" fill="none" stroke="{GOLD}" stroke-width="4"/>'
              + use("cup", 64, 178, 0.62)
              + f'<path d="M98 184h12v12h-12ZM114 188h10v8h-10Z" fill="{WHITE}"/>'
              + use("coin", 138, 188, 0.4))
    return fit(figure, 0.92, (100, 170), (100, 160))


def _lovers() -> str:
    man = fit(page(None, RED, BLUE), 0.62, (100, 170), (68, 184))
    lady = fit(woman(None, servant=False), 0.62, (100, 170), (132, 184))
    arrow = (f'<path d="M60 104L134 66" fill="none" stroke="{WOOD}" stroke-width="3"/>'
             f'<path d="M140 63L126 64L132 75Z" fill="{STEEL}"/>')
    return man + lady + use("heart", 100, 86, 1.1) + arrow


@piece("jug")
def _jug() -> str:  # about 50 wide, 70 tall, spout up-left
    return (f'<path d="M12 -20C28 -18 30 8 14 12" fill="none" stroke-width="9"/>'
            f'<path d="M12 -20C28 -18 30 8 14 12" fill="none" stroke="{GOLD}" stroke-width="5"/>'
            '<path d="M-10 -30L-22 -38L-8 -38H10V-26C22 -14 24 18 10 30H-10C-24 18 -22 -14 -10 -26Z" '
            f'fill="{GOLD}"/>'
            f'<path d="M-14 0H14" fill="none" stroke="{RED}" stroke-width="5"/>'
            f'<path d="M-12 30H12V36H-12Z" fill="{GOLD}"/>')


def _temperanza() -> str:
    stream = f'<path d="M101 136C92 146 82 154 76 176" fill="none" stroke="{BLUE}" stroke-width="6"/>'
    return use("jug", 140, 98, 1.2, -105) + stream + use("jug", 72, 210, 1.2)


def _forza() -> str:
    flutes = "".join(f"M{x} 98V226" for x in (84, 94, 106, 116))
    return (f'<path d="M58 236H142V250H58ZM66 224H134V236H66Z" fill="{GOLD}"/>'
            f'<path d="M74 98H126V224H74Z" fill="{WHITE}"/>'
            f'<path d="{flutes}" fill="none" stroke-width="1.5"/>'
            f'<path d="M66 84H134V98H66Z" fill="{GOLD}"/>'
            f'<path d="M56 72C50 90 74 90 70 76H130C126 90 150 90 144 72Z" fill="{GOLD}"/>'
            f'<path d="M54 68H146V74H54Z" fill="{GOLD}"/>')


def _giustizia() -> str:
    pans = "".join(
        f'<path d="M{x} 102L{x - 22} 170M{x} 102L{x + 22} 170" fill="none" stroke-width="1.6"/>'
        f'<path d="M{x - 26} 170H{x + 26}C{x + 22} 188 {x - 22} 188 {x - 26} 170Z" fill="{GOLD}"/>'
        for x in (52, 148))
    return (use("sword", 100, 168, 1.8)
            + f'<path d="M46 98H154V106H46Z" fill="{GOLD}"/><circle cx="100" cy="102" r="7" fill="{GOLD}"/>'
            + pans)


def _ruota() -> str:
    return use("wheel", 100, 166, 1.5) + use("crown", 100, 88, 1.1)


def _carro() -> str:
    return (limb([(140, 150), (140, 66)], WOOD, 5)
            + f'<path d="M142 68L176 78L142 90Z" fill="{RED}"/>'
            + f'<path d="M78 118H122L124 160H76Z" fill="{BLUE}"/>'
            + head(100, 104) + use("crown", 100, 92, 0.8)
            + f'<path d="M42 150H158L148 206H52Z" fill="{RED}"/>'
            + f'<path d="M48 166H152" fill="none" stroke="{GOLD}" stroke-width="5"/>'
            + use("wheel", 100, 214, 0.55)
            + limb([(42, 196), (16, 214)], WOOD, 5))


def _gobbo() -> str:
    glass = (f'<path d="M72 92H128C128 130 108 140 104 150C108 160 128 170 128 208H72C72 170 92 160 96 150'
             f'C92 140 72 130 72 92Z" fill="{WHITE}"/>'
             '<path d="M84 120H116C112 132 102 140 100 146C98 140 88 132 84 120Z'
             'M76 206C80 182 96 176 100 168'
             f'C104 176 120 182 124 206Z" fill="{GOLD}" stroke-width="1.5"/>')
    frame_ = (f'<path d="M58 80H142V92H58ZM58 208H142V220H58Z" fill="{WOOD}"/>'
              + "".join(limb([(x, 92), (x, 208)], WOOD, 5) for x in (64, 136)))
    crutch = limb([(40, 250), (62, 86)], WOOD, 6) + limb([(48, 84), (76, 88)], WOOD, 6)
    return crutch + glass + frame_


def _impiccato() -> str:
    gallows = (limb([(48, 250), (48, 70)], WOOD, 8) + limb([(152, 250), (152, 70)], WOOD, 8)
               + limb([(40, 70), (160, 70)], WOOD, 9))
    figure = (f'<g transform="translate(100 100) rotate(180) scale(0.56) translate(-100 -292)">'
              f'{page(None, GREEN, RED)}</g>')
    rope = f'<path d="M100 70V84L93 100" fill="none" stroke="{WOOD}" stroke-width="3"/>'
    return gallows + rope + figure


def _morte() -> str:
    blade = f'<path d="M142 70C112 44 66 48 40 78C72 66 110 66 138 86Z" fill="{STEEL}"/>'
    return limb([(62, 252), (142, 70)], WOOD, 6) + blade + use("skull", 94, 180, 1.6)


def _diavolo() -> str:
    wing = "M92 140C70 110 42 100 22 110C30 120 28 132 20 142C34 140 40 150 38 162C50 154 60 160 66 170Z"
    wings = (f'<path d="{wing}" fill="{DARK_RED}"/>'
             f'<path d="{wing}" transform="matrix(-1 0 0 1 200 0)" fill="{DARK_RED}"/>')
    body = f'<path d="M80 150H120L130 250H70Z" fill="{RED}"/>'
    horns = (f'<path d="M82 100C70 88 68 72 74 60C78 76 86 84 94 90ZM118 100C130 88 132 72 126 60'
             f'C122 76 114 84 106 90Z" fill="{WHITE}"/>')
    face = (f'<circle cx="100" cy="116" r="26" fill="{RED}"/>'
            f'<path d="M86 108L96 112L88 116ZM114 108L104 112L112 116Z" fill="{GOLD}" stroke-width="1.2"/>'
            f'<path d="M86 126Q100 138 114 126" fill="none" stroke-width="2.5"/>'
            f'<path d="M92 140L100 154L108 140Z" fill="{INK}"/>')
    fork = (limb([(156, 250), (156, 100)], WOOD, 5)
            + '<path d="M144 86V106H168V86" fill="none" stroke-width="5"/>'
              '<path d="M156 80V106" fill="none" stroke-width="5"/>')
    return wings + body + horns + face + fork


def _casa() -> str:
    bricks = "".join(f"M72 {y}H128" for y in range(130, 250, 20))
    return (f'<path d="M72 110H128V250H72Z" fill="{WHITE}"/>'
            f'<path d="{bricks}" fill="none" stroke-width="1.2"/>'
            f'<path d="M88 250V220C88 208 112 208 112 220V250Z" fill="{INK}"/>'
            f'<path d="M66 96H134V112H66ZM66 96V84H78V96M88 96V84H100V96M112 96V84H124V96" fill="{WHITE}"/>'
            + use("flame", 100, 66, 0.55)
            + f'<path d="M172 48L146 96L160 98L136 148L150 100L134 98Z" fill="{GOLD}"/>'
            + f'<path d="M92 160h16v22h-16Z" fill="{GOLD}"/>')


def _prudenza() -> str:
    snake = "M100 244C130 236 130 220 100 212C70 204 70 188 100 180C124 172 128 160 112 150"
    return (limb([(100, 150), (100, 246)], WOOD, 8)
            + f'<ellipse cx="100" cy="108" rx="42" ry="50" fill="{GOLD}"/>'
            + f'<ellipse cx="100" cy="108" rx="32" ry="40" fill="{STEEL}"/>'
            + f'<path d="M84 88C90 78 100 74 108 76" fill="none" stroke="{WHITE}" stroke-width="4"/>'
            + f'<path d="{snake}" fill="none" stroke-width="11"/>'
              f'<path d="{snake}" fill="none" stroke="{GREEN}" stroke-width="7"/>'
            + f'<ellipse cx="112" cy="146" rx="9" ry="6" fill="{GREEN}"/>'
            + f'<path d="M120 144L128 142M128 142L132 138M128 142L132 146" fill="none" stroke="{RED}" '
              'stroke-width="1.5"/>')


def _fede() -> str:
    return (f'<path d="M92 60H108V110H140V126H108V250H92V126H60V110H92Z" fill="{GOLD}" stroke-width="2.5"/>'
            + f'<circle cx="100" cy="162" r="14" fill="{WHITE}"/>'
            + use("cup", 100, 212, 1.6))


def _carita() -> str:
    return use("flame", 100, 108, 0.6) + use("heart", 100, 170, 2.3)


def _fuoco() -> str:
    logs = limb([(54, 246), (146, 222)], WOOD, 10) + limb([(54, 222), (146, 246)], WOOD, 10)
    return use("flame", 100, 164, 1.7) + logs


def _acqua() -> str:
    wave = "M28 {y}q12 -12 24 0t24 0t24 0t24 0t24 0t24 0"
    waves = "".join(f'<path d="{wave.format(y=y)}" fill="none" stroke-width="9"/>'
                    f'<path d="{wave.format(y=y)}" fill="none" stroke="{BLUE}" stroke-width="5"/>'
                    for y in (186, 210, 234))
    drop = ('<path d="M100 60C84 94 68 120 68 140C68 160 84 172 100 172C116 172 132 160 132 140'
            f'C132 120 116 100 100 66Z" fill="{STEEL}" stroke-width="2.5"/>')
    shine = f'<path d="M82 138C82 150 88 158 96 160" fill="none" stroke="{WHITE}" stroke-width="4"/>'
    return drop + shine + waves


def _terra() -> str:
    return (f'<path d="M20 250C40 170 70 150 100 190C120 150 160 150 180 250Z" fill="{GREEN}"/>'
            + f'<path d="M20 250H180V234C140 226 60 226 20 234Z" fill="{WOOD}"/>'
            + limb([(100, 190), (100, 120)], WOOD, 8)
            + f'<circle cx="100" cy="104" r="30" fill="{GREEN}"/>'
              f'<circle cx="78" cy="124" r="18" fill="{GREEN}"/>'
              f'<circle cx="122" cy="124" r="18" fill="{GREEN}"/>'
            + f'<circle cx="90" cy="98" r="4" fill="{RED}"/><circle cx="112" cy="110" r="4" fill="{RED}"/>'
              f'<circle cx="82" cy="124" r="4" fill="{RED}"/>')


def _aria() -> str:
    cloud = ("M52 196C34 196 30 172 48 166C44 146 70 136 82 150C90 128 124 128 128 150"
             "C144 140 166 152 158 170C174 176 168 198 150 196Z")
    wind = "".join(f'<path d="M{x} {y}C{x + 40} {y - 10} {x + 70} {y + 10} {x + 110} {y}" fill="none" '
                   f'stroke="{BLUE}" stroke-width="4"/>'
                   for x, y in ((40, 222), (50, 242)))
    birds = "".join(f'<path d="M{x - 14} {y - 4}Q{x - 6} {y - 10} {x} {y}Q{x + 6} {y - 10} {x + 14} {y - 4}" '
                    'fill="none" stroke-width="3"/>'
                    for x, y in ((70, 96), (120, 80), (146, 112)))
    face = ('<circle cx="90" cy="168" r="2.4" fill="#222" stroke="none"/>'
            '<circle cx="108" cy="168" r="2.4" fill="#222" stroke="none"/>'
            f'<circle cx="99" cy="182" r="5" fill="{RED}" stroke-width="1.5"/>'
            '<path d="M72 172Q76 178 82 176M126 172Q122 178 116 176" fill="none" stroke-width="1.4"/>')
    return f'<path d="{cloud}" fill="{WHITE}" stroke-width="2.5"/>' + face + wind + birds


# Zodiac glyphs, drawn as strokes inside a 60-unit box around the origin.
ZODIAC_GLYPHS: dict[int, str] = {
    # Libra: a bar under a bar with a hump
    24: "M-26 18H26M-26 4H-10A14 14 0 1 1 10 4H26",
    # Virgo: an m whose last leg loops
    25: "M-26 -18Q-18 -22 -18 -12V20M-18 -10C-18 -24 -4 -24 -4 -10V20M-4 -10C-4 -24 10 -24 10 -10V12"
        "C10 26 28 22 26 6C24 -6 8 0 12 14L16 26",
    # Scorpio: an m whose last leg ends in an arrow
    26: "M-26 -18Q-18 -22 -18 -12V20M-18 -10C-18 -24 -4 -24 -4 -10V20M-4 -10C-4 -24 10 -24 10 -10V14"
        "C10 22 16 24 24 18M16 12L25 17L22 26",
    # Aries: the ram's horns on a stem
    27: "M-22 -6C-30 -22 -18 -30 -10 -26C-2 -22 0 -12 0 26M22 -6C30 -22 18 -30 10 -26C2 -22 0 -12 0 -4",
    # Capricorn: a v running into a loop and tail
    28: "M-28 -18L-18 -22L-10 14L0 -18C4 -26 14 -22 14 -10V10C14 28 30 26 30 14C30 2 16 4 16 16"
        "C16 24 8 30 0 28",
    # Sagittarius: an arrow with a cross-bar
    29: "M-22 24L24 -22M4 -22H24V-2M-16 -4L6 18",
    # Cancer: two curls, head to tail
    30: "M-26 -6C-18 -22 10 -24 24 -12M26 6C18 22 -10 24 -24 12M-14 -4A8 8 0 1 0 -14 -20A8 8 0 1 0 -14 -4"
        "M14 4A8 8 0 1 0 14 20A8 8 0 1 0 14 4",
    # Pisces: two arcs back to back, tied
    31: "M-20 -24C-6 -12 -6 12 -20 24M20 -24C6 -12 6 12 20 24M-16 0H16",
    # Aquarius: two zigzag waves
    32: "M-28 -4L-18 -14L-8 -4L2 -14L12 -4L22 -14L28 -8M-28 14L-18 4L-8 14L2 4L12 14L22 4L28 10",
    # Leo: a small circle, the mane arching over, a tail
    33: "M-6 14A9 9 0 1 1 -6 13.9M-6 14C-2 -8 -6 -26 8 -26C22 -26 24 -12 14 4C8 14 10 26 24 22",
    # Taurus: a circle with horns
    34: "M0 24A15 15 0 1 0 0 -6A15 15 0 1 0 0 24M-24 -26C-20 -8 20 -8 24 -26",
    # Gemini: two pillars between two bars
    35: "M-22 -22Q0 -14 22 -22M-22 22Q0 14 22 22M-9 -18V18M9 -18V18",
}
ZODIAC_GROUND = {  # fire, earth, air, water signs: decoration; the glyph and title name the sign
    27: RED, 33: RED, 29: RED, 34: GREEN, 25: GREEN, 28: GREEN,
    35: GOLD, 24: GOLD, 32: GOLD, 30: BLUE, 26: BLUE, 31: BLUE,
}


def _zodiac(number: int) -> str:
    glyph = ZODIAC_GLYPHS[number]
    ring = "".join(use("star5", x, y, 0.7) for x, y in (polar(66, a) for a in range(0, 360, 45)))
    return (f'<circle cx="100" cy="158" r="80" fill="{ZODIAC_GROUND[number]}" stroke-width="2.5"/>'
            f'<circle cx="100" cy="158" r="56" fill="{CREAM}" stroke-width="2.5"/>'
            + group(ring, 100, 158)
            + group(f'<path d="{glyph}" fill="none" stroke-width="11"/>'
                    f'<path d="{glyph}" fill="none" stroke="{PALE_GOLD}" stroke-width="6"/>',
                    100, 158, 1.45))


def _stella() -> str:
    small = "".join(use("star5", x, y, s)
                    for x, y, s in ((44, 90, 1.2), (160, 96, 1.0), (52, 226, 1.0), (150, 232, 1.3)))
    return use("star8", 100, 160, 2.2) + small


def _luna() -> str:
    small = "".join(use("star5", x, y, s) for x, y, s in ((152, 98, 1.2), (160, 210, 1.0), (130, 156, 0.9)))
    return use("moon", 96, 160, 2.6) + small


def _trombe() -> str:
    right = use("trumpet", 130, 160, 1.2, -55)
    left = '<use href="#trumpet" transform="translate(70 160) scale(-1 1) rotate(-55) scale(1.2)"/>'
    return left + right + use("star5", 100, 110, 1.8)


@piece("trumpet-mark")
def _trumpet_mark() -> str:  # the corner mark of Le Trombe: one trumpet, raised
    return use("trumpet", 0, 0, 0.5, -40)


TRUMP_EMBLEMS: dict[int, Callable[[], str]] = {
    1: _bagatto,
    2: lambda: _papa("ducal", RED, BLUE, GREEN, None, "sceptre"),
    3: lambda: _papa("imperial", BLUE, RED, GREEN, HAIR, "orb"),
    4: lambda: _papa("mitre", GREEN, GOLD, BLUE, GREY, "sceptre"),
    5: _lovers,
    6: _temperanza, 7: _forza, 8: _giustizia, 9: _ruota, 10: _carro, 11: _gobbo,
    12: _impiccato, 13: _morte, 14: _diavolo, 15: _casa, 16: lambda: use("anchor", 100, 156, 1.5),
    17: _prudenza, 18: _fede, 19: _carita, 20: _fuoco, 21: _acqua, 22: _terra, 23: _aria,
    **{n: partial(_zodiac, n) for n in ZODIAC_GLYPHS},
    36: _stella, 37: _luna, 38: lambda: use("sun", 100, 156, 2.2),
    39: lambda: use("globe", 100, 166, 2.3), 40: _trombe,
}
ARIE_MARKS = {36: ("star8", 0.68), 37: ("moon", 0.68), 38: ("sun", 0.6), 39: ("globe", 0.5),
              40: ("trumpet-mark", 1)}
MATTO_MARK = ("jester-cap", 0.7)


# --- whole cards -----------------------------------------------------------------------------------

COURT_LETTERS = {"J": "F", "N": "C", "Q": "D", "K": "R"}  # Fante/Fantina, Cavallo, Donna (Regina), Re


def card_title(card: str) -> str:
    """The card's Italian name, as pyapp.cards spells it (the settebello is named)."""
    if cards.is_scopa_card(card):
        name = cards.scopa_card_name(card)
        return f"{name} (settebello)" if card == "7d" else name
    return cards.minchiate_card_name(card)


def _suit_face(title: str, suit: str, value: int, label: str, court: str) -> str:
    """A face of either deck: *suit* is a Scopa suit letter (d c s b); court '' for number cards."""
    robe, second = SUIT_COLOURS[suit]
    if court == "donna":
        picture = woman(suit, servant=False)
    elif court == "fantina":
        picture = woman(suit, servant=True)
    elif court == "fante":
        picture = page(suit, robe, second)
    elif court == "rider":
        picture = rider(suit)
    elif court == "centaur":
        picture = centaur(suit)
    elif court in ("re", "regina"):
        king = court == "re"
        picture = enthroned(suit, robe=robe, mantle=second, seat=GOLD if suit != "d" else GREEN,
                            headwear="crown" if king else "coronet", beard=HAIR if king else None,
                            hair=None if king else "long")
    elif value == 1:
        picture = ace(suit)
    else:
        picture = pips(suit, value)
    defs, index = corner_index(value_index(label, suit))
    return svg_file(title, frame() + picture + index, defs)


def scopa_face(card: str) -> str:
    value, suit = cards.scopa_value(card), cards.scopa_suit(card)
    court = {8: "donna", 9: "rider", 10: "re"}.get(value, "")
    return _suit_face(card_title(card), suit, value, str(value), court)


def minchiate_face(card: str) -> str:
    if card == cards.MATTO:
        return matto_face()
    if cards.is_trump(card):
        return trump_face(cards.trump_number(card))
    suit, rank = card[0].lower(), card[1:]
    if rank in COURT_LETTERS:
        court = {"J": "fantina" if suit in ("c", "d") else "fante", "N": "centaur",
                 "Q": "regina", "K": "re"}[rank]
        return _suit_face(card_title(card), suit, 0, COURT_LETTERS[rank], court)
    return _suit_face(card_title(card), suit, int(rank), rank, "")


def title_band(title: str) -> str:
    """The trump's Italian title along the bottom, squeezed to fit when long."""
    size = 17
    estimate = len(title) * size * 0.5
    length = min(estimate, 168) if estimate > 120 else None
    return (f'<rect x="14" y="256" width="172" height="28" rx="4" fill="{CREAM}" stroke-width="1.5"/>'
            + text(100, 276, title, size, length=length))


def trump_face(number: int) -> str:
    title = cards.TRUMP_TITLES[number]
    aria = number >= 36
    ground = ""
    if aria:
        ground = f'<rect x="8" y="8" width="184" height="324" rx="8" fill="{RED}" stroke-width="1.5"/>'
        mark, scale = ARIE_MARKS[number]
        index_content = emblem_index(mark, scale)
    else:
        ground = '<rect x="8" y="8" width="184" height="324" rx="8" fill="none" stroke-width="1.2"/>'
        index_content = roman_index(number)
    defs, index = corner_index(index_content)
    body = frame() + ground + TRUMP_EMBLEMS[number]() + title_band(title) + index
    return svg_file(card_title(f"T{number}"), body, defs)


def matto_face() -> str:
    defs, index = corner_index(emblem_index(*MATTO_MARK))
    ground = '<rect x="8" y="8" width="184" height="324" rx="8" fill="none" stroke-width="1.2"/>'
    body = frame() + ground + fit(jester(), 0.8, (100, 176), (100, 160)) + title_band("Il Matto") + index
    return svg_file(card_title(cards.MATTO), body, defs)


BACKS = {"blue": (BLUE, "blu"), "red": (RED, "rosso")}


def back_face(colour: str) -> str:
    """An Italian-style patterned back: a diamond lattice with a central rosette."""
    ink, word = BACKS[colour]
    tile = (f'<pattern id="lattice" width="20" height="24" patternUnits="userSpaceOnUse">'
            f'<rect width="20" height="24" fill="{ink}"/>'
            f'<path d="M10 0L20 12L10 24L0 12Z" fill="none" stroke="{CREAM}" stroke-width="1.6"/>'
            f'<circle cx="10" cy="12" r="2.6" fill="{GOLD}"/>'
            f'<circle cx="0" cy="0" r="1.6" fill="{CREAM}"/><circle cx="20" cy="0" r="1.6" fill="{CREAM}"/>'
            f'<circle cx="0" cy="24" r="1.6" fill="{CREAM}"/><circle cx="20" cy="24" r="1.6" fill="{CREAM}"/>'
            f'</pattern>')
    body = (frame()
            + '<rect x="12" y="12" width="176" height="316" rx="8" fill="url(#lattice)" stroke-width="2"/>'
            + f'<rect x="18" y="18" width="164" height="304" rx="5" fill="none" stroke="{GOLD}" '
              'stroke-width="2.5"/>'
            + f'<ellipse cx="100" cy="170" rx="46" ry="64" fill="{CREAM}" stroke="{GOLD}" stroke-width="5"/>'
            + '<ellipse cx="100" cy="170" rx="46" ry="64" fill="none" stroke-width="1.5"/>'
            + group(f'<path d="{rosette_path(8, 36, 9)}" fill="{ink}" stroke-width="1.5"/>'
                    f'<path d="{rosette_path(8, 20, 6, 22.5)}" fill="{GOLD}" stroke-width="1.2"/>', 100, 170)
            + f'<circle cx="100" cy="170" r="6" fill="{CREAM}" stroke-width="1.5"/>')
    return svg_file(f"Dorso delle carte ({word})", body, tile)


# --- the public surface ------------------------------------------------------------------------------


def generate() -> dict[str, str]:
    """Every output file: name -> content (faces of both decks, backs, the sprites).

    The card gallery is a screen of the app (pyapp/gallery_render.py), drawn from the sprites.
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
    files["sprite/minchiate.svg"] = sprite({name: files[f"{name}.svg"]
                                            for name in [*cards.MINCHIATE_DECK, *backs]})
    return files


def sprite(faces: dict[str, str]) -> str:
    """One file holding many faces as <symbol id="<card>">, for the game tables: one request
    instead of one per card (measured by benchmarks/card_loading.py).  Each face's own ids get
    the card as a prefix so they stay unique; titles are left out (the table labels its cards).
    A definition several faces share word for word (a suit's pip, an index corner) is kept once,
    in the sprite's own <defs>, and every face points at that copy (see :func:`share_definitions`)."""
    bodies = {}
    for name, face in faces.items():
        body = re.sub(r"^<svg[^>]*>|</svg>\s*$", "", face.strip())
        body = re.sub(r"<title>.*?</title>", "", body, count=1, flags=re.S)
        body = re.sub(r'id="([^"]+)"', rf'id="{name}-\1"', body)
        body = re.sub(r'href="#([^"]+)"', rf'href="#{name}-\1"', body)
        body = re.sub(r"url\(#([^)]+)\)", rf"url(#{name}-\1)", body)
        bodies[name] = body
    bodies, shared = share_definitions(bodies)
    symbols = "".join(f'<symbol id="{name}" viewBox="0 0 {W} {H}">{body}</symbol>' for name, body in bodies.items())
    defs = f"<defs>{''.join(shared)}</defs>" if shared else ""
    return f'<svg xmlns="http://www.w3.org/2000/svg">{defs}{symbols}</svg>\n'


def top_level_elements(markup: str) -> list[str]:
    """The top-level elements of a fragment of our own SVG markup (no comments, no CDATA)."""
    parts = []
    depth = 0
    start = 0
    for match in re.finditer(r"<(/?)[a-zA-Z][^>]*?(/?)>", markup):
        closing, empty = match.group(1), match.group(2)
        if closing:
            depth -= 1
        elif not empty:
            depth += 1
        if depth == 0:
            parts.append(markup[start:match.end()])
            start = match.end()
    return parts


def share_definitions(bodies: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """Moves the definitions that faces share word for word into one shared list.

    A definition is shared only once everything it points at is shared (repeated until
    nothing changes), so a shared copy never points into one face.  Shared ids are ``s<n>``."""
    shared: list[str] = []
    while True:
        groups: dict[str, list[tuple[str, str, str]]] = {}
        for name, body in bodies.items():
            found = re.search(r"<defs>(.*?)</defs>", body, flags=re.S)
            if not found:
                continue
            for element in top_level_elements(found.group(1)):
                own = re.match(rf'<[a-zA-Z]+ id="{re.escape(name)}-([^"]+)"', element)
                if own is None or f"#{name}-" in element:
                    continue  # not an id'd definition, or it points at another one of this face
                local = own.group(1)
                text = element.replace(f'id="{name}-{local}"', f'id="@{local}"', 1)
                groups.setdefault(text, []).append((name, local, element))
        repeated = {text: users for text, users in groups.items() if len(users) > 1}
        if not repeated:
            return bodies, shared
        for text, users in repeated.items():
            shared_id = f"s{len(shared)}"
            shared.append(text.replace(f'id="@{users[0][1]}"', f'id="{shared_id}"', 1))
            for name, local, element in users:
                own_id = f"{name}-{local}"
                body = bodies[name].replace(element, "", 1)
                body = body.replace(f'"#{own_id}"', f'"#{shared_id}"').replace(f"(#{own_id})", f"(#{shared_id})")
                bodies[name] = body.replace("<defs></defs>", "")


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
    for path in sorted(directory.iterdir()):
        if path.is_file() and path.name not in files:
            path.unlink()
            changed.append(path.name)
    return changed


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
    if directory.is_dir():
        problems += [f"unexpected: {p.name}" for p in sorted(directory.iterdir())
                     if p.is_file() and p.name not in files]
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
