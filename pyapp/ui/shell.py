"""The shell around the screens: routes the URL to a screen and each ``data-action`` of the page
to what carries it out (:data:`ACTIONS`, a table), and forwards the rest to the current screen.

Its parts: the dialogs over the screens (:mod:`pyapp.ui.dialogs`), and what it does about the site's
other tabs and the page's storage (:mod:`pyapp.ui.other_tabs`).  A URL naming another deal or other
rules than the game in progress asks before replacing it.  A screen that needs a part of the site
not loaded yet (a game's code and cards, a rules page, another language: :mod:`pyapp.ui.parts`)
says that it is loading until the page has loaded it, or that it is not on this device yet when the
page cannot (offline), with a button to try again.

It drives the page through :class:`pyapp.ui.page.ShellPage` (the browser glue implements it with the
DOM; tests with plain Python), so the whole screen logic runs and is tested under CPython.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from pyapp.engine import GameRecordError
from pyapp.games import SITE_GAME_NAMES, SITE_GAMES, all_levels, find_game
from pyapp.i18n import card_names, messages
from pyapp.ui import chrome, dialogs, match_options, parts, routes, svg
from pyapp.ui.dialogs import Dialogs
from pyapp.ui.other_tabs import OtherTabs, TakeOver
from pyapp.ui.page import ShellPage, Task
from pyapp.ui.parts import PartUnavailable
from pyapp.ui.profile import Profile, Settings, save_key
from pyapp.ui.svg import Display
from pyapp.ui.tabs import TabStorage

FALLBACK_LEVEL = "heuristic"
# The game screens' actions that act even while the screen is busy (animating or waiting for the computer).
GAME_ACTIONS_WHILE_BUSY = ("skip",)


class Shell:
    """Routes the URL to a screen, keeps the dialogs, forwards inputs to the current controller."""

    def __init__(self, page: ShellPage, profile: Profile, url_speed: bool, tabs: TabStorage | None = None) -> None:
        self.page = page
        self.profile = profile
        self.url_speed = url_speed
        self.dialogs = Dialogs(self)
        self.other_tabs = OtherTabs(self, tabs)
        self.link: routes.Route | None = None  # a URL's deal waiting for the player's answer
        self.controller: Any = None
        self.screen = "start"
        self.rules_game = ""  # the game whose rules the rules page shows
        self.task: Task | None = None
        self.screen_number = 0  # counts screen changes, so an old screen's work cannot touch a new one
        self.layout = page.layout()
        self.current_query = ""
        # The route whose screen waits for its parts, and the sentence kind the screen says
        # ("parts.loading" while they load, "parts.offline" when they could not be: "retry").
        self.waiting: tuple[routes.Route, str] | None = None
        card_names.set_mode(profile.settings.card_names)
        self.deck_wanted = ""  # the deck whose sprite is being fetched, or could not be (not asked again)
        self.apply_deck()

    @property
    def dialog(self) -> str | None:
        """The open dialog (:attr:`pyapp.ui.dialogs.Dialogs.kind`; None: no dialog)."""
        return self.dialogs.kind

    @property
    def take_over(self) -> TakeOver | None:
        """The game another tab plays that this tab offers to play here (None: none)."""
        return self.other_tabs.take_over

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
        self.dialogs.drop()  # nor its dialog (the link question of a screen left by Back could not be answered)
        if push:
            self.page.push_url(route.query())
        self.current_query = self.page.current_query()
        self.other_tabs.leave(route.screen)
        self.screen = route.screen
        self.rules_game = route.game
        self.other_tabs.take_over = self.link = self.waiting = None
        self.fetch_deck()
        needed = self.parts_for(route.screen, route.game, messages.language())
        if not self.page.has_parts(needed):
            self.controller = None
            self.fetch_then_show(route, needed)
            return
        self.show(route)

    def parts_for(self, screen: str, game: str, language: str) -> tuple[str, ...]:
        """The parts the *screen* (of *game*'s rules for the rules page) needs in *language*
        (besides the language's words)."""
        if screen in SITE_GAME_NAMES:
            return parts.table(screen, svg.sprite_of("1d"), language)  # the deck setting's, once here
        if screen == routes.RULES_PAGE and game:
            return self.rules_parts(game, language)
        if screen == "gallery":
            return parts.gallery()
        return ()

    @staticmethod
    def rules_parts(game: str, language: str) -> tuple[str, ...]:
        """The parts *game*'s rules page needs in *language*, its pictures drawn with the deck the
        cards are drawn with now (the deck setting's, once here)."""
        return parts.rules_page(game, language, svg.sprite_of("1d"))

    def apply_deck(self) -> bool:
        """Draws the 40-card games with the deck setting's cards when their sprite is here, else with
        the Tavolo deck's; True when it is."""
        settings = self.profile.settings
        sprite = settings.deck_sprite()
        here = sprite == svg.TAVOLO_DECK or self.page.has_parts((parts.deck_part(sprite),))
        svg.draw_with(sprite if here else svg.TAVOLO_DECK, settings.deck_index)
        return here

    def fetch_deck(self) -> None:
        """Fetches the deck setting's sprite in the background when it is not here (once a visit per
        deck): the screens draw the Tavolo deck meanwhile, then are drawn again with it."""
        sprite = self.profile.settings.deck_sprite()
        if self.apply_deck() or self.deck_wanted == sprite:
            return
        self.deck_wanted = sprite
        self.page.run(self._fetch_deck(sprite), False)

    async def _fetch_deck(self, sprite: str) -> None:
        try:
            await self.page.load_parts((parts.deck_part(sprite),))
        except PartUnavailable as error:
            notice = messages.text("deck.offline", deck=messages.text(f"deck.{self.profile.settings.deck}"))
            self.page.announce(notice)
            self.page.log_warning(f"Tavolo: {error}")
            if self.dialogs.kind == "settings":
                self.dialogs.notice = notice
                self.dialogs.refresh()
            elif not self.notify_game(notice):
                self.profile.notices.append(notice)
            return
        if self.profile.settings.deck_sprite() == sprite and self.apply_deck():
            self.rerender()
            self.dialogs.refresh()

    def notify_game(self, notice: str) -> bool:
        """Shows *notice* on the game screen open now (at once, or with its next drawing while it is
        busy); False when no game screen is open."""
        if self.controller is None:
            return False
        self.controller.notices = (*self.controller.notices, notice)
        if not self.page.busy:
            self.controller.render()
        return True

    def fetch_then_show(self, route: routes.Route, needed: tuple[str, ...]) -> None:
        """Says that the screen of *route* is loading, loads what it needs, then shows it, or says
        that it is not on this device yet (its loading screen's Menu works meanwhile)."""
        self.waiting = (route, "parts.loading")
        self.render_waiting()
        self.page.set_busy(True)
        self.task = self.page.run(self._fetch_then_show(route, needed, self.screen_number), eager=True)

    async def _fetch_then_show(self, route: routes.Route, needed: tuple[str, ...], screen: int) -> None:
        try:
            await self.page.load_parts(needed)
        except PartUnavailable as error:
            if screen == self.screen_number:
                self.page.set_busy(False)
                self.waiting = (route, "parts.offline")
                self.render_waiting()
                self.page.log_warning(f"Tavolo: {error}")
            return
        if screen == self.screen_number:
            self.page.set_busy(False)
            self.waiting = None
            self.show(route)

    def render_waiting(self) -> None:
        """Draws the screen of a route waiting for its parts: loading, or not on this device."""
        if self.waiting is not None:
            route, kind = self.waiting
            sentence = self.describe(route, kind)
            self.page.render(chrome.render_loading(sentence) if kind == "parts.loading"
                             else chrome.render_unavailable(sentence))

    def describe(self, route: routes.Route, kind: str) -> str:
        """The sentence *kind* (``parts.loading``, ``parts.offline``) about the screen of *route*."""
        if route.screen in SITE_GAME_NAMES:
            return messages.text(f"{kind}.game", game=messages.text("start." + route.screen))
        if route.screen == routes.RULES_PAGE:
            return messages.text(f"{kind}.rules", game=messages.text("start." + route.game))
        return messages.text(f"{kind}.gallery")

    def retry(self) -> None:
        """Tries again to show the screen whose parts could not be loaded."""
        if self.waiting is not None:
            self.open(self.waiting[0], push=False)

    def prefetch(self, needed: tuple[str, ...]) -> None:
        """Loads *needed* in the background, if it is not here yet (kept for offline play; a
        failure only waits for the screen that needs it)."""
        if not self.page.has_parts(needed):
            self.page.run(self._prefetch(needed), False)

    async def _prefetch(self, needed: tuple[str, ...]) -> None:
        try:
            await self.page.load_parts(needed)
        except PartUnavailable as error:
            self.page.log_warning(f"Tavolo: {error}")

    def show(self, route: routes.Route) -> None:
        """Shows the screen of *route*, whose parts are here (the rest of :meth:`open`)."""
        if route.screen not in SITE_GAME_NAMES:
            self.controller = None
            self.render_page(route.notices + self.profile.take_notices())
            return
        if not self.other_tabs.may_open(route):
            return
        self.controller = self.make_controller(route)
        self.current_query = self.page.current_query()  # as make_controller may have replaced it
        if self.controller is None:  # the URL names another deal than the game in progress
            self.link = route
            self.render_page()
            self.dialogs.show("link")
            return
        self.controller.start(route.notices + self.profile.take_notices())
        self.start_work(self.controller.resume(), eager=True)
        # The game's rules come with it: then they open offline too, as the game plays.
        self.prefetch(self.rules_parts(route.screen, messages.language()))

    def stop_game(self) -> None:
        """Stops the game screen's work (its turn loop) and forgets its controller."""
        if self.task is not None and not self.task.done():
            self.task.cancel()
        self.screen_number += 1
        self.page.set_busy(False)
        self.controller = None

    def render_page(self, notices: tuple[str, ...] = ()) -> None:
        """Draws a screen without a game: the start screen, the card gallery or a game's rules page."""
        if self.screen == routes.RULES_PAGE:
            self.page.render(dialogs.render_rules_page(self.rules_game, chrome.render_notices(notices)))
        elif self.screen == "gallery":
            from pyapp.ui.gallery import render as gallery_render

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
    def settings_changed(self, before: Settings) -> None:
        """Puts the profile's settings into effect (changed here, or in another tab) after *before*."""
        settings = self.profile.settings
        if not self.url_speed:
            self.page.speed = settings.speed_factor()
        self.page.sound_on = settings.sound
        card_names.set_mode(settings.card_names)
        if (settings.deck, settings.deck_index) != (before.deck, before.deck_index):
            if settings.deck != before.deck:
                self.deck_wanted = ""  # (a deck chosen again is asked for again)
            self.fetch_deck()
            self.rerender()
        if settings.language != before.language:
            self.switch_language(settings.language)
        elif settings.card_names != before.card_names:
            self.rerender()
        if self.controller is not None:
            self.controller.display = self.display()
            game = self.controller.game
            if settings.level(game) != before.level(game):
                self.controller.level = self.level_for(routes.Route(game, 0, settings.level(game), level_given=True))

    def language_parts(self, code: str) -> tuple[str, ...]:
        """What showing the current screen in language *code* needs: its words (and a rules page's, or
        the own words of the game on screen)."""
        if self.screen == routes.RULES_PAGE:
            screen = self.parts_for(self.screen, self.rules_game, code)
        else:
            screen = parts.game_words(self.screen, code) if self.screen in SITE_GAME_NAMES else ()
        return (*parts.language(code), *screen)

    def switch_language(self, setting: str) -> None:
        """Puts the language setting *setting* into effect (its words loaded first when they are not
        here; when they cannot be, the page keeps its language and says why)."""
        needed = self.language_parts(self.page.language_for(setting))
        if self.page.has_parts(needed):
            self.page.apply_language(setting)
            self.rerender()
        else:
            self.page.run(self._switch_language(setting, needed), False)

    async def _switch_language(self, setting: str, needed: tuple[str, ...]) -> None:
        try:
            await self.page.load_parts(needed)
        except PartUnavailable as error:
            self.page.announce(self.language_unavailable(setting))
            self.page.log_warning(f"Tavolo: {error}")
            return
        if self.profile.settings.language == setting:  # (unless changed again meanwhile)
            self.page.apply_language(setting)
            self.rerender()

    def language_unavailable(self, setting: str) -> str:
        """The sentence saying that the language of *setting* is not on this device yet."""
        name = messages.LANGUAGE_NAMES.get(self.page.language_for(setting), setting)
        return messages.text("parts.offline.language", language=name)

    def rerender(self) -> None:
        """Draws the current screen again (after a language change)."""
        if self.controller is not None:
            self.controller.render()
        elif self.waiting is not None:
            self.render_waiting()
        else:
            self.render_page()

    # --- inputs -----------------------------------------------------------------------------

    def dispatch(self, action: str) -> None:
        """Carries out a ``data-action`` of the page (a click, or Enter on a focused element): the
        shell's own (:data:`ACTIONS`), else the game screen's."""
        kind, _, argument = action.partition(":")
        own = ACTIONS.get(kind)
        while_busy = own.while_busy if own is not None else kind in GAME_ACTIONS_WHILE_BUSY
        if self.page.busy and not while_busy:
            return
        if own is not None and own.applies(self, argument):
            own.run(self, argument)
        elif self.controller is not None and while_busy:
            self.page.run(self.controller.dispatch(action), False)
        elif self.controller is not None:
            self.start_work(self.controller.dispatch(action))

    def key(self, key: str) -> bool:
        """A key pressed outside a focused control: True when the shell used it."""
        if self.dialog is not None:
            if self.dialog == "review" and self.dialogs.review_key(key):
                return True
            if key == "Escape":
                if self.dialog == "link":
                    self.dispatch("link-keep")  # no answer: the game in progress stays
                else:
                    self.dialogs.show(None)
                return True
            return False
        if (self.screen in ("gallery", routes.RULES_PAGE) or self.take_over is not None) and key == "Escape":
            self.dispatch("menu")
            return True
        if self.controller is not None:
            action = self.controller.shortcut(key)
            if action is not None:
                self.dispatch(action)
                return True
        return False

    def to_menu(self) -> None:
        """Closes any dialog and opens the start screen."""
        self.dialogs.show(None)
        self.navigate({})

    def start_match(self, game: str) -> None:
        """Starts a new match of *game* with the player's house rules (once it is here, if another
        tab plays it)."""
        self.dialogs.show(None)
        options = self.profile.settings.match_options(game)
        params = {"game": game, **match_options.to_params(game, options)}
        if self.other_tabs.plays_elsewhere(game):
            self.navigate(params)  # the game is offered; the new match starts once it is here
            self.other_tabs.as_new_match()
            return
        self.profile.clear_game(game)  # the player asked for a new match: the old one ends here
        self.navigate(params)

    def keep_game(self) -> None:
        """The answer to the link question: the game in progress, as it was (its own deal and rules)."""
        route = self.link
        if route is None:
            return
        self.dialogs.show(None)
        self.open(routes.Route(route.screen, self.page.fresh_seed(), route.level, route.speed,
                               level_given=route.level_given), push=False)

    def play_link(self) -> None:
        """The answer to the link question: the link's deal, over the game in progress."""
        route = self.link
        if route is None:
            return
        self.dialogs.show(None)
        self.profile.clear_game(route.screen)  # the player chose the link's deal over the game in progress
        self.open(route, push=False)

    # --- what the page says about other tabs and its storage (pyapp.ui.other_tabs) -----------

    def game_claimed(self, game: str, held: bool, records: dict[str, str | None] | None) -> None:
        """The page's answer to :meth:`pyapp.ui.page.ShellPage.claim_game` (:meth:`OtherTabs.game_claimed`)."""
        self.other_tabs.game_claimed(game, held, records)

    def game_lost(self, game: str) -> None:
        """Another tab took *game* over (:meth:`OtherTabs.game_lost`)."""
        self.other_tabs.game_lost(game)

    def games_elsewhere(self, games: list[str]) -> None:
        """The games other tabs play now (:meth:`OtherTabs.games_elsewhere`)."""
        self.other_tabs.games_elsewhere(games)

    def record_changed(self, key: str, text: str | None) -> None:
        """Another tab wrote *text* under *key* (:meth:`OtherTabs.record_changed`)."""
        self.other_tabs.record_changed(key, text)

    def storage_failed(self, key: str) -> None:
        """The browser refused to store *key* (:meth:`OtherTabs.storage_failed`)."""
        self.other_tabs.storage_failed(key)


# --- the shell's own actions ------------------------------------------------------------------

def _always(shell: Shell, argument: str) -> bool:
    """Every action of its kind applies."""
    return True


@dataclass(frozen=True, slots=True)
class ShellAction:
    """What the shell does with one kind of ``data-action`` (``kind:argument``): *run* it with the
    argument when it *applies* (else the game screen's controller gets the action); *while_busy*:
    also while the screen is busy (animating, or the computer thinking)."""

    run: Callable[[Shell, str], None]
    while_busy: bool = False
    applies: Callable[[Shell, str], bool] = _always


def _has_options(shell: Shell, game: str) -> bool:
    """Whether *game* has house rules to choose (the house rules' actions' test)."""
    return match_options.has_options(game)


def _asked(shell: Shell, argument: str) -> bool:
    """Whether the link question is asked (the answers' test)."""
    return shell.link is not None


def _waiting(shell: Shell, argument: str) -> bool:
    """Whether a screen waits for parts that could not be loaded ("retry"'s test)."""
    return shell.waiting is not None and shell.waiting[1] == "parts.offline"


def _offered(shell: Shell, argument: str) -> bool:
    """Whether a game another tab plays is offered here ("play it here"'s test)."""
    return shell.other_tabs.offers()


ACTIONS: dict[str, ShellAction] = {
    # screens
    "open": ShellAction(lambda shell, game: shell.navigate({"game": game})),
    "page": ShellAction(lambda shell, name: shell.navigate({"page": name})),
    "menu": ShellAction(lambda shell, _: shell.to_menu(), while_busy=True),
    "setup-start": ShellAction(lambda shell, game: shell.start_match(game), while_busy=True, applies=_has_options),
    "link-keep": ShellAction(lambda shell, _: shell.keep_game(), applies=_asked),
    "link-play": ShellAction(lambda shell, _: shell.play_link(), applies=_asked),
    "tab-take": ShellAction(lambda shell, _: shell.other_tabs.take(), applies=_offered),
    "retry": ShellAction(lambda shell, _: shell.retry(), applies=_waiting),
    # dialogs
    "settings-open": ShellAction(lambda shell, _: shell.dialogs.show("settings"), while_busy=True),
    "set": ShellAction(lambda shell, setting: shell.dialogs.change_setting(setting), while_busy=True),
    "language": ShellAction(lambda shell, code: shell.dialogs.change_language(code), while_busy=True),
    "stats-open": ShellAction(lambda shell, _: shell.dialogs.show_stats(), while_busy=True),
    "stats-reset": ShellAction(lambda shell, game: shell.dialogs.show_stats(confirming=game), while_busy=True),
    "stats-reset-confirm": ShellAction(lambda shell, game: shell.dialogs.reset_stats(game), while_busy=True),
    "stats-reset-cancel": ShellAction(lambda shell, _: shell.dialogs.show_stats(), while_busy=True),
    "setup-open": ShellAction(lambda shell, game: shell.dialogs.show(f"setup:{game}"), while_busy=True,
                              applies=_has_options),
    "option": ShellAction(lambda shell, option: shell.dialogs.change_option(option), while_busy=True),
    "rules-open": ShellAction(lambda shell, game: shell.dialogs.show_rules(game), while_busy=True),
    "rules-goto": ShellAction(lambda shell, section: shell.page.show_section(section), while_busy=True),
    "rules-close": ShellAction(lambda shell, _: shell.dialogs.show(None) if shell.dialog else shell.to_menu(),
                               while_busy=True),
    "dialog-close": ShellAction(lambda shell, _: shell.dialogs.show(None), while_busy=True),
    "review-open": ShellAction(lambda shell, _: shell.dialogs.show_review(0)),
    "review-step": ShellAction(lambda shell, step: shell.dialogs.show_review(routes.whole_number(step, 999) or 0)),
}
"""The shell's own actions by kind; any other goes to the game screen's controller."""
