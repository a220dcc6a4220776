"""Installable: Chromium finds the web app manifest valid and reports no installability errors.

Chromium answers "in-incognito" in Playwright's default contexts, so this runs in a persistent one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from profiles import persistent_profile, wait_offline_ready, wait_ready


def test_chromium_reports_no_installability_errors(
        browser_type: Any, browser_type_launch_args: dict[str, Any], site_url: str, tmp_path: Path) -> None:
    profile_dir = tmp_path / "profile"
    with persistent_profile(browser_type, browser_type_launch_args, profile_dir, site_url) as profile:
        page = profile.new_page()
        page.goto(f"{site_url}/index.html?game=scopa&seed=7")
        wait_ready(page)
        wait_offline_ready(page)
        cdp = profile.context.new_cdp_session(page)

        manifest = cdp.send("Page.getAppManifest")
        assert manifest["url"] == f"{site_url}/manifest.webmanifest"
        assert manifest["errors"] == [], manifest["errors"]
        data = json.loads(manifest["data"])
        assert data["display"] == "standalone" and data["theme_color"] and data["name"]
        sizes = {icon["sizes"] for icon in data["icons"]}
        assert {"192x192", "512x512"} <= sizes
        assert any(icon.get("purpose") == "maskable" for icon in data["icons"])

        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors

        # Every icon the manifest names is served, with the type and size it claims.
        for icon in data["icons"]:
            response = page.request.get(f"{site_url}/{icon['src'].removeprefix('./')}")
            assert response.ok and response.headers["content-type"] == icon["type"]
            body = response.body()
            if icon["type"] == "image/png":
                width, height = int.from_bytes(body[16:20], "big"), int.from_bytes(body[20:24], "big")
                assert icon["sizes"] == f"{width}x{height}"
