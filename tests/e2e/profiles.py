"""Helpers for the browser tests that need a real browser profile (service worker, HTTP cache,
installability): a persistent Chromium context with the same problem collector as the
``page`` fixture, a server for a site folder of the test's own, and playing one move."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import serve
from conftest import BOOT_TIMEOUT_MS, PageProblems, scopa_play_card

MOVE_TIMEOUT_MS = 30_000


@contextmanager
def served(directory: Path, pyscript_pages: tuple[str, ...] = ()) -> Iterator[str]:
    """Serves *directory* with netlify.toml's headers (*pyscript_pages* may run PyScript's core.js:
    tools/serve.py); yields the base URL (no trailing slash)."""
    server = serve.make_server(directory, pyscript_pages=pyscript_pages)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class Profile:
    """A persistent Chromium context (a user's profile: disk cache, service workers, storage)."""

    def __init__(self, context: Any, origin: str) -> None:
        self.context = context
        self.problems = PageProblems(origin)
        self.allowed: list[str] = []  # substrings of problems a test expects (e.g. offline fetches)

    def new_page(self) -> Any:
        page = self.context.new_page()
        self.problems.attach(page)
        return page

    def unexpected(self) -> list[str]:
        return [item for item in self.problems.items if not any(text in item for text in self.allowed)]


@contextmanager
def persistent_profile(browser_type: Any, launch_args: dict[str, Any], user_data_dir: Path,
                       origin: str) -> Iterator[Profile]:
    """A fresh persistent context; fails the test on unexpected console errors or failed requests."""
    context = browser_type.launch_persistent_context(str(user_data_dir), **launch_args)
    profile = Profile(context, origin)
    try:
        yield profile
    finally:
        context.close()
        shutil.rmtree(user_data_dir, ignore_errors=True)
    problems = profile.unexpected()
    assert not problems, "problems on the page:\n" + "\n".join(problems)


@contextmanager
def fresh_page(browser: Any, origin: str, **context_args: Any) -> Iterator[Any]:
    """A page in a new default (incognito-like) context (made with *context_args*: a phone's
    viewport and touch), checked like the ``page`` fixture's, for a site served at *origin* (the
    ``page`` fixture only accepts the session site's origin)."""
    context = browser.new_context(**context_args)
    problems = PageProblems(origin)
    page = context.new_page()
    problems.attach(page)
    try:
        yield page
    finally:
        context.close()
    assert not problems.items, "problems on the page:\n" + "\n".join(problems.items)


def wait_ready(page: Any, ai: bool = True) -> None:
    """Waits for the first render (and the AI worker)."""
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    if ai:
        page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)


def wait_offline_ready(page: Any) -> None:
    """Waits until the service worker controls the page with the whole site in its cache."""
    page.wait_for_selector("body[data-offline-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    cached = page.evaluate("""async () => {
        const keys = await caches.keys();
        const cache = await caches.open(keys.find((k) => k.startsWith("tavolo-")));
        return (await cache.keys()).length;
    }""")
    assert cached >= 20, f"only {cached} files in the service worker's cache"


def play_a_move(page: Any) -> None:
    """Plays a card from the hand like a player and waits for the computer's answer."""
    page.wait_for_selector("#app:not([data-busy]) .game[data-phase='human']", timeout=MOVE_TIMEOUT_MS)
    before = page.get_attribute("#app .game", "data-plays")
    scopa_play_card(page)  # (a capture choice, when the worker offers one, answered)
    page.wait_for_selector(f"#app:not([data-busy]) .game[data-phase='human']:not([data-plays='{before}'])",
                           timeout=MOVE_TIMEOUT_MS)
    plays = int(page.get_attribute("#app .game", "data-plays") or 0)
    assert plays >= int(before or 0) + 2, "the computer should have answered the move"


def rewrite(site: Path, name: str, text: str) -> None:
    """Writes *text* as the site's file *name*, without its precompressed copies (the server would
    send a stale ``.br`` or ``.gz`` copy instead: tools/serve.py, as a real host does)."""
    (site / name).write_text(text)
    for suffix in (".br", ".gz"):
        (site / (name + suffix)).unlink(missing_ok=True)


def copy_site(built_site: Path, target: Path) -> Path:
    """A private copy of the built site (for tests that change it)."""
    shutil.copytree(built_site, target)
    return target
