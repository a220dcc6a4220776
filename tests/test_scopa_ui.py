"""The Scopa UI model and renderer, without a browser: what can be clicked is exactly what is legal."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from random import Random

import pytest
from fake_page import FakePage, run

from pyapp import scopa
from pyapp.engine import IllegalActionError
from pyapp.ui.scopa import render as scopa_render
from pyapp.ui.scopa.controller import ScopaController
from pyapp.ui.scopa.table import COMPUTER, HUMAN, ScopaTable, card_list
from pyapp.ui.svg import card_image


class ActionCollector(HTMLParser):
    """Collects every element's data-action and data-* attributes from rendered markup."""

    def __init__(self) -> None:
        super().__init__()
        self.actions: list[str] = []
        self.elements: list[dict[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        values["tag"] = tag
        self.elements.append(values)
        if values.get("data-action"):
            self.actions.append(str(values["data-action"]))


def collect(markup: str) -> ActionCollector:
    collector = ActionCollector()
    collector.feed(markup)
    return collector


def table_at(seed: int, human_to_play: bool = True) -> ScopaTable:
    """A table on seed *seed*, advanced (first legal moves) until it is the player's turn."""
    table = ScopaTable.new(seed)
    while table.phase != ("human" if human_to_play else "computer"):
        table = table.apply(table.state.legal_actions()[0])
    return table


def position(hand: list[str], table_cards: list[str]) -> ScopaTable:
    """A table whose player (to move, 24 cards in the stock) holds *hand* with *table_cards* on the
    table; the other cards already sit in the piles."""
    rest = [card for card in scopa.SCOPA_DECK if card not in hand and card not in table_cards]
    state = scopa.deal_from(hands=(tuple(hand), tuple(rest[:3])), table=tuple(table_cards),
                            stock=tuple(rest[3:27]), dealer=COMPUTER, piles=(tuple(rest[27:]), ()),
                            last_capturer=HUMAN)
    return ScopaTable(match=scopa.Match((0, 0), 1, COMPUTER, state, ()), seed=0)


@pytest.mark.parametrize("seed", range(12))
def test_clickable_hand_cards_are_exactly_the_cards_with_legal_plays(seed: int) -> None:
    table = table_at(seed)
    markup = scopa_render.render(table)
    hand_actions = {action.split(":", 1)[1] for action in collect(markup).actions if action.startswith("hand:")}
    assert hand_actions == {play.card for play in table.state.legal_actions()}


def test_computer_turn_offers_nothing_to_click() -> None:
    table = table_at(1, human_to_play=False)
    assert [a for a in collect(scopa_render.render(table)).actions if a.startswith(("hand:", "table:", "play:"))] == []


def test_a_card_with_one_legal_play_plays_at_once() -> None:
    table = position(["6d", "9c", "2b"], ["5c"])
    after, play = table.click_hand_card("6d")
    assert play == scopa.Play("6d") and after.selected is None


def test_several_captures_ask_which_group_and_list_exactly_those() -> None:
    table = position(["7b", "9c", "2s"], ["3d", "4s", "5c", "2b"])
    table, play = table.click_hand_card("7b")
    assert play is None and table.selected == "7b"
    assert table.candidate_table_cards() == {"3d", "4s", "5c", "2b"}
    actions = collect(scopa_render.render(table)).actions
    offered = {a.removeprefix("play:") for a in actions if a.startswith("play:")}
    assert offered == {str(p) for p in table.state.legal_actions() if p.card == "7b"}
    assert {a for a in actions if a.startswith("table:")} == {"table:3d", "table:4s", "table:5c", "table:2b"}


def test_pointing_at_a_table_card_picks_the_only_group_holding_it() -> None:
    table, _ = position(["7b", "9c", "2s"], ["3d", "4s", "5c", "2b"]).click_hand_card("7b")
    after, play = table.click_table_card("5c")
    assert play is not None and set(play.take) == {"5c", "2b"} and after.selected is None


def test_cancel_clears_the_selection() -> None:
    table, _ = position(["7b", "9c", "2s"], ["3d", "4s", "5c", "2b"]).click_hand_card("7b")
    assert table.cancel().selected is None


def test_clicking_a_card_that_cannot_be_played_is_refused_and_changes_nothing() -> None:
    table = table_at(2, human_to_play=False)
    with pytest.raises(IllegalActionError):
        table.click_hand_card(table.state.hands[HUMAN][0])


def test_a_whole_match_through_the_model_shows_breakdowns_that_add_up() -> None:
    table = ScopaTable.new(5)
    rng = Random(5)
    deals = 0
    while table.phase != "match-over":
        if table.phase == "deal-over":
            markup = scopa_render.render(table)
            assert "data-breakdown" in markup and 'data-action="next-deal"' in markup
            you, ai = scopa.score_deal(table.state)
            assert you.total == you.card_point + you.coin_point + you.settebello_point + you.primiera_point + you.scope
            taken = [event for event in table.state.events if isinstance(event, scopa.LastTaken) and event.cards]
            assert ("data-last-take>" in markup) == bool(taken)  # the breakdown says who took the last cards
            assert "data-score-sheet" not in markup
            table = table.next_deal()
            deals += 1
        else:
            table = table.apply(rng.choice(table.state.legal_actions()))
    markup = scopa_render.render(table)
    assert 'data-action="new-match"' in markup
    assert max(table.match.scores) >= 11 and deals >= 1
    # the score sheet: one row per deal, whose running totals end at the match score
    rows = [element for element in collect(markup).elements if "data-sheet-deal" in element]
    assert len(rows) == deals + 1
    you_total = sum(pair[0].total for pair in table.match.past_deals)
    ai_total = sum(pair[1].total for pair in table.match.past_deals)
    assert (you_total, ai_total) == table.match.scores
    last_row = markup[markup.index(f'data-sheet-deal="{deals + 1}"'):].split("</tr>")[0]
    assert f'class="sheet-total">{you_total}<' in last_row and f'class="sheet-total">{ai_total}<' in last_row


def test_both_layouts_render() -> None:
    table = table_at(3)
    for layout in ("wide", "tall"):
        markup = scopa_render.render(table, layout)
        assert f"layout-{layout}" in markup


def test_the_computers_view_text_is_its_view_with_the_match_score() -> None:
    table = table_at(4, human_to_play=False)
    view = scopa.ScopaView.from_text(table.view_text(COMPUTER))
    assert view == table.match.view(COMPUTER) and view.match_score == table.match.scores
    assert view.hand == table.state.hands[COMPUTER]
    assert set(view.legal_actions()) == set(table.state.legal_actions())
    assert scopa.ScopaView.from_text(table.view_text(HUMAN)) == table.match.view(HUMAN)


def move_lines(markup: str) -> list[dict[str, str | None]]:
    return [element for element in collect(markup).elements
            if element["tag"] == "li" and "move" in str(element.get("class", "")).split()]


def test_the_move_log_keeps_each_seats_last_play_in_view_until_its_next_one() -> None:
    table = ScopaTable.new(3)
    assert move_lines(scopa_render.render(table)) == []
    assert "No moves yet" in scopa_render.render(table)
    for count in range(1, 7):
        table = table.apply(table.state.legal_actions()[0])
        lines = move_lines(scopa_render.render(table))
        history = table.state.history
        assert [(int(str(line["data-seat"])), line["data-play"]) for line in lines] == \
            [(seat, str(play)) for seat, play in history[-4:]]
        recent = [line for line in lines if "data-recent" in line]
        assert [line["data-play"] for line in recent] == [str(play) for _, play in history[-2:]]
        assert len(recent) == min(2, count)


def test_the_move_being_shown_is_the_newest_line_and_a_laid_card_stays_marked() -> None:
    table = ScopaTable.new(5)
    lay = next((play for play in table.state.legal_actions() if not play.take), None)
    assert lay is not None, "seed 5 deals a hand that can lay a card"
    seat = table.state.to_play
    shown = scopa_render.render(table, preview=(seat, lay))
    assert f'data-newest="{seat}:{lay}"' in shown
    assert "data-preview" in move_lines(shown)[-1]
    after = table.apply(lay)
    marked = [element for element in collect(scopa_render.render(after)).elements if "data-just-laid" in element]
    assert [element["data-card"] for element in marked] == [lay.card]
    taking = after.state.legal_actions()[0]
    if taking.take:  # a capture marks nothing on the table
        later = after.apply(taking)
        assert not [element for element in collect(scopa_render.render(later)).elements if "data-just-laid" in element]


def test_the_move_log_marks_each_scopa_and_writes_the_last_take() -> None:
    for seed in range(60):
        table = ScopaTable.new(seed)
        scope = 0
        while table.phase in ("human", "computer"):
            table = table.apply(max(table.state.legal_actions(), key=lambda play: len(play.take)))
            markup = scopa_render.render(table)
            if any(isinstance(event, scopa.ScopaScored) for event in table.state.events):
                scope += 1
                assert "data-scopa" in move_lines(markup)[-1] and "Scopa!" in markup
        taken = [event for event in table.state.events if isinstance(event, scopa.LastTaken)]
        if scope and taken:
            markup = scopa_render.render(table)
            last = move_lines(markup)[-1]
            assert last["data-last-take"] == "+".join(taken[0].cards)
            assert "(last capture)" in markup
            return
    raise AssertionError("no deal in 60 seeds with a scopa and a last take")


def test_a_scopa_gets_its_moment_over_the_table_until_the_next_play() -> None:
    for seed in range(60):
        table = ScopaTable.new(seed)
        while table.phase in ("human", "computer"):
            before = table
            table = table.apply(max(table.state.legal_actions(), key=lambda play: len(play.take)))
            scored = [event for event in table.state.events if isinstance(event, scopa.ScopaScored)]
            if scored:
                markup = scopa_render.render(table)
                assert markup.count('class="scopa-moment"') == 1
                assert f'data-key="scopa-{table.state.plays_made}" data-seat="{scored[0].seat}"' in markup
                assert "scopa-moment" not in scopa_render.render(before)
                if table.phase in ("human", "computer"):  # the next play (a card laid on the empty table) ends it
                    assert "scopa-moment" not in scopa_render.render(table.apply(table.state.legal_actions()[0]))
                return
    raise AssertionError("no scopa in 60 seeds")


# --- the capture choice, drawn as groups of cards ------------------------------------------------

def choice_buttons(markup: str) -> list[tuple[dict[str, str | None], list[str]]]:
    """Each capture button of the choice with the cards pictured in it."""
    section = markup[markup.index('class="choice-options"'):]
    buttons = []
    for chunk in section.split("<button")[1:]:
        head = collect("<button" + chunk.split(">", 1)[0] + ">").elements[0]
        if head.get("data-take") is not None:
            buttons.append((head, re.findall(r'href="cards/sprite/scopa.svg#(\w+)"', chunk.split("</button>")[0])))
    return buttons


def test_the_capture_choice_draws_each_legal_capture_as_its_cards_named_by_what_it_takes() -> None:
    table, _ = position(["7b", "9c", "2s"], ["3d", "4s", "5c", "2b"]).click_hand_card("7b")
    markup = scopa_render.render(table, "tall")
    legal = [play for play in table.state.legal_actions() if play.card == "7b"]
    buttons = choice_buttons(markup)
    assert [head["data-action"] for head, _ in buttons] == [f"play:{play}" for play in legal]
    for number, ((head, pictured), play) in enumerate(zip(buttons, legal), start=1):
        assert pictured == list(play.take) and head["data-take"] == " ".join(play.take)
        assert head["aria-label"] == f"Take {card_list(play.take)}" and head["aria-keyshortcuts"] == str(number)
    assert 'data-action="cancel"' in markup and 'data-choice="7b"' in markup
    # the choice sits beside (or over the top of) the table, in the panel, not after it
    assert markup.index('class="choices"') < markup.index('class="move-log"')
    assert 'class="choices" hidden' in scopa_render.render(table.cancel())


def test_while_a_choice_is_open_the_digits_pick_its_captures_and_it_is_announced_with_them() -> None:
    page = FakePage()
    controller = ScopaController(page, seed=0)
    controller.table = position(["7b", "9c", "2s"], ["3d", "4s", "5c", "2b"])
    run(controller.dispatch("hand:7b"))
    legal = controller.table.plays_of("7b")
    assert page.announcements[-1].startswith("Which cards do you take with the Seven of Batons?")
    assert f"2: {card_list(legal[1].take)}." in page.announcements[-1]
    assert controller.shortcut("2") == f"play:{legal[1]}"
    assert controller.shortcut(str(len(legal) + 1)) is None  # no such capture: the key means nothing
    assert controller.shortcut("Escape") == "cancel"
    controller.table = controller.table.cancel()
    first = controller.table.sorted_hand()[0]
    assert controller.shortcut("1") == f"hand:{first}"  # the choice closed: digits pick hand cards again


# --- the header and the deal's details ------------------------------------------------------------

def test_the_header_holds_the_tools_score_and_turn_and_the_deals_details_are_beside_the_table() -> None:
    table = table_at(2)
    header = scopa_render.render_status(table)
    assert "Deal 1" not in header and "First to 11" not in header
    for action, label in (("hint", "Hint"), ("rules-open:scopa", "Rules"), ("settings-open", "Settings"),
                          ("stats-open", "Statistics")):
        button = re.search(rf'<button[^>]*data-action="{action}"[^>]*>(.*?)</button>', header)
        assert button is not None and 'class="tool-icon" viewBox' in button.group(1)
        assert f'<span class="tool-label">{label}</span>' in button.group(1)  # the button's name
    markup = scopa_render.render(table)
    meta = markup[markup.index('<p class="meta">'):markup.index('class="move-log"')]
    assert "Deal 1" in meta and "First to 11" in meta and 'data-rules="target=11"' in meta


def test_beginner_aid_labels_are_held_inside_their_cards() -> None:
    for width in (40.0, 64.0, 88.0, 112.0, 150.0):
        for card in scopa.SCOPA_DECK:
            badge = card_image(card, 0, 0, width, badge=scopa_render.aid_badge(card))
            found = re.search(r'<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)".*textLength="([\d.]+)"', badge)
            if scopa_render.aid_badge(card) is None:
                assert "aid-badge" not in badge
                continue
            assert found is not None
            x, box, text = (float(value) for value in found.groups())
            assert x >= 0 and x + box <= width and text < box
