"""The Napoletane pattern (Naples and the South): Spanish-type suits, single-headed courts standing
on platforms coloured by suit, the double-headed eagle on the ace of coins, no corner indices.

Part of tools/draw_cards.py; the features and their sources are in docs/decks.md.
"""

from __future__ import annotations

from card_art import group, piece, text, use
from card_courts import Arm, Dress, enlarge, king, page, rider
from card_latin_suits import bow, chalice, cudgel, curved_sword, flower, scroll, sprig, star_coin, straight_sword
from card_people import cap, turban, wide_hat
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
    STEEL,
    WHITE,
    YELLOW,
    Pattern,
    fan,
    long_rows,
    platform,
    suit_marks,
)
from card_regional_parts import cherub, eagle, flag, fox, held, mask, piper, savoy_cross


@piece("nap-coin")
def _coin() -> str:
    return star_coin(YELLOW, RED, YELLOW, GREEN)


@piece("nap-cup")
def _cup() -> str:
    return chalice(YELLOW, RED, BLUE, YELLOW)


@piece("nap-grand-cup")
def _grand_cup() -> str:
    return chalice(YELLOW, RED, BLUE, YELLOW, lid=RED)


@piece("nap-sword")
def _sword() -> str:
    return straight_sword(STEEL, YELLOW, RED, BLUE)


@piece("nap-scimitar")
def _scimitar() -> str:
    return curved_sword(STEEL, YELLOW, RED)


@piece("nap-club")
def _club() -> str:
    return cudgel(OCHRE, LEAF, RED)


SIGN = {"d": "nap-coin", "c": "nap-cup", "s": "nap-sword", "b": "nap-club"}
KIND = {"d": "coin", "c": "cup", "s": "sword", "b": "club"}
PLATFORM = {"d": YELLOW, "c": RED, "s": BLUE, "b": GREEN}  # the ground of each suit's courts
MOOR = "#a86f45"

# --- number cards ----------------------------------------------------------------------------------

ROUND = {  # coins and cups: (x, y) of each sign, and the scale of the coins
    2: ([(100, 96), (100, 244)], 1.55),
    3: ([(100, 74), (100, 170), (100, 266)], 1.4),
    4: ([(60, 84), (140, 84), (60, 256), (140, 256)], 1.35),
    5: ([(60, 84), (140, 84), (100, 170), (60, 256), (140, 256)], 1.35),
    6: ([(62, 74), (138, 74), (62, 170), (138, 170), (62, 266), (138, 266)], 1.28),
    7: ([(62, 68), (138, 68), (100, 119), (62, 170), (138, 170), (62, 272), (138, 272)], 1.22),
}
CUP_SCALE = {2: 1.45, 3: 1.2, 4: 1.2, 5: 1.2, 6: 1.08, 7: 1.0}


def pips(suit: str, value: int) -> str:
    name = SIGN[suit]
    if suit in "dc":
        places, coin_scale = ROUND[value]
        scale = coin_scale if suit == "d" else CUP_SCALE[value]
        drawn = fan([(name, x, y, scale, 0) for x, y in places])
        if suit == "d" and value == 4:  # the arms of Savoy between four flags
            flags = group(flag((GREEN, WHITE, RED), -28) + flag((GREEN, WHITE, RED), -56), scale=1.25)
            drawn += (group(flags, 90, 200) + f'<g transform="translate(110 200) scale(-1 1)">{flags}</g>'
                      + group(savoy_cross(), 100, 170, 1.2) + use("rg-crown", 100, 146, 0.85))
        return drawn
    if value == 2:
        crossed = fan([(name, 100, 170, 1.7, -24), (name, 100, 170, 1.7, 24)])
        return crossed + (group(bow(), 100, 168, 1.2) if suit == "s" else "")
    if value == 3:
        if suit == "b":  # three clubs meet at the grotesque mask
            return fan([(name, 100, 170, 1.55, a) for a in (-32, 32, 0)]) + group(mask(), 100, 166, 1.2)
        return (fan([(name, 100, 170, 1.7, -24), (name, 100, 170, 1.7, 24), (name, 100, 170, 1.75, 0)])
                + group(bow(), 100, 168, 1.2))
    drawn = fan(long_rows(name, value, 7))
    if suit == "s" and value == 4:  # three yellow flowers between the rows
        drawn += "".join(group(sprig(LEAF, length=20) + group(flower(YELLOW, RED), 0, -22), x, 190)
                         for x in (78, 100, 122))
    if suit == "s" and value == 5:  # the little scene: a piper and a fox
        drawn += (f'<path d="M52 190H148" fill="none" stroke="{GREEN}" stroke-width="3"/>'
                  + group(piper(), 76, 170) + group(fox(), 124, 182, 0.9))
    if suit == "b" and value == 5:
        drawn += use(name, 100, 170, 0.7, 90)
    return drawn


# --- aces ----------------------------------------------------------------------------------------


def ace(suit: str) -> str:
    if suit == "d":  # the double-headed eagle, uncrowned, the coin (the maker's) on its breast
        return (group(eagle("#4b4741", YELLOW, heads=2), 100, 164, 0.96) + use("nap-coin", 100, 160, 1.3)
                + group(scroll(96, WHITE), 100, 276) + text(100, 280, "TAVOLO", 11))
    if suit == "c":  # the great lidded cup, leaves springing from its foot
        leaves = (group(sprig(LEAF, length=96), 86, 270, 1, -30) + group(sprig(LEAF, length=96), 114, 270, 1, 30))
        return leaves + use("nap-grand-cup", 100, 196, 2.75) + group(flower(RED, YELLOW, 1.3), 100, 96)
    if suit == "s":  # a cherub holding up a great curved sword wreathed in laurel
        wreath = "".join(group(f'<path d="M0 0C-4 -5 -4 -11 0 -14C4 -11 4 -5 0 0Z" fill="{LEAF}" '
                               'stroke-width="1"/>', 100 + 30 * cos, 112 + 11 * sin, 1, angle)
                         for cos, sin, angle in _ring(14))
        return (use("nap-scimitar", 100, 134, 1.9) + wreath
                + group(flower(RED, YELLOW), 70, 112) + group(flower(RED, YELLOW), 130, 112)
                + group(cherub(), 100, 252, 1.3))
    return (use("nap-club", 100, 172, 2.3, 0) + group(sprig(LEAF, length=40), 112, 90, 1, 40)
            + group(bow(RED), 100, 262, 1.2))


def _ring(count: int) -> list[tuple[float, float, float]]:
    """(cos, sin, tangent angle) of *count* points round a circle: the leaves of a wreath."""
    import math

    return [(math.cos(2 * math.pi * k / count), math.sin(2 * math.pi * k / count), 360 * k / count)
            for k in range(count)]


# --- courts --------------------------------------------------------------------------------------


def _fante(suit: str) -> str:
    sign = SIGN[suit]
    if suit == "d":
        arms = (Arm((80, 116), (64, 144), (80, 164), RED), Arm((120, 116), (138, 100), (140, 76), RED))
        return page(Dress(BLUE, RED, RED, arms, head_turn=-2, hair="long", female=True,
                          headwear=cap(RED, WHITE, brim=YELLOW), hose_right=YELLOW,
                          held=held(sign, "coin", (140, 76), 1.0)))
    if suit == "c":
        arms = (Arm((80, 116), (68, 150), (72, 184), YELLOW), Arm((120, 116), (136, 146), (118, 152), YELLOW))
        return page(Dress(RED, YELLOW, BLUE, arms, head_turn=2, hair="bob", female=True,
                          headwear=cap(GREEN, YELLOW), hose_right=GREEN,
                          held=held(sign, "cup", (118, 152), 1.0)))
    if suit == "s":  # the sword held point down, a branch in the other hand
        arms = (Arm((80, 116), (62, 104), (58, 80), RED), Arm((120, 116), (138, 146), (136, 178), RED))
        branch = group(sprig(LEAF, length=56), 58, 84, 1, -10)
        return page(Dress(GREEN, RED, YELLOW, arms, head_turn=-2, hair="bob", female=True,
                          headwear=wide_hat(BLUE, RED, WHITE), hose_right=RED,
                          held=branch + held(sign, "sword", (136, 178), 1.2, 180)))
    arms = (Arm((80, 116), (64, 144), (80, 166), GREEN), Arm((120, 116), (140, 140), (134, 164), GREEN))
    return page(Dress(YELLOW, GREEN, RED, arms, head_turn=2, hair="long", female=True, hair_colour=BLACK,
                      headwear=cap(BLUE, RED), hose_right=BLUE,
                      held=held(sign, "club", (134, 164), 1.05, 12)))


def _cavallo(suit: str) -> str:
    sign = SIGN[suit]
    if suit == "d":
        arms = (Arm((98, 142), (88, 166), (74, 172), RED), Arm((124, 142), (142, 126), (146, 100), RED))
        dress = Dress(RED, YELLOW, BLUE, arms, head_turn=-3, moustache=True,
                      headwear=wide_hat(GREEN, RED, WHITE), held=held(sign, "coin", (146, 100), 0.95))
        return rider(dress, WHITE, BLUE, YELLOW)
    if suit == "c":
        arms = (Arm((98, 142), (88, 166), (74, 172), BLUE), Arm((124, 142), (144, 130), (148, 106), BLUE))
        dress = Dress(BLUE, YELLOW, RED, arms, head_turn=-3, hair="bob", headwear=cap(RED, WHITE, brim=YELLOW),
                      held=held(sign, "cup", (148, 106), 0.95))
        return rider(dress, "#c98a4b", RED, YELLOW, mane=BROWN)
    if suit == "s":  # the Moor in a turban, scimitar raised
        arms = (Arm((98, 142), (88, 166), (74, 172), GREEN, skin=MOOR),
                Arm((124, 142), (144, 128), (150, 106), GREEN, skin=MOOR))
        dress = Dress(GREEN, RED, YELLOW, arms, head_turn=-3, hair=None, moustache=True, beard="pointed",
                      beard_colour=BLACK, skin=MOOR, headwear=turban(WHITE, RED),
                      held=held("nap-scimitar", "sword", (150, 106), 0.95, 16))
        return rider(dress, "#6b4a32", RED, YELLOW, mane=BLACK, bridle=YELLOW)
    arms = (Arm((98, 142), (88, 166), (74, 172), GREEN), Arm((124, 142), (144, 130), (148, 108), GREEN))
    dress = Dress(YELLOW, GREEN, RED, arms, head_turn=-3, moustache=True, hair_colour=BLACK,
                  headwear=cap(GREEN, RED), held=held(sign, "club", (148, 108), 0.9, 8))
    return rider(dress, GREY, GREEN, RED, mane=INK)


def _re(suit: str) -> str:
    sign = SIGN[suit]
    crown = use("rg-crown", 0, 0, 1)
    sceptre = (f'<path d="M70 104V250" fill="none" stroke-width="6.5"/>'
               f'<path d="M70 104V250" fill="none" stroke="{YELLOW}" stroke-width="3.5"/>'
               + group(flower(YELLOW, RED, 1.1), 70, 98))
    if suit == "d":
        arms = (Arm((78, 118), (62, 150), (70, 172), YELLOW), Arm((122, 118), (142, 148), (146, 124), YELLOW))
        return king(Dress(BLUE, YELLOW, RED, arms, beard="full", headwear=crown,
                          held=sceptre + held(sign, "coin", (146, 124), 1.0)))
    if suit == "c":
        arms = (Arm((78, 118), (64, 152), (76, 178), YELLOW), Arm((122, 118), (142, 148), (146, 126), YELLOW))
        return king(Dress(RED, YELLOW, BLUE, arms, beard="forked", hair_colour=GREY, headwear=crown,
                          held=held(sign, "cup", (146, 126), 1.0)))
    if suit == "s":
        arms = (Arm((78, 118), (66, 150), (86, 160), BLUE), Arm((122, 118), (142, 150), (142, 170), BLUE))
        return king(Dress(GREEN, BLUE, RED, arms, beard="pointed", hair_colour=BLACK, headwear=crown,
                          held=held(sign, "sword", (142, 170), 1.1)))
    arms = (Arm((78, 118), (62, 150), (70, 172), YELLOW), Arm((122, 118), (142, 150), (140, 172), YELLOW))
    return king(Dress(RED, YELLOW, GREEN, arms, beard="full", hair_colour=BROWN, headwear=crown,
                      held=sceptre + held(sign, "club", (140, 172), 1.05, 14)))


def face(card: str) -> tuple[str, str]:
    """A Napoletane face: its (defs, body) inside the stock."""
    value, suit = int(card[:-1]), card[-1]
    if value == 1:
        return "", ace(suit)
    if value == 8:
        return "", platform(PLATFORM[suit]) + enlarge(_fante(suit), 1.12)
    if value == 9:
        return "", platform(PLATFORM[suit]) + _cavallo(suit)
    if value == 10:
        return "", platform(PLATFORM[suit]) + enlarge(_re(suit), 1.1)
    return "", pips(suit, value)



PATTERN = Pattern("napoletane", "Napoletane", face, suit_marks("nap"))
