"""The build (tools/build_site.py): deterministic output, the service worker's stamp and precache
list, version-named runtime folders, the trimmed payload, the icons and the hosting headers."""

from __future__ import annotations

import fnmatch
import gzip
import hashlib
import html
import importlib
import importlib.util
import json
import marshal
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import zipfile
import zlib
from collections.abc import Callable, Iterator
from importlib.machinery import ModuleSpec
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402
import bundles  # noqa: E402
import icons  # noqa: E402

from pyapp.games import GAMES, SITE_GAME_NAMES, message_game  # noqa: E402
from pyapp.i18n import languages, messages, rules_content  # noqa: E402
from pyapp.ui import parts  # noqa: E402
from pyapp.ui.svg import DEFAULT_BACK  # noqa: E402

# Nothing by default, each kind of resource the app uses from the site itself.  No 'unsafe-eval': no
# script on the page or in the worker evaluates strings (polyscript's XWorker, not PyScript's
# PyWorker, whose hooks are built with Function()); Pyodide compiles its WebAssembly.  No style
# elements, and style attributes only (the tables set a moving card's distance and time as CSS
# variables; register-sw.js styles through the CSSOM); no data: or blob: images.
# (tests/e2e/test_csp.py: every screen works under it.)
CSP = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; connect-src 'self'; "
       "img-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; manifest-src 'self'; base-uri 'none'; "
       "form-action 'none'; frame-ancestors 'none'")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_site.build(tmp_path_factory.mktemp("build") / "dist")


def files_entries(sw: str) -> list[list[Any]]:
    """sw.js's FILES: [url, size, digest] for every file it knows, and a fourth item, true, for those
    it keeps on their first use only (the parts')."""
    match = re.search(r"const FILES = (\[.*?\n\]);", sw, re.S)
    assert match, "sw.js has no FILES list"
    return list(json.loads(re.sub(r",\s*\]$", "]", match.group(1))))


def precache_of(sw: str) -> list[str]:
    return [url for url, *_ in files_entries(sw)]


def version_of(sw: str) -> str:
    match = re.search(r'const VERSION = "([0-9a-f]{16})";', sw)
    assert match, "sw.js has no stamped VERSION"
    return match.group(1)


def files_of(site: Path) -> set[str]:
    """The site's files (not the precompressed copies a host sends for them)."""
    return {"./" + p.relative_to(site).as_posix() for p in site.rglob("*")
            if p.is_file() and p.suffix not in (".br", ".gz")}


def test_compressible_files_have_brotli_and_gzip_copies_that_the_service_worker_never_lists(site: Path) -> None:
    copies = {"./" + p.relative_to(site).as_posix() for p in site.rglob("*") if p.suffix in (".br", ".gz")}
    for url in ("./index.html", "./app.js", "./sw.js", "./style.css", "./pyapp_bundle.py"):
        assert {url + ".br", url + ".gz"} <= copies, url
    wasm = next(site.glob("vendor/pyodide-*/pyodide.asm.wasm"))
    assert wasm.with_name(wasm.name + ".br").stat().st_size < 0.4 * wasm.stat().st_size
    assert gzip.decompress((site / "app.js.gz").read_bytes()) == (site / "app.js").read_bytes()
    # Already compressed: no copy.
    assert not any(url.endswith((".zst.br", ".zst.gz", ".png.br", ".png.gz")) for url in copies)
    assert {url.rsplit(".", 1)[0] for url in copies} <= files_of(site)
    sw = (site / "sw.js").read_text()
    assert ".br" not in sw and ".gz\"" not in sw
    # Netlify compresses what it sends itself: its build writes no copies.
    assert "--no-precompressed" in tomllib.loads((ROOT / "netlify.toml").read_text())["build"]["command"]


def test_pyapp_zip_is_deterministic(tmp_path: Path) -> None:
    build_site.write_pyapp_zip(tmp_path / "a.zip")
    build_site.write_pyapp_zip(tmp_path / "b.zip")
    assert (tmp_path / "a.zip").read_bytes() == (tmp_path / "b.zip").read_bytes()
    with zipfile.ZipFile(tmp_path / "a.zip") as archive:
        names = archive.namelist()
        assert names == sorted(names)
        assert {info.date_time for info in archive.infolist()} == {build_site.FIXED_TIME}
    assert "pyapp/__init__.py" in names and "pyapp/ai/worker.py" in names
    assert {f"pyapp/i18n/locales/{code}/{part}.json" for code in messages.LANGUAGES
            for part in ("messages", "rules")} <= set(names), "with the languages' files"
    shipped_tools = [name for name in names if name.startswith(build_site.PYAPP_DESKTOP_ONLY)]
    assert shipped_tools == [] and "pyapp/cli/bot.py" not in names, "command-line tools are not shipped"
    assert "pyapp/scopa/protocol.py" not in names and "pyapp/minchiate/protocol.py" not in names, \
        "the outside bots' protocol is not shipped"
    assert "pyapp/scopone/protocol.py" not in names and "pyapp/scopone/state.py" in names
    assert not any(name.startswith("pyapp/cli/research/") for name in names), "research code is not shipped"
    assert not any("__pycache__" in name or name.endswith(".pyc") for name in names)


def test_a_damaged_json_file_fails_the_build(tmp_path: Path) -> None:
    (tmp_path / "messages.json").write_text('{"a": "b",}', encoding="utf-8")
    with pytest.raises(build_site.BuildError, match=r"messages\.json is not valid JSON: .*line 1 column 11"):
        build_site.compact_json(tmp_path / "messages.json")
    (tmp_path / "rules.json").write_text('{\n  "a": ["b", "c\u00a0d"]\n}\n', encoding="utf-8")
    assert build_site.compact_json(tmp_path / "rules.json") == '{"a":["b","c\u00a0d"]}'.encode()


def load_bundle_module() -> Any:
    """web/pyapp_bundle.py, the importer the page and the worker run before pyapp."""
    spec = importlib.util.spec_from_file_location("pyapp_bundle", ROOT / "web" / "pyapp_bundle.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def parts_of(site: Path) -> dict[str, Any]:
    """The site's manifest of its parts (tools/bundles.py manifest)."""
    return dict(json.loads((site / build_site.PARTS_FILE).read_text()))


def bundles_of(site: Path) -> dict[str, dict[str, bytes]]:
    """Each part's bundle's files, by part (``core``, ``game:scopa``, ...)."""
    bundle = load_bundle_module()
    return {part: bundle.read(str(site / url)) for part, found in parts_of(site)["files"].items()
            for url, _size in found if url.endswith(".zst")}


def test_the_published_package_is_bundles_of_bytecode_of_every_browser_module_each_in_one_part(site: Path) -> None:
    assert not (site / "pyapp.zip").exists(), "the staging zip is not published"
    bundle = load_bundle_module()
    assert (bundles.FOLDER, bundles.PART_ENTRY, bundles.PACKAGES_ENTRY, bundles.DATACLASS_METHODS, bundles.CORE) == \
        (bundle.FOLDER, bundle.PART_ENTRY, bundle.PACKAGES_ENTRY, bundle.DATACLASS_METHODS, bundle.CORE)
    shipped = bundles_of(site)
    assert list(shipped) == ["core", *sorted(set(shipped) - {"core"})]
    assert {"game:scopa", "game:scopone", "game:minchiate", "game:briscola", "game:tressette", "words:it",
            "rules:scopa:fr"} < set(shipped)
    assert "words:en" not in shipped, "English is the core's: every language's fallback"
    sources = [path.relative_to(ROOT).as_posix() for path in build_site.pyapp_files()]
    modules = sorted(name + "c" for name in sources if name.endswith(".py"))
    found: dict[str, str] = {}
    for part, files in shipped.items():
        assert files.pop(bundle.PART_ENTRY) == part.encode()
        files.pop(bundle.DATACLASS_METHODS, None)
        for name in files:
            assert name not in found, f"{name} is in {found.get(name)} and {part}"
            found[name] = part
    assert sorted(name for name in found if name.endswith(".pyc")) == modules
    # Each module is in its game's part, or the core's.
    packages = json.loads(shipped["core"][bundle.PACKAGES_ENTRY])
    assert packages["pyapp/scopa"] == "game:scopa" and packages["pyapp/ui/minchiate"] == "game:minchiate"
    assert packages["pyapp/ai/briscola"] == "game:briscola"
    assert found["pyapp/scopa/state.pyc"] == "game:scopa" and found["pyapp/ui/scopone/table.pyc"] == "game:scopone"
    assert found["pyapp/briscola/__init__.pyc"] == "game:briscola"
    assert found["pyapp/ui/tressette/render.pyc"] == "game:tressette" and found["pyapp/tressette_options.pyc"] == "core"
    assert packages["pyapp/ai/tressette"] == "game:tressette" and found["pyapp/tressette/state.pyc"] == "game:tressette"
    assert found["pyapp/ui/shell.pyc"] == found["pyapp/house_rules.pyc"] == found["pyapp/ai/search.pyc"] == "core"
    # The card gallery's screen, which a visit rarely opens, is a part of its own.
    assert found["pyapp/ui/gallery/render.pyc"] == packages["pyapp/ui/gallery"] == "screen:gallery"
    # The trick-taking games' shared screen code comes with the first of their tables, not the core.
    assert found["pyapp/ui/tricks/controller.pyc"] == packages["pyapp/ui/tricks"] == "screen:tricks"
    # The deal review's dialog comes when the player first opens a review, not with the core.
    assert found["pyapp/ui/review/dialog.pyc"] == packages["pyapp/ui/review"] == "screen:review"
    assert found["pyapp/ui/scopa/review.pyc"] == "game:scopa"
    assert found["pyapp/ui/minchiate/review.pyc"] == "game:minchiate"
    # The words: English's in the core, each other language's in its part, each rules page in its own.
    assert found["pyapp/i18n/locales/en/messages.json"] == "core"
    assert found["pyapp/i18n/locales/it/messages.json"] == "words:it"
    assert found["pyapp/i18n/locales/fr/rules.json"] == "words:fr"
    assert found["pyapp/i18n/locales/fr/rules.minchiate.json"] == "rules:minchiate:fr"
    assert found["pyapp/i18n/locales/fa/rules.briscola.json"] == "rules:briscola:fa"
    assert found["pyapp/i18n/locales/it/rules.tressette.json"] == "rules:tressette:it"
    for code in messages.LANGUAGES:
        rules = json.loads((ROOT / f"pyapp/i18n/locales/{code}/rules.json").read_text(encoding="utf-8"))
        pages = rules.pop("pages")
        compact = {key: json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()
                   for key, value in [("rules", rules), *((f"rules.{game}", page) for game, page in pages.items())]}
        for key, data in compact.items():
            assert shipped[found[f"pyapp/i18n/locales/{code}/{key}.json"]][f"pyapp/i18n/locales/{code}/{key}.json"] == \
                data, f"{code}/{key}.json ships as its JSON, compacted"
        assert_the_words_ship_split_by_game(code, shipped, found)
    assert {data[4:8] for files in shipped.values() for name, data in files.items() if name.endswith(".pyc")} == \
        {(1).to_bytes(4, "little")}, "unchecked hash-based .pyc files (PEP 552)"
    # The test and benchmark pages (config.json) get every bundle.
    config = json.loads((site / "config.json").read_text())
    urls = [url for found_files in parts_of(site)["files"].values() for url, _size in found_files
            if url.endswith(".zst")]
    assert config["files"] == {url: url for url in [*urls, "./pyapp_bundle.py"]}


def compact(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def assert_the_words_ship_split_by_game(code: str, shipped: dict[str, dict[str, bytes]], found: dict[str, str]) -> None:
    """Language *code*'s messages.json ships split: each game's own keys (Game.message_prefixes) in
    messages.<game>.json, in the game's code part for English and in words:<game>:<code> for another
    language; the rest in the core (English) or words:<code>; every key in exactly one of them."""
    folder = f"pyapp/i18n/locales/{code}"
    repository = json.loads((ROOT / folder / "messages.json").read_text(encoding="utf-8"))
    words = "core" if code == "en" else f"words:{code}"
    assert found[f"{folder}/messages.json"] == words
    core = {key: text for key, text in repository.items() if not message_game(key)}
    assert shipped[words][f"{folder}/messages.json"] == compact(core), f"{code}: the core's words, compacted"
    shipped_keys = list(core)
    for game in GAMES:
        name = f"{folder}/messages.{game.name}.json"
        if not game.message_prefixes:
            assert name not in found, f"{game.name} has no words of its own"
            continue
        part = f"game:{game.name}" if code == "en" else f"words:{game.name}:{code}"
        assert found[name] == part
        own = {key: text for key, text in repository.items() if key.startswith(game.message_prefixes)}
        assert shipped[part][name] == compact(own), f"{code}: {game.name}'s own words, compacted"
        shipped_keys += own
    assert sorted(shipped_keys) == sorted(repository), f"{code}: every key ships once"
    prefixes = tuple(prefix for game in GAMES for prefix in game.message_prefixes)
    assert not [key for key in json.loads(shipped[words][f"{folder}/messages.json"]) if key.startswith(prefixes)]


def test_every_game_with_a_screen_but_scopa_has_words_of_its_own_and_no_prefix_is_another_games() -> None:
    assert {game.name for game in GAMES if game.message_prefixes} == {"minchiate", "scopone", "briscola", "tressette"}
    prefixes = [(prefix, game.name) for game in GAMES for prefix in game.message_prefixes]
    for prefix, game in prefixes:
        assert prefix.endswith(".")
        assert not [other for other, owner in prefixes if owner != game and other.startswith(prefix)]
    assert message_game("m.trick.lead") == "minchiate" and message_game("minchiate.event.play") == "minchiate"
    assert message_game("scopone.seat.1") == "scopone" and message_game("b.turn.seat") == "briscola"
    assert message_game("card.suit.italian.C") == message_game("stats.per_deal.briscola") == ""


@pytest.fixture
def site_words(site: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., None]]:
    """pyapp.i18n reading its words as the browser does: from the site's bundles, only those of the parts
    loaded (the core at first; the fixture's value loads more parts)."""
    bundle = load_bundle_module()
    importer = bundle.BundleImporter()
    known = parts_of(site)["files"]

    def load(*names: str) -> None:
        for name in names:
            for url, _size in known[name]:
                if url.endswith(".zst") and name not in importer.parts:
                    importer.load((site / url).read_bytes(), name)

    load("core")
    monkeypatch.setattr(languages, "__spec__", ModuleSpec(languages.__name__, importer))
    monkeypatch.setattr(languages, "LOCALES", f"{bundle.HOME}/pyapp/i18n/locales")
    english = messages._read("en")
    monkeypatch.setattr(messages, "ENGLISH", english)
    monkeypatch.setattr(messages, "_catalogs", {"en": english})
    monkeypatch.setattr(messages, "_merged", set())
    monkeypatch.setattr(messages, "_state", {"language": "en"})
    monkeypatch.setattr(rules_content, "_read_languages", {})  # (the rules' words read meanwhile are the bundles')
    messages._note_games("en", english)
    yield load


def test_the_site_reads_a_games_words_from_its_parts_only_and_fails_loudly_without_them(site_words: Any) -> None:
    from test_shell import shell_at

    assert "b.turn.seat" not in messages.ENGLISH, "the core holds no game's words"
    for code in messages.LANGUAGES:
        site_words(*parts.language(code))
    # The start screen, the statistics, the settings and the options read no game's own words.
    for code in messages.LANGUAGES:
        messages.set_language(code)
        shell, page = shell_at({})
        for action in ("stats-open", "settings-open", "setup-open:briscola", "setup-open:scopone", "setup-open:scopa"):
            shell.dispatch(action)
            page.finish_work()
            assert page.dialog and not page.errors, (code, action, page.errors)
    # A game's word without its part is an error naming the file, never the key shown.
    with pytest.raises(languages.LanguageFileError, match=r"words of Briscola .*messages\.briscola\.json"):
        messages.text_in("it", "b.turn.seat", seat="Nord")
    with pytest.raises(languages.LanguageFileError, match=r"messages\.minchiate\.json"):
        messages.text_in("en", "m.trick.lead")
    # With its table's parts in a language, each game speaks it (Scopone its own words and Scopa's).
    for code in messages.LANGUAGES:
        repository = json.loads((ROOT / f"pyapp/i18n/locales/{code}/messages.json").read_text(encoding="utf-8"))
        messages.set_language(code)
        for game in SITE_GAME_NAMES:
            site_words(*parts.table(game, language_code=code))
            shell, page = shell_at({"game": game, "seed": "5"})
            assert shell.controller is not None and f'data-game="{game}"' in page.markup and not page.errors
        if code in ("en", "it", "da"):  # (French's and Persian's typography changes some texts as they are read)
            for key in ("b.turn.seat", "scopone.seat.1", "minchiate.trick.lead", "m.trick.lead"):
                assert messages.catalog(code)[key] == repository[key], (code, key)


CORE_IMPORTS = """
import importlib, json, sys
for name in json.loads(sys.argv[1]):
    importlib.import_module(name)
print(json.dumps(sorted(module.__file__ for name, module in sys.modules.items()
                        if name.split(".")[0] == "pyapp" and module.__file__)))
"""


def test_the_cores_modules_import_no_module_of_a_part() -> None:
    """Every module of the core imported, as a visit's start does: none of them imports, at its top, a
    module a part holds (a game's, a shared screen's, the gallery's, the deal review's: the
    controllers import their reviews when they build one); in the browser that import would fail."""
    packages = bundles.package_parts()
    sources = [path.relative_to(ROOT).as_posix() for path in build_site.pyapp_files() if path.suffix == ".py"]
    core = [bundles.module_name(name) for name in sources if bundles.module_part(name, packages) == bundles.CORE]
    assert "pyapp.ui.dialogs" in core and "pyapp.ui.game_controller" in core and "pyapp.ui.review" not in core
    done = subprocess.run([sys.executable, "-c", CORE_IMPORTS, json.dumps(core)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True)
    imported = [Path(file).resolve().relative_to(ROOT).as_posix() for file in json.loads(done.stdout)]
    assert "pyapp/ui/dialogs.py" in imported
    assert not [name for name in imported if bundles.module_part(name, packages) != bundles.CORE]


def test_the_parts_manifest_names_each_parts_files_and_what_each_game_needs(site: Path) -> None:
    known = parts_of(site)
    for found in known["files"].values():
        for url, size in found:
            assert (site / url).stat().st_size == size, url
            assert re.fullmatch(r"\./(python/[a-z]+(-[a-z]+)*\.[0-9a-f]{10}\.zst"
                                r"|cards/sprite/[a-z]+\.[0-9a-f]{10}\.svg)", url), url
    assert known["tables"] == {"scopa": ["game:scopa", "deck:scopa"], "minchiate": ["game:minchiate", "deck:minchiate"],
                               "scopone": ["game:scopa", "game:scopone", "deck:scopa"],
                               "briscola": ["screen:tricks", "game:briscola", "deck:scopa"],
                               "tressette": ["screen:tricks", "game:tressette", "deck:scopa"]}
    # Every game with a screen has its table's parts; its code is a part of its own (a Scopa visit loads
    # none of Briscola's or Tressette's).
    assert set(known["tables"]) == set(SITE_GAME_NAMES)
    # A link to a table starts with the chosen deck's sprite in place of the Tavolo one (web/app.js tableParts).
    assert known["deck_choices"] == ["deck:scopa", "deck:napoletane", "deck:piacentine", "deck:siciliane",
                                     "deck:trevisane"]
    # The regional decks are parts too (downloaded when a player chooses one), the shell's sprite not.
    assert {f"deck:{deck}" for deck in ("napoletane", "piacentine", "siciliane", "trevisane")} < set(known["files"])
    assert not any("shell" in part for part in known["files"])
    assert f"const PARTS = {json.dumps(known, separators=(',', ':'))};" in (site / "app.js").read_text()


def test_a_module_of_a_part_not_loaded_is_refused_naming_the_part(site: Path) -> None:
    bundle = load_bundle_module()
    shipped = parts_of(site)["files"]
    importer = bundle.BundleImporter()
    for part in ("core", "game:scopa"):
        importer.load((site / shipped[part][0][0]).read_bytes(), part)
    assert importer.parts == ["core", "game:scopa"]
    assert importer.find_spec("pyapp.scopa.state") is not None
    with pytest.raises(bundle.PartNotLoaded, match="pyapp.ui.minchiate.table comes with the part game:minchiate"):
        importer.find_spec("pyapp.ui.minchiate.table")
    assert importer.find_spec("pyapp.nothing") is None
    with pytest.raises(bundle.zstd.ZstdError):
        importer.load(b"not a bundle", "damaged")
    assert importer.parts == ["core", "game:scopa"], "a damaged bundle changes nothing"


def test_the_bundles_are_deterministic_and_smaller_than_the_zip(site: Path, tmp_path: Path) -> None:
    build_site.write_pyapp_zip(tmp_path / "pyapp.zip")
    pyodide = ROOT / "node_modules" / "pyodide"
    written = []
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        written.append(build_site.write_bundles(tmp_path / name, tmp_path / "pyapp.zip", pyodide))
    assert written[0] == written[1]
    for found in written[0].values():
        for url, _size in found:
            assert (tmp_path / "a" / url).read_bytes() == (tmp_path / "b" / url).read_bytes()
    # Each bundle is a solid archive: together still smaller than the zip of the sources, whose files
    # are compressed one by one (a single bundle was 0.7 of it; the parts cost the rest: 0.90 with
    # each game's words in its own part per language, five games in five languages).
    total = sum(size for found in written[0].values() for _url, size in found)
    assert total < 0.95 * (tmp_path / "pyapp.zip").stat().st_size


def test_the_bundle_importer_loads_packages_bytecode_and_sources(tmp_path: Path) -> None:
    bundle = load_bundle_module()
    compiled = compile("from demo_bundle import helper\nVALUE = helper.twice(21)\n", "x", "exec")
    files = {
        "demo_bundle/__init__.py": b"NAME = 'demo'\n",
        "demo_bundle/helper.py": b"def twice(n):\n    return 2 * n\n",
        "demo_bundle/main.pyc": bytes(16) + marshal.dumps(compiled),
        "demo_bundle/broken.py": b"raise RuntimeError('boom')\n",
        "demo_bundle/words/en.json": b'{"hello": "Hello"}',
    }
    archive = tmp_path / "demo.zst"
    archive.write_bytes(bundle.zstd.compress(marshal.dumps(files)))
    importer = bundle.install(str(archive))
    assert importer.parts == ["?"], "a bundle naming no part"
    try:
        main = importlib.import_module("demo_bundle.main")
        assert main.VALUE == 42
        assert main.__file__ == f"{bundle.HOME}/demo_bundle/main.pyc"
        package = sys.modules["demo_bundle"]
        assert package.NAME == "demo" and package.__path__ == [f"{bundle.HOME}/demo_bundle"]
        assert importer.find_spec("demo_bundle.missing") is None
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module("demo_bundle.missing")
        with pytest.raises(RuntimeError, match="boom"):
            importlib.import_module("demo_bundle.broken")
        assert "demo_bundle/words/en.json" not in importer.files, "data files are no modules"
        assert importer.find_spec("demo_bundle.words.en") is None
        loader = package.__spec__.loader
        assert loader.get_data(f"{bundle.HOME}/demo_bundle/words/en.json") == b'{"hello": "Hello"}'
        assert loader.get_data(f"{bundle.HOME}/demo_bundle/helper.py") == files["demo_bundle/helper.py"]
        for missing in (f"{bundle.HOME}/demo_bundle/words/fr.json", "demo_bundle/words/en.json"):
            with pytest.raises(FileNotFoundError, match="not in the bundles loaded"):
                loader.get_data(missing)
    finally:
        sys.meta_path.remove(importer)
        for name in [name for name in sys.modules if name.split(".")[0] == "demo_bundle"]:
            del sys.modules[name]


def test_a_damaged_bundle_is_refused(tmp_path: Path) -> None:
    bundle = load_bundle_module()
    damaged = tmp_path / "damaged.zst"
    damaged.write_bytes(b"not a zstd file")
    with pytest.raises(bundle.zstd.ZstdError):
        bundle.read(str(damaged))
    other = tmp_path / "other.zst"
    other.write_bytes(bundle.zstd.compress(marshal.dumps(["a list"])))
    with pytest.raises(ValueError, match="not a module bundle"):
        bundle.read(str(other))


def test_cards_ship_as_one_content_named_sprite_per_deck_and_no_single_faces(site: Path) -> None:
    shipped = sorted(url[2:] for url in files_of(site) if url.startswith("./cards/"))
    decks = {"minchiate": "sprite", "scopa": "sprite", **dict.fromkeys(("napoletane", "piacentine", "siciliane",
                                                                         "trevisane"), "decks")}
    assert len(shipped) == len(decks) + 1, "each deck's sprite and the shell's"
    named = {name.removeprefix("cards/sprite/").split(".")[0]: name for name in shipped}
    for deck, folder in decks.items():
        data = (ROOT / "cards-svg" / folder / f"{deck}.svg").read_bytes()
        assert named[deck] == f"cards/sprite/{deck}.{hashlib.sha256(data).hexdigest()[:10]}.svg"
        assert (site / named[deck]).read_bytes() == data
        assert f'id="{DEFAULT_BACK}"' in data.decode()  # what the keeper holds a sprite by
    # The shell's sprite: the start screen's covers and the backs, from the single faces.
    shell = (site / named["shell"]).read_text()
    for card in ("7d", "T40", "back-blue", "back-red"):
        assert f'id="{card}"' in shell
    assert len(shell) < 40_000
    # The page tells the app's worker the names (web/app.js), and the prerendered start screen uses
    # the shell's only: the page's keeper holds it; a deck's comes when a table needs it.
    names = " ".join(name.removeprefix("cards/sprite/") for name in named.values())
    assert f'const SPRITES = "{names}".split' in (site / "app.js").read_text()
    start = (site / "index.html").read_text()
    assert re.findall(r'href="(cards/sprite/[^"#]+)#', start) and \
        set(re.findall(r'href="(cards/sprite/[^"#]+)#', start)) == {named["shell"]}
    assert f'<use href="{named["shell"]}#{DEFAULT_BACK}"/>' in start


def test_precache_lists_every_file_but_the_service_worker_with_its_size_and_digest(site: Path) -> None:
    entries = files_entries((site / "sw.js").read_text())
    precache = [url for url, *_ in entries]
    assert precache == sorted(precache)
    assert set(precache) == files_of(site) - {"./sw.js"}
    assert "{{" not in (site / "sw.js").read_text()
    for url, size, digest, *_ in entries:  # what the install checks each fetched file against
        data = (site / url).read_bytes()
        assert size == len(data) and digest == hashlib.sha256(data).hexdigest()[:16], url
    # The parts' files are kept on their first use, everything else at the install.
    on_use = {url for url, _, _, *flag in entries if flag == [True]}
    assert all(len(entry) == 3 or entry[3] is True for entry in entries)
    known = parts_of(site)["files"]
    assert on_use == {url for part, found in known.items() if part != "core" for url, _ in found} | \
        {"./config.json", "./parts.json", "./apple-touch-icon.png", "./icon-192.png", "./icon-512.png",
         "./icon-maskable-512.png"}
    assert {url for url, _ in known["core"]} | {"./index.html", "./pyapp_bundle.py", "./manifest.webmanifest"} < \
        set(precache) - on_use
    # The page knows its version (it tells the service worker, and the app's worker asks for its files with it).
    version = version_of((site / "sw.js").read_text())
    assert f'<html lang="en" dir="ltr" data-version="{version}">' in (site / "index.html").read_text()


def small_site(folder: Path, script: bytes) -> Path:
    folder.mkdir()
    (folder / "index.html").write_text('<!doctype html>\n<html lang="en" data-version="{{version}}"></html>\n')
    (folder / "app.js").write_bytes(script)
    return folder


def test_a_deploy_that_changes_one_file_changes_the_service_workers_length(tmp_path: Path) -> None:
    # Same size, one byte apart: hosts whose validators are only the modification time and the size
    # (and a deploy that keeps the times) must still serve a new sw.js, so its length changes too.
    first = small_site(tmp_path / "a", b"console.log(1);\n")
    second = small_site(tmp_path / "b", b"console.log(2);\n")
    versions = build_site.stamp_service_worker(first), build_site.stamp_service_worker(second)
    assert versions[0] != versions[1]
    sizes = [(folder / "sw.js").stat().st_size for folder in (first, second)]
    assert sizes[0] != sizes[1], "the length stamp must follow the version"
    for folder, version in zip((first, second), versions, strict=True):
        text = (folder / "sw.js").read_text()
        stamp = re.search(r"\n// length stamp: (-*)\n$", text)
        assert stamp and len(stamp.group(1)) == int(version, 16) % build_site.LENGTH_STAMP_RANGE
        assert f'data-version="{version}"' in (folder / "index.html").read_text()


def test_the_stamp_changes_when_a_file_changes_and_only_then(site: Path) -> None:
    first = version_of((site / "sw.js").read_text())
    assert build_site.stamp_service_worker(site) == first, "the stamp is deterministic"
    style = site / "style.css"
    original = style.read_bytes()
    try:
        style.write_bytes(original + b"\n/* changed */\n")
        assert build_site.stamp_service_worker(site) != first
        card = next((site / "cards" / "sprite").glob("*.svg"))
        card.rename(card.with_name("renamed.svg"))
        renamed = build_site.stamp_service_worker(site)
        assert renamed not in (first,) and "./cards/sprite/renamed.svg" in precache_of((site / "sw.js").read_text())
        card.with_name("renamed.svg").rename(card)
    finally:
        style.write_bytes(original)
    assert build_site.stamp_service_worker(site) == first


def test_a_rebuild_is_identical(site: Path, tmp_path: Path) -> None:
    again = build_site.build(tmp_path / "dist")
    assert files_of(again) == files_of(site)
    for url in sorted(files_of(site)):
        assert (again / url).read_bytes() == (site / url).read_bytes(), f"{url} differs between two builds"


def test_runtime_folders_are_named_by_their_content(site: Path) -> None:
    # vendor/* is cached for good (netlify.toml) and shared by every version's cache (sw.js): a
    # folder's name changes with what it holds.  Pyodide's holds the standard library this build
    # trims and compiles, so its name carries their hash besides the version.
    versions = build_site.site_versions(site)
    pyodide = site / "vendor" / f"pyodide-{versions['pyodide']}"
    assert versions["pyodide"] == f"{build_site.runtime_versions()['pyodide']}-{build_site.folder_digest(pyodide)}"
    expected = {pyodide.name, f"polyscript-{versions['polyscript']}"}
    assert {p.name for p in (site / "vendor").iterdir()} == expected
    assert re.fullmatch(r"pyodide-\d+\.\d+\.\d+-[0-9a-f]{8}", pyodide.name)
    assert re.fullmatch(r"polyscript-\d+\.\d+\.\d+", f"polyscript-{versions['polyscript']}")
    assert sorted(p.name for p in (site / f"vendor/polyscript-{versions['polyscript']}").iterdir()) == \
        ["index.js", "index.js.br", "index.js.gz"]
    glue = (site / "app.js").read_text()  # the page's glue starts the worker on the vendored runtime
    assert f"./vendor/{pyodide.name}/pyodide.mjs" in glue
    assert f"./vendor/polyscript-{versions['polyscript']}/index.js" in glue and "{{" not in glue
    page = (site / "index.html").read_text()
    assert '<script type="module" src="./app.js"></script>' in page and "{{" not in page


def test_the_polyscript_shipped_is_the_one_pyscript_is_locked_with(site: Path) -> None:
    lock = json.loads((ROOT / "package-lock.json").read_text())["packages"]
    assert lock["node_modules/@pyscript/core"]["version"] == build_site.runtime_versions()["pyscript"]
    assert "polyscript" in lock["node_modules/@pyscript/core"]["dependencies"]
    shipped = next((site / "vendor").glob("polyscript-*/index.js")).read_bytes()
    assert shipped == (ROOT / "node_modules/polyscript/dist/index.js").read_bytes()


def test_pyscript_for_the_test_pages_leaves_unused_files_out(site: Path, tmp_path: Path) -> None:
    shutil.copytree(site, tmp_path / "site")
    config = json.loads((tmp_path / "site" / "config.json").read_text())  # for main-thread Python (test pages)
    assert config["interpreter"] == f"./vendor/pyodide-{build_site.site_versions(site)['pyodide']}/pyodide.mjs"
    pyscript = build_site.add_pyscript(tmp_path / "site")
    assert (pyscript / "core.js").exists()
    names = [p.name for p in pyscript.iterdir()]
    for unused in build_site.PYSCRIPT_SKIP_PREFIXES:
        assert not [name for name in names if name.startswith(unused)], unused
    assert not [name for name in names if name.endswith(".map")]


def test_the_pyodide_lockfile_is_empty(site: Path) -> None:
    lock = json.loads(next(site.glob("vendor/pyodide-*/pyodide-lock.json")).read_text())
    assert lock["packages"] == {}


def test_the_trimmed_stdlib_keeps_what_the_runtime_needs(site: Path) -> None:
    for name in ("asyncio", "asyncio.base_events", "zipfile", "shutil", "json", "logging", "tempfile", "ssl",
                 "socket", "subprocess", "tarfile", "urllib.parse", "html.entities", "traceback", "inspect",
                 "dataclasses", "typing", "random", "importlib.util", "encodings.utf_8", "encodings.cp437",
                 "encodings.aliases", "encodings.idna", "_pylong", "_strptime", "annotationlib", "_colorize"):
        assert build_site.module_kept(name), name
    for name in ("email", "email.mime.text", "xml.dom.minidom", "http.client", "urllib.request", "pdb",
                 "unittest", "multiprocessing", "_pyrepl.main", "encodings.cp850", "encodings.shift_jis"):
        assert not build_site.module_kept(name), name
    full = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
    trimmed = next(site.glob("vendor/pyodide-*/python_stdlib.zip"))
    with zipfile.ZipFile(full) as before, zipfile.ZipFile(trimmed) as after:
        kept = [name for name in before.namelist() if build_site.stdlib_keeps(name)]
        assert after.namelist() == [name + "c" if name.endswith(".py") else name for name in kept]
        # Every module is bytecode: unchecked hash-based (flags 1), all of one Python version.
        headers = {after.read(name)[:8] for name in after.namelist() if name.endswith(".pyc")}
        assert len({header[:4] for header in headers}) == 1
        assert {int.from_bytes(header[4:8], "little") for header in headers} == {1}
    assert trimmed.stat().st_size < full.stat().st_size


def test_icons_are_pngs_of_their_sizes_and_the_favicon_is_current(site: Path) -> None:
    assert (ROOT / "web" / "favicon.svg").read_text() == icons.svg(), "run python3 tools/icons.py"
    manifest = json.loads((site / "manifest.webmanifest").read_text())
    for icon in manifest["icons"]:
        data = (site / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
            assert icon["sizes"] == f"{width}x{height}"
    for name, (size, _kind) in icons.PNG_ICONS.items():
        assert int.from_bytes((site / name).read_bytes()[16:20], "big") == size


def decode_indexed_png(data: bytes) -> list[list[tuple[int, ...]]]:
    """The RGBA rows of an 8-bit indexed PNG with unfiltered rows (what tools/icons.py writes)."""
    chunks: dict[bytes, bytes] = {}
    position = 8
    while position < len(data):
        length = int.from_bytes(data[position:position + 4], "big")
        kind = data[position + 4:position + 8]
        chunks[kind] = chunks.get(kind, b"") + data[position + 8:position + 8 + length]
        position += 12 + length
    width, height, depth, colour_type = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    assert (depth, colour_type) == (8, 3)
    palette = chunks[b"PLTE"]
    alphas = chunks.get(b"tRNS", b"").ljust(len(palette) // 3, b"\xff")
    raw = zlib.decompress(chunks[b"IDAT"])
    rows = []
    for y in range(height):
        line = raw[y * (width + 1):(y + 1) * (width + 1)]
        assert line[0] == 0, "rows are unfiltered"
        rows.append([(*palette[3 * i:3 * i + 3], alphas[i]) for i in line[1:]])
    return rows


def test_indexed_icon_keeps_the_fills_exact_and_the_edges_close() -> None:
    for kind in ("any", "maskable"):
        rows = icons.raster(96, kind)
        decoded = decode_indexed_png(icons.png(rows))
        exact = worst = 0
        for row, decoded_row in zip(rows, decoded, strict=True):
            for pixel, got in zip(row, decoded_row, strict=True):
                wanted = tuple(min(255, max(0, round(channel * 255))) for channel in pixel)
                exact += wanted == got
                alpha = wanted[3] / 255
                worst = max(worst, abs(wanted[3] - got[3]),
                            *(abs(wanted[k] * alpha - got[k] * got[3] / 255) for k in range(3)))
        assert exact / (96 * 96) > 0.97, "flat fills keep their exact colour"
        assert worst <= 24, "an edge shade moves by at most a few percent"


def test_rasterised_icon_matches_the_drawing() -> None:
    rows = icons.raster(64, "any")
    assert rows[0][0][3] == 0, "the rounded icon has transparent corners"
    assert rows[32][8][:3] == pytest.approx(icons._rgb(icons.FELT), abs=1e-6)
    assert rows[34][37][:3] == pytest.approx(icons._rgb(icons.DARK_GOLD), abs=1e-6)
    full = icons.raster(64, "maskable")
    assert all(pixel[3] == 1.0 for row in full for pixel in row), "maskable icons are full bleed"


def test_the_page_has_no_inline_script_and_links_the_manifest_only_once_started(site: Path) -> None:
    page = (site / "index.html").read_text()
    # A manifest linked from the start slows the boot (measured: ~80 ms of the cold start, the
    # browser works on it beside Pyodide); register-sw.js links it once the game and the AI are up.
    assert 'rel="manifest"' not in page
    assert '<link rel="apple-touch-icon" href="./apple-touch-icon.png">' in page
    assert '<script src="./register-sw.js" defer></script>' in page
    for attributes, body in re.findall(r"<script([^>]*)>(.*?)</script>", page, re.S):
        assert "src=" in attributes and not body.strip(), "inline scripts are blocked by the CSP"
    manifest = json.loads((site / "manifest.webmanifest").read_text())
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    assert {icon["src"] for icon in manifest["icons"]} <= files_of(site)


IMPORT = re.compile(r'^import [^;]* from "(\./[^"]+)";$', re.M)


def test_the_glue_is_native_modules_all_imported_preloaded_and_kept_for_offline(site: Path) -> None:
    # web/app.js imports the glue's modules as they are (no bundler): every import names a published
    # file, every module of page/ is imported from app.js (none left behind), index.html preloads
    # each (no round trip after app.js is parsed) and the service worker keeps each (offline).
    imported: set[str] = set()
    todo = ["./app.js"]
    while todo:
        module = todo.pop()
        for target in IMPORT.findall((site / module).read_text()):
            url = "./" + (Path(module).parent / target).as_posix().removeprefix("./")
            assert (site / url).is_file(), f"{module} imports {target}, which is not published"
            if url not in imported:
                imported.add(url)
                todo.append(url)
    modules = {url for url in files_of(site) if url.startswith("./page/")}
    assert imported == modules and len(modules) >= 5
    page = (site / "index.html").read_text()
    preloaded = re.findall(r'<link rel="modulepreload" href="([^"]+)">', page)
    assert preloaded == sorted(modules)
    assert page.index('<script type="module" src="./app.js"></script>') < page.index("modulepreload")
    assert modules < set(precache_of((site / "sw.js").read_text()))
    for module in modules:  # published without comments, as app.js is
        assert "\n//" not in (site / module).read_text() and "{{" not in (site / module).read_text()


def test_the_build_fills_a_placeholder_in_any_module_and_refuses_one_it_does_not_know(tmp_path: Path) -> None:
    module = tmp_path / "module.js"
    module.write_text('// {{sprites}} in a comment goes with it\nconst SPRITES = "{{sprites}}";\n')
    assert build_site.render_web_file(module, {"sprites": "a.svg b.svg"}) == '\nconst SPRITES = "a.svg b.svg";\n'
    module.write_text('const OTHER = "{{sprite}}";\n')
    unknown = r"module\.js has placeholders the build does not fill: \{\{sprite\}\}"
    with pytest.raises(build_site.BuildError, match=unknown):
        build_site.render_web_file(module, {"sprites": "a.svg"})


def test_the_page_before_python_speaks_every_language(site: Path) -> None:
    script = (site / "boot.js").read_text(encoding="utf-8")
    page = (site / "index.html").read_text(encoding="utf-8")
    data = json.loads(re.search(r"^const BOOT = (\{.*\});$", script, re.M).group(1))  # type: ignore[union-attr]
    # The start screen's template holds {{key}} for each of its words (boot.js fills it in), and
    # nothing else of the page or the script is a placeholder.
    markers = set(re.findall(r"\{\{([^{}]+)\}\}", data["start"]))
    assert markers and all(set(entry.get("startWords", markers)) == markers for entry in data["languages"].values())
    assert "{{" not in script.replace(json.dumps(data["start"], ensure_ascii=False), "")
    assert "{{" not in page, "a placeholder was left unfilled"
    for code in messages.LANGUAGES:
        messages.set_language(code)
        try:
            loading, noscript = messages.text("boot.loading"), messages.text("boot.noscript")
        finally:
            messages.set_language("en")
        assert json.dumps(loading, ensure_ascii=False) in script
        assert html.escape(noscript) in page


def test_netlify_publishes_the_build_with_the_design_headers() -> None:
    config = tomllib.loads((ROOT / "netlify.toml").read_text())
    assert config["build"]["publish"] == "dist"
    assert "tools/build_site.py" in config["build"]["command"]
    rules = {rule["for"]: rule["values"] for rule in config["headers"]}
    root = rules["/*"]
    assert root["Content-Security-Policy"] == CSP
    assert root["X-Content-Type-Options"] == "nosniff"
    assert root["Referrer-Policy"] and root["Permissions-Policy"]
    assert "Cache-Control" not in root


def test_netlify_sets_one_cache_control_for_every_published_file(site: Path) -> None:
    # Netlify may join the values of two matching rules: each file must match exactly one.
    rules = [(rule["for"], rule["values"]["Cache-Control"]) for rule in tomllib.loads(
        (ROOT / "netlify.toml").read_text())["headers"] if "Cache-Control" in rule["values"]]
    paths = ["/", *sorted(url[1:] for url in files_of(site))]  # (Netlify's build writes no copies)
    assert {path for path in paths if path.count("/") == 1} >= {"/", "/index.html", "/sw.js", "/parts.json",
                                                                "/app.py", "/pyapp_bundle.py", "/app.js"}
    for path in paths:
        matching = [value for pattern, value in rules if fnmatch.fnmatchcase(path, pattern)]
        assert len(matching) == 1, f"{path} matches {len(matching)} Cache-Control rules"
        # Only files named by their content are kept for good: the runtime's, the bundles and the sprites.
        named_by_content = path.startswith("/vendor/") or re.fullmatch(
            r"/(cards/sprite/[a-z]+\.[0-9a-f]{10}\.svg|python/[a-z-]+\.[0-9a-f]{10}\.zst)", path)
        expected = "public, max-age=31536000, immutable" if named_by_content else "no-cache"
        assert matching == [expected], path


DATACLASS_CHECK = r"""
import fs from "node:fs";
import { pathToFileURL } from "node:url";
const [tools, pyodideDir, site, phases] = process.argv.slice(1);
const { startPyodide } = await import(pathToFileURL(`${tools}/pyodide_node.mjs`).href);
const pyodide = await startPyodide(pyodideDir, { HOME: "/home/pyodide" });
pyodide.FS.mkdir("/home/pyodide/python");
for (const name of fs.readdirSync(`${site}/python`)) {
  pyodide.FS.writeFile(`/home/pyodide/python/${name}`, fs.readFileSync(`${site}/python/${name}`));
}
pyodide.FS.writeFile("/home/pyodide/pyapp_bundle.py", fs.readFileSync(`${site}/pyapp_bundle.py`));
pyodide.globals.set("phases", phases);
const result = pyodide.runPython(`
import dataclasses, importlib, json, os, sys
os.chdir("/home/pyodide"); sys.path.insert(0, "/home/pyodide")
import pyapp_bundle
importer = pyapp_bundle.install()
served = dataclasses.exec
sources = []
def watch(source, globals=None, locals=None):
    sources.append(source)
    served(source, globals, locals)
dataclasses.exec = watch
for name, modules in json.loads(phases):
    for module in modules:
        importlib.import_module(module)
from pyapp.ui.routes import Route
route = Route("scopa", 7)
json.dumps({"served": type(served).__name__, "entries": len(served.codes), "sources": len(set(sources)),
            "missing": sum(source not in served.codes for source in sources), "parts": importer.parts,
            "route": [repr(route), route == Route("scopa", 7), hash(route) == hash(Route("scopa", 7))]})
`);
process.stdout.write(result);
"""


def test_the_first_screens_dataclass_methods_ship_compiled_and_are_served(site: Path) -> None:
    node = shutil.which("node")
    assert node, "Node is needed (the site's build runs it too)"
    shipped = bundles_of(site)
    phases = bundles.dataclass_phases({name: b"" for files in shipped.values() for name in files})
    assert [name for name, _ in phases] == ["core", "game:scopa", "game:minchiate", "game:scopone", "game:briscola",
                                            "game:tressette"]
    for part, _modules in phases:  # each phase's methods ship in its part's bundle
        assert shipped[part].get(bundles.DATACLASS_METHODS), part
    done = subprocess.run([node, "--input-type=module", "-e", DATACLASS_CHECK, str(ROOT / "tools"),
                           str(ROOT / "node_modules" / "pyodide"), str(site), json.dumps(phases)],
                          capture_output=True, text=True, timeout=120, check=True)
    result = json.loads(done.stdout)
    assert result["served"] == "DataclassMethods"
    assert result["parts"][0] == "core" and set(result["parts"]) == set(shipped)
    assert result["sources"] == result["entries"] > 10, "one entry per distinct source, none unused"
    assert result["missing"] == 0
    assert result["route"] == ["Route(screen='scopa', seed=7, level='heuristic', speed=1.0, notices=(), "
                               "seed_given=False, level_given=False, options='', game='')", True, True], \
        "the served methods work"
