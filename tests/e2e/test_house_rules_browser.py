"""Scopa's house rules in the real browser (issue 19): chosen before a match on the start screen
and remembered, carried by a shared URL (a bad value falls back with a notice), shown in the
header, each option played through a deal whose breakdown shows its row, and a whole match with
every option on."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import WAIT_MS, open_app, scopa_phase, scopa_play_card
from playwright.sync_api import expect
from test_scopa_browser import breakdown_adds_up


def test_rules_chosen_on_the_start_screen_are_remembered_and_shown_on_the_table(page: Any, site_url: str) -> None:
    open_app(page, site_url, "")
    page.click("[data-action='setup-open:scopa']")
    page.wait_for_selector("[data-dialog='setup-scopa']")
    for action in ("option:scopa:target:21", "option:scopa:napola:on"):
        page.click(f"[data-action='{action}']")
        page.wait_for_selector(f"[data-action='{action}'][aria-pressed='true']")
    assert page.get_attribute("[data-dialog='setup-scopa'] .setup-summary", "data-options") == "target=21,napola"
    page.keyboard.press("Escape")
    page.wait_for_selector("[data-dialog]", state="detached")
    expect(page.locator("[data-action='setup-open:scopa'] .house-rules-summary")).to_contain_text("Napola")
    page.click("[data-action='open:scopa']")
    page.wait_for_selector("#app .game[data-game='scopa']")
    details = page.locator("#app .meta [data-rules]")
    assert details.get_attribute("data-rules") == "target=21,napola"
    assert "21" in details.inner_text()
    assert page.get_attribute("#app .options-in-force", "aria-label") == "House rules: Napola"
    assert "target=21" in page.url and "napola=1" in page.url
    # Remembered: a new visit offers the same rules.
    open_app(page, site_url, "")
    expect(page.locator(".house-rules-summary[data-options='target=21,napola']")).to_have_count(1)


def test_play_with_these_rules_starts_a_new_match_with_them(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=9&speed=0")
    page.click("[data-action='menu']")
    page.wait_for_selector("[data-screen='start']")
    page.click("[data-action='setup-open:scopa']")
    page.click("[data-action='option:scopa:re_bello:on']")
    page.wait_for_selector("[data-action='option:scopa:re_bello:on'][aria-pressed='true']")
    page.click("[data-action='setup-start:scopa']")
    page.wait_for_selector("#app .game[data-game='scopa'] .meta [data-rules='target=11,re_bello']", timeout=WAIT_MS)


def test_a_bad_rule_in_a_shared_link_falls_back_with_a_notice(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=3&target=12&napola=1")
    assert "target" in page.locator("[data-notices]").inner_text()
    assert page.get_attribute("#app .meta [data-rules]", "data-rules") == "target=11,napola"


@pytest.mark.parametrize(("query", "row"), [("re_bello=1", "re_bello"), ("napola=1", "napola"),
                                            ("asso_piglia_tutto=1", None), ("target=16", None)])
def test_a_deal_with_each_option_shows_it_and_its_breakdown_row(page: Any, site_url: str, query: str,
                                                                 row: str | None) -> None:
    open_app(page, site_url, f"game=scopa&seed=15&speed=0&level=random&{query}")
    name = query.partition("=")[0]
    assert name in page.get_attribute("#app .meta [data-rules]", "data-rules")
    while scopa_phase(page) == "human":
        scopa_play_card(page)
    breakdown_adds_up(page)
    rows = page.locator("[data-breakdown] tbody tr").evaluate_all("rows => rows.map(r => r.dataset.row)")
    expected = ["cards", "coins", "settebello", "primiera", *([row] if row else []), "scope", "deal", "match"]
    assert rows == expected


def test_a_whole_match_with_every_option_on(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=4&speed=0&level=random&target=16&re_bello=1&napola=1&asso_piglia_tutto=1")
    deals = 0
    while True:
        phase = scopa_phase(page)
        if phase == "human":
            scopa_play_card(page)
        elif phase == "deal-over":
            breakdown_adds_up(page)
            assert page.locator("[data-breakdown] tr[data-row='napola']").count() == 1
            deals += 1
            page.click("[data-action='next-deal']")
            page.wait_for_selector(f"#app .game[data-deal='{deals + 1}']", timeout=WAIT_MS)
        else:
            you, ai = breakdown_adds_up(page)
            assert max(you, ai) >= 16 and you != ai
            assert page.locator("[data-breakdown] [data-action='setup-open:scopa']").count() == 1
            break
