"""The Scopa UI model and renderer, without a browser: what can be clicked is exactly what is legal."""

from __future__ import annotations

from html.parser import HTMLParser
from random import Random

import pytest

from pyapp import scopa
from pyapp.engine import IllegalActionError
from pyapp.ui.scopa import render as scopa_render
from pyapp.ui.scopa.table import COMPUTER, HUMAN, ScopaTable


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
            table = table.next_deal()
            deals += 1
        else:
            table = table.apply(rng.choice(table.state.legal_actions()))
    assert 'data-action="new-match"' in scopa_render.render(table)
    assert max(table.match.scores) >= 11 and deals >= 1


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
