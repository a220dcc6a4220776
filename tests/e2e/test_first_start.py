"""A first visit's start, step by step, and the cards' names: the boot screen's progress bar appears,
advances through its steps as the worker reports them (the download's bytes and time left as they
arrive, on a 20 Mbit/s link, nothing downloaded twice) and gives way to the table; the cards are named
in the player's language until the settings ask for their Italian names."""

from __future__ import annotations

import collections
import re
from pathlib import Path
from typing import Any

import pytest
import serve
from conftest import BOOT_TIMEOUT_MS, IDLE, WAIT_MS, open_app, scopa_play_card
from playwright.sync_api import expect
from profiles import fresh_page, served

# Records, from the first parse on, each step the bar shows and each announcement (init script:
# MutationObservers run under the page's CSP).
RECORDER = """
window.__steps = [];
window.__said = [];
let lastSaid = "";
new MutationObserver(() => {
  const bar = document.querySelector(".boot-progress");
  const step = bar && bar.getAttribute("aria-valuenow");
  if (step !== null && step !== undefined && window.__steps[window.__steps.length - 1] !== step) {
    window.__steps.push(step);
  }
  const said = document.getElementById("announce");
  const text = said && said.textContent;
  if (text && text !== lastSaid) window.__said.push(lastSaid = text);
}).observe(document, { attributes: true, childList: true, subtree: true, characterData: true });
"""
ENGLISH_NAME = re.compile(r"\b(Ace|Two|Three|Four|Five|Six|Seven|Queen|Knight|King) of (Coins|Cups|Swords|Batons)\b")
ITALIAN_NAME = re.compile(r"\b(Asso|Due|Tre|Quattro|Cinque|Sei|Sette|Donna|Cavallo|Re) di "
                          r"(denari|coppe|spade|bastoni)\b")


def said(page: Any) -> str:
    return " | ".join(page.evaluate("window.__said.splice(0)"))


def test_a_first_visit_shows_each_step_then_the_table_and_cards_are_named_as_chosen(page: Any, site_url: str) -> None:
    page.add_init_script(RECORDER)
    open_app(page, site_url, "game=scopa&seed=7&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    assert page.get_attribute("html", "data-progress") == "1", "a first visit (no service worker yet)"
    assert page.evaluate("window.__steps") == ["0", "1", "2"], "download, loading the game, setting the table"
    assert page.locator("#boot").is_hidden() and page.locator("#app .game").is_visible()

    hand = page.locator("#app .hand [data-card]").first
    assert ENGLISH_NAME.fullmatch(hand.get_attribute("aria-label") or "")
    assert ENGLISH_NAME.search(said(page)), "the deal is announced with English names"

    page.click("[data-action='settings-open']")
    page.click("[data-action='set:card_names:italian']")
    page.wait_for_selector("[data-action='set:card_names:italian'][aria-pressed='true']")
    page.keyboard.press("Escape")
    expect(hand).to_have_attribute("aria-label", re.compile(f"^(?:{ITALIAN_NAME.pattern})$"))
    said(page)
    scopa_play_card(page)
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    words = said(page)
    assert ITALIAN_NAME.search(words) and not ENGLISH_NAME.search(words), words


# Records, from the first parse on, each change of the download's bar and line: [ms since navigation
# start, the bar's fill, the line].
BYTES_RECORDER = """
window.__bytes = [];
new MutationObserver(() => {
  const bar = document.querySelector(".boot-progress");
  const line = document.getElementById("boot-bytes");
  if (!bar || !line) return;
  const entry = [bar.style.getPropertyValue("--download"), line.textContent];
  const last = window.__bytes[window.__bytes.length - 1];
  if (!last || last[1] !== entry[0] || last[2] !== entry[1]) window.__bytes.push([performance.now(), ...entry]);
}).observe(document, { attributes: true, childList: true, subtree: true, characterData: true });
"""
LINK_BYTES_PER_S = 20e6 / 8  # a 20 Mbit/s link


def test_a_first_visit_counts_its_download_with_time_left_and_downloads_nothing_twice(
        browser: Any, built_site: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    answered: collections.Counter[str] = collections.Counter()
    original = serve.Handler.copyfile

    def counted(handler: Any, source: Any, target: Any) -> None:
        answered[handler.path.split("?", 1)[0]] += 1
        original(handler, source, target)

    monkeypatch.setattr(serve.Handler, "copyfile", counted)
    with served(built_site) as url, fresh_page(browser, url) as page:
        session = page.context.new_cdp_session(page)
        session.send("Network.enable")
        session.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": 20, "downloadThroughput": LINK_BYTES_PER_S,
            "uploadThroughput": LINK_BYTES_PER_S})
        page.add_init_script(BYTES_RECORDER)
        page.goto(f"{url}/index.html?game=scopa&seed=7&speed=0")
        page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=BOOT_TIMEOUT_MS)
        records = page.evaluate("window.__bytes")
    fills = [(at, float(fill)) for at, fill, _line in records if fill]
    assert fills and fills[-1][1] == 1, records
    lines = [line for _at, _fill, line in records if line]
    assert len(set(lines)) >= 3, f"the line moves: {lines}"
    assert re.fullmatch(r"\d+\.\d of 1\d\.\d MB, about \d+ s left", lines[0]), lines[0]
    assert lines[-1].endswith("about 0 s left")
    moving = [at for at, fill in fills if fill < 1]
    gaps = [later - earlier for earlier, later in zip(moving, moving[1:], strict=False)]
    assert moving and max(gaps, default=0) < 1000, f"the bar moves at least every second: {gaps}"
    downloaded = {path: count for path, count in answered.items() if path.startswith(("/vendor/", "/python/"))}
    assert any(path.endswith("pyodide.asm.wasm") for path in downloaded)
    assert all(count == 1 for count in downloaded.values()), f"downloaded twice: {downloaded}"
