"""Issue #41, 3: nothing on the page moves by itself during play. The header's tool buttons moved
41 px and the score 81 px each time the badge switched between "Your turn" and "Computer is
thinking…". The browser's own record of layout shifts (``layout-shift`` performance entries, those
that follow an input included) is read through a whole Scopa deal and a whole Minchiate deal, at
desktop and phone size, from the first screen of the game on: their sum stays under 0.001."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import IDLE, WAIT_MS, open_app, scopa_finish_deal

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from screenshots import minchiate_play_until  # noqa: E402  (tools/ is not a package)

SIZES = ((1280, 800), (390, 844))
LIMIT = 0.001

# Every layout shift the page makes, with what moved (recorded from the first paint on).
RECORD_SHIFTS = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const game = document.querySelector("#app .game"), panel = document.querySelector("#app .choice-panel");
    window.__shifts.push({time: entry.startTime, value: entry.value, input: entry.hadRecentInput,
      during: `${game ? game.dataset.phase : ""}/${panel ? panel.dataset.panel : ""} scrollY ${Math.round(scrollY)}`,
      moved: (entry.sources || []).map((source) => (source.node
        ? (source.node.outerHTML || source.node.textContent || "").slice(0, 70) : "?")
        + ` ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)}`
        + ` h${Math.round(source.previousRect.height)}->${Math.round(source.currentRect.height)}`)});
  }
}).observe({type: "layout-shift", buffered: true});
"""


def shifts_since(page: Any, start: float) -> list[dict[str, Any]]:
    """The layout shifts recorded after *start* (``performance.now()``)."""
    page.wait_for_timeout(300)  # the observer's last entries are delivered
    return [shift for shift in page.evaluate("window.__shifts") if shift["time"] >= start]


def assert_still(shifts: list[dict[str, Any]], what: str) -> None:
    total = sum(shift["value"] for shift in shifts)
    worst = sorted(shifts, key=lambda shift: -shift["value"])[:6]
    assert total < LIMIT, f"{what}: layout shifts sum to {total:.4f}:\n" + "\n".join(
        f"{shift['value']:.4f} ({shift['during']}) {shift['moved']}" for shift in worst)


def open_recorded(page: Any, site_url: str, size: tuple[int, int], query: str, ready: str) -> float:
    """Opens the game of *query* at *size*, recording layout shifts; returns the moment (``performance.now()``)
    its screen was first ready for the player, where navigation ends."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.add_init_script(RECORD_SHIFTS)
    open_app(page, site_url, query)
    page.wait_for_selector(ready, timeout=WAIT_MS)
    page.wait_for_timeout(500)  # the fonts and the first layout settle: part of the navigation
    return float(page.evaluate("performance.now()"))


@pytest.mark.parametrize("size", SIZES, ids=[f"{width}x{height}" for width, height in SIZES])
def test_a_whole_scopa_deal_shifts_nothing(page: Any, site_url: str, size: tuple[int, int]) -> None:
    start = open_recorded(page, site_url, size, "game=scopa&seed=7&speed=0", f"{IDLE}[data-phase='human']")
    plays = scopa_finish_deal(page)
    assert plays == 18 and page.locator("#app [data-breakdown]").count() == 1
    assert_still(shifts_since(page, start), f"a Scopa deal at {size[0]}x{size[1]}")


@pytest.mark.parametrize("size", SIZES, ids=[f"{width}x{height}" for width, height in SIZES])
def test_a_whole_minchiate_deal_shifts_nothing(page: Any, site_url: str, size: tuple[int, int]) -> None:
    phases = ("discard", "declare", "play", "over")
    any_turn = ", ".join(f"{IDLE}[data-phase='{phase}']" for phase in phases)
    start = open_recorded(page, site_url, size, "game=minchiate&seed=13&speed=0", any_turn)
    minchiate_play_until(page, "over")
    assert page.locator("#app [data-breakdown]").count() == 1
    assert_still(shifts_since(page, start), f"a Minchiate deal at {size[0]}x{size[1]}")
    # the log, oldest first so that no line moves, shows its newest line at its end
    log = page.locator("#app .log-list")
    assert log.evaluate("list => list.scrollHeight > list.clientHeight"), "the log overflows by the deal's end"
    newest_in_view = "list => list.scrollTop + list.clientHeight >= list.scrollHeight - 2"
    assert log.evaluate(newest_in_view), "the newest line in view"
