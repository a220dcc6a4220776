"""Scopone in the real browser (issue 19): a whole deal played by clicking against three computers
(the partner among them), a shared link with the mode and the rules, the keyboard, resume after a
reload, and the four-seat table on a 360 px phone."""

from __future__ import annotations

from typing import Any

from conftest import WAIT_MS, open_app, scopa_phase, scopa_play_card
from test_scopa_browser import breakdown_adds_up


def seat_counts(page: Any) -> dict[int, int]:
    """How many cards each computer seat shows face down."""
    counts = page.locator("#app .seat[data-count]").evaluate_all(
        "seats => seats.map(s => [Number(s.dataset.seat), Number(s.dataset.count)])")
    return dict(counts)


def pile_counts(page: Any) -> tuple[int, int]:
    us = int(page.get_attribute("#app .pile[data-pile='0']", "data-count"))
    them = int(page.get_attribute("#app .pile[data-pile='1']", "data-count"))
    return us, them


def test_a_whole_scopone_deal_by_clicking(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopone&seed=5&speed=0&level=random")
    page.wait_for_selector("#app .game[data-game='scopone']")
    assert page.locator("#app .hand [data-card]").count() + sum(seat_counts(page).values()) \
        + page.locator("#app .table-cards [data-card]").count() + sum(pile_counts(page)) == 40
    plays = 0
    while scopa_phase(page) == "human":
        hand_before = page.locator("#app .hand [data-card]").count()
        seats_before = seat_counts(page)
        scopa_play_card(page)
        plays += 1
        # Three computers played in between (or the deal ended): every move leaves its line.
        if scopa_phase(page) == "human":
            assert page.locator("#app .hand [data-card]").count() == hand_before - 1
            counts = seat_counts(page)
            assert counts == {seat: count - 1 for seat, count in seats_before.items()}, "each seat played once"
            assert set(counts) == {1, 2, 3}
            assert page.get_attribute("#app .move-log", "data-newest").startswith("3:")
            # a move of each seat stays in view: the phone layout shows the lines marked recent
            seats = page.locator("#app .move-log li[data-recent]").evaluate_all(
                "lines => lines.map(line => line.dataset.seat)")
            assert seats == ["0", "1", "2", "3"]
    assert plays == 10, "scientifico: ten cards each, all played by the player"
    breakdown_adds_up(page)
    rows = page.locator("[data-breakdown] tbody tr").evaluate_all("rows => rows.map(r => r.dataset.row)")
    assert rows == ["cards", "coins", "settebello", "primiera", "scope", "deal", "match"]
    heads = page.locator("[data-breakdown] thead th").all_inner_texts()
    assert heads[1:] == ["Us", "Them"]
    cards = [int(page.locator(f"[data-breakdown] tr[data-row='cards'] td:nth-child({column})").inner_text().split()[0])
             for column in (2, 3)]
    assert sum(cards) == 40 and tuple(cards) == pile_counts(page)
    page.click("[data-action='next-deal']")
    page.wait_for_selector("#app .game[data-deal='2']", timeout=WAIT_MS)
    assert page.get_attribute("#app .meta [data-dealer]", "data-dealer") == "1", "the deal passes to the right"


def test_a_shared_link_carries_the_mode_and_the_rules(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopone&mode=classico&target=21&napola=1&seed=7&speed=0")
    page.wait_for_selector("#app .game[data-game='scopone'][data-mode='classico']")
    assert page.get_attribute("#app .meta [data-rules]", "data-rules") == "mode=classico,target=21,napola"
    assert "Classico" in page.locator("#app .meta [data-rules]").inner_text()
    assert page.locator("#app .table-cards [data-card]").count() >= 3  # four dealt, the first plays may have taken
    assert "mode=classico" in page.url and "target=21" in page.url


def test_the_keyboard_plays_and_a_reload_resumes_the_deal(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopone&seed=11&speed=0&level=random")
    assert scopa_phase(page) == "human"
    before = page.get_attribute("#app .game", "data-plays")
    hand = page.locator("#app .hand [data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)")
    page.locator("#app .hand [data-action^='hand:']").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(f"#app .game[data-selected], #app .game:not([data-plays='{before}'])", timeout=WAIT_MS)
    if page.locator("#app .game[data-selected]").count():
        page.keyboard.press("Escape")
        page.wait_for_selector("#app .game:not([data-selected])")
        key = str(hand.index(page.locator("#app .hand [data-options='1']").first.get_attribute("data-card")) + 1)
        page.keyboard.press(key)
    page.wait_for_selector(f"#app .game:not([data-plays='{before}'])", timeout=WAIT_MS)
    scopa_phase(page)
    plays = page.get_attribute("#app .game", "data-plays")
    page.reload()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=WAIT_MS)
    page.wait_for_selector(f"#app .game[data-game='scopone'][data-plays='{plays}']", timeout=WAIT_MS)


def test_the_phone_table_fits_and_every_card_is_a_44_px_target(page: Any, site_url: str) -> None:
    page.set_viewport_size({"width": 360, "height": 640})
    open_app(page, site_url, "game=scopone&seed=5&speed=0&level=random")
    assert scopa_phase(page) == "human"
    assert page.locator("#app .scopone-svg.layout-tall").count() == 1
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    boxes = [card.bounding_box() for card in page.locator("#app .hand [data-card]").all()]
    assert len(boxes) == 10
    # What is tappable of each card: its box less the part a later card covers.
    for index, box in enumerate(boxes):
        x, y = box["x"] + box["width"] / 2, box["y"] + 12
        hit = page.evaluate("([x, y]) => document.elementFromPoint(x, y)?.closest('[data-card]')?.dataset.card",
                            [x, y])
        assert hit == page.locator("#app .hand [data-card]").nth(index).get_attribute("data-card")
        assert box["width"] >= 44
    for seat in (1, 2, 3):
        seat_box = page.locator(f"#app .seat[data-seat='{seat}']").bounding_box()
        assert seat_box["x"] >= 0 and seat_box["x"] + seat_box["width"] <= 360
