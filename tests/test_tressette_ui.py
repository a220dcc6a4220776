"""The Tressette screen without a browser: the table model, its renderer, its controller (driven
through the fake page as the browser drives it, the computers answered at once by a legal action),
the lead's Play / Play — word, the accusi, the two-player stock, the end-of-deal sheet, the options
on the start screen, saves, statistics and the URL."""

from __future__ import annotations

import json
import re

import pytest
from fake_page import FakePage, run
from test_shell import shell_at
from tressette_positions import D1, D3_HANDS, D3_STOCK, deal_with, play

from pyapp.engine import GameRecordError
from pyapp.tressette import PlayCard, TressetteMatch, TressetteOptions, TressetteState, TressetteView
from pyapp.tressette.rules import THIRDS, true_word
from pyapp.ui import match_options
from pyapp.ui.profile import MemoryStorage, Profile, stats_key
from pyapp.ui.routes import parse_route
from pyapp.ui.svg import Display
from pyapp.ui.tressette import render as tressette_render
from pyapp.ui.tressette.controller import TressetteController
from pyapp.ui.tressette.table import TressetteTable


class StubPage(FakePage):
    """A page whose computers play their last legal action at once (a lead with its word, an accuso
    first), each request checked to be the view of the seat to play."""

    def __init__(self, layout: str = "wide") -> None:
        super().__init__(layout)
        self.controller: TressetteController | None = None

    async def ask_computer(self, game: str, view_text: str, level: str, seed: int) -> str:
        self.requests.append((game, view_text, level, seed))
        view = TressetteView.from_text(view_text)
        if self.controller is not None:
            assert view == self.controller.table.match.view(view.seat)
        legal = view.legal_actions()
        return str(legal[0] if str(legal[0]).startswith("accuso") else legal[-1])


def started(options: str = "", seed: int = 7, layout: str = "wide", level: str = "medium",
            **kwargs: object) -> tuple[TressetteController, StubPage]:
    page = StubPage(layout)
    controller = TressetteController(page, seed, level=level, options=options, **kwargs)  # type: ignore[arg-type]
    page.controller = controller
    controller.start()
    run(controller.resume())
    return controller, page


def actions(markup: str, prefix: str) -> list[str]:
    return re.findall(rf'data-action="({prefix}[^"]*)"', markup)


def at(state: TressetteState, options: TressetteOptions | None = None) -> TressetteTable:
    """A table showing *state* (a match at its first deal)."""
    return TressetteTable(TressetteMatch(state.options, state.dealer, (), state), seed=0)


def decide(controller: TressetteController, page: StubPage, word: bool = True) -> None:
    """The player's next decision as a player clicks it: the first accuso offered, else the first
    playable card (leading with signals: chosen, then Play — word, or Play)."""
    declare = actions(page.markup, "accuso:")
    if declare:
        run(controller.dispatch(declare[0]))
        return
    first = (actions(page.markup, "play:") + actions(page.markup, "select:"))[0]
    run(controller.dispatch(first))
    if controller.table.selected:
        plays = actions(page.markup, "play:")
        run(controller.dispatch(plays[-1] if word else plays[0]))


def play_match(controller: TressetteController, page: StubPage) -> None:
    while controller.table.phase != "match-over":
        if controller.table.phase == "deal-over":
            run(controller.dispatch("next-deal"))
            continue
        decide(controller, page)


@pytest.mark.parametrize(("players", "layout"), [(4, "wide"), (4, "tall"), (2, "wide"), (2, "tall")])
def test_the_table_shows_every_seat_and_only_the_legal_cards_are_buttons(players: int, layout: str) -> None:
    controller, page = started(f"players={players}", layout=layout)
    table = controller.table
    markup = page.markup
    assert table.phase == "human"
    assert markup.count('class="seat seat-') == players  # the computers' seats and the player's plate
    hand = table.hand()
    buttons = actions(markup, "play:") + actions(markup, "select:")
    assert sorted(button.split(":")[1] for button in buttons) == sorted(table.playable())
    assert set(table.playable()) <= set(hand) and len(hand) == 10 - len([1 for seat, _ in table.state.trick
                                                                        if seat == 0])
    assert len(re.findall(r'class="pile side-', markup)) == 2
    assert ('class="stock"' in markup) == (players == 2)
    if players == 2:
        assert f'data-count="{len(table.state.stock)}"' in markup and "Stock: 20" in markup


def test_leading_with_signals_offers_play_and_play_with_the_one_true_word_only() -> None:
    state = deal_with(D1)  # dealer W: S leads; S holds 1c 2c 3c 5c, 3d 6d, 7s 9s, 3b 4b
    table = at(state)
    markup = tressette_render.render(table)
    assert actions(markup, "select:") and not actions(markup, "play:")
    for card in state.hands[0]:
        chosen = table.select(card)
        choices = tressette_render.render_choices(chosen)
        word = true_word(state.hands[0], card)
        assert actions(choices, "play:") == [f"play:{card}", f"play:{card} {word}"]
        assert f"Play — {word}" in choices
        assert not any(f"play:{card} {other}" in choices for other in ("busso", "striscio", "volo") if other != word)
    # The spec's examples (T09, T11): 5c busso, 3d striscio (the led 3 does not count), 9s striscio.
    assert (table.word_for("5c"), table.word_for("3d"), table.word_for("9s")) == ("busso", "striscio", "striscio")
    silent = at(deal_with(D1, signals=False))
    assert actions(tressette_render.render(silent), "play:") and not actions(tressette_render.render(silent), "select:")
    assert silent.word_for("5c") == ""


def test_a_lead_is_chosen_then_played_with_its_word_by_keys_and_the_word_is_shown_and_logged() -> None:
    controller, page = started(seed=3)
    while not controller.table.leads_with_words():
        decide(controller, page, word=False)
    table = controller.table
    hand = table.hand()
    key = next(str((index + 1) % 10) for index, card in enumerate(hand) if card in table.playable())
    card = hand[(int(key) - 1) % 10]
    assert controller.shortcut(key) == f"select:{card}"
    run(controller.dispatch(controller.shortcut(key) or ""))
    assert controller.table.selected == card and 'data-selected="' in page.markup
    assert page.announcements[-1].startswith("Chosen:")
    word = controller.table.word_for(card)
    assert controller.shortcut("x") == f"play:{card} {word}" and controller.shortcut(key) == f"play:{card}"
    run(controller.dispatch(controller.shortcut("x") or ""))
    said = [trick.word for trick in controller.table.state.tricks if trick.plays[0] == (0, card)]
    spoken = controller.table.state.word if controller.table.state.trick[:1] == ((0, card),) else said[0]
    assert spoken == word
    assert f"You: {word}" in page.markup  # in the log as players hear it
    assert any("You lead" in sentence and word in sentence for sentence in page.announcements)


def test_a_computers_word_is_spoken_beside_its_seat_and_in_the_log() -> None:
    state = play(deal_with(D1, dealer="S"), "2d busso")  # dealer S: E leads 2d saying busso (holds 1d)
    markup = tressette_render.render(at(state))
    assert 'class="spoken-word"' in markup and 'data-word="busso"' in markup and 'data-seat="E"' in markup
    assert "East: busso" in markup
    aided = tressette_render.render(at(state), display=Display(aids=True))
    assert "East knocked (busso) on" in aided


def test_a_card_that_does_not_follow_is_refused_with_the_engines_words_and_changes_nothing() -> None:
    page = StubPage()
    controller = TressetteController(page, 0)
    controller.table = at(play(deal_with(D1, dealer="S"), "2d busso", "4d", "7d"))  # S must play 3d or 6d
    controller.start()
    assert sorted(controller.table.playable()) == ["3d", "6d"] and actions(page.markup, "play:") == ["play:3d",
                                                                                                      "play:6d"]
    before = controller.table
    run(controller.dispatch("play:5c"))
    assert controller.table is before
    assert "Five of Cups" in page.announcements[-1] and "must follow suit" in page.announcements[-1]


def test_the_accusi_are_offered_at_the_first_turn_and_a_card_played_before_declaring_is_warned_once() -> None:
    state = deal_with(D1, accuso=True)  # S holds nap-c and tris-3-no-s (T16)
    page = StubPage()
    controller = TressetteController(page, 0, options="players=4,accuso=1")
    page.controller = controller
    controller.table = at(state)
    controller.start()
    assert actions(page.markup, "accuso:") == ["accuso:nap-c", "accuso:tris-3-no-s"]
    assert "Declare: napoletana of cups (+3)" in page.markup
    run(controller.dispatch("select:5c"))
    run(controller.dispatch("play:5c busso"))  # warned, not played
    assert controller.table.moves_made() == 0 and controller.table.warned
    assert "You have not declared" in page.announcements[-1]
    run(controller.dispatch("accuso:nap-c"))
    assert controller.table.state.declared == ((0, "nap-c"),) and "You declare napoletana of cups" in " ".join(
        page.announcements)
    run(controller.dispatch("accuso:nap-c"))  # the engine's refusal: already declared
    assert controller.table.state.declared == ((0, "nap-c"),)
    run(controller.dispatch("select:5c"))
    run(controller.dispatch("play:5c busso"))  # warned once: the card goes now
    assert controller.table.state.log[1] == (0, PlayCard("5c", "busso"))
    assert actions(page.markup, "accuso:") == []
    # The computers declare theirs (E holds tris-2-no-c) and it is logged.
    assert any(declared == (1, "tris-2-no-c") for declared in controller.table.state.declared)
    assert "East declared three 2s" in page.markup


def test_two_players_show_the_stock_and_the_opponents_draws_only_with_show_draws() -> None:
    for show in (True, False):
        state = deal_with(D3_HANDS, dealer="S", players=2, stock=D3_STOCK, show_draws=show)
        state = play(state, "4c", "1c")  # T36: S wins, draws 8c, N draws 9c
        table = at(state)
        markup = tressette_render.render(table)
        assert "Stock: 18" in markup
        assert ('data-drawn="9c"' in markup) == show and ("Computer drew" in markup) == show
        assert "You drew" in markup  # the player's own draw is always in the log
    settling = TressetteTable(at(state).match, 0, settling=True)
    assert settling.stock_count() == 20 and "8c" not in settling.hand()


def test_the_end_sheet_shows_the_thirds_the_last_trick_the_truncation_and_the_accusi() -> None:
    state = deal_with(D1, accuso=True)
    while not state.is_over:
        state = state.play(state.legal_actions()[0])  # every seat declares first, then plays
    table = at(state)
    markup = tressette_render.render_end(table)
    thirds = state.thirds()
    assert sum(thirds) == 35 and sum(value // 3 for value in thirds) == 11
    for side in range(2):
        cards = sum(THIRDS[card] for card in state.piles[side])
        assert f'data-thirds="{cards}"' in markup and f'data-thirds="{thirds[side]}"' in markup
        assert f'data-points="{thirds[side] // 3}"' in markup and f'data-score="{state.points()[side]}"' in markup
    assert markup.count("+1") == 1 and ("dropped" in markup)
    assert "napoletana of cups +3" in markup and f'data-accusi="{state.accusi()[0]}"' in markup
    assert 'data-action="next-deal"' in markup or 'data-action="new-match"' in markup


@pytest.mark.parametrize("options", ["players=4,accuso=1", "players=2,target=31", "players=4,signals=0"])
def test_a_whole_match_plays_to_its_end_and_the_totals_add_up(options: str) -> None:
    controller, page = started(options, seed=2, level="random")
    play_match(controller, page)
    match = controller.table.match
    assert match.is_over and max(match.totals) >= match.options.target
    assert all(sum(result) >= 11 for result in match.results)
    assert 'data-action="new-match"' in page.markup and "win the match" in page.announcements[-1]


def test_save_and_resume_round_trip_and_a_corrupted_save_is_refused() -> None:
    storage = MemoryStorage()
    profile = Profile.load(storage)
    controller, page = started("players=2,accuso=1", seed=21, profile=profile)
    for _ in range(4):
        decide(controller, page)
    saved = profile.saved_game("tressette")
    assert saved is not None
    seed, body = saved
    again = TressetteTable.from_saved(body, seed)
    assert again.match.to_text() == controller.table.match.to_text()
    moved = json.loads(body)
    hands = moved["state"]["dealt"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    cheated = json.loads(body)
    cheated["state"]["log"].append("S:accuso quattro-3")
    for bad in (json.dumps(moved), "{not json", json.dumps(cheated)):
        with pytest.raises(GameRecordError):
            TressetteTable.from_saved(bad, seed)
    with pytest.raises(GameRecordError):
        TressetteTable.from_saved(body, seed + 1)


def test_a_reload_through_the_shell_resumes_the_match_and_a_damaged_save_gets_a_notice() -> None:
    storage = MemoryStorage()
    shell, page = shell_at({"game": "tressette", "seed": "11", "players": "2"}, storage)
    assert shell.controller.table.players == 2
    card = (actions(page.markup, "play:") + actions(page.markup, "select:"))[0]
    shell.dispatch(card.replace("select:", "play:"))
    page.finish_work()
    again, again_page = shell_at({"game": "tressette"}, storage)
    assert again.controller.table.seed == 11 and again.controller.table.players == 2
    assert again.controller.table.match.to_text() == shell.controller.table.match.to_text()
    assert again_page.history == [("replace", "?game=tressette&seed=11&players=2")]
    storage.save("tavolo.save.tressette", '{"version": 1, "body": {"seed": 4, "game": "{\\"game\\": 1}"}}')
    fresh, fresh_page = shell_at({"game": "tressette"}, storage)
    assert fresh.controller.table.seed == 7 and "data-notices" in fresh_page.markup
    assert json.loads(storage.load("tavolo.save.tressette") or "")["body"]["seed"] == 7  # the damaged one is gone


@pytest.mark.parametrize(("params", "options"), [
    ({"players": "2", "target": "31", "accuso": "1"}, "players=2,target=31,accuso=1"),
    ({"signals": "0", "target": "41"}, "players=4,target=41,signals=0"),
    ({"players": "2", "show_draws": "0"}, "players=2,show_draws=0"),
    ({"accuso": "0"}, "players=4"),
    ({"players": "2", "signals": "1"}, "players=2"),  # two players have no signals, whatever is asked (§9.6)
    ({}, ""),
])
def test_seeded_links_name_the_table_options(params: dict[str, str], options: str) -> None:
    route = parse_route({"game": "tressette", "seed": "7", **params}, 1)
    assert route.options == options and route.notices == ()
    if options and options != "players=4":
        assert parse_route(dict(item.split("=") for item in route.query()[1:].split("&")), 1).options == options


@pytest.mark.parametrize("params", [
    {"players": "3"}, {"players": "٤"}, {"target": "11"}, {"target": "21x"}, {"accuso": "yes"}, {"signals": "2"},
    {"show_draws": "true"}, {"players": "4", "target": "31", "accuso": "2"},
])
def test_a_bad_table_option_in_the_url_is_refused_with_a_notice_and_changes_nothing(params: dict[str, str]) -> None:
    route = parse_route({"game": "tressette", "seed": "7", **params}, 1)
    assert route.options == "" and len(route.notices) == 1
    assert route.screen == "tressette" and route.seed == 7


def test_the_start_screen_offers_tressette_and_its_options_are_chosen_and_remembered() -> None:
    storage = MemoryStorage()
    shell, page = shell_at({}, storage)
    assert 'data-action="open:tressette"' in page.markup and 'data-action="setup-open:tressette"' in page.markup
    shell.dispatch("setup-open:tressette")
    assert 'data-action="option:tressette:signals:off"' in page.dialog and "show_draws" not in page.dialog
    for option in ("target:31", "accuso:on", "signals:off"):
        shell.dispatch(f"option:tressette:{option}")
    assert shell.profile.settings.match_options("tressette") == "players=4,target=31,accuso=1,signals=0"
    shell.dispatch("option:tressette:players:2")  # no signals at two: draws shown instead
    assert 'data-action="option:tressette:show_draws:off"' in page.dialog and ":signals:" not in page.dialog
    shell.dispatch("option:tressette:show_draws:off")
    shell.dispatch("option:tressette:signals:on")  # refused at two players, nothing changed
    shell.dispatch("option:tressette:target:99")
    assert shell.profile.settings.match_options("tressette") == "players=2,target=31,accuso=1,show_draws=0"
    assert Profile.load(storage).settings.match_options("tressette") == "players=2,target=31,accuso=1,show_draws=0"
    shell.dispatch("setup-start:tressette")
    page.finish_work()
    assert shell.controller.table.players == 2 and shell.controller.table.options.target == 31


def test_statistics_count_each_deal_and_the_match_per_table_options() -> None:
    storage = MemoryStorage()
    profile = Profile.load(storage)
    controller, page = started("players=2", seed=4, profile=profile, level="random")
    play_match(controller, page)
    stats = profile.game_stats(stats_key("tressette", "players=2"))
    assert stats.deals == len(controller.table.match.results) and stats.played == 1 and stats.won + stats.lost == 1
    assert stats.points == sum(result[0] for result in controller.table.match.results)
    assert profile.game_stats(stats_key("tressette", match_options.default("tressette"))).played == 0
    assert profile.saved_game("tressette") is None


def test_the_hint_names_the_experts_move() -> None:
    page = FakePage()
    controller = TressetteController(page, 8, level="random", options="players=2")
    controller.start()
    run(controller.resume())
    run(controller.dispatch("hint"))
    assert controller.table.hint is not None
    assert "data-hint=" in page.markup and page.announcements[-1].startswith("Hint")


def test_inputs_out_of_turn_or_unknown_change_nothing() -> None:
    controller, page = started(seed=6)
    before = controller.table
    stranger = next(card for card in ("1d", "1c", "1s", "1b", "3d", "3c") if card not in before.state.hands[0])
    for action in (f"play:{stranger}", "play:zz", "accuso:nap-d", f"select:{stranger}", "play:5c zitto"):
        run(controller.dispatch(action))
        assert controller.table is before and page.announcements[-1]
    assert controller.shortcut("q") is None
