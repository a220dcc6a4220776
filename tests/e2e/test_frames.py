"""What keeps Minchiate's first frames short (issue #43): the sprite's own drawing is neither styled
nor laid out when the page loads it, and the deal's flyers go on the page a few <use> a frame.
Both are counted (Chromium's timeline, the flyers put in per frame), never timed."""

from __future__ import annotations

import json
from typing import Any

from conftest import open_app
from playwright.sync_api import expect

WAIT_MS = 90_000
MINCHIATE = "game=minchiate&seed=3"
# The flyers put on the page, grouped by the frame they go in (document.timeline.currentTime is the
# frame's time in the animation frame callbacks and their microtasks, where boardFlyers runs).
RECORD_BOARDING = """
window.__boarded = {};
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element) || !node.classList.contains("flyer")) continue;
      const frame = String(document.timeline.currentTime);
      const entry = window.__boarded[frame] || (window.__boarded[frame] = { flyers: 0, uses: [] });
      entry.flyers += 1;
      entry.uses.push(node.querySelectorAll("use").length);
    }
  }
}).observe(document, { childList: true, subtree: true });
"""

# Flights ten times longer: a flyer whose flight has ended before its frame came is never put on
# the page (motion.js's boardFlyers), and on a busy machine a frame can come seconds late.
SLOW_FLIGHTS = """
const animate = Element.prototype.animate;
Element.prototype.animate = function (keyframes, timing) {
  const slow = typeof timing === "object" && timing
    ? { ...timing, duration: (timing.duration || 0) * 10, delay: (timing.delay || 0) * 10 } : timing;
  return animate.call(this, keyframes, slow);
};
"""


def test_the_deals_flyers_board_a_few_uses_a_frame(page: Any, site_url: str) -> None:
    page.add_init_script(SLOW_FLIGHTS)
    page.add_init_script(RECORD_BOARDING)
    open_app(page, site_url, MINCHIATE)
    expect(page.locator(".flights .flyer")).not_to_have_count(0, timeout=WAIT_MS)
    expect(page.locator(".flights .flyer")).to_have_count(0, timeout=WAIT_MS)  # the deal has landed
    frames = page.evaluate("window.__boarded")
    uses = [count for entry in frames.values() for count in entry["uses"]]
    assert len(frames) >= 2, frames  # the deal: 24 cards, some frames apart
    assert max(uses) > 12, f"the hands' stacks fly (one flyer of ~20 <use>): {frames}"
    for frame, entry in frames.items():
        assert entry["flyers"] <= 6, (frame, entry)
        assert entry["flyers"] == 1 or sum(entry["uses"]) <= 12, (frame, entry)


def browser_ui(data: dict[str, Any]) -> bool:
    """Whether a trace event's data is about one of the browser's own pages (chrome://...)."""
    initiator = data.get("initiator") if isinstance(data.get("initiator"), dict) else {}
    return any(str(url).startswith("chrome://") for url in (data.get("url"), initiator.get("url")))


def sprite_frames_styled(trace: bytes) -> tuple[int, int]:
    """Elements styled and objects laid out in documents other than the page's own frames (a
    sprite's document, which Chromium loads in a frame of its own that the page never lists)."""
    data = json.loads(trace)
    events = data["traceEvents"] if isinstance(data, dict) else data
    pages = {frame["frame"] for event in events if event.get("name") == "TracingStartedInBrowser"
             for frame in event["args"]["data"].get("frames", [])}
    pages |= {event["args"]["data"]["frame"] for event in events
              if event.get("name") in ("FrameCommittedInBrowser", "CommitLoad")
              and "frame" in event["args"].get("data", {})}
    # The browser's own pages (its omnibox popup, chrome://...) are traced too when they load.
    pages |= {data["frame"] for event in events for data in (event.get("args", {}).get("data"),
                                                             event.get("args", {}).get("beginData"))
              if isinstance(data, dict) and data.get("frame") and browser_ui(data)}
    styled = laid_out = 0
    for event in events:
        begin = event.get("args", {}).get("beginData", {})
        if event.get("ph") != "X" or not begin.get("frame") or begin["frame"] in pages:
            continue
        if event["name"] == "UpdateLayoutTree":
            styled += int(event["args"].get("elementCount") or 0)
        elif event["name"] == "Layout":
            laid_out += int(begin.get("totalObjects") or 0)
    return styled, laid_out


def test_the_sprites_own_drawing_is_neither_styled_nor_laid_out(page: Any, site_url: str) -> None:
    browser = page.context.browser
    browser.start_tracing(page=page, categories=["devtools.timeline", "disabled-by-default-devtools.timeline"])
    try:
        open_app(page, site_url, MINCHIATE)
        expect(page.locator("#app .hand .card").first).to_be_visible(timeout=WAIT_MS)
    finally:
        trace = browser.stop_tracing()
    styled, laid_out = sprite_frames_styled(trace)
    # Before the sprites' style sheet (tools/card_sprites.HIDDEN_STYLE): Minchiate's 6,300 elements
    # styled and 6,510 objects laid out, with the shell's sprite ~1,000 more.
    assert 0 < styled < 800, styled
    assert laid_out < 300, laid_out
