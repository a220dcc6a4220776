"""The page before Python runs speaks the player's language (web/boot.js, tools/boot_texts.py): the
prerendered start screen, the boot screen (a link to a game), the error panel, the title and the
page's lang and dir, from the browser's preferences or the stored setting, before Pyodide is ready;
Python then settles on the same language.  The download of Pyodide's WebAssembly is held back (or
refused) so the page stays as it is before Python."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import boot_texts
import pytest
from conftest import BOOT_TIMEOUT_MS, PageProblems

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pyapp.i18n import messages  # noqa: E402

WASM = "**/pyodide.asm.wasm"


def words(code: str, key: str) -> str:
    return messages.text_in(code, key)


def download_step(code: str, site: Path) -> str:
    """The first step of a first visit's start, as boot.js shows it in *code* for the built *site*."""
    return boot_texts.words(code, boot_texts.first_download_megabytes(site))["boot.step.download"]


def hold_wasm(page: Any) -> list[Any]:
    """Holds back the page's first request for Pyodide's WebAssembly (later ones pass); returns the
    list the held route is put in, to continue or abort it."""
    held: list[Any] = []

    def handle(route: Any) -> None:
        if held:
            route.continue_()
        else:
            held.append(route)

    page.route(WASM, handle)
    return held


def open_held(page: Any, site_url: str, query: str = "") -> Any:
    """Opens the page (the start screen, or what *query* asks for) with Pyodide's WebAssembly held
    back; returns the held route."""
    held = hold_wasm(page)
    with page.expect_request(WASM):
        page.goto(f"{site_url}/index.html{query}")
    page.wait_for_function("document.readyState !== 'loading'")
    assert held, "the WebAssembly request was not held"
    assert page.locator("body[data-ready='1']").count() == 0, "Python must not be ready yet"
    return held[0]


def assert_language(page: Any, code: str) -> None:
    assert page.get_attribute("html", "lang") == code
    assert page.get_attribute("html", "dir") == messages.direction(code)
    assert page.title() == words(code, "page.title")
    assert page.get_attribute("meta[name='description']", "content") == words(code, "app.description")


def store_language(page: Any, code: str) -> None:
    """The settings Python stores when the player chose *code* (before any script of the page runs)."""
    record = json.dumps({"version": 1, "body": {"language": code}})
    page.add_init_script(f"localStorage.setItem('tavolo.settings', {json.dumps(record)})")


@pytest.mark.browser_context_args(locale="fa-IR")
def test_the_start_screen_is_persian_before_python_and_python_agrees(page: Any, site_url: str,
                                                                      built_site: Path) -> None:
    wasm = open_held(page, site_url)
    # A first visit: over the start screen, only the steps of the start show (a strip at the bottom).
    assert page.locator("#boot-loading").is_hidden() and page.locator(".boot-cards").is_hidden()
    assert page.locator("#boot-step").inner_text() == download_step("fa", built_site)
    assert page.locator("#app[data-prerender] .start-screen h2").inner_text() == words("fa", "start.heading")
    assert page.locator("#app[data-prerender] .start-screen").is_visible()
    assert_language(page, "fa")
    assert page.locator("link[rel='manifest']").count() == 0, "linked only once the game is up"
    prerendered = page.inner_html("#app")
    wasm.continue_()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#app[data-prerender]").count() == 0
    assert page.inner_html("#app") == prerendered, "the live start screen is the one boot.js drew"
    assert page.locator(".start-screen h2").inner_text() == words("fa", "start.heading")
    assert_language(page, "fa")
    page.wait_for_selector("link[rel='manifest'][href='./manifest.fa.webmanifest']", state="attached",
                           timeout=BOOT_TIMEOUT_MS)


@pytest.mark.browser_context_args(locale="fa-IR")
def test_the_boot_screen_of_a_game_link_speaks_persian_before_python(page: Any, site_url: str,
                                                                      built_site: Path) -> None:
    wasm = open_held(page, site_url, "?game=scopa&seed=3&speed=0")
    assert page.locator("#boot-loading").inner_text() == words("fa", "boot.loading")
    assert page.locator("#boot-step").inner_text() == download_step("fa", built_site)
    # (after a second, the bar's value also says the megabytes so far and the time left: app.js)
    value = page.get_attribute(".boot-progress", "aria-valuetext") or ""
    assert value.startswith(download_step("fa", built_site)), value
    assert page.locator("#boot").is_visible() and page.locator("#app").is_hidden()
    assert_language(page, "fa")
    wasm.continue_()
    page.wait_for_selector("body[data-ready='1'] #app .game-scopa", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#boot").is_hidden()
    assert_language(page, "fa")
    page.wait_for_selector("link[rel='manifest'][href='./manifest.fa.webmanifest']", state="attached",
                           timeout=BOOT_TIMEOUT_MS)


@pytest.mark.browser_context_args(locale="fa-IR")
def test_the_stored_language_wins_and_the_timeout_is_told_in_it(page: Any, site_url: str) -> None:
    store_language(page, "it")
    page.clock.install()
    open_held(page, site_url, "?game=minchiate")
    assert page.locator("#boot-loading").inner_text() == words("it", "boot.loading")
    assert_language(page, "it")
    # A first visit: the download may take longer than a start from the cache (60 s), up to 3 minutes.
    page.clock.run_for(60_000)
    assert page.locator("body[data-boot-error='1']").count() == 0
    page.clock.run_for(120_000)
    page.wait_for_selector("body[data-boot-error='1']", state="attached")
    panel = page.locator("#boot-error")
    assert panel.is_visible() and page.locator("#boot").is_hidden()
    assert panel.locator("h1").inner_text() == words("it", "boot.error.heading")
    assert panel.locator("[data-detail]").inner_text() == words("it", "boot.error.timeout")


@pytest.mark.browser_context_args(locale="fa-IR")
def test_the_error_panel_speaks_persian_when_python_cannot_start(page: Any, site_url: str,
                                                                   problems: PageProblems) -> None:
    # Pyodide's WebAssembly cannot be downloaded.  In a worker, Pyodide then neither starts nor
    # fails (measured: loadPyodide's promise never settles), so the page cannot learn the reason:
    # the error panel comes when the start times out.
    page.route(WASM, lambda route: route.abort())
    page.clock.install()
    with page.expect_event("requestfailed", lambda request: "pyodide.asm.wasm" in request.url,
                           timeout=BOOT_TIMEOUT_MS):
        page.goto(f"{site_url}/index.html?game=scopa")
    assert page.locator("body[data-boot-error='1']").count() == 0
    page.clock.run_for(180_000)  # a first visit's limit (the download's)
    page.wait_for_selector("body[data-boot-error='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    panel = page.locator("#boot-error")
    assert panel.is_visible() and page.locator("#boot").is_hidden()
    assert panel.locator("h1").inner_text() == words("fa", "boot.error.heading")
    assert panel.locator("p[data-text='boot.error.body']").inner_text() == words("fa", "boot.error.body")
    assert page.get_attribute("html", "dir") == "rtl" and page.get_attribute("html", "lang") == "fa"
    assert panel.locator("[data-detail]").inner_text() == words("fa", "boot.error.timeout")
    # The deliberate failure, and only it, may be reported: the refused download, and a little
    # later (once the page's timers have run) Pyodide's rejected fetch as a page error.
    for _ in range(100):
        if any(item.startswith("page error: ") for item in problems.items):
            break
        page.wait_for_timeout(50)
    failures = [item for item in problems.items if "pyodide.asm.wasm" in item or item == "page error: Failed to fetch"]
    assert any("pyodide.asm.wasm" in item for item in failures), problems.items
    problems.items[:] = [item for item in problems.items if item not in failures]
