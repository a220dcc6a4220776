"""The in-game "Full rules" pages of the games (Scopa, Minchiate, Scopone, Briscola, Tressette), in every
language of the site.

The rules say the same things as the specs (``shared/rules/scopa.md``,
``shared/rules/scopa-variants.md`` for Scopa's house rules and Scopone,
``shared/rules/minchiate.md``, ``shared/rules/briscola.md`` and ``shared/rules/tressette.md``) in the
project's own words.  Each page is a tuple of
:class:`Section` values; every language has the same sections in the same order (the
section *key* and its card illustrations come from :data:`LAYOUT`, the words from the
language's file ``pyapp/i18n/locales/<code>/rules.json``, read the first time that language's
rules, glossary or labels are asked for).  :mod:`pyapp.ui.rules_render` turns a page into HTML.
The site's build ships each game's page apart (``rules.<game>.json``, the file's ``pages`` left
out of its ``rules.json``), so that a game's words come with the game (``pyapp.ui.parts``): a page
missing from ``rules.json`` is read from that file when it is first asked for.

Markup inside the texts is tiny: ``*word*`` marks an Italian game term (rendered in italics,
tagged as Italian, direction-isolated so it reads correctly inside right-to-left text).
Italian game words (scopa, settebello, Matto, resti…) stay Italian in every language and are
explained in the text and in :data:`GLOSSARY`.

>>> [section.key for section in RULES["en"]["scopa"]][:3]
['goal', 'deck', 'values']
>>> RULES["fa"]["minchiate"][0].key == RULES["en"]["minchiate"][0].key
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from pyapp.i18n import languages
from pyapp.i18n.languages import LanguageFileError

Value = TypeVar("Value")


@dataclass(frozen=True, slots=True)
class Section:
    """One section of a rules page: a heading, prose, an optional list and card pictures."""

    key: str                            # stable, language-independent (anchors, tests)
    heading: str
    paragraphs: tuple[str, ...] = ()    # before the list
    items: tuple[str, ...] = ()         # a bulleted (or numbered, see *ordered*) list
    cards: tuple[str, ...] = ()         # card ids pictured beside the section
    ordered: bool = False               # the items are steps in order
    closing: tuple[str, ...] = ()       # paragraphs after the list


# Section key, the cards it pictures, whether its list is a numbered sequence of steps.
LAYOUT: dict[str, tuple[tuple[str, tuple[str, ...], bool], ...]] = {
    "scopa": (
        ("goal", (), False),
        ("deck", ("1d", "1c", "1s", "1b"), False),
        ("values", ("8c", "9c", "10c"), False),
        ("deal", ("10c", "10d", "10s", "4b"), False),
        ("turn", ("7b", "7c", "3d", "4s"), True),
        ("examples", ("10s", "8d", "2c"), False),
        ("scopa", ("10d", "1d", "2c", "3s", "4b"), False),
        ("end", (), False),
        ("prizes", ("7d",), False),
        ("primiera", ("7d", "6c", "1s", "5b"), False),
        ("match", (), False),
        ("options", (), False),
        ("re_bello", ("10d",), False),
        ("napola", ("1d", "2d", "3d", "4d", "6d"), False),
        ("asso", ("1b", "5c", "3s", "7d"), False),
        ("site", (), False),
    ),
    "minchiate": (
        ("goal", (), False),
        ("table", (), False),
        ("deck", ("DJ", "SJ", "CN", "CQ", "CK"), False),
        ("trumps", ("T1", "T20", "T36", "T40", "M"), False),
        ("points", ("T37", "T13", "DK", "T2", "T29"), False),
        ("setup", ("CK", "T23", "T29", "C5"), True),
        ("discard", ("T29",), False),
        ("versicole", ("T1", "T13", "T28"), False),
        ("declare", ("T1", "T40", "M"), False),
        ("tricks", (), False),
        ("ranking", ("CK", "CQ", "CN", "CJ", "C1", "C10"), False),
        ("kings", ("C7", "T6", "CK"), False),
        ("matto", ("M",), False),
        ("during", ("T2", "T40", "T35", "DK"), False),
        ("resti", (), False),
        ("end", (), False),
        ("site", (), False),
    ),
    "scopone": (
        ("goal", (), False),
        ("deal", ("10c", "10d", "10s", "4b"), False),
        ("play", (), False),
        ("captures", (), False),
        ("options", (), False),
        ("match", (), False),
        ("seen", (), False),
        ("site", (), False),
    ),
    "briscola": (
        ("goal", (), False),
        ("deck", ("1d", "1c", "1s", "1b"), False),
        ("points", ("1c", "3c", "10c", "9c", "8c"), False),
        ("order", ("3b", "10b"), False),
        ("deal", ("5d",), True),
        ("trick", (), False),
        ("winner", ("1c", "2d"), False),
        ("draw", (), False),
        ("last", (), False),
        ("end", (), False),
        ("match", (), False),
        ("four", (), False),
        ("three", ("2c",), False),
        ("exchange", ("2d", "1d"), False),
        ("site", (), False),
    ),
    "tressette": (
        ("goal", (), False),
        ("deck", ("3c", "2c", "1c"), False),
        ("order", ("3b", "2b", "1b", "10b", "9b", "8b"), False),
        ("values", ("1d", "3d", "10d", "7d"), False),
        ("deal", (), True),
        ("trick", (), False),
        ("winner", ("5b", "3c"), False),
        ("scoring", (), False),
        ("signals", (), False),
        ("accusi", ("1c", "2c", "3c"), False),
        ("match", (), False),
        ("two", (), False),
        ("site", (), False),
    ),
}

# Glossary entries shown on each game's page (every term is explained in every language).
GLOSSARY_TERMS: dict[str, tuple[str, ...]] = {
    "scopa": ("scopa", "settebello", "primiera", "carte", "denari", "coppe", "spade", "bastoni",
              "Asso", "Donna", "Cavallo", "Re", "Re bello", "napola", "Asso piglia tutto"),
    "minchiate": ("denari", "coppe", "spade", "bastoni", "Asso", "Fante", "Fantina", "Cavallo", "Regina",
                  "Re", "cartacce", "papi", "decine", "arie", "Matto", "versicole", "resto/resti", "Fola"),
    "scopone": ("Scopone", "scientifico", "classico", "scopa", "settebello", "primiera", "carte", "denari", "Re",
                "Re bello", "napola", "Asso piglia tutto"),
    "briscola": ("briscola", "carico/carichi", "liscio/lisci", "denari", "coppe", "spade", "bastoni", "Asso", "Tre",
                 "Re", "Cavallo", "Fante", "Donna"),
    "tressette": ("Tressette", "busso", "striscio", "volo", "accuso/accusi", "napoletana", "denari", "coppe", "spade",
                  "bastoni", "Asso", "Tre", "Re", "Cavallo", "Fante"),
}
ALL_TERMS: tuple[str, ...] = (
    "scopa", "settebello", "primiera", "denari", "coppe", "spade", "bastoni", "carte", "Re", "Cavallo",
    "Donna", "Fante", "Fantina", "Regina", "versicole", "resto/resti", "Fola", "Matto", "arie", "papi",
    "decine", "cartacce", "Asso", "Scopone", "scientifico", "classico", "Re bello", "napola", "Asso piglia tutto",
    "briscola", "carico/carichi", "liscio/lisci", "Tre", "Tressette", "busso", "striscio", "volo", "accuso/accusi",
    "napoletana",
)
UI_KEYS: tuple[str, ...] = (
    "back", "contents", "glossary", "glossary.intro", *(f"title.{game}" for game in LAYOUT),
)


class _Words:
    """Everything of one language: its pages read so far (game -> sections), glossary and labels."""

    __slots__ = ("code", "pages", "glossary", "labels")

    def __init__(self, code: str, pages: dict[str, tuple[Section, ...]], glossary: dict[str, str],
                 labels: dict[str, str]) -> None:
        self.code, self.pages, self.glossary, self.labels = code, pages, glossary, labels


_read_languages: dict[str, _Words] = {}


def _texts(where: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(text, str) for text in value):
        raise LanguageFileError(f"{where}: not a list of texts")
    return tuple(value)


def _entries(where: str, value: Any, keys: tuple[str, ...]) -> dict[str, Any]:
    """*value*, a JSON object with exactly *keys*, in the order of *keys*."""
    if not isinstance(value, dict) or sorted(value) != sorted(keys):
        found = sorted(value) if isinstance(value, dict) else type(value).__name__
        raise LanguageFileError(f"{where}: holds {found}, not {list(keys)}")
    return {key: value[key] for key in keys}


def _section(where: str, key: str, cards: tuple[str, ...], ordered: bool, value: Any,
             fix: Callable[[str], str]) -> Section:
    if not isinstance(value, dict) or not isinstance(value.get("heading"), str) \
            or set(value) - {"heading", "paragraphs", "items", "closing"}:
        raise LanguageFileError(f"{where}: a section is an object of heading, paragraphs, items and closing")
    return Section(key=key, heading=fix(value["heading"]),
                   paragraphs=tuple(map(fix, _texts(where, value.get("paragraphs", [])))),
                   items=tuple(map(fix, _texts(where, value.get("items", [])))), cards=cards, ordered=ordered,
                   closing=tuple(map(fix, _texts(where, value.get("closing", [])))))


def _plain(text: str) -> str:
    return text


def _page(where: str, code: str, game: str, texts: Any) -> tuple[Section, ...]:
    """The sections of *game*'s page from its texts (*where*: the file they come from)."""
    fix = languages.find_language(code).typography or _plain
    texts = _entries(f"{where}: {game}", texts, tuple(key for key, _cards, _ordered in LAYOUT[game]))
    return tuple(_section(f"{where}: {game}/{key}", key, cards, ordered, texts[key], fix)
                 for key, cards, ordered in LAYOUT[game])


def _read(code: str) -> _Words:
    """The rules words of language *code*, from its file (LanguageFileError when it is damaged):
    the labels, the glossary and, in the repository's form of the file, every page."""
    data = languages.read(code, "rules")
    where = languages.file_path(code, "rules")
    fix = languages.find_language(code).typography or _plain
    data = _entries(where, data, ("labels", "pages", "glossary") if "pages" in data else ("labels", "glossary"))
    pages = {game: _page(where, code, game, page)
             for game, page in _entries(f"{where}: pages", data.get("pages", {}), tuple(LAYOUT)).items()} \
        if "pages" in data else {}
    glossary = _entries(f"{where}: glossary", data["glossary"], ALL_TERMS)
    labels = _entries(f"{where}: labels", data["labels"], UI_KEYS)
    if not all(isinstance(text, str) for text in (*glossary.values(), *labels.values())):
        raise LanguageFileError(f"{where}: the glossary and the labels are texts")
    return _Words(code, pages, {term: fix(text) for term, text in glossary.items()},
                  {key: fix(text) for key, text in labels.items()})


def split_part(game: str) -> str:
    """The name of the file part that holds *game*'s page apart (``rules.scopa``: the build's form)."""
    return f"rules.{game}"


def _words(code: str) -> _Words:
    """The rules words of *code*, read the first time."""
    found = _read_languages.get(code)
    if found is None:
        found = _read_languages[code] = _read(code)
    return found


class _ByLanguage(Mapping[str, Value]):
    """Language code -> one part of that language's rules words, read on first use (KeyError for a
    language the site does not speak; LanguageFileError when its file is missing or damaged)."""

    def __init__(self, part: Callable[[_Words], Value]) -> None:
        self._part = part

    def __getitem__(self, code: str) -> Value:
        if code not in languages.CODES:
            raise KeyError(code)
        return self._part(_words(code))

    def __contains__(self, code: object) -> bool:
        return code in languages.CODES

    def __iter__(self) -> Iterator[str]:
        return iter(languages.CODES)

    def __len__(self) -> int:
        return len(languages.CODES)


class _Pages(Mapping[str, tuple[Section, ...]]):
    """Game -> the sections of its rules page in one language; a page the language's file left out
    (the build's form) is read from its own file the first time (LanguageFileError when it cannot be)."""

    def __init__(self, words: _Words) -> None:
        self._words = words

    def __getitem__(self, game: str) -> tuple[Section, ...]:
        if game not in LAYOUT:
            raise KeyError(game)
        words = self._words
        found = words.pages.get(game)
        if found is None:
            part = split_part(game)
            found = words.pages[game] = _page(languages.file_path(words.code, part), words.code, game,
                                              languages.read(words.code, part, what="rules"))
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(LAYOUT)

    def __len__(self) -> int:
        return len(LAYOUT)


RULES: Mapping[str, Mapping[str, tuple[Section, ...]]] = _ByLanguage(_Pages)
"""language -> game -> the sections of that game's rules page."""

GLOSSARY: Mapping[str, dict[str, str]] = _ByLanguage(lambda words: words.glossary)
"""language -> Italian term -> a one-sentence explanation in that language."""

UI: Mapping[str, dict[str, str]] = _ByLanguage(lambda words: words.labels)
"""language -> the page's own labels: back, contents, glossary, glossary.intro, title.<game>."""
