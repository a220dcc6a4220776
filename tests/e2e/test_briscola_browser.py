"""Briscola in the real browser (issue 44): a whole match at two, three and four seats by mouse at
1280 x 800, a whole game at each table size by touch on a 390 x 844 phone, the keyboard (the cards by
number, the exchange by its key), and a reload that resumes the match. Every wait is for a state (CI
is busy); the page must show no console error and make no request to another origin (the ``problems``
collector)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from conftest import WAIT_MS, open_app
from profiles import fresh_page

IDLE = "#app:not([data-busy]) .game-briscola"
PHONE = {"width": 390, "height": 844}


def phase(page: Any) -> str:
    """Waits until the Briscola screen accepts input; returns its phase."""
    page.wait_for_selector(f"{IDLE}[data-phase='human'], {IDLE}[data-phase='game-over'], "
                           f"{IDLE}[data-phase='match-over']", timeout=WAIT_MS)
    return str(page.get_attribute("#app .game", "data-phase"))


def play_card(page: Any, press: Callable[[Any], None] = lambda card: card.click()) -> str:
    """Plays the player's first card (by *press*: a click, a tap), waits for the move; returns the card."""
    assert phase(page) == "human"
    before = page.get_attribute("#app .game", "data-moves")
    card = page.locator("#app .hand [data-action^='card:']").first
    played = str(card.get_attribute("data-card"))
    press(card)
    page.wait_for_selector(f"#app .game:not([data-moves='{before}'])", timeout=WAIT_MS)
    return played


def counted_cards(page: Any) -> int:
    """Every card on the table as drawn: hands, backs, the stock count, the trick and the piles."""
    return int(page.evaluate("""() => {
      const app = document.querySelector('#app');
      const seats = [...app.querySelectorAll('.seat[data-count]')].reduce((sum, s) => sum + Number(s.dataset.count), 0);
      const piles = [...app.querySelectorAll('.pile[data-count]')].reduce((sum, p) => sum + Number(p.dataset.count), 0);
      return app.querySelectorAll('.hand [data-card]').length + seats + piles
        + Number(app.querySelector('.stock').dataset.count) + app.querySelectorAll('.trick [data-card]').length;
    }"""))


def sheet_points(page: Any) -> list[int]:
    page.wait_for_selector("#app [data-breakdown]", timeout=WAIT_MS)
    return [int(value) for value in page.locator("#app [data-breakdown] td[data-points]").evaluate_all(
        "cells => cells.map(c => c.dataset.points)")]


# A whole match at each table size by mouse on a desktop: two players the default best of 3 (games
# until one side has won two), three and four a single game.
MATCHES = (("players=2&seed=7", 2, 34), ("players=3&seed=5&format=single", 3, 30),
           ("players=4&seed=3&format=single", 4, 28))


@pytest.mark.parametrize(("query", "seats", "stock"), MATCHES, ids=["2-best-of-3", "3-single", "4-single"])
def test_a_whole_match_by_mouse(page: Any, site_url: str, query: str, seats: int, stock: int) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, site_url, f"game=briscola&{query}&speed=0&level=random")
    assert phase(page) == "human"
    assert page.locator("#app .briscola-svg.layout-wide").count() == 1
    assert page.locator("#app .stock .card.briscola").count() == 1, "the briscola lies face up under the stock"
    assert page.get_attribute("#app .stock", "data-count") == str(stock)
    deck = 39 if seats == 3 else 40
    assert counted_cards(page) == deck
    games = 0
    while True:
        play_card(page)
        if phase(page) != "human":
            games += 1
            if phase(page) == "game-over":
                assert sum(sheet_points(page)) == 120
                page.click("#app [data-action='next-game']")
                page.wait_for_selector(f"{IDLE}[data-phase='human'], {IDLE}[data-phase='computer']", timeout=WAIT_MS)
                continue
            break
        assert counted_cards(page) == deck
    assert phase(page) == "match-over"
    assert games >= (2 if seats == 2 else 1)
    points = sheet_points(page)
    assert sum(points) == 120 and len(points) == (3 if seats == 3 else 2)
    assert page.locator("#app [data-match-verdict]").count() == 1
    page.click("#app [data-action='new-match']")
    # the new match's first game, at the player's first turn (the computers before them have played)
    page.wait_for_selector(f"{IDLE}[data-game-number='1'][data-phase='human']", timeout=WAIT_MS)
    assert int(page.get_attribute("#app .game", "data-moves") or 0) < seats
    assert counted_cards(page) == deck


def touch_page(browser: Any, site_url: str) -> Any:
    """A phone-sized page with touch, checked like the ``page`` fixture's."""
    return fresh_page(browser, site_url, viewport=PHONE, has_touch=True, is_mobile=True, device_scale_factor=2)


def play_a_game_by_touch(page: Any, site_url: str, query: str, seats: int) -> None:
    open_app(page, site_url, f"game=briscola&{query}&format=single&speed=0&level=random")
    assert phase(page) == "human"
    assert page.locator("#app .briscola-svg.layout-tall").count() == 1
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert page.locator("#app .seat[data-count]").count() == seats - 1
    for box in (card.bounding_box() for card in page.locator("#app .hand [data-card]").all()):
        assert box["width"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    deck = 39 if seats == 3 else 40
    assert counted_cards(page) == deck
    while phase(page) == "human":
        play_card(page, lambda card: card.tap())
        if phase(page) == "human":
            assert counted_cards(page) == deck
    assert phase(page) in ("game-over", "match-over")
    assert sum(sheet_points(page)) == 120


def test_a_whole_four_player_game_by_touch_on_a_phone(browser: Any, site_url: str) -> None:
    with touch_page(browser, site_url) as page:
        play_a_game_by_touch(page, site_url, "players=4&seed=3&partner_hand_at_end=1", 4)
        assert page.locator("#app [data-breakdown] thead th").all_inner_texts()[1:] == ["You & Partner",
                                                                                         "East & West"]


def test_a_whole_two_player_game_by_touch_on_a_phone(browser: Any, site_url: str) -> None:
    with touch_page(browser, site_url) as page:
        play_a_game_by_touch(page, site_url, "players=2&seed=11", 2)
        assert len(page.locator("#app [data-breakdown] td[data-points]").all()) == 2


def test_a_whole_three_player_game_by_touch_on_a_phone(browser: Any, site_url: str) -> None:
    with touch_page(browser, site_url) as page:
        play_a_game_by_touch(page, site_url, "players=3&seed=5", 3)
        assert len(page.locator("#app [data-breakdown] td[data-points]").all()) == 3


def test_the_keyboard_plays_a_few_tricks_and_makes_the_exchange_and_a_reload_resumes(page: Any,
                                                                                      site_url: str) -> None:
    # A seed that deals the player the 2 of trumps, to play first: the exchange is offered at once.
    open_app(page, site_url, f"game=briscola&seed={exchange_seed()}&exchange=two&speed=0&level=random")
    assert phase(page) == "human"
    button = page.locator("#app [data-action^='swap:']")
    assert button.count() == 1
    given = str(button.get_attribute("data-action")).removeprefix("swap:")
    face_up = page.get_attribute("#app .stock .card.briscola", "data-card")
    page.keyboard.press("x")
    page.wait_for_selector(f"#app .stock .card.briscola[data-card='{given}']", timeout=WAIT_MS)
    page.wait_for_selector(f"#app .hand [data-card='{face_up}']", timeout=WAIT_MS)
    assert page.locator("#app [data-action^='swap:']").count() == 0, "one exchange a turn"
    for _ in range(3):
        assert phase(page) == "human"
        before = page.get_attribute("#app .game", "data-moves")
        page.keyboard.press("1")
        page.wait_for_selector(f"#app .game:not([data-moves='{before}'])", timeout=WAIT_MS)
    # Enter on a focused card plays it too.
    assert phase(page) == "human"
    before = page.get_attribute("#app .game", "data-moves")
    page.locator("#app .hand [data-action^='card:']").last.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(f"#app .game:not([data-moves='{before}'])", timeout=WAIT_MS)
    assert phase(page) == "human"
    moves = page.get_attribute("#app .game", "data-moves")
    hand = page.locator("#app .hand [data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)")
    page.reload()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=WAIT_MS)
    page.wait_for_selector(f"#app .game-briscola[data-moves='{moves}']", timeout=WAIT_MS)
    assert page.locator("#app .hand [data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)") == hand
    assert "exchange=two" in page.url


def exchange_seed() -> int:
    """A seed whose first game deals the player the 2 of trumps and lets them play first."""
    from pyapp.briscola import BriscolaOptions
    from pyapp.ui.briscola.table import BriscolaTable

    for seed in range(1, 500):
        table = BriscolaTable.new(seed, BriscolaOptions(exchange="two"))
        if f"2{table.state.trump}" in table.state.hands[0] and table.state.to_play == 0:
            return seed
    raise AssertionError("no seed deals the player the 2 of trumps to play first")
