"""The figures: simple geometric people and horses for the court cards, the papi and the Matto,
and the papi's headwear. Part of tools/draw_cards.py."""

from __future__ import annotations

from collections.abc import Sequence

from card_art import (
    BLUE,
    GOLD,
    GREEN,
    HAIR,
    INK,
    LONG_SUITS,
    RED,
    SKIN,
    SUIT_PIECE,
    WHITE,
    WOOD,
    group,
    limb,
    num,
    piece,
    polar,
    pts,
    use,
)

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
