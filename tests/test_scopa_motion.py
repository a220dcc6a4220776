"""How Scopa's and Scopone's cards move, without a browser: the marks the renderers leave for the
page (where each card that arrives comes from, the cards just taken inside their pile, the
durations at the player's speed) and the order in which the controller shows, makes and waits
for each move (pyapp/ui/scopa/motion.py)."""

from __future__ import annotations

import re
from typing import Any

from fake_page import FakePage, run
from test_scopone_ui import StubPage, partner_to_capture

from pyapp import scopa
from pyapp.scopa.actions import Play
from pyapp.ui.scopa import render as scopa_render
from pyapp.ui.scopa.controller import ScopaController
from pyapp.ui.scopa.motion import AI_PAUSE_MS, DEAL_MS, FLIGHT_MS, LAST_TAKE_MS, MOVE_MS, OWN_MOVE_MS
from pyapp.ui.scopa.table import COMPUTER, HUMAN, ScopaTable
from pyapp.ui.scopone import render as scopone_render
from pyapp.ui.scopone.controller import ScoponeController
from pyapp.ui.scopone.table import ScoponeTable
from pyapp.ui.svg import Display


def tags(markup: str, marked: str) -> list[str]:
    """The opening tags that carry the attribute *marked*."""
    return re.findall(rf'<g [^>]*{marked}="[^"]*"[^>]*>', markup)


def attribute(tag: str, name: str) -> str | None:
    found = re.search(rf' {name}="([^"]*)"', tag)
    return found.group(1) if found else None


def places(markup: str) -> set[str]:
    return {str(attribute(tag, "data-key")) for tag in tags(markup, "data-place")}


def taken(markup: str, pile_key: str) -> list[str]:
    """The cards drawn face up inside the pile *pile_key* (those it has just taken)."""
    start = markup.index(f'data-key="{pile_key}"')
    pile = markup[start:markup.index('class="pile-', start)]
    return re.findall(r'<g class="card taken"[^>]*data-card="(\w+)"', pile)


def test_a_fresh_deal_comes_from_the_stock_card_by_card() -> None:
    table = ScopaTable.new(7)
    markup = scopa_render.render(table)
    dealt = tags(markup, "data-dealt-from")
    assert {attribute(tag, "data-dealt-from") for tag in dealt} == {"stock"} and "stock" in places(markup)
    faces = {attribute(tag, "data-card") for tag in dealt} - {None}
    assert faces == set(table.state.hands[HUMAN]) | set(table.state.table)  # the computer's cards stay hidden
    assert len([tag for tag in dealt if "back" in str(attribute(tag, "class"))]) == 3
    later = table.apply(table.state.legal_actions()[0])
    assert not tags(scopa_render.render(later), "data-dealt-from"), "only the deal's own drawing says so"


def test_a_computers_card_comes_from_its_hand_and_what_it_takes_goes_into_its_pile() -> None:
    table = ScopaTable.new(4)  # the computer leads
    assert table.phase == "computer"
    play = next(play for play in table.state.legal_actions() if play.take)
    shown = scopa_render.render(table, preview=(COMPUTER, play))
    incoming = [tag for tag in tags(shown, "data-from") if attribute(tag, "data-card") == play.card]
    assert len(incoming) == 1 and attribute(incoming[0], "data-from") == "ai-hand" and "ai-hand" in places(shown)
    made = scopa_render.render(table.apply(play))
    assert taken(made, "pile-ai") == [play.card, *play.take] and taken(made, "pile-you") == []
    # the pile is drawn after the table cards, so the cards fly into it over the table
    assert made.index('data-key="pile-ai"') > made.index('class="table-cards"')


def test_the_last_take_goes_into_the_last_capturers_pile() -> None:
    table = ScopaTable.new(3)
    while table.phase in ("human", "computer"):
        table = table.apply(table.state.legal_actions()[0])
    last = next(event for event in table.state.events if isinstance(event, scopa.LastTaken))
    markup = scopa_render.render(table, settling=True)
    assert last.cards and taken(markup, "pile-you" if last.seat == HUMAN else "pile-ai")[-len(last.cards):] == \
        list(last.cards)
    assert "data-breakdown" not in markup and "data-breakdown" in scopa_render.render(table)


def test_the_durations_follow_the_speed_setting() -> None:
    table = ScopaTable.new(7)
    for speed, flight, deal in ((1.0, FLIGHT_MS, DEAL_MS), (1.6, round(FLIGHT_MS * 1.6), round(DEAL_MS * 1.6)),
                                (0.0, 0, 0)):
        markup = scopa_render.render(table, display=Display(speed=speed))
        assert f'data-flight-ms="{flight}" data-deal-ms="{deal}"' in markup


def test_scopone_cards_come_from_their_seats_and_the_partners_take_goes_into_our_pile() -> None:
    fresh = ScoponeTable.new(5)
    markup = scopone_render.render(fresh, "tall")
    dealer = f"seat-{fresh.state.dealer}"
    assert {attribute(tag, "data-dealt-from") for tag in tags(markup, "data-dealt-from")} == {dealer}
    assert places(markup) == {"seat-0", "seat-1", "seat-2", "seat-3"}
    table = ScoponeTable(match=partner_to_capture(), seed=0)
    shown = scopone_render.render(table, preview=(2, Play("5d", ("5c",))))
    assert [attribute(tag, "data-from") for tag in tags(shown, "data-from")] == ["seat-2"]
    made = scopone_render.render(table.apply(Play("5d", ("5c",))))
    assert taken(made, "pile-0") == ["5d", "5c"] and taken(made, "pile-1") == []


class TimedPage(FakePage):
    """A page that records its renders and waits in order."""

    def __init__(self) -> None:
        super().__init__()
        self.log: list[tuple[str, Any]] = []

    def render(self, markup: str) -> None:
        super().render(markup)
        self.log.append(("render", markup))

    async def pause(self, milliseconds: float) -> None:
        self.log.append(("pause", milliseconds))


def test_a_computer_move_is_shown_then_made_and_the_deal_lands_before_it() -> None:
    page = TimedPage()
    controller = ScopaController(page, seed=4, level="random")  # the computer leads
    controller.start()
    run(controller.resume())
    kinds = [kind for kind, _ in page.log]
    assert kinds[:5] == ["render", "pause", "render", "pause", "render"]
    assert page.log[1][1] == AI_PAUSE_MS + DEAL_MS  # the deal lands before the computer plays
    assert 'data-preview' in page.log[2][1] and page.log[3][1] == MOVE_MS


def test_at_the_end_of_a_deal_the_last_cards_land_before_the_breakdown_opens() -> None:
    page = TimedPage()
    controller = ScopaController(page, seed=3, level="random")
    controller.start()
    run(controller.resume())
    while controller.table.phase == "human":
        run(controller.dispatch(re.findall(r'data-action="(hand:[^"]*)"', page.markup)[0]))
        if controller.table.selected is not None:
            run(controller.dispatch(re.findall(r'data-action="(play:[^"]*)"', page.markup)[0]))
    assert ("pause", OWN_MOVE_MS) in page.log  # the player's own moves are shown shorter
    end = [entry for entry in page.log if entry[0] == "pause" or "data-preview" not in entry[1]][-3:]
    (_, settling), (_, wait), (_, final) = end
    assert 'data-phase="deal-over"' in settling and "data-breakdown" not in settling
    assert wait == LAST_TAKE_MS and "data-breakdown" in final


def test_scopone_computers_each_wait_then_show_then_make_their_move() -> None:
    page = StubPage()
    page_log: list[float] = []

    async def pause(milliseconds: float) -> None:
        page_log.append(milliseconds)

    page.pause = pause  # type: ignore[method-assign]
    controller = ScoponeController(page, seed=5, level="medium")
    page.controller = controller
    controller.start()
    run(controller.resume())
    computers = controller.table.state.plays_made
    assert computers == 3, "seed 5: the three computers play before the player"
    waits = [wait for wait in page_log if wait != MOVE_MS]
    assert page_log.count(MOVE_MS) == computers and len(waits) == computers
    assert waits == [AI_PAUSE_MS + DEAL_MS, AI_PAUSE_MS, AI_PAUSE_MS]  # the first waits for the deal to land
