"""Five languages in the browser: chosen from the settings on any screen, remembered, with the
page's lang and dir following (Persian right-to-left)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from conftest import IDLE, WAIT_MS, open_app, scopa_finish_deal

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pyapp import messages  # noqa: E402


def expected(code: str, key: str, **fields: Any) -> str:
    messages.set_language(code)
    try:
        return messages.text(key, **fields)
    finally:
        messages.set_language("en")


def switch_to(page: Any, code: str) -> None:
    page.click("[data-action='settings-open']")
    page.click(f"[data-action='set:language:{code}']")
    page.keyboard.press("Escape")
    page.wait_for_selector(f"html[lang='{code}'][dir='{messages.direction(code)}']", state="attached")


def test_every_language_on_the_start_screen_and_remembered(page: Any, site_url: str) -> None:
    open_app(page, site_url, "")
    for code in messages.LANGUAGES:
        switch_to(page, code)
        assert page.locator(".start-screen h2").inner_text() == expected(code, "start.heading")
        assert page.title() == expected(code, "page.title")
    page.reload()
    page.wait_for_selector("body[data-ready='1'] [data-screen='start']")
    assert page.get_attribute("html", "lang") == "fa" and page.get_attribute("html", "dir") == "rtl"


def test_every_language_on_the_scopa_table_and_breakdown(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=2&speed=0")
    scopa_finish_deal(page)
    for code in messages.LANGUAGES:
        switch_to(page, code)
        heading = page.locator("[data-breakdown] h2").inner_text()
        assert heading == expected(code, "breakdown.heading", number=1)
        assert page.locator(".status .turn").inner_text() == expected(code, "turn.over")


def test_every_language_on_the_minchiate_table(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=minchiate&seed=13&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='discard']", timeout=WAIT_MS)
    for code in messages.LANGUAGES:
        switch_to(page, code)
        assert page.locator("[data-panel='discard'] h2").inner_text() == expected(code, "m.discard.heading", count=3)


def test_italian_game_words_are_explained_on_focus(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=2&speed=0")
    scopa_finish_deal(page)
    switch_to(page, "da")
    term = page.locator("[data-breakdown] tr[data-row='primiera'] [data-tip]")
    term.focus()
    tip = term.get_attribute("data-tip")
    from pyapp.rules_content import GLOSSARY

    assert tip == GLOSSARY["da"]["primiera"] and term.get_attribute("title") == tip
