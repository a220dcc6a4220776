"""The player's experience in the browser: resume after reload, corrupted saves, settings,
statistics, bad URL parameters."""

from __future__ import annotations

import re
from typing import Any

from conftest import IDLE, WAIT_MS, open_app, scopa_play_card
from playwright.sync_api import expect


def play_scopa_card(page: Any) -> None:
    scopa_play_card(page)
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)


def test_a_game_in_progress_survives_a_reload_exactly(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=9&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    play_scopa_card(page)
    play_scopa_card(page)
    plays = page.get_attribute("#app .game", "data-plays")
    hand = page.locator("#app .hand [data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)")
    page.reload()
    page.wait_for_selector(f"body[data-ready='1'] {IDLE}[data-phase='human']", timeout=WAIT_MS)
    assert page.get_attribute("#app .game", "data-plays") == plays
    assert page.locator("#app .hand [data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)") == hand
    # The start screen offers to resume it, and opening Scopa from there resumes.
    page.click("[data-action='menu']")
    page.wait_for_selector("[data-screen='start'] [data-resume]")
    page.click("[data-action='open:scopa']")
    page.wait_for_selector(f"{IDLE}[data-plays='{plays}']", timeout=WAIT_MS)


def test_a_corrupted_save_is_reported_and_a_new_game_starts(page: Any, site_url: str) -> None:
    open_app(page, site_url, "")
    page.evaluate("""() => {
        localStorage.setItem('tavolo.save.minchiate', '{"version":1,"body":{"seed":4,"game":"{broken"}}');
        localStorage.setItem('tavolo.settings', JSON.stringify({version: 1, body: {back: 'red'}}));
    }""")
    page.goto(f"{site_url}/index.html?game=minchiate&speed=0")
    page.wait_for_selector("body[data-ready='1'] [data-notices]", timeout=WAIT_MS)
    expect(page.locator("[data-notices]")).to_contain_text("could not be restored")
    page.wait_for_selector(f"{IDLE}", timeout=WAIT_MS)
    expect(page.locator("#app use[href$='#back-red']").first).to_be_attached()  # settings survive


def test_settings_change_and_are_remembered(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=4&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    page.click("[data-action='settings-open']")
    page.click("[data-action='set:back:red']")
    page.click("[data-action='set:aids:on']")
    # The worker answers each click a moment later, and draws the table again after Escape: wait
    # for each state rather than read the page straight after the key or the click.
    expect(page.locator("[data-action='set:back:red']")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("[data-action='set:aids:on']")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog:empty", state="attached")
    expect(page.locator("#app use[href$='#back-red']").first).to_be_attached()
    expect(page.locator("#app .aid-badge, #app .tracker").first).to_be_attached()
    page.reload()
    page.wait_for_selector(f"body[data-ready='1'] {IDLE}", timeout=WAIT_MS)
    expect(page.locator("#app use[href$='#back-red']").first).to_be_attached()


def test_statistics_show_and_reset_with_confirmation(page: Any, site_url: str) -> None:
    open_app(page, site_url, "")
    page.evaluate("""() => localStorage.setItem('tavolo.stats', JSON.stringify({version: 1, body: {
        scopa: {played: 4, won: 3, lost: 1, drawn: 0, streak: 2, best_streak: 2, deals: 10, points: 41}}}))""")
    page.reload()
    page.wait_for_selector("body[data-ready='1'] [data-screen='start']")
    page.click("[data-action='stats-open']")
    section = page.locator("[data-stats='scopa']")
    expect(section.locator("[data-stat='won']")).to_have_text("3")
    expect(section.locator("[data-stat='per_deal']")).to_have_text("4.1")
    page.click("[data-action='stats-reset:scopa']")
    page.click("[data-action='stats-reset-cancel']")
    page.wait_for_selector("[data-action='stats-reset-cancel']", state="detached")
    expect(page.locator("[data-stats='scopa'] [data-stat='matches']")).to_have_text("4")
    page.click("[data-action='stats-reset:scopa']")
    page.click("[data-action='stats-reset-confirm:scopa']")
    # The worker answers the click a moment later: wait for the new figures.
    expect(page.locator("[data-stats='scopa'] [data-stat='matches']")).to_have_text("0")


def test_bad_url_parameters_fall_back_with_a_notice(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=poker&seed=abc&speed=0")
    notices = page.locator("[data-notices]").inner_text()
    assert "poker" in notices and "abc" in notices
    assert page.locator("[data-screen='start']").count() == 1


def test_rules_open_from_the_table_and_the_game_is_untouched(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=9&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    play_scopa_card(page)
    plays = page.get_attribute("#app .game", "data-plays")
    page.click("[data-action='rules-open:scopa']")
    page.wait_for_selector("[data-dialog='rules'] .rules-section")
    assert page.locator("[data-dialog='rules'] .rules-card").count() > 5
    page.locator("[data-dialog='rules'] [data-action^='rules-goto:']").nth(3).click()
    page.click("[data-action='rules-close']")
    page.wait_for_selector("#dialog:empty", state="attached")
    assert page.get_attribute("#app .game", "data-plays") == plays
    expect(page).to_have_url(re.compile(r"[?&]game=scopa\b"))


def test_the_keyboard_alone_plays(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=7&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    cards = page.locator("#app .hand [data-action^='hand:']")
    cards.first.focus()
    page.keyboard.press("ArrowRight")
    expect(cards.nth(1)).to_be_focused()
    before = page.get_attribute("#app .game", "data-plays")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"#app .game[data-selected], #app .game:not([data-plays='{before}'])", timeout=WAIT_MS)
    if page.locator("#app .game[data-selected]").count():
        page.keyboard.press("Escape")
        page.wait_for_selector("#app .game:not([data-selected])")
        page.keyboard.press("1")
    page.wait_for_selector(f"{IDLE}:not([data-plays='{before}'])", timeout=WAIT_MS)


def test_text_for_screen_readers_only_never_makes_the_page_scroll(page: Any, site_url: str) -> None:
    # A full-height table at 1280 x 800: the live region and other hidden text must not add a
    # pixel below it (it did: 801 px, so a focused button scrolled the whole table by 1 px).
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, site_url, "game=minchiate&seed=13&speed=0")
    page.wait_for_selector("#app:not([data-busy]) .game[data-phase='discard']", timeout=WAIT_MS)
    heights = page.evaluate("""() => {
        const height = () => document.documentElement.scrollHeight;
        const hidden = [...document.querySelectorAll('.visually-hidden')];
        const withText = height();
        hidden.forEach(element => { element.style.display = 'none'; });
        const without = height();
        hidden.forEach(element => { element.style.display = ''; });
        return [hidden.length, withText, without];
    }""")
    assert heights[0] > 0
    assert heights[1] == heights[2]


def scopa_match_with_an_empty_past_deal(seed: int) -> str:
    """The saved text of a Scopa match of *seed* in its second deal, whose past deal is ``[[]]``."""
    import json
    from random import Random

    from pyapp.ui.scopa.table import ScopaTable

    table, rng = ScopaTable.new(seed), Random(seed)
    while table.match.deal_number == 1:
        table = table.apply(rng.choice(table.state.legal_actions())) if table.state.to_play is not None \
            else table.next_deal()
    match = json.loads(table.match.to_text())
    match["past_deals"] = [[]]
    return json.dumps({"version": 1, "body": {"seed": seed, "game": json.dumps(match)}})


def test_damaged_statistics_and_a_damaged_save_are_set_aside_with_notices_naming_them(page: Any,
                                                                                     site_url: str) -> None:
    stats = '{"version":1,"body":{"scopa":[1,2]}}'  # the records: the page once failed for good
    save = scopa_match_with_an_empty_past_deal(6)
    open_app(page, site_url, "")
    page.evaluate("([stats, save]) => { localStorage.setItem('tavolo.stats', stats); "
                  "localStorage.setItem('tavolo.save.scopa', save); }", [stats, save])
    page.reload()
    page.wait_for_selector("body[data-ready='1'] [data-screen='start'] [data-notices]", timeout=WAIT_MS)
    expect(page.locator("[data-notices]")).to_contain_text("statistics of Scopa")
    page.click("[data-action='open:scopa']")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    expect(page.locator("[data-notices]")).to_contain_text("game of Scopa in progress could not be restored")
    kept = page.evaluate("() => [localStorage.getItem('tavolo.damaged.stats'), "
                         "localStorage.getItem('tavolo.damaged.save.scopa')]")
    assert kept == [stats, save], "the damaged records are kept where they can be recovered"
    play_scopa_card(page)  # the new game plays
