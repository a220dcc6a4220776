"""The card art's vocabulary: palette, small SVG drawing helpers, and the registry of shared
pieces (``PIECES``, filled by ``@piece``) with the suit symbols and emblems drawn once each.

Part of tools/draw_cards.py. A piece is drawn around its own origin and placed with ``<use>``;
other modules add their own pieces to the same registry with ``@piece``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from html import escape

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
