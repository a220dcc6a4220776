"""What the shell does about the site's other tabs (their bookkeeping: :mod:`pyapp.ui.tabs`) and
about the page's storage: a game another tab plays is not shown but offered ("play it here"), a game
taken over by another tab gives way to a screen that says so, what other tabs change in the settings
and statistics shows here, and a save the browser refused is told to the player."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from pyapp.i18n import messages
from pyapp.ui import chrome, routes
from pyapp.ui.profile import SETTINGS_KEY, STATS_KEY, Profile
from pyapp.ui.tabs import TabStorage

if TYPE_CHECKING:
    from pyapp.ui.shell import Shell


@dataclass(frozen=True, slots=True)
class TakeOver:
    """A game another tab plays, offered to this tab: the route to open once it is here (*fresh*:
    as a new match, the player asked for one)."""

    route: routes.Route
    fresh: bool = False


class OtherTabs:
    """A shell's side of the other tabs: the games this tab claims and lets go, the game it offers."""

    def __init__(self, shell: Shell, tabs: TabStorage | None) -> None:
        self.shell = shell
        self.tabs = tabs
        """The profile's storage when other tabs may be open (None: this tab is alone)."""
        self.take_over: TakeOver | None = None
        """The game this tab offers to play here (None: it shows no game another tab plays)."""
        self.storage_notice = -1  # the shell's screen_number that last said the storage is full

    # --- this tab's games ---------------------------------------------------------------------

    def may_open(self, route: routes.Route) -> bool:
        """Claims the game of *route* for this tab; False when another tab plays it (it is offered)."""
        if self.tabs is None:
            return True
        if self.tabs.held_elsewhere(route.screen):
            self.show_elsewhere(TakeOver(route), moved=False)
            return False
        if route.screen not in self.tabs.owned:
            self.tabs.claim(route.screen)
            self.shell.page.claim_game(route.screen, take_over=False)
        return True

    def leave(self, screen: str) -> None:
        """Lets other tabs have the game this tab showed, when it opens *screen*, another one."""
        current = self.shell.screen
        if self.tabs is not None and current in self.tabs.owned and current != screen:
            self.tabs.release(current)
            self.shell.page.release_game(current)

    def plays_elsewhere(self, game: str) -> bool:
        """Whether another tab plays *game*."""
        return self.tabs is not None and self.tabs.held_elsewhere(game)

    def as_new_match(self) -> None:
        """The game offered, once here, opens as a new match (the player asked for one)."""
        if self.take_over is not None:
            self.take_over = replace(self.take_over, fresh=True)

    def offers(self) -> bool:
        """Whether this tab offers a game another tab plays."""
        return self.take_over is not None and self.tabs is not None

    def take(self) -> None:
        """Asks for the game offered, from the tab that plays it (the player chose to play it here)."""
        if self.take_over is None or self.tabs is None:
            return
        game = self.take_over.route.screen
        self.tabs.claim(game)
        self.shell.page.claim_game(game, take_over=True)

    def show_elsewhere(self, take_over: TakeOver, moved: bool) -> None:
        """The screen of a game another tab plays (*moved*: it was played here until then)."""
        self.take_over = take_over
        game = take_over.route.screen
        self.shell.page.render(chrome.render_elsewhere(game, moved))
        self.shell.page.announce(" ".join(chrome.elsewhere_sentences(game, moved)))

    # --- what the page says about the other tabs ----------------------------------------------

    def game_claimed(self, game: str, held: bool, records: dict[str, str | None] | None) -> None:
        """The page's answer to :meth:`pyapp.ui.page.ShellPage.claim_game`: *held* for this tab, or
        another tab plays *game*; *records*: the page's storage as the lock was granted."""
        if self.tabs is None:
            return
        shell = self.shell
        if not held:
            self.tabs.refused(game)
            if shell.screen == game and self.take_over is None:  # opened before this tab knew
                self.give_way(game, moved=False)
            return
        take_over = self.take_over
        if take_over is None or take_over.route.screen != game or shell.screen != game:
            self.tabs.confirm(game)
            return
        self.tabs.take_over(game, records or {})
        if take_over.fresh:
            shell.profile.clear_game(game)
        shell.open(take_over.route, push=False)

    def game_lost(self, game: str) -> None:
        """Another tab took *game* over: this tab stops playing and saving it."""
        if self.tabs is None:
            return
        self.tabs.refused(game)
        if self.shell.screen == game and self.take_over is None:
            self.give_way(game, moved=True)

    def give_way(self, game: str, moved: bool) -> None:
        """Leaves *game*, which another tab plays, for the screen that offers it (the URL's deal
        still to ask about, if the player was asked; else whatever the other tab saves)."""
        shell = self.shell
        route = shell.link or routes.Route(game, shell.page.fresh_seed())
        shell.stop_game()
        shell.link = None
        if shell.dialogs.kind in ("link", "review"):  # the game's own dialogs leave with it (the settings stay)
            shell.dialogs.show(None)
        self.show_elsewhere(TakeOver(route), moved)

    def games_elsewhere(self, games: list[str]) -> None:
        """The games other tabs play now (the page looks when this tab is shown again)."""
        if self.tabs is not None:
            self.tabs.report(games)

    def record_changed(self, key: str, text: str | None) -> None:
        """Another tab wrote *text* under *key* (None: removed it): this tab takes it in."""
        if self.tabs is None or not self.tabs.receive(key, text):
            return
        shell = self.shell
        profile = shell.profile
        if key in (SETTINGS_KEY, STATS_KEY):
            stored = Profile.load(profile.storage)
            profile.notices.extend(stored.notices)
            if key == STATS_KEY:
                profile.stats = stored.stats
            else:
                before, profile.settings = profile.settings, stored.settings
                shell.settings_changed(before)
                if shell.controller is not None and shell.dialogs.kind is None and not shell.page.busy:
                    shell.controller.render()  # the card back, the aids
        shell.dialogs.refresh()  # the settings or the statistics as they are now
        if shell.screen == "start":
            shell.render_page()  # its games in progress and house rules

    # --- the page's storage -------------------------------------------------------------------

    def storage_failed(self, key: str) -> None:
        """The browser refused to store *key* (its storage is full): the player is told, once a
        screen.  This tab goes on with its own copy (a reopened game is as it was left)."""
        shell = self.shell
        shell.page.log_warning(f"Tavolo: {key} could not be saved")
        if self.storage_notice == shell.screen_number:
            return
        self.storage_notice = shell.screen_number
        notice = messages.text("notice.storage_full")
        if not shell.notify_game(notice) and self.take_over is None:
            shell.render_page((notice,))
        shell.page.announce(notice)
