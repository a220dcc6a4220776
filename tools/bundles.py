"""The Python package as the site ships it: a core bundle and one bundle per part (``pyapp.ui.parts``).

The build (``tools/build_site.py``) compiles pyapp/ and hands :func:`split` the compiled files; each
bundle is the Zstandard-compressed ``marshal`` of ``{path: bytes}`` that ``web/pyapp_bundle.py``
imports from memory:

* ``core`` — every module that is not a game's own (``Game.packages``), the English words (messages
  but the games' own, the rules pages' labels and glossary) and :data:`PACKAGES_ENTRY`, which tells
  the importer which part holds each game package (it refuses a module of a part not loaded, saying
  which);
* ``game:<name>`` — the modules of a game's packages and its own English words (the messages of its
  keys' prefixes, ``Game.message_prefixes``, as ``messages.<game>.json``);
* ``words:<code>`` — a language's messages but the games' own, and its rules labels and glossary
  (``rules.json`` without its pages);
* ``words:<game>:<code>`` — a game's own words in a language (``messages.<game>.json``; the repository
  keeps every key in the language's ``messages.json``, ``pyapp.i18n.messages`` reads both forms);
* ``rules:<game>:<code>`` — a game's rules page in a language (``rules.<game>.json``: the repository
  keeps every page in the language's ``rules.json``, ``pyapp.i18n.rules_content`` reads both forms).

Each bundle names its part (:data:`PART_ENTRY`) and carries the methods ``dataclasses`` generates for
its own first screen's classes (:data:`DATACLASS_METHODS`, compiled by tools/dataclass_methods.mjs).
:func:`manifest` is what the page and the worker learn of the parts: each part's files with their
sizes, and what each game's table needs.  Standard library only.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyapp import games  # noqa: E402  (after the path set-up above)
from pyapp.i18n import languages, messages, rules_content  # noqa: E402
from pyapp.ui import parts  # noqa: E402
from pyapp.ui.svg import FORTY_CARD_DECKS  # noqa: E402

CORE = "core"
"""The bundle every visit loads (not a part: the parts are what comes on first use)."""
FOLDER = "python"
"""The site's folder of bundles (``python/<stem>.<digest>.zst``, named by their content)."""
PART_ENTRY = "part"
"""A bundle's entry naming its part (``core``, ``game:scopa``, ...)."""
PACKAGES_ENTRY = "packages.json"
"""The core's entry mapping each game package's path (``pyapp/scopa``) to the part that holds it."""
DATACLASS_METHODS = "dataclass-methods.marshal"
"""A bundle's entry of precompiled dataclass methods (``{source: code}``; web/pyapp_bundle.py)."""
LOCALES = "pyapp/i18n/locales/"


def stem(part: str) -> str:
    """A bundle's file name without its digest: ``game:scopa`` -> ``game-scopa``."""
    return part.replace(":", "-")


def package_parts() -> dict[str, str]:
    """Each game package's path (``pyapp/ai/scopa``) -> the part of its code (``game:scopa``), each
    shared screen's (``pyapp/ui/tricks`` -> ``screen:tricks``) and each screen a player opens'
    (``pyapp.ui.parts.OPENED_SCREENS``: the card gallery's, the deal review's)."""
    found = {package.replace(".", "/"): parts.game_part(game.name)
             for game in games.GAMES for package in game.packages()}
    shared = {package.replace(".", "/"): parts.screen_part(package)
              for game in games.GAMES for package in game.shared_screens}
    opened = {package.replace(".", "/"): part for package, part in parts.OPENED_SCREENS.items()}
    return {**found, **shared, **opened}


def module_part(path: str, packages: dict[str, str]) -> str:
    """The part of the module at *path* (``pyapp/scopa/state.pyc``): its game's, else the core."""
    folder = path.rpartition("/")[0]
    while folder:
        if folder in packages:
            return packages[folder]
        folder = folder.rpartition("/")[0]
    return CORE


def split_words(path: str, data: bytes) -> dict[str, dict[str, bytes]]:
    """The parts a language's file goes to: its messages to its words (English's to the core), but
    each game's own (:func:`split_messages`); its rules' labels and glossary likewise (as
    ``rules.json``), each game's page to that game's rules part (as ``rules.<game>.json``)."""
    code, _, name = path.removeprefix(LOCALES).partition("/")
    words = CORE if code == languages.SOURCE else parts.words_part(code)
    if name == "messages.json":
        return split_messages(path, code, json.loads(data), words)
    if name != "rules.json":
        return {words: {path: data}}
    rules = json.loads(data)
    pages = rules.pop("pages")
    folder = path.rpartition("/")[0]
    split: dict[str, dict[str, bytes]] = {words: {path: _compact(rules)}}
    for game, page in pages.items():
        split[parts.rules_part(game, code)] = {f"{folder}/{rules_content.split_part(game)}.json": _compact(page)}
    return split


def split_messages(path: str, code: str, found: dict[str, str], words: str) -> dict[str, dict[str, bytes]]:
    """The messages *found* (language *code*'s, at *path*) by part: each game's own
    (``pyapp.games.message_game``) as ``messages.<game>.json`` in the part of that game's words in the
    language (``pyapp.ui.parts.game_words_part``: English's in its code), the rest in *words*; every
    game with words of its own has its file, empty if the language has none of them."""
    by_game: dict[str, dict[str, str]] = {game.name: {} for game in games.GAMES if game.message_prefixes}
    core: dict[str, str] = {}
    for key, template in found.items():
        game = games.message_game(key)
        (by_game[game] if game else core)[key] = template
    folder = path.rpartition("/")[0]
    split = {words: {path: _compact(core)}}
    for game, own in by_game.items():
        split[parts.game_words_part(game, code)] = {f"{folder}/{messages.words_file(game)}.json": _compact(own)}
    return split


def _compact(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def split(files: dict[str, bytes], methods: dict[str, bytes]) -> dict[str, dict[str, bytes]]:
    """The bundles' contents, by part (the core first, then sorted): *files* (the compiled package,
    ``{path: bytes}``) divided as the module docstring says, with each part's name and its *methods*
    (``{part: marshal of {source: code}}``, from tools/dataclass_methods.mjs)."""
    packages = package_parts()
    bundles: dict[str, dict[str, bytes]] = {CORE: {PACKAGES_ENTRY: _compact(packages)}}
    for path, data in files.items():
        places = split_words(path, data) if path.startswith(LOCALES) else {module_part(path, packages): {path: data}}
        for part, entries in places.items():
            bundles.setdefault(part, {}).update(entries)
    for part, bundle in bundles.items():
        bundle[PART_ENTRY] = part.encode()
        if methods.get(part):
            bundle[DATACLASS_METHODS] = methods[part]
    return {part: dict(sorted(bundles[part].items())) for part in [CORE, *sorted(set(bundles) - {CORE})]}


def module_name(path: str) -> str:
    """The module at *path*: ``pyapp/ui/__init__.pyc`` -> ``pyapp.ui``."""
    return path.rpartition(".")[0].removesuffix("/__init__").replace("/", ".")


def dataclass_phases(files: dict[str, bytes]) -> list[tuple[str, list[str]]]:
    """What tools/dataclass_methods.mjs imports, phase by phase: every module of the core (of the
    compiled package *files*), then each site game's screen (a variant's base first), whose new
    dataclasses go to its part.  (Not the screens a player opens later, the deal review's among them:
    their classes' methods are compiled when they are first imported.)"""
    packages = package_parts()
    core = [module_name(path) for path in files if path.endswith((".py", ".pyc"))
            and module_part(path, packages) == CORE]
    phases: list[tuple[str, list[str]]] = [(CORE, core)]
    done: set[str] = set()
    for game in games.SITE_GAMES:
        for name in game.needs():
            entry = games.find_game(name)
            if name not in done and entry.screen:
                done.add(name)
                phases.append((parts.game_part(name), [entry.screen.partition(":")[0]]))
    return phases


def manifest(files: dict[str, list[tuple[str, int]]]) -> dict[str, Any]:
    """What the page and the worker know of the parts: ``files`` (each part's files as
    ``[url, size]``, the core's under ``core``), ``tables`` (each site game's table's parts,
    ``pyapp.ui.parts.table``), ``decks`` (each site game's deck's part) and ``deck_choices`` (the
    parts of the sprites the deck setting draws the 40-card games with, the Tavolo deck's first)."""
    return {"files": {part: [[url, size] for url, size in found] for part, found in sorted(files.items())},
            "tables": {game.name: list(parts.table(game.name)) for game in games.SITE_GAMES},
            "decks": {game.name: parts.deck_part(game.deck) for game in games.SITE_GAMES},
            "deck_choices": [parts.deck_part(deck) for deck in FORTY_CARD_DECKS]}


def on_use_files(known: dict[str, Any]) -> set[str]:
    """The URLs of the parts' files in a :func:`manifest` (those a visit gets on first use): every
    file but the core's."""
    return {url for part, found in known["files"].items() if part != CORE for url, _size in found}
