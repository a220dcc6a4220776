"""A page that never breaks: random clicks and key presses through both games.

Seeded; ``MONKEY_ACTIONS`` sets the number of actions per game (by default 250 for Scopa and 150
for Minchiate; run more by hand). A count, not a time, so a run does the same whatever the
machine's speed: the defaults are a little above the 225 and 125 actions that the 100 s per game
this test used to run gave on the two busy development cores (400 took 177 s and 316 s there).
The conftest fails the test on any console error, page error or failed request; here the page
must also never stay busy, and always offer a way on.
"""

from __future__ import annotations

import contextlib
import os
import time
from random import Random
from typing import Any

import pytest
from conftest import open_app
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

DEFAULT_ACTIONS = {"scopa": 250, "minchiate": 150}
KEYS = ["1", "2", "3", "Escape", "Enter", " ", "Tab", "Shift+Tab", "ArrowLeft", "ArrowRight", "x"]
STUCK_SECONDS = 25


def wait_not_busy(page: Any) -> None:
    page.wait_for_selector("#app:not([data-busy])", state="attached", timeout=STUCK_SECONDS * 1000)


def back_into_the_game(page: Any, game: str) -> None:
    """From the start screen back into *game*.  The worker may answer the monkey's last input (Rules,
    Settings or Statistics opened) only after this looked, and its dialog then covers the button: it
    is closed, and the click tried again."""
    for _ in range(4):
        if not page.locator("[data-screen='start']").count():
            return  # the worker had a game open meanwhile
        if page.locator("#dialog .dialog").count():
            page.keyboard.press("Escape")
            page.wait_for_selector("#dialog .dialog", state="detached")
        with contextlib.suppress(PlaywrightTimeoutError):
            page.click(f"[data-action='open:{game}']", timeout=5_000)
            return
    raise AssertionError(f"the start screen never let the player open {game}")


def can_go_on(page: Any) -> bool:
    """Something a player can do next: a clickable card or button."""
    return page.locator("[data-action]").count() > 0


@pytest.mark.slow
@pytest.mark.parametrize("game", ["scopa", "minchiate"])
def test_random_clicks_and_keys_never_break_the_page(page: Any, site_url: str, game: str) -> None:
    rng = Random(f"monkey:{game}")
    open_app(page, site_url, f"game={game}&seed={rng.randrange(1000)}&speed=0")
    start = time.monotonic()
    actions = int(os.environ.get("MONKEY_ACTIONS", str(DEFAULT_ACTIONS[game])))
    for _ in range(actions):
        wait_not_busy(page)
        roll = rng.random()
        if roll < 0.7:
            targets = page.locator("[data-action]:not([disabled]):visible")
            count = targets.count()
            if count:
                target = targets.nth(rng.randrange(count))
                # Gone (the worker redrew the screen meanwhile), hidden or covered: a monkey misses sometimes.
                with contextlib.suppress(Exception):
                    action = target.get_attribute("data-action", timeout=2_000) or ""
                    if action.startswith("stats-reset-confirm") or (action == "menu" and rng.random() < 0.8):
                        continue
                    target.click(timeout=2_000, position={"x": 6, "y": 12} if target.evaluate(
                        "node => node instanceof SVGElement") else None)
        elif roll < 0.95:
            page.keyboard.press(rng.choice(KEYS))
        else:
            page.mouse.click(rng.randrange(1280), rng.randrange(720))
        if page.locator("[data-screen='start']").count():
            back_into_the_game(page, game)
    wait_not_busy(page)
    print(f"{game}: {actions} actions in {time.monotonic() - start:.0f} s")
    assert can_go_on(page), "the page must always offer a way to go on"
