#!/usr/bin/env python3
"""Writes the web app manifest once per language into a built site, its words from the catalog.

    python3 tools/manifests.py OUT_DIR

    manifest.webmanifest           English: the one index.html links to before Python starts
    manifest.<code>.webmanifest    it, fr, da, fa

Each is web/manifest.webmanifest with the ``name``, ``short_name``, ``description``, ``lang``
and ``dir`` of its language (``pyapp.i18n.messages``: ``app.name``, ``app.title``,
``app.description``; the direction from the table of ``pyapp.i18n.languages``);
``pyapp/browser.py`` points ``<link rel="manifest">`` at the current language's file
(``pyapp.ui.routes.manifest_file``).  Standard library only.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyapp.i18n import languages, messages  # noqa: E402  (after the path set-up above)
from pyapp.ui.routes import manifest_file  # noqa: E402

TEMPLATE = ROOT / "web" / "manifest.webmanifest"


def manifest(template: dict[str, Any], language: str) -> dict[str, Any]:
    """*template* with the words, language and direction of *language*."""
    return {**template, "name": messages.text_in(language, "app.name"),
            "short_name": messages.text_in(language, "app.title"),
            "description": messages.text_in(language, "app.description"), "lang": language,
            "dir": languages.find_language(language).direction}


def write(out: Path, template: Path = TEMPLATE) -> list[Path]:
    """Writes every language's manifest into *out*; returns their paths (English first)."""
    base = json.loads(template.read_text(encoding="utf-8"))
    written = []
    for language in languages.CODES:
        path = out / manifest_file(language)
        text = json.dumps(manifest(base, language), ensure_ascii=False, indent=2) + "\n"
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for written_path in write(Path(sys.argv[1])):
        print(written_path)
