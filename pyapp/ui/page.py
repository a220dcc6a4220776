"""What a game controller needs from the page, as a protocol.

The browser glue (``pyapp.browser``) implements it with the DOM and the AI worker; tests
implement it with plain Python (``tests/fake_page.py``), so controllers run under CPython.
"""

from __future__ import annotations

from typing import Protocol


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
