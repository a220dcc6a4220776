"""The table of languages and the reading of their files: lazily, one language at a time, with a
clear error when a file is missing or damaged."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pyapp.i18n import languages, messages, rules_content
from pyapp.i18n.languages import LanguageFileError

ROOT = Path(__file__).resolve().parent.parent

# Records every languages' file the interpreter opens (the "open" audit event covers open() and the
# loaders' get_data), then prints them after each step as one JSON list per line.
WATCH_FILES = r"""
import json, sys
opened = []
def watch(event, args):
    if event == "open" and str(args[0]).endswith(".json"):
        opened.append(str(args[0]))
sys.addaudithook(watch)
def report():
    print(json.dumps([path.split("locales/")[-1] for path in opened if "locales" in path]), flush=True)
    opened.clear()
from pyapp.i18n import messages
import pyapp.ui.shell, pyapp.ui.scopa.render
report()
messages.text_in("fr", "setting.on"); messages.text_in("fr", "setting.off")
report()
from pyapp.i18n import rules_content
report()
rules_content.RULES["da"]["scopa"]; rules_content.GLOSSARY["da"]; rules_content.UI["da"]; "fa" in rules_content.RULES
report()
messages.set_language("fa"); messages.text("setting.on")
report()
"""


def test_each_language_is_read_when_first_needed_and_only_once() -> None:
    done = subprocess.run([sys.executable, "-c", WATCH_FILES], capture_output=True, text=True, check=True,
                          cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    steps = [json.loads(line) for line in done.stdout.splitlines()]
    assert steps == [["en/messages.json"], ["fr/messages.json"], [], ["da/rules.json"], ["fa/messages.json"]]


def test_the_table() -> None:
    assert tuple(language.code for language in languages.LANGUAGES) == languages.CODES
    assert languages.SOURCE == languages.CODES[0] == "en"
    for language in languages.LANGUAGES:
        assert languages.find_language(language.code) is language
        assert language.direction in ("ltr", "rtl")
        assert Path(languages.file_path(language.code, "messages")).is_file()
        assert Path(languages.file_path(language.code, "rules")).is_file()
    with pytest.raises(ValueError, match="unknown language 'de' \\(known: en, it, fr, da, fa\\)"):
        languages.find_language("de")
    assert languages.direction("de") == "ltr"


def test_the_folder_holds_the_languages_of_the_table_and_nothing_else() -> None:
    folder = Path(languages.LOCALES)
    assert sorted(path.name for path in folder.iterdir() if path.is_dir()) == sorted(languages.CODES)
    for code in languages.CODES:
        assert sorted(path.name for path in (folder / code).iterdir()) == ["messages.json", "rules.json"]


def test_french_typography_is_applied_as_the_file_is_read() -> None:
    raw = json.loads(Path(languages.file_path("fr", "messages")).read_text(encoding="utf-8"))
    assert raw["notice.bad_game"] == "Jeu inconnu « {game} » : choisissez un jeu ci-dessous."
    assert messages.catalog("fr")["notice.bad_game"] == (
        "Jeu inconnu «\u00a0{game}\u00a0»\u00a0: choisissez un jeu ci-dessous.")
    assert languages.french_spacing(languages.french_spacing("Oui ? Non !")) == "Oui\u202f? Non\u202f!"
    assert messages.catalog("it") is messages.catalog("it"), "read once"
    assert messages.catalog("de") is messages.ENGLISH


@pytest.fixture
def locales(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty locales folder in place of the real one, with nothing read from it yet."""
    monkeypatch.setattr(languages, "LOCALES", str(tmp_path))
    monkeypatch.setattr(messages, "_catalogs", {languages.SOURCE: messages.ENGLISH})
    monkeypatch.setattr(rules_content, "_read_languages", {})
    return tmp_path


def write(locales: Path, code: str, part: str, text: str) -> None:
    (locales / code).mkdir(exist_ok=True)
    (locales / code / f"{part}.json").write_text(text, encoding="utf-8")


def test_a_missing_language_file_says_which(locales: Path) -> None:
    with pytest.raises(LanguageFileError, match=r"the messages of language 'it' cannot be read: .*it/messages\.json"):
        messages.text_in("it", "setting.on")
    with pytest.raises(LanguageFileError, match=r"the rules of language 'da' cannot be read: .*da/rules\.json"):
        rules_content.RULES["da"]


def test_a_damaged_language_file_says_which_and_how(locales: Path) -> None:
    write(locales, "it", "messages", '{"setting.on": "Sì",')
    with pytest.raises(LanguageFileError, match=r"the messages of language 'it' are damaged: .*it/messages\.json: "
                                                r"Expecting property name"):
        messages.catalog("it")
    write(locales, "fr", "messages", '["not", "an", "object"]')
    with pytest.raises(LanguageFileError, match=r"fr/messages\.json holds no JSON object"):
        messages.catalog("fr")
    write(locales, "da", "messages", '{"setting.on": "Til", "setting.off": 0}')
    with pytest.raises(LanguageFileError, match=r"da/messages\.json: not a text: setting\.off"):
        messages.catalog("da")
    (locales / "fa").mkdir()
    (locales / "fa" / "messages.json").write_bytes(b'{"setting.on": "\xff"}')
    with pytest.raises(LanguageFileError, match=r"fa/messages\.json: .*utf-8"):
        messages.catalog("fa")
    assert issubclass(LanguageFileError, ValueError)


def test_a_translation_may_lack_keys_which_english_fills(locales: Path) -> None:
    write(locales, "it", "messages", '{"setting.on": "Sì"}')
    assert (messages.text_in("it", "setting.on"), messages.text_in("it", "setting.off")) == ("Sì", "Off")


def test_a_rules_file_must_hold_every_section_term_and_label(locales: Path) -> None:
    real = json.loads(Path(ROOT / "pyapp/i18n/locales/da/rules.json").read_text(encoding="utf-8"))
    del real["pages"]["scopa"]["primiera"]
    write(locales, "da", "rules", json.dumps(real))
    with pytest.raises(LanguageFileError, match=r"da/rules\.json: scopa: holds \[.*\], not \['goal', 'deck'"):
        rules_content.RULES["da"]
    real = json.loads(Path(ROOT / "pyapp/i18n/locales/it/rules.json").read_text(encoding="utf-8"))
    real["glossary"]["Fola"] = 3
    write(locales, "it", "rules", json.dumps(real))
    with pytest.raises(LanguageFileError, match=r"it/rules\.json: the glossary and the labels are texts"):
        rules_content.GLOSSARY["it"]
    real = json.loads(Path(ROOT / "pyapp/i18n/locales/fr/rules.json").read_text(encoding="utf-8"))
    real["pages"]["minchiate"]["goal"]["items"] = "a text, not a list"
    write(locales, "fr", "rules", json.dumps(real))
    with pytest.raises(LanguageFileError, match=r"fr/rules\.json: minchiate/goal: not a list of texts"):
        rules_content.UI["fr"]


def test_the_rules_mappings_know_the_languages_without_reading_them(locales: Path) -> None:
    assert list(rules_content.RULES) == list(languages.CODES) and len(rules_content.GLOSSARY) == 5
    assert "fa" in rules_content.UI and "de" not in rules_content.UI
    assert rules_content.GLOSSARY.get("de") is None
    with pytest.raises(KeyError):
        rules_content.RULES["de"]
    assert list(locales.iterdir()) == []
