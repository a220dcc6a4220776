"""A page for controllers under CPython: records renders and announcements; the computer's
moves come from ``pyapp.ai.worker.choose`` as in the browser worker."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any

from pyapp.ai import worker


def run(coroutine: Coroutine[Any, Any, Any]) -> None:
    """Runs a controller coroutine to the end on its own event loop, in its own thread (the
    browser tests' Playwright keeps an event loop running in the main thread)."""
    errors: list[BaseException] = []

    def target() -> None:
        try:
            asyncio.run(coroutine)
        except BaseException as error:  # noqa: BLE001 - re-raised in the caller's thread
            errors.append(error)

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if errors:
        raise errors[0]


class FakePage:
    def __init__(self, layout: str = "wide") -> None:
        self.markup = ""
        self.renders = 0
        self.announcements: list[str] = []
        self.busy = False
        self.screens: list[dict[str, str]] = []
        self._layout = layout
        self.requests: list[tuple[str, str, str, int]] = []
        self.sounds: list[str] = []

    def render(self, markup: str) -> None:
        self.markup = markup
        self.renders += 1

    def announce(self, sentence: str) -> None:
        self.announcements.append(sentence)

    def set_busy(self, busy: bool) -> None:
        self.busy = busy

    def layout(self) -> str:
        return self._layout

    def sound(self, kind: str) -> None:
        self.sounds.append(kind)

    async def pause(self, milliseconds: float) -> None:
        return None

    async def ask_computer(self, game: str, view_text: str, level: str, seed: int) -> str:
        self.requests.append((game, view_text, level, seed))
        return worker.choose(game, view_text, level, seed)


def play_minchiate_deal(controller: Any) -> None:
    """Plays a started Minchiate controller's deal to its end by the first legal choices."""
    while controller.table.phase != "over":
        action = controller.table.state.legal_actions()[0]
        run(controller.dispatch("declare" if controller.table.phase == "declare" else f"card:{action.card}"))
        if controller.table.phase == "discard":
            run(controller.dispatch("discard"))
