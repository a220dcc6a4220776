"""The web app manifest in every language (tools/manifests.py): the catalog's words, the language's
lang and dir, the same app otherwise, and every manifest in the service worker's precache."""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402
import manifests  # noqa: E402

from pyapp.i18n import messages  # noqa: E402
from pyapp.ui.routes import manifest_file  # noqa: E402

LANGUAGE_FIELDS = ("name", "short_name", "description", "lang", "dir")


def without_words(manifest: dict[str, object]) -> dict[str, object]:
    return {key: value for key, value in manifest.items() if key not in LANGUAGE_FIELDS}


def words(language: str, key: str) -> str:
    return messages.text_in(language, key)


def test_one_manifest_per_language_in_its_words_and_direction(tmp_path: Path) -> None:
    written = manifests.write(tmp_path)
    assert [path.name for path in written] == [
        "manifest.webmanifest", "manifest.it.webmanifest", "manifest.fr.webmanifest", "manifest.da.webmanifest",
        "manifest.fa.webmanifest"]
    template = json.loads(manifests.TEMPLATE.read_text(encoding="utf-8"))
    descriptions = set()
    for language in messages.LANGUAGES:
        data = json.loads((tmp_path / manifest_file(language)).read_text(encoding="utf-8"))
        assert data["lang"] == language and data["dir"] == ("rtl" if language == "fa" else "ltr")
        assert data["name"] == words(language, "app.name") and data["short_name"] == "Tavolo"
        assert data["description"] == words(language, "app.description")
        descriptions.add(data["description"])
        assert without_words(data) == without_words(template), "the same app (id, icons, colours) in every language"
    assert len(descriptions) == len(messages.LANGUAGES)
    assert json.loads((tmp_path / "manifest.webmanifest").read_text())["description"] == template["description"]


def test_the_service_worker_precaches_every_manifest(tmp_path: Path) -> None:
    shutil.copy(ROOT / "index.html", tmp_path / "index.html")
    manifests.write(tmp_path)
    build_site.stamp_service_worker(tmp_path)
    sw = (tmp_path / "sw.js").read_text()
    match = re.search(r"const FILES = (\[.*?\n\]);", sw, re.S)
    assert match, "the build lists the files to precache"
    precache = [url for url, _size, _digest in json.loads(re.sub(r",\s*\]$", "]", match.group(1)))]
    for language in messages.LANGUAGES:
        assert f"./{manifest_file(language)}" in precache


def test_the_app_name_description_and_title_name_every_game_of_the_site() -> None:
    """Issue #41, 8: the installed app's name omitted Scopone; each game the page offers is named,
    in every language, and the name stays short (five games' names need 56 characters; the home
    screen shows the short name, "Tavolo")."""
    from pyapp.games import SITE_GAME_NAMES

    for language in messages.LANGUAGES:
        for key in ("app.name", "app.description", "page.title"):
            text = words(language, key)
            missing = [game for game in SITE_GAME_NAMES if game.capitalize() not in text]
            assert not missing, f"{language} {key} {text!r} does not name {missing}"
        assert len(words(language, "app.name")) <= 56 and words(language, "app.title") == "Tavolo"
    template = json.loads(manifests.TEMPLATE.read_text(encoding="utf-8"))
    assert template["name"] == words("en", "app.name") and template["description"] == words("en", "app.description")
