"""The prerendered start screen (tools/boot_texts.py into index.html, web/boot.js, web/app.js): it is
on the page before any Python runs, a click on it before the worker is up shows that the game is
starting and is honoured once it is, and the live screen takes its place without moving anything."""

from __future__ import annotations

import json
from typing import Any

from conftest import BOOT_TIMEOUT_MS, IDLE, WAIT_MS, open_app, scopa_play_card
from profiles import fresh_page
from test_boot_languages import open_held

# Collects layout shifts from navigation on (an init script: it runs before the page's own scripts).
LAYOUT_SHIFTS = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.hadRecentInput) window.__shifts.push(entry.value);
  }
}).observe({ type: "layout-shift", buffered: true });
"""

START_BUTTONS = "#app .start-screen [data-action^='open:']"


def boxes(page: Any) -> list[dict[str, float]]:
    """Where the start screen's controls are drawn."""
    return page.evaluate(f"""() => Array.from(document.querySelectorAll("{START_BUTTONS}, #app .start-screen h2"))
        .map((element) => {{ const r = element.getBoundingClientRect();
                             return {{x: r.x, y: r.y, width: r.width, height: r.height}}; }})""")


def test_a_click_before_python_is_ready_is_honoured_once_it_is(page: Any, site_url: str) -> None:
    wasm = open_held(page, site_url)
    button = page.locator("#app[data-prerender] [data-action='open:scopa']")
    button.click()
    assert button.get_attribute("data-starting") == "1"
    assert button.get_attribute("aria-busy") == "true"
    wasm.continue_()
    page.wait_for_selector("body[data-ready='1'] #app .game-scopa", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("[data-starting]").count() == 0
    assert "game=scopa" in page.url


def test_the_live_start_screen_replaces_the_prerendered_one_without_a_shift(page: Any, site_url: str) -> None:
    page.add_init_script(LAYOUT_SHIFTS)
    wasm = open_held(page, site_url)
    page.wait_for_selector("#app[data-prerender] .start-screen")
    before = boxes(page)
    assert before, "the prerendered start screen has its buttons"
    wasm.continue_()
    page.wait_for_selector("body[data-ready='1'] #app:not([data-prerender]) .start-screen", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_timeout(300)  # layout shifts are reported after the frame
    assert boxes(page) == before
    assert sum(page.evaluate("window.__shifts")) <= 0.02


def test_a_game_in_progress_is_marked_on_the_prerendered_screen_as_on_the_live_one(
        page: Any, site_url: str, browser: Any) -> None:
    open_app(page, site_url, "game=scopa&seed=9&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    scopa_play_card(page)
    page.wait_for_function("localStorage.getItem('tavolo.save.scopa') !== null")
    save = page.evaluate("localStorage.getItem('tavolo.save.scopa')")
    # A new visit with that save (a new profile: this one's service worker would serve Pyodide).
    with fresh_page(browser, site_url) as later:
        later.add_init_script(f"localStorage.setItem('tavolo.save.scopa', {json.dumps(save)})")
        later.add_init_script(LAYOUT_SHIFTS)
        wasm = open_held(later, site_url)
        notes = later.locator("#app[data-prerender] [data-action='open:scopa'] [data-resume]")
        assert notes.count() == 1
        assert later.locator("#app[data-prerender] [data-action='open:minchiate'] [data-resume]").count() == 0
        before = boxes(later)
        wasm.continue_()
        later.wait_for_selector("body[data-ready='1'] #app:not([data-prerender]) .start-screen",
                                timeout=BOOT_TIMEOUT_MS)
        later.wait_for_timeout(300)
        assert later.locator("#app [data-action='open:scopa'] [data-resume]").count() == 1
        assert boxes(later) == before
        assert sum(later.evaluate("window.__shifts")) <= 0.02
