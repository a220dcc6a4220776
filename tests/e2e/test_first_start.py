"""A first visit's start, step by step, and the cards' names: the boot screen's progress bar appears,
advances through its steps as the worker reports them and gives way to the table; the cards are named
in the player's language until the settings ask for their Italian names."""

from __future__ import annotations

import re
from typing import Any

from conftest import IDLE, WAIT_MS, open_app, scopa_play_card
from playwright.sync_api import expect

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
