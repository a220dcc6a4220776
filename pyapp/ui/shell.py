"""The shell around the screens: routes the URL to a screen, keeps the shared dialogs
(settings, statistics, rules, the deal review) and forwards inputs to the current screen.

With other tabs of the site open (:mod:`pyapp.ui.tabs`): a game another tab plays is not shown but
offered ("play it here"), a game taken over by another tab gives way to a screen that says so, and
what other tabs change in the settings and statistics shows here.  A URL naming another deal or other
rules than the game in progress asks before replacing it.

It drives the page through :class:`ShellPage` (the browser glue implements it with the DOM;
tests with plain Python), so the whole screen logic runs and is tested under CPython.
"""

from __future__ import annotations

from collections.abc import Coroutine
from dataclasses import dataclass, replace
from typing import Any, Protocol

from pyapp.engine import GameRecordError
from pyapp.games import SITE_GAME_NAMES, SITE_GAMES, all_levels, find_game
from pyapp.i18n import card_names, messages
from pyapp.scopa.options import FLAGS
from pyapp.ui import chrome, match_options, routes, shell_render
from pyapp.ui.page import Page
from pyapp.ui.profile import SETTINGS_KEY, STATS_KEY, Profile, Settings, save_key
from pyapp.ui.svg import Display
from pyapp.ui.tabs import TabStorage

# Actions that act on a screen even while it is busy (animating or waiting for the computer).
WHILE_BUSY = ("skip", "menu", "settings-open", "stats-open", "rules-open", "rules-close", "rules-goto", "dialog-close",
              "set", "stats-reset", "stats-reset-confirm", "stats-reset-cancel", "setup-open", "option", "setup-start")
FALLBACK_LEVEL = "heuristic"
BOOLEAN_SETTINGS = ("aids", "sound")


class Task(Protocol):
    """A running piece of screen work (an ``asyncio.Task``)."""

    def done(self) -> bool: ...

    def cancel(self) -> bool: ...


class ShellPage(Page, Protocol):
    """The page as the shell sees it: a game screen's page plus the URL, the dialog layer,
    the console, the page's language and a way to run screen work."""

    busy: bool
    speed: float
    sound_on: bool

    def render_dialog(self, markup: str) -> None:
        """Shows *markup* in the dialog layer above the screen (empty: no dialog)."""

    def push_url(self, query: str) -> None:
        """Records a new history entry for *query* (empty: the start page)."""

    def replace_url(self, query: str) -> None:
        """Replaces the current history entry's URL with *query*."""

    def current_query(self) -> str:
        """The URL's query as it is now (``?game=scopa&seed=4`` or empty)."""

    def show_section(self, section_id: str) -> None:
        """Scrolls the section *section_id* of an open page into view and focuses its heading."""

    def apply_language(self, code: str) -> None:
        """Switches the page's language (empty: the browser's preferences)."""

    def fresh_seed(self) -> int:
        """A new random deal seed."""

    def run(self, work: Coroutine[Any, Any, None], eager: bool) -> Task:
        """Runs *work* as a task (*eager*: at once, up to its first wait)."""

    def log_error(self, text: str) -> None:
        """Writes an error to the console."""

    def log_warning(self, text: str) -> None:
        """Writes a warning to the console."""

    def claim_game(self, game: str, take_over: bool) -> None:
        """Asks for *game* for this tab (*take_over*: from the tab that plays it); the page answers
        through :meth:`Shell.game_claimed`."""

    def release_game(self, game: str) -> None:
        """This tab no longer shows *game*: another tab may play it."""


@dataclass(frozen=True, slots=True)
class TakeOver:
    """A game another tab plays, offered to this tab: the route to open once it is here (*fresh*:
    as a new match, the player asked for one)."""

    route: routes.Route
    fresh: bool = False


class Shell:
    """Routes the URL to a screen, keeps the dialogs, forwards inputs to the current controller."""

    def __init__(self, page: ShellPage, profile: Profile, url_speed: bool, tabs: TabStorage | None = None) -> None:
        self.page = page
        self.profile = profile
        self.url_speed = url_speed
        self.tabs = tabs
        """The profile's storage when other tabs may be open (None: this tab is alone)."""
        self.take_over: TakeOver | None = None
        self.link: routes.Route | None = None  # a URL's deal waiting for the player's answer
        self.storage_notice = -1  # the screen_number that last said the storage is full
        self.controller: Any = None
        self.screen = "start"
        self.task: Task | None = None
        self.screen_number = 0  # counts screen changes, so an old screen's work cannot touch a new one
        self.layout = page.layout()
        self.dialog: str | None = None
        self.confirming: str | None = None
        self.review_step = 0
        self.current_query = ""
        card_names.set_mode(profile.settings.card_names)

    # --- screens ----------------------------------------------------------------------------

    def level_for(self, route: routes.Route) -> str:
        """The computer level: the URL's if it names one, else the setting (if the game has it)."""
        available = find_game(route.screen).levels
        if route.level_given and route.level in available:
            return route.level
        wanted = self.profile.settings.level(route.screen)
        return wanted if wanted in available else FALLBACK_LEVEL

    def options_for(self, route: routes.Route) -> str:
        """The match options of a new game: the URL's if it names some, else the player's default."""
        return route.options or self.profile.settings.match_options(route.screen)

    def open(self, route: routes.Route, push: bool) -> None:
        """Shows the screen of *route* (and records it in the browser history when *push*)."""
        if self.task is not None and not self.task.done():
            self.task.cancel()  # the old screen's turn loop must not draw over the new one
        self.screen_number += 1
        self.page.set_busy(False)
        if self.dialog is not None:  # nor its dialog (the link question of a screen left by Back could not be answered)
            self.dialog = None
            self.page.render_dialog("")
        if push:
            self.page.push_url(route.query())
        self.current_query = self.page.current_query()
        self.leave(route.screen)
        self.screen = route.screen
        self.take_over = self.link = None
        if route.screen not in SITE_GAME_NAMES:
            self.controller = None
            self.render_page(route.notices + self.profile.take_notices())
            return
        if self.tabs is not None:
            if self.tabs.held_elsewhere(route.screen):
                self.show_elsewhere(TakeOver(route), moved=False)
                return
            if route.screen not in self.tabs.owned:
                self.tabs.claim(route.screen)
                self.page.claim_game(route.screen, take_over=False)
        self.controller = self.make_controller(route)
        self.current_query = self.page.current_query()  # as make_controller may have replaced it
        if self.controller is None:  # the URL names another deal than the game in progress
            self.link = route
            self.render_page()
            self.show_dialog("link")
            return
        self.controller.start(route.notices + self.profile.take_notices())
        self.start_work(self.controller.resume(), eager=True)

    def leave(self, screen: str) -> None:
        """Lets other tabs have the game this tab showed, when it opens *screen*, another one."""
        if self.tabs is not None and self.screen in self.tabs.owned and self.screen != screen:
            self.tabs.release(self.screen)
            self.page.release_game(self.screen)

    def stop_game(self) -> None:
        """Stops the game screen's work (its turn loop) and forgets its controller."""
        if self.task is not None and not self.task.done():
            self.task.cancel()
        self.screen_number += 1
        self.page.set_busy(False)
        self.controller = None

    def show_elsewhere(self, take_over: TakeOver, moved: bool) -> None:
        """The screen of a game another tab plays (*moved*: it was played here until then)."""
        self.take_over = take_over
        game = take_over.route.screen
        self.page.render(chrome.render_elsewhere(game, moved))
        self.page.announce(" ".join(chrome.elsewhere_sentences(game, moved)))

    def render_page(self, notices: tuple[str, ...] = ()) -> None:
        """Draws a screen without a game: the start screen or the card gallery."""
        if self.screen == "gallery":
            from pyapp.ui import gallery_render

            self.page.render(gallery_render.render_gallery(chrome.render_notices(notices)))
        else:
            self.page.render(chrome.render_start(notices, resumable=self.resumable(),
                                                 options=dict(self.profile.settings.options)))

    def resumable(self) -> tuple[str, ...]:
        """The games with a game in progress."""
        return tuple(game.name for game in SITE_GAMES if self.profile.storage.load(save_key(game.name)) is not None)

    def make_controller(self, route: routes.Route) -> Any:
        """The game's controller: the saved game when the URL asks for it (or names no seed, nor
        other rules); None when the URL names another deal or other rules than the game in
        progress (the player is asked first: the "link" dialog)."""
        cls = find_game(route.screen).screen_class()
        display = self.display()
        level = self.level_for(route)
        saved = self.profile.saved_game(route.screen)
        if saved is not None:
            seed, body = saved
            try:
                controller = cls(self.page, seed, level, self.profile, saved=body, display=display)
            except GameRecordError as error:  # the table refuses a save it could not play
                self.profile.saved_game_lost(route.screen, error)
            else:
                if (route.seed_given and route.seed != seed) or (route.options and route.options != controller.options):
                    return None
                self.page.replace_url(routes.Route(route.screen, seed, route.level,
                                                   options=controller.options).query())
                return controller
        controller = cls(self.page, route.seed, level, self.profile, display=display, options=self.options_for(route))
        if not route.options and controller.options != match_options.default(route.screen):
            self.page.replace_url(routes.Route(route.screen, route.seed, route.level,
                                               options=controller.options).query())
        return controller

    def display(self) -> Display:
        settings = self.profile.settings
        return Display(back=settings.card_back(), aids=settings.aids, speed=self.page.speed)

    def start_work(self, work: Coroutine[Any, Any, None], eager: bool = False) -> None:
        """Marks the screen busy at once (no input slips in before the work starts), then runs it.
        *eager* runs it now up to its first wait: a new screen where the player moves first is
        playable in the very frame that first shows it, not one frame later."""
        self.page.set_busy(True)
        self.task = self.page.run(self.run(work), eager)

    async def run(self, work: Coroutine[Any, Any, None]) -> None:
        """Runs one piece of work with the screen marked busy; reports errors on the page."""
        screen = self.screen_number
        self.page.set_busy(True)
        try:
            await work
        except Exception as error:  # noqa: BLE001 - any failure is shown, never swallowed
            self.page.announce(messages.text("error.unexpected", detail=str(error)))
            self.page.log_error(f"Tavolo: {type(error).__name__}: {error}")
            raise
        finally:
            if screen == self.screen_number:
                self.page.set_busy(False)

    def navigate(self, params: dict[str, str]) -> None:
        self.open(routes.parse_route(params, self.page.fresh_seed(), all_levels()), push=True)

    def url_changed(self, params: dict[str, str]) -> None:
        """The browser went back or forward in its history to a URL with *params*."""
        if self.page.current_query() == self.current_query:
            return  # only the #fragment changed (a link inside a page): the screen stays
        self.open(routes.parse_route(params, self.page.fresh_seed(), all_levels()), push=False)

    def layout_changed(self) -> None:
        """The window changed shape: a game screen is drawn again for the new layout."""
        layout = self.page.layout()
        if layout != self.layout and self.controller is not None and not self.page.busy:
            self.layout = layout
            self.controller.render()

    # --- dialogs ----------------------------------------------------------------------------

    def show_dialog(self, kind: str | None) -> None:
        self.dialog = kind
        if kind is None:
            self.page.render_dialog("")
            if self.controller is not None:
                self.controller.render()
            return
        if kind == "settings":
            languages = [("", messages.text("setting.language.auto")), *messages.LANGUAGE_NAMES.items()]
            markup = shell_render.render_settings(self.profile.settings, languages)
        elif kind == "review":  # a game's deal, none without a game
            markup = self.controller.review(self.review_step) if self.controller is not None else ""
        elif kind == "stats":
            markup = shell_render.render_stats(self.profile.stats, self.confirming)
        elif kind.startswith("setup:"):
            game = kind.partition(":")[2]
            markup = shell_render.render_setup(game, self.profile.settings.match_options(game),
                                               game in self.resumable())
        elif kind == "link" and self.link is not None:
            markup = shell_render.render_link_question(self.link.screen)
        else:
            markup = render_rules_dialog(kind, over_a_game=self.controller is not None)
        if not markup:  # nothing to show (a review before the first play)
            self.dialog = None
        self.page.render_dialog(markup)

    def change_setting(self, name: str, value: str) -> None:
        converted: object = value == "on" if name in BOOLEAN_SETTINGS else value
        before = self.profile.settings
        try:
            self.profile.change(**{name: converted})
        except (ValueError, TypeError) as error:
            self.page.announce(messages.text("error.action.plain"))
            self.page.log_warning(f"Tavolo: setting refused: {error}")
            return
        self.settings_changed(before)
        self.show_dialog("settings")

    def settings_changed(self, before: Settings) -> None:
        """Puts the profile's settings into effect (changed here, or in another tab) after *before*."""
        settings = self.profile.settings
        if not self.url_speed:
            self.page.speed = settings.speed_factor()
        self.page.sound_on = settings.sound
        card_names.set_mode(settings.card_names)
        if settings.language != before.language:
            self.page.apply_language(settings.language)
            self.rerender()
        elif settings.card_names != before.card_names:
            self.rerender()
        if self.controller is not None:
            self.controller.display = self.display()
            game = self.controller.game
            if settings.level(game) != before.level(game):
                self.controller.level = self.level_for(routes.Route(game, 0, settings.level(game), level_given=True))

    def change_option(self, game: str, name: str = "", value: str = "") -> None:
        """Sets one of *game*'s default match options (``option:scopa:target:21``, ``option:scopa:napola:on``)."""
        try:
            mode, rules = match_options.split(game, self.profile.settings.match_options(game))
            if name == "mode" and value in match_options.modes(game):
                mode = value
            elif name == "target" and routes.whole_number(value, 99) is not None:
                rules = replace(rules, target=int(value))
            elif name in FLAGS and value in ("on", "off"):
                rules = replace(rules, **{name: value == "on"})
            else:
                raise ValueError(f"no option {name!r} with value {value!r}")
            self.profile.change(**{Settings.options_setting(game): match_options.join(game, mode, rules)})
        except ValueError as error:
            self.page.announce(messages.text("error.action.plain"))
            self.page.log_warning(f"Tavolo: option refused: {error}")
            return
        self.show_dialog(f"setup:{game}")
        if self.controller is None:
            self.render_page()

    def rerender(self) -> None:
        """Draws the current screen again (after a language change)."""
        if self.controller is not None:
            self.controller.render()
        else:
            self.render_page()

    # --- inputs -----------------------------------------------------------------------------

    def dispatch(self, action: str) -> None:
        """Carries out a ``data-action`` of the page (a click, or Enter on a focused element)."""
        kind, _, argument = action.partition(":")
        if self.page.busy and kind not in WHILE_BUSY:
            return
        if kind == "open":
            self.navigate({"game": argument})
        elif kind == "page":
            self.navigate({"page": argument})
        elif kind == "menu":
            self.show_dialog(None)
            self.navigate({})
        elif kind == "settings-open":
            self.show_dialog("settings")
        elif kind == "stats-open":
            self.confirming = None
            self.show_dialog("stats")
        elif kind == "rules-open":
            game = argument if argument in SITE_GAME_NAMES else None
            self.show_dialog(f"rules:{game or (self.controller.game if self.controller else SITE_GAMES[0].name)}")
        elif kind in ("dialog-close", "rules-close"):
            self.show_dialog(None)
        elif kind == "rules-goto":
            self.page.show_section(argument)
        elif kind == "set":
            name, _, value = argument.partition(":")
            self.change_setting(name, value)
        elif kind == "setup-open" and match_options.has_options(argument):
            self.show_dialog(f"setup:{argument}")
        elif kind == "option":
            self.change_option(*argument.split(":", 2))
        elif kind == "setup-start" and match_options.has_options(argument):
            self.show_dialog(None)
            options = self.profile.settings.match_options(argument)
            params = {"game": argument, **match_options.to_params(argument, options)}
            if self.tabs is not None and self.tabs.held_elsewhere(argument):
                self.navigate(params)  # the game is offered; the new match starts once it is here
                if self.take_over is not None:
                    self.take_over = replace(self.take_over, fresh=True)
                return
            self.profile.clear_game(argument)  # the player asked for a new match: the old one ends here
            self.navigate(params)
        elif kind == "tab-take" and self.take_over is not None and self.tabs is not None:
            game = self.take_over.route.screen
            self.tabs.claim(game)
            self.page.claim_game(game, take_over=True)
        elif kind == "link-keep" and self.link is not None:
            route = self.link
            self.show_dialog(None)  # the game in progress, as it was (its own deal and rules)
            self.open(routes.Route(route.screen, self.page.fresh_seed(), route.level, route.speed,
                                   level_given=route.level_given), push=False)
        elif kind == "link-play" and self.link is not None:
            route = self.link
            self.show_dialog(None)
            self.profile.clear_game(route.screen)  # the player chose the link's deal over the game in progress
            self.open(route, push=False)
        elif kind == "review-open":
            self.review_step = 0
            self.show_dialog("review")
        elif kind == "review-step":
            self.review_step = routes.whole_number(argument, 999) or 0
            self.show_dialog("review")
        elif kind == "stats-reset":
            self.confirming = argument
            self.show_dialog("stats")
        elif kind == "stats-reset-confirm":
            self.profile.reset_stats(argument)
            self.confirming = None
            self.show_dialog("stats")
        elif kind == "stats-reset-cancel":
            self.confirming = None
            self.show_dialog("stats")
        elif kind in WHILE_BUSY and self.controller is not None:
            self.page.run(self.controller.dispatch(action), False)
        elif self.controller is not None:
            self.start_work(self.controller.dispatch(action))

    def key(self, key: str) -> bool:
        """A key pressed outside a focused control: True when the shell used it."""
        if self.dialog is not None:
            if key == "Escape":
                if self.dialog == "link":
                    self.dispatch("link-keep")  # no answer: the game in progress stays
                else:
                    self.show_dialog(None)
                return True
            return False
        if (self.screen == "gallery" or self.take_over is not None) and key == "Escape":
            self.dispatch("menu")
            return True
        if self.controller is not None:
            action = self.controller.shortcut(key)
            if action is not None:
                self.dispatch(action)
                return True
        return False

    # --- other tabs, and the page's storage ---------------------------------------------------------

    def game_claimed(self, game: str, held: bool, records: dict[str, str | None] | None) -> None:
        """The page's answer to :meth:`ShellPage.claim_game`: *held* for this tab, or another tab
        plays *game*; *records*: the page's storage as the lock was granted."""
        if self.tabs is None:
            return
        if not held:
            self.tabs.refused(game)
            if self.screen == game and self.take_over is None:  # opened before this tab knew
                self.give_way(game, moved=False)
            return
        take_over = self.take_over
        if take_over is None or take_over.route.screen != game or self.screen != game:
            self.tabs.confirm(game)
            return
        self.tabs.take_over(game, records or {})
        if take_over.fresh:
            self.profile.clear_game(game)
        self.open(take_over.route, push=False)

    def game_lost(self, game: str) -> None:
        """Another tab took *game* over: this tab stops playing and saving it."""
        if self.tabs is None:
            return
        self.tabs.refused(game)
        if self.screen == game and self.take_over is None:
            self.give_way(game, moved=True)

    def give_way(self, game: str, moved: bool) -> None:
        """Leaves *game*, which another tab plays, for the screen that offers it (the URL's deal
        still to ask about, if the player was asked; else whatever the other tab saves)."""
        route = self.link or routes.Route(game, self.page.fresh_seed())
        self.stop_game()
        self.link = None
        if self.dialog in ("link", "review"):  # the game's own dialogs leave with it (the settings stay)
            self.show_dialog(None)
        self.show_elsewhere(TakeOver(route), moved)

    def games_elsewhere(self, games: list[str]) -> None:
        """The games other tabs play now (the page looks when this tab is shown again)."""
        if self.tabs is not None:
            self.tabs.report(games)

    def record_changed(self, key: str, text: str | None) -> None:
        """Another tab wrote *text* under *key* (None: removed it): this tab takes it in."""
        if self.tabs is None or not self.tabs.receive(key, text):
            return
        if key in (SETTINGS_KEY, STATS_KEY):
            stored = Profile.load(self.profile.storage)
            self.profile.notices.extend(stored.notices)
            if key == STATS_KEY:
                self.profile.stats = stored.stats
            else:
                before, self.profile.settings = self.profile.settings, stored.settings
                self.settings_changed(before)
                if self.controller is not None and self.dialog is None and not self.page.busy:
                    self.controller.render()  # the card back, the aids
        if self.dialog in ("settings", "stats") or (self.dialog or "").startswith("setup:"):
            self.show_dialog(self.dialog)  # the settings or the statistics as they are now
        if self.screen == "start":
            self.render_page()  # its games in progress and house rules

    def storage_failed(self, key: str) -> None:
        """The browser refused to store *key* (its storage is full): the player is told, once a
        screen.  This tab goes on with its own copy (a reopened game is as it was left)."""
        self.page.log_warning(f"Tavolo: {key} could not be saved")
        if self.storage_notice == self.screen_number:
            return
        self.storage_notice = self.screen_number
        notice = messages.text("notice.storage_full")
        if self.controller is not None:
            self.controller.notices = (*self.controller.notices, notice)
            if not self.page.busy:
                self.controller.render()
        elif self.take_over is None:
            self.render_page((notice,))
        self.page.announce(notice)


def render_rules_dialog(kind: str, over_a_game: bool = True) -> str:
    """The rules page of a game as a dialog (the game underneath is untouched); without a game
    under it (*over_a_game* False: the start screen) its button says "Close", not "Back to the game"."""
    from pyapp.ui import rules_render

    game = kind.partition(":")[2] or SITE_GAMES[0].name
    close = None if over_a_game else messages.text("dialog.close")
    return (f'<div class="overlay dialog-overlay"><section class="dialog rules-dialog" role="dialog" aria-modal="true" '
            f'aria-label="{messages.text("rules.open.game", game=messages.text("start." + game))}" data-dialog="rules">'
            f'{rules_render.render_rules(game, messages.language(), close)}</section></div>')
