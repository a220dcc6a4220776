"""Keyboard players keep their place: a dialog takes the focus, holds it (the game behind it is
inert) and gives it back to the control that opened it; after a move the focus stays in the hand
(never left on <body>); on a phone the Minchiate table comes into view below the header when the
play begins."""

from __future__ import annotations

from typing import Any

from conftest import IDLE, WAIT_MS, open_app
from playwright.sync_api import expect

FOCUSED = """() => { const e = document.activeElement;
    return e ? [e.tagName, e.getAttribute('data-action') || '', Boolean(e.closest('#dialog'))] : null; }"""


def focused(page: Any) -> list[Any]:
    return list(page.evaluate(FOCUSED))


def test_a_dialog_takes_the_focus_holds_it_and_gives_it_back(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=2&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    plays = page.get_attribute("#app .game", "data-plays")
    # The rules: the dialog's first control takes the focus, Tab never leaves it, and neither Enter
    # nor a card's digit reaches the game behind it.
    page.focus("[data-action='rules-open:scopa']")
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-dialog='rules'] .rules-section")
    page.wait_for_selector("#dialog :focus")
    assert page.evaluate("document.getElementById('app').inert")
    for _ in range(12):
        page.keyboard.press("Tab")
        assert focused(page)[2], f"Tab left the rules dialog: {focused(page)}"
    page.keyboard.press("1")
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog:empty", state="attached")
    expect(page.locator("#app [data-action='rules-open:scopa']")).to_be_focused()
    assert not page.evaluate("document.getElementById('app').inert")
    # Settings and statistics give the focus back to their buttons too.
    for action in ("settings-open", "stats-open"):
        page.focus(f"[data-action='{action}']")
        page.keyboard.press("Enter")
        page.wait_for_selector("#dialog :focus")
        page.keyboard.press("Escape")
        page.wait_for_selector("#dialog:empty", state="attached")
        expect(page.locator(f"#app [data-action='{action}']")).to_be_focused()
    assert page.get_attribute("#app .game", "data-plays") == plays


def test_after_each_keyboard_move_the_focus_is_back_in_the_hand(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=2&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    page.locator("#app .hand [data-action^='hand:']").first.focus()
    for _ in range(3):
        before = page.get_attribute("#app .game", "data-plays")
        page.keyboard.press("Enter")
        page.wait_for_selector(f"#app .game[data-selected], #app .game:not([data-plays='{before}'])", timeout=WAIT_MS)
        if page.locator("#app .game[data-selected]").count():
            page.keyboard.press("Enter")  # the capture choice has the focus: take its first capture
        page.wait_for_selector(f"{IDLE}[data-phase='human']:not([data-plays='{before}'])", timeout=WAIT_MS)
        page.wait_for_selector("#app .hand [data-action^='hand:']:focus", timeout=WAIT_MS)


def test_minchiate_by_keyboard_on_a_phone_keeps_the_focus_and_shows_the_table(page: Any, site_url: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_app(page, site_url, "game=minchiate&seed=13&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='discard']", timeout=WAIT_MS)
    cards = page.locator("#app .hand [data-action^='card:']")
    for index in range(int(page.get_attribute("#app .game", "data-discards") or 0)):
        cards.nth(index).focus()
        page.keyboard.press("Enter")
        # (the worker marks the card chosen: wait for it before the next card)
        page.wait_for_selector(f"#app .hand [aria-pressed='true'] >> nth={index}", state="attached")
    page.wait_for_selector("#app [data-action='discard']:not([disabled])")
    page.focus("#app [data-action='discard']")
    page.keyboard.press("Enter")
    # The discard button is gone: the focus moves to the next step's first control, not <body>.
    page.wait_for_selector(f"{IDLE}[data-phase='declare']", timeout=WAIT_MS)
    page.wait_for_selector("#app .choice-panel button:focus")
    page.focus("#app [data-action='declare']")
    page.keyboard.press("Enter")
    for _ in range(3):
        page.wait_for_selector(f"{IDLE}[data-phase='play'] .hand [data-action^='card:']", timeout=WAIT_MS)
        page.wait_for_selector("#app .hand [data-action^='card:']:focus", timeout=WAIT_MS)
        # At each of the player's turns the table, trick and all, is below the phone's sticky header
        # (the discard sheet had taken the page down).
        header, table, trick = page.evaluate("""() => [
            document.querySelector('#app .status').getBoundingClientRect().bottom,
            document.querySelector('#app .table-wrap').getBoundingClientRect().top,
            document.querySelector('#app .trick').getBoundingClientRect().top]""")
        assert table >= header - 1 and trick >= header, f"the table starts at {table} px, the trick at {trick} px, " \
            f"under the header ending at {header} px"
        before = page.get_attribute("#app .game", "data-plays")
        page.keyboard.press("Enter")
        page.wait_for_selector(f"#app .game:not([data-plays='{before}'])", timeout=WAIT_MS)
