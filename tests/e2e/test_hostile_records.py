"""Stored records as a hostile or unlucky user leaves them, in the browser itself (issue #42): nested
a few thousand levels deep (the browser's Python died on them, "Maximum call stack size exceeded",
before any check ran, and the page never started again), holding a 400-digit number (an
OverflowError on every load) or longer than any record, written before the page starts or by
another tab while this one plays.  Each is set aside on the first load with a notice naming it, and
the game plays."""

from __future__ import annotations

import json
from typing import Any

from conftest import IDLE, WAIT_MS, open_app, scopa_play_card
from playwright.sync_api import expect

from pyapp.i18n import messages


def nested(levels: int) -> str:
    return "[" * levels + "]" * levels


DEEP_SETTINGS = '{"version":1,"body":{"speed":' + nested(3000) + "}}"
HUGE_STATS = ('{"version":1,"body":{"scopa":{"played":1,"won":1,"lost":0,"drawn":0,"streak":1,"best_streak":1,'
              '"deals":1,"points":' + "9" * 400 + "}}}")
DEEP_SAVE = json.dumps({"version": 1, "body": {"seed": 5, "game": '{"deals":' + nested(20_000) + "}"}})
DEEP_STATS = '{"version":1,"body":{"scopa":' + nested(100_000) + "}}"  # 200,000 characters: too long to keep aside
LONG_SETTINGS = '{"version":1,"body":{"speed":"fast","pad":"' + "x" * 1_100_000 + '"}}'

WRITE = "(records) => { for (const [key, text] of Object.entries(records)) localStorage.setItem(key, text); }"
READ = "(keys) => keys.map((key) => localStorage.getItem(key))"


def notices(page: Any) -> str:
    return str(page.locator("#app [data-notices]").inner_text()).replace("\u2019", "'")


def test_deep_huge_and_long_records_are_set_aside_on_the_first_load_with_notices(page: Any, site_url: str) -> None:
    open_app(page, site_url, "")
    page.evaluate(WRITE, {"tavolo.settings": DEEP_SETTINGS, "tavolo.stats": HUGE_STATS,
                          "tavolo.save.scopa": DEEP_SAVE})
    page.goto(f"{site_url}/index.html?game=scopa&seed=9&speed=0")
    expect(page.locator("body[data-ready='1'] #app [data-notices]")).to_be_attached(timeout=WAIT_MS)
    damaged = messages.text("reason.damaged")
    for notice in (messages.text("notice.settings_lost", detail=damaged),
                   messages.text("notice.stats_lost", detail=damaged),
                   messages.text("notice.save_lost", game="Scopa", detail=damaged)):
        assert notice.replace("\u2019", "'") in notices(page)
    assert page.evaluate(READ, ["tavolo.damaged.settings", "tavolo.damaged.stats", "tavolo.damaged.save.scopa",
                                "tavolo.settings", "tavolo.stats"]) == [DEEP_SETTINGS, HUGE_STATS, DEEP_SAVE,
                                                                         None, None]
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    scopa_play_card(page)  # a new game of the link's seed, playable
    page.reload()  # set aside on the first load: the next one starts clean, the new game resumed
    page.wait_for_selector(f"body[data-ready='1'] {IDLE}[data-phase='human']", timeout=WAIT_MS)
    assert page.locator("#app [data-notices]").count() == 0

    # Too long to keep aside (over 100,000 characters), or over any record's length: only removed.
    page.evaluate(WRITE, {"tavolo.stats": DEEP_STATS, "tavolo.settings": LONG_SETTINGS})
    page.goto(f"{site_url}/index.html")
    expect(page.locator("body[data-ready='1'] #app [data-screen='start'] [data-notices]")).to_be_attached(
        timeout=WAIT_MS)
    assert messages.text("notice.stats_lost", detail=damaged).replace("\u2019", "'") in notices(page)
    assert page.evaluate(READ, ["tavolo.stats", "tavolo.settings", "tavolo.damaged.stats"]) == [None, None, HUGE_STATS]


# Waits (up to 20 s) until every key of *expected* holds a text for which the check named by its
# value passes: "record" (a stored record: an object with a body), "gone" (no text).
RECORDS_SETTLE = """async (expected) => {
    const ok = (text, want) => {
        if (want === "gone") return text === null;
        try { const record = JSON.parse(text); return Boolean(record && record.body); } catch (error) { return false; }
    };
    for (let tries = 0; tries < 200; tries += 1) {
        if (Object.entries(expected).every(([key, want]) => ok(localStorage.getItem(key), want))) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const stored = (key) => (localStorage.getItem(key) || "").slice(0, 80);
    return Object.fromEntries(Object.keys(expected).map((key) => [key, stored(key)]));
}"""


def test_the_playing_tab_survives_another_tabs_junk(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=7&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    scopa_play_card(page)
    page.click("[data-action='settings-open']")
    page.click("[data-action='set:back:red']")  # this tab's own settings
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog:empty", state="attached")
    save = page.evaluate("localStorage.getItem('tavolo.save.scopa')")

    other = page.context.new_page()  # another tab of the site, as a script in it would write
    other.goto(f"{site_url}/favicon.svg")
    for records in ({"tavolo.settings": DEEP_SETTINGS, "tavolo.stats": HUGE_STATS, "tavolo.save.scopa": DEEP_SAVE},
                    {"tavolo.stats": DEEP_STATS, "tavolo.settings": LONG_SETTINGS,
                     "tavolo.save.minchiate": DEEP_SAVE}):
        other.evaluate(WRITE, records)
        scopa_play_card(page)  # the playing tab's Python is alive and answers
    # The tab writes its own copies back over the junk: its game, its settings; the statistics it
    # never had are set aside.
    assert page.evaluate(RECORDS_SETTLE, {"tavolo.settings": "record", "tavolo.stats": "gone"}) is True
    assert json.loads(page.evaluate("localStorage.getItem('tavolo.settings')"))["body"]["back"] == "red"
    assert json.loads(page.evaluate("localStorage.getItem('tavolo.save.scopa')"))["body"]["seed"] == 7
    assert page.evaluate("localStorage.getItem('tavolo.save.scopa')") != save, "the tab went on saving its game"
    assert page.locator("#app use[href$='#back-red']").count() > 0
    other.close()
