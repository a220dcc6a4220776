"""The deck setting in Chromium (issue #46): a fresh visit downloads no regional deck's sprite, not
even when the settings open; choosing a deck draws the Scopa table from that deck's sprite (fetched
then), with the same accessible names; a reload remembers it.

Fixtures come from tests/e2e/conftest.py: ``site_url`` (the served build) and pytest-playwright's
``page``; console errors and failed requests fail the test there.
"""

from __future__ import annotations

import re
from typing import Any

from conftest import IDLE, WAIT_MS, open_app
from playwright.sync_api import expect

REGIONAL = re.compile(r"/cards/sprite/(napoletane|piacentine|siciliane|trevisane)\.")
HAND_LABELS = ("() => [...document.querySelectorAll('#app .hand [data-card]')]"
               ".map(card => card.getAttribute('aria-label'))")
# The sprites the table's faces are drawn from, and whether each face draws (0 x 0: its symbol is missing).
FACES = """() => [...document.querySelectorAll('#app .game [data-card] use')].map(use => ({
  sprite: use.getAttribute('href').replace(/\\.[0-9a-f]{10}\\.svg#.*/, ''), width: use.getBBox().width}))"""


def regional_requests(page: Any) -> list[str]:
    """The URLs of regional sprites the page or its workers ask for (kept in the list returned)."""
    seen: list[str] = []

    def record(request: Any) -> None:
        if REGIONAL.search(request.url):
            seen.append(request.url)

    page.context.on("request", record)
    page.on("request", record)
    return seen


def test_a_chosen_deck_draws_the_table_from_its_sprite_and_a_reload_remembers_it(page: Any, site_url: str) -> None:
    seen = regional_requests(page)
    open_app(page, site_url, "game=scopa&seed=7&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    tavolo_names = page.evaluate(HAND_LABELS)
    assert {face["sprite"] for face in page.evaluate(FACES)} == {"cards/sprite/scopa"}

    page.click("[data-action='settings-open']")
    expect(page.locator(".deck-preview[data-deck='tavolo']")).to_be_visible()
    assert seen == [], "opening the settings downloads no other deck"
    page.click("[data-action='set:deck:napoletane']")
    expect(page.locator("[data-action='set:deck:napoletane']")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".deck-preview[data-deck='napoletane']")).to_be_visible(timeout=WAIT_MS)
    page.keyboard.press("Escape")
    hand_face = page.locator("#app .hand [data-card] use[href^='cards/sprite/napoletane.']").first
    expect(hand_face).to_be_attached(timeout=WAIT_MS)
    page.wait_for_function("() => document.querySelector(\"#app .hand use[href^='cards/sprite/napoletane.']\")"
                           ".getBBox().width > 0", timeout=WAIT_MS)
    faces = page.evaluate(FACES)
    assert {face["sprite"] for face in faces} == {"cards/sprite/napoletane"}
    assert all(face["width"] > 0 for face in faces)
    assert page.evaluate(HAND_LABELS) == tavolo_names, "the cards' names do not depend on the deck"
    assert [url for url in seen if "napoletane" in url] and not [url for url in seen if "napoletane" not in url]

    page.reload()
    page.wait_for_selector("body[data-ready='1']", state="attached")
    expect(page.locator("#app .hand [data-card] use[href^='cards/sprite/napoletane.']").first).to_be_attached(
        timeout=WAIT_MS)
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    assert page.evaluate(HAND_LABELS) == tavolo_names


def test_a_fresh_visit_downloads_no_regional_sprite(page: Any, site_url: str) -> None:
    seen = regional_requests(page)
    open_app(page, site_url, "")
    page.click("[data-action='settings-open']")
    expect(page.locator(".deck-preview[data-deck='tavolo']")).to_be_visible()
    page.keyboard.press("Escape")
    page.click("[data-action='open:scopa']")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    assert seen == []


def test_the_corner_index_is_drawn_when_asked_for(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=7&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    page.click("[data-action='settings-open']")
    page.click("[data-action='set:deck:siciliane']")
    expect(page.locator(".deck-preview[data-deck='siciliane']")).to_be_visible(timeout=WAIT_MS)
    page.click("[data-action='set:deck_index:on']")
    page.keyboard.press("Escape")
    index = page.locator("#app .hand [data-card] use[href*='#index-']").first
    expect(index).to_be_attached(timeout=WAIT_MS)
    page.wait_for_function("() => document.querySelector(\"#app .hand use[href*='#index-']\").getBBox().width > 0",
                           timeout=WAIT_MS)
