"""The deck setting in Chromium (issue #46): a fresh visit downloads no regional deck's sprite, not
even when the settings open; choosing a deck draws the Scopa table from that deck's sprite (fetched
then), with the same accessible names; a reload remembers it; a link to a table starts with the
chosen deck's sprite and never asks for the Tavolo one; offline, a table whose deck never came is drawn
with the Tavolo deck and says so.

Fixtures come from tests/e2e/conftest.py: ``site_url`` (the served build) and pytest-playwright's
``page``; console errors and failed requests fail the test there.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from conftest import IDLE, WAIT_MS, open_app
from playwright.sync_api import expect
from profiles import persistent_profile, wait_offline_ready, wait_ready

from pyapp.i18n import messages

REGIONAL = re.compile(r"/cards/sprite/(napoletane|piacentine|siciliane|trevisane)\.")
HAND_LABELS = ("() => [...document.querySelectorAll('#app .hand [data-card]')]"
               ".map(card => card.getAttribute('aria-label'))")
# The sprites the table's faces are drawn from, and whether each face draws (0 x 0: its symbol is missing).
FACES = """() => [...document.querySelectorAll('#app .game [data-card] use')].map(use => ({
  sprite: use.getAttribute('href').replace(/\\.[0-9a-f]{10}\\.svg#.*/, ''), width: use.getBBox().width}))"""


def regional_requests(page: Any, sprites: re.Pattern[str] = REGIONAL) -> list[str]:
    """The URLs of the *sprites* (the regional ones) the page or its workers ask for (kept in the list
    returned)."""
    seen: list[str] = []

    def record(request: Any) -> None:
        if sprites.search(request.url):
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


def chosen_deck(deck: str) -> str:
    """An init script storing the deck setting *deck*, as the settings would."""
    record = json.dumps({"version": 1, "body": {"deck": deck}})
    return f"localStorage.setItem('tavolo.settings', {json.dumps(record)})"


def test_a_link_to_a_table_starts_with_the_chosen_decks_sprite_not_the_tavolo_one(page: Any, site_url: str) -> None:
    seen = regional_requests(page, re.compile(r"/cards/sprite/(scopa|trevisane)\."))
    page.add_init_script(chosen_deck("trevisane"))
    open_app(page, site_url, "game=scopa&seed=3&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    page.wait_for_function("() => [...document.querySelectorAll('#app .game [data-card] use')]"
                           ".every(use => use.getBBox().width > 0)", timeout=WAIT_MS)
    assert {face["sprite"] for face in page.evaluate(FACES)} == {"cards/sprite/trevisane"}
    # The rules page, fetched with the table, draws from the same sprite.
    expect(page.locator("body")).to_have_attribute("data-ai-ready", "1", timeout=WAIT_MS)
    page.click("#app [data-action^='rules-open']")
    expect(page.locator("#dialog .rules-card use").first).to_have_attribute(
        "href", re.compile(r"^cards/sprite/trevisane\."), timeout=WAIT_MS)
    assert seen and all("trevisane" in url for url in seen), seen


def test_offline_a_table_whose_deck_never_came_shows_the_tavolo_deck_and_says_so(
        browser_type: Any, browser_type_launch_args: dict[str, Any], site_url: str, tmp_path: Path) -> None:
    notice = messages.text("deck.offline", deck="Siciliane")
    tavolo_faces = ("() => [...document.querySelectorAll('#app .game [data-card] use')].every(use =>"
                    " use.getBBox().width > 0 && use.getAttribute('href').startsWith('cards/sprite/scopa.'))")
    with persistent_profile(browser_type, browser_type_launch_args, tmp_path / "profile", site_url) as profile:
        page = profile.new_page()
        page.goto(f"{site_url}/index.html?game=scopa&seed=7&speed=0")
        wait_ready(page)
        wait_offline_ready(page)
        page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
        other_tab = profile.new_page()  # a document of the site's origin, sharing its storage
        profile.allowed.append("/favicon.ico")  # (which a text document asks for, and the site has none)
        other_tab.goto(f"{site_url}/sw.js")
        profile.context.set_offline(True)
        profile.allowed += ["siciliane", "net::ERR_FAILED", "ERR_INTERNET_DISCONNECTED"]
        # The Siciliane chosen in another tab while this one shows the table, offline: their sprite
        # was never downloaded here.  The open table says so and keeps the Tavolo cards.
        other_tab.evaluate(chosen_deck("siciliane"))
        expect(page.locator("#app .game .notices")).to_contain_text(notice, timeout=WAIT_MS)
        page.wait_for_function(tavolo_faces, timeout=WAIT_MS)
        # A reload of the table, offline, the same.
        page.reload()
        wait_ready(page)
        expect(page.locator("#app .game .notices")).to_contain_text(notice, timeout=WAIT_MS)
        page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
        page.wait_for_function(tavolo_faces, timeout=WAIT_MS)
