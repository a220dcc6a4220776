"""The Trevisane pattern (Treviso, the Veneto and Friuli): Italian suits (curved swords and long batons
interlaced, coins half blue and half yellow, faceted cups), double-headed courts, the value in the
top left and bottom right corners, a motto on every ace.

Part of tools/draw_cards.py; the features and their sources are in docs/decks.md.
"""

from __future__ import annotations

from card_art import INDEX_FONT, group, num, piece, star_path, text, use
from card_courts import Arm, Dress, king, page, rider, upper_half
from card_latin_suits import baton, curved_sword, flower, scroll, split_coin, sprig
from card_people import cap, head, wide_hat
from card_regional import (
    BLACK,
    BLUE,
    BROWN,
    GREEN,
    GREY,
    INK,
    LEAF,
    OCHRE,
    RED,
    SKY,
    STEEL,
    WHITE,
    YELLOW,
    Pattern,
    double_headed,
    fan,
    frame_line,
)
from card_regional_parts import held, shield

MOTTOES = {  # the mottoes on the aces, as the Trevisane print them today
    "d": "NON VAL SAPER A CHI HA FORTUNA CONTRA",
    "c": "PER UN PUNTO MARTIN PERSE LA CAPA",
    "s": "NON TI FIDAR DI ME SE IL COR TI MANCA",
    "b": "SE TI PERDI TUO DANNO",
}


@piece("trev-coin")
def _coin() -> str:
    return split_coin(SKY, YELLOW, RED, GREEN)


@piece("trev-cup")
def _cup() -> str:
    """The faceted Italian cup: an angular bowl, a knopped stem and a six-sided foot."""
    return (f'<path d="M-17 22L-11 17H11L17 22L13 29H-13Z" fill="{YELLOW}"/>'
            f'<path d="M-11 17L-7 29M11 17L7 29M0 17V29" fill="none" stroke-width="1"/>'
            f'<path d="M-3.5 0H3.5L4.5 17H-4.5Z" fill="{RED}"/><ellipse cy="8" rx="6.5" ry="4" fill="{YELLOW}"/>'
            f'<path d="M-22 -24H22L15 0H-15Z" fill="{BLUE}"/>'
            f'<path d="M-22 -24H22L20 -17H-20Z" fill="{YELLOW}"/>'
            f'<path d="M-9 -17L-7 0M9 -17L7 0M0 -17V0" fill="none" stroke="{SKY}" stroke-width="1.6"/>'
            f'<path d="M-15 0H15" fill="none" stroke-width="1.4"/>')


@piece("trev-sword")
def _sword() -> str:
    return curved_sword(STEEL, YELLOW, RED)


@piece("trev-baton")
def _baton() -> str:
    return baton(OCHRE, RED, BLUE)


# the hilt of the pip cards' long swords, the guard at y 96
HILT = (f'<path d="M-14 96H14V102H-14Z" fill="{YELLOW}"/>'
        f'<circle cx="-16" cy="99" r="3.6" fill="{YELLOW}"/><circle cx="16" cy="99" r="3.6" fill="{YELLOW}"/>'
        f'<path d="M-3.2 102H3.2V118H-3.2Z" fill="{RED}"/><circle cy="122" r="4.5" fill="{YELLOW}"/>')


@piece("trev-arc-sword")
def _arc_sword() -> str:
    """A long sword whose blade bows to the left, hilt down: the pip cards' interlaced swords (250 long)."""
    return (f'<path d="M-4 96C-80 40 -80 -62 0 -125C-70 -62 -70 40 4 96Z" fill="{STEEL}"/>'
            f'<path d="M-2 88C-72 38 -72 -58 -3 -114" fill="none" stroke="{BLUE}" stroke-width="1.2"/>'
            + HILT)


@piece("trev-straight-sword")
def _straight() -> str:
    """The straight sword down the middle of the odd sword cards (250 long)."""
    return (f'<path d="M0 -125L5 -112V96H-5V-112Z" fill="{STEEL}"/>'
            f'<path d="M0 -108V90" fill="none" stroke="{BLUE}" stroke-width="1.3"/>'
            + HILT)


SIGN = {"d": "trev-coin", "c": "trev-cup", "s": "trev-sword", "b": "trev-baton"}


# --- number cards --------------------------------------------------------------------------------------

ROUND = {  # coins and cups: places, coin scale, cup scale
    2: ([(100, 96), (100, 244)], 1.6, 1.45),
    3: ([(100, 78), (100, 170), (100, 262)], 1.4, 1.2),
    4: ([(64, 88), (136, 88), (64, 252), (136, 252)], 1.35, 1.2),
    5: ([(64, 88), (136, 88), (100, 170), (64, 252), (136, 252)], 1.35, 1.2),
    6: ([(64, 78), (136, 78), (64, 170), (136, 170), (64, 262), (136, 262)], 1.25, 1.08),
    7: ([(64, 70), (136, 70), (100, 120), (64, 170), (136, 170), (64, 270), (136, 270)], 1.2, 1.0),
}
SWORD_PAIRS = {2: [6], 3: [6], 4: [-14, 22], 5: [-14, 22], 6: [-22, 6, 34], 7: [-22, 6, 34]}
BATON_OFFSETS = {2: [0], 3: [0], 4: [-34, 34], 5: [-34, 34], 6: [-44, 0, 44], 7: [-44, 0, 44]}


def swords(value: int) -> str:
    """Curved swords bowed in pairs and interlaced, the odd one straight down the middle, flowers
    in the spaces between the blades."""
    out = []
    for k, offset in enumerate(SWORD_PAIRS[value]):
        turn = 180 if k % 2 else 0  # the pairs alternate, hilts down and hilts up
        out.append(use("trev-arc-sword", 100 + offset, 170, 1, turn))
        out.append(f'<g transform="translate({num(100 - offset)} 170) rotate({turn}) scale(-1 1)">'
                   '<use href="#trev-arc-sword"/></g>')
    if value % 2:
        out.append(use("trev-straight-sword", 100, 170))
    blooms = [(100, 100), (100, 240)] if value % 2 else [(100, 170)]
    out += [group(flower(RED, YELLOW, 1.1), x, y) for x, y in blooms]
    return "".join(out)


def batons(value: int) -> str:
    """Long batons crossed on the slant into a lattice, the odd one upright in the middle."""
    out = []
    angle, length = {2: (22, 2.1), 3: (22, 2.1), 4: (15, 2.1), 5: (15, 2.1)}.get(value, (14, 2.0))
    for offset in BATON_OFFSETS[value]:
        out.append(use("trev-baton", 100 + offset, 170, length, angle))
        out.append(use("trev-baton", 100 + offset, 170, length, -angle))
    if value % 2:
        out.append(use("trev-baton", 100, 170, 2.2))
    return "".join(out)


def pips(suit: str, value: int) -> str:
    if suit == "s":
        return swords(value)
    if suit == "b":
        return batons(value)
    places, coin_scale, cup_scale = ROUND[value]
    drawn = fan([(SIGN[suit], x, y, coin_scale if suit == "d" else cup_scale, 0) for x, y in places])
    if value == 4:
        drawn += group(flower(RED if suit == "d" else YELLOW, GREEN, 1.3), 100, 170)
    return drawn


# --- aces ----------------------------------------------------------------------------------------------


def motto(suit: str) -> str:
    """The ace's motto on a banner across the foot of the card."""
    words = MOTTOES[suit]
    return (group(scroll(112, WHITE), 98, 304)
            + text(98, 307.2, words, 8, length=108, family=INDEX_FONT))


def sun(x: float, y: float, *, eye: bool = True) -> str:
    """A little sun in an upper corner of the aces, an eye in its face."""
    rays = "".join(f'<path d="M0 -9L2.5 -16L-2.5 -16Z" transform="rotate({a})"/>' for a in range(0, 360, 30))
    face = (f'<path d="M-5 0Q0 -4 5 0Q0 4 -5 0Z" fill="{WHITE}" stroke-width="0.9"/>'
            f'<circle r="1.6" fill="{BLUE}" stroke="none"/>') if eye else ""
    return group(f'<g fill="{YELLOW}" stroke-width="0.9">{rays}</g><circle r="9" fill="{YELLOW}"/>{face}', x, y)


def cock(facing: float = -1) -> str:
    """A cockerel, about 40 long, facing left (-1) or right (1), feet on y 16."""
    body = (f'<path d="M-10 -4C-14 -14 -8 -20 -2 -18C0 -12 4 -6 12 -6C18 -14 22 -22 20 -30C28 -22 28 -6 20 4'
            f'C14 10 -4 10 -8 4Z" fill="{RED}"/>'
            f'<path d="M-10 -4C-16 -8 -16 -18 -8 -22" fill="none" stroke-width="0"/>'
            f'<path d="M-4 -18C-6 -22 -4 -26 0 -24C0 -28 4 -28 4 -24Z" fill="{RED}"/>'
            f'<circle cx="-6" cy="-13" r="5" fill="{YELLOW}"/>'
            f'<path d="M-10 -14L-16 -12L-10 -10Z" fill="{YELLOW}"/>'
            f'<circle cx="-7" cy="-14" r="1" fill="{INK}" stroke="none"/>'
            f'<path d="M12 -6C16 -12 20 -16 24 -18M14 -2C20 -6 24 -8 28 -8" fill="none" stroke="{GREEN}" '
            'stroke-width="2.4"/>'
            f'<path d="M0 8L-2 16M6 8L8 16" fill="none" stroke="{YELLOW}" stroke-width="2.4"/>')
    flip = "" if facing < 0 else ' transform="scale(-1 1)"'
    return f"<g{flip}>{body}</g>"


def ace(suit: str) -> str:
    corners = sun(62, 36) + sun(138, 36)
    if suit == "d":  # the great coin with the round space left for the tax stamp
        ring = "".join(f'<path d="M0 -54L5 -64L-5 -64Z" transform="rotate({a})" fill="{RED}" stroke-width="1"/>'
                       for a in range(0, 360, 30))
        return (corners + group(ring, 100, 164) + use("trev-coin", 100, 164, 2.7)
                + f'<circle cx="100" cy="164" r="24" fill="{WHITE}" stroke-width="1.6"/>'
                + f'<circle cx="100" cy="164" r="19" fill="none" stroke="{RED}" stroke-width="1.2" '
                  'stroke-dasharray="3 3"/>'
                + group(sprig(LEAF, length=44), 60, 266, 1, -60) + group(sprig(LEAF, length=44), 140, 266, 1, 60)
                + motto(suit))
    if suit == "c":  # a hexagonal foot; two faces beneath the capital; the cup within it, flowers hanging
        foot = (f'<path d="M50 276L66 258H134L150 276L138 292H62Z" fill="{YELLOW}"/>'
                f'<path d="M66 258L76 292M134 258L124 292M100 258V292M84 258L89 292M116 258L111 292" '
                'fill="none" stroke-width="1.2"/>'
                f'<path d="M84 206H116L120 258H80Z" fill="{BLUE}"/>'
                f'<path d="M96 226A4 4 0 1 1 104 226L102 240H98Z" fill="{INK}"/>')
        faces = (head(66, 204, scale=1.0, turn=-3, hair="curls", hair_colour=BROWN)
                 + head(134, 204, scale=1.0, turn=3, hair="curls", hair_colour=BROWN))
        capital = (f'<path d="M40 112C56 100 144 100 160 112L150 184C130 194 70 194 50 184Z" fill="{YELLOW}"/>'
                   f'<path d="M54 120C68 112 132 112 146 120L138 176C120 184 80 184 62 176Z" fill="{RED}"/>'
                   f'<path d="M50 184C70 194 130 194 150 184" fill="none" stroke="{BLUE}" stroke-width="5"/>'
                   f'<path d="M40 112C56 100 144 100 160 112" fill="none" stroke="{BLUE}" stroke-width="5"/>')
        pendants = ('<path d="M42 114C34 130 34 150 40 168M158 114C166 130 166 150 160 168" fill="none" '
                    'stroke-width="1.6"/>'
                    + group(flower(RED, YELLOW, 1.1), 40, 176) + group(flower(RED, YELLOW, 1.1), 160, 176))
        crest = group(sprig(LEAF, length=22), 100, 102) + group(flower(YELLOW, RED, 1.2), 100, 78)
        return (corners + foot + faces + capital + use("trev-cup", 100, 150, 1.45) + pendants + crest
                + motto(suit))
    if suit == "s":  # the great curved sword, two cocks at its foot
        return (corners + use("trev-sword", 100, 138, 2.0, 6) + group(cock(-1), 56, 270, 1.1)
                + group(cock(1), 150, 270, 1.1) + motto(suit))
    return (corners + use("trev-baton", 100, 152, 2.15) + group(cock(-1), 62, 262, 1.1)
            + group(sprig(LEAF, length=40), 122, 120, 1, 30) + motto(suit))


# --- courts -------------------------------------------------------------------------------------------

BAND = '<path d="M9 170H191" fill="none" stroke-width="1.4"/>'
HALF_SCALE = 1.2


def severed_head() -> str:
    """The head the Knave of Swords holds by its hair (the hand at the origin, the head hanging below)."""
    return (f'<path d="M-3 2C-6 8 -8 12 -9 16M0 2V14M3 2C6 8 8 12 9 16" fill="none" stroke="{BROWN}" '
            'stroke-width="2.6"/>'
            + head(0, 30, scale=0.8, hair="short", hair_colour=BROWN, beard="pointed", stern=True)
            + f'<path d="M-7 42Q0 46 7 42L6 46Q0 49 -6 46Z" fill="{RED}" stroke-width="0.8"/>')


def dog_head() -> str:
    """The head and forelegs of the dog beside the Knave of Cups, facing right."""
    return (f'<path d="M-18 40C-20 20 -16 4 -6 -4C2 -10 14 -8 18 0L28 4C30 10 26 14 20 14C16 20 8 24 4 34'
            f'L2 40Z" fill="{WHITE}"/>'
            f'<path d="M-6 -4C-12 -2 -16 6 -14 14C-10 10 -6 4 -4 0Z" fill="{BROWN}"/>'
            f'<circle cx="10" cy="0" r="1.6" fill="{INK}" stroke="none"/>'
            f'<path d="M26 3L30 6L26 8Z" fill="{INK}"/>'
            f'<path d="M-4 18C0 22 4 22 8 20" fill="none" stroke="{RED}" stroke-width="3"/>')


def treviso_arms() -> str:
    """The arms of Treviso (red, a silver cross, two eight-rayed stars in chief) on a shield, with the
    city's Latin name."""
    stars = "".join(f'<path d="{star_path(8, 4.2, 1.8)}" transform="translate({x} -12)" fill="{WHITE}" '
                    'stroke="none"/>' for x in (-11, 11))
    cross = f'<path d="M-4 -20H4V-4H18V4H4V23L0 24L-4 23V4H-18V-4H-4Z" fill="{WHITE}" stroke="none"/>'
    return (shield(RED, cross + stars)
            + group(scroll(50, WHITE), 0, -33, 0.9) + text(0, -29.8, "TARVISIUM", 7.5, length=44, family=INDEX_FONT))


def _fante(suit: str) -> str:
    sign = SIGN[suit]
    if suit == "s":  # the executioner: bareheaded, sword raised, the severed head in his other hand
        arms = (Arm((80, 116), (62, 130), (58, 108), BLUE), Arm((120, 116), (140, 140), (140, 160), BLUE))
        dress = Dress(RED, BLUE, YELLOW, arms, hair="long", hair_colour=GREY,
                      held=group(severed_head(), 58, 106, 1.15) + held(sign, "sword", (140, 160), 1.0, 4))
    elif suit == "c":  # a dog at his side
        arms = (Arm((80, 116), (62, 122), (50, 128), RED), Arm((120, 116), (138, 146), (122, 150), RED))
        dress = Dress(YELLOW, RED, BLUE, arms, head_turn=2, hair="bob", headwear=cap(BLUE, WHITE, brim=RED),
                      held=group(dog_head(), 48, 140, 0.85) + held(sign, "cup", (122, 150), 1.0))
    elif suit == "d":
        arms = (Arm((80, 116), (64, 144), (80, 164), GREEN), Arm((120, 116), (140, 106), (140, 86), GREEN))
        dress = Dress(BLUE, GREEN, RED, arms, head_turn=-2, hair="bob", headwear=wide_hat(RED, YELLOW, WHITE),
                      held=held(sign, "coin", (140, 86), 1.0))
    else:
        arms = (Arm((80, 116), (64, 146), (78, 168), YELLOW), Arm((120, 116), (140, 146), (134, 154), YELLOW))
        dress = Dress(GREEN, YELLOW, RED, arms, head_turn=2, hair="bob", headwear=cap(RED, YELLOW),
                      held=held(sign, "baton", (134, 154), 1.05, 10))
    return upper_half(page(dress), top=30, scale=HALF_SCALE)


def _cavallo(suit: str) -> str:
    sign = SIGN[suit]
    looks = {
        "d": (RED, YELLOW, BLUE, wide_hat(BLUE, YELLOW, WHITE), WHITE, BLUE, "coin", (146, 104), 0, 0.95),
        "c": (BLUE, RED, YELLOW, cap(RED, WHITE, brim=YELLOW), "#c98a4b", RED, "cup", (146, 104), 0, 0.95),
        "s": (GREEN, RED, YELLOW, wide_hat(RED, YELLOW, WHITE), GREY, GREEN, "sword", (134, 150), 8, 0.85),
        "b": (YELLOW, BLUE, RED, cap(GREEN, RED), "#6b4a32", YELLOW, "baton", (134, 152), 8, 0.8),
    }
    tunic, second, hose, hat, coat, cloth, kind, grip, lean, size = looks[suit]
    elbow = (144, 128) if kind in ("coin", "cup") else (144, 150)
    arms = (Arm((98, 142), (88, 166), (74, 172), second), Arm((124, 142), elbow, grip, second))
    return rider(Dress(tunic, second, hose, arms, head_turn=-3, moustache=True, headwear=hat,
                       held=held(sign, kind, grip, size, lean)), coat, cloth, YELLOW, mane=INK,
                 horse_scale=0.96, shift=(10, -44))


def _re(suit: str) -> str:
    sign = SIGN[suit]
    crown = use("rg-crown", 0, 0, 1)
    if suit == "b":  # the arms of Treviso in his hand, the baton on his shoulder
        arms = (Arm((78, 118), (62, 146), (72, 160), RED), Arm((122, 118), (142, 150), (140, 170), RED))
        dress = Dress(BLUE, RED, YELLOW, arms, beard="full", hair_colour=BROWN, headwear=crown,
                      held=held(sign, "baton", (140, 170), 1.05, 12) + group(treviso_arms(), 60, 146, 0.9))
    elif suit == "d":
        arms = (Arm((78, 118), (62, 150), (72, 172), GREEN), Arm((122, 118), (144, 146), (148, 122), GREEN))
        dress = Dress(RED, GREEN, BLUE, arms, beard="forked", hair_colour=GREY, headwear=crown,
                      held=held(sign, "coin", (148, 122), 1.0))
    elif suit == "c":
        arms = (Arm((78, 118), (64, 152), (78, 176), YELLOW), Arm((122, 118), (144, 146), (146, 124), YELLOW))
        dress = Dress(GREEN, YELLOW, RED, arms, beard="pointed", hair_colour=BLACK, headwear=crown,
                      held=held(sign, "cup", (146, 124), 1.0))
    else:
        arms = (Arm((78, 118), (64, 150), (82, 166), BLUE), Arm((122, 118), (142, 150), (142, 170), BLUE))
        dress = Dress(YELLOW, BLUE, RED, arms, beard="full", hair_colour=BLACK, headwear=crown,
                      held=held(sign, "sword", (142, 170), 1.0, 4))
    return upper_half(king(dress), top=38, scale=HALF_SCALE)


# --- the frame and the corner index -----------------------------------------------------------------------


def frame() -> str:
    """The Trevisane frame: a line and a second one just inside it."""
    return frame_line() + frame_line(12.5, 0.8, 4)


def corner(card: str) -> tuple[str, str]:
    """(defs, body): the value top left and, turned, bottom right."""
    label = card[:-1]
    numeral = text(26, 42, label, 34, length=30 if len(label) > 1 else None, family=INDEX_FONT)
    return f'<g id="ix">{numeral}</g>', '<use href="#ix"/><use href="#ix" transform="rotate(180 100 170)"/>'


def face(card: str) -> tuple[str, str]:
    """A Trevisane face: its (defs, body) inside the stock, with the corner values."""
    value, suit = int(card[:-1]), card[-1]
    index_defs, index = corner(card)
    if value == 1:
        return index_defs, ace(suit) + index
    if value >= 8:
        defs, body = double_headed({8: _fante, 9: _cavallo, 10: _re}[value](suit), BAND)
        return defs + index_defs, body + index
    return index_defs, pips(suit, value) + index


PATTERN = Pattern("trevisane", "Trevisane", face, lambda suit: "", has_index=True, frame=frame)

