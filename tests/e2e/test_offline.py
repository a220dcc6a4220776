"""Offline after the first load, and updates: the service worker in a real (persistent) profile.

Playwright's default contexts are incognito-like (their HTTP cache drops the 9.6 MB wasm), so
these tests use persistent contexts, like a real user's browser.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import build_site
import pytest
from conftest import BOOT_TIMEOUT_MS, ROOT
from profiles import persistent_profile, play_a_move, served, wait_offline_ready, wait_ready

QUERY = "game=scopa&seed=7&speed=0"


def cache_names(page: Any) -> list[str]:
    return sorted(page.evaluate("caches.keys()"))


def test_offline_reload_plays_and_a_new_tab_boots(browser_type: Any, browser_type_launch_args: dict[str, Any],
                                                  site_url: str, tmp_path: Path) -> None:
    profile_dir = tmp_path / "profile"
    with persistent_profile(browser_type, browser_type_launch_args, profile_dir, site_url) as profile:
        page = profile.new_page()
        page.goto(f"{site_url}/index.html?{QUERY}")
        wait_ready(page)
        wait_offline_ready(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")

        profile.context.set_offline(True)
        # Offline, the start-up update check of sw.js fails (expected, and handled by the page).
        profile.allowed.append("sw.js")
        page.reload()
        wait_ready(page)  # Python and the AI worker boot from the service worker's cache
        assert page.get_attribute("html", "data-progress") is None, "a start from the cache shows no progress bar"
        play_a_move(page)

        tab = profile.new_page()
        tab.goto(f"{site_url}/")  # the manifest's start_url: the folder URL is the page
        wait_ready(tab)
        assert tab.locator("#app").is_visible()  # the start screen (no ?game=) rendered
        tab.close()


def rebuild_with_a_change(tmp_path: Path, out: Path, build_number: int,
                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Rebuilds the site into *out* from a copy of the sources whose index.html is marked *build_number*."""
    source = tmp_path / f"source-{build_number}"
    source.mkdir()
    for name in ("pyapp", "web", "cards-svg", "tools"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("index.html", "package.json", "package-lock.json", "netlify.toml"):
        shutil.copy2(ROOT / name, source / name)
    (source / "node_modules").symlink_to(ROOT / "node_modules")
    page = (source / "index.html").read_text()
    (source / "index.html").write_text(page.replace("<html ", f'<html data-test-build="{build_number}" ', 1))
    monkeypatch.setattr(build_site, "ROOT", source)
    build_site.build(out)


def build_number(page: Any) -> str | None:
    page.wait_for_load_state("load")
    return page.get_attribute("html", "data-test-build")


def test_a_new_deploy_is_picked_up_by_the_following_loads(
        browser_type: Any, browser_type_launch_args: dict[str, Any], built_site: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    site = tmp_path / "site"
    shutil.copytree(built_site, site)
    with served(site) as url, \
            persistent_profile(browser_type, browser_type_launch_args, tmp_path / "profile", url) as profile:
        page = profile.new_page()
        page.goto(f"{url}/index.html?{QUERY}")
        wait_ready(page)
        wait_offline_ready(page)
        first = cache_names(page)
        assert len(first) == 1

        # Deploy 2.  The next load still runs the version it started with (from the cache: a
        # running page never mixes versions), installs the new one and offers a reload ...
        rebuild_with_a_change(tmp_path, site, 2, monkeypatch)
        page.reload()
        wait_ready(page)
        assert build_number(page) is None
        notice = page.locator("#update-notice[role='status']")
        notice.wait_for(timeout=BOOT_TIMEOUT_MS)
        assert "new version" in notice.inner_text()
        # ... and the following loads run the new version, even without using the notice.  Usually
        # the very next load switches; when Chromium activates the waiting worker on that navigation
        # itself (the old page was its last client), that load was still served the old page, and
        # the one after it is new.
        for _ in range(3):
            page.reload()
            wait_ready(page)
            if build_number(page) == "2":
                break
        assert build_number(page) == "2", "the following loads must pick up the new version"
        second = cache_names(page)
        assert len(second) == 1 and second != first, "the old version's cache is deleted"

        # Deploy 3, taken with the notice's Reload button.
        rebuild_with_a_change(tmp_path, site, 3, monkeypatch)
        page.reload()
        wait_ready(page)
        assert build_number(page) == "2"
        page.locator("#update-notice [data-action='update-reload']").click(timeout=BOOT_TIMEOUT_MS)
        page.wait_for_selector("html[data-test-build='3']", state="attached", timeout=BOOT_TIMEOUT_MS)
        wait_ready(page, ai=False)
        assert page.locator("#update-notice").count() == 0
