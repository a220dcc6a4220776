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
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyapp.games import SITE_GAMES  # noqa: E402  (after the path set-up above)
from pyapp.i18n import languages, messages  # noqa: E402  (after the path set-up above)
from pyapp.ui import profile  # noqa: E402  (after the path set-up above)

# The catalog keys boot.js shows: index.html's [data-text] elements, the page's title and
# description, the detail of the error panel when Python does not start in time, and the steps of a
# first visit's start (boot.js bootStep).
KEYS = ("boot.loading", "boot.error.heading", "boot.error.body", "boot.error.timeout", "page.title",
        "app.description", "boot.step.download", "boot.step.download.bytes", "boot.step.python", "boot.step.table")
# Left as placeholders for web/app.js to fill in as the first visit's download goes on.
PROGRESS_FIELDS = ("done", "total", "seconds")
# What a first visit downloads before Python runs the game: the runtime and the package.
FIRST_DOWNLOAD = ("vendor/**/*", "python/core.*.zst", "pyapp_bundle.py")
SCRIPT_PLACEHOLDER = '"{{boot}}"'
NOSCRIPT_PLACEHOLDER = "<!--{{noscript}}-->"
START_PLACEHOLDER = "<!--{{start}}-->"


def first_download_megabytes(out: Path) -> int:
    """The megabytes (10^6 bytes, rounded) a first visit downloads before the game starts: the
    files of :data:`FIRST_DOWNLOAD` in the built site *out*."""
    paths = {path for pattern in FIRST_DOWNLOAD for path in out.glob(pattern)
             if path.is_file() and path.suffix not in (".br", ".gz")}  # (not the precompressed copies)
    return round(sum(path.stat().st_size for path in paths) / 1e6)


def words(language: str, megabytes: int) -> dict[str, str]:
    """The catalog's text of each of :data:`KEYS` in *language* (*megabytes*: the size of a first
    visit's download, which the download step names)."""
    kept = {field: "{" + field + "}" for field in PROGRESS_FIELDS}
    return {key: messages.text_in(language, key, megabytes=megabytes, **kept) for key in KEYS}


def in_language(language: str, render: Callable[[], str]) -> str:
    """What *render* draws with *language* as the catalog's language."""
    previous = messages.language()
    messages.set_language(language)
    try:
        return render()
    finally:
        messages.set_language(previous)


def start_screen(language: str) -> str:
    """The start screen in *language*, exactly as the app's first render draws it for a player
    with no game in progress (``pyapp.ui.chrome.render_start``, run here under CPython), so the
    live screen replaces it without a shift."""
    from pyapp.ui import chrome

    return in_language(language, chrome.render_start)


PRESSED = "pressed:"
"""The start screen template's marker of whether a language's button is pressed (``pressed:it``)."""


def start_template() -> tuple[str, tuple[str, ...]]:
    """The start screen with ``{{key}}`` in place of each message's text, and the keys: boot.js
    fills it in with a language's words (:func:`start_words`), 2 kB of markup once instead of once
    per language.  :func:`boot_data` checks that the filled template is :func:`start_screen`."""
    from pyapp.ui import chrome

    keys: list[str] = []

    def marker(key: str, **fields: Any) -> str:
        if fields:
            raise ValueError(f"the start screen's message {key} has fields: it cannot be a template")
        keys.append(key)
        return "{{" + key + "}}"

    original = messages.text
    messages.text = marker  # type: ignore[assignment]  (the renderer looks it up at each call)
    try:
        template = chrome.render_start()
    finally:
        messages.text = original  # type: ignore[assignment]
    # The language switch's pressed button depends on the language: a marker per button too.
    for code in languages.CODES:
        pressed = f'aria-pressed="{"true" if code == languages.SOURCE else "false"}" data-action="language:{code}"'
        if template.count(pressed) != 1:
            raise ValueError(f"the start screen's language switch has no button for {code}")
        keys.append(PRESSED + code)
        template = template.replace(pressed, f'aria-pressed="{{{{{PRESSED}{code}}}}}" data-action="language:{code}"')
    return template, tuple(dict.fromkeys(keys))


def start_words(language: str, keys: tuple[str, ...]) -> dict[str, str]:
    """The start screen's words in *language*, escaped as the renderer escapes them (and whether
    each language's button is pressed)."""
    from pyapp.ui.svg import escape

    return {key: (("true" if key == PRESSED + language else "false") if key.startswith(PRESSED)
                  else escape(messages.text_in(language, key))) for key in keys}


def fill_template(template: str, words: dict[str, str]) -> str:
    """What boot.js does with the template (one pass, as its replace does), for the check."""
    return re.sub(r"\{\{([^{}]+)\}\}", lambda match: words[match.group(1)], template)


def resume_note(language: str) -> str:
    """The note the start screen adds to a game in progress (boot.js appends it to the game's
    button when the game's save is stored, as ``render_start`` does)."""
    from pyapp.ui import chrome

    return in_language(language, lambda: chrome.resume_note(True))


def boot_data(megabytes: int) -> dict[str, Any]:
    """What boot.js needs: the stored settings' key and version, the games and where their saves
    are stored, and per language (in the order of the table ``pyapp.i18n.languages``, English
    first) its direction, words (naming a first visit's *megabytes*), resume note and (but
    English's) start screen."""
    template, keys = start_template()
    data: dict[str, Any] = {
        "settingsKey": profile.SETTINGS_KEY,
        "settingsVersion": profile.VERSION,
        "games": {game.name: profile.save_key(game.name) for game in SITE_GAMES},
        "start": template,
        "languages": {},
    }
    for language in languages.LANGUAGES:
        entry: dict[str, Any] = {"dir": language.direction, "words": words(language.code, megabytes),
                                 "resume": resume_note(language.code)}
        if language.code != languages.SOURCE:
            entry["startWords"] = start_words(language.code, keys)
            if fill_template(template, entry["startWords"]) != start_screen(language.code):
                raise ValueError(f"the start screen in {language.code} is not its template filled in")
        data["languages"][language.code] = entry
    return data


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


def write(out: Path, sprites: Iterable[str] = ()) -> None:
    """Fills the placeholders of *out*/boot.js and *out*/index.html (ValueError when one is missing),
    the cards drawn from the *sprites* files the build wrote (``pyapp.ui.svg.use_sprite_files``)."""
    from pyapp.ui import svg

    previous = svg.use_sprite_files(sprites)
    try:
        data = boot_data(first_download_megabytes(out))
        _fill(out / "boot.js", SCRIPT_PLACEHOLDER, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
        _fill(out / "index.html", NOSCRIPT_PLACEHOLDER, noscript_paragraphs())
        _fill(out / "index.html", START_PLACEHOLDER, start_screen(languages.SOURCE))
    finally:
        svg.use_sprite_files(previous.values())


if __name__ == "__main__":
    write(Path(sys.argv[1]), sorted(path.name for path in (Path(sys.argv[1]) / "cards" / "sprite").glob("*.svg")))
