"""What the screens need from the page, as protocols: a game controller's :class:`Page`, and the
shell's :class:`ShellPage` (the URL, the dialog layer, the console, the games' locks).

The browser glue (``pyapp.browser``) implements them with the DOM and the AI worker; tests
implement them with plain Python (``tests/fake_page.py``, ``tests/test_shell.py``), so the
controllers and the shell run under CPython.
"""

from __future__ import annotations

from collections.abc import Coroutine
from typing import Any, Protocol


class Page(Protocol):
    """The page as a game controller sees it."""

    def render(self, markup: str) -> None:
        """Replaces the screen's markup (keeping focus on the element with the same data-key)."""

    def announce(self, sentence: str) -> None:
        """Says *sentence* to screen-reader users (an ARIA live region)."""

    def set_busy(self, busy: bool) -> None:
        """Marks the screen busy (animating or the computer thinking): inputs wait."""

    def layout(self) -> str:
        """'wide' (landscape) or 'tall' (portrait)."""

    def sound(self, kind: str) -> None:
        """A short sound ('card', 'take', 'scopa', 'trick') when sound is on."""

    async def pause(self, milliseconds: float) -> None:
        """Waits, scaled by the animation speed (instant at speed 0)."""

    async def ask_computer(self, game: str, view_text: str, level: str, seed: int) -> str:
        """The text of the computer's move from the view in *view_text*, or ``"error: ..."``
        (``pyapp.ai.worker.choose``, run off the main thread)."""


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

    def language_for(self, code: str) -> str:
        """The language the setting *code* names (empty: the first of the browser's preferences the
        site speaks)."""

    def has_parts(self, parts: tuple[str, ...]) -> bool:
        """Whether each of *parts* (``pyapp.ui.parts``: a game's code, a deck, words) is loaded."""

    async def load_parts(self, parts: tuple[str, ...]) -> None:
        """Loads those of *parts* not loaded yet; raises :class:`pyapp.ui.parts.PartUnavailable` when
        one cannot be had (offline, never used on this device)."""

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
        through :meth:`pyapp.ui.shell.Shell.game_claimed`."""

    def release_game(self, game: str) -> None:
        """This tab no longer shows *game*: another tab may play it."""
