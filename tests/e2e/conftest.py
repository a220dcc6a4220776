"""Browser-test fixtures: build the real site, serve it with netlify.toml's headers, drive
Debian's Chromium with Playwright, and fail a test on any console error, page error, failed
request, request to another origin or violation of the site's content security policy."""

from __future__ import annotations

import os
import shutil
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402
import serve  # noqa: E402

BOOT_TIMEOUT_MS = 90_000


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "/e2e/" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.e2e)
            # Under pytest-xdist (--dist loadgroup, as tools/dev.py test runs it) the browser tests
            # run one after another on one worker, with one built site and one Chromium.
            item.add_marker(pytest.mark.xdist_group("browser"))


def find_chromium() -> str:
    """The system Chromium ($CHROMIUM, or chromium on PATH)."""
    candidate = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not candidate:
        raise RuntimeError("Chromium not found: install Debian's chromium (apt-get install chromium) or set $CHROMIUM")
    return candidate


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {
        **browser_type_launch_args,
        "executable_path": find_chromium(),
        "args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    }


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built by the real build script into a temporary folder."""
    return build_site.build(tmp_path_factory.mktemp("site") / "dist")


CSP_REPORTS: list[dict[str, Any]] = []
"""The violations of the site's policy the browser reported to the session's server (the page's and
its workers': tools/serve.py); a test with a page fails on any that arrived while it ran."""


def violation(report: dict[str, Any]) -> str:
    """A violation report in a line: the directive, what was blocked, where."""
    return (f"CSP violation: {report.get('violated-directive') or report.get('effective-directive')} blocked "
            f"{report.get('blocked-uri')!r} at {report.get('source-file') or report.get('document-uri')}"
            f":{report.get('line-number')}")


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    """Base URL (no trailing slash) of the built site, served with production headers (and violations
    of its policy reported to :data:`CSP_REPORTS`)."""
    server = serve.make_server(built_site, csp_reports=CSP_REPORTS)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="session")
def base_url(site_url: str) -> str:
    return site_url


class PageProblems:
    """Console errors, page errors, failed requests and foreign requests seen by one page."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.items: list[str] = []

    def attach(self, page: Any) -> None:
        page.on("console", lambda message: message.type == "error" and self.items.append(
            f"console error: {message.text} at {message.location}"))
        page.on("pageerror", lambda error: self.items.append(f"page error: {error}"))
        page.on("requestfailed", self._failed)
        page.on("request", self._request)
        page.on("response", lambda response: response.status >= 400 and self.items.append(
            f"HTTP {response.status}: {response.url}"))

    def _failed(self, request: Any) -> None:
        failure = request.failure or ""
        if "ERR_ABORTED" not in failure:
            self.items.append(f"request failed: {request.url} ({failure})")

    def _request(self, request: Any) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("data", "blob", "about"):
            return
        if f"{parts.scheme}://{parts.netloc}" != self.origin:
            self.items.append(f"request to another origin: {request.url}")


@pytest.fixture
def problems(page: Any, site_url: str) -> Iterator[PageProblems]:
    """Collects what goes wrong on the page; the test fails if anything was collected."""
    collector = PageProblems(site_url)
    collector.attach(page)
    CSP_REPORTS.clear()
    yield collector
    collector.items.extend(violation(report) for report in CSP_REPORTS)
    assert not collector.items, "problems on the page:\n" + "\n".join(collector.items)


@pytest.fixture(autouse=True)
def _fail_on_page_problems(request: pytest.FixtureRequest) -> None:
    if "page" in request.fixturenames:
        request.getfixturevalue("problems")


def open_app(page: Any, site_url: str, query: str) -> Any:
    """Opens the site with *query* and waits for Python to be ready."""
    page.goto(f"{site_url}/index.html?{query}")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    return page


# --- playing Scopa by clicking, as a player would -----------------------------------------------

WAIT_MS = 45_000
IDLE = "#app:not([data-busy]) .game"


def scopa_play_card(page: Any, prefer_choice: bool = False) -> bool:
    """Plays a card by clicking (a capture group too when one is asked for); returns True when a
    capture choice was offered.  With *prefer_choice*, picks a card that offers one if any.  Waits
    first for the player's turn (the computer may still be answering the previous move)."""
    assert scopa_phase(page) == "human", "the player's turn never came"
    before = page.get_attribute("#app .game", "data-plays")
    cards = page.locator("#app .hand [data-action^='hand:']")
    assert cards.count() > 0, "no playable card in hand on the player's turn"
    several = page.locator("#app .hand [data-action^='hand:']:not([data-options='1'])")
    card = several.first if prefer_choice and several.count() else cards.first
    card.click()
    page.wait_for_selector(f"#app .game[data-selected], #app .game:not([data-plays='{before}'])", timeout=WAIT_MS)
    offered = page.locator("#app .game[data-selected]").count() > 0
    if offered:
        candidates = page.locator("#app .table-cards [data-action^='table:']")
        assert candidates.count() >= 2, "a capture choice must highlight the candidate table cards"
        choices = page.locator("#app .choices [data-action^='play:']")
        assert choices.count() >= 2, "a capture choice must list the groups"
        assert not choice_covers_hand(page), "the capture choice covers the hand"
        choices.first.click()
    page.wait_for_selector(f"#app .game:not([data-plays='{before}'])", timeout=WAIT_MS)
    return offered


def choice_covers_hand(page: Any) -> bool:
    """Whether the open capture choice lies over any card of the player's hand."""
    return bool(page.evaluate("""() => {
      const choice = document.querySelector('#app .choices[data-choice]').getBoundingClientRect();
      return [...document.querySelectorAll('#app .hand [data-card]')].some((card) => {
        const box = card.getBoundingClientRect();
        return box.left < choice.right && choice.left < box.right && box.top < choice.bottom && choice.top < box.bottom;
      });
    }"""))


def scopa_phase(page: Any) -> str:
    """Waits until the Scopa screen accepts input; returns its phase."""
    page.wait_for_selector(f"{IDLE}[data-phase='human'], {IDLE}[data-phase='deal-over'], "
                           f"{IDLE}[data-phase='match-over']", timeout=WAIT_MS)
    return str(page.get_attribute("#app .game", "data-phase"))


def scopa_finish_deal(page: Any) -> int:
    """Plays the player's cards until the deal is over; returns how many were played."""
    plays = 0
    while scopa_phase(page) == "human":
        scopa_play_card(page)
        plays += 1
    return plays
