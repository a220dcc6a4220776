"""Minchiate in the real browser: the start screen, discards, declarations, a whole deal, the
tricks in the log and the last trick on the table, and what a phone shows."""

from __future__ import annotations

import re
from typing import Any

from conftest import open_app
from playwright.sync_api import expect

from pyapp.games import SITE_GAME_NAMES

WAIT_MS = 45_000
IDLE = "#app:not([data-busy]) .game"
CHOICES = ("discard", "declare", "play", "over")


def wait_for_choice(page: Any) -> str:
    selector = ", ".join(f"{IDLE}[data-phase='{phase}']" for phase in CHOICES)
    page.wait_for_selector(selector, timeout=WAIT_MS)
    return str(page.get_attribute("#app .game", "data-phase"))


def click_card(card: Any) -> None:
    """Clicks a hand card where a player would: on its visible left edge (the cards overlap)."""
    card.click(position={"x": 10, "y": 30})


def discard_by_clicking(page: Any) -> None:
    needed = int(page.get_attribute("#app .game", "data-discards"))
    confirm = page.locator("[data-action='discard']")
    assert confirm.is_disabled(), "confirming is impossible before the required number is selected"
    unplayable = page.locator("#app .hand .card.unplayable")
    assert unplayable.count() > 0, "cards worth points must not be selectable for discarding"
    for index in range(needed):
        click_card(page.locator("#app .hand [data-action^='card:'][aria-pressed='false']").first)
        page.wait_for_selector(f"#app .hand [aria-pressed='true'] >> nth={index}", state="attached")
    assert page.locator("#app .hand [aria-pressed='true']").count() == needed
    confirm.click()
    # The choice screen stays (idle) until the worker has taken the discards: wait for that, or the
    # next look would take the old screen for a second discard.
    page.wait_for_selector(f"#app .game:not([data-discards='{needed}'])", state="attached", timeout=WAIT_MS)


def declare_by_clicking(page: Any) -> None:
    """Confirms the declaration and waits for the worker to take it (as for the discards)."""
    page.click("[data-action='declare']")
    page.wait_for_selector("#app .game:not([data-phase='declare'])", state="attached", timeout=WAIT_MS)


def play_a_card(page: Any) -> None:
    before = page.get_attribute("#app .game", "data-plays")
    click_card(page.locator("#app .hand [data-action^='card:']").first)
    page.wait_for_selector(f"#app .game:not([data-plays='{before}'])", timeout=WAIT_MS)


def play_the_deal(page: Any) -> dict[str, int]:
    seen = {"discard": 0, "declare": 0, "play": 0}
    while True:
        phase = wait_for_choice(page)
        if phase == "over":
            return seen
        seen[phase] += 1
        if phase == "discard":
            discard_by_clicking(page)
        elif phase == "declare":
            toggles = page.locator("[data-action^='combo:']")
            assert toggles.count() >= 1
            toggles.first.click()  # withhold one combination, declare the rest
            page.wait_for_selector("[data-action^='combo:'][aria-pressed='false']", state="attached")
            declare_by_clicking(page)
        else:
            play_a_card(page)
        assert sum(seen.values()) < 60


def test_start_screen_offers_every_game_and_opens_minchiate(page: Any, site_url: str) -> None:
    open_app(page, site_url, "")
    offered = page.locator("[data-action^='open:']").evaluate_all("buttons => buttons.map(b => b.dataset.action)")
    assert offered == [f"open:{name}" for name in SITE_GAME_NAMES]
    page.click("[data-action='open:minchiate']")
    page.wait_for_selector("#app .game-minchiate", timeout=WAIT_MS)
    assert "game=minchiate" in page.url and "seed=" in page.url
    page.click("[data-action='menu']")
    page.wait_for_selector("[data-screen='start']")


def test_a_whole_deal_with_discards_and_declarations_to_the_result(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=minchiate&seed=13&speed=0")
    seen = play_the_deal(page)
    assert seen["discard"] == 1 and seen["declare"] == 1 and seen["play"] == 21
    dialog = page.locator("[data-breakdown]")
    final_a = int(dialog.locator("[data-final-a]").get_attribute("data-final-a"))
    final_b = int(dialog.locator("[data-final-b]").get_attribute("data-final-b"))
    assert int(dialog.get_attribute("data-net")) == final_a - final_b
    assert dialog.locator("tr[data-row='cards'] td").count() == 2
    log = page.locator(".log-list li")
    assert log.count() > 21, "the log says every event in words"
    page.click("[data-action='review-open']")
    page.wait_for_selector("[data-dialog='review'] .review[data-step='0'][data-total='21']")
    page.click("[data-action='review-step:1']")
    page.wait_for_selector("[data-dialog='review'] .review[data-step='1']")
    trick = page.locator("[data-dialog='review'] .review-board .review-row").first
    expect(trick.locator(".review-card")).to_have_count(4)  # the trick's four cards
    page.keyboard.press("Escape")
    page.click("[data-action='again']")
    page.wait_for_selector(f"{IDLE}[data-tricks='0']", timeout=WAIT_MS)


def test_skipping_the_setup_animation(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=minchiate&seed=13")
    page.wait_for_selector("[data-action='skip']", timeout=WAIT_MS)
    page.click("[data-action='skip']")
    page.wait_for_selector(f"{IDLE}[data-phase='discard']", timeout=5_000)


# Every hand card must own a 44 x 44 px square at its top-left corner (the part the cards drawn
# after it, to its right and in the row below, leave uncovered): sampled every 4 px.
TAP_SQUARES = """() => [...document.querySelectorAll('#app .hand .card')].map(card => {
  const box = card.getBoundingClientRect();
  let misses = 0;
  for (let dx = 2; dx <= 42; dx += 4) for (let dy = 2; dy <= 42; dy += 4) {
    const hit = document.elementFromPoint(box.left + dx, box.top + dy);
    if (!hit || hit.closest('.card') !== card) misses += 1;
  }
  return [card.dataset.card, Math.round(box.width), misses];
})"""


# Where the hand, the discard sheet and the (maybe sticky) header are on the screen.
DISCARD_VIEW = """() => {
  const box = (selector) => document.querySelector(selector).getBoundingClientRect();
  const status = document.querySelector('#app .status');
  const sticky = getComputedStyle(status).position === 'sticky';
  return {hand: box('#app .hand'), sheet: box("#app [data-panel='discard']"), confirm: box("[data-action='discard']"),
          headerBottom: sticky ? status.getBoundingClientRect().bottom : 0, height: innerHeight};
}"""


def test_on_phones_the_whole_hand_is_in_view_and_tappable_while_discarding(browser: Any, site_url: str) -> None:
    for width, height in ((360, 640), (390, 844)):
        page = browser.new_page(viewport={"width": width, "height": height})
        open_app(page, site_url, "game=minchiate&seed=13&speed=0")
        assert wait_for_choice(page) == "discard"
        hand = page.locator("#app .hand .card")
        assert hand.count() >= 21
        # No scrolling by the player: the page brings the hand and the sheet under it into view.
        view = page.evaluate(DISCARD_VIEW)
        assert view["hand"]["top"] >= view["headerBottom"], view
        assert view["sheet"]["top"] >= view["hand"]["bottom"] - 1, view  # the sheet never covers the hand
        assert view["confirm"]["bottom"] <= view["height"], view
        cards = page.evaluate(TAP_SQUARES)
        assert cards and all(misses == 0 for _, _, misses in cards), f"{width}x{height}: {cards}"
        page.close()


def test_on_a_phone_the_refusal_of_an_unplayable_card_shows_on_screen(browser: Any, site_url: str) -> None:
    page = browser.new_page(viewport={"width": 390, "height": 844})
    open_app(page, site_url, "game=minchiate&seed=13&speed=0")
    while True:  # play on until the hand holds a card that cannot follow
        phase = wait_for_choice(page)
        assert phase != "over", "seed 13 offers an unplayable card in play"
        if phase == "discard":
            discard_by_clicking(page)
        elif phase == "declare":
            declare_by_clicking(page)
        elif page.locator("#app .hand [data-action^='why:']").count():
            break
        else:
            play_a_card(page)
    refused = page.locator("#app .hand [data-action^='why:']").first
    refused.scroll_into_view_if_needed()
    click_card(refused)
    reason = page.locator("#app .reason")
    reason.wait_for(timeout=WAIT_MS)
    box = reason.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844, box
    assert reason.is_visible()
    page.close()


# Where the end-of-deal result's heading is, and the bottom of the header when it stays on screen.
RESULT_VIEW = """() => {
  const status = document.querySelector('#app .status');
  const sticky = ['sticky', 'fixed'].includes(getComputedStyle(status).position);
  const heading = document.querySelector('#app [data-breakdown] h2').getBoundingClientRect();
  return {top: Math.round(heading.top), bottom: Math.round(heading.bottom),
          headerBottom: sticky ? Math.round(status.getBoundingClientRect().bottom) : 0, height: innerHeight};
}"""


def test_on_a_phone_the_header_never_covers_the_result_of_the_deal(browser: Any, site_url: str) -> None:
    page = browser.new_page(viewport={"width": 390, "height": 844})
    open_app(page, site_url, "game=minchiate&seed=13&speed=0")
    play_the_deal(page)
    views = []
    for _ in range(30):  # the page brings the result into view (smoothly, maybe): until it settles
        views.append(page.evaluate(RESULT_VIEW))
        if len(views) > 2 and views[-1] == views[-2] == views[-3]:
            break
        page.wait_for_timeout(100)
    view = views[-1]
    assert view["top"] >= view["headerBottom"], f"the header covers the result's heading: {view}"
    assert view["bottom"] <= view["height"], f"the result's heading is below the screen: {view}"
    page.close()


def play_until_tricks(page: Any, tricks: int) -> None:
    """Plays by clicking until *tricks* tricks are over and it is the player's turn to play."""
    while True:
        phase = wait_for_choice(page)
        assert phase != "over"
        if phase == "discard":
            discard_by_clicking(page)
        elif phase == "declare":
            declare_by_clicking(page)
        elif int(page.get_attribute("#app .game", "data-tricks")) >= tricks:
            return
        else:
            play_a_card(page)


def test_the_log_shows_each_tricks_cards_and_the_last_trick_turns_up_on_the_table(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=minchiate&seed=13&speed=0")
    play_until_tricks(page, 3)
    tricks = page.locator("#app .log-list .log-trick")
    expect(tricks).to_have_count(3)
    newest = tricks.last  # the log reads oldest first, kept scrolled to its newest line
    expect(newest).to_have_attribute("data-trick", "3")
    expect(newest.locator("figure")).to_have_count(4)
    expect(newest.locator("figure.lead")).to_have_count(1)
    expect(newest.locator("figure").first).to_have_class(re.compile(r"\blead\b"))  # the leader's card first
    expect(newest.locator("figure.winner")).to_have_attribute("data-seat", str(newest.get_attribute("data-winner")))
    expect(newest.locator(".visually-hidden")).to_contain_text("Trick 3: ")
    seats = newest.locator("figure").evaluate_all("figures => figures.map(figure => figure.dataset.seat)")

    last = page.locator("#app .last-trick[data-action='last-trick']")
    expect(last).to_have_attribute("data-last", "3")
    expect(last).to_have_attribute("aria-pressed", "false")
    last.click()
    shown = page.locator("#app .trick.last-shown")
    expect(shown).to_have_attribute("data-trick", "3")
    expect(last).to_have_attribute("aria-pressed", "true")
    assert shown.locator("[data-card]").evaluate_all("cards => cards.map(card => card.dataset.seat)") == seats
    expect(shown.locator(".card.winner")).to_have_attribute("data-seat", str(newest.get_attribute("data-winner")))
    expect(page.locator("#announce")).to_contain_text("Trick 3: ")
    page.keyboard.press("Escape")  # turned back down
    expect(shown).to_have_count(0)
    expect(last).to_have_attribute("aria-pressed", "false")

    last.focus()  # the keyboard turns it up too, and the focus stays on it
    page.keyboard.press("Enter")
    expect(shown).to_have_count(1)
    expect(last).to_be_focused()
    play_a_card(page)  # playing a card turns it back down
    expect(shown).to_have_count(0)


# The hand and the narration of the setup on the screen, read at one moment.
NARRATION_VIEW = """() => {
  const box = (selector) => document.querySelector(selector).getBoundingClientRect().toJSON();
  return {phase: document.querySelector('#app .game').dataset.phase, hand: box('#app .hand'),
          narration: box("#app [data-panel='showing']"), height: innerHeight};
}"""


def test_on_phones_the_setup_narration_never_covers_the_hand(browser: Any, site_url: str) -> None:
    for width, height in ((360, 640), (390, 844)):
        page = browser.new_page(viewport={"width": width, "height": height}, reduced_motion="reduce")
        page.goto(f"{site_url}/index.html?game=minchiate&seed=69&speed=3")  # slow: the setup is told for long
        # The hand dealt (21 cards) while the setup is still being told.
        page.wait_for_selector("#app .game[data-setup][data-phase='showing'] .hand .card >> nth=20",
                               state="attached", timeout=WAIT_MS)
        view = page.evaluate(NARRATION_VIEW)
        assert view["phase"] == "showing", view
        assert view["hand"]["bottom"] <= view["narration"]["top"] + 0.5, f"{width}x{height}: {view}"
        assert view["narration"]["bottom"] <= height + 0.5, f"{width}x{height}: {view}"
        assert view["hand"]["top"] >= 0, f"{width}x{height}: {view}"
        page.close()
