"""Issue #41, 5: the deal review of each game in the browser, opened at the end of a deal played by
clicking and stepped through by keyboard: each step shows the table (or the trick) and the hand with
the player's card marked, the Expert's verdict arrives in place of "the Expert is thinking", and where
the Expert would have played otherwise its card is marked and what it changes is said."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import IDLE, WAIT_MS, open_app, scopa_finish_deal
from playwright.sync_api import expect
from test_minchiate_browser import play_the_deal

REVIEW = "#dialog [data-dialog='review'] .review"
JUDGED = f"{REVIEW}:not([data-expert='thinking'])"
EXPERT_MS = 90_000  # the Expert's choice for one step, on a busy machine

GAMES = {  # game: (query, the player's steps in a deal)
    "scopa": ("game=scopa&seed=2&speed=0", 18),
    "scopone": ("game=scopone&seed=5&speed=0", 10),
    "minchiate": ("game=minchiate&seed=13&speed=0", 21),
}


def finish_deal(page: Any, game: str) -> None:
    """Plays the deal of *game* by clicking to its breakdown."""
    if game == "minchiate":
        play_the_deal(page)
    else:
        scopa_finish_deal(page)
    page.wait_for_selector(f"{IDLE} [data-breakdown]", timeout=WAIT_MS)


def at_step(page: Any, step: int) -> Any:
    """The review once it shows *step* with the Expert's verdict."""
    page.wait_for_selector(f"{JUDGED}[data-step='{step}']", timeout=EXPERT_MS)
    return page.locator(REVIEW)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_review_steps_through_the_deal_with_the_experts_verdicts(page: Any, site_url: str, game: str) -> None:
    query, total = GAMES[game]
    open_app(page, site_url, query)
    finish_deal(page, game)
    page.click("#app [data-action='review-open']")
    review = at_step(page, 0)
    assert review.get_attribute("data-total") == str(total)
    heading = page.locator("#dialog #dialog-heading")
    expect(heading).to_be_in_viewport()
    board = page.locator(f"{REVIEW} .review-board")
    expect(board).to_have_count(1)
    hand = board.locator(".review-row").last
    expect(hand.locator(".review-card.by-you")).to_have_count(1)  # the player's card, marked in the hand
    expect(page.locator(f"{REVIEW} .review-basis")).to_be_visible()  # "from what you could see then"
    # the keyboard moves it: End, Home, the arrows
    page.keyboard.press("End")
    at_step(page, total - 1)
    page.keyboard.press("Home")
    at_step(page, 0)
    differs = None
    for step in range(1, total):
        page.keyboard.press("ArrowRight")
        review = at_step(page, step)
        kind = review.get_attribute("data-expert")
        assert kind in ("same", "other", "only"), kind
        if kind == "other" and differs is None:
            differs = step
            expert = review.get_attribute("data-expert-choice")
            assert expert and expert != review.get_attribute("data-played")
            expect(board.locator(".review-card.by-expert")).not_to_have_count(0)  # the Expert's card, marked
            expect(page.locator(f"{REVIEW} .review-changes li")).not_to_have_count(0)  # what it changes, said
            break
    assert differs is not None, f"the Expert differs from the first legal plays somewhere in this {game} deal"
    page.keyboard.press("ArrowLeft")
    at_step(page, differs - 1)
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog .dialog", state="detached", timeout=WAIT_MS)
