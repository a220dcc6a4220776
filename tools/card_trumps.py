"""The pictures of the Minchiate trumps (1-40) and the corner marks of the arie and the Matto.
Part of tools/draw_cards.py."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from card_art import (
    BLUE,
    CREAM,
    DARK_RED,
    GOLD,
    GREEN,
    GREY,
    HAIR,
    INK,
    PALE_GOLD,
    RED,
    STEEL,
    WHITE,
    WOOD,
    group,
    limb,
    num,
    piece,
    polar,
    use,
)
from card_figures import arm, enthroned, head, page, woman

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
