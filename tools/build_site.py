#!/usr/bin/env python3
"""Assembles the publish folder (``dist/``) from the repository.  Standard library only.

    python3 tools/build_site.py [--out dist]

What it writes:
  index.html, app.js, app.py, config.json      the page, its glue (main thread) and the app worker's entry point
  page/*.js                                     the glue's modules (native ES modules that app.js imports, no
                                                bundler), each preloaded by index.html (<link rel=modulepreload>)
  web/ files (style, icons, ...)                copied to the root of the site (CSS, JavaScript and
                                                Python without their comments: tools/strip_comments.py)
  python/<part>.<digest>.zst, pyapp_bundle.py   the Python package, without the command-line tools
                                                (PYAPP_DESKTOP_ONLY), compiled to bytecode
                                                (tools/compile_python.mjs, Node), with its data files
                                                (the languages' JSON, compacted), in deterministic
                                                Zstandard-compressed bundles (tools/compress_zstd.mjs)
                                                that web/pyapp_bundle.py imports and reads from: the
                                                core, and one per game, language and rules page
                                                (tools/bundles.py), named by their content
  parts.json                                    the site's parts (pyapp/ui/parts.py): each part's files
                                                and sizes, what each game's table needs (also inlined
                                                into app.js); a visit loads the core and what it plays
  cards/sprite/<deck>.<digest>.svg              one SVG sprite per deck (cards-svg/sprite/, and the regional
                                                decks of cards-svg/decks/), checked up to date, and the
                                                shell's (the start screen's covers and the backs), named
                                                by its content (pyapp/ui/svg.py SPRITE_FILES; web/app.js
                                                tells the app's worker the names), so cached for good;
                                                the single faces are the source and are not shipped
  vendor/pyodide-<v>/, vendor/polyscript-<v>/   the runtime, copied from node_modules (run npm ci first):
                                                Pyodide with an empty lockfile and a trimmed standard
                                                library compiled to bytecode too; PyScript's worker layer
                                                (polyscript, @pyscript/core's own dependency, locked in
                                                package-lock.json), which web/app.js starts the worker with.
                                                PyScript's core.js is left out (the page runs no Python):
                                                add_pyscript() puts it in for test and benchmark pages
  manifest.webmanifest, icon-*.png              installability: the PNG icons are drawn by tools/icons.py
  manifest.<lang>.webmanifest                   the manifest in each other language (tools/manifests.py)
  boot.js, index.html                           the words shown before Python runs, in every language
                                                (tools/boot_texts.py)
  sw.js                                         the service worker, stamped last with a hash of every
                                                other file (VERSION, also put on index.html's <html
                                                data-version>), their list with each file's size and
                                                SHA-256 (FILES), and a length that changes with VERSION
The runtime versions come from package.json and must match what node_modules holds.  The Pyodide
folder's name carries a hash of its files besides the version (the build trims and compiles its
standard library): every vendor/ URL names one content for good, so vendor/* may be cached forever.
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import importlib
import json
import marshal
import os
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Hashable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "tools") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools"))
import boot_texts  # noqa: E402  (tools/boot_texts.py, next to this file)
import bundles  # noqa: E402  (tools/bundles.py)
import icons  # noqa: E402  (tools/icons.py)
import manifests  # noqa: E402  (tools/manifests.py)
import node_steps  # noqa: E402  (tools/node_steps.py)
import precompress  # noqa: E402  (tools/precompress.py)
from strip_comments import strip_comments  # noqa: E402  (tools/strip_comments.py)

FIXED_TIME = (2020, 1, 1, 0, 0, 0)
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# PyScript chunks the test pages never load (add_pyscript): the plugins switched off in web/config.json and
# the pages' <mpy-config> (editor, terminal, game, deprecations manager, donkey), the TOML parser (the config
# is JSON), MicroPython's zip helper, the package graph (no Pyodide packages), the storage module,
# the terminal's interpreter hooks (py-*.js and mpy-*.js, imported by py-terminal only) and the
# 1-byte service-worker stub (only for the `service-worker` attribute, unused); core.css only hides
# PyScript's own elements.
PYSCRIPT_SKIP_PREFIXES = ("codemirror", "xterm", "py-editor", "py-terminal", "py-game", "toml-", "zip-",
                          "deprecations-manager", "donkey", "pyodide_graph", "storage", "service-worker",
                          "py-", "mpy-", "core.css")

# The standard library the browser does not need (zip entries: folders end with "/").  Chosen by
# logging sys.modules in the browser after boot, a whole deal and the AI worker (see
# tests/e2e/test_stdlib_trim.py, which checks that none of these is imported at runtime): mail,
# XML, HTTP clients and servers, debuggers, REPLs, test frameworks, docs, processes, databases.
# Kept on purpose although the app never imports them directly: everything Pyodide and PyScript
# import at boot (asyncio, zipfile, shutil, json, logging, ssl, socket, subprocess, tempfile, ...),
# urllib.parse (pyodide.http), tarfile (Pyodide's archive unpacking), and the modules CPython's C
# code imports lazily (_pylong, _strptime, _colorize, annotationlib, ...).
STDLIB_DROP = (
    "email/", "xml/", "xmlrpc/", "wsgiref/", "multiprocessing/", "_pyrepl/", "http/", "unittest/",
    "sqlite3/", "urllib/request.py", "urllib/response.py", "urllib/robotparser.py", "urllib/error.py",
    "pdb.py", "bdb.py", "pydoc.py", "pydoc_data/", "doctest.py", "difflib.py", "pickletools.py",
    "imaplib.py", "smtplib.py", "poplib.py", "ftplib.py", "mailbox.py", "nntplib.py", "mailcap.py",
    "cProfile.py", "profile.py", "pstats.py", "trace.py", "tabnanny.py", "pyclbr.py", "modulefinder.py",
    "zipapp.py", "webbrowser.py", "antigravity.py", "this.py", "__hello__.py", "__phello__/",
    "socketserver.py", "wave.py", "getpass.py", "optparse.py", "configparser.py", "netrc.py",
    "plistlib.py", "shelve.py", "tomllib/", "_pyio.py", "idlelib/", "tkinter/", "turtle.py",
    "turtledemo/", "lib2to3/", "ensurepip/", "venv/",
)
# Of the text codecs only the Unicode ones, ASCII/Latin-1, the zip file-name code page (cp437),
# Windows-1252 and the IDNA ones stay (encodings/__init__.py and aliases.py are always kept).
STDLIB_KEEP_ENCODINGS = frozenset({
    "__init__", "aliases", "ascii", "latin_1", "cp437", "cp1252", "charmap", "idna", "punycode",
    "raw_unicode_escape", "unicode_escape", "undefined", "utf_7", "utf_8", "utf_8_sig",
    "utf_16", "utf_16_be", "utf_16_le", "utf_32", "utf_32_be", "utf_32_le",
    "base64_codec", "hex_codec", "zlib_codec", "mbcs",
})


class BuildError(RuntimeError):
    """The site cannot be built (missing runtime, stale card faces, ...)."""


def runtime_versions() -> dict[str, str]:
    """The pinned runtime versions: package.json's, and polyscript's from package-lock.json (it comes
    with @pyscript/core)."""
    package = json.loads((ROOT / "package.json").read_text())
    deps = package["dependencies"]
    lock = json.loads((ROOT / "package-lock.json").read_text())
    polyscript = lock["packages"]["node_modules/polyscript"]["version"]
    return {"pyodide": deps["pyodide"], "pyscript": deps["@pyscript/core"], "polyscript": polyscript}


def _installed_version(package_dir: Path) -> str:
    try:
        return str(json.loads((package_dir / "package.json").read_text())["version"])
    except FileNotFoundError as error:
        raise BuildError(f"{package_dir} is missing: run `npm ci` first") from error


# PyScript's working folder, where the modules of the bundles claim to live (web/pyapp_bundle.py HOME).
PYSCRIPT_HOME = "/home/pyodide"


def _pyapp_module(name: str) -> Any:
    """The package's module *name* (``pyapp.games``), imported from this checkout."""
    sys.path.insert(0, str(ROOT))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(ROOT))


def _bot_protocols() -> tuple[str, ...]:
    """The file of each registered game's outside bot protocol (the page's AI reads view texts)."""
    return tuple(game.protocol.replace(".", "/") + ".py" for game in _pyapp_module("pyapp.games").GAMES)


# What never runs in the browser: the package's command-line tools (the arena needs processes), i.e.
# the folder pyapp/cli/ and the two launchers that keep its documented names (python -m pyapp.bot),
# and the outside bots' protocol of each game (only the bot serves it).
PYAPP_DESKTOP_ONLY = ("pyapp/cli/", "pyapp/bot.py", "pyapp/arena.py", *_bot_protocols())


# What of pyapp/ the browser gets, by suffix: the modules, the typing marker, and the data files the
# package reads through its loader (the languages' messages and rules pages, pyapp/i18n/locales/).
PYAPP_SUFFIXES = (".py", ".typed")
PYAPP_DATA_SUFFIXES = (".json",)


def pyapp_files() -> list[Path]:
    """The files of pyapp/ that the browser gets (sources and data, without the command-line tools)."""
    return sorted(p for p in (ROOT / "pyapp").rglob("*")
                  if p.is_file() and p.suffix in PYAPP_SUFFIXES + PYAPP_DATA_SUFFIXES and "__pycache__" not in p.parts
                  and not p.relative_to(ROOT).as_posix().startswith(PYAPP_DESKTOP_ONLY))


def compact_json(path: Path) -> bytes:
    """The JSON file at *path* without its indentation (BuildError when it is not JSON)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise BuildError(f"{path} is not valid JSON: {error}") from error
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


def write_pyapp_zip(target: Path) -> None:
    """Writes pyapp/ (the browser's modules and data, JSON compacted) into a deterministic zip."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in pyapp_files():
            info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, compact_json(path) if path.suffix == ".json" else path.read_bytes())


def compiled_files(archive: Path) -> dict[str, bytes]:
    """The modules and data files of *archive* (pyapp.zip after :func:`compile_zip`), sorted by path."""
    with zipfile.ZipFile(archive) as source:
        return {info.filename: source.read(info) for info in sorted(source.infolist(), key=lambda i: i.filename)
                if info.filename.endswith((".py", ".pyc", *PYAPP_DATA_SUFFIXES))}


def write_bundles(out: Path, archive: Path, pyodide_src: Path) -> dict[str, list[tuple[str, int]]]:
    """Writes the package (*archive*: pyapp.zip after :func:`compile_zip`) as the core bundle and one
    bundle per part (tools/bundles.py) into out/python/, each the Zstandard-compressed ``marshal`` of
    ``{path: bytes}`` that web/pyapp_bundle.py imports from, compressed by Pyodide's Python under Node
    (tools/compress_zstd.mjs) and named by its content (``python/game-scopa.0123456789.zst``: cached
    for good, shared by every version).  Returns each part's file as ``[(url, size)]``.  A solid
    archive per part: together about 0.85 of a zip of the same files, whose files are compressed one
    by one (one archive of everything was 0.7 of it, but every visit downloaded every game and
    language); Zstandard rather than XZ because the browser unpacks it in a third of the time
    (measured: 10-17 ms against 35-54 ms on the critical path of the start, for 8 % more bytes)."""
    files = compiled_files(archive)
    phases = json.dumps(bundles.dataclass_phases(files))
    methods = marshal.loads(run_pyodide_tool("dataclass_methods.mjs", pyodide_src, archive, ".marshal", phases)
                            .read_bytes())
    contents = bundles.split(files, methods)
    packed = run_pyodide_batch("compress_zstd.mjs", pyodide_src,
                               {part: marshal.dumps(bundle, 4) for part, bundle in contents.items()}, ".zst")
    folder = out / bundles.FOLDER
    folder.mkdir()
    written = {}
    for part, data in packed.items():
        name = f"{bundles.stem(part)}.{file_digest(data)[:10]}.zst"
        (folder / name).write_bytes(data)
        written[part] = [(f"./{bundles.FOLDER}/{name}", len(data))]
    return written


def stdlib_keeps(entry: str) -> bool:
    """Whether the trimmed standard library keeps this zip entry (``email/utils.py``, ``json/``...)."""
    if entry.startswith("encodings/") and entry.count("/") == 1 and entry.endswith(".py"):
        return entry[len("encodings/"):-3] in STDLIB_KEEP_ENCODINGS
    return not any(entry.startswith(drop) if drop.endswith("/") else entry == drop for drop in STDLIB_DROP)


def module_kept(name: str) -> bool:
    """Whether a module (``email.utils``, ``json``) is still importable from the trimmed standard library."""
    path = name.replace(".", "/")
    return stdlib_keeps(path + ".py") and stdlib_keeps(path + "/__init__.py")


def trim_stdlib(source: Path, target: Path) -> None:
    """Writes *source* (Pyodide's python_stdlib.zip) without the modules the browser does not need."""
    with zipfile.ZipFile(source) as full, \
            zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as trimmed:
        for info in full.infolist():
            if stdlib_keeps(info.filename):
                trimmed.writestr(info, full.read(info), compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)


def compile_zip(archive: Path, pyodide_src: Path, where: str = "", optimize: int = 0) -> bool:
    """Replaces the Python modules of *archive* by bytecode compiled by Pyodide's own Python under
    Node (tools/compile_python.mjs; *where*: the folder they live in at run time, default the
    standard library's; *optimize*: as ``compile()``'s, 2 leaves out docstrings and asserts),
    cached in node_modules/.cache.  Returns False, leaving the sources, when $TAVOLO_PY_SOURCES is
    set (the site works, it only starts slower)."""
    if os.environ.get("TAVOLO_PY_SOURCES"):
        return False
    shutil.copyfile(run_pyodide_tool("compile_python.mjs", pyodide_src, archive, ".zip", where, str(optimize)),
                    archive)
    return True


def run_pyodide_tool(script_name: str, pyodide_src: Path, source: Path, suffix: str, *options: str) -> Path:
    """The output of ``node tools/<script_name> PYODIDE_DIR SOURCE OUT OPTIONS...`` (a build step run by
    Pyodide's own Python under Node, tools/pyodide_node.mjs), cached in node_modules/.cache under a
    hash of everything it depends on."""
    node = shutil.which("node")
    if node is None:
        raise BuildError("node not found: the build runs Pyodide's Python under Node (npm needs it too)")
    scripts = [ROOT / "tools" / script_name, ROOT / "tools" / "pyodide_node.mjs"]
    digest = hashlib.sha256(b"".join(path.read_bytes() for path in [source, *scripts])
                            + ":".join(options).encode()
                            + (pyodide_src / "package.json").read_bytes()).hexdigest()[:24]
    cached = ROOT / "node_modules" / ".cache" / "tavolo-pyodide-tools" / f"{digest}{suffix}"
    if not cached.exists():
        cached.parent.mkdir(parents=True, exist_ok=True)
        partial = cached.with_name(f"{digest}.{os.getpid()}.partial")
        command = [node, str(scripts[0]), str(pyodide_src), str(source), str(partial), *options]
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            partial.unlink(missing_ok=True)
            raise BuildError(f"{script_name} failed on {source.name}:\n{done.stderr[-2000:]}")
        partial.replace(cached)
    return cached


def run_pyodide_batch(script_name: str, pyodide_src: Path, inputs: dict[str, bytes], suffix: str) -> dict[str, bytes]:
    """What ``node tools/<script_name> PYODIDE_DIR IN OUT [IN OUT ...]`` makes of each of *inputs*
    (by key), in one run for those not cached yet (node_modules/.cache, as :func:`run_pyodide_tool`)."""
    scripts = b"".join(path.read_bytes() for path in [ROOT / "tools" / script_name,
                                                      ROOT / "tools" / "pyodide_node.mjs"])
    package = (pyodide_src / "package.json").read_bytes()
    jobs: dict[Hashable, tuple[str, bytes | Path]] = {
        key: (hashlib.sha256(data + scripts + package).hexdigest()[:24], data) for key, data in inputs.items()}
    try:
        made = node_steps.run_cached(ROOT / "tools" / script_name, [str(pyodide_src)], jobs, (suffix,),
                                     ROOT / "node_modules" / ".cache" / "tavolo-pyodide-tools")
    except node_steps.NodeStepError as error:
        raise BuildError(str(error)) from error
    return {key: made[key][0].read_bytes() for key in inputs}


def _check_installed(name: str, package_dir: Path, versions: dict[str, str]) -> None:
    found = _installed_version(package_dir)
    if found != versions[name]:
        raise BuildError(f"node_modules holds {name} {found}, the lock pins {versions[name]}: run `npm ci`")


def copy_runtime(out: Path, versions: dict[str, str]) -> dict[str, str]:
    """Copies Pyodide and polyscript from node_modules into vendor folders named by what they hold;
    returns the names' tags for the page's templates (``{{pyodide}}``: ``314.0.7-1a2b3c4d``, the
    version and a hash of the folder's files; ``{{polyscript}}``: the version, the package's files
    copied as they are)."""
    pyodide_src = ROOT / "node_modules" / "pyodide"
    polyscript_src = ROOT / "node_modules" / "polyscript"
    _check_installed("pyodide", pyodide_src, versions)
    _check_installed("polyscript", polyscript_src, versions)
    pyodide_out = out / "vendor" / f"pyodide-{versions['pyodide']}"
    pyodide_out.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name == "python_stdlib.zip":
            trim_stdlib(pyodide_src / name, pyodide_out / name)
            compile_zip(pyodide_out / name, pyodide_src)
        else:
            shutil.copy2(pyodide_src / name, pyodide_out / name)
    # No Pyodide packages are used: an empty lockfile saves a 119 kB download.
    lock = json.loads((pyodide_src / "pyodide-lock.json").read_text())
    (pyodide_out / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": {}}))
    # XWorker needs only the entry module: its chunks (TOML and zip config, package graph) serve
    # features the app does not use.
    polyscript_out = out / "vendor" / f"polyscript-{versions['polyscript']}"
    polyscript_out.mkdir(parents=True)
    shutil.copy2(polyscript_src / "dist" / "index.js", polyscript_out / "index.js")
    # The trimmed, compiled standard library changes with this script, not with Pyodide's version.
    tag = f"{versions['pyodide']}-{folder_digest(pyodide_out)}"
    pyodide_out.rename(pyodide_out.with_name(f"pyodide-{tag}"))
    return {**versions, "pyodide": tag}


def folder_digest(folder: Path) -> str:
    """8 hex digits of a hash of the names and contents of the files in *folder* (not their
    precompressed copies, which follow from them)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and not precompress.is_copy(p)):
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:8]


def site_versions(site: Path) -> dict[str, str]:
    """The tags of a built site's vendor folders, for pages added to it (``{{pyodide}}`` etc.)."""
    versions = runtime_versions()
    folder = next((site / "vendor").glob(f"pyodide-{versions['pyodide']}-*"))
    return {**versions, "pyodide": folder.name.removeprefix("pyodide-")}


def add_pyscript(out: Path) -> Path:
    """Adds PyScript's core.js (and the chunks it loads) to a built site, for the test and benchmark
    pages that run Python on the main thread; the site itself does not ship it.  Those pages need
    'unsafe-eval' (core.js builds its hooks with Function()): tools/serve.py PYSCRIPT_PAGE_RULES."""
    versions = runtime_versions()
    pyscript_src = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
    _check_installed("pyscript", pyscript_src.parent, versions)
    pyscript_out = out / "vendor" / f"pyscript-{versions['pyscript']}"
    pyscript_out.mkdir(parents=True, exist_ok=True)
    for path in sorted(pyscript_src.iterdir()):
        if path.suffix == ".map" or path.name.startswith(PYSCRIPT_SKIP_PREFIXES):
            continue
        shutil.copy2(path, pyscript_out / path.name)
    return pyscript_out


def check_cards() -> None:
    """Fails when the committed card faces differ from what tools/draw_cards.py draws."""
    draw = ROOT / "tools" / "draw_cards.py"
    if not draw.exists():
        return
    sys.path.insert(0, str(draw.parent))
    try:
        import draw_cards  # type: ignore[import-not-found]
    finally:
        sys.path.pop(0)
    problems = draw_cards.check(ROOT / "cards-svg")
    if problems:
        raise BuildError("card faces are stale; run `python3 tools/draw_cards.py`:\n  "
                         + "\n  ".join(problems))


# The files the app's worker fetches into its file system with ?v=<version> (web/app.js; sw.js caches
# them from that fetch); the bundles, named by their content, need no version.
WORKER_FILES = ("./pyapp_bundle.py",)
# The site's manifest of its parts (tools/bundles.py manifest): web/app.js gets it inlined ({{parts}}),
# the service worker's stamp reads it (which files come on first use).
PARTS_FILE = "parts.json"
# Besides the parts' files, what the service worker keeps only once a page asked for it, not at its
# install: what the app's page never fetches (the test pages' config, the parts' list) and the
# installed app's icons (the browser fetches them when it installs the app).  The manifests are
# installed with the rest: the page links one, and the browser asks for it offline too, maybe
# before the service worker controls the page.
KEPT_ON_USE = ("./config.json", f"./{PARTS_FILE}", "./*.png")


def shell_sprite() -> str:
    """The sprite of the shell's pictures (pyapp.ui.svg.SHELL_SPRITE): each site game's cover cards
    and the card backs, from the single faces of cards-svg/ (tools/card_sprites.py), so that the start
    screen and the settings draw no deck's whole sprite."""
    import card_sprites  # tools/, on the path (the card drawing's modules)

    games = _pyapp_module("pyapp.games")
    backs = [f"back-{back}" for back in _pyapp_module("pyapp.ui.profile").BACKS]
    names = dict.fromkeys([*(card for game in games.SITE_GAMES for card in game.cover), *backs])
    return str(card_sprites.sprite({name: (ROOT / "cards-svg" / f"{name}.svg").read_text() for name in names}))


def copy_sprites(out: Path) -> dict[str, tuple[str, int]]:
    """Writes each deck's sprite (cards-svg/sprite/: the games' decks; cards-svg/decks/: the regional
    decks, which a visit downloads only when the player chooses one) and the shell's
    (:func:`shell_sprite`) to out/cards/sprite/ under a name that carries its content's digest
    (``scopa.0123456789.svg``); returns each sprite's name and size by deck (the shell's under its
    name, ``shell``)."""
    sources = sorted([*(ROOT / "cards-svg" / "sprite").glob("*.svg"), *(ROOT / "cards-svg" / "decks").glob("*.svg")])
    sprites = {source.stem: source.read_bytes() for source in sources}
    sprites[_pyapp_module("pyapp.ui.svg").SHELL_SPRITE] = shell_sprite().encode()
    (out / "cards" / "sprite").mkdir(parents=True)
    written = {}
    for deck, data in sorted(sprites.items()):
        name = f"{deck}.{file_digest(data)[:10]}.svg"
        (out / "cards" / "sprite" / name).write_bytes(data)
        written[deck] = (name, len(data))
    return written


def render_template(text: str, versions: dict[str, str]) -> str:
    """Replaces each ``{{name}}`` of *versions* with its value: the vendor folders' tags ({{pyodide}},
    {{pyscript}}, {{polyscript}}) and the build's lists ({{worker_files}}, {{sprites}}, {{sprite_uses}},
    {{module_preloads}}, {{parts}}, {{config_files}})."""
    for name, version in versions.items():
        text = text.replace("{{" + name + "}}", version)
    return text


# The glue's modules (web/page/): web/app.js imports them, index.html preloads them all, so the page
# asks for them with app.js rather than once app.js is parsed.
PAGE_MODULES = "page"


def module_preloads() -> str:
    """index.html's ``<link rel="modulepreload">`` of each of the glue's modules (web/page/*.js)."""
    urls = sorted(f"./{PAGE_MODULES}/{path.name}" for path in (ROOT / "web" / PAGE_MODULES).glob("*.js"))
    return "\n  ".join(f'<link rel="modulepreload" href="{url}">' for url in urls)


# A placeholder of a template (``{{name}}``), and those of web/ that a later step fills (boot.js's words:
# tools/boot_texts.py).
PLACEHOLDER = re.compile(r"\{\{[a-z_]+\}\}")
FILLED_LATER = frozenset({"{{boot}}"})
# The text files of web/, published without their comments and with their placeholders filled.
TEMPLATE_SUFFIXES = (".json", ".py", ".html", ".js", ".css", ".webmanifest")


def render_web_file(path: Path, values: dict[str, str]) -> str:
    """The text file *path* of web/ as published: without its comments, its placeholders filled
    wherever they are (BuildError names one the build does not know)."""
    text = render_template(strip_comments(path.read_text(), path.suffix), values)
    unknown = sorted(set(PLACEHOLDER.findall(text)) - FILLED_LATER)
    if unknown:
        raise BuildError(f"{path} has placeholders the build does not fill: {', '.join(unknown)}")
    return text


def site_files(out: Path) -> list[str]:
    """Every file of the built site but the service worker and the precompressed copies
    (``app.js.br``: a host serves them for the file), as sorted relative URLs (``./index.html``)."""
    return sorted("./" + path.relative_to(out).as_posix() for path in out.rglob("*")
                  if path.is_file() and path.relative_to(out).as_posix() != "sw.js"
                  and not precompress.is_copy(path))


# index.html's <html data-version>: the version the page belongs to (web/app.js and register-sw.js
# tell the service worker, which serves each tab from the cache of its own version).
PAGE_VERSION = re.compile(r'(<html[^>]* data-version=")[^"]*(")')
VERSION_PLACEHOLDER = "{{version}}"
# sw.js ends with a comment of 0 to LENGTH_STAMP_RANGE - 1 characters chosen by the version: a new
# version changes the file's length too (odds of keeping it: 1 in LENGTH_STAMP_RANGE), so hosts
# whose validators are only the modification time and the size still see a new deploy.
LENGTH_STAMP_RANGE = 4096


def _page_with_version(text: str, version: str) -> str:
    stamped, count = PAGE_VERSION.subn(lambda match: match.group(1) + version + match.group(2), text, count=1)
    if count != 1:
        raise BuildError('index.html lost its <html data-version="{{version}}">')
    return stamped


def file_digest(data: bytes) -> str:
    """The start of the SHA-256 of a file, as the service worker checks it (16 hex digits)."""
    return hashlib.sha256(data).hexdigest()[:16]


def stamp_service_worker(out: Path) -> str:
    """Writes out/sw.js from web/sw.js and puts the version on out/index.html: VERSION hashes every
    other file (and the template; index.html with its version left out, so stamping twice gives the
    same version), FILES lists them with their sizes and digests (the worker refuses to install
    files that do not match: half a deploy is never cached) and marks those it keeps on their first
    use only: the parts' (PARTS_FILE: the games' code, the languages' words, the decks' sprites) and
    KEPT_ON_USE; the file ends with a length stamp.  Call it after every other file is written; returns the
    version."""
    template = strip_comments((ROOT / "web" / "sw.js").read_text(), ".js")
    files = site_files(out)
    page = out / "index.html"
    digest = hashlib.sha256(template.encode())
    for url in files:
        data = (out / url[2:]).read_bytes()
        if url == "./index.html":
            data = _page_with_version(data.decode(), VERSION_PLACEHOLDER).encode()
        digest.update(url.encode() + b"\0" + hashlib.sha256(data).digest())
    version = digest.hexdigest()[:16]
    if page.exists():
        page.write_text(_page_with_version(page.read_text(), version))
    parts_file = out / PARTS_FILE
    on_use = bundles.on_use_files(json.loads(parts_file.read_text())) if parts_file.exists() else set()
    on_use |= {url for url in files if any(fnmatch.fnmatchcase(url, pattern) for pattern in KEPT_ON_USE)}
    entries = []
    for url in files:
        data = (out / url[2:]).read_bytes()
        entries.append(json.dumps([url, len(data), file_digest(data), *([True] if url in on_use else [])]))
    listing = "[\n  " + ",\n  ".join(entries) + ",\n]"
    text = template.replace('"{{version}}"', json.dumps(version)).replace('["{{files}}"]', listing)
    text = render_template(text, {"worker_files": " ".join(WORKER_FILES)})
    if text == template or version not in text or files and files[0] not in text:
        raise BuildError("web/sw.js lost its {{version}} or [\"{{files}}\"] placeholder")
    stamp = "-" * (int(version, 16) % LENGTH_STAMP_RANGE)
    (out / "sw.js").write_text(f"{text.rstrip()}\n// length stamp: {stamp}\n")
    return version


def build(out: Path, precompressed: bool = True) -> Path:
    """Builds the whole site into *out* (emptied first) and returns it; with *precompressed*, with a
    brotli and a gzip copy beside each compressible file (tools/precompress.py), for hosts that serve
    them."""
    versions = runtime_versions()
    check_cards()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    versions = copy_runtime(out, versions)
    # The pages draw every card from one sprite per deck (pyapp/ui/svg.py): the single faces of
    # cards-svg/ are the art's source and stay out of the site (half of the card bytes).
    sprites = copy_sprites(out)
    staging = out / "pyapp.zip"
    write_pyapp_zip(staging)
    # The app's own modules lose their docstrings and asserts (type checks for mypy only): the
    # browser never reads them, and the package is a tenth smaller.
    compile_zip(staging, ROOT / "node_modules" / "pyodide", where=PYSCRIPT_HOME, optimize=2)
    part_files = write_bundles(out, staging, ROOT / "node_modules" / "pyodide")
    staging.unlink()
    svg = _pyapp_module("pyapp.ui.svg")
    part_files.update({f"deck:{deck}": [(f"./cards/sprite/{name}", size)]
                       for deck, (name, size) in sprites.items() if deck != svg.SHELL_SPRITE})
    known = bundles.manifest(part_files)
    (out / PARTS_FILE).write_text(json.dumps(known, separators=(",", ":")))
    shell = sprites[svg.SHELL_SPRITE][0]
    bundle_urls = [url for found in known["files"].values() for url, _size in found if url.endswith(".zst")]
    values = {**versions, "worker_files": " ".join(WORKER_FILES),
              "sprites": " ".join(name for name, _size in sprites.values()),  # web/app.js's {{sprites}}
              # index.html's keeper: the shell's sprite (web/app.js adds a deck's when a table needs it)
              "sprite_uses": f'<use href="cards/sprite/{shell}#{svg.DEFAULT_BACK}"/>', "back": svg.DEFAULT_BACK,
              "module_preloads": module_preloads(),
              "parts": json.dumps(known, separators=(",", ":")),
              # web/app.js's RUNTIME_FILES: what the worker downloads of the runtime (a first visit's progress)
              "runtime_files": json.dumps([[f"./{path.relative_to(out).as_posix()}", path.stat().st_size]
                                           for path in sorted((out / "vendor" / f"pyodide-{versions['pyodide']}")
                                                              .iterdir()) if path.is_file()], separators=(",", ":")),
              # config.json (PyScript pages of the tests and benchmarks): every bundle, and the importer
              "config_files": json.dumps({url: url for url in [*bundle_urls, "./pyapp_bundle.py"]})}
    (out / "index.html").write_text(render_template((ROOT / "index.html").read_text(), values))
    for path in sorted((ROOT / "web").rglob("*")):
        if path.is_file() and path.name != "sw.js":
            target = out / path.relative_to(ROOT / "web")
            target.parent.mkdir(parents=True, exist_ok=True)
            if path.suffix in TEMPLATE_SUFFIXES:
                target.write_text(render_web_file(path, values))
            else:
                shutil.copy2(path, target)
    icons.write_pngs(out)
    manifests.write(out)
    try:
        boot_texts.write(out, [name for name, _size in sprites.values()])
    except ValueError as error:
        raise BuildError(str(error)) from error
    stamp_service_worker(out)
    if precompressed:
        try:
            precompress.write(out)
        except precompress.PrecompressError as error:
            raise BuildError(str(error)) from error
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="publish folder (default: dist/)")
    parser.add_argument("--no-precompressed", dest="precompressed", action="store_false",
                        help="no .br and .gz copies (for hosts that compress on the fly, as Netlify does)")
    args = parser.parse_args(argv)
    try:
        out = build(args.out, args.precompressed)
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    files = [p for p in out.rglob("*") if p.is_file() and not precompress.is_copy(p)]
    total = sum(p.stat().st_size for p in files)
    own = sum(p.stat().st_size for p in files if "vendor" not in p.relative_to(out).parts)
    stdlib = next(out.glob("vendor/pyodide-*/python_stdlib.zip")).stat().st_size
    print(f"built {out}: {total / 1e6:.1f} MB, of which the app's own files {own / 1e3:.0f} kB "
          f"and the trimmed standard library {stdlib / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
