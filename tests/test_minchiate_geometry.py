"""The Minchiate table's geometry: nothing overlaps, whatever the seats hold.

Each computer seat's shown cards lie side by side without overlapping one another, its stack or its
name, inside the seat's region; the regions, the trick, the piles, the setup's pack and the hand
never overlap; everything stays on the felt, which grows for a big hand. Checked for the hand sizes
and numbers of shown cards a deal can give (up to 34 cards held, all 21 of a hand shown)."""

from __future__ import annotations

from itertools import combinations

import pytest

from pyapp.ui.minchiate.geometry import (
    LAYOUTS,
    NAME_BAND,
    Box,
    Layout,
    centre_box,
    cut_place,
    hand_box,
    last_trick_box,
    last_trick_places,
    name_room,
    pack_place,
    pile_box,
    pile_width,
    seat_plan,
    table_height,
    trick_boxes,
)
from pyapp.ui.svg import card_height


def felt(layout: Layout, hand: int = 21) -> Box:
    return Box(0, 0, layout.width, table_height(layout, hand))


@pytest.mark.parametrize("layout", LAYOUTS.values(), ids=list(LAYOUTS))
def test_a_seats_shown_cards_never_overlap_its_stack_its_name_or_each_other(layout: Layout) -> None:
    for seat in (1, 2, 3):
        region = layout.seats[seat]
        assert region is not None
        name_band = Box(region.x, region.y, region.width, NAME_BAND)
        for shown in range(0, 22):
            for held in sorted({shown, shown + 1, 21, 34} - set(range(shown))):
                plan = seat_plan(layout, seat, held - shown, shown)
                boxes = plan.shown_boxes()
                stack = plan.stack_box(layout.small_width)
                assert len(boxes) == shown
                for box in boxes + ([stack] if stack else []):
                    assert region.contains(box) and felt(layout).contains(box), (layout.name, seat, held, shown, box)
                    assert not box.intersects(name_band), (layout.name, seat, held, shown, box)
                for first, second in combinations(boxes, 2):
                    assert not first.intersects(second), (layout.name, seat, held, shown, first, second)
                if stack:
                    assert not any(box.intersects(stack) for box in boxes), (layout.name, seat, held, shown)
                if shown <= 8:  # a usual deal: the shown cards stay readable
                    assert plan.shown_width >= layout.small_width * 0.75, (layout.name, seat, shown)


@pytest.mark.parametrize("layout", LAYOUTS.values(), ids=list(LAYOUTS))
def test_the_parts_of_the_table_never_overlap_and_stay_on_the_felt(layout: Layout) -> None:
    parts: dict[str, Box] = {f"seat {seat}": box for seat, box in enumerate(layout.seats) if box is not None}
    parts |= {f"trick {seat}": box for seat, box in enumerate(trick_boxes(layout))}
    parts |= {f"pile {team}": pile_box(layout, team) for team in (0, 1)}
    parts["hand"] = hand_box(layout)
    parts["setup"] = centre_box(layout)
    parts["last trick"] = last_trick_box(layout)
    for name, box in parts.items():
        assert felt(layout, 34).contains(box), (layout.name, name, box)
    for (first, one), (second, other) in combinations(parts.items(), 2):
        if first.startswith("trick") and second.startswith("trick") or {first, second} & {"setup"} and (
                first.startswith("trick") or second.startswith("trick")):
            continue  # the trick's cards lie over each other's corners; the setup is over before a trick
        assert not one.intersects(other), (layout.name, first, one, second, other)


@pytest.mark.parametrize("layout", LAYOUTS.values(), ids=list(LAYOUTS))
def test_the_pack_and_the_card_at_the_cut_lie_side_by_side_in_the_setup_room(layout: Layout) -> None:
    width = pile_width(layout)
    pack = Box(*pack_place(layout), width, card_height(width))
    cut = Box(*cut_place(layout), width, card_height(width))
    assert not pack.intersects(cut)
    assert centre_box(layout).contains(pack) and centre_box(layout).contains(cut)


@pytest.mark.parametrize("layout", LAYOUTS.values(), ids=list(LAYOUTS))
def test_the_last_tricks_cards_lie_side_by_side_in_its_room(layout: Layout) -> None:
    width = layout.last_width
    cards = [Box(x, y, width, card_height(width)) for x, y in last_trick_places(layout)]
    room = last_trick_box(layout)
    assert all(room.contains(card) for card in cards)
    for first, second in combinations(cards, 2):
        assert not first.intersects(second), (layout.name, first, second)
    south, east, north, west = cards
    assert north.bottom <= south.y and west.right <= north.x and north.right <= east.x  # as the seats sit


@pytest.mark.parametrize("layout", LAYOUTS.values(), ids=list(LAYOUTS))
def test_a_seats_name_line_never_runs_into_the_trick_nor_off_the_felt(layout: Layout) -> None:
    for seat in (1, 2, 3):
        region = layout.seats[seat]
        assert region is not None
        room = name_room(layout, seat)
        start = region.right - room if seat == 1 else region.x  # E's line ends at its region's right
        line = Box(start, region.y, room, NAME_BAND)
        assert room >= 0.6 * region.width and felt(layout).contains(line), (layout.name, seat, line)
        assert not any(line.intersects(box) for box in trick_boxes(layout)), (layout.name, seat, line)
