"""One tab among the site's open tabs: the games it plays, and the records it shares with the others.

A game in progress (one per game: its save) is played in one tab at a time, the tab that shows it.
The page holds a lock per game while its tab shows the game (the browser's Web Locks: a closed tab
lets go by itself, and another tab may take the lock over) and tells the worker what other tabs
hold; :class:`TabStorage` keeps that and decides, in pure Python:

* a game another tab plays is not saved here (this tab stops saving a game that moved away), and
  its save, written by the other tab, is this tab's copy;
* a game this tab plays is saved here only: another tab's stray write of its save (a tab that had
  not yet heard that the game moved) is overwritten with this tab's copy;
* the settings and the statistics are merged entry by entry (:mod:`pyapp.ui.record_merge`), so no
  tab's change is lost, whichever writes last.

Without Web Locks (``coordinated`` false) every tab plays every game, as before, and only the
merging applies.  This tab's copies of the records are what it shows and resumes: a save the
browser refused (a full storage) still reopens as it was left, within the visit.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Mapping
from typing import Protocol

from pyapp.games import SITE_GAME_NAMES
from pyapp.ui.profile import SETTINGS_KEY, STATS_KEY, VERSION, Settings, Storage, save_key
from pyapp.ui.record_merge import merge, same, stamp

MERGED_KEYS = (SETTINGS_KEY, STATS_KEY)


def milliseconds() -> int:
    return int(time.time() * 1000)


def game_of(key: str) -> str | None:
    """The game whose save *key* is (``tavolo.save.scopa`` -> ``scopa``), or None."""
    return next((game for game in SITE_GAME_NAMES if save_key(game) == key), None)


def unwritten(key: str) -> str:
    """What a merged record holds before any tab wrote it: the default settings (a first write
    changes only the settings the player chose), no statistics."""
    body = Settings().to_json() if key == SETTINGS_KEY else {}
    return json.dumps({"version": VERSION, "body": body})


class PageStorage(Storage, Protocol):
    """The page's storage as this tab keeps it: writes go to the page, copies stay in memory."""

    def keep(self, key: str, text: str | None) -> None:
        """Sets this tab's copy of *key* (None: none) without writing it to the page."""


class TabStorage:
    """The profile's storage in one of several tabs (a ``Storage``), and which games it plays."""

    def __init__(self, page: PageStorage, coordinated: bool = False, elsewhere: Iterable[str] = (),
                 clock: Callable[[], int] = milliseconds) -> None:
        self.page = page
        self.coordinated = coordinated
        self.owned: set[str] = set()
        """The games this tab plays (once asked for: the page confirms or refuses)."""
        self.confirmed: set[str] = set()
        """The games among them the page holds for this tab."""
        self.elsewhere: set[str] = set()
        """The games another tab plays, as far as this tab knows."""
        self.clock = clock
        self.report(elsewhere)

    # --- which games this tab plays ------------------------------------------------------------

    def held_elsewhere(self, game: str) -> bool:
        """Whether another tab plays *game* (this tab must not show nor save it)."""
        return self.coordinated and game in self.elsewhere and game not in self.owned

    def claim(self, game: str) -> None:
        """This tab shows *game* and asks for it (the page may refuse: :meth:`refused`)."""
        self.owned.add(game)
        self.elsewhere.discard(game)

    def confirm(self, game: str) -> None:
        """The page holds *game* for this tab."""
        if game in self.owned:
            self.confirmed.add(game)

    def refused(self, game: str) -> None:
        """Another tab plays *game*: the page could not have it for this tab (or it was taken over)."""
        self.release(game)
        self.elsewhere.add(game)

    def release(self, game: str) -> None:
        """This tab no longer shows *game*."""
        self.owned.discard(game)
        self.confirmed.discard(game)

    def report(self, games: Iterable[str]) -> None:
        """The games other tabs play now, as the page last saw."""
        self.elsewhere = {game for game in games if game in SITE_GAME_NAMES} - self.owned

    def take_over(self, game: str, records: Mapping[str, str | None]) -> None:
        """This tab took *game* over: the stored save (*records*: the page's, read once it held the
        game) is the latest, the other tab's, and becomes this tab's copy."""
        self.page.keep(save_key(game), records.get(save_key(game)))
        self.claim(game)
        self.confirm(game)

    # --- Storage ---------------------------------------------------------------------------------

    def load(self, key: str) -> str | None:
        return self.page.load(key)

    def save(self, key: str, text: str) -> None:
        game = game_of(key)
        if game is not None and self.held_elsewhere(game):
            return  # the game moved to another tab, which saves it
        if key in MERGED_KEYS:
            text = stamp(self.page.load(key) or unwritten(key), text, self.clock())
        self.page.save(key, text)

    def remove(self, key: str) -> None:
        game = game_of(key)
        if game is not None and self.held_elsewhere(game):
            return
        self.page.remove(key)

    def receive(self, key: str, text: str | None) -> bool:
        """Another tab wrote *text* under *key* (None: removed it); True when this tab's copy changed.
        Writes back what this tab holds and the stored record lacks."""
        mine = self.page.load(key)
        game = game_of(key)
        if game is not None and self.coordinated and game in self.confirmed:
            if text != mine:  # a stray write from a tab that had not heard the game moved here
                if mine is None:
                    self.page.remove(key)
                else:
                    self.page.save(key, mine)
            return False
        if key in MERGED_KEYS:
            merged = merge(mine, text)
            self.page.keep(key, merged)
            if not same(merged, text) and merged is not None:
                self.page.save(key, merged)
            return not same(merged, mine)
        self.page.keep(key, text)
        return text != mine

