"""Issue #41, 8: every dialog fits a 360x640 phone and a 1280x800 desktop window with its heading in
view as it opens (the end of a match was taller than 800 px and opened scrolled past its heading) and
its heading's buttons whole (a two-line title squeezed "Close" to "Clos" on a phone):
the settings, the statistics, a game's rules, the house rules, the end of a match and its review,
in English and in Persian."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import IDLE, WAIT_MS, open_app

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from screenshots import match_end_save  # noqa: E402  (tools/ is not a package)

SIZES = ((360, 640), (1280, 800))

# What is wrong with the dialog *selector* (empty: nothing): its box leaves the window (an overlay;
# a phone's end of deal sits in the page and only has to fit its width), or its heading is out of
# view or covered (the point at the heading's middle is not the heading).
PROBLEM = """(selector) => {
  const dialog = document.querySelector(selector);
  if (!dialog) return "no dialog";
  const box = dialog.getBoundingClientRect(), width = innerWidth, height = innerHeight;
  const inPage = getComputedStyle(dialog.closest(".overlay")).position === "static";
  if (box.left < -1 || box.right > width + 1) return `wider than the window: ${box.left}..${box.right}`;
  if (!inPage && (box.top < -1 || box.bottom > height + 1)) return `taller than the window: ${box.top}..${box.bottom}`;
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > width + 1) return `the page scrolls sideways: ${pageWidth}`;
  const heading = dialog.querySelector("h2"), place = heading.getBoundingClientRect();
  if (place.top < Math.max(0, box.top) - 1 || place.bottom > Math.min(height, box.bottom) + 1)
    return `heading out of view: ${place.top}..${place.bottom}`;
  for (const button of dialog.querySelectorAll(".dialog-head button"))
    if (button.scrollWidth > button.clientWidth + 1) return `a heading's button is cut: ${button.textContent}`;
  const seen = document.elementFromPoint(place.left + Math.min(20, place.width / 2), place.top + place.height / 2);
  if (!seen || !heading.contains(seen)) return `heading covered by ${seen && seen.outerHTML.slice(0, 80)}`;
  return "";
}"""


def assert_fits(page: Any, selector: str, what: str) -> None:
    """Waits (the worker draws the dialog) until *selector* fits with its heading in view."""
    page.wait_for_selector(selector, timeout=WAIT_MS)
    try:
        page.wait_for_function(f"() => !({PROBLEM})({json.dumps(selector)})", timeout=5_000)
    except Exception:  # noqa: BLE001  (report what is wrong rather than a bare timeout)
        problem = page.evaluate(f"({PROBLEM})({json.dumps(selector)})")
        size = page.viewport_size
        pytest.fail(f"{what} at {size['width']}x{size['height']}: {problem}")


def close_dialog(page: Any) -> None:
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog .dialog", state="detached", timeout=WAIT_MS)


@pytest.mark.parametrize("language", ["en", "fa"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{width}x{height}" for width, height in SIZES])
def test_the_start_screens_dialogs_fit_with_their_heading_in_view(
        page: Any, site_url: str, size: tuple[int, int], language: str) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    settings = json.dumps({"version": 1, "body": {"language": language}})
    page.add_init_script(f"localStorage.setItem('tavolo.settings', {json.dumps(settings)})")
    open_app(page, site_url, "")
    page.wait_for_selector(f"html[lang='{language}'] [data-screen='start']", timeout=WAIT_MS)
    for action in ("settings-open", "stats-open", "rules-open:minchiate", "setup-open:scopa", "setup-open:scopone",
                   "setup-open:briscola", "setup-open:tressette"):
        page.locator(f"#app [data-action='{action}']").first.click()
        assert_fits(page, "#dialog .dialog", action)
        close_dialog(page)


@pytest.mark.parametrize("size", SIZES, ids=[f"{width}x{height}" for width, height in SIZES])
def test_the_end_of_a_match_and_its_review_fit_with_their_heading_in_view(
        page: Any, site_url: str, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.add_init_script(f"localStorage.setItem('tavolo.save.scopa', {json.dumps(match_end_save('scopa', 21))})")
    open_app(page, site_url, "game=scopa&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    page.locator("#app .hand [data-action^='hand:']").first.click()
    if page.locator("#app .game[data-selected]").count():
        page.locator("#app .choices [data-action^='play:']").first.click()
    page.wait_for_selector(f"{IDLE}[data-phase='match-over'] [data-breakdown]", timeout=WAIT_MS)
    assert_fits(page, "#app [data-breakdown]", "the end of the match")
    page.locator("#app [data-action='review-open']").click()
    assert_fits(page, "#dialog .dialog", "the deal's review")
