"""The Briscola screen without a browser: the table model, its renderer, its controller (driven
through the fake page as the browser drives it, the computers answered at once by their first legal
action), the options on the start screen, saves, statistics and the URL."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest
from fake_page import FakePage, run
from test_shell import shell_at

from pyapp.briscola import BriscolaMatch, BriscolaOptions, BriscolaView, Exchange, PlayCard
from pyapp.engine import GameRecordError
from pyapp.i18n import messages
from pyapp.ui import match_options
from pyapp.ui.briscola import render as briscola_render
from pyapp.ui.briscola.controller import BriscolaController
from pyapp.ui.briscola.table import BriscolaTable, moves_of
from pyapp.ui.profile import MemoryStorage, Profile, stats_key
from pyapp.ui.routes import parse_route
from pyapp.ui.svg import Display


class StubPage(FakePage):
    """A page whose computers play their first legal action at once, each request checked to be the
    view of the seat to play."""

    def __init__(self, layout: str = "wide") -> None:
        super().__init__(layout)
        self.controller: BriscolaController | None = None

    async def ask_computer(self, game: str, view_text: str, level: str, seed: int) -> str:
        self.requests.append((game, view_text, level, seed))
        view = BriscolaView.from_text(view_text)
        if self.controller is not None:
            assert view == self.controller.table.match.view(view.seat)
        return str(view.legal_actions()[0])


def started(options: str = "", seed: int = 7, layout: str = "wide", level: str = "medium",
            **kwargs: object) -> tuple[BriscolaController, StubPage]:
    page = StubPage(layout)
    controller = BriscolaController(page, seed, level=level, options=options, **kwargs)  # type: ignore[arg-type]
    page.controller = controller
    controller.start()
    run(controller.resume())
    return controller, page


def actions(markup: str, prefix: str) -> list[str]:
    return re.findall(rf'data-action="({prefix}[^"]*)"', markup)


def play_first_cards(controller: BriscolaController, page: StubPage, until: str = "match-over") -> None:
    """Plays the player's first card at each turn until the table's phase is *until* (next game between)."""
    while controller.table.phase != until:
        if controller.table.phase == "game-over":
            run(controller.dispatch("next-game"))
            continue
        run(controller.dispatch(actions(page.markup, "card:")[0]))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("layout", ["wide", "tall"])
def test_the_table_shows_every_seat_the_stock_and_the_briscola_and_only_the_legal_cards_are_buttons(
        players: int, layout: str) -> None:
    controller, page = started(f"players={players}", layout=layout)
    table = controller.table
    markup = page.markup
    assert table.phase == "human"
    assert markup.count('class="seat seat-') == players  # the computers' seats and the player's plate
    assert f'data-count="{table.state.stock_count}"' in markup
    assert 'class="card briscola"' in markup and f'data-card="{table.state.face_up}"' in markup
    assert sorted(actions(markup, "card:")) == sorted(f"card:{card}" for card in table.state.hands[0])
    assert len(re.findall(r'class="pile side-', markup)) == (2 if players != 3 else 3)
    assert "points" not in briscola_render.render_svg(table, briscola_render.LAYOUTS[layout]).lower()


def test_the_piles_show_no_points_during_the_game_but_the_beginner_aid_does() -> None:
    controller, page = started(seed=3)
    run(controller.dispatch(actions(page.markup, "card:")[0]))
    plain = briscola_render.render(controller.table)
    aided = briscola_render.render(controller.table, display=Display(aids=True))
    assert "data-aid-side" not in plain and "taken so far" not in plain
    points = controller.table.state.points()
    assert f"You: {points[0]} points taken so far" in aided and f"Computer: {points[1]} points taken so far" in aided


def test_a_completed_trick_stays_on_show_with_its_winner_then_flies_to_the_takers_pile_and_the_cards_are_drawn(
        ) -> None:
    controller, page = started("players=2")
    card = actions(page.markup, "card:")[0]
    renders: list[str] = []
    page.render = renders.append  # type: ignore[method-assign]
    run(controller.dispatch(card))
    trick_renders = [markup for markup in renders if 'data-phase="trick"' in markup]
    assert trick_renders, "the completed trick is shown before it is collected"
    shown = trick_renders[0]
    assert 'in-trick winner' in shown
    assert re.search(r'data-key="stock"[^>]*data-count="34"', shown)  # not drawn yet
    settled = renders[-1]
    assert 'class="card taken"' in settled  # the trick's cards under the taker's pile: they fly in
    assert 'data-dealt-from="stock"' in settled  # the drawn cards come from the stock
    assert re.search(r'data-key="stock"[^>]*data-count="32"', settled)


def test_the_exchange_is_a_button_only_when_legal_and_it_swaps_the_cards() -> None:
    # A seed that deals the player the 2 of trumps, to play first.
    for seed in range(1, 200):
        controller, page = started("exchange=two", seed=seed)
        table = controller.table
        if f"2{table.state.trump}" in table.state.hands[0] and table.phase == "human":
            break
    else:
        pytest.fail("no seed deals the player the 2 of trumps")
    two = f"2{controller.table.state.trump}"
    face_up = controller.table.state.face_up
    assert actions(page.markup, "swap:") == [f"swap:{two}"]
    assert "press X" in page.announcements[-1] or "X" in page.announcements[-1]
    assert controller.shortcut("x") == f"swap:{two}"
    run(controller.dispatch(f"swap:{two}"))
    state = controller.table.state
    assert state.face_up == two and face_up in state.hands[0] and two not in state.hands[0]
    assert actions(page.markup, "swap:") == []  # one exchange a turn
    assert any("exchange" in sentence for sentence in page.announcements[-2:])
    # Without the option, never a button.
    plain, plain_page = started("", seed=seed)
    assert actions(plain_page.markup, "swap:") == [] and plain.shortcut("x") is None


def test_an_exchange_refused_by_the_engine_changes_nothing_and_says_why() -> None:
    controller, page = started("exchange=two", seed=5)
    before = controller.table
    run(controller.dispatch("swap:7b"))
    assert controller.table is before
    assert "not possible" in page.announcements[-1].lower() or page.announcements[-1]


@pytest.mark.parametrize("options", ["players=2,format=single", "players=3,format=single",
                                     "players=4,format=single,partner_hand_at_end"])
def test_a_whole_match_plays_to_its_end_and_the_sheet_adds_up(options: str) -> None:
    controller, page = started(options, level="random")
    seen_sheet = False
    while controller.table.phase != "match-over":
        if controller.table.phase == "game-over":
            sheet = page.markup
            seen_sheet = True
            run(controller.dispatch("next-game"))
            assert "data-breakdown" in sheet
            continue
        run(controller.dispatch(actions(page.markup, "card:")[0]))
    markup = page.markup
    points = [int(value) for value in re.findall(r'data-points="(\d+)"', markup)]
    assert sum(points) == 120 and tuple(points) == controller.table.state.points()
    assert 'data-action="new-match"' in markup and "data-match-verdict" in markup
    assert seen_sheet or len(controller.table.match.results) == 1
    if "players=4" in options:
        assert "You &amp; Partner" in markup


def test_the_partners_hand_is_shown_once_the_stock_is_gone_only_with_the_option() -> None:
    for options, shown in (("players=4,partner_hand_at_end", True), ("players=4", False)):
        controller, page = started(options, seed=9)
        while controller.table.state.face_up is not None:
            run(controller.dispatch(actions(page.markup, "card:")[0]))
        if controller.table.phase != "human":
            continue
        assert ("partner-card" in page.markup) is shown


def test_the_end_sheet_says_a_60_60_game_is_drawn_and_the_match_goes_on_with_the_next_dealer() -> None:
    for seed in range(400):
        table = BriscolaTable.new(seed, BriscolaOptions(format="single"))
        match = table.match
        while not match.state.is_over:
            legal = match.state.legal_actions()
            match = match.play(legal[(seed + len(match.state.tricks)) % len(legal)])
        if match.results[-1] == (60, 60):
            break
    else:
        pytest.fail("no seed gave a 60-60 game")
    markup = briscola_render.render(replace(table, match=match))
    assert 'data-result="draw"' in markup and "60–60: a draw" in markup
    assert 'data-action="next-game"' in markup and 'data-action="new-match"' not in markup
    assert f"Next to deal: {briscola_render.seat_name(match.next_dealer, 2)}" in markup


def test_save_and_resume_round_trip_and_a_corrupted_save_is_refused() -> None:
    storage = MemoryStorage()
    profile = Profile.load(storage)
    controller, page = started("players=3,exchange=two", seed=21, profile=profile)
    for _ in range(4):
        run(controller.dispatch(actions(page.markup, "card:")[0]))
    saved = profile.saved_game("briscola")
    assert saved is not None
    seed, body = saved
    again = BriscolaTable.from_saved(body, seed)
    assert again.match.to_text() == controller.table.match.to_text()
    # A save whose cards were moved, or that another seed dealt, is refused.
    moved = json.loads(body)
    hands = moved["state"]["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    with pytest.raises(GameRecordError):
        BriscolaTable.from_saved(json.dumps(moved), seed)
    with pytest.raises(GameRecordError):
        BriscolaTable.from_saved(body, seed + 1)
    with pytest.raises(GameRecordError):
        BriscolaTable.from_saved("{not json", seed)


def test_the_moves_rebuilt_from_a_state_replay_it_exchanges_included() -> None:
    for seed in range(30):
        table = BriscolaTable.new(seed, BriscolaOptions(players=2, exchange="seven_two"))
        match = table.match
        for step in range(25):
            legal = match.state.legal_actions()
            if not legal:
                break
            swaps = [action for action in legal if isinstance(action, Exchange)]
            match = match.play(swaps[0] if swaps else legal[step % len(legal)])
        rebuilt = replace(table, match=match)
        state = rebuilt.dealt()
        for seat, action in moves_of(match.state):
            assert state.to_play == seat
            state = state.play(action)
        assert state.to_json() == match.state.to_json()


def test_a_reload_through_the_shell_resumes_the_match_and_a_damaged_save_gets_a_notice() -> None:
    storage = MemoryStorage()
    shell, page = shell_at({"game": "briscola", "seed": "11", "players": "4"}, storage)
    assert shell.controller.table.players == 4
    card = actions(page.markup, "card:")[0]
    shell.dispatch(card)
    page.finish_work()
    again, again_page = shell_at({"game": "briscola"}, storage)
    assert again.controller.table.seed == 11 and again.controller.table.players == 4
    assert again.controller.table.match.to_text() == shell.controller.table.match.to_text()
    assert again_page.history == [("replace", "?game=briscola&seed=11&players=4")]
    storage.save("tavolo.save.briscola", '{"version": 1, "body": {"seed": 4, "game": "{\\"game\\": 1}"}}')
    fresh, fresh_page = shell_at({"game": "briscola"}, storage)
    assert fresh.controller.table.seed == 7 and "data-notices" in fresh_page.markup
    assert storage.load("tavolo.save.briscola") is None


@pytest.mark.parametrize(("params", "options"), [
    ({"players": "4", "format": "single"}, "players=4,format=single"),
    ({"players": "3", "exchange": "seven_two"}, "players=3,exchange=seven_two"),
    ({"players": "4", "partner_hand_at_end": "1"}, "players=4,partner_hand_at_end"),
    ({"format": "points", "points_games": "4"}, "players=2,format=points,points_games=4"),
    ({}, ""),
])
def test_seeded_links_name_the_table_options(params: dict[str, str], options: str) -> None:
    route = parse_route({"game": "briscola", "seed": "7", **params}, 1)
    assert route.options == options and route.notices == ()
    if options:
        assert parse_route(dict(item.split("=") for item in route.query()[1:].split("&")), 1).options == options


@pytest.mark.parametrize("params", [
    {"players": "5"}, {"players": "٤"}, {"players": " 4x"}, {"exchange": "three"}, {"format": "best_of_7"},
    {"partner_hand_at_end": "yes"}, {"points_games": "5", "format": "points"},
    {"players": "2", "partner_hand_at_end": "1"}, {"points_games": "4"}, {"players": "3", "format": "points",
                                                                         "points_games": "4"},
])
def test_a_bad_table_option_in_the_url_is_refused_with_a_notice_and_changes_nothing(params: dict[str, str]) -> None:
    route = parse_route({"game": "briscola", "seed": "7", **params}, 1)
    assert route.options == "" and len(route.notices) == 1
    assert route.screen == "briscola" and route.seed == 7


def test_the_start_screen_offers_briscola_and_its_options_are_chosen_and_remembered() -> None:
    storage = MemoryStorage()
    shell, page = shell_at({}, storage)
    assert 'data-action="open:briscola"' in page.markup and 'data-action="setup-open:briscola"' in page.markup
    shell.dispatch("setup-open:briscola")
    assert 'data-action="option:briscola:players:4"' in page.dialog
    assert "partner_hand_at_end" not in page.dialog  # only with four players
    for option in ("players:4", "exchange:seven_two", "format:single", "partner_hand_at_end:on"):
        shell.dispatch(f"option:briscola:{option}")
    assert shell.profile.settings.match_options("briscola") == "players=4,exchange=seven_two,format=single," \
                                                                "partner_hand_at_end"
    shell.dispatch("option:briscola:players:3")  # no partner at three: the partner's hand is dropped
    assert shell.profile.settings.match_options("briscola") == "players=3,exchange=seven_two,format=single"
    shell.dispatch("option:briscola:players:9")  # refused, nothing changed
    assert shell.profile.settings.match_options("briscola") == "players=3,exchange=seven_two,format=single"
    again = Profile.load(storage)
    assert again.settings.match_options("briscola") == "players=3,exchange=seven_two,format=single"
    shell.dispatch("setup-start:briscola")
    page.finish_work()
    assert shell.controller.table.players == 3 and shell.controller.table.options.format == "single"


def test_statistics_count_each_game_and_the_match_per_table_options() -> None:
    storage = MemoryStorage()
    profile = Profile.load(storage)
    controller, page = started("players=3,format=single", seed=4, profile=profile, level="random")
    play_first_cards(controller, page)
    key = stats_key("briscola", "players=3,format=single")
    stats = profile.game_stats(key)
    games = len(controller.table.match.results)
    assert stats.deals == games and stats.played == 1 and stats.won + stats.lost == 1
    assert stats.points == sum(points[0] for points in controller.table.match.results)
    assert profile.game_stats(stats_key("briscola", match_options.default("briscola"))).played == 0
    assert profile.saved_game("briscola") is None  # a match over is no longer saved


def test_keys_play_the_cards_of_the_hand_by_number() -> None:
    controller, page = started(seed=6)
    hand = controller.table.hand()
    assert controller.shortcut("1") == f"card:{hand[0]}"
    assert controller.shortcut("4") is None and controller.shortcut("q") is None
    run(controller.dispatch(controller.shortcut("2") or ""))
    assert hand[1] not in controller.table.state.hands[0]


def test_a_card_not_in_the_hand_is_refused_and_changes_nothing() -> None:
    controller, page = started(seed=6)
    before = controller.table
    stranger = next(card for card in ("1d", "1c", "1s", "1b", "3d") if card not in before.state.hands[0])
    run(controller.dispatch(f"card:{stranger}"))
    assert controller.table is before and page.announcements[-1]


def test_the_hint_names_the_experts_move() -> None:
    page = FakePage()
    controller = BriscolaController(page, 8, level="random")
    controller.start()
    run(controller.resume())
    run(controller.dispatch("hint"))
    assert controller.table.hint is not None and isinstance(controller.table.hint, PlayCard | Exchange)
    assert "data-hint=" in page.markup and page.announcements[-1].startswith("Hint")


def test_a_match_record_survives_the_controllers_save_text() -> None:
    controller, _ = started("players=2,format=best_of_5", seed=13)
    assert BriscolaMatch.from_text(controller.saved_text()) == controller.table.match


def test_briscola_words_its_own_rows_and_options() -> None:
    """A game may word a message its own way (``<key>.<game>``): Briscola's deals are games, and its
    options are the table and the match, not house rules; the others keep the shared words."""
    assert messages.game_text("stats.deals", "briscola") == "Games played"
    assert messages.game_text("stats.deals", "scopa") == "Deals played"
    assert messages.game_text("setup.open", "briscola") == "Table and match"
    assert messages.game_text("setup.heading", "briscola", game="Briscola") == "Table and match — Briscola"
    assert messages.game_text("setup.open", "scopone") == "House rules"
