"""The court figures of the regional decks, composed from the figure kit (card_people.py): the
standing page (Fante), the standing king (Re) and the rider (Cavallo), full length in card
coordinates, feet on the platform at y 300.

Part of tools/draw_cards.py. A pattern dresses them (colours, headwear, what each hand holds)
and either shows them whole (Napoletane, Siciliane) or takes their upper half for a
double-headed card (:func:`upper_half`: Piacentine, Trevisane).
"""

from __future__ import annotations

from dataclasses import dataclass

from card_art import group, num
from card_people import boot, hair_back, hand, head, horse_at, leg, limb_outline, profile, shoe
from card_regional import BLACK, BROWN, FLESH, INK, RED, WHITE, YELLOW

Point = tuple[float, float]


@dataclass(frozen=True)
class Arm:
    """An arm from the shoulder through the elbow to the wrist, in a sleeve; the hand is drawn at
    the wrist unless *hand* is False (when an item covers it), open or closed."""

    shoulder: Point
    elbow: Point
    wrist: Point
    sleeve: str
    cuff: str | None = WHITE
    hand: bool = True
    hand_turn: float = 0
    skin: str = FLESH

    def draw(self) -> str:
        outline = limb_outline([self.shoulder, self.elbow, self.wrist], [17, 13, 10])
        out = f'<path d="{outline}" fill="{self.sleeve}"/>'
        if self.cuff:
            (ex, ey), (wx, wy) = self.elbow, self.wrist
            cx, cy = wx + (ex - wx) * 0.12, wy + (ey - wy) * 0.12
            out += (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="5.8" fill="{self.cuff}" stroke-width="1.2"/>')
        return out

    def draw_hand(self) -> str:
        return hand(*self.wrist, rotate=self.hand_turn, skin=self.skin) if self.hand else ""


@dataclass(frozen=True)
class Dress:
    """How a figure is dressed and what it carries: colours, head, and markup drawn behind the
    body (*behind*), between body and hands (*held*: the items in the hands) and in front (*front*)."""

    main: str                      # tunic or robe
    second: str                    # sleeves, mantle lining, trim
    third: str                     # hose, mantle or sash
    arms: tuple[Arm, Arm]
    head_turn: float = 0
    hair: str | None = "short"
    hair_colour: str = BROWN
    beard: str | None = None
    moustache: bool = False
    beard_colour: str | None = None
    female: bool = False
    headwear: str = ""             # markup placed with its base on the top of the head
    behind: str = ""
    held: str = ""
    front: str = ""
    hose_right: str | None = None  # the other leg's colour (parti-coloured hose)
    skin: str = FLESH
    in_profile: bool = False       # the head seen from the side, looking the way head_turn says


HEAD_Y = 84


def _head(dress: Dress, x: float = 100, y: float = HEAD_Y, scale: float = 1.15) -> str:
    if dress.in_profile:
        side = profile(x, y, scale=scale, facing=-1 if dress.head_turn <= 0 else 1, hair=dress.hair,
                       hair_colour=dress.hair_colour, beard=dress.beard, moustache=dress.moustache,
                       beard_colour=dress.beard_colour, skin=dress.skin)
        return side + (group(dress.headwear, x, y - 17 * scale, scale) if dress.headwear else "")
    face = head(x, y, scale=scale, turn=dress.head_turn, hair=dress.hair, hair_colour=dress.hair_colour,
                beard=dress.beard, moustache=dress.moustache, beard_colour=dress.beard_colour,
                female=dress.female, skin=dress.skin)
    hat = group(dress.headwear, x + dress.head_turn * 0.6, y - 17 * scale, scale) if dress.headwear else ""
    return face + hat


def _behind(dress: Dress, x: float = 100, y: float = HEAD_Y, scale: float = 1.15) -> str:
    """What is drawn behind the body: the pattern's *behind* and long hair falling to the shoulders."""
    hair = hair_back(x + dress.head_turn * 0.4, y, dress.hair_colour, scale) if dress.hair == "long" else ""
    return dress.behind + hair


def _limbs(dress: Dress) -> str:
    """The arms, what the hands hold (over the arms), the hands (over what they hold), and the front."""
    arms = dress.arms
    return arms[0].draw() + arms[1].draw() + dress.held + arms[0].draw_hand() + arms[1].draw_hand() + dress.front


def _ruff(y: float, colour: str = WHITE) -> str:
    return (f'<path d="M84 {num(y)}C90 {num(y + 8)} 110 {num(y + 8)} 116 {num(y)}L112 {num(y - 6)}'
            f'C106 {num(y - 2)} 94 {num(y - 2)} 88 {num(y - 6)}Z" fill="{colour}" stroke-width="1.4"/>')


def page(dress: Dress) -> str:
    """The Fante: a young page standing on both legs, in a belted tunic and hose."""
    hose_left, hose_right = dress.third, dress.hose_right or dress.third
    out = [_behind(dress),
           leg((91, 204), (88, 250), (87, 292), hose_left),
           leg((110, 204), (113, 250), (115, 292), hose_right),
           shoe(87, 298, -1), shoe(114, 298, 1),
           # the neck
           f'<path d="M93 98H107V112H93Z" fill="{dress.skin}"/>',
           # tunic: a fitted doublet flaring into a skirt to mid thigh
           f'<path d="M77 112C86 107 114 107 123 112L120 168C124 182 130 198 133 212'
           f'C112 218 88 218 67 212C70 198 76 182 80 168Z" fill="{dress.main}"/>',
           f'<path d="M100 112V214" fill="none" stroke="{dress.second}" stroke-width="3"/>',
           f'<path d="M80 166Q100 172 120 166" fill="none" stroke="{YELLOW}" stroke-width="5"/>',
           '<path d="M80 166Q100 172 120 166" fill="none" stroke-width="1"/>',
           f'<path d="M68 210C88 216 112 216 132 210" fill="none" stroke="{dress.second}" stroke-width="3"/>',
           # folds of the skirt, buttons and buckle, garters
           '<path d="M88 176L83 212M112 176L117 212M94 177L92 214M106 177L108 214" fill="none" stroke-width="0.9"/>',
           "".join(f'<circle cx="105" cy="{y}" r="1.9" fill="{YELLOW}" stroke-width="0.8"/>' for y in (124, 138, 152)),
           f'<path d="M96 165H104V173H96Z" fill="{YELLOW}" stroke-width="1"/>',
           f'<path d="M81 246H96M105 246H121" fill="none" stroke="{dress.second}" stroke-width="3.5"/>',
           _ruff(112),
           _head(dress),
           _limbs(dress)]
    return "".join(out)


def king(dress: Dress) -> str:
    """The Re: a crowned king standing in a long robe under a mantle (*third*, lined with *second*)."""
    out = [_behind(dress),
           # the mantle, open in front, lined
           f'<path d="M78 108C60 150 48 230 40 300H160C152 230 140 150 122 108Z" fill="{dress.third}"/>',
           f'<path d="M82 114C70 160 62 230 58 300H70C72 240 78 170 88 116Z" fill="{dress.second}"/>',
           f'<path d="M118 114C130 160 138 230 142 300H130C128 240 122 170 112 116Z" fill="{dress.second}"/>',
           # the robe to the ground, an embroidered band down the front, shoes
           f'<path d="M84 110H116L130 298H70Z" fill="{dress.main}"/>',
           f'<path d="M95 112H105L109 298H91Z" fill="{YELLOW}"/>',
           f'<path d="M97 130H103M96 160H104M95.5 190H104.5M95 220H105M94.5 250H105.5M94 280H106" '
           f'fill="none" stroke="{dress.second}" stroke-width="3"/>',
           f'<path d="M80 298C80 292 92 292 94 298ZM106 298C108 292 120 292 120 298Z" fill="{BLACK}"/>',
           # folds of the robe and mantle, jewels on the band
           '<path d="M87 176L82 296M113 176L118 296M62 200L52 296M138 200L148 296" fill="none" stroke-width="0.9"/>',
           "".join(f'<circle cx="100" cy="{y}" r="2.2" fill="{RED}" stroke-width="0.8"/>' for y in (145, 205, 265)),
           f'<path d="M80 160Q100 168 120 160" fill="none" stroke="{YELLOW}" stroke-width="4"/>',
           # the neck and an ermine cape over the shoulders
           f'<path d="M93 98H107V112H93Z" fill="{dress.skin}"/>',
           f'<path d="M74 112C82 104 118 104 126 112L124 128C110 134 90 134 76 128Z" fill="{WHITE}"/>',
           '<path d="M82 118v4M92 121v4M102 122v4M112 121v4M120 118v4" fill="none" stroke-width="2.6"/>',
           f'<circle cx="100" cy="128" r="3" fill="{YELLOW}" stroke-width="1"/>',
           _head(dress),
           _limbs(dress)]
    return "".join(out)


def rider(dress: Dress, coat: str, cloth: str, trim: str, *, facing: float = -1, mane: str = BROWN,
          bridle: str | None = None, horse_scale: float = 0.92, rider_scale: float = 0.92,
          shift: Point = (0, 0)) -> str:
    """The Cavallo: a rider on a horse walking to the viewer's left (*facing* -1) or right (1);
    *shift* moves horse and rider together (a double-headed card raises them so that the horse's
    head lies above the fold)."""
    f = facing
    saddle_x, saddle_y = 100 - 8 * f, 232
    body_x = saddle_x - 2 * f
    person = [
        # the near leg: thigh over the saddle, boot in the stirrup
        leg((body_x + 2 * f, 196), (body_x + 14 * f, 212), (body_x + 8 * f, 246), dress.third, width=14),
        boot(body_x + 8 * f, 252, f, BLACK, top=18),
        f'<path d="M{num(body_x + 2 * f)} 226V250" fill="none" stroke="{INK}" stroke-width="1.2"/>',
        # the torso in a tunic, its skirt over the saddle
        f'<path d="M{num(body_x - 20)} 134C{num(body_x - 10)} 128 {num(body_x + 10)} 128 {num(body_x + 20)} 134'
        f'L{num(body_x + 18)} 182C{num(body_x + 24)} 192 {num(body_x + 28)} 204 {num(body_x + 30)} 212'
        f'C{num(body_x + 10)} 216 {num(body_x - 10)} 216 {num(body_x - 30)} 212'
        f'C{num(body_x - 26)} 204 {num(body_x - 22)} 192 {num(body_x - 18)} 182Z" fill="{dress.main}"/>',
        f'<path d="M{num(body_x - 18)} 180Q{num(body_x)} 186 {num(body_x + 18)} 180" fill="none" '
        f'stroke="{YELLOW}" stroke-width="4.5"/>',
        f'<path d="M{num(body_x - 7)} 120H{num(body_x + 7)}V134H{num(body_x - 7)}Z" fill="{dress.skin}"/>',
        _ruff_at(body_x, 134),
        _head(dress, body_x, 106, 1.05),
        _limbs(dress)]
    seat = (body_x, 214)
    drawn = (_behind(dress, body_x, 106, 1.05)
             + horse_at(saddle_x, saddle_y, horse_scale, facing, coat=coat, cloth=cloth, trim=trim, mane=mane,
                        bridle=bridle or dress.second)
             + enlarge("".join(person), rider_scale, seat))
    return group(drawn, *shift) if shift != (0, 0) else drawn


def _ruff_at(x: float, y: float) -> str:
    return (f'<path d="M{num(x - 15)} {num(y)}C{num(x - 9)} {num(y + 7)} {num(x + 9)} {num(y + 7)} {num(x + 15)} '
            f'{num(y)}L{num(x + 11)} {num(y - 5)}C{num(x + 5)} {num(y - 2)} {num(x - 5)} {num(y - 2)} {num(x - 11)} '
            f'{num(y - 5)}Z" fill="{WHITE}" stroke-width="1.3"/>')


def upper_half(figure: str, *, top: float = 40, waist: float = 200, scale: float | None = None,
               shift_x: float = 0) -> str:
    """A full-length *figure* scaled and moved so that its part from *top* down to *waist* fills the
    upper half of a card (y 14 to 170): the half a double-headed card shows twice."""
    factor = scale or (170 - 14) / (waist - top)
    dy = 14 - top * factor
    dx = 100 - 100 * factor + shift_x
    return f'<g transform="translate({num(dx)} {num(dy)}) scale({num(factor)})">{figure}</g>'



def enlarge(figure: str, factor: float, anchor: Point = (100, 300)) -> str:
    """*figure* scaled by *factor* about *anchor* (its feet), to fill the card."""
    ax, ay = anchor
    return (f'<g transform="translate({num(ax * (1 - factor))} {num(ay * (1 - factor))}) scale({num(factor)})">'
            f"{figure}</g>")
