"""When the package's core bundle (python/core.<digest>.zst, web/pyapp_bundle.py) cannot be used, the page says so: the
error panel replaces the boot screen with the reason, instead of a spinner that never ends."""

from __future__ import annotations

import re
from typing import Any

from conftest import BOOT_TIMEOUT_MS, PageProblems

# The worker starts with the core bundle (web/app.js), named by its content.
BUNDLE = re.compile(r"/python/core\.[0-9a-f]{10}\.zst$")


def error_detail(page: Any, site_url: str) -> str:
    page.goto(f"{site_url}/index.html?game=scopa")
    page.wait_for_selector("body[data-boot-error='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    panel = page.locator("#boot-error")
    assert panel.is_visible() and page.locator("#boot").is_hidden()
    assert page.locator("#app").is_hidden(), "no half-started game"
    return str(panel.locator("[data-detail]").inner_text())


def expect_only(problems: PageProblems, *needles: str) -> None:
    """Every problem the page reported comes from the deliberate failure, and there was one."""
    assert problems.items, "the failure is reported on the console"
    unexpected = [item for item in problems.items if not any(needle in item for needle in needles)]
    assert not unexpected, unexpected
    problems.items.clear()


def test_a_damaged_bundle_shows_the_error_panel_with_the_reason(page: Any, site_url: str,
                                                                 problems: PageProblems) -> None:
    page.route(BUNDLE, lambda route: route.fulfill(status=200, body=b"not a bundle",
                                                   content_type="application/zstd"))
    detail = error_detail(page, site_url)
    assert "ZstdError" in detail and "pyapp_bundle.py" in detail
    expect_only(problems, "PythonError", "ZstdError")


def test_a_missing_bundle_shows_the_error_panel_with_the_reason(page: Any, site_url: str,
                                                                problems: PageProblems) -> None:
    page.route(BUNDLE, lambda route: route.fulfill(status=404, body=b"not found"))
    detail = error_detail(page, site_url)
    assert "404" in detail and "python/core." in detail
    # PyScript logs the worker's error event itself ("MessageEvent"), before the page's own line.
    expect_only(problems, "404", "python/core.", "console error: MessageEvent at")
