"""The card gallery of the built site (/cards/gallery.html) in Chromium: every face loads.

Fixtures come from tests/e2e/conftest.py: ``site_url`` (the served build, no trailing slash)
and pytest-playwright's ``page``; console errors and failed requests fail the test there.
"""

from __future__ import annotations

from typing import Any

SCOPA_CARDS, MINCHIATE_CARDS, BACKS = 40, 97, 2
IMAGES_STATE = """() => {
  const images = [...document.images];
  return {
    total: images.length,
    broken: images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute("src")),
    unlabelled: images.filter(i => !i.alt).map(i => i.getAttribute("src")),
    sources: [...new Set(images.map(i => i.getAttribute("src")))].length,
  };
}"""


def _open_gallery(page: Any, site_url: str) -> dict[str, Any]:
    response = page.goto(site_url + "/cards/gallery.html", wait_until="load")
    assert response is not None and response.ok, response and response.status
    page.wait_for_function("() => [...document.images].every(i => i.complete)")
    state: dict[str, Any] = page.evaluate(IMAGES_STATE)
    return state


def test_every_card_image_loads(page: Any, site_url: str) -> None:
    state = _open_gallery(page, site_url)
    assert state["total"] >= 2 * (SCOPA_CARDS + MINCHIATE_CARDS)
    assert state["sources"] >= SCOPA_CARDS + MINCHIATE_CARDS + BACKS
    assert state["broken"] == []
    assert state["unlabelled"] == []
    assert "gallery" in page.title().lower()


def test_gallery_fits_a_phone_screen(page: Any, site_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    state = _open_gallery(page, site_url)
    assert state["broken"] == []
    widths = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], f"horizontal scroll on a phone: {widths}"
