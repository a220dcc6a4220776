"""Where things go on the Minchiate table, in the SVG's units: pure numbers, no markup.

Each computer seat owns a region of the felt (:attr:`Layout.seats`): its name on the first line,
its face-down cards as a short stack, and the cards it has shown (stolen, revealed, taken,
declared) face up in a grid beside the stack, as large as the region lets them be, never
overlapping. The regions, the trick, the last trick (small, beside the trick), the piles, the
setup's pack and Fola and the player's hand never overlap either (``tests/test_minchiate_geometry.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from pyapp.ui.svg import card_height

NAME_BAND = 22.0  # a seat's name line at the top of its region
GAP = 5.0  # between shown cards, and between the stack and them


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle of the felt."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    def intersects(self, other: Box) -> bool:
        """True when the two overlap (touching edges do not)."""
        return (self.x < other.right and other.x < self.right and self.y < other.bottom
                and other.y < self.bottom)

    def contains(self, other: Box) -> bool:
        return (self.x <= other.x and self.y <= other.y and other.right <= self.right
                and other.bottom <= self.bottom)


@dataclass(frozen=True, slots=True)
class Layout:
    """The table's geometry for a landscape ("wide") or portrait ("tall") screen."""

    name: str
    width: int
    height: int
    trick_width: float
    trick_slots: tuple[tuple[float, float], ...]  # by seat S E N W
    seats: tuple[Box | None, Box, Box, Box]  # the regions of E, N, W (S is the hand)
    stack_across: tuple[bool, bool, bool, bool]  # a seat's stack of backs runs across (else down)
    pile_anchor: tuple[tuple[float, float], tuple[float, float]]  # team A, team B
    centre: tuple[float, float]  # the pack and the Fola during the setup
    hand_top: float
    hand_width: float
    hand_per_row: int  # at most this many cards in a row of the hand (0: one row)
    hand_step: float  # most of a card's width between neighbours in a row
    hand_row_step: float  # of a card's height between rows
    small_width: float  # a seat's backs, the piles, the pack
    stack_step: float  # between the backs of a seat's stack: a thick stack is a big hand
    shown_width: float  # the largest a shown card beside a seat is drawn
    last_trick: tuple[float, float]  # top-left of the last trick, drawn small beside the trick
    last_width: float  # a card of the last trick
    pile_name_beside: tuple[bool, bool] = (False, False)  # a team's name right of its pile, not under it
    selected_rise: float = 26.0  # a card chosen for discarding stands this much higher


WIDE = Layout("wide", 1000, 720, trick_width=78,
              trick_slots=((461, 318), (590, 228), (461, 138), (332, 228)),
              seats=(None, Box(684, 150, 300, 358), Box(200, 8, 600, 124), Box(16, 150, 300, 358)),
              stack_across=(True, False, True, False),
              pile_anchor=((100, 20), (850, 20)), centre=(500, 295),
              hand_top=540, hand_width=84, hand_per_row=0, hand_step=0.62, hand_row_step=0.8,
              small_width=42, stack_step=3, shown_width=44, last_trick=(560, 372), last_width=34)
TALL = Layout("tall", 600, 1090, trick_width=84,
              trick_slots=((258, 400), (372, 296), (258, 192), (144, 296)),
              seats=(None, Box(464, 190, 126, 326), Box(96, 8, 358, 176), Box(10, 190, 126, 326)),
              stack_across=(True, True, True, True),
              pile_anchor=((14, 522), (500, 20)), centre=(300, 367),
              hand_top=636, hand_width=98, hand_per_row=6, hand_step=0.95, hand_row_step=0.55,
              small_width=40, stack_step=2, shown_width=42, last_trick=(348, 446), last_width=34,
              pile_name_beside=(True, False))
LAYOUTS = {"wide": WIDE, "tall": TALL}


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """Where one computer seat's things go."""

    name: tuple[float, float, str]  # x, y (baseline) and text-anchor of its name
    stack: tuple[tuple[float, float], ...]  # each face-down card
    shown_width: float
    shown: tuple[tuple[float, float], ...]  # each shown card, in order

    def stack_box(self, width: float) -> Box | None:
        if not self.stack:
            return None
        xs = [x for x, _ in self.stack]
        ys = [y for _, y in self.stack]
        return Box(min(xs), min(ys), max(xs) - min(xs) + width, max(ys) - min(ys) + card_height(width))

    def shown_boxes(self) -> list[Box]:
        height = card_height(self.shown_width)
        return [Box(x, y, self.shown_width, height) for x, y in self.shown]


MAX_STACK = 34  # the most cards a seat can hold (21 + 13 stolen or taken)


def stack_length(layout: Layout, seat: int) -> float:
    """The room a seat's stack takes along its direction, at its largest."""
    size = card_height(layout.small_width) if not layout.stack_across[seat] else layout.small_width
    return size + layout.stack_step * (MAX_STACK - 1)


def seat_plan(layout: Layout, seat: int, hidden: int, shown: int) -> SeatPlan:
    """The name, the *hidden* backs and the *shown* face-up cards of computer *seat* (1-3)."""
    region = layout.seats[seat]
    assert region is not None, "the player's seat has the hand"
    east = seat == 1
    name = (region.right if east else region.x, region.y + 15, "end" if east else "start")
    top = region.y + NAME_BAND
    small = layout.small_width
    step = layout.stack_step
    across = layout.stack_across[seat]
    stack_x = region.right - small if east else region.x
    stack: list[tuple[float, float]] = []
    for index in range(hidden):
        if across:
            stack.append((stack_x - index * step if east else stack_x + index * step, top))
        else:
            stack.append((stack_x, top + index * step))
    # The shown cards: beside a stack running down, under one running across (N: beside it).
    if across and seat != 2:
        area = Box(region.x, top + card_height(small) + GAP, region.width,
                   region.bottom - top - card_height(small) - GAP)
    else:
        room = stack_length(layout, seat) + GAP if across else small + GAP
        area = Box(region.x if east else region.x + room, top, region.width - room, region.bottom - top)
    width, places = grid(area, shown, layout.shown_width, from_right=east)
    return SeatPlan(name, tuple(stack), width, tuple(places))


def name_room(layout: Layout, seat: int) -> float:
    """How far computer *seat*'s name line may run from where it starts: along the partner's region,
    and for the opponents up to the partner's card of the trick, which lies across their line."""
    region = layout.seats[seat]
    assert region is not None, "the player's seat has the hand"
    north_x = layout.trick_slots[2][0]
    if seat == 2:
        return region.width
    if seat == 3:
        return north_x - region.x - GAP
    return region.right - (north_x + layout.trick_width) - GAP


def grid(area: Box, count: int, largest: float, *, from_right: bool = False) -> tuple[float, list[tuple[float, float]]]:
    """*count* cards in rows inside *area*, side by side without overlapping, as wide as possible up
    to *largest*; filled from the right when *from_right*."""
    width = largest
    columns = 1
    while width > 6:
        height = card_height(width)
        columns = int((area.width + GAP) // (width + GAP))
        rows = int((area.height + GAP) // (height + GAP))
        if columns * rows >= count and columns:
            break
        width -= 1
    height = card_height(width)
    places = []
    for index in range(count):
        row, column = divmod(index, max(columns, 1))
        x = area.right - width - column * (width + GAP) if from_right else area.x + column * (width + GAP)
        places.append((x, area.y + row * (height + GAP)))
    return width, places


def hand_positions(count: int, layout: Layout) -> list[tuple[float, float]]:
    """Where the player's cards go: one overlapping row, or on phones rows of at most
    ``hand_per_row`` cards, each row overlapping the one above by less than half a card, so every
    card shows a strip wide and tall enough to tap (44 px on a 360 px phone)."""
    if count == 0:
        return []
    width = layout.hand_width
    usable = layout.width - 24
    per_row = min(count, layout.hand_per_row) if layout.hand_per_row else count
    step = min(width * layout.hand_step, (usable - width) / max(1, per_row - 1))
    row_step = card_height(width) * layout.hand_row_step
    positions = []
    for index in range(count):
        row, column = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        start = (layout.width - (width + step * (in_row - 1))) / 2
        positions.append((start + column * step, layout.hand_top + row * row_step))
    return positions


def table_height(layout: Layout, hand_count: int) -> float:
    """The felt's height: the layout's, or more for a hand that needs more rows (a cutter who
    stole many cards holds up to 34 before discarding)."""
    places = hand_positions(hand_count, layout)
    bottom = max((y for _, y in places), default=0) + card_height(layout.hand_width) + 14
    return max(float(layout.height), bottom)


def pile_width(layout: Layout) -> float:
    return layout.small_width * 1.2


def pile_box(layout: Layout, team: int, name_width: float = 120.0) -> Box:
    """The room of a team's pile and its name (*name_width* reserved for the name)."""
    x, y = layout.pile_anchor[team]
    width = pile_width(layout)
    height = card_height(width)
    if layout.pile_name_beside[team]:
        return Box(x, y, width + 8 + name_width, height)
    middle = x + width / 2
    return Box(min(x, middle - name_width / 2), y, max(width, name_width), height + 24)


def centre_box(layout: Layout) -> Box:
    """The room of the setup in the middle of the table: the pack and the card at the cut, or the Fola."""
    x, y = layout.centre
    width = layout.small_width * 1.2
    height = card_height(width)
    return Box(x - width - GAP - width / 2, y - height / 2, 3 * width + 2 * GAP, height)


def pack_place(layout: Layout) -> tuple[float, float]:
    """Top-left of the pack (and of the Fola) in the middle of the table."""
    x, y = layout.centre
    width = layout.small_width * 1.2
    return x - width - GAP - width / 2, y - card_height(width) / 2


def cut_place(layout: Layout) -> tuple[float, float]:
    """Top-left of the card shown at the cut, beside the pack."""
    x, y = pack_place(layout)
    return x + 2 * (layout.small_width * 1.2 + GAP), y


def hand_box(layout: Layout, count: int = 34) -> Box:
    """The room of the player's hand of *count* cards, a card chosen for discarding raised."""
    places = hand_positions(count, layout)
    left = min(x for x, _ in places)
    right = max(x for x, _ in places) + layout.hand_width
    bottom = max(y for _, y in places) + card_height(layout.hand_width)
    top = layout.hand_top - layout.selected_rise
    return Box(left, top, right - left, bottom - top)


def trick_boxes(layout: Layout) -> list[Box]:
    height = card_height(layout.trick_width)
    return [Box(x, y, layout.trick_width, height) for x, y in layout.trick_slots]


LAST_GAP = 4.0  # between the columns of the last trick's cards
LAST_CAPTION = 22.0  # the last trick's name under its cards


def last_trick_places(layout: Layout) -> tuple[tuple[float, float], ...]:
    """Top-left of each seat's card of the last trick (by seat S E N W), small and placed as the
    seats sit round the table: N above S in the middle column, W and E beside them."""
    x, y = layout.last_trick
    width = layout.last_width
    height = card_height(width)
    column = width + LAST_GAP
    return ((x + column, y + height + 2), (x + 2 * column, y + height / 2), (x + column, y), (x, y + height / 2))


def last_trick_box(layout: Layout) -> Box:
    """The room of the last trick and its name."""
    x, y = layout.last_trick
    width = layout.last_width
    return Box(x, y, 3 * width + 2 * LAST_GAP, 2 * card_height(width) + 2 + LAST_CAPTION)
