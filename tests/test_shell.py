"""The shell (``pyapp.ui.shell``) driven as the browser glue drives it, under CPython: routes,
dialogs, settings, saved games, the history and errors."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

import pytest
from fake_page import FakePage, run

from pyapp.games import SITE_GAMES
from pyapp.ui.parts import PartUnavailable
from pyapp.ui.profile import MemoryStorage, Profile
from pyapp.ui.shell import Shell


class FakeTask:
    def __init__(self, work: Coroutine[Any, Any, None]) -> None:
        self.work = work
        self.finished = False
        self.cancelled = False

    def done(self) -> bool:
        return self.finished or self.cancelled

    def cancel(self) -> bool:
        self.cancelled = True
        inner = self.work.cr_frame.f_locals.get("work") if self.work.cr_frame is not None else None
        self.work.close()
        if inner is not None:
            inner.close()  # never started: close it too, as cancelling a real task would
        return True


class FakeShellPage(FakePage):
    """A FakePage with the URL, the dialog layer and the console of a browser page."""

    def __init__(self, query: str = "") -> None:
        super().__init__()
        self.query = query
        self.dialog = ""
        self.history: list[tuple[str, str]] = []
        self.errors: list[str] = []
        self.warnings: list[str] = []
        self.sections: list[str] = []
        self.languages: list[str] = []
        self.speed = 1.0
        self.sound_on = True
        self.tasks: list[FakeTask] = []
        self.seeds = iter(range(1000, 2000))
        # CPython has every module and word: every part is here, unless a test takes some away.
        self.missing: set[str] = set()
        self.unreachable: set[str] = set()  # parts that cannot be loaded (offline)
        self.loads: list[tuple[str, ...]] = []

    def render_dialog(self, markup: str) -> None:
        self.dialog = markup

    def push_url(self, query: str) -> None:
        self.history.append(("push", query))
        self.query = query

    def replace_url(self, query: str) -> None:
        self.history.append(("replace", query))
        self.query = query

    def current_query(self) -> str:
        return self.query

    def show_section(self, section_id: str) -> None:
        self.sections.append(section_id)

    def apply_language(self, code: str) -> None:
        self.languages.append(code)

    def fresh_seed(self) -> int:
        return next(self.seeds)

    def language_for(self, code: str) -> str:
        return code or "en"

    def has_parts(self, parts: tuple[str, ...]) -> bool:
        return not set(parts) & self.missing

    async def load_parts(self, parts: tuple[str, ...]) -> None:
        self.loads.append(parts)
        for part in parts:
            if part in self.unreachable & self.missing:
                raise PartUnavailable(part, "offline")
        self.missing -= set(parts)

    def run(self, work: Coroutine[Any, Any, None], eager: bool) -> FakeTask:
        task = FakeTask(work)
        self.tasks.append(task)
        return task

    def log_error(self, text: str) -> None:
        self.errors.append(text)

    def log_warning(self, text: str) -> None:
        self.warnings.append(text)

    def finish_work(self) -> None:
        """Runs the pending screen work to its end, in order (the browser's event loop)."""
        while any(not task.done() for task in self.tasks):
            task = next(task for task in self.tasks if not task.done())
            task.finished = True
            run(task.work)


def shell_at(params: dict[str, str], storage: MemoryStorage | None = None) -> tuple[Shell, FakeShellPage]:
    from pyapp.games import all_levels
    from pyapp.ui.routes import parse_route

    page = FakeShellPage()
    shell = Shell(page, Profile.load(storage or MemoryStorage()), url_speed=False)
    shell.open(parse_route(params, 7, all_levels()), push=False)
    page.finish_work()
    return shell, page


def test_no_parameters_open_the_start_screen_with_every_registered_game() -> None:
    shell, page = shell_at({})
    assert shell.screen == "start" and shell.controller is None
    for game in SITE_GAMES:
        assert f'data-action="open:{game.name}"' in page.markup
    assert page.history == [] and not page.busy


def test_a_game_url_opens_its_screen_and_plays_until_the_player_moves() -> None:
    shell, page = shell_at({"game": "scopa", "seed": "42"})
    assert shell.screen == "scopa" and shell.controller.game == "scopa"
    assert 'data-game="scopa"' in page.markup
    assert not page.busy


def test_a_bad_game_falls_back_to_the_start_with_a_notice() -> None:
    shell, page = shell_at({"game": "chess"})
    assert shell.screen == "start"
    assert "chess" in page.markup and "data-notices" in page.markup


def test_opening_a_game_from_the_start_records_it_in_the_history() -> None:
    shell, page = shell_at({})
    shell.dispatch("open:minchiate")
    assert shell.screen == "minchiate"
    assert page.history[-1][0] == "push" and page.history[-1][1].startswith("?game=minchiate&seed=")
    page.finish_work()
    shell.dispatch("menu")
    assert shell.screen == "start" and page.history[-1] == ("push", "")


def test_the_menu_cancels_the_old_screens_work() -> None:
    shell, page = shell_at({})
    shell.dispatch("open:minchiate")
    first = shell.task
    shell.dispatch("menu")  # "menu" acts even while the screen is busy
    assert first is not None and first.done() and shell.screen == "start"


def test_settings_change_the_level_of_the_running_game_and_are_remembered() -> None:
    storage = MemoryStorage()
    shell, page = shell_at({"game": "scopa", "seed": "3"}, storage)
    shell.dispatch("settings-open")
    assert 'data-action="set:level_scopa:hard"' in page.dialog
    shell.dispatch("set:level_scopa:hard")
    assert shell.controller.level == "hard"
    assert Profile.load(storage).settings.level("scopa") == "hard"
    assert 'aria-pressed="true" data-action="set:level_scopa:hard"' in page.dialog


def test_a_bad_setting_is_refused_with_a_message_and_changes_nothing() -> None:
    shell, page = shell_at({})
    before = shell.profile.settings
    shell.dispatch("set:level_chess:hard")
    shell.dispatch("set:speed:warp")
    assert shell.profile.settings == before
    assert len(page.warnings) == 2 and page.announcements


def test_a_language_change_switches_the_page_and_draws_it_again() -> None:
    shell, page = shell_at({})
    renders = page.renders
    shell.dispatch("set:language:it")
    try:
        assert page.languages == ["it"] and page.renders > renders
    finally:
        from pyapp.i18n import messages

        messages.set_language("en")


def test_the_card_names_setting_redraws_the_table_with_italian_names_and_is_remembered() -> None:
    from pyapp.i18n import card_names, messages

    storage = MemoryStorage()
    shell, page = shell_at({"game": "scopa", "seed": "3"}, storage)
    card = shell.controller.table.state.hands[0][0]
    try:
        assert f'aria-label="{card_names.local_name(card)}"' in page.markup
        shell.dispatch("settings-open")
        assert 'aria-pressed="true" data-action="set:card_names:local"' in page.dialog
        shell.dispatch("set:card_names:italian")
        assert card_names.mode() == "italian" and Profile.load(storage).settings.card_names == "italian"
        assert f'aria-label="{card_names.italian_name(card)}"' in page.markup
        assert 'aria-pressed="true" data-action="set:card_names:italian"' in page.dialog
        card_names.set_mode("local")
        shell_at({"game": "scopa", "seed": "3"}, storage)  # the next visit names them in Italian again
        assert card_names.mode() == "italian"
        messages.set_language("it")  # in Italian both ways are the same: no choice is offered
        shell.dispatch("settings-open")
        assert "set:card_names" not in page.dialog
    finally:
        card_names.set_mode("local")
        messages.set_language("en")


def test_escape_closes_a_dialog_and_the_game_is_drawn_again() -> None:
    shell, page = shell_at({"game": "scopa", "seed": "5"})
    shell.dispatch("rules-open")
    assert 'data-dialog="rules"' in page.dialog and 'data-game="scopa"' in page.dialog
    assert "Back to the game</button>" in page.dialog
    renders = page.renders
    assert shell.key("Escape") is True
    assert page.dialog == "" and shell.dialog is None and page.renders == renders + 1
    assert shell.key("Escape") is False or shell.controller.table.phase != "human"


def test_a_new_screen_opens_without_the_old_screens_dialog() -> None:
    shell, page = shell_at({})
    shell.dispatch("rules-open:scopa")  # answered after the player had already clicked Scopa
    shell.dispatch("open:scopa")
    page.finish_work()
    assert shell.screen == "scopa" and shell.dialog is None and page.dialog == ""
    shell.dispatch("settings-open")
    page.query = ""
    shell.url_changed({})  # Back, with the settings open
    assert shell.screen == "start" and shell.dialog is None and page.dialog == ""


def test_the_rules_of_each_game_open_from_the_start() -> None:
    shell, page = shell_at({})
    for game in SITE_GAMES:
        shell.dispatch(f"rules-open:{game.name}")
        assert f'data-game="{game.name}"' in page.dialog
        # No game under it: its button closes it, it does not say "Back to the game".
        assert 'data-action="rules-close" data-key="rules-close">Close</button>' in page.dialog
        assert "Back to the game</button>" not in page.dialog
    shell.dispatch("rules-goto:minchiate-tricks")
    assert page.sections == ["minchiate-tricks"]


@pytest.mark.parametrize("game", [game.name for game in SITE_GAMES])
def test_each_games_rules_have_a_page_of_their_own_that_leads_back_to_the_games(game: str) -> None:
    shell, page = shell_at({"page": "rules", "game": game})
    assert shell.screen == "rules" and shell.controller is None and shell.dialog is None
    assert 'class="rules-page"' in page.markup and f'data-screen="rules" data-game="{game}"' in page.markup
    assert 'data-action="rules-close" data-key="rules-close">Games</button>' in page.markup
    shell.dispatch("rules-goto:minchiate-tricks")
    assert page.sections == ["minchiate-tricks"]
    shell.dispatch("rules-close")
    assert shell.screen == "start" and page.history[-1] == ("push", "")


def test_escape_on_a_rules_page_goes_back_to_the_games_and_settings_over_it_close_first() -> None:
    shell, page = shell_at({"page": "rules", "game": "scopone"})
    shell.dispatch("settings-open")
    assert shell.key("Escape") is True
    assert shell.screen == "rules" and shell.dialog is None
    assert shell.key("Escape") is True
    assert shell.screen == "start"


@pytest.mark.parametrize(("params", "notice"), [
    ({"page": "rules"}, "Whose rules?"),
    ({"page": "rules", "game": "chess"}, "Unknown game &#x27;chess&#x27;"),
])
def test_a_rules_page_without_a_known_game_falls_back_to_the_start_with_a_notice(
        params: dict[str, str], notice: str) -> None:
    shell, page = shell_at(params)
    assert shell.screen == "start" and notice in page.markup


def test_a_saved_game_resumes_when_the_url_names_no_seed() -> None:
    storage = MemoryStorage()
    shell, page = shell_at({"game": "scopa", "seed": "11"}, storage)
    hand = shell.controller.table.state.hands[0]
    shell.dispatch(f"hand:{hand[0]}")
    page.finish_work()
    shell.controller.remember()
    again, again_page = shell_at({"game": "scopa"}, storage)
    assert again.controller.table.seed == 11
    assert again_page.history == [("replace", "?game=scopa&seed=11")]
    assert 'data-resume' in shell_at({}, storage)[1].markup


def test_a_damaged_save_is_set_aside_with_a_notice() -> None:
    storage = MemoryStorage()
    storage.save("tavolo.save.scopa", '{"version": 1, "body": {"seed": 4, "game": "not a game"}}')
    shell, page = shell_at({"game": "scopa"}, storage)
    assert shell.controller.table.seed == 7  # the fresh seed, not the damaged save's
    assert storage.load("tavolo.save.scopa") is None
    assert "data-notices" in page.markup


def test_going_back_to_the_same_query_keeps_the_screen() -> None:
    shell, page = shell_at({"game": "scopa", "seed": "2"})
    controller = shell.controller
    shell.url_changed({"game": "scopa", "seed": "2"})
    assert shell.controller is controller
    page.query = "?game=minchiate&seed=2"
    shell.url_changed({"game": "minchiate", "seed": "2"})
    page.finish_work()
    assert shell.screen == "minchiate" and 'data-game="minchiate"' in page.markup


def test_inputs_wait_while_the_screen_is_busy_except_the_shared_controls() -> None:
    shell, page = shell_at({"game": "scopa", "seed": "42"})
    page.set_busy(True)
    before = shell.controller.table
    shell.dispatch(f"hand:{before.state.hands[0][0]}")
    assert shell.controller.table == before
    shell.dispatch("stats-open")
    assert 'data-dialog="stats"' in page.dialog or "stats" in page.dialog


def test_while_the_screen_is_busy_the_shared_controls_act_and_the_games_own_inputs_wait() -> None:
    shell, page = shell_at({"game": "scopa", "seed": "42"})
    page.set_busy(True)
    tasks = len(page.tasks)
    for waiting in ("review-open", "open:minchiate", "page:cards"):
        shell.dispatch(waiting)
        assert shell.dialog is None and shell.screen == "scopa" and len(page.tasks) == tasks, waiting
    shared = [("settings-open", "settings"), ("set:sound:off", "settings"), ("stats-open", "stats"),
              ("stats-reset:scopa", "stats"), ("stats-reset-cancel", "stats"),
              ("rules-open:minchiate", "rules:minchiate"), ("rules-goto:scoring", "rules:minchiate"),
              ("rules-close", None), ("setup-open:scopa", "setup:scopa"), ("option:scopa:target:21", "setup:scopa"),
              ("dialog-close", None)]
    for action, dialog in shared:
        shell.dispatch(action)
        assert shell.dialog == dialog, action
    assert not shell.profile.settings.sound and shell.profile.settings.match_options("scopa") == "target=21"
    assert page.sections == ["scoring"] and len(page.tasks) == tasks
    shell.dispatch("skip")  # the screen's own control that acts while it is busy
    assert len(page.tasks) == tasks + 1 and shell.task is not page.tasks[-1]
    page.finish_work()
    shell.dispatch("menu")
    assert shell.screen == "start"


def test_a_shell_action_that_does_not_apply_goes_to_the_screen() -> None:
    shell, page = shell_at({"game": "scopa", "seed": "42"})
    tasks = len(page.tasks)
    for action in ("link-keep", "link-play", "tab-take", "setup-open:minchiate"):  # no question, no offer, no options
        shell.dispatch(action)
        page.finish_work()
        assert shell.screen == "scopa" and shell.dialog is None and page.dialog == "", action
    assert len(page.tasks) == tasks + 4, "each went to the game's controller, which has no such action"


def test_a_failure_in_screen_work_is_announced_and_logged() -> None:
    shell, page = shell_at({})

    async def failing() -> None:
        raise RuntimeError("the table fell over")

    shell.start_work(failing())
    with pytest.raises(RuntimeError):
        page.finish_work()
    assert "the table fell over" in page.announcements[-1]
    assert page.errors == ["Tavolo: RuntimeError: the table fell over"] and not page.busy


class ThinkingPage(FakeShellPage):
    """A page whose computer lets the player's inputs in while it thinks, as the browser's worker
    does (the search pauses and the page's messages are handled): real asyncio tasks."""

    def __init__(self) -> None:
        super().__init__()
        self.while_thinking: list[str] = []
        self.shell: Shell | None = None

    def run(self, work: Coroutine[Any, Any, None], eager: bool) -> Any:
        return asyncio.ensure_future(work)

    async def ask_computer(self, game: str, view_text: str, level: str, seed: int) -> str:
        reply = await super().ask_computer(game, view_text, level, seed)
        while self.while_thinking and self.shell is not None:
            self.shell.dispatch(self.while_thinking.pop(0))
        return reply


@pytest.mark.parametrize("game", [game.name for game in SITE_GAMES])
def test_leaving_the_table_while_the_computer_thinks_is_not_drawn_over(game: str) -> None:
    from pyapp.games import all_levels
    from pyapp.ui.routes import parse_route

    async def scenario() -> tuple[str, str]:
        page = ThinkingPage()
        shell = page.shell = Shell(page, Profile.load(MemoryStorage()), url_speed=False)
        # Minchiate opens with the computers' setup; in Scopa seed 4 the computer leads, in Scopone seed 5.
        seed = {"scopone": "5"}.get(game, "4")
        shell.open(parse_route({"game": game, "seed": seed}, 7, all_levels()), push=False)
        page.while_thinking.append("menu")
        for _ in range(200):
            await asyncio.sleep(0)
            if not page.while_thinking:
                break
        for _ in range(50):
            await asyncio.sleep(0)
        assert not page.while_thinking, "the computer never thought"
        return shell.screen, page.markup

    results: list[tuple[str, str]] = []

    async def main() -> None:
        results.append(await scenario())

    run(main())
    screen, markup = results[0]
    assert screen == "start"
    assert 'data-screen="start"' in markup, "the computer's move was drawn over the start screen"


@pytest.mark.parametrize("action", ["review-step:²", "review-step:" + "9" * 5000, "review-step:-1",
                                    "option:scopa:target:²", "option:scopa:target:" + "9" * 5000,
                                    "set:speed:²", "open:" + "x" * 5000, "page:①", "rules-open:chess"])
def test_a_hostile_action_of_the_page_changes_nothing_and_raises_nothing(action: str) -> None:
    shell, page = shell_at({"game": "scopa", "seed": "3"})
    options = shell.profile.settings.options
    shell.dispatch(action)
    page.finish_work()
    assert shell.profile.settings.options == options and not page.errors


def test_the_start_screen_switches_the_language_with_its_own_buttons() -> None:
    """Issue #41, 8: the start screen had no language setting; a compact group of buttons, each
    language by its own name, the current one pressed, announced when changed."""
    shell, page = shell_at({})
    assert 'class="language-switch" role="group" aria-label="Language"' in page.markup
    assert 'aria-pressed="true" data-action="language:en"' in page.markup
    assert 'lang="fa" dir="rtl" aria-pressed="false" data-action="language:fa"' in page.markup
    renders = page.renders
    shell.dispatch("language:it")
    try:
        assert page.languages == ["it"] and page.renders > renders
        assert shell.profile.settings.language == "it"
        assert page.announcements[-1].endswith("Italiano")
    finally:
        from pyapp.i18n import messages

        messages.set_language("en")
    before, announced = shell.profile.settings, len(page.announcements)
    shell.dispatch("language:xx")
    assert shell.profile.settings == before and page.languages == ["it"]
    assert len(page.announcements) == announced + 1 and page.warnings


def test_the_language_is_the_first_setting() -> None:
    shell, page = shell_at({})
    shell.dispatch("settings-open")
    assert page.dialog.index('id="setting-language"') < page.dialog.index('id="setting-level_scopa"')
    assert page.dialog.index('id="setting-language"') == page.dialog.index('id="setting-')


def test_a_game_not_loaded_yet_says_so_then_shows_its_table_and_its_rules_come_with_it() -> None:
    page = FakeShellPage()
    page.missing = {"game:minchiate", "deck:minchiate", "rules:minchiate:en"}
    shell = Shell(page, Profile.load(MemoryStorage()), url_speed=False)
    shell.dispatch("open:minchiate")
    assert 'data-screen="loading"' in page.markup and "Loading Minchiate…" in page.markup
    assert shell.controller is None and page.busy
    page.finish_work()
    assert page.loads[0] == ("game:minchiate", "deck:minchiate")
    assert shell.screen == "minchiate" and shell.controller is not None and 'data-game="minchiate"' in page.markup
    assert ("words:en",) not in page.loads and ("rules:minchiate:en", "deck:minchiate") in page.loads[1:], \
        "the game's rules page is fetched beside it (kept for offline play)"
    assert not page.missing and not page.busy


def test_a_game_that_cannot_be_loaded_says_it_needs_a_connection_and_tries_again() -> None:
    page = FakeShellPage()
    page.missing = {"game:minchiate", "deck:minchiate"}
    page.unreachable = {"game:minchiate"}
    shell = Shell(page, Profile.load(MemoryStorage()), url_speed=False)
    shell.dispatch("open:minchiate")
    page.finish_work()
    assert 'data-screen="unavailable"' in page.markup and "Not on this device yet" in page.markup
    assert "Minchiate has not been played on this device yet" in page.markup
    assert 'data-action="retry"' in page.markup and shell.controller is None and not page.busy
    assert page.warnings and "game:minchiate" in page.warnings[-1]
    shell.dispatch("retry")  # still offline: the same screen
    page.finish_work()
    assert 'data-screen="unavailable"' in page.markup
    page.unreachable.clear()  # online again
    shell.dispatch("retry")
    page.finish_work()
    assert shell.screen == "minchiate" and 'data-game="minchiate"' in page.markup and shell.waiting is None


def test_the_menu_while_a_game_loads_leaves_it_and_the_load_does_not_come_back() -> None:
    page = FakeShellPage()
    page.missing = {"game:minchiate"}
    shell = Shell(page, Profile.load(MemoryStorage()), url_speed=False)
    shell.dispatch("open:minchiate")
    shell.dispatch("menu")
    page.finish_work()
    assert shell.screen == "start" and 'data-screen="start"' in page.markup and shell.controller is None


def test_a_language_not_loaded_yet_is_set_once_its_words_are_and_said_so_when_they_cannot_be() -> None:
    from pyapp.i18n import messages

    shell, page = shell_at({})
    page.missing = {"words:it", "words:fr"}
    page.unreachable = {"words:fr"}
    try:
        shell.dispatch("settings-open")
        shell.dispatch("set:language:it")
        assert page.languages == [] and shell.profile.settings.language == ""  # not before its words
        shell.dispatch("dialog-close")  # closed meanwhile: set all the same, the settings stay closed
        page.finish_work()
        assert page.languages == ["it"] and shell.profile.settings.language == "it"
        assert shell.dialogs.kind is None
        shell.dispatch("settings-open")
        shell.dispatch("set:language:fr")
        page.finish_work()
        assert page.languages == ["it"] and shell.profile.settings.language == "it"
        assert "Français" in page.announcements[-1] or "fr" in page.announcements[-1].lower()
        assert page.announcements[-1] in page.dialog, "the settings say it too"
    finally:
        messages.set_language("en")


def test_a_rules_page_not_loaded_yet_says_so_then_shows_or_says_it_needs_a_connection() -> None:
    shell, page = shell_at({})
    page.missing = {"rules:scopa:en", "rules:minchiate:en"}
    page.unreachable = {"rules:minchiate:en"}
    shell.dispatch("rules-open:scopa")
    assert "Loading the rules of Scopa…" in page.dialog
    page.finish_work()
    assert 'data-dialog="rules"' in page.dialog and "Loading" not in page.dialog
    shell.dispatch("dialog-close")
    shell.dispatch("rules-open:minchiate")
    page.finish_work()
    assert "The rules of Minchiate have not been opened" in page.dialog
