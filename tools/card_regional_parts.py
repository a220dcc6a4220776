"""Pieces the regional patterns draw alike: a suit sign held in a hand, the heraldic eagle, the
cherub, the grotesque mask, coats of arms and small vignettes of the pip cards.

Part of tools/draw_cards.py. Every function returns markup drawn around its own origin unless it
says otherwise; the pattern modules colour and place them.
"""

from __future__ import annotations

from card_art import group, num, polar, use
from card_people import head, limb_outline
from card_regional import BLACK, BROWN, FLESH, GREEN, INK, RED, SKY, WHITE, YELLOW

# Where a hand holds each kind of sign: the distance from the sign's centre, along its axis, to
# the grip (a coin or cup rests on the hand; a sword or club is held by its grip).
GRIP = {"coin": 24, "cup": 14, "sword": 40, "club": 46, "baton": 44}


def held(name: str, kind: str, hand: tuple[float, float], scale: float, rotate: float = 0) -> str:
    """The piece *name* (a sign of *kind*) placed so that its grip lies in *hand*."""
    dx, dy = polar(GRIP[kind] * scale, rotate)
    return use(name, hand[0] + dx, hand[1] + dy, scale, rotate)


def eagle(body: str, beak: str, *, heads: int = 1, tongue: str = RED, crown: str | None = None,
          feathers: str = YELLOW) -> str:
    """A heraldic eagle displayed (wings raised and spread, tail fanned, legs apart), about 180
    wide and 190 tall, centred on its breast. Two heads for the Neapolitan ace, one (crowned, if
    *crown*) for the others; *feathers* draws the lines of the plumage."""
    wing = ("M-16 -26C-34 -48 -58 -74 -88 -86C-92 -80 -92 -72 -90 -64L-82 -62L-86 -46L-76 -44L-78 -28"
            "L-67 -28L-66 -12L-56 -14L-52 2L-43 -2L-36 12L-28 2L-18 8Z")
    plumes = ("M-24 -20L-80 -70M-26 -12L-78 -52M-28 -4L-72 -36M-28 4L-62 -20M-26 10L-50 -6"
              "M-22 -34C-40 -52 -60 -68 -84 -78")
    left = (f'<path d="{wing}" fill="{body}"/>'
            f'<path d="{plumes}" fill="none" stroke="{feathers}" stroke-width="1.6"/>')
    right = f'<g transform="scale(-1 1)">{left}</g>'
    tail = (f'<path d="M-10 28L-28 74L-18 70L-13 82L-5 72L0 84L5 72L13 82L18 70L28 74L10 28Z" fill="{body}"/>'
            f'<path d="M-6 34L-14 70M0 36V76M6 34L14 70" fill="none" stroke="{feathers}" stroke-width="1.4"/>')
    legs = (f'<path d="M-12 26C-18 34 -24 42 -28 54M12 26C18 34 24 42 28 54" fill="none" stroke-width="8"/>'
            f'<path d="M-12 26C-18 34 -24 42 -28 54M12 26C18 34 24 42 28 54" fill="none" stroke="{beak}" '
            'stroke-width="5"/>'
            f'<path d="M-28 54l-10 4M-28 54l-4 10M-28 54l4 9M28 54l10 4M28 54l4 10M28 54l-4 9" fill="none" '
            f'stroke="{INK}" stroke-width="3"/>')
    torso = (f'<path d="M-22 -30C-30 -4 -24 24 0 42C24 24 30 -4 22 -30C12 -38 -12 -38 -22 -30Z" fill="{body}"/>'
             f'<path d="M-10 -14Q0 -8 10 -14M-12 0Q0 6 12 0M-10 14Q0 20 10 14" fill="none" stroke="{feathers}" '
             'stroke-width="1.4"/>')
    if heads == 2:
        necks = (f'<path d="M-18 -30C-22 -42 -26 -50 -32 -58L-18 -66C-14 -54 -8 -42 -4 -34Z" fill="{body}"/>'
                 f'<path d="M18 -30C22 -42 26 -50 32 -58L18 -66C14 -54 8 -42 4 -34Z" fill="{body}"/>')
        heads_markup = (_eagle_head(-28, -66, -1, body, beak, tongue, crown)
                        + _eagle_head(28, -66, 1, body, beak, tongue, crown))
    else:
        necks = f'<path d="M-12 -32C-14 -46 -12 -56 -6 -64L8 -62C10 -52 12 -42 12 -32Z" fill="{body}"/>'
        heads_markup = _eagle_head(2, -70, -1, body, beak, tongue, crown)
    return tail + legs + left + right + torso + necks + heads_markup


def _eagle_head(x: float, y: float, facing: float, body: str, beak: str, tongue: str, crown: str | None) -> str:
    f = facing
    out = (f'<path d="M{num(-11 * f)} 8C{num(-13 * f)} -6 {num(-3 * f)} -13 {num(6 * f)} -11C{num(12 * f)} -9 '
           f'{num(16 * f)} -5 {num(18 * f)} -1L{num(10 * f)} 8Z" fill="{body}"/>'
           f'<path d="M{num(14 * f)} -5C{num(23 * f)} -8 {num(30 * f)} -3 {num(27 * f)} 7C{num(25 * f)} 4 '
           f'{num(21 * f)} 2 {num(16 * f)} 3Z" fill="{beak}"/>'
           f'<path d="M{num(16 * f)} 3C{num(20 * f)} 6 {num(24 * f)} 10 {num(28 * f)} 10C{num(24 * f)} 6 '
           f'{num(20 * f)} 4 {num(17 * f)} 2Z" fill="{tongue}" stroke-width="0.9"/>'
           f'<circle cx="{num(6 * f)}" cy="-4" r="2.4" fill="{WHITE}" stroke-width="0.8"/>'
           f'<circle cx="{num(6.8 * f)}" cy="-4" r="1.1" fill="{INK}" stroke="none"/>')
    if crown:
        out += use(crown, 2 * f, -10, 0.6)
    return group(out, x, y)


def cherub(wing: str = WHITE, hair: str = YELLOW, drape: str = RED) -> str:
    """A winged child (putto), about 70 tall, centred on its chest, both hands raised together
    above its head at (0, -40) (to hold a sword's grip)."""
    one_wing = ("M-8 -6C-16 -24 -34 -38 -50 -32C-55 -30 -55 -23 -50 -21C-55 -17 -53 -10 -46 -10"
                "C-49 -4 -44 1 -38 -1C-38 5 -31 8 -25 4C-21 9 -13 6 -8 0Z")
    lines = "M-12 -8L-44 -26M-14 -4L-42 -12M-14 0L-34 2"
    wings = (f'<path d="{one_wing}" fill="{wing}"/><path d="{lines}" fill="none" stroke="{SKY}" '
             'stroke-width="1.2"/>')
    wings += f'<g transform="scale(-1 1)">{wings}</g>'
    torso = (f'<path d="M-12 -10C-16 4 -14 18 -8 24C-2 28 2 28 8 24C14 18 16 4 12 -10C6 -14 -6 -14 -12 -10Z" '
             f'fill="{FLESH}"/>')
    legs = (f'<path d="M-8 20C-16 28 -16 38 -10 44C-6 40 -3 34 -2 26Z" fill="{FLESH}"/>'
            f'<path d="M8 20C14 28 20 32 26 32C25 26 18 22 4 22Z" fill="{FLESH}"/>')
    cloth = f'<path d="M-13 8C-4 14 8 12 14 4L15 12C6 20 -6 22 -14 16Z" fill="{drape}"/>'
    arms = (arm_outline([(-10, -8), (-12, -24), (-4, -38)], FLESH, [8, 7, 6])
            + arm_outline([(10, -8), (12, -24), (4, -38)], FLESH, [8, 7, 6]))
    return wings + legs + torso + cloth + head(0, -22, scale=0.72, hair="curls", hair_colour=hair) + arms



def mask(skin: str = YELLOW, moustache: str = BLACK) -> str:
    """The grotesque mask with the great moustache (the Neapolitan three of clubs), about 44 wide."""
    return (f'<path d="M-17 -14C-18 -26 18 -26 17 -14C22 -6 22 10 14 18C8 24 -8 24 -14 18C-22 10 -22 -6 -17 -14Z" '
            f'fill="{skin}"/>'
            f'<path d="M-12 -12Q-6 -17 -2 -11M12 -12Q6 -17 2 -11" fill="none" stroke-width="2.2"/>'
            f'<circle cx="-7" cy="-6" r="2.6" fill="{WHITE}" stroke-width="1"/><circle cx="-7" cy="-6" r="1.2" '
            f'fill="{INK}" stroke="none"/>'
            f'<circle cx="7" cy="-6" r="2.6" fill="{WHITE}" stroke-width="1"/><circle cx="7" cy="-6" r="1.2" '
            f'fill="{INK}" stroke="none"/>'
            f'<path d="M0 -8C-4 0 -6 4 -3 6H3C6 4 4 0 0 -8Z" fill="{RED}" stroke-width="1.2"/>'
            f'<path d="M0 8C-6 4 -16 4 -24 10C-20 14 -16 12 -12 12C-8 12 -4 10 0 10C4 10 8 12 12 12C16 12 20 14 24 10'
            f'C16 4 6 4 0 8Z" fill="{moustache}"/>'
            f'<path d="M-5 15Q0 18 5 15" fill="none" stroke="{RED}" stroke-width="2"/>'
            f'<path d="M-18 -16C-26 -20 -30 -12 -24 -6M18 -16C26 -20 30 -12 24 -6" fill="none" stroke="{GREEN}" '
            'stroke-width="3"/>')


def shield(field: str, charge: str = "", crown: str | None = None) -> str:
    """A heater shield about 36 wide and 42 tall, centred, with a *charge* drawn on its field."""
    outline = "M-18 -20H18V2C18 14 8 20 0 24C-8 20 -18 14 -18 2Z"
    out = (f'<path d="{outline}" fill="{field}"/>{charge}'
           f'<path d="{outline}" fill="none" stroke-width="1.8"/>')
    if crown:
        out += use(crown, 0, -21, 0.9)
    return out


def savoy_cross() -> str:
    """The white cross of the arms of Savoy on a red shield."""
    return shield(RED, f'<path d="M-5 -20H5V-4H18V5H5V23L0 24L-5 23V5H-18V-4H-5Z" fill="{WHITE}" stroke="none"/>')


def flag(colours: tuple[str, str, str], rotate: float = 0) -> str:
    """A small tricolour on a staff, the staff's foot at the origin."""
    a, b, c = colours
    cloth = (f'<path d="M1 -46H9V-30H1Z" fill="{a}" stroke="none"/><path d="M9 -46H17V-30H9Z" fill="{b}" '
             f'stroke="none"/><path d="M17 -46H25V-30H17Z" fill="{c}" stroke="none"/>'
             f'<path d="M1 -46H25V-30H1Z" fill="none" stroke-width="1.2"/>')
    return group(f'<path d="M0 0V-48" fill="none" stroke="{BROWN}" stroke-width="2.4"/>{cloth}', rotate=rotate)


def fox(coat: str = "#d9772b") -> str:
    """A running fox, about 44 long, facing left."""
    return (f'<path d="M14 -2C22 -6 30 -4 34 -10C30 2 22 4 14 4Z" fill="{coat}"/>'
            f'<path d="M-14 -8C-6 -12 8 -12 14 -6C16 0 12 4 4 4H-10C-16 2 -18 -4 -14 -8Z" fill="{coat}"/>'
            f'<path d="M-14 -8L-22 -10L-26 -6L-18 -2Z" fill="{coat}"/>'
            f'<path d="M-16 -9L-14 -15L-11 -9Z" fill="{coat}" stroke-width="1"/>'
            + "".join(limb_line(p) for p in (((-8, 2), (-14, 10)), ((-4, 2), (0, 10)), ((6, 3), (2, 11)),
                                               ((10, 2), (16, 9))))
            + f'<path d="M34 -10L30 -6" fill="none" stroke="{WHITE}" stroke-width="2"/>')


def limb_line(points: tuple[tuple[float, float], ...], width: float = 2.2) -> str:
    """A thin dark leg or staff (vignettes)."""
    d = "M" + "L".join(f"{num(x)} {num(y)}" for x, y in points)
    return f'<path d="{d}" fill="none" stroke-width="{num(width)}"/>'


def piper(coat: str = RED, hose: str = GREEN) -> str:
    """A little standing man playing a pipe, about 40 tall, feet on y 20 (vignettes)."""
    return (limb_line(((-3, 6), (-5, 20))) + limb_line(((3, 6), (5, 20)))
            + f'<path d="M-6 -8H6L7 8H-7Z" fill="{coat}"/>'
            + f'<circle cy="-13" r="5" fill="{FLESH}" stroke-width="1.2"/>'
            + f'<path d="M-5 -16C-4 -21 4 -21 5 -16Z" fill="{hose}" stroke-width="1"/>'
            + f'<path d="M2 -11L16 -4" fill="none" stroke="{BROWN}" stroke-width="2"/>'
            + limb_line(((-5, -6), (4, -8), (8, -6)), 2) + limb_line(((5, -6), (10, -6)), 2))


def arm_outline(points: list[tuple[float, float]], colour: str, widths: list[float] | None = None) -> str:
    """A sleeve or limb outline through *points* (vignettes, cherubs)."""
    return f'<path d="{limb_outline(points, widths or [8] * len(points))}" fill="{colour}"/>'

