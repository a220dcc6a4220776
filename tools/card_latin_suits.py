"""The Latin suit signs of the regional decks, drawn once per pattern in its colours: Spanish-type
coins, cups, straight swords and knotted cudgels (Napoletane, Piacentine, Siciliane) and
Italian-type curved swords, long batons and half-coloured coins (Trevisane).

Part of tools/draw_cards.py. Each function returns the markup of one sign drawn around its own
origin, pointing up; the pattern modules register them as pieces (``@piece``). Sizes: a coin is
about 40 across, a cup about 44 wide and 58 tall, a sword or cudgel 120 long.
"""

from __future__ import annotations

from card_art import num, polar, star_path
from card_regional import BROWN, INK, RED, STEEL, WHITE, YELLOW

# --- coins ---------------------------------------------------------------------------------------


def star_coin(rim: str, field: str, star: str, heart: str) -> str:
    """A coin with a starred rim: twelve points around a disc bearing an eight-pointed star."""
    return (f'<path d="{star_path(12, 21.5, 17.5)}" fill="{rim}" stroke-width="1.8"/>'
            f'<circle r="14" fill="{field}" stroke-width="1.5"/>'
            f'<path d="{star_path(8, 12.5, 5.5)}" fill="{star}" stroke-width="1.2"/>'
            f'<circle r="3.2" fill="{heart}" stroke-width="1"/>')


def rosette_coin(rim: str, ring: str, petals: str, heart: str, dots: str = INK) -> str:
    """A round coin: a beaded rim, a coloured ring and a flower of eight petals."""
    beads = "".join(f'<circle cx="{num(x)}" cy="{num(y)}" r="1.1"/>' for x, y in
                    (polar(17.2, a) for a in range(0, 360, 30)))
    petal = "M0 -2C-3 -5 -3 -10 0 -12C3 -10 3 -5 0 -2Z"
    flower = "".join(f'<path d="{petal}" transform="rotate({a})"/>' for a in range(0, 360, 45))
    return (f'<circle r="20" fill="{rim}" stroke-width="2"/>'
            f'<g fill="{dots}" stroke="none">{beads}</g>'
            f'<circle r="14.5" fill="{ring}" stroke-width="1.4"/>'
            f'<g fill="{petals}" stroke-width="0.9">{flower}</g>'
            f'<circle r="3.4" fill="{heart}" stroke-width="1"/>')


def split_coin(first: str, second: str, centre: str, leaf: str) -> str:
    """The Trevisane coin: a disc half one colour, half the other, with a flower in the middle."""
    petal = "M0 -3C-3 -6 -3 -11 0 -13C3 -11 3 -6 0 -3Z"
    flower = "".join(f'<path d="{petal}" transform="rotate({a})"/>' for a in range(45, 360, 90))
    crosses = "".join(f'<path d="{petal}" transform="rotate({a}) scale(0.8)"/>' for a in range(0, 360, 90))
    return (f'<circle r="20" fill="{first}" stroke-width="2"/>'
            f'<path d="M-14.1 14.1A20 20 0 0 1 14.1 -14.1Z" fill="{second}" stroke="none"/>'
            f'<circle r="20" fill="none" stroke-width="2"/>'
            f'<circle r="15.5" fill="none" stroke-width="1.2"/>'
            f'<g fill="{leaf}" stroke-width="0.9">{crosses}</g>'
            f'<g fill="{centre}" stroke-width="0.9">{flower}</g>'
            f'<circle r="3.3" fill="{RED}" stroke-width="1"/>')


# --- cups ----------------------------------------------------------------------------------------


def chalice(bowl: str, band: str, stem: str, foot: str, *, hexagonal: bool = False, lid: str | None = None) -> str:
    """A goblet: a round bowl with a band, a knopped stem and a foot (hexagonal: a six-sided foot
    seen from the side, as the Piacentine and the Northern cups have)."""
    if hexagonal:
        base = (f'<path d="M-17 22L-11 17H11L17 22L13 29H-13Z" fill="{foot}"/>'
                f'<path d="M-11 17L-7 29M11 17L7 29M-4 17V29M4 17V29" fill="none" stroke-width="1"/>')
    else:
        base = f'<path d="M-6 17C-12 20 -18 22 -18 26Q0 32 18 26C18 22 12 20 6 17Z" fill="{foot}"/>'
    out = (base
           + f'<path d="M-3.5 2H3.5L4.5 17H-4.5Z" fill="{stem}"/>'
           + f'<ellipse cy="9" rx="6.5" ry="4" fill="{band}"/>'
           + f'<path d="M-21 -20C-21 -4 -12 3 0 3C12 3 21 -4 21 -20Z" fill="{bowl}"/>'
           + f'<path d="M-20.4 -12C-10 -8 10 -8 20.4 -12L19.6 -7C10 -3 -10 -3 -19.6 -7Z" fill="{band}"/>'
           + f'<ellipse cy="-20" rx="21" ry="5" fill="{stem}"/>')
    if lid:
        out += (f'<path d="M-17 -22C-16 -32 16 -32 17 -22Z" fill="{lid}"/>'
                f'<circle cy="-33" r="3.5" fill="{lid}"/>')
    return out


# --- swords ----------------------------------------------------------------------------------------


def straight_sword(blade: str, guard: str, grip: str, fuller: str | None = None) -> str:
    """A Spanish-type sword, point up: a straight blade, a cross-guard with turned-down quillons,
    a grip and a round pommel; 120 long, the guard at y 26."""
    fuller_line = f'<path d="M0 -46V22" fill="none" stroke="{fuller}" stroke-width="1.6"/>' if fuller else ""
    return (f'<path d="M0 -60L5.5 -48V24H-5.5V-48Z" fill="{blade}"/>' + fuller_line
            + f'<path d="M-20 32C-20 26 -14 24 0 24C14 24 20 26 20 32C16 29 10 29 0 30C-10 29 -16 29 -20 32Z" '
              f'fill="{guard}"/>'
            + f'<path d="M-3.5 30H3.5V50H-3.5Z" fill="{grip}"/>'
            + '<path d="M-3.5 36H3.5M-3.5 42H3.5" fill="none" stroke-width="0.8"/>'
            + f'<circle cy="55" r="5.5" fill="{guard}"/>')


def curved_sword(blade: str, guard: str, grip: str) -> str:
    """An Italian-type sword: a long blade curving to its point, 120 long, the guard at y 34."""
    return (f'<path d="M-4 34C-10 8 -6 -24 10 -60C4 -24 4 6 5 34Z" fill="{blade}"/>'
            f'<path d="M-1 30C-5 8 -2 -20 6 -48" fill="none" stroke="{STEEL}" stroke-width="1.3"/>'
            f'<path d="M-14 34H15V39H-14Z" fill="{guard}"/>'
            f'<circle cx="-16" cy="36.5" r="3.4" fill="{guard}"/><circle cx="17" cy="36.5" r="3.4" fill="{guard}"/>'
            f'<path d="M-3 39H4V54H-3Z" fill="{grip}"/>'
            f'<circle cx="0.5" cy="57.5" r="4" fill="{guard}"/>')


# --- clubs and batons ---------------------------------------------------------------------------------


def cudgel(wood: str, knots: str, band: str) -> str:
    """A Spanish-type club, thick end up: a knotted cudgel with lopped branches, 120 long."""
    body = ("M-11 -50C-13 -58 13 -60 12 -50C13 -36 10 -16 8 4C7 22 6 40 5 54C4 60 -4 60 -5 54"
            "C-6 40 -7 22 -8 4C-9 -16 -10 -36 -11 -50Z")
    stubs = [((-10, -30), -60), ((9, -14), 55), ((-8, 8), -55), ((7, 28), 60)]
    knot_marks = "".join(
        f'<path d="M-3 0H3L4 -8H-4Z" transform="translate({x} {y}) rotate({angle})" fill="{wood}"/>'
        f'<ellipse rx="4" ry="1.8" transform="translate({num(x + polar(8, angle)[0])} {num(y + polar(8, angle)[1])})'
        f' rotate({angle})" fill="{knots}" stroke-width="1"/>'
        for (x, y), angle in stubs)
    return (knot_marks + f'<path d="{body}" fill="{wood}"/>'
            + f'<ellipse cy="-52.5" rx="11.5" ry="4" fill="{knots}" stroke-width="1.3"/>'
            + f'<path d="M-3 -40Q0 -36 -2 -30M3 -6Q5 -2 3 2M-2 16Q0 20 -1 24" fill="none" stroke="{BROWN}" '
              'stroke-width="1.2"/>'
            + f'<path d="M-6.6 44H6" fill="none" stroke="{band}" stroke-width="4"/>')


def baton(wood: str, cap: str, band: str) -> str:
    """An Italian-type baton: a long smooth staff with turned ends and bands, 120 long."""
    return (f'<path d="M-4.5 -54H4.5V54H-4.5Z" fill="{wood}"/>'
            f'<path d="M-7 -60H7L5 -52H-5ZM-7 60H7L5 52H-5Z" fill="{cap}"/>'
            f'<path d="M-4.5 -34H4.5M-4.5 -12H4.5M-4.5 12H4.5M-4.5 34H4.5" fill="none" stroke="{band}" '
            'stroke-width="4"/>'
            f'<path d="M-4.5 -54H4.5V54H-4.5Z" fill="none"/>')


# --- ribbons and flowers (ornaments of the pip cards) -----------------------------------------------


def bow(colour: str = RED) -> str:
    """A ribbon bow tied round crossed swords, about 30 wide."""
    return (f'<path d="M0 0C-6 -8 -16 -10 -16 -2C-16 5 -6 4 0 0ZM0 0C6 -8 16 -10 16 -2C16 5 6 4 0 0Z" fill="{colour}"/>'
            f'<path d="M0 0L-8 16L-4 15L-3 19ZM0 0L8 16L4 15L3 19Z" fill="{colour}"/>'
            f'<circle r="3.2" fill="{colour}"/>')


def flower(petal_colour: str = YELLOW, heart: str = RED, size: float = 1) -> str:
    """A five-petalled flower, about 20 across."""
    petal = "M0 -2C-4 -5 -4 -10 0 -11C4 -10 4 -5 0 -2Z"
    petals = "".join(f'<path d="{petal}" transform="rotate({a}) scale({num(size)})"/>' for a in range(0, 360, 72))
    return f'<g fill="{petal_colour}" stroke-width="1">{petals}</g><circle r="{num(2.6 * size)}" fill="{heart}"/>'


def sprig(leaf: str, stem: str = INK, length: float = 40) -> str:
    """A stem with paired leaves, growing up from the origin, *length* long."""
    leaves = []
    for k, y in enumerate(range(-8, -int(length), -9)):
        side = 1 if k % 2 == 0 else -1
        leaves.append(f'<path d="M0 {y}C{6 * side} {y - 2} {11 * side} {y - 7} {12 * side} {y - 11}'
                      f'C{7 * side} {y - 10} {2 * side} {y - 6} 0 {y}Z" fill="{leaf}" stroke-width="1"/>')
    return f'<path d="M0 0V{num(-length)}" fill="none" stroke="{stem}" stroke-width="1.6"/>' + "".join(leaves)


def scroll(width: float, colour: str = WHITE) -> str:
    """A banner with curled ends, centred on the origin, *width* long and 16 high."""
    w = width / 2
    return (f'<path d="M{num(-w)} -8H{num(w)}L{num(w + 8)} 0L{num(w)} 8H{num(-w)}L{num(-w - 8)} 0Z" fill="{colour}"/>'
            f'<path d="M{num(-w)} -8V8M{num(w)} -8V8" fill="none" stroke-width="1"/>')

