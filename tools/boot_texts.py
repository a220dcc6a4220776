#!/usr/bin/env python3
"""Writes the words of the page before Python runs into a built site, in every language.

    python3 tools/boot_texts.py OUT_DIR

    boot.js      its ``"{{boot}}"`` placeholder becomes the words of every language (the catalog's
                 ``boot.*``, ``page.title`` and ``app.description``), each language's ``dir``,
                 its start screen (:func:`start_screen`; not English's, which index.html holds) and
                 where the language setting is
                 stored; boot.js picks the language as ``pyapp.browser`` will, before the first paint
    index.html   its ``<!--{{noscript}}-->`` placeholder becomes the ``<noscript>`` sentence in the
                 other languages (without JavaScript no preference can be read, so all are shown);
                 its ``<!--{{start}}-->`` placeholder becomes the English start screen

index.html itself keeps the English words (``data-text`` names their key), for a browser without
JavaScript and as the fallback.  Nothing is inline: the CSP forbids inline scripts.  Standard
library only.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyapp.i18n import languages, messages  # noqa: E402  (after the path set-up above)
from pyapp.ui import profile  # noqa: E402  (after the path set-up above)

# The catalog keys boot.js shows: index.html's [data-text] elements, the page's title and
# description, and the detail of the error panel when Python does not start in time.
KEYS = ("boot.loading", "boot.error.heading", "boot.error.body", "boot.error.timeout", "page.title",
        "app.description")
SCRIPT_PLACEHOLDER = '"{{boot}}"'
NOSCRIPT_PLACEHOLDER = "<!--{{noscript}}-->"
START_PLACEHOLDER = "<!--{{start}}-->"


def words(language: str) -> dict[str, str]:
    """The catalog's text of each of :data:`KEYS` in *language*."""
    return {key: messages.text_in(language, key) for key in KEYS}


def start_screen(language: str) -> str:
    """The start screen in *language*, exactly as the app's first render draws it for a player
    with no game in progress (``pyapp.ui.chrome.render_start``, run here under CPython), so the
    live screen replaces it without a shift."""
    from pyapp.ui import chrome

    previous = messages.language()
    messages.set_language(language)
    try:
        return chrome.render_start()
    finally:
        messages.set_language(previous)


def boot_data() -> dict[str, Any]:
    """What boot.js needs: the stored settings' key and version, and per language (in the order
    of the table ``pyapp.i18n.languages``, English first) its direction and words."""
    return {
        "settingsKey": profile.SETTINGS_KEY,
        "settingsVersion": profile.VERSION,
        "languages": {language.code: {"dir": language.direction, "words": words(language.code),
                                      **({} if language.code == languages.SOURCE
                                         else {"start": start_screen(language.code)})}
                      for language in languages.LANGUAGES},
    }


def noscript_paragraphs() -> str:
    """The ``<noscript>`` sentence in every language but English, one paragraph each."""
    paragraphs = []
    for language in languages.LANGUAGES:
        if language.code == languages.SOURCE:
            continue
        direction = f' dir="{language.direction}"' if language.direction == "rtl" else ""
        sentence = html.escape(messages.text_in(language.code, "boot.noscript"))
        paragraphs.append(f'<p lang="{language.code}"{direction}>{sentence}</p>')
    return "".join(paragraphs)


def _fill(path: Path, placeholder: str, value: str) -> None:
    text = path.read_text(encoding="utf-8")
    if text.count(placeholder) != 1:
        raise ValueError(f"{path.name} must hold the placeholder {placeholder} exactly once")
    path.write_text(text.replace(placeholder, value), encoding="utf-8")


def write(out: Path) -> None:
    """Fills the placeholders of *out*/boot.js and *out*/index.html (ValueError when one is missing)."""
    _fill(out / "boot.js", SCRIPT_PLACEHOLDER, json.dumps(boot_data(), ensure_ascii=False, separators=(",", ":")))
    _fill(out / "index.html", NOSCRIPT_PLACEHOLDER, noscript_paragraphs())
    _fill(out / "index.html", START_PLACEHOLDER, start_screen(languages.SOURCE))


if __name__ == "__main__":
    write(Path(sys.argv[1]))
