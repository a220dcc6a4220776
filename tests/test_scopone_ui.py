"""The Scopone screen without a browser: the table model, its renderer and its controller, driven
through the fake page as the browser drives them (the three computers answered by a stub)."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import pytest
from fake_page import FakePage, run

from pyapp.cards import SCOPA_DECK
from pyapp.games import SITE_GAME_NAMES, find_game
from pyapp.house_rules import DEFAULT_RULES
from pyapp.scopa.actions import Play
from pyapp.scopone import ScoponeMatch, ScoponeView, scopone_from
from pyapp.ui.chrome import render_start
from pyapp.ui.profile import MemoryStorage, Profile
from pyapp.ui.scopone import render as scopone_render
from pyapp.ui.scopone.controller import ScoponeController
from pyapp.ui.scopone.table import ScoponeTable

PHONE_WIDTH = 360 - 16  # CSS px of the table's drawing on a 360 px phone (the table's padding left out)


class StubPage(FakePage):
    """A page whose computers play at once: a capture when they have one, else their first card;
    each request is checked against the table it was asked from."""

    def __init__(self, layout: str = "wide") -> None:
        super().__init__(layout)
        self.controller: ScoponeController | None = None
        self.asked: list[tuple[int, ScoponeView, ScoponeView]] = []

    async def ask_computer(self, game: str, view_text: str, level: str, seed: int) -> str:
        self.requests.append((game, view_text, level, seed))
        view = ScoponeView.from_text(view_text)
        if self.controller is not None:
            table = self.controller.table
            self.asked.append((table.state.to_play or 0, view, table.match.view(view.seat)))
        plays = view.legal_actions()
        return str(next((play for play in plays if play.take), plays[0]))


def controller_on(page: StubPage, seed: int = 7, match: ScoponeMatch | None = None,
                  **kwargs: object) -> ScoponeController:
    """A controller started on the page: a new match of *seed*, or the position *match* (a hand-made
    one, which a save of *seed* could not hold)."""
    controller = ScoponeController(page, seed, level="medium", **kwargs)  # type: ignore[arg-type]
    if match is not None:
        controller.table = ScoponeTable(match=match, seed=seed)
    page.controller = controller
    controller.start()
    run(controller.resume())
    return controller


def actions(markup: str, prefix: str) -> list[str]:
    return re.findall(rf'data-action="({prefix}[^"]*)"', markup)


def play_my_card(controller: ScoponeController, page: StubPage) -> None:
    """Clicks the first playable card of the hand (and the first capture when asked which)."""
    run(controller.dispatch(actions(page.markup, "hand:")[0]))
    if controller.table.selected is not None:
        run(controller.dispatch(actions(page.markup, "play:")[0]))


def finish_deal(controller: ScoponeController, page: StubPage) -> int:
    plays = 0
    while controller.table.phase == "human":
        play_my_card(controller, page)
        plays += 1
    return plays


class Elements(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.elements: list[dict[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append({"tag": tag, **dict(attrs)})


def elements(markup: str) -> list[dict[str, str | None]]:
    parser = Elements()
    parser.feed(markup)
    return parser.elements


def partner_to_capture() -> ScoponeMatch:
    """Deal 1, dealt by you: the opponent on your right laid the 5 di coppe; your partner, to play,
    holds the 5 di denari."""
    rest = [card for card in SCOPA_DECK if card not in ("5c", "5d")]
    hands = (tuple(rest[:10]), tuple(rest[10:19]), ("5d", *rest[19:28]), tuple(rest[28:38]))
    state = scopone_from(hands, ("5c",), dealer=0, history=((1, Play("5c")),))
    return ScoponeMatch((0, 0), 1, 0, state)


# --- the whole deal, the partnership ------------------------------------------------------------

def test_a_whole_deal_through_the_controller_with_three_computers() -> None:
    page = StubPage()
    controller = controller_on(page)
    assert controller.table.state.mode == "scientifico" and len(controller.table.sorted_hand()) == 10
    assert finish_deal(controller, page) == 10, "the player makes 10 of the 40 plays"
    table = controller.table
    assert table.phase == "deal-over" and table.state.plays_made == 40
    assert {seat for seat, _ in table.state.history} == {0, 1, 2, 3}
    assert len(page.requests) == 30 and {game for game, *_ in page.requests} == {"scopone"}
    assert {level for _, _, level, _ in page.requests} == {"medium"}, "the partner plays at the chosen level too"
    assert "data-breakdown" in page.markup and 'data-action="next-deal"' in page.markup
    us, them = table.match.scores
    assert f'data-deal-you="{us}"' in page.markup and f'data-deal-ai="{them}"' in page.markup
    assert sum(len(pile) for pile in table.state.piles) == 40
    run(controller.dispatch("next-deal"))
    assert controller.table.match.deal_number == 2 and controller.table.state.dealer == (table.state.dealer + 1) % 4


def test_every_computer_move_is_announced_naming_its_seat() -> None:
    page = StubPage()
    controller = controller_on(page)
    finish_deal(controller, page)
    said = " ".join(page.announcements)
    for who in ("The opponent on your right", "Your partner", "The opponent on your left"):
        assert who in said


def test_the_partners_capture_goes_to_our_pile_and_score() -> None:
    page = StubPage()
    controller = controller_on(page, match=partner_to_capture())
    state = controller.table.state
    assert state.history[1] == (2, Play("5d", ("5c",))), "the partner took the 5 di coppe"
    assert {"5c", "5d"} <= set(state.piles[0]) and not {"5c", "5d"} & set(state.piles[1])
    assert any("Your partner plays the Five of Coins and takes the Five of Cups" in sentence
               for sentence in page.announcements)
    assert controller.table.phase == "human"
    assert re.search(r'data-pile="0" data-count="2" data-scope="1"', page.markup), "a scopa for our side"


def test_the_computers_get_their_own_seats_view_only() -> None:
    page = StubPage()
    controller = controller_on(page)
    finish_deal(controller, page)
    assert len(page.asked) == 30
    for seat, view, expected in page.asked:
        assert view.seat == seat != 0 and view == expected
    for _, view_text, _, _ in page.requests:
        assert set(json.loads(view_text)) >= {"hand", "hand_counts"} and "hands" not in json.loads(view_text)


def test_the_hint_asks_with_the_players_own_view() -> None:
    page = StubPage()
    controller = controller_on(page)
    run(controller.dispatch("hint"))
    hint = controller.table.hint
    assert hint is not None and hint in controller.table.state.legal_actions()
    game, view_text, level, _ = page.requests[-1]
    assert level == "expert" and ScoponeView.from_text(view_text).seat == 0
    assert "hinted" in page.markup


# --- the options ----------------------------------------------------------------------------------

def test_classico_deals_four_to_the_table_and_nine_each() -> None:
    page = StubPage()
    controller = ScoponeController(page, 7, options="mode=classico,target=11")
    controller.start()
    state = controller.table.state
    assert state.mode == "classico" and len(state.table) == 4 and all(len(hand) == 9 for hand in state.hands)
    table_cards = [e for e in elements(page.markup) if "on-table" in (e.get("class") or "")]
    assert len(table_cards) == 4 and controller.options == "mode=classico,target=11"
    assert "On the table:" in page.announcements[-1]
    assert 'data-mode="classico"' in page.markup and "Classico" in page.markup


def test_the_breakdown_shows_re_bello_and_napola_rows_when_they_are_on() -> None:
    page = StubPage()
    controller = controller_on(page, options="mode=scientifico,target=21,re_bello,napola")
    assert controller.table.match.rules.re_bello and controller.table.match.rules.napola
    assert 'data-rules="mode=scientifico,target=21,re_bello,napola"' in page.markup
    finish_deal(controller, page)
    assert 'data-row="re_bello"' in page.markup and 'data-row="napola"' in page.markup
    plain = StubPage()
    other = controller_on(plain)
    finish_deal(other, plain)
    assert 'data-row="re_bello"' not in plain.markup and 'data-row="napola"' not in plain.markup


def test_a_match_to_the_end_offers_a_new_match_and_the_rules_choice() -> None:
    page = StubPage()
    controller = controller_on(page, seed=3)
    for _ in range(40):
        finish_deal(controller, page)
        if controller.table.phase == "match-over":
            break
        run(controller.dispatch("next-deal"))
    assert controller.table.phase == "match-over"
    assert 'data-action="new-match"' in page.markup and 'data-action="setup-open:scopone"' in page.markup
    won = controller.table.match.scores[0] > controller.table.match.scores[1]
    assert controller.outcome() == ("won" if won else "lost")
    run(controller.dispatch("new-match"))
    assert controller.table.match.scores == (0, 0) and controller.table.seed == 4


# --- save, resume, review, keys ---------------------------------------------------------------------

def test_a_game_in_progress_is_saved_and_resumed() -> None:
    storage = MemoryStorage()
    page = StubPage()
    controller = controller_on(page, profile=Profile.load(storage))
    play_my_card(controller, page)
    play_my_card(controller, page)
    saved = Profile.load(storage).saved_game("scopone")
    assert saved is not None and saved[0] == 7
    again = StubPage()
    resumed = controller_on(again, seed=saved[0], saved=saved[1], profile=Profile.load(storage))
    assert resumed.table.match == controller.table.match and resumed.table.state.plays_made == 8
    assert resumed.options == controller.options


def test_the_review_names_the_seat_of_each_play() -> None:
    page = StubPage()
    controller = controller_on(page)
    finish_deal(controller, page)
    markup = controller.review(1)
    assert 'data-total="10"' in markup, "a step per play of the player's"
    before = markup.split('<ul class="review-before">')[1].split("</ul>")[0]
    names = [name for name in ("Opponent on your right", "Your partner", "Opponent on your left") if name in before]
    assert names == ["Opponent on your right", "Your partner", "Opponent on your left"], before


def test_keyboard_shortcuts_pick_hand_cards_ten_is_zero_and_escape_cancels() -> None:
    page = StubPage()
    controller = controller_on(page)
    hand = controller.table.sorted_hand()
    assert len(hand) == 10
    assert controller.shortcut("1") == f"hand:{hand[0]}" and controller.shortcut("0") == f"hand:{hand[9]}"
    assert 'data-shortcut="0"' in page.markup
    assert controller.shortcut("Escape") is None


# --- the drawing ------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(6))
def test_clickable_hand_cards_are_exactly_the_cards_with_legal_plays(seed: int) -> None:
    table = ScoponeTable.new(seed)
    while table.phase != "human":
        table = table.apply(table.state.legal_actions()[0])
    hand_actions = {a.split(":", 1)[1] for a in actions(scopone_render.render(table), "hand:")}
    assert hand_actions == {play.card for play in table.state.legal_actions()}


def test_a_computers_turn_offers_nothing_to_click_and_marks_the_seat() -> None:
    table = ScoponeTable.new(1)
    while table.phase != "computer":
        table = table.apply(table.state.legal_actions()[0])
    markup = scopone_render.render(table, "tall")
    assert actions(markup, "hand:") == [] and actions(markup, "table:") == []
    seat = table.state.to_play
    assert f'class="seat seat-{seat} to-play' in markup and f'data-to-play="{seat}"' in markup


@pytest.mark.parametrize("layout", ["wide", "tall"])
def test_both_layouts_draw_four_seats_two_piles_and_the_dealer(layout: str) -> None:
    table = ScoponeTable.new(5)
    markup = scopone_render.render(table, layout)
    assert f"layout-{layout}" in markup
    found = elements(markup)
    assert {e.get("data-seat") for e in found if e.get("data-seat")} == {"0", "1", "2", "3"}
    assert {e.get("data-pile") for e in found if e.get("data-pile")} == {"0", "1"}
    dealer = table.state.dealer
    assert re.search(rf'class="seat seat-{dealer}[^"]* dealer"', markup)
    assert markup.count('class="dealer-chip"') == 1
    for e in found:  # everything that can be clicked says what it does and keeps its focus
        if e.get("data-action"):
            assert e.get("data-key"), e


@pytest.mark.parametrize("count", range(1, 11))
def test_every_hand_card_is_a_44_px_target_on_a_360_px_phone(count: int) -> None:
    layout = scopone_render.TALL
    scale = PHONE_WIDTH / layout.width
    positions = scopone_render.hand_positions(count, layout)
    assert len(positions) == count
    for index, (x, y) in enumerate(positions):
        neighbours = [nx for nx, ny in positions[index + 1:] if ny == y]
        visible_width = min([nx - x for nx in neighbours] + [layout.hand_width])
        below = [ny for _, ny in positions if ny > y]
        visible_height = min([ny - y for ny in below] + [layout.hand_width * 340 / 200])
        assert visible_width * scale >= 44 and visible_height * scale >= 44, (index, x, y)
        assert x >= 0 and x + layout.hand_width <= layout.width


def test_scopone_is_on_the_site_with_its_words() -> None:
    assert "scopone" in SITE_GAME_NAMES
    assert find_game("scopone").screen_class() is ScoponeController
    start = render_start()
    assert 'data-action="open:scopone"' in start and "Scopone" in start
    assert ScoponeController.game == "scopone" and DEFAULT_RULES.target == 11
