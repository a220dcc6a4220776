"""The Piacentine pattern (Piacenza, western Emilia and the Centre): Spanish-type suits, double-headed
courts (as printed since the mid-twentieth century), the crowned single-headed eagle on the ace of
coins ("la Polla"), hexagonal cups, the arms of Piacenza on the four of coins, no corner indices.

Part of tools/draw_cards.py; the features and their sources are in docs/decks.md.
"""

from __future__ import annotations

from card_art import group, piece, text, use
from card_courts import Arm, Dress, king, page, rider, upper_half
from card_latin_suits import chalice, cudgel, curved_sword, flower, rosette_coin, scroll, sprig, straight_sword
from card_people import boot, cap, leg, profile, wide_hat
from card_regional import (
    BLACK,
    BLUE,
    BROWN,
    FLESH,
    GREEN,
    GREY,
    INK,
    LEAF,
    RED,
    SKY,
    STEEL,
    WHITE,
    YELLOW,
    Pattern,
    Placement,
    double_headed,
    fan,
    long_rows,
    suit_marks,
)
from card_regional_parts import cherub, eagle, held, shield

WOOD = "#b8702c"


@piece("pia-coin")
def _coin() -> str:
    return rosette_coin(YELLOW, GREEN, RED, YELLOW, dots=RED)


@piece("pia-cup")
def _cup() -> str:
    return chalice(RED, YELLOW, BLUE, YELLOW, hexagonal=True)


@piece("pia-grand-cup")
def _grand_cup() -> str:
    return chalice(RED, YELLOW, BLUE, YELLOW, hexagonal=True, lid=YELLOW)


@piece("pia-sword")
def _sword() -> str:
    return straight_sword(SKY, YELLOW, RED, BLUE)


@piece("pia-scimitar")
def _scimitar() -> str:
    return curved_sword(SKY, YELLOW, RED)


@piece("pia-club")
def _club() -> str:
    return cudgel(WOOD, YELLOW, GREEN)


SIGN = {"d": "pia-coin", "c": "pia-cup", "s": "pia-sword", "b": "pia-club"}


# --- number cards ----------------------------------------------------------------------------------

ROUND = {  # coins and cups: places, coin scale, cup scale
    2: ([(100, 94), (100, 246)], 1.6, 1.45),
    3: ([(64, 82), (100, 170), (136, 258)], 1.45, 1.2),
    4: ([(60, 80), (140, 80), (60, 260), (140, 260)], 1.35, 1.2),
    5: ([(60, 80), (140, 80), (100, 170), (60, 260), (140, 260)], 1.35, 1.2),
    6: ([(62, 74), (138, 74), (62, 170), (138, 170), (62, 266), (138, 266)], 1.28, 1.08),
    7: ([(62, 66), (138, 66), (100, 118), (62, 170), (138, 170), (62, 274), (138, 274)], 1.2, 1.0),
}


def piacenza_arms() -> str:
    """The arms of Piacenza: a red shield with a white square in the middle."""
    return shield(RED, f'<path d="M-6 -8H6V4H-6Z" fill="{WHITE}" stroke-width="1.2"/>')


def foliage() -> str:
    """The leafy spray across the middle of the five of swords."""
    return (group(sprig(LEAF, length=60), -4, 22, 1, -70) + group(sprig(LEAF, length=60), 4, 22, 1, 70)
            + group(sprig(GREEN, length=34), 0, 20) + group(flower(RED, YELLOW), 0, -16)
            + group(flower(YELLOW, RED, 0.8), -40, 4) + group(flower(YELLOW, RED, 0.8), 40, 4))


def _long(name: str, value: int, suit: str) -> list[Placement]:
    """Swords and clubs apart: the two and three side by side, the four of clubs' handles meeting in
    the middle, the others in rows (``long_rows``)."""
    if value == 2:
        return [(name, 66, 170, 1.55, -8), (name, 134, 170, 1.55, 8)]
    if value == 3:
        return [(name, 50, 170, 1.45, -10), (name, 100, 170, 1.5, 0), (name, 150, 170, 1.45, 10)]
    if value == 4 and suit == "b":  # the clubs' handles meet in the middle
        return [(name, 70, 112, 0.95, -32), (name, 130, 112, 0.95, 32),
                (name, 70, 228, 0.95, 212), (name, 130, 228, 0.95, 148)]
    return long_rows(name, value, 6)


def pips(suit: str, value: int) -> str:
    name = SIGN[suit]
    if suit in "dc":
        places, coin_scale, cup_scale = ROUND[value]
        drawn = fan([(name, x, y, coin_scale if suit == "d" else cup_scale, 0) for x, y in places])
        if suit == "d" and value == 4:
            drawn += group(piacenza_arms(), 100, 170, 1.5) + use("rg-crown", 100, 136, 0.9)
        return drawn
    drawn = fan(_long(name, value, suit))
    if suit == "s" and value == 5:
        drawn += group(foliage(), 100, 170)
    if suit == "b" and value == 5:
        drawn += use(name, 100, 170, 0.7, 90)
    return drawn


# --- aces ------------------------------------------------------------------------------------------------


def ace(suit: str) -> str:
    if suit == "d":  # la Polla: the crowned eagle, the coin on its breast
        return (group(eagle("#3d3a36", YELLOW, crown="rg-crown"), 100, 176, 0.98) + use("pia-coin", 100, 176, 1.25)
                + group(scroll(96, WHITE), 100, 296) + text(100, 300, "TAVOLO", 11))
    if suit == "c":
        return (group(sprig(LEAF, length=64), 72, 288, 1, -50) + group(sprig(LEAF, length=64), 128, 288, 1, 50)
                + use("pia-grand-cup", 100, 192, 2.8))
    if suit == "s":  # a cherub holds the great curved sword
        spray = (group(sprig(LEAF, length=40), 150, 300, 1, 20) + group(flower(RED, YELLOW, 1.2), 156, 262)
                 + group(flower(YELLOW, RED), 138, 284))
        return (use("pia-scimitar", 116, 150, 2.0, 24) + group(cherub(WHITE, BROWN, BLUE), 71, 267, 1.15, 16)
                + spray)
    return (use("pia-club", 100, 172, 2.3, 0) + group(sprig(LEAF, length=36), 86, 110, 1, -50)
            + group(sprig(LEAF, length=36), 114, 200, 1, 50))


# --- courts ----------------------------------------------------------------------------------------------

BAND = '<path d="M9 170H191" fill="none" stroke-width="1.6"/>'
HALF_SCALE = 1.22


def _fante(suit: str) -> str:
    sign = SIGN[suit]
    looks = {
        "d": (RED, YELLOW, BLUE, wide_hat(BLUE, RED, WHITE), "coin", (140, 86), 0,
              (Arm((80, 116), (64, 144), (80, 164), YELLOW), Arm((120, 116), (140, 106), (140, 86), YELLOW))),
        "c": (BLUE, RED, YELLOW, cap(RED, WHITE, brim=YELLOW), "cup", (120, 150), 0,
              (Arm((80, 116), (64, 146), (78, 168), RED), Arm((120, 116), (138, 146), (120, 150), RED))),
        "s": (GREEN, YELLOW, RED, cap(YELLOW, RED), "sword", (134, 150), -12,
              (Arm((80, 116), (64, 146), (78, 168), YELLOW), Arm((120, 116), (140, 146), (134, 150), YELLOW))),
        "b": (YELLOW, RED, GREEN, wide_hat(RED, GREEN), "club", (136, 152), 10,
              (Arm((80, 116), (64, 146), (78, 168), RED), Arm((120, 116), (140, 146), (136, 152), RED))),
    }
    tunic, second, hose, hat, kind, grip, lean, arms = looks[suit]
    figure = page(Dress(tunic, second, hose, arms, head_turn=-2, hair="bob", hair_colour=BROWN, headwear=hat,
                        held=held(sign, kind, grip, 1.0 if kind in ("coin", "cup") else 1.1, lean)))
    return upper_half(figure, top=30, scale=HALF_SCALE)


def _cavallo(suit: str) -> str:
    sign = SIGN[suit]
    if suit == "d":
        return _rider_from_behind()
    looks = {
        "c": (GREEN, RED, YELLOW, cap(BLUE, WHITE, brim=YELLOW), "#c98a4b", BLUE, "cup", (146, 104), 0, 0.95),
        "s": (RED, BLUE, YELLOW, wide_hat(GREEN, YELLOW, WHITE), WHITE, GREEN, "sword", (134, 150), 8, 0.85),
        "b": (BLUE, YELLOW, RED, cap(RED, YELLOW), GREY, RED, "club", (134, 152), 8, 0.8),
    }
    tunic, second, hose, hat, coat, cloth, kind, grip, lean, size = looks[suit]
    elbow = (144, 128) if kind == "cup" else (144, 150)
    arms = (Arm((98, 142), (88, 166), (74, 172), second), Arm((124, 142), elbow, grip, second))
    return rider(Dress(tunic, second, hose, arms, head_turn=-3, moustache=True, headwear=hat,
                       held=held(sign, kind, grip, size, lean)), coat, cloth, YELLOW, mane=INK,
                 horse_scale=0.96, shift=(6, -44))


def _rider_from_behind() -> str:
    """The Cavallo di denari: the horse seen from behind (the back of its head and its ears beyond the
    rider, its croup, tail and hind legs down to the fold), the rider astride looking back over his
    shoulder, coin raised."""
    coat = "#9a6438"
    poll = (f'<path d="M60 70C58 58 62 48 72 46C82 48 86 58 84 70C80 76 64 76 60 70Z" fill="{coat}"/>'
            f'<path d="M62 50L58 34L68 46ZM82 50L86 34L76 46Z" fill="{coat}"/>'
            f'<path d="M70 46C68 56 70 66 72 74C74 66 76 56 74 46Z" fill="{INK}"/>')
    hind_legs = (f'<path d="M58 144L64 172H80L84 146Z" fill="{coat}"/><path d="M142 144L136 172H120L116 146Z" '
                 f'fill="{coat}"/>')
    croup = (f'<path d="M34 146C30 120 48 104 76 106C88 107 96 112 100 116C104 112 112 107 124 106'
             f'C152 104 170 120 166 146C148 154 124 152 108 148H92C76 152 52 154 34 146Z" fill="{coat}"/>'
             f'<path d="M97 114C88 132 90 152 94 170H106C110 152 112 132 103 114Z" fill="{INK}"/>'
             f'<path d="M46 112L64 108L66 132L48 134Z" fill="{RED}"/><path d="M154 112L136 108L134 132L152 134Z" '
             f'fill="{RED}"/>')
    legs = (leg((76, 108), (58, 116), (50, 134), YELLOW, width=13) + leg((124, 108), (142, 116), (150, 134), YELLOW,
                                                                         width=13)
            + boot(50, 150, -1, BLACK, top=18) + boot(150, 150, 1, BLACK, top=18))
    back = (f'<path d="M72 64C84 56 116 56 128 64L132 114C112 120 88 120 68 114Z" fill="{BLUE}"/>'
            f'<path d="M100 58V118" fill="none" stroke="{YELLOW}" stroke-width="3"/>'
            f'<path d="M70 100Q100 108 130 100" fill="none" stroke="{YELLOW}" stroke-width="5"/>'
            f'<path d="M93 48H107V60H93Z" fill="{FLESH}"/>')
    arms = (Arm((76, 68), (60, 88), (62, 104), RED), Arm((124, 68), (142, 58), (144, 46), RED))
    head = profile(100, 40, scale=1.0, facing=-1, hair="short", moustache=True) + group(
        wide_hat(GREEN, RED), 100, 24, 0.95)
    return (poll + hind_legs + croup + legs + back + arms[0].draw() + arms[1].draw() + head
            + held("pia-coin", "coin", (144, 46), 0.72) + arms[0].draw_hand() + arms[1].draw_hand())


def axe() -> str:
    """The King of Coins' axe: a long haft and a broad bearded blade facing left (haft foot at the origin)."""
    return (f'<path d="M0 0V-150" fill="none" stroke-width="6.5"/><path d="M0 0V-150" fill="none" stroke="{BROWN}" '
            'stroke-width="4"/>'
            f'<path d="M-2 -146C-12 -150 -26 -150 -34 -144C-30 -132 -30 -116 -34 -104C-24 -104 -12 -110 -2 -118Z" '
            f'fill="{STEEL}"/>'
            f'<path d="M-30 -140C-27 -128 -27 -118 -30 -108" fill="none" stroke="{WHITE}" stroke-width="2"/>'
            f'<path d="M2 -142L12 -136L2 -128Z" fill="{STEEL}"/><circle cy="-153" r="3.5" fill="{YELLOW}"/>')


def _re(suit: str) -> str:
    sign = SIGN[suit]
    crown = use("rg-crown", 0, 0, 1)
    if suit == "d":  # the coin in one hand, the axe in the other
        arms = (Arm((78, 118), (62, 150), (70, 170), YELLOW), Arm((122, 118), (144, 146), (148, 122), YELLOW))
        dress = Dress(GREEN, YELLOW, RED, arms, beard="full", hair_colour=BROWN, headwear=crown,
                      held=group(axe(), 70, 206) + held(sign, "coin", (148, 122), 1.0))
    elif suit == "c":
        arms = (Arm((78, 118), (64, 152), (78, 176), BLUE), Arm((122, 118), (144, 146), (146, 124), BLUE))
        dress = Dress(RED, BLUE, YELLOW, arms, beard="pointed", hair_colour=BLACK, headwear=crown,
                      held=held(sign, "cup", (146, 124), 1.0))
    elif suit == "s":
        arms = (Arm((78, 118), (64, 150), (82, 166), RED), Arm((122, 118), (142, 150), (142, 170), RED))
        dress = Dress(BLUE, RED, GREEN, arms, beard="forked", hair_colour=GREY, headwear=crown,
                      held=held(sign, "sword", (142, 170), 1.1))
    else:  # the King of Clubs in profile
        arms = (Arm((78, 118), (64, 150), (82, 166), GREEN), Arm((122, 118), (142, 150), (140, 170), GREEN))
        dress = Dress(YELLOW, GREEN, BLUE, arms, head_turn=-1, in_profile=True, beard="full",
                      hair_colour=BROWN, headwear=crown, held=held(sign, "club", (140, 170), 1.05, 10))
    return upper_half(king(dress), top=38, scale=HALF_SCALE)


def face(card: str) -> tuple[str, str]:
    """A Piacentine face: its (defs, body) inside the stock; the courts double-headed."""
    value, suit = int(card[:-1]), card[-1]
    if value == 1:
        return "", ace(suit)
    if value >= 8:
        half = {8: _fante, 9: _cavallo, 10: _re}[value](suit)
        return double_headed(half, BAND)
    return "", pips(suit, value)



PATTERN = Pattern("piacentine", "Piacentine", face, suit_marks("pia"))
