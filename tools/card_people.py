"""The regional decks' figure kit: heads (front or turned), hair, beards, crowns and hats, hands,
legs and shoes, and the horse, drawn in the flat stencil style of traditional Italian packs.

Part of tools/draw_cards.py. Parts are drawn around their own origin and placed with
``group(..., x, y, scale)``; each court card (in its pattern's module) is composed of them.
"""

from __future__ import annotations

from card_art import group, num, piece
from card_regional import BLACK, BROWN, CHEEK, DEEP_RED, FLESH, GREEN, INK, RED, WHITE, YELLOW

# --- heads ---------------------------------------------------------------------------------------
# A head is drawn around its centre, about 24 wide and 32 tall (chin at y 16), facing the viewer
# ("front") or turned a little to the viewer's left or right.

FACE = "M0 -16C9 -16 12.5 -9 12.5 -1C12.5 8 7 16 0 16C-7 16 -12.5 8 -12.5 -1C-12.5 -9 -9 -16 0 -16Z"


def _features(turn: float, *, female: bool, stern: bool) -> str:
    """Eyes, brows, nose, mouth and cheeks, shifted by *turn* for a turned head."""
    t = turn
    brow = "M{a} -5Q{b} -7.5 {c} -5.5".format
    brows = (f'<path d="{brow(a=num(-8.5 + t), b=num(-5.5 + t), c=num(-2.5 + t))}'
             f'{brow(a=num(2.5 + t), b=num(5.5 + t), c=num(8.5 + t)).replace("M", "M", 1)}" fill="none" '
             f'stroke-width="{1.2 if female else 1.6}"/>')
    eyes = (f'<ellipse cx="{num(-5.5 + t)}" cy="-1" rx="2.4" ry="1.6" fill="{WHITE}" stroke-width="0.8"/>'
            f'<ellipse cx="{num(5.5 + t)}" cy="-1" rx="2.4" ry="1.6" fill="{WHITE}" stroke-width="0.8"/>'
            f'<circle cx="{num(-5 + t * 1.2)}" cy="-1" r="1.3" fill="{INK}" stroke="none"/>'
            f'<circle cx="{num(6 + t * 1.2)}" cy="-1" r="1.3" fill="{INK}" stroke="none"/>')
    nose = f'<path d="M{num(0.5 + t)} 0L{num(-1.8 + t * 1.5)} 6.2Q{num(0.5 + t)} 7.4 {num(2.4 + t)} 6" ' \
           'fill="none" stroke-width="1.1"/>'
    lips = "#c0392b" if female else DEEP_RED
    mouth = (f'<path d="M{num(-3.2 + t)} 10.4Q{num(t)} {"12.2" if not stern else "10.6"} {num(3.2 + t)} 10.4" '
             f'fill="none" stroke="{lips}" stroke-width="1.5"/>')
    cheeks = (f'<circle cx="{num(-7 + t)}" cy="5" r="2.8" fill="{CHEEK}" stroke="none" opacity="0.7"/>'
              f'<circle cx="{num(7 + t)}" cy="5" r="2.8" fill="{CHEEK}" stroke="none" opacity="0.7"/>')
    return cheeks + brows + eyes + nose + mouth


HAIR_SHAPES = {
    # a cap of hair over the skull, the forehead free
    "short": "M-12.8 -1C-14 -14 -7 -19.5 0 -19.5C7 -19.5 14 -14 12.8 -1C11 -7 8 -10 3 -11"
             "C-2 -9 -8 -9 -12.8 -1Z",
    # a page's bob, down to the jaw, with a fringe
    "bob": "M-13 10C-16 -4 -14 -19 0 -19.5C14 -19 16 -4 13 10L10.5 9C11 2 10.5 -5 8 -9"
           "C3 -7 -3 -7 -8 -9C-10.5 -5 -11 2 -10.5 9Z",
    # long hair: the crown of the head and a lock down each cheek (the rest falls behind: hair_back)
    "long": "M-12.8 -1C-14 -14 -7 -19.5 0 -19.5C7 -19.5 14 -14 12.8 -1C13.5 7 13.5 14 12 19L9.5 18"
            "C10.5 11 11 5 10.2 -3C7 -8 3 -10 0 -10C-3 -10 -7 -8 -10.2 -3C-11 5 -10.5 11 -9.5 18L-12 19"
            "C-13.5 14 -13.5 7 -12.8 -1Z",
    # curls framing the face
    "curls": "M-13 6C-18 2 -16 -6 -13 -9C-15 -16 -7 -21 0 -20C7 -21 15 -16 13 -9C16 -6 18 2 13 6"
             "C12 0 11 -5 8 -9C3 -7 -3 -7 -8 -9C-11 -5 -12 0 -13 6Z",
}

BEARDS = {
    "full": "M-12.5 1C-13 14 -7 24 0 25C7 24 13 14 12.5 1C10 8 6 12 0 12C-6 12 -10 8 -12.5 1Z",
    "pointed": "M-12.2 3C-12 14 -5 20 0 29C5 20 12 14 12.2 3C10 9 6 12.5 0 12.5C-6 12.5 -10 9 -12.2 3Z",
    "forked": "M-12.5 2C-13 14 -8 22 -3 30L0 24L3 30C8 22 13 14 12.5 2C10 9 6 12.5 0 12.5C-6 12.5 -10 9 -12.5 2Z",
}


def head(x: float, y: float, *, scale: float = 1, turn: float = 0, hair: str | None = "short",
         hair_colour: str = BROWN, beard: str | None = None, moustache: bool = False,
         beard_colour: str | None = None, female: bool = False, stern: bool = False, skin: str = FLESH) -> str:
    """A head centred at (x, y). *turn* shifts the features (negative: towards the viewer's left)."""
    parts = []
    ear_x = 12 if turn <= 0 else -12
    parts.append(f'<ellipse cx="{num(ear_x + turn * 0.3)}" cy="1" rx="2.6" ry="4" fill="{skin}" stroke-width="1.2"/>')
    if turn == 0:
        parts.append(f'<ellipse cx="-12" cy="1" rx="2.6" ry="4" fill="{skin}" stroke-width="1.2"/>')
    parts.append(f'<path d="{FACE}" fill="{skin}"/>')
    parts.append(_features(turn, female=female, stern=stern))
    if hair in HAIR_SHAPES:
        parts.append(f'<path d="{HAIR_SHAPES[hair]}" fill="{hair_colour}"/>')
    tone = beard_colour or hair_colour
    if beard:
        parts.append(f'<path d="{BEARDS[beard]}" transform="translate({num(turn * 0.6)} 0)" fill="{tone}"/>')
    if moustache or beard:
        parts.append(f'<path d="M{num(turn)} 8.2C{num(-3 + turn)} 6.6 {num(-7 + turn)} 7.4 {num(-9.5 + turn)} 10.5'
                     f'C{num(-6.5 + turn)} 9.6 {num(-3 + turn)} 9.8 {num(turn)} 9.2'
                     f'C{num(3 + turn)} 9.8 {num(6.5 + turn)} 9.6 {num(9.5 + turn)} 10.5'
                     f'C{num(7 + turn)} 7.4 {num(3 + turn)} 6.6 {num(turn)} 8.2Z" fill="{tone}" stroke-width="1"/>')
    return group("".join(parts), x, y, scale)


def profile(x: float, y: float, *, scale: float = 1, facing: float = -1, hair: str | None = "short",
            hair_colour: str = BROWN, beard: str | None = None, moustache: bool = False,
            beard_colour: str | None = None, skin: str = FLESH) -> str:
    """A head in profile at (x, y), looking to the viewer's left (*facing* -1) or right (1)."""
    tone = beard_colour or hair_colour
    parts = [f'<path d="M4 -16C-4 -16 -10 -12 -11 -5L-11.5 -2L-15 3L-11 4.5L-11.5 7L-10 8.5L-11 10'
             f'C-11 13 -8 16 -4 16C2 16 6 13 8 10C12 6 13 -2 12 -6C11 -13 8 -16 4 -16Z" fill="{skin}"/>',
             f'<circle cx="-5" cy="4" r="2.6" fill="{CHEEK}" stroke="none" opacity="0.7"/>',
             '<path d="M-9.5 -6.5Q-6 -8.2 -3.5 -6.5" fill="none" stroke-width="1.5"/>',
             f'<path d="M-8.6 -3Q-6 -5.2 -3.8 -3Q-6 -1.6 -8.6 -3Z" fill="{WHITE}" stroke-width="0.8"/>',
             f'<circle cx="-7" cy="-3.1" r="1.1" fill="{INK}" stroke="none"/>',
             f'<path d="M-11 8.6H-8" fill="none" stroke="{DEEP_RED}" stroke-width="1.4"/>',
             f'<ellipse cx="4" cy="1" rx="2.6" ry="4" fill="{skin}" stroke-width="1.2"/>']
    if hair:
        parts.append(f'<path d="M-10 -8C-8 -17 8 -19 12 -8C13 -2 12 4 9 8L6 6C8 0 8 -6 4 -9C0 -10 -6 -10 -10 -8Z" '
                     f'fill="{hair_colour}"/>')
    if beard:
        parts.append(f'<path d="M-11 9C-12 16 -6 23 0 23C6 21 9 14 9 8C6 12 2 13 -2 12C-6 12 -9 11 -11 9Z" '
                     f'fill="{tone}"/>')
    if beard or moustache:
        parts.append(f'<path d="M-11.5 6.2C-8 4.6 -5 5.6 -3 8.4C-6 8 -9 7.8 -11.5 6.2Z" fill="{tone}" '
                     'stroke-width="0.9"/>')
    flip = "" if facing < 0 else ' transform="scale(-1 1)"'
    return group(f"<g{flip}>{''.join(parts)}</g>", x, y, scale)


def hair_back(x: float, y: float, colour: str, scale: float = 1) -> str:
    """Long hair falling behind the neck to the shoulders, for a head at (x, y): drawn before the body."""
    return group(f'<path d="M-15 -6C-18 -20 18 -20 15 -6C17 8 19 22 21 33C10 38 -10 38 -21 33'
                 f'C-19 22 -17 8 -15 -6Z" fill="{colour}"/>', x, y, scale)


# --- headwear (pieces: base on y 0, about 30 wide) -------------------------------------------------

@piece("rg-crown")
def _crown() -> str:
    """An open royal crown: a jewelled band and five points with pearls."""
    return (f'<path d="M-15 0L-17 -16L-10 -9L-5 -20L0 -11L5 -20L10 -9L17 -16L15 0Z" fill="{YELLOW}"/>'
            f'<path d="M-15.5 -1H15.5V-6H-15.5Z" fill="{YELLOW}"/>'
            f'<circle cx="-17" cy="-17.5" r="2.2" fill="{WHITE}" stroke-width="1"/>'
            f'<circle cx="-5" cy="-21.5" r="2.2" fill="{WHITE}" stroke-width="1"/>'
            f'<circle cx="5" cy="-21.5" r="2.2" fill="{WHITE}" stroke-width="1"/>'
            f'<circle cx="17" cy="-17.5" r="2.2" fill="{WHITE}" stroke-width="1"/>'
            f'<circle cx="0" cy="-12.5" r="1.8" fill="{RED}" stroke-width="0.8"/>'
            f'<circle cx="-8" cy="-3.5" r="1.6" fill="{RED}" stroke="none"/>'
            f'<circle cx="0" cy="-3.5" r="1.6" fill="{GREEN}" stroke="none"/>'
            f'<circle cx="8" cy="-3.5" r="1.6" fill="{RED}" stroke="none"/>')


@piece("rg-lily-crown")
def _lily_crown() -> str:
    """A crown of three lilies on a band."""
    lily = "M0 -22C-3 -18 -3 -13 0 -9C3 -13 3 -18 0 -22ZM-1 -12C-5 -16 -9 -14 -7 -9L-1 -9ZM1 -12C5 -16 9 -14 7 -9L1 -9Z"
    lilies = "".join(f'<path d="{lily}" transform="translate({dx} 0)" fill="{YELLOW}" stroke-width="1.1"/>'
                     for dx in (-10, 0, 10))
    return (lilies + f'<path d="M-15 0L-14 -9H14L15 0Z" fill="{YELLOW}"/>'
            f'<circle cx="-6" cy="-4.5" r="1.7" fill="{RED}" stroke="none"/>'
            f'<circle cx="6" cy="-4.5" r="1.7" fill="{RED}" stroke="none"/>')


def cap(colour: str, feather: str | None = WHITE, brim: str | None = None) -> str:
    """A page's soft cap with a feather (base on y 0)."""
    out = f'<path d="M-15 0C-17 -10 -8 -17 2 -16C12 -15 18 -8 16 0Q0 -4 -15 0Z" fill="{colour}"/>'
    if brim:
        out += f'<path d="M-18 1Q0 -5 19 1Q0 -1 -18 1Z" fill="{brim}" stroke-width="1.4"/>'
    if feather:
        out += (f'<path d="M8 -13C14 -26 24 -30 30 -31C26 -24 20 -16 12 -11Z" fill="{feather}" stroke-width="1.3"/>'
                f'<path d="M10 -12C16 -20 22 -25 28 -29" fill="none" stroke-width="0.8"/>')
    return out


def wide_hat(colour: str, band: str = RED, feather: str | None = None) -> str:
    """A wide-brimmed hat (base on y 0)."""
    out = (f'<path d="M-25 -2C-18 -6 18 -6 25 -2C18 2 -18 2 -25 -2Z" fill="{colour}"/>'
           f'<path d="M-12 -4C-13 -16 -6 -20 0 -20C6 -20 13 -16 12 -4Z" fill="{colour}"/>'
           f'<path d="M-12 -6H12" fill="none" stroke="{band}" stroke-width="3"/>')
    if feather:
        out += f'<path d="M6 -16C14 -28 26 -30 32 -28C24 -24 16 -18 10 -12Z" fill="{feather}" stroke-width="1.2"/>'
    return out


def turban(colour: str, band: str = WHITE) -> str:
    """A Moor's turban with a jewel (base on y 0)."""
    return (f'<path d="M-15 1C-20 -8 -14 -22 0 -23C14 -22 20 -8 15 1C6 -3 -6 -3 -15 1Z" fill="{colour}"/>'
            f'<path d="M-15 -3C-6 -9 8 -9 16 -3M-13 -10C-4 -15 7 -15 14 -10M-9 -17C-3 -20 4 -20 9 -17" '
            f'fill="none" stroke="{band}" stroke-width="2"/>'
            f'<circle cy="-8" r="3" fill="{RED}" stroke-width="1"/>'
            f'<path d="M0 -11C-2 -18 -1 -24 2 -28C3 -22 3 -16 0 -11Z" fill="{WHITE}" stroke-width="1"/>')


# --- hands, legs ---------------------------------------------------------------------------------

def hand(x: float, y: float, rotate: float = 0, scale: float = 1, skin: str = FLESH) -> str:
    """A closed hand (a fist around a grip), about 11 wide; *rotate* turns the knuckles."""
    return group(f'<path d="M-5.5 -4C-3 -6.5 3 -6.5 5.5 -4C6.5 -1 6.5 2 5 4.5C2 6.5 -2 6.5 -5 4.5'
                 f'C-6.5 2 -6.5 -1 -5.5 -4Z" fill="{skin}" stroke-width="1.3"/>'
                 f'<path d="M-3 -5.6V-1M0 -6V-1M3 -5.6V-1" fill="none" stroke-width="0.8"/>',
                 x, y, scale, rotate)


def open_hand(x: float, y: float, rotate: float = 0, scale: float = 1) -> str:
    """An open hand, palm out, fingers up (rotate to point it)."""
    return group(f'<path d="M-5 6C-6 2 -6 -3 -5 -7C-4.5 -9 -3 -9 -2.8 -7V-9.5C-2.5 -11.5 -0.5 -11.5 -0.3 -9.5'
                 f'V-10C0 -12 2 -12 2.2 -10V-8.5C2.5 -10.5 4.5 -10.5 4.6 -8.5V-2L6.5 -5C8 -6 9 -5 8.4 -3.6'
                 f'L5 3C4 5.5 2 7 -1 7C-3 7 -4.5 6.8 -5 6Z" fill="{FLESH}" stroke-width="1.2"/>',
                 x, y, scale, rotate)


def leg(hip: tuple[float, float], knee: tuple[float, float], ankle: tuple[float, float], hose: str,
        width: float = 11) -> str:
    """A leg in hose from hip to ankle (a tapered outline)."""
    (hx, hy), (kx, ky), (ax, ay) = hip, knee, ankle
    w, k, a = width / 2, width * 0.42, width * 0.3
    d = (f"M{num(hx - w)} {num(hy)}Q{num(kx - k - 1)} {num(ky)} {num(ax - a)} {num(ay)}"
         f"H{num(ax + a)}Q{num(kx + k + 1)} {num(ky)} {num(hx + w)} {num(hy)}Z")
    return f'<path d="{d}" fill="{hose}"/>'


def shoe(x: float, y: float, facing: float = -1, colour: str = BLACK) -> str:
    """A pointed shoe whose heel is at (x, y); *facing* -1 points it left, 1 right."""
    f = facing
    return (f'<path d="M{num(x - 4 * f)} {num(y - 6)}Q{num(x + 9 * f)} {num(y - 6)} {num(x + 15 * f)} {num(y + 1)}'
            f'L{num(x - 5 * f)} {num(y + 1)}Z" fill="{colour}"/>')


def boot(x: float, y: float, facing: float = -1, colour: str = BLACK, top: float = 22) -> str:
    """A riding boot: the shaft from *top* units above the heel, the foot pointing by *facing*."""
    f = facing
    return (f'<path d="M{num(x - 5)} {num(y - top)}H{num(x + 5)}L{num(x + 5)} {num(y - 5)}'
            f'Q{num(x + 12 * f)} {num(y - 5)} {num(x + 15 * f)} {num(y + 1)}L{num(x - 5 * f)} {num(y + 1)}'
            f'L{num(x - 5 * f)} {num(y - top)}Z" fill="{colour}"/>'
            f'<path d="M{num(x - 6)} {num(y - top)}H{num(x + 6)}" fill="none" stroke="{YELLOW}" stroke-width="2.5"/>')


# --- limbs as outlines --------------------------------------------------------------------------


def limb_outline(points: list[tuple[float, float]], widths: list[float]) -> str:
    """A closed outline around the polyline *points*, *widths* wide at each point (legs, arms)."""
    import math

    left, right = [], []
    for i, (x, y) in enumerate(points):
        before = points[max(i - 1, 0)]
        after = points[min(i + 1, len(points) - 1)]
        dx, dy = after[0] - before[0], after[1] - before[1]
        length = math.hypot(dx, dy) or 1
        nx, ny = -dy / length, dx / length
        half = widths[i] / 2
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    ring = left + right[::-1]
    return "M" + "L".join(f"{num(x)} {num(y)}" for x, y in ring) + "Z"


# --- the horse -------------------------------------------------------------------------------------
# Drawn facing the viewer's left, the middle of its back (the saddle) at (0, 0), hooves on y 78;
# flip it with scale(-1 1) to face right. The near foreleg is raised, as on the old packs.

HORSE_BODY = ("M-60 -4C-62 -22 -48 -32 -30 -32C-12 -30 8 -24 26 -28C40 -32 56 -30 62 -16"
              "C68 -4 64 12 54 20C44 26 28 24 14 24C-4 26 -26 26 -40 22C-52 18 -60 10 -60 -4Z")
HORSE_HEAD = ("M-50 -12C-60 -26 -70 -40 -76 -52C-82 -48 -90 -42 -98 -36C-104 -33 -110 -38 -107 -44"
              "C-102 -56 -88 -74 -78 -86C-74 -90 -68 -88 -64 -84C-54 -70 -40 -50 -28 -32C-34 -22 -42 -14 -50 -12Z")
HORSE_MANE = ("M-66 -86C-56 -74 -44 -54 -30 -34C-34 -32 -36 -36 -40 -38C-40 -34 -44 -38 -47 -44"
              "C-48 -40 -51 -46 -54 -52C-55 -48 -58 -56 -60 -62C-62 -58 -64 -66 -66 -72C-68 -70 -70 -80 -66 -86Z")
# (points, widths) of each leg, from the body down to the fetlock; the hoof is added below it
HORSE_LEGS = {
    "front_far": ([(-36, 12), (-38, 30), (-40, 48), (-40, 66), (-42, 72)], [16, 12, 8, 7, 7]),
    "hind_far": ([(34, 10), (40, 30), (50, 48), (44, 66), (42, 72)], [20, 15, 9, 7, 7]),
    "front_near": ([(-48, 8), (-56, 26), (-66, 38), (-60, 50), (-54, 56)], [18, 12, 8, 7, 7]),
    "hind_near": ([(46, 8), (52, 28), (60, 48), (54, 66), (52, 72)], [22, 16, 9, 7, 7]),
}
HOOVES = {"front_far": (-42, 72, 0), "hind_far": (42, 72, 0), "front_near": (-54, 56, -60), "hind_near": (52, 72, 0)}


def _leg(name: str, coat: str) -> str:
    points, widths = HORSE_LEGS[name]
    x, y, turn = HOOVES[name]
    hoof = group(f'<path d="M-5 0H5L6.5 7H-6.5Z" fill="{INK}"/>', x, y, 1, turn)
    return f'<path d="{limb_outline(points, widths)}" fill="{coat}"/>' + hoof


def horse(coat: str, cloth: str, trim: str, *, mane: str = BROWN, bridle: str = RED,
          far_coat: str | None = None) -> str:
    """A horse in profile with a saddle cloth (*cloth*, edged in *trim*), bridle and reins."""
    far = far_coat or coat
    out = [
        _leg("front_far", far), _leg("hind_far", far),
        f'<path d="M60 -22C76 -20 82 0 80 22C79 36 76 46 70 54C68 40 66 28 62 18C64 8 64 -8 60 -22Z" fill="{mane}"/>',
        f'<path d="{HORSE_BODY}" fill="{coat}"/>',
        _leg("hind_near", coat), _leg("front_near", coat),
        f'<path d="{HORSE_HEAD}" fill="{coat}"/>',
        f'<path d="{HORSE_MANE}" fill="{mane}"/>',
        f'<path d="M-71 -86L-68 -100L-63 -85Z" fill="{coat}"/>',
        '<path d="M-78 -55C-86 -58 -91 -52 -89 -45" fill="none" stroke-width="1.2"/>',
        f'<ellipse cx="-82" cy="-71" rx="2.4" ry="1.8" fill="{INK}" stroke="none"/>',
        '<path d="M-104 -43Q-101 -41 -103 -39" fill="none" stroke-width="1.2"/>',
        # bridle: headstall, noseband, reins to the rider's hand
        f'<path d="M-68 -84L-84 -46M-96 -52L-88 -58L-78 -62M-100 -40L-84 -46" fill="none" stroke="{bridle}" '
        'stroke-width="2.6"/>',
        f'<path d="M-86 -44C-66 -40 -44 -34 -22 -24" fill="none" stroke="{bridle}" stroke-width="2"/>',
        # the saddle cloth, its trim, breast strap and crupper
        f'<path d="M-24 -31C-8 -30 10 -26 26 -29L30 12C14 18 -12 18 -28 12Z" fill="{cloth}"/>',
        f'<path d="M-28 12C-12 18 14 18 30 12" fill="none" stroke="{trim}" stroke-width="3.5"/>',
        f'<path d="M-26 3C-12 9 12 9 29 4" fill="none" stroke="{trim}" stroke-width="1.4"/>',
        f'<path d="M-26 -26C-40 -18 -50 -8 -56 2M28 -28C40 -28 50 -26 60 -18" fill="none" stroke="{bridle}" '
        'stroke-width="2.4"/>',
    ]
    return "".join(out)


def horse_at(x: float, y: float, scale: float, facing: float, **colours: str) -> str:
    """The horse with its saddle at (x, y), facing the viewer's left (-1) or right (1)."""
    flip = ' transform="scale(-1 1)"' if facing > 0 else ""
    return group(f"<g{flip}>{horse(**colours)}</g>", x, y, scale)
