"""The shell with other tabs open and with a link over a game in progress (``pyapp.ui.shell``,
``pyapp.ui.tabs``), driven as the browser glue drives it: the page's answers about the games' locks,
other tabs' writes, the storage refusing a write."""

from __future__ import annotations

import json

from test_shell import FakeShellPage

from pyapp.games import all_levels
from pyapp.i18n import messages
from pyapp.ui.profile import SETTINGS_KEY, STATS_KEY, DealTally, MemoryStorage, Profile, save_key
from pyapp.ui.routes import parse_route
from pyapp.ui.shell import Shell
from pyapp.ui.svg import escape
from pyapp.ui.tabs import TabStorage


class TabPage(FakeShellPage):
    """A FakeShellPage that records what the shell asks of the games' locks."""

    def __init__(self) -> None:
        super().__init__()
        self.claims: list[tuple[str, bool]] = []
        self.releases: list[str] = []

    def claim_game(self, game: str, take_over: bool) -> None:
        self.claims.append((game, take_over))

    def release_game(self, game: str) -> None:
        self.releases.append(game)


class Records(MemoryStorage):
    """The worker's copies of the page's records (``pyapp.browser.WorkerStorage``), with the writes
    the page was asked for."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        super().__init__(items)
        self.written: list[tuple[str, str | None]] = []

    def save(self, key: str, text: str) -> None:
        super().save(key, text)
        self.written.append((key, text))

    def remove(self, key: str) -> None:
        super().remove(key)
        self.written.append((key, None))

    def keep(self, key: str, text: str | None) -> None:
        if text is None:
            self.items.pop(key, None)
        else:
            self.items[key] = text


def tab_at(params: dict[str, str], records: Records | None = None,
           elsewhere: tuple[str, ...] = (), query: str = "") -> tuple[Shell, TabPage, TabStorage]:
    page = TabPage()
    page.query = query  # the address bar's (the history compares with it)
    tabs = TabStorage(records or Records(), coordinated=True, elsewhere=elsewhere)
    shell = Shell(page, Profile.load(tabs), url_speed=False, tabs=tabs)
    shell.open(parse_route(params, 7, all_levels()), push=False)
    page.finish_work()
    return shell, page, tabs


def play_one_card(shell: Shell, page: TabPage) -> None:
    plays = shell.controller.table.state.plays_made
    hand = shell.controller.table.state.hands[0]
    shell.dispatch(f"hand:{hand[0]}")
    page.finish_work()
    if shell.controller.table.selected is not None:  # a capture to choose
        shell.dispatch(f"play:{shell.controller.table.plays_of(hand[0])[0]}")
        page.finish_work()
    assert shell.controller.table.state.plays_made > plays


def saved_scopa(seed: int) -> Records:
    """Records holding a Scopa match in progress on deal *seed* (one card played)."""
    records = Records()
    shell, page, _ = tab_at({"game": "scopa", "seed": str(seed)}, records)
    play_one_card(shell, page)
    assert records.load(save_key("scopa")) is not None
    return records


# --- a game another tab plays ----------------------------------------------------------------------

def test_a_game_another_tab_plays_is_offered_not_opened_and_taken_over_with_its_latest_save() -> None:
    records = saved_scopa(11)
    theirs = json.loads(records.load(save_key("scopa")) or "")
    shell, page, tabs = tab_at({"game": "scopa"}, records, elsewhere=("scopa",))
    assert shell.controller is None and shell.take_over is not None
    assert 'data-screen="elsewhere"' in page.markup and 'data-action="tab-take"' in page.markup
    assert 'data-action="menu"' in page.markup and "autofocus" in page.markup
    assert messages.text("tabs.elsewhere.heading", game="Scopa") in page.announcements[-1]
    assert page.claims == [], "this tab asks for the game only if the player wants it here"
    # The other tab played on meanwhile: its save is newer than this tab's copy.
    theirs["body"]["seed"] = 11
    newer = json.dumps(theirs)
    shell.dispatch("tab-take")
    assert page.claims == [("scopa", True)]
    shell.game_claimed("scopa", True, {save_key("scopa"): newer})
    page.finish_work()
    assert shell.controller is not None and shell.controller.table.seed == 11
    assert records.load(save_key("scopa")) == newer and tabs.owned == {"scopa"}
    assert "scopa" in tabs.confirmed


def test_a_game_taken_over_by_another_tab_stops_here_and_is_no_longer_saved() -> None:
    records = Records()
    shell, page, tabs = tab_at({"game": "scopa", "seed": "4"}, records)
    assert page.claims == [("scopa", False)]
    shell.game_claimed("scopa", True, None)
    play_one_card(shell, page)
    writes = len(records.written)
    task = shell.task
    shell.dispatch("review-open")  # the player was looking back over the deal
    assert 'data-dialog="review"' in page.dialog
    shell.game_lost("scopa")
    assert shell.controller is None and (task is None or task.done())
    assert shell.dialog is None and page.dialog == "", "the review of a game this tab no longer plays"
    shell.dispatch("review-step:1")  # a late click on the review's Next
    assert shell.dialog is None and page.dialog == ""
    assert 'data-screen="elsewhere"' in page.markup and "data-moved" in page.markup
    assert messages.text("tabs.moved.heading", game="Scopa") in page.announcements[-1]
    shell.profile.save_game("scopa", 4, "a late move of this tab")  # e.g. a turn that was already under way
    shell.profile.clear_game("scopa")
    assert len(records.written) == writes, "the other tab saves the game now"
    assert shell.key("Escape") and shell.screen == "start" and page.releases == []


def test_a_game_opened_before_the_page_knew_another_tab_plays_it_gives_way() -> None:
    shell, page, tabs = tab_at({"game": "minchiate", "seed": "4"})
    assert shell.controller is not None
    shell.game_claimed("minchiate", False, None)
    assert shell.controller is None and 'data-screen="elsewhere"' in page.markup
    assert tabs.held_elsewhere("minchiate")


def test_leaving_a_game_lets_other_tabs_have_it() -> None:
    shell, page, tabs = tab_at({"game": "scopa", "seed": "4"})
    shell.game_claimed("scopa", True, None)
    shell.dispatch("menu")
    assert page.releases == ["scopa"] and not tabs.owned
    shell.dispatch("open:minchiate")
    page.finish_work()
    shell.dispatch("open:minchiate")  # the same game again: it stays this tab's
    page.finish_work()
    assert page.claims == [("scopa", False), ("minchiate", False)] and page.releases == ["scopa"]


def test_a_new_match_of_a_game_another_tab_plays_starts_once_it_is_here() -> None:
    records = saved_scopa(11)
    shell, page, _ = tab_at({}, records, elsewhere=("scopa",))
    shell.dispatch("setup-start:scopa")
    assert shell.take_over is not None and shell.take_over.fresh
    assert records.load(save_key("scopa")) is not None, "the other tab's game is not removed from here"
    shell.dispatch("tab-take")
    shell.game_claimed("scopa", True, {save_key("scopa"): records.load(save_key("scopa"))})
    page.finish_work()
    assert shell.controller.table.seed != 11 and shell.controller.table.match.deal_number == 1


# --- what other tabs write -------------------------------------------------------------------------

def test_another_tabs_settings_take_effect_here() -> None:
    shell, page, _ = tab_at({"game": "scopa", "seed": "3"})
    other = Profile(MemoryStorage())
    other.change(level_scopa="expert", back="red", language="it")
    try:
        shell.record_changed(SETTINGS_KEY, other.storage.load(SETTINGS_KEY))
        assert shell.profile.settings.level("scopa") == "expert" and shell.controller.level == "expert"
        assert page.languages == ["it"] and "back-red" in page.markup
    finally:
        messages.set_language("en")


def test_another_tabs_statistics_show_in_an_open_dialog() -> None:
    shell, page, _ = tab_at({})
    shell.dispatch("stats-open")
    other = Profile(MemoryStorage())
    other.record("minchiate", DealTally(points=8), "won")
    shell.record_changed(STATS_KEY, other.storage.load(STATS_KEY))
    assert shell.profile.stats["minchiate"].won == 1
    assert 'data-stats="minchiate"' in page.dialog and '<td data-stat="won">1</td>' in page.dialog


# --- a full storage --------------------------------------------------------------------------------

def test_a_refused_save_is_said_once_a_screen_and_the_game_reopens_as_it_was_left() -> None:
    records = Records()
    shell, page, _ = tab_at({"game": "scopa", "seed": "9"}, records)
    play_one_card(shell, page)
    shell.storage_failed(save_key("scopa"))  # the page could not store the move
    notice = messages.text("notice.storage_full")
    assert escape(notice) in page.markup and page.announcements[-1] == notice
    announced = len(page.announcements)
    shell.storage_failed(save_key("scopa"))
    assert len(page.announcements) == announced, "once a screen"
    plays = page.markup.count("data-plays")
    table = shell.controller.table
    shell.dispatch("menu")
    shell.dispatch("open:scopa")
    page.finish_work()
    assert shell.controller.table.state == table.state, "reopened from this tab's copy, not the stale store"
    assert plays and escape(notice) not in page.markup
    shell.storage_failed(STATS_KEY)
    assert escape(notice) in page.markup


# --- a link over a game in progress ----------------------------------------------------------------

def test_a_link_to_another_deal_asks_before_replacing_the_game_in_progress() -> None:
    records = saved_scopa(11)
    saved = records.load(save_key("scopa"))
    shell, page, _ = tab_at({"game": "scopa", "seed": "42"}, records)
    assert shell.controller is None and shell.dialog == "link"
    assert 'role="alertdialog"' in page.dialog and 'data-action="link-keep"' in page.dialog
    assert 'data-action="link-play"' in page.dialog and 'autofocus' in page.dialog
    assert escape(messages.text("link.question", game="Scopa")) in page.dialog
    assert records.load(save_key("scopa")) == saved
    # Escape (or "Continue my game") keeps the game in progress, with its own URL.
    assert shell.key("Escape")
    page.finish_work()
    assert shell.controller.table.seed == 11 and page.query == "?game=scopa&seed=11" and page.dialog == ""


def test_going_back_from_the_link_question_leaves_it_behind_and_keeps_the_game() -> None:
    records = saved_scopa(11)
    saved = records.load(save_key("scopa"))
    shell, page, _ = tab_at({"game": "scopa", "seed": "42"}, records, query="?game=scopa&seed=42")
    assert shell.dialog == "link"
    page.query = ""  # the browser's Back, to the start screen
    shell.url_changed({})
    assert shell.screen == "start" and 'data-action="open:scopa"' in page.markup
    assert shell.dialog is None and page.dialog == "", "a question nothing could answer any more"
    assert records.load(save_key("scopa")) == saved
    shell.dispatch("open:scopa")
    page.finish_work()
    assert shell.controller.table.seed == 11


def test_playing_the_links_deal_replaces_the_game_in_progress() -> None:
    records = saved_scopa(11)
    shell, page, _ = tab_at({"game": "scopa", "seed": "42"}, records)
    shell.dispatch("link-play")
    page.finish_work()
    assert shell.controller.table.seed == 42 and shell.dialog is None
    assert records.load(save_key("scopa")) is None  # until the first move of the new deal
    play_one_card(shell, page)
    assert json.loads(records.load(save_key("scopa")) or "")["body"]["seed"] == 42


def test_a_link_naming_other_rules_asks_too_and_the_same_deal_does_not() -> None:
    records = saved_scopa(11)
    shell, page, _ = tab_at({"game": "scopa", "target": "21"}, records)
    assert shell.dialog == "link"
    same, same_page, _ = tab_at({"game": "scopa", "seed": "11"}, records)
    assert same.dialog is None and same.controller.table.seed == 11
    fresh, _, _ = tab_at({"game": "scopa", "seed": "42"}, Records())
    assert fresh.dialog is None and fresh.controller.table.seed == 42
