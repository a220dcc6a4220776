"""The shell around the screens: routes the URL to a screen, keeps the shared dialogs
(settings, statistics, rules, the deal review) and forwards inputs to the current screen.

It drives the page through :class:`ShellPage` (the browser glue implements it with the DOM;
tests with plain Python), so the whole screen logic runs and is tested under CPython.
"""

from __future__ import annotations

from collections.abc import Coroutine
from dataclasses import replace
from typing import Any, Protocol

from pyapp.engine import GameRecordError
from pyapp.games import SITE_GAME_NAMES, SITE_GAMES, all_levels, find_game
from pyapp.i18n import messages
from pyapp.scopa.options import FLAGS
from pyapp.ui import chrome, match_options, routes, shell_render
from pyapp.ui.page import Page
from pyapp.ui.profile import Profile, Settings, save_key
from pyapp.ui.svg import Display

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


class Shell:
    """Routes the URL to a screen, keeps the dialogs, forwards inputs to the current controller."""

    def __init__(self, page: ShellPage, profile: Profile, url_speed: bool) -> None:
        self.page = page
        self.profile = profile
        self.url_speed = url_speed
        self.controller: Any = None
        self.screen = "start"
        self.task: Task | None = None
        self.screen_number = 0  # counts screen changes, so an old screen's work cannot touch a new one
        self.layout = page.layout()
        self.dialog: str | None = None
        self.confirming: str | None = None
        self.review_step = 0
        self.current_query = ""

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
        if push:
            self.page.push_url(route.query())
        self.current_query = self.page.current_query()
        self.screen = route.screen
        if route.screen not in SITE_GAME_NAMES:
            self.controller = None
            self.render_page(route.notices + self.profile.take_notices())
            return
        self.controller = self.make_controller(route)
        self.controller.start(route.notices + self.profile.take_notices())
        self.start_work(self.controller.resume(), eager=True)

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
        """The game's controller: the saved game when the URL asks for it (or names no seed)."""
        cls = find_game(route.screen).screen_class()
        display = self.display()
        level = self.level_for(route)
        saved = self.profile.saved_game(route.screen)
        if saved is not None and (not route.seed_given or saved[0] == route.seed):
            seed, body = saved
            try:
                controller = cls(self.page, seed, level, self.profile, saved=body, display=display)
            except (GameRecordError, ValueError, KeyError, TypeError) as error:
                self.profile.saved_game_lost(route.screen, error)
            else:
                if not route.options or route.options == controller.options:
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
        elif kind == "review" and self.controller is not None:
            markup = self.controller.review(self.review_step)
        elif kind == "stats":
            markup = shell_render.render_stats(self.profile.stats, self.confirming)
        elif kind.startswith("setup:"):
            game = kind.partition(":")[2]
            markup = shell_render.render_setup(game, self.profile.settings.match_options(game),
                                               game in self.resumable())
        else:
            markup = render_rules_dialog(kind)
        self.page.render_dialog(markup)

    def change_setting(self, name: str, value: str) -> None:
        converted: object = value == "on" if name in BOOLEAN_SETTINGS else value
        try:
            settings: Settings = self.profile.change(**{name: converted})
        except (ValueError, TypeError) as error:
            self.page.announce(messages.text("error.action.plain"))
            self.page.log_warning(f"Tavolo: setting refused: {error}")
            return
        if not self.url_speed:
            self.page.speed = settings.speed_factor()
        self.page.sound_on = settings.sound
        if name == "language":
            self.page.apply_language(settings.language)
            self.rerender()
        if self.controller is not None:
            self.controller.display = self.display()
            if name == Settings.level_setting(self.controller.game):
                self.controller.level = self.level_for(routes.Route(self.controller.game, 0, value, level_given=True))
        self.show_dialog("settings")

    def change_option(self, game: str, name: str = "", value: str = "") -> None:
        """Sets one of *game*'s default match options (``option:scopa:target:21``, ``option:scopa:napola:on``)."""
        try:
            mode, rules = match_options.split(game, self.profile.settings.match_options(game))
            if name == "mode" and value in match_options.modes(game):
                mode = value
            elif name == "target" and value.isdigit():
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
            self.show_dialog(f"rules:{argument or (self.controller.game if self.controller else SITE_GAMES[0].name)}")
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
            self.profile.clear_game(argument)  # the player asked for a new match: the old one ends here
            self.navigate({"game": argument, **match_options.to_params(argument,
                                                                      self.profile.settings.match_options(argument))})
        elif kind == "review-open":
            self.review_step = 0
            self.show_dialog("review")
        elif kind == "review-step":
            self.review_step = int(argument) if argument.lstrip("-").isdigit() else 0
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
                self.show_dialog(None)
                return True
            return False
        if self.screen == "gallery" and key == "Escape":
            self.dispatch("menu")
            return True
        if self.controller is not None:
            action = self.controller.shortcut(key)
            if action is not None:
                self.dispatch(action)
                return True
        return False


def render_rules_dialog(kind: str) -> str:
    """The rules page of a game as a dialog (the game underneath is untouched)."""
    from pyapp.ui import rules_render

    game = kind.partition(":")[2] or SITE_GAMES[0].name
    return (f'<div class="overlay dialog-overlay"><section class="dialog rules-dialog" role="dialog" aria-modal="true" '
            f'aria-label="{messages.text("rules.open.game", game=messages.text("start." + game))}" data-dialog="rules">'
            f'{rules_render.render_rules(game, messages.language())}</section></div>')
