"""Two tabs of the site in one browser, a shared link over a game in progress, and a full storage
(issue 22): one tab plays a game, another offers to take it over; statistics merge across tabs; a
link asks before replacing a game; a refused save is said in the page's language."""

from __future__ import annotations

import json
import re
import time
from typing import Any

from conftest import IDLE, WAIT_MS, open_app, scopa_play_card
from playwright.sync_api import expect

from pyapp.i18n import messages

SCOPA = "game=scopa&seed=7&speed=0"


def plays(page: Any) -> str:
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    return str(page.get_attribute("#app .game", "data-plays"))


def stored_stats(page: Any) -> dict[str, Any]:
    return dict(json.loads(page.evaluate("localStorage.getItem('tavolo.stats')"))["body"])


# Waits (up to 10 s) until the stored statistics hold a change of Scopa's made after *stamp*.
STATS_WRITTEN_AFTER = """async (stamp) => {
    for (let tries = 0; tries < 100; tries += 1) {
        const changed = JSON.parse(localStorage.getItem('tavolo.stats')).changed || {};
        if (changed.scopa > stamp) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
}"""


def test_one_tab_plays_a_game_another_takes_it_over_and_statistics_merge(
        page: Any, site_url: str, problems: Any) -> None:
    open_app(page, site_url, SCOPA)
    scopa_play_card(page)
    played = plays(page)

    other = page.context.new_page()
    problems.attach(other)
    open_app(other, site_url, "game=scopa")  # the same game, in a second tab
    offer = other.locator("#app [data-screen='elsewhere']:not([data-moved])")
    offer.wait_for()
    heading = messages.text("tabs.elsewhere.heading", game="Scopa")
    expect(other.locator("#announce")).to_have_text(re.compile("^" + re.escape(heading)))
    expect(other.locator("[data-key='tab-take']")).to_be_focused()
    other.keyboard.press("Enter")  # "Play it here"
    assert plays(other) == played, "the second tab goes on with the first tab's game"
    page.wait_for_selector("#app [data-screen='elsewhere'][data-moved]", timeout=WAIT_MS)
    expect(page.locator("#app h2")).to_contain_text("moved to another tab")
    scopa_play_card(other)
    assert plays(other) != played
    # (the tab saves its game after the move, a moment later: wait for the save)
    other.wait_for_function("() => (JSON.parse(localStorage.getItem('tavolo.save.scopa') || 'null') || {body: {}})"
                            ".body.seed === 7")

    # Statistics another tab wrote (a Minchiate result among them) reach this one; this tab's own
    # write of the statistics (a reset of Scopa's) keeps that result.
    stamp = int(time.time() * 1000)
    other.evaluate("""(stamp) => localStorage.setItem('tavolo.stats', JSON.stringify({version: 1, body: {
        minchiate: {played: 1, won: 1, lost: 0, drawn: 0, streak: 1, best_streak: 1, deals: 1, points: 12},
        scopa: {played: 2, won: 1, lost: 1, drawn: 0, streak: 0, best_streak: 1, deals: 4, points: 15}},
        changed: {minchiate: stamp, scopa: stamp}}))""", stamp)
    page.click("[data-action='menu']")
    page.click("[data-action='stats-open']")
    page.wait_for_selector("[data-dialog='stats'] [data-stats='minchiate'] td[data-stat='won']:text-is('1')")
    page.click("[data-action='stats-reset:scopa']")
    page.click("[data-action='stats-reset-confirm:scopa']")
    assert page.evaluate(STATS_WRITTEN_AFTER, stamp), "this tab wrote its statistics"
    stats = stored_stats(page)
    assert "scopa" not in stats and stats["minchiate"]["won"] == 1, "the other tab's result survives this tab's write"
    # Back in the first tab, the game is not offered as playable here: the other tab has it.
    page.keyboard.press("Escape")
    page.click("[data-action='open:scopa']")
    page.wait_for_selector("#app [data-screen='elsewhere']:not([data-moved])")


def test_a_shared_link_asks_before_replacing_the_game_in_progress(page: Any, site_url: str) -> None:
    open_app(page, site_url, SCOPA)
    scopa_play_card(page)
    played = plays(page)
    open_app(page, site_url, "game=scopa&seed=42&speed=0")  # a link to another deal
    dialog = page.locator("#dialog [role='alertdialog'][data-dialog='link']")
    dialog.wait_for()
    assert dialog.get_attribute("aria-labelledby") and dialog.get_attribute("aria-describedby")
    expect(page.locator("[data-key='link-keep']")).to_be_focused()
    page.keyboard.press("Escape")  # no answer: the game in progress stays
    page.wait_for_selector("#dialog [data-dialog]", state="detached")
    assert plays(page) == played and "seed=7" in page.url
    # Back to the link (the browser's history), answered with the keyboard: the link's deal.
    page.evaluate("history.pushState(null, '', '?game=scopa&seed=42&speed=0'); "
                  "dispatchEvent(new PopStateEvent('popstate'))")
    dialog.wait_for()
    page.go_back()  # Back past the question: it leaves with its screen (it could not be answered any more)
    page.wait_for_selector("#dialog [data-dialog]", state="detached")
    assert plays(page) == played and "seed=7" in page.url
    page.go_forward()
    dialog.wait_for()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.key") == "link-play"
    page.keyboard.press("Enter")
    page.wait_for_selector("#dialog [data-dialog]", state="detached")
    plays(page)
    assert "seed=42" in page.url and page.get_attribute("#app .game", "data-plays") != played


FULL_STORAGE = """
const store = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
  if (String(key).startsWith('tavolo.save.')) throw new DOMException('Quota exceeded.', 'QuotaExceededError');
  return store.call(this, key, value);
};
"""


def test_a_full_storage_is_said_in_the_pages_language_and_the_game_reopens_as_left(
        browser: Any, site_url: str) -> None:
    context = browser.new_context(locale="it-IT")
    context.add_init_script(FULL_STORAGE)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        open_app(page, site_url, SCOPA)
        scopa_play_card(page)
        played = plays(page)
        messages.set_language("it")
        try:
            notice = messages.text("notice.storage_full")
        finally:
            messages.set_language("en")
        expect(page.locator("#app [data-notices]")).to_contain_text(notice, timeout=WAIT_MS)
        assert page.evaluate("localStorage.getItem('tavolo.save.scopa')") is None
        page.click("[data-action='menu']")
        page.click("[data-action='open:scopa']")
        assert plays(page) == played, "the game reopens as it was left, not from the stale storage"
        assert not errors, errors
    finally:
        context.close()
