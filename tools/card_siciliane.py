"""The Siciliane pattern (Sicily): Spanish-type suits, single-headed courts standing on platforms
coloured by rank (red the Fante, yellow the Cavallo, green the Re), feminine Fanti, grey horses,
little vignettes among the pips, the coins of 1860 on the two, three and five of coins, no
corner indices.

Part of tools/draw_cards.py; the features and their sources are in docs/decks.md.
"""

from __future__ import annotations

from card_art import group, num, piece, polar, text, use
from card_courts import Arm, Dress, enlarge, king, page, rider
from card_latin_suits import chalice, cudgel, flower, rosette_coin, scroll, sprig, straight_sword
from card_people import boot, cap, wide_hat
from card_regional import (
    BLACK,
    BLUE,
    BROWN,
    DEEP_RED,
    FLESH,
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
    Placement,
    fan,
    long_rows,
    platform,
    suit_marks,
)
from card_regional_parts import eagle, held, limb_line

RANK_GROUND = {8: RED, 9: YELLOW, 10: GREEN}  # the platform tells the rank
DONKEY_GREY = "#a9a59d"
PALE = "#f9e08a"  # the field of a coin in relief


@piece("sic-coin")
def _coin() -> str:
    return rosette_coin(YELLOW, RED, YELLOW, GREEN)


@piece("sic-cup")
def _cup() -> str:
    return chalice(RED, YELLOW, GREEN, YELLOW)


@piece("sic-sword")
def _sword() -> str:
    return straight_sword(STEEL, YELLOW, RED, BLUE)


@piece("sic-club")
def _club() -> str:
    return cudgel("#c8873c", RED, GREEN)


SIGN = {"d": "sic-coin", "c": "sic-cup", "s": "sic-sword", "b": "sic-club"}


# --- the coins of 1860 ----------------------------------------------------------------------------------


def _medal(inside: str) -> str:
    """A coin whose field carries a picture in relief (*inside*, drawn within radius 15)."""
    beads = "".join(f'<circle cx="{num(x)}" cy="{num(y)}" r="1"/>'
                    for x, y in (polar(18.2, a) for a in range(0, 360, 20)))
    return (f'<circle r="20.5" fill="{YELLOW}" stroke-width="2"/><g fill="{OCHRE}" stroke="none">{beads}</g>'
            f'<circle r="16" fill="{PALE}" stroke-width="1.2"/>{inside}')


def _profile() -> str:
    """A king's head in profile, facing left, with his great moustache (the two of coins)."""
    return (f'<path d="M-3 -13C-6 -12 -7 -9 -7 -6L-11 -1L-8 0C-8 2 -9 3 -7 4C-8 6 -7 8 -5 9C-2 11 2 10 3 8'
            f'L2 14H10L9 6C12 2 12 -8 6 -12C3 -14 0 -14 -3 -13Z" fill="{OCHRE}" stroke-width="1"/>'
            f'<path d="M-3 -13C2 -15 10 -12 11 -4C10 0 8 2 6 0C8 -6 4 -10 -3 -13Z" fill="{BROWN}" stroke-width="0.8"/>'
            f'<path d="M-7 2C-11 1 -14 -2 -15 -4C-12 -1 -9 -1 -5 0C-1 1 3 0 6 -3C4 1 0 4 -7 2Z" fill="{BROWN}" '
            'stroke-width="0.8"/>'
            f'<circle cx="-4" cy="-5" r="1" fill="{INK}" stroke="none"/>')


def _trinacria() -> str:
    """The Trinacria: a head with three bent legs running round it (the three of coins)."""
    one = "M0 -4L0 -12.5L7 -13.5"
    legs = "".join(f'<path d="{one}" transform="rotate({a})" fill="none" stroke-width="4.6"/>'
                   f'<path d="{one}" transform="rotate({a})" fill="none" stroke="{OCHRE}" stroke-width="2.6"/>'
                   for a in (0, 120, 240))
    return (legs + f'<circle r="5.4" fill="{OCHRE}" stroke-width="1"/>'
            f'<circle cx="-1.8" cy="-0.8" r="0.8" fill="{INK}" stroke="none"/>'
            f'<circle cx="1.8" cy="-0.8" r="0.8" fill="{INK}" stroke="none"/>'
            f'<path d="M-5 -3C-3 -7 3 -7 5 -3" fill="none" stroke="{GREEN}" stroke-width="1.6"/>')


def _biga() -> str:
    """A two-horse chariot and its driver (the five of coins)."""
    horse = ("M-14 0C-14 -4 -6 -5 -2 -3L0 -9L4 -11L5 -8L2 -2C3 0 2 3 0 3H-12C-14 3 -15 2 -14 0Z")
    legs = "M-12 3L-15 8M-9 3L-8 9M-3 3L-6 9M0 3L2 8"
    return (group(f'<path d="{horse}" fill="{OCHRE}" stroke-width="0.8"/>'
                  f'<path d="{legs}" fill="none" stroke-width="1.1"/>', -3, 1)
            + f'<path d="{horse}" fill="{OCHRE}" stroke-width="0.8"/><path d="{legs}" fill="none" stroke-width="1.1"/>'
            + '<path d="M2 -1H9" fill="none" stroke-width="1"/>'
            + f'<path d="M8 -4H14L13 3H8Z" fill="{OCHRE}" stroke-width="0.9"/>'
            + f'<circle cx="11" cy="5" r="3.6" fill="{PALE}" stroke-width="1.2"/>'
            + f'<path d="M10 -4L10 -9" fill="none" stroke="{OCHRE}" stroke-width="3"/>'
            + f'<circle cx="10" cy="-10.5" r="2" fill="{OCHRE}" stroke-width="0.8"/>')


@piece("sic-coin-king")
def _coin_king() -> str:
    return _medal(_profile())


@piece("sic-coin-trinacria")
def _coin_trinacria() -> str:
    return _medal(_trinacria())


@piece("sic-coin-biga")
def _coin_biga() -> str:
    return _medal(_biga())


# --- vignettes --------------------------------------------------------------------------------------


def bird(colour: str = BLUE) -> str:
    """A little bird on a twig, about 30 long."""
    return (f'<path d="M-16 8H14" fill="none" stroke="{BROWN}" stroke-width="2.2"/>'
            f'<path d="M-10 2C-10 -6 -2 -10 6 -8L12 -12L11 -6C14 -2 10 4 2 5C-4 6 -8 6 -10 2Z" fill="{colour}"/>'
            f'<path d="M-10 2L-18 -2L-12 5Z" fill="{colour}"/><path d="M12 -10L16 -9L12 -8Z" fill="{YELLOW}"/>'
            f'<circle cx="8" cy="-7.5" r="1" fill="{INK}" stroke="none"/>'
            f'<path d="M-2 -2C2 -4 6 -2 8 1" fill="none" stroke="{WHITE}" stroke-width="1.4"/>'
            f'<path d="M-2 5V8M3 5V8" fill="none" stroke-width="1.2"/>')


def pot(colour: str = RED) -> str:
    """A flower pot with a flower, about 26 wide and 40 tall, standing on y 16."""
    return (sprig(LEAF, length=26) + group(flower(RED, YELLOW, 0.9), 0, -28)
            + f'<path d="M-10 0H10L7 16H-7Z" fill="{colour}"/><path d="M-12 -3H12V2H-12Z" fill="{colour}"/>')


def dog(coat: str = WHITE, patch: str = BROWN) -> str:
    """A small dog standing, facing left, about 36 long, feet on y 10."""
    return ("".join(limb_line(p, 2.6) for p in (((-8, 0), (-9, 10)), ((-4, 0), (-3, 10)), ((8, 0), (7, 10)),
                                                 ((12, 0), (13, 10))))
            + '<path d="M14 -8C18 -12 20 -14 22 -12" fill="none" stroke-width="2"/>'
            + f'<path d="M-12 -6C-10 -10 10 -10 15 -7C17 -3 15 2 10 2H-8C-12 2 -14 -2 -12 -6Z" fill="{coat}"/>'
            + f'<path d="M-12 -6C-14 -12 -18 -12 -22 -10L-23 -6C-20 -4 -16 -4 -13 -3Z" fill="{coat}"/>'
            + f'<path d="M-15 -12L-17 -6L-13 -7Z" fill="{patch}" stroke-width="1"/>'
            + f'<circle cx="-19" cy="-9" r="0.9" fill="{INK}" stroke="none"/>'
            + f'<path d="M2 -9C6 -9 8 -6 7 -3C4 -3 2 -5 2 -9Z" fill="{patch}" stroke="none"/>')


def tower() -> str:
    """A little tower with a flag, about 24 wide and 44 tall, standing on y 16."""
    return (f'<path d="M-10 16V-12H10V16Z" fill="{OCHRE}"/>'
            f'<path d="M-12 -12V-18H-8V-14H-2V-18H2V-14H8V-18H12V-12Z" fill="{OCHRE}"/>'
            f'<path d="M-3 16V6C-3 2 3 2 3 6V16Z" fill="{BROWN}"/><path d="M-4 -4H4V2H-4Z" fill="{SKY}"/>'
            f'<path d="M0 -18V-30" fill="none" stroke-width="1.4"/><path d="M0 -30H10L7 -27L10 -24H0Z" fill="{RED}" '
            'stroke-width="1"/>')


def huntsman() -> str:
    """A huntsman with a spear and his dog (the five of swords), about 80 wide, feet on y 16."""
    man = (limb_line(((-3, 2), (-6, 16)), 2.6) + limb_line(((3, 2), (6, 16)), 2.6)
           + f'<path d="M-6 -12H6L8 4H-8Z" fill="{GREEN}"/>'
           + f'<circle cy="-18" r="5.5" fill="{FLESH}" stroke-width="1.2"/>'
           + group(wide_hat(BROWN, RED), 0, -21, 0.45)
           + f'<path d="M14 -34L10 18" fill="none" stroke="{BROWN}" stroke-width="2"/>'
           + f'<path d="M14 -34L12 -40L17 -35Z" fill="{STEEL}" stroke-width="1"/>'
           + limb_line(((5, -8), (12, -6)), 2.4) + limb_line(((-5, -8), (-8, 2)), 2.4))
    return group(man, -16) + group(dog(), 24, 6, 0.9)


# --- number cards ----------------------------------------------------------------------------------

ROUND = {  # coins and cups: places, coin scale, cup scale
    2: ([(100, 92), (100, 248)], 1.6, 1.45),
    3: ([(100, 72), (100, 170), (100, 268)], 1.4, 1.2),
    4: ([(62, 86), (138, 86), (62, 254), (138, 254)], 1.35, 1.2),
    5: ([(62, 86), (138, 86), (100, 170), (62, 254), (138, 254)], 1.35, 1.2),
    6: ([(62, 72), (138, 72), (62, 170), (138, 170), (62, 268), (138, 268)], 1.25, 1.08),
    7: ([(62, 66), (138, 66), (100, 118), (62, 170), (138, 170), (62, 274), (138, 274)], 1.2, 1.0),
}
VIGNETTES = {  # (card, markup): the little pictures of some number cards
    "4d": group(bird(), 100, 170, 1.2),
    "4c": group(pot(), 100, 166, 1.1),
    "6c": group(bird(GREEN), 100, 121, 1.0),
    "4b": group(tower(), 100, 166, 1.1),
    "6s": group(dog(), 100, 176, 1.1),
}


def _long(name: str, value: int) -> list[Placement]:
    """Swords and clubs apart: the two and the three side by side, then in rows (``long_rows``)."""
    if value == 2:
        return [(name, 68, 170, 1.55, -10), (name, 132, 170, 1.55, 10)]
    if value == 3:
        return [(name, 52, 170, 1.45, -12), (name, 100, 170, 1.5, 0), (name, 148, 170, 1.45, 12)]
    return long_rows(name, value, 9)


def pips(suit: str, value: int) -> str:
    name = SIGN[suit]
    card = f"{value}{suit}"
    if suit in "dc":
        places, coin_scale, cup_scale = ROUND[value]
        scale = coin_scale if suit == "d" else cup_scale
        names = [name] * len(places)
        if suit == "d" and value in (2, 3, 5):  # the coins of 1860
            special = {2: "sic-coin-king", 3: "sic-coin-trinacria", 5: "sic-coin-biga"}[value]
            names = [special] * 2 if value == 2 else [name if (x, y) != (100, 170) else special
                                                      for x, y in places]
        drawn = fan([(n, x, y, scale, 0) for n, (x, y) in zip(names, places)])
    else:
        drawn = fan(_long(name, value))
        if suit == "s" and value == 5:
            drawn += group(huntsman(), 100, 166, 0.95)
        if suit == "b" and value == 5:
            drawn += use(name, 100, 170, 0.7, 90)
    return drawn + VIGNETTES.get(card, "")


# --- aces ----------------------------------------------------------------------------------------------


def lebes() -> str:
    """The wedding vase (lebes gamikos) of the ace of cups: a round body with two upright handles and a
    lid, on a tall foot; about 70 wide and 110 tall, centred."""
    return (f'<path d="M-8 30C-10 40 -16 46 -22 50H22C16 46 10 40 8 30Z" fill="{GREEN}"/>'
            f'<path d="M-26 50H26L22 58H-22Z" fill="{YELLOW}"/>'
            f'<path d="M-20 -30C-34 -44 -38 -22 -24 -14M20 -30C34 -44 38 -22 24 -14" fill="none" stroke-width="7"/>'
            f'<path d="M-20 -30C-34 -44 -38 -22 -24 -14M20 -30C34 -44 38 -22 24 -14" fill="none" stroke="{YELLOW}" '
            'stroke-width="4"/>'
            f'<path d="M-18 -30C-36 -22 -38 10 -20 26C-10 34 10 34 20 26C38 10 36 -22 18 -30Z" fill="{RED}"/>'
            f'<path d="M-33 -6H33" fill="none" stroke="{YELLOW}" stroke-width="5"/>'
            f'<path d="M-30 10C-10 16 10 16 30 10" fill="none" stroke="{INK}" stroke-width="1"/>'
            + "".join(f'<circle cx="{x}" cy="2" r="2" fill="{WHITE}" stroke-width="0.8"/>' for x in range(-24, 25, 12))
            + f'<path d="M-18 -30H18L14 -36H-14Z" fill="{YELLOW}"/>'
            f'<path d="M-16 -36C-16 -50 16 -50 16 -36Z" fill="{BLUE}"/>'
            f'<circle cy="-52" r="5" fill="{YELLOW}"/>')


def ace(suit: str) -> str:
    if suit == "d":  # an eagle bearing the coin (the maker's) on its breast
        return (group(eagle("#3f3a34", YELLOW, feathers=OCHRE), 100, 168, 0.98) + use("sic-coin", 100, 166, 1.3)
                + group(scroll(96, WHITE), 100, 284) + text(100, 288, "TAVOLO", 11))
    if suit == "c":
        return (group(sprig(LEAF, length=80), 64, 300, 1, -22) + group(sprig(LEAF, length=80), 136, 300, 1, 22)
                + group(lebes(), 100, 176, 1.9))
    if suit == "s":  # the great sword with a banner wound about its blade
        band = (f'<path d="M-26 -6C-10 -14 10 -2 26 -10L26 0C10 8 -10 -4 -26 4Z" fill="{RED}"/>'
                f'<path d="M-26 -6L-34 -2L-26 4M26 -10L34 -5L26 0" fill="{RED}"/>')
        return (use("sic-sword", 100, 170, 2.3) + group(band, 100, 120, 1.3) + group(band, 100, 190, 1.3)
                + group(flower(YELLOW, RED, 1.2), 100, 298))
    return (use("sic-club", 100, 172, 2.3, 0) + group(sprig(LEAF, length=46), 88, 96, 1, -40)
            + group(sprig(LEAF, length=40), 112, 150, 1, 45))


# --- courts ------------------------------------------------------------------------------------------------


def _donna(suit: str) -> str:
    """The Fante, called Donna: a page with long hair, cap and little boots."""
    sign = SIGN[suit]
    boots = boot(87, 298, -1, BROWN, top=16) + boot(114, 298, 1, BROWN, top=16)
    looks = {
        "d": (BLUE, YELLOW, RED, BLACK, cap(RED, WHITE), "coin",
              (Arm((80, 116), (64, 144), (80, 164), YELLOW), Arm((120, 116), (140, 104), (144, 80), YELLOW)),
              (144, 80), 0),
        "c": (GREEN, RED, YELLOW, BROWN, cap(BLUE, YELLOW), "cup",
              (Arm((80, 116), (62, 140), (58, 116), RED), Arm((120, 116), (136, 148), (118, 154), RED)),
              (118, 154), 0),
        "s": (RED, BLUE, GREEN, BROWN, cap(GREEN, WHITE), "sword",
              (Arm((80, 116), (64, 144), (80, 164), BLUE), Arm((120, 116), (140, 146), (142, 172), BLUE)),
              (142, 172), 0),
        "b": (YELLOW, GREEN, BLUE, BLACK, cap(RED, YELLOW), "club",
              (Arm((80, 116), (64, 144), (80, 164), GREEN), Arm((120, 116), (140, 142), (136, 166), GREEN)),
              (136, 166), -14),
    }
    tunic, second, hose, hair, hat, kind, arms, grip, lean = looks[suit]
    return page(Dress(tunic, second, hose, arms, head_turn=2 if suit in "cb" else -2, hair="long",
                      hair_colour=hair, female=True, headwear=hat, front=boots,
                      held=held(sign, kind, grip, 1.0 if kind != "sword" else 1.15, lean)))


def _cavallo(suit: str) -> str:
    """The Cavallo on a grey horse, the rider raising his sign."""
    sign = SIGN[suit]
    looks = {
        "d": (RED, YELLOW, BLUE, wide_hat(BLUE, YELLOW, WHITE), RED, "coin", (146, 100), 0),
        "c": (GREEN, YELLOW, RED, cap(RED, WHITE, brim=YELLOW), BLUE, "cup", (148, 104), 0),
        "s": (BLUE, RED, YELLOW, wide_hat(RED, YELLOW, WHITE), GREEN, "sword", (150, 110), 8),
        "b": (YELLOW, RED, GREEN, cap(GREEN, RED), RED, "club", (148, 108), 8),
    }
    tunic, second, hose, hat, cloth, kind, grip, lean = looks[suit]
    arms = (Arm((98, 142), (88, 166), (74, 172), second), Arm((124, 142), (144, 128), grip, second))
    dress = Dress(tunic, second, hose, arms, head_turn=-3, moustache=True, hair_colour=BROWN, headwear=hat,
                  held=held(sign, kind, grip, 0.95, lean))
    return rider(dress, DONKEY_GREY, cloth, YELLOW, mane=INK, bridle=DEEP_RED)


def _re(suit: str) -> str:
    """The Re: a crowned king in a long tunic and cape, the paladin's breastplate at his chest."""
    sign = SIGN[suit]
    crown = use("rg-lily-crown", 0, 0, 1)
    looks = {
        "d": (RED, YELLOW, BLUE, "full", BROWN, "coin",
              (Arm((78, 118), (62, 150), (72, 174), BLUE), Arm((122, 118), (144, 146), (148, 122), BLUE)),
              (148, 122), 0),
        "c": (BLUE, YELLOW, RED, "pointed", BLACK, "cup",
              (Arm((78, 118), (64, 152), (80, 176), RED), Arm((122, 118), (144, 146), (146, 124), RED)),
              (146, 124), 0),
        "s": (GREEN, RED, YELLOW, "full", GREY, "sword",
              (Arm((78, 118), (64, 152), (80, 176), RED), Arm((122, 118), (142, 150), (142, 172), RED)),
              (142, 172), 0),
        "b": (YELLOW, BLUE, RED, "forked", BROWN, "club",
              (Arm((78, 118), (64, 152), (80, 176), BLUE), Arm((122, 118), (142, 150), (140, 172), BLUE)),
              (140, 172), 12),
    }
    robe, second, mantle, beard, hair, kind, arms, grip, lean = looks[suit]
    cuirass = (f'<path d="M86 132C92 140 108 140 114 132L116 156C106 162 94 162 84 156Z" fill="{STEEL}"/>'
               f'<path d="M100 134V160M88 146C94 150 106 150 112 146" fill="none" stroke-width="1.1"/>')
    return king(Dress(robe, second, mantle, arms, beard=beard, hair_colour=hair, headwear=crown,
                      held=cuirass + held(sign, kind, grip, 1.05, lean)))


def face(card: str) -> tuple[str, str]:
    """A Siciliane face: its (defs, body) inside the stock."""
    value, suit = int(card[:-1]), card[-1]
    if value == 1:
        return "", ace(suit)
    if value in RANK_GROUND:
        figure = {8: lambda: enlarge(_donna(suit), 1.12), 9: lambda: _cavallo(suit),
                  10: lambda: enlarge(_re(suit), 1.1)}[value]()
        return "", platform(RANK_GROUND[value]) + figure
    return "", pips(suit, value)



PATTERN = Pattern("siciliane", "Siciliane", face, suit_marks("sic"))
