"""What the four regional decks (Napoletane, Piacentine, Siciliane, Trevisane) share: the stencil
palette, the card stock and its frame line, the coloured platform a figure stands on, the
double-headed composition, the optional corner index and the assembly of a deck's files.

Part of tools/draw_cards.py. Each pattern is a module (``card_napoletane.py`` ...) exposing a
:class:`Pattern`; the documentation of every feature drawn, with its sources, is docs/decks.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from card_art import INDEX_FONT, num, text, use
from card_sprites import svg_file

# --- the stencil palette: the few flat colours of traditional Italian packs ------------------------
INK = "#1e1b18"
PAPER = "#fffdf6"
RED = "#c7312b"
DEEP_RED = "#8e1f1b"
YELLOW = "#f4c534"
OCHRE = "#d99a2b"
BLUE = "#2c62b0"
SKY = "#8db9e6"
GREEN = "#2f8a41"
LEAF = "#7dbb4c"
FLESH = "#f8d8b8"
CHEEK = "#ef9a86"
BROWN = "#7a4a22"
BLACK = "#262626"
WHITE = "#ffffff"
GREY = "#b9b4ad"
STEEL = "#c9dcef"

SUITS = "dcsb"
VALUES = range(1, 11)


@dataclass(frozen=True)
class Pattern:
    """One regional deck: its sprite's name, what it is called, and how each card is drawn.

    *face* returns a card's picture (everything inside the stock and the frame line); *index_mark*
    the suit sign for a card's corner index (the pattern's own, small). *has_index*: the pattern
    prints corner indices itself (Trevisane); the others get an optional index drawn in separate
    symbols (``index-<card>``) that a page may lay over the face."""

    name: str
    title: str
    face: Callable[[str], tuple[str, str]]
    index_mark: Callable[[str], str]
    has_index: bool = False
    frame: Callable[[], str] | None = None


def stock() -> str:
    """The card: white stock with rounded corners (as the table draws its outline)."""
    return f'<rect x="1.5" y="1.5" width="197" height="337" rx="13" fill="{PAPER}" stroke-width="2.5"/>'


def frame_line(inset: float = 9, width: float = 1.6, radius: float = 6) -> str:
    """The thin printed frame inside the card's edge."""
    size_x, size_y = 200 - 2 * inset, 340 - 2 * inset
    return (f'<rect x="{num(inset)}" y="{num(inset)}" width="{num(size_x)}" height="{num(size_y)}" '
            f'rx="{num(radius)}" fill="none" stroke-width="{num(width)}"/>')


def platform(colour: str, y: float = 300, left: float = 26, right: float = 174) -> str:
    """The coloured ground a standing figure or a horse stands on (seen slightly from above)."""
    depth = 12
    return (f'<path d="M{num(left + 8)} {num(y)}H{num(right - 8)}L{num(right)} {num(y + depth)}'
            f'V{num(y + depth + 8)}H{num(left)}V{num(y + depth)}Z" fill="{colour}"/>'
            f'<path d="M{num(left)} {num(y + depth)}H{num(right)}" fill="none" stroke-width="1.4"/>')


# --- double-headed courts ------------------------------------------------------------------------

HALF_CLIP = '<clipPath id="half"><rect x="0" y="0" width="200" height="170"/></clipPath>'


def double_headed(half: str, band: str = "") -> tuple[str, str]:
    """(defs, body): the upper half *half* (drawn down to y 170 and beyond: it is clipped there)
    and the same turned about the card's centre, with an optional *band* across the middle."""
    defs = HALF_CLIP + f'<g id="fig" clip-path="url(#half)">{half}</g>'
    body = '<use href="#fig"/><use href="#fig" transform="rotate(180 100 170)"/>' + band
    return defs, body


# --- corner indices ------------------------------------------------------------------------------

COURT_VALUES = {8: "8", 9: "9", 10: "10"}


def index_numeral(value: int, size: float = 36, x: float = 27, y: float = 40) -> str:
    """The card's value as a corner numeral (8, 9, 10 on the courts: their capture value)."""
    label = str(value)
    return text(x, y, label, size, length=36 if len(label) > 1 else None, family=INDEX_FONT)


def optional_index(card: str, mark: str) -> str:
    """The optional index laid over a face that has none: the value and the pattern's suit sign on a
    small white label, top left and (turned) bottom right."""
    value = int(card[:-1])
    label = (f'<rect x="9" y="10" width="37" height="66" rx="6" fill="{WHITE}" fill-opacity="0.92" '
             'stroke-width="1.2"/>' + index_numeral(value) + mark)
    return f'<g id="ix">{label}</g>'


def optional_index_file(pattern: Pattern, card: str) -> str:
    """The standalone SVG of one optional index (a transparent card with only the two labels)."""
    defs = optional_index(card, pattern.index_mark(card[-1]))
    body = '<use href="#ix"/><use href="#ix" transform="rotate(180 100 170)"/>'
    return svg_file(f"{pattern.title}: indice {card}", body, defs)


def printed_index(card: str, mark: str) -> tuple[str, str]:
    """(defs, body) of a pattern's own corner index: numeral and suit sign, no label."""
    value = int(card[:-1])
    defs = f'<g id="ix">{index_numeral(value) + mark}</g>'
    return defs, '<use href="#ix"/><use href="#ix" transform="rotate(180 100 170)"/>'


# --- a deck's files --------------------------------------------------------------------------------

FaceParts = tuple[str, str]  # (local defs, body)


def face_file(pattern: Pattern, card: str, title: str) -> str:
    """One face as a standalone SVG (its own defs first), from the pattern's drawing."""
    defs, body = pattern.face(card)
    frame = pattern.frame() if pattern.frame else frame_line()
    return svg_file(title, stock() + body + frame, defs)


def deck_files(pattern: Pattern, title: Callable[[str], str]) -> dict[str, str]:
    """Every face of *pattern* (``1d`` .. ``10b``), then its optional indices (``index-1d`` ..) when it
    prints none: name -> standalone SVG."""
    cards = [f"{value}{suit}" for suit in SUITS for value in VALUES]
    files = {card: face_file(pattern, card, title(card)) for card in cards}
    if not pattern.has_index:
        files.update({f"index-{card}": optional_index_file(pattern, card) for card in cards})
    return files


def small_mark(name: str, scale: float, x: float = 27, y: float = 60, rotate: float = 0) -> str:
    """A suit piece placed under the corner numeral."""
    return use(name, x, y, scale, rotate)


Placement = tuple[str, float, float, float, float]  # a piece's name, x, y, scale, rotation


def fan(items: list[Placement]) -> str:
    """Pieces placed by (name, x, y, scale, rotation): the pip layouts."""
    return "".join(use(name, x, y, scale, rotate) for name, x, y, scale, rotate in items)


def long_rows(name: str, value: int, lean: float) -> list[Placement]:
    """Spanish-type swords or clubs, apart, from the four to the seven: two rows of two (the four, the
    five) or of three (the six, the seven) leaning outwards by *lean* degrees, and for the seven one
    more across the middle."""
    if value in (4, 5):
        return [(name, x, y, 1.0, lean * side) for y in (90, 250) for x, side in ((62, -1), (138, 1))]
    rows = [(name, x, y, 0.95, lean * side) for y in (88, 252) for x, side in ((50, -1), (100, 0), (150, 1))]
    return rows + ([(name, 100, 170, 0.92, 90)] if value == 7 else [])


def suit_marks(prefix: str) -> Callable[[str], str]:
    """The index marks of a pattern whose pieces are ``<prefix>-coin``, ``-cup``, ``-sword``, ``-club``."""
    def mark(suit: str) -> str:
        kind, scale, y = {"d": ("coin", 0.52, 58), "c": ("cup", 0.42, 58), "s": ("sword", 0.26, 59),
                          "b": ("club", 0.26, 59)}[suit]
        return small_mark(f"{prefix}-{kind}", scale, y=y)
    return mark

