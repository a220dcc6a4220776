"""A game's full rules as a page of their own (``?page=rules&game=<game>``) in Chromium: the link
a README or a friend can share, read at phone size, and left for the choice of games by its button
or by Escape.

Fixtures come from tests/e2e/conftest.py (the served build, console errors and failed requests
fail the test there).
"""

from __future__ import annotations

import re
from typing import Any

from conftest import open_app
from playwright.sync_api import expect

RULES_PAGE = "body[data-ready='1'] .rules-page [data-screen='rules']"


def test_a_rules_link_opens_the_rules_page_and_its_button_goes_back_to_the_games(page: Any, site_url: str) -> None:
    page.set_viewport_size({"width": 360, "height": 640})
    open_app(page, site_url, "page=rules&game=scopone")
    rules = page.locator(RULES_PAGE)
    expect(rules).to_have_attribute("data-game", "scopone")
    expect(page.get_by_role("heading", level=1)).to_have_text("Scopone: the full rules")
    # The page fits a phone: nothing wider than the window.
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    page.get_by_role("button", name="Games").click()
    expect(page.locator("body [data-screen='start']")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/(index\.html)?$"))  # the start screen's address: no query


def test_escape_on_the_rules_page_goes_back_to_the_games(page: Any, site_url: str) -> None:
    open_app(page, site_url, "page=rules&game=minchiate")
    expect(page.locator(RULES_PAGE)).to_have_attribute("data-game", "minchiate")
    page.keyboard.press("Escape")
    expect(page.locator("body [data-screen='start']")).to_be_visible()
