"""Whole cards: the frame, the corner index, the pip layouts, and the assembly of each face
(Scopa, Minchiate suits and trumps, the Matto) and each back into its SVG file. Part of
tools/draw_cards.py."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from pathlib import Path

from card_art import (
    BLUE,
    CREAM,
    GOLD,
    GREEN,
    HAIR,
    INDEX_FONT,
    LONG_SUITS,
    PALE_GOLD,
    RED,
    SUIT_PIECE,
    group,
    num,
    rosette_path,
    text,
    use,
)
from card_figures import SUIT_COLOURS, centaur, enthroned, jester, page, rider, woman
from card_sprites import svg_file
from card_trumps import ARIE_MARKS, MATTO_MARK, TRUMP_EMBLEMS, fit

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyapp import cards  # noqa: E402  (after the path set-up above)

# --- card frame and corner index ----------------------------------------------------------------


def frame(ground: str = CREAM) -> str:
    """The card stock: cream, rounded corners (rx 14 = 7% of the width, as the table draws it)."""
    return f'<rect x="1.5" y="1.5" width="197" height="337" rx="13" fill="{ground}" stroke-width="2.5"/>'


def corner_index(content: str) -> tuple[str, str]:
    """(defs, body): the index drawn once top-left and again, turned, bottom-right."""
    defs = f'<g id="ix">{content}</g>'
    body = '<use href="#ix"/><use href="#ix" transform="rotate(180 100 170)"/>'
    return defs, body


def value_index(label: str, suit: str) -> str:
    """A rank (number or letter) above a small suit symbol, for the top-left corner."""
    size = 38
    length = 40 if len(label) > 1 else None
    symbol = SUIT_PIECE[suit]
    if suit in LONG_SUITS:
        mark = use(symbol, 27, 77, 0.46)
    elif suit == "c":
        mark = use(symbol, 27, 71, 0.66)
    else:
        mark = use(symbol, 27, 67, 0.74)
    return text(27, 42, label, size, length=length, family=INDEX_FONT) + mark


# Roman numerals drawn as strokes so they fit the corner whatever fonts the reader has.
ROMAN_GLYPHS = {
    "I": "M6 0V30",
    "V": "M0 0L6 30L12 0",
    "X": "M0 0L12 30M12 0L0 30",
    "L": "M2 0V30H12",
}


def roman_index(number: int) -> str:
    """The trump's Roman numeral between two rules, top-left."""
    numeral = cards.roman(number)
    advance, x0, y0 = 16, 18, 16
    d = "".join(_shift(ROMAN_GLYPHS[c], x0 + i * advance, y0) for i, c in enumerate(numeral))
    width = len(numeral) * advance - 4
    rules = f"M{x0 - 4} {y0 - 5}H{num(x0 + width + 4)}M{x0 - 4} {y0 + 35}H{num(x0 + width + 4)}"
    return (f'<path d="{rules}" fill="none" stroke-width="2.5"/>'
            f'<path d="{d}" fill="none" stroke-width="4.5" stroke-linecap="square"/>')


def _shift(d: str, dx: float, dy: float) -> str:
    """Moves a path made of absolute M/L/H/V commands by (dx, dy)."""
    out = []
    for command, args in re.findall(r"([MLHV])([^MLHV]*)", d):
        values = [float(v) for v in args.replace(",", " ").split()]
        if command in "ML":
            moved = [v + (dx if i % 2 == 0 else dy) for i, v in enumerate(values)]
        elif command == "H":
            moved = [v + dx for v in values]
        else:
            moved = [v + dy for v in values]
        out.append(command + " ".join(num(v) for v in moved))
    return "".join(out)


def emblem_index(name: str, scale: float) -> str:
    """A small emblem in the corner, for the unnumbered cards (arie, Matto)."""
    return use(name, 34, 36, scale)


# --- pip layouts -------------------------------------------------------------------------------

LEFT, RIGHT = 70, 130
ROUND_LAYOUTS: dict[int, Sequence[tuple[float, float]]] = {
    2: [(100, 95), (100, 245)],
    3: [(100, 80), (100, 170), (100, 260)],
    4: [(LEFT, 95), (RIGHT, 95), (LEFT, 245), (RIGHT, 245)],
    5: [(LEFT, 95), (RIGHT, 95), (100, 170), (LEFT, 245), (RIGHT, 245)],
    6: [(x, y) for y in (80, 170, 260) for x in (LEFT, RIGHT)],
    7: [(x, y) for y in (74, 176, 270) for x in (LEFT, RIGHT)] + [(100, 126)],
    8: [(x, y) for y in (65, 135, 205, 275) for x in (LEFT + 4, RIGHT - 4)],
    9: [(x, y) for y in (65, 135, 205, 275) for x in (LEFT + 4, RIGHT - 4)] + [(100, 170)],
    10: [(x, y) for y in (65, 135, 205, 275) for x in (LEFT + 4, RIGHT - 4)] + [(100, 100), (100, 240)],
}


LONG_SCALE = {2: 1.15, 3: 0.84, 4: 1.0, 5: 0.9, 6: 0.82, 7: 0.8, 8: 0.62, 9: 0.6, 10: 0.58}
LONG_LEAN = 10  # degrees: swords and batons lean outwards like a fan


def pips(suit: str, count: int) -> str:
    symbol = SUIT_PIECE[suit]
    if suit in LONG_SUITS:
        scale = LONG_SCALE[count]
        return "".join(use(symbol, x, y, scale, LONG_LEAN * ((x > 100) - (x < 100)))
                       for x, y in ROUND_LAYOUTS[count])
    scale = 1.0 if count < 8 else 0.8
    if suit == "c":
        scale *= 0.95
    return "".join(use(symbol, x, y, scale) for x, y in ROUND_LAYOUTS[count])


def ace(suit: str) -> str:
    """The ace: one large, decorated symbol."""
    if suit == "d":
        rays = rosette_path(16, 74, 7)
        return (f'<path d="{rays}" transform="translate(100 170)" fill="{PALE_GOLD}" stroke-width="1.5"/>'
                + use("coin", 100, 170, 2.9))
    if suit == "c":
        return (f'<path d="{rosette_path(3, 40, 9, -60)}" transform="translate(100 88)" fill="{GREEN}" '
                'stroke-width="1.5"/>'
                + use("cup", 100, 180, 2.7))
    if suit == "s":
        return use("sword", 100, 178, 2.55) + use("crown", 100, 92, 1.1)
    leaves = (f'<path d="M0 0C-14 -6 -30 -2 -36 8C-22 12 -10 8 0 0Z" transform="translate(96 70)" '
              f'fill="{GREEN}"/>'
              f'<path d="M0 0C14 -6 30 -2 36 8C22 12 10 8 0 0Z" transform="translate(104 96)" '
              f'fill="{GREEN}"/>')
    return leaves + use("baton", 100, 175, 2.5)


# --- whole cards -----------------------------------------------------------------------------------

COURT_LETTERS = {"J": "F", "N": "C", "Q": "D", "K": "R"}  # Fante/Fantina, Cavallo, Donna (Regina), Re


def card_title(card: str) -> str:
    """The card's Italian name, as pyapp.cards spells it (the settebello is named)."""
    if cards.is_scopa_card(card):
        name = cards.scopa_card_name(card)
        return f"{name} (settebello)" if card == "7d" else name
    return cards.minchiate_card_name(card)


def _suit_face(title: str, suit: str, value: int, label: str, court: str) -> str:
    """A face of either deck: *suit* is a Scopa suit letter (d c s b); court '' for number cards."""
    robe, second = SUIT_COLOURS[suit]
    if court == "donna":
        picture = woman(suit, servant=False)
    elif court == "fantina":
        picture = woman(suit, servant=True)
    elif court == "fante":
        picture = page(suit, robe, second)
    elif court == "rider":
        picture = rider(suit)
    elif court == "centaur":
        picture = centaur(suit)
    elif court in ("re", "regina"):
        king = court == "re"
        picture = enthroned(suit, robe=robe, mantle=second, seat=GOLD if suit != "d" else GREEN,
                            headwear="crown" if king else "coronet", beard=HAIR if king else None,
                            hair=None if king else "long")
    elif value == 1:
        picture = ace(suit)
    else:
        picture = pips(suit, value)
    defs, index = corner_index(value_index(label, suit))
    return svg_file(title, frame() + picture + index, defs)


def scopa_face(card: str) -> str:
    value, suit = cards.scopa_value(card), cards.scopa_suit(card)
    court = {8: "donna", 9: "rider", 10: "re"}.get(value, "")
    return _suit_face(card_title(card), suit, value, str(value), court)


def minchiate_face(card: str) -> str:
    if card == cards.MATTO:
        return matto_face()
    if cards.is_trump(card):
        return trump_face(cards.trump_number(card))
    suit, rank = card[0].lower(), card[1:]
    if rank in COURT_LETTERS:
        court = {"J": "fantina" if suit in ("c", "d") else "fante", "N": "centaur",
                 "Q": "regina", "K": "re"}[rank]
        return _suit_face(card_title(card), suit, 0, COURT_LETTERS[rank], court)
    return _suit_face(card_title(card), suit, int(rank), rank, "")


def title_band(title: str) -> str:
    """The trump's Italian title along the bottom, squeezed to fit when long."""
    size = 17
    estimate = len(title) * size * 0.5
    length = min(estimate, 168) if estimate > 120 else None
    return (f'<rect x="14" y="256" width="172" height="28" rx="4" fill="{CREAM}" stroke-width="1.5"/>'
            + text(100, 276, title, size, length=length))


def trump_face(number: int) -> str:
    title = cards.TRUMP_TITLES[number]
    aria = number >= 36
    ground = ""
    if aria:
        ground = f'<rect x="8" y="8" width="184" height="324" rx="8" fill="{RED}" stroke-width="1.5"/>'
        mark, scale = ARIE_MARKS[number]
        index_content = emblem_index(mark, scale)
    else:
        ground = '<rect x="8" y="8" width="184" height="324" rx="8" fill="none" stroke-width="1.2"/>'
        index_content = roman_index(number)
    defs, index = corner_index(index_content)
    body = frame() + ground + TRUMP_EMBLEMS[number]() + title_band(title) + index
    return svg_file(card_title(f"T{number}"), body, defs)


def matto_face() -> str:
    defs, index = corner_index(emblem_index(*MATTO_MARK))
    ground = '<rect x="8" y="8" width="184" height="324" rx="8" fill="none" stroke-width="1.2"/>'
    body = frame() + ground + fit(jester(), 0.8, (100, 176), (100, 160)) + title_band("Il Matto") + index
    return svg_file(card_title(cards.MATTO), body, defs)


BACKS = {"blue": (BLUE, "blu"), "red": (RED, "rosso")}


def _lattice(colour: str) -> str:
    """The back's diamond lattice, a pattern (id "lattice")."""
    ink, _ = BACKS[colour]
    return (f'<pattern id="lattice" width="20" height="24" patternUnits="userSpaceOnUse">'
            f'<rect width="20" height="24" fill="{ink}"/>'
            f'<path d="M10 0L20 12L10 24L0 12Z" fill="none" stroke="{CREAM}" stroke-width="1.6"/>'
            f'<circle cx="10" cy="12" r="2.6" fill="{GOLD}"/>'
            f'<circle cx="0" cy="0" r="1.6" fill="{CREAM}"/><circle cx="20" cy="0" r="1.6" fill="{CREAM}"/>'
            f'<circle cx="0" cy="24" r="1.6" fill="{CREAM}"/><circle cx="20" cy="24" r="1.6" fill="{CREAM}"/>'
            f'</pattern>')


LATTICE_FIELD = '<rect x="12" y="12" width="176" height="316" rx="8" fill="url(#lattice)" stroke-width="2"/>'


def back_face(colour: str) -> str:
    """An Italian-style patterned back: a diamond lattice with a central rosette."""
    ink, word = BACKS[colour]
    body = (frame()
            + LATTICE_FIELD
            + f'<rect x="18" y="18" width="164" height="304" rx="5" fill="none" stroke="{GOLD}" '
              'stroke-width="2.5"/>'
            + f'<ellipse cx="100" cy="170" rx="46" ry="64" fill="{CREAM}" stroke="{GOLD}" stroke-width="5"/>'
            + '<ellipse cx="100" cy="170" rx="46" ry="64" fill="none" stroke-width="1.5"/>'
            + group(f'<path d="{rosette_path(8, 36, 9)}" fill="{ink}" stroke-width="1.5"/>'
                    f'<path d="{rosette_path(8, 20, 6, 22.5)}" fill="{GOLD}" stroke-width="1.2"/>', 100, 170)
            + f'<circle cx="100" cy="170" r="6" fill="{CREAM}" stroke-width="1.5"/>')
    return svg_file(f"Dorso delle carte ({word})", body, _lattice(colour))


def back_edge_face(colour: str) -> str:
    """A back's edge: its stock and its lattice's field only, all that a card under another shows in
    a stack whose cards are a few units apart (Minchiate's hands, the pack; the frame inside the
    field starts 18 units in, under the card on top). Three shapes styled where a back has ten: a
    table with three hands of 21 cards styles ~440 elements fewer (benchmarks/RESULTS.md, issue #43)."""
    _, word = BACKS[colour]
    return svg_file(f"Bordo del dorso ({word})", frame() + LATTICE_FIELD, _lattice(colour))
