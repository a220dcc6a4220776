"""The page before Python runs (tools/boot_texts.py, web/boot.js): its words in every language from
the catalog, the placeholders filled, index.html's English the catalog's, and boot.js choosing the
language exactly as the Python side will (run under Node when it is installed)."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import boot_texts  # noqa: E402

from pyapp.i18n import messages  # noqa: E402
from pyapp.ui.profile import SETTINGS_KEY, MemoryStorage, Profile  # noqa: E402


def catalog(language: str, key: str) -> str:
    return messages.text_in(language, key)


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """web/boot.js and index.html with their placeholders filled, as the build writes them."""
    out = tmp_path_factory.mktemp("boot")
    shutil.copyfile(ROOT / "web" / "boot.js", out / "boot.js")
    shutil.copyfile(ROOT / "index.html", out / "index.html")
    boot_texts.write(out)
    return out


def boot_object(script: str) -> dict[str, Any]:
    match = re.search(r"^const BOOT = (\{.*\});$", script, re.M)
    assert match, "boot.js has no filled BOOT object"
    data: dict[str, Any] = json.loads(match.group(1))
    return data


def test_every_language_has_the_catalogs_boot_words(filled: Path) -> None:
    data = boot_object((filled / "boot.js").read_text(encoding="utf-8"))
    assert list(data["languages"]) == list(messages.LANGUAGES)
    assert (data["settingsKey"], data["settingsVersion"]) == (SETTINGS_KEY, 1)
    for code, entry in data["languages"].items():
        assert entry["dir"] == messages.direction(code)
        megabytes = boot_texts.first_download_megabytes(filled)
        kept = {field: "{" + field + "}" for field in boot_texts.PROGRESS_FIELDS}  # (app.js fills them in)
        assert entry["words"] == {key: messages.text_in(code, key, megabytes=megabytes, **kept)
                                  for key in boot_texts.KEYS}
        assert re.fullmatch(r"[^{}]*\{done\}[^{}]*\{total\}[^{}]*\{seconds\}[^{}]*",
                            entry["words"]["boot.step.download.bytes"]), code
    loading = {entry["words"]["boot.loading"] for entry in data["languages"].values()}
    assert len(loading) == len(messages.LANGUAGES), "each language has its own words"
    assert data["languages"]["fa"]["dir"] == "rtl"


def test_the_placeholders_are_replaced(filled: Path) -> None:
    script = (filled / "boot.js").read_text(encoding="utf-8")
    page = (filled / "index.html").read_text(encoding="utf-8")
    assert "{{boot}}" not in script and "{{noscript}}" not in page
    noscript = re.search(r"<noscript>(.*)</noscript>", page, re.S)
    assert noscript
    for code in messages.LANGUAGES[1:]:
        direction = ' dir="rtl"' if code == "fa" else ""
        assert f'<p lang="{code}"{direction}>{html.escape(catalog(code, "boot.noscript"))}</p>' in noscript.group(1)


def test_the_download_step_names_the_size_of_a_first_visits_download(tmp_path: Path) -> None:
    (tmp_path / "vendor" / "pyodide-1").mkdir(parents=True)
    (tmp_path / "vendor" / "pyodide-1" / "pyodide.asm.wasm").write_bytes(bytes(9_600_000))
    (tmp_path / "python").mkdir()
    (tmp_path / "python" / "core.0123456789.zst").write_bytes(bytes(300_000))
    (tmp_path / "python" / "game-minchiate.0123456789.zst").write_bytes(bytes(900_000))  # a part: on first use
    (tmp_path / "pyapp_bundle.py").write_bytes(bytes(5_000))
    (tmp_path / "cards.svg").write_bytes(bytes(900_000))  # not needed before the game starts
    assert boot_texts.first_download_megabytes(tmp_path) == 10
    assert boot_texts.words("fr", 10)["boot.step.download"] == (
        "Téléchargement du jeu\u00a0: environ 10 Mo, seulement à la première visite…")


def test_a_missing_placeholder_fails_the_build(tmp_path: Path) -> None:
    (tmp_path / "boot.js").write_text("const BOOT = {};\n")
    (tmp_path / "index.html").write_text("<noscript><!--{{noscript}}--></noscript>\n")
    with pytest.raises(ValueError, match="placeholder"):
        boot_texts.write(tmp_path)


def test_index_html_keeps_the_catalogs_english() -> None:
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    tagged = dict(re.findall(r'<\w+[^>]* data-text="([\w.]+)"[^>]*>([^<]*)<', page))
    assert set(tagged) == {"boot.loading", "boot.error.heading", "boot.error.body"}
    for key, text in tagged.items():
        assert html.unescape(text) == catalog("en", key)
    assert f"<title>{html.escape(catalog('en', 'page.title'))}</title>" in page
    assert f'<meta name="description" content="{html.escape(catalog("en", "app.description"))}">' in page
    assert f"<p>{html.escape(catalog('en', 'boot.noscript'))}</p><!--{{{{noscript}}}}-->" in page
    assert catalog("en", "boot.error.timeout") in (ROOT / "web" / "boot.js").read_text()
    assert '<html lang="en" dir="ltr" data-version="{{version}}">' in page  # the build stamps the version


# --- boot.js picks the language as pyapp/browser.py will ------------------------------------------

def record(body: Any, version: int = 1) -> str:
    return json.dumps({"version": version, "body": body})


# (stored settings text or None, navigator.languages, navigator.language)
CASES: list[tuple[str | None, list[str], str]] = [
    (None, ["fa-IR", "en-US"], "fa-IR"),
    (None, ["de-DE", "fr-CA", "en"], "de-DE"),
    (None, ["de-DE", "es"], "de-DE"),
    (None, [], "da-DK"),
    (None, [], ""),
    (None, ["IT-it"], "it"),
    (record({"language": "it"}), ["fa-IR"], "fa-IR"),
    (record({"language": ""}), ["fa-IR"], "fa-IR"),
    (record({"language": "da", "level_scopa": "hard", "sound": False}), ["fr"], "fr"),
    (record({"language": "it"}, version=2), ["fa"], "fa"),
    (record({"language": "xx"}), ["fa"], "fa"),
    (record({"language": "constructor"}), ["fr"], "fr"),
    (record({"language": 5}), ["fr"], "fr"),
    (json.dumps([1, 2]), ["da"], "da"),
    ("{not json", ["da"], "da"),
    (json.dumps({"version": 1, "body": "it"}), ["da"], "da"),
]

HARNESS = r"""
const vm = require("vm");
const fs = require("fs");
const [script, casesText] = [fs.readFileSync(process.argv[1], "utf8"), fs.readFileSync(0, "utf8")];
const results = JSON.parse(casesText).map(([stored, languages, language, search = ""]) => {
  const root = {lang: "en", dir: "ltr", dataset: {}};
  const elements = ["boot.loading", "boot.error.heading", "boot.error.body"].map(
    (key) => ({dataset: {text: key}, textContent: "English"}));
  const meta = {content: "", setAttribute(name, value) { this.content = value; }};
  const context = {
    localStorage: {getItem: (key) => (key === "tavolo.settings" ? stored : null)},
    navigator: {languages, language},
    document: {
      documentElement: root, title: "English", readyState: "loading", body: null,
      querySelector: (selector) => (selector.includes("description") ? meta : null),
      querySelectorAll: () => elements,
      addEventListener(type, listener) { this.readyState = "interactive"; listener(); },
      getElementById: () => null,
    },
    window: {addEventListener() {}},
    location: {search},
    URLSearchParams,
    setTimeout: () => 0,
    clearTimeout: () => {},
    // The parser adds the body while the observer watches.
    MutationObserver: class {
      constructor(callback) { this.callback = callback; }
      observe() { this.callback(); }
      disconnect() {}
    },
  };
  vm.createContext(context);
  vm.runInContext(script, context);
  return {code: vm.runInContext("bootCode", context), deck: vm.runInContext("bootDeck()", context),
          first: root.dataset.first, lang: root.lang, dir: root.dir,
          title: context.document.title, description: meta.content,
          texts: Object.fromEntries(elements.map((element) => [element.dataset.text, element.textContent]))};
});
process.stdout.write(JSON.stringify(results));
"""


def python_language(stored: str | None, languages: list[str], language: str) -> str:
    """The language pyapp.browser.start then apply_language settle on."""
    storage = MemoryStorage({SETTINGS_KEY: stored} if stored is not None else {})
    chosen = Profile.load(storage).settings.language
    return chosen or messages.choose_language(languages or [language or "en"])


def test_boot_js_chooses_the_language_as_python_does(filled: Path) -> None:
    node = shutil.which("node")
    assert node, "Node is needed (the site's build runs it too)"
    done = subprocess.run([node, "-e", HARNESS, str(filled / "boot.js")], input=json.dumps(CASES),
                          capture_output=True, text=True, timeout=60, check=True)
    results = json.loads(done.stdout)
    for (stored, languages, language), result in zip(CASES, results):
        code = python_language(stored, languages, language)
        case = f"stored {stored!r}, languages {languages}, language {language!r}"
        assert result["code"] == code, case
        assert (result["lang"], result["dir"]) == (code, messages.direction(code)), case
        assert result["title"] == (catalog(code, "page.title") if code != "en" else "English"), case
        if code != "en":
            assert result["description"] == catalog(code, "app.description")
            assert result["texts"] == {key: catalog(code, key) for key in result["texts"]}, case


def test_the_prerendered_start_screen_is_shown_only_for_a_url_without_parameters(filled: Path) -> None:
    # Any parameter may make the app draw something else (a game, a page, a notice about a bad
    # value): the boot screen then, so the prerender is never replaced by another screen.
    searches = {"": "start", "?": "start", "?game=scopa": "boot", "?page=cards": "boot",
                "?speed=abc": "boot", "?seed=7": "boot"}
    node = shutil.which("node")
    assert node, "Node is needed (the site's build runs it too)"
    cases = [[None, ["en-US"], "en-US", search] for search in searches]
    done = subprocess.run([node, "-e", HARNESS, str(filled / "boot.js")], input=json.dumps(cases),
                          capture_output=True, text=True, timeout=60, check=True)
    assert [result["first"] for result in json.loads(done.stdout)] == list(searches.values())


def test_boot_js_reads_the_stored_deck_python_draws_with(filled: Path) -> None:
    # app.js starts a link to a table with that deck's sprite (when it is one of the site's decks).
    stored = {record({"deck": "siciliane", "language": "it"}): "siciliane", record({"deck": "trevisane"}, 2): "",
              record({"deck": 5}): "", record({"language": "it"}): "", "{not json": "", json.dumps([1]): ""}
    node = shutil.which("node")
    assert node, "Node is needed (the site's build runs it too)"
    cases = [[text, ["en-US"], "en-US"] for text in stored]
    done = subprocess.run([node, "-e", HARNESS, str(filled / "boot.js")], input=json.dumps(cases),
                          capture_output=True, text=True, timeout=60, check=True)
    assert [result["deck"] for result in json.loads(done.stdout)] == list(stored.values())
    python = Profile.load(MemoryStorage({SETTINGS_KEY: record({"deck": "siciliane", "language": "it"})})).settings
    assert python.deck == "siciliane"
