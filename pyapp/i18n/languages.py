"""The languages of the site: one table (code, own name, text direction, plural rule, typography),
and the reader of each language's files.

Adding a language is one row of :data:`LANGUAGES` and one folder ``pyapp/i18n/locales/<code>/``
holding ``messages.json`` (the message catalog) and ``rules.json`` (the rules pages); see
``pyapp/i18n/locales/README.md`` for the conventions every translation keeps.  A language's files
are read the first time something needs them (:func:`read`), from the file system under CPython
and from the package bundle in the browser (``web/pyapp_bundle.py`` gives its loader ``get_data``).

>>> [language.code for language in LANGUAGES]
['en', 'it', 'fr', 'da', 'fa']
>>> find_language("fa").direction, find_language("fr").plural(0), find_language("en").plural(0)
('rtl', 'one', 'other')
>>> french_spacing("Scopa ! « Oui » : non ; si ?") == "Scopa\u202f! «\u00a0Oui\u00a0»\u00a0: non\u202f; si\u202f?"
True
>>> isolate_runs("+{points} · ردیف 1-13-28 · 3 + 4 = 7 · {you}–{ai} · papi {low}–{high} · S–N").split(" · ") == [
...     "\u2066+{points}\u2069", "ردیف \u20661-13-28\u2069", "\u20663 + 4 = 7\u2069",
...     "\u2067\u2066{you}\u2069–\u2066{ai}\u2069\u2069", "papi \u2066{low}–{high}\u2069", "S–N"]
True
>>> isolate_runs(isolate_runs("3 + 4 = 7, 1-40-Matto, {a} – {b}")) == isolate_runs("3 + 4 = 7, 1-40-Matto, {a} – {b}")
True
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from typing import Any

SOURCE = "en"
"""The language every other one translates, always available (a missing text falls back to it)."""


def one_for_exactly_one(count: int) -> str:
    """English, Italian, Danish: "one" only for 1 (CLDR ``one: n = 1`` on whole numbers)."""
    return "one" if abs(count) == 1 else "other"


def one_for_zero_and_one(count: int) -> str:
    """French and Persian: "one" for 0 and 1 (CLDR fr ``i = 0,1``; fa ``i = 0 or n = 1``).

    French also has a "many" form for exact millions ("de cartes"); the catalog never counts
    that high, so it falls back to "other".
    """
    return "one" if abs(count) <= 1 else "other"


# French typography: a no-break space before ":" and inside « », a narrow one before ";", "!" and "?".
FRENCH_SPACES: tuple[tuple[str, str], ...] = (
    (" :", "\u00a0:"), (" ;", "\u202f;"), (" !", "\u202f!"), (" ?", "\u202f?"),
    ("« ", "«\u00a0"), (" »", "\u00a0»"),
)


def french_spacing(text: str) -> str:
    """*text* with French no-break spaces where the translation has ordinary ones (idempotent)."""
    for plain, fine in FRENCH_SPACES:
        text = text.replace(plain, fine)
    return text


LRI, RLI, FSI, PDI = "\u2066", "\u2067", "\u2068", "\u2069"
"""Unicode's isolates (left to right, right to left, first strong) and their end."""
_TOKEN = r"(?:\{\w+\}|[0-9A-Za-z]+)"
_SCORE = re.compile(r"(?<![\w}\u2066-\u2069])\{(?!low\})(\w+)\}( ?– ?)\{(\w+)\}(?![\w{])")
_RUN = re.compile(rf"(?<![\w}}\u2066-\u2069])(?:[+−]{_TOKEN}(?:(?: ?[-–] ?| ?[+=×−] ?){_TOKEN})*"
                  rf"|{_TOKEN}(?:(?: ?[-–] ?| ?[+=×−] ?){_TOKEN})+)(?![\w{{\u2066-\u2069])")


def _isolated_run(match: re.Match[str]) -> str:
    """A run of numbers and signs set apart left to right (one without a number or a field, such
    as the team label S–N, is left as it is)."""
    run = match.group(0)
    return f"{LRI}{run}{PDI}" if re.search(r"\d|\{", run) else run


def isolate_runs(text: str) -> str:
    """Right-to-left typography: in *text* (a template, a rules page's text), each score line of two
    fields (``{you}–{ai}``) set apart right to left, each of its numbers left to right, so that it
    reads in the sentence's order, the first score beside the first name; each number with a sign
    (``+{points}``), sum (``3 + 4 = 7``), range (``{low}–{high}``) or card sequence (``1-40-Matto``)
    set apart left to right, so that the bidirectional algorithm cannot turn "+1" into "1+" or
    "1-40-Matto" into "Matto-40-1" (idempotent: what is isolated stays as it is)."""
    if any(mark in text for mark in (LRI, RLI, FSI)):
        return "".join(part if part[:1] in (LRI, RLI, FSI) else isolate_runs(part) for part in _isolates(text))
    text = _SCORE.sub(lambda match: f"{RLI}{LRI}{{{match.group(1)}}}{PDI}{match.group(2)}{LRI}{{{match.group(3)}}}"
                                    f"{PDI}{PDI}", text)
    return _RUN.sub(_isolated_run, text)


def _isolates(text: str) -> list[str]:
    """*text* cut into its isolated parts (each from its opening mark to the matching PDI) and the rest."""
    parts, start, depth = [], 0, 0
    for index, character in enumerate(text):
        if character in (LRI, RLI, FSI):
            if depth == 0 and index > start:
                parts.append(text[start:index])
                start = index
            depth += 1
        elif character == PDI and depth:
            depth -= 1
            if depth == 0:
                parts.append(text[start:index + 1])
                start = index + 1
    parts.append(text[start:])
    return [part for part in parts if part]


class Language:
    """One language of the site (a plain class, not a dataclass: this table is built on the way to
    the first screen, where creating a dataclass costs Pyodide ~1.4 ms and this 0.05 ms)."""

    __slots__ = ("code", "name", "direction", "plural", "typography")

    def __init__(self, code: str, name: str, direction: str, plural: Callable[[int], str],
                 typography: Callable[[str], str] | None = None) -> None:
        self.code = code                # the BCP 47 code: <html lang>, the files' folder
        self.name = name                # its own name, in the language menu
        self.direction = direction      # "ltr" or "rtl": <html dir>
        self.plural = plural            # count -> plural form ("one", "other")
        self.typography = typography    # applied to every text as its files are read

    def __repr__(self) -> str:
        return f"Language({self.code!r}, {self.name!r}, {self.direction!r})"


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "ltr", one_for_exactly_one),
    Language("it", "Italiano", "ltr", one_for_exactly_one),
    Language("fr", "Français", "ltr", one_for_zero_and_one, french_spacing),
    Language("da", "Dansk", "ltr", one_for_exactly_one),
    Language("fa", "فارسی", "rtl", one_for_zero_and_one, isolate_runs),
)
CODES: tuple[str, ...] = tuple(language.code for language in LANGUAGES)
"""The language codes, in the order the menus list them (English first)."""
_BY_CODE = {language.code: language for language in LANGUAGES}


def find_language(code: str) -> Language:
    """The language *code* (ValueError naming the known codes for any other)."""
    try:
        return _BY_CODE[code]
    except KeyError:
        raise ValueError(f"unknown language {code!r} (known: {', '.join(CODES)})") from None


def direction(code: str) -> str:
    """'rtl' for a right-to-left language, else 'ltr' (also for an unknown code)."""
    language = _BY_CODE.get(code)
    return language.direction if language else "ltr"


class LanguageFileError(ValueError):
    """A language's file is missing, is not JSON, or does not hold what it must."""


LOCALES = os.path.join(os.path.dirname(__file__), "locales")
"""The folder of the languages' files (inside the bundle in the browser)."""


def file_path(code: str, part: str) -> str:
    """Where the *part* (``messages``, ``rules``) of language *code* lives."""
    return os.path.join(LOCALES, code, f"{part}.json")


def read(code: str, part: str, what: str = "") -> dict[str, Any]:
    """The JSON object of *code*'s *part* file (LanguageFileError, naming the file and *what* it
    holds, by default the part, when it is missing or damaged).  Read through this module's loader
    (``importlib.abc.ResourceLoader`` ``get_data``, as ``pkgutil.get_data`` does): the file system,
    or the package's bundles in the browser (a file of a bundle not loaded is missing)."""
    find_language(code)
    what = what or part
    path = file_path(code, part)
    loader = __spec__.loader if __spec__ else None
    get_data: Callable[[str], bytes] | None = getattr(loader, "get_data", None)
    try:
        if get_data is None:
            with open(path, "rb") as file:
                data = file.read()
        else:
            data = get_data(path)
    except OSError as error:
        raise LanguageFileError(f"the {what} of language {code!r} cannot be read: {path}: {error}") from error
    try:
        value = json.loads(data)
    except ValueError as error:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise LanguageFileError(f"the {what} of language {code!r} are damaged: {path}: {error}") from error
    if not isinstance(value, dict):
        raise LanguageFileError(f"the {what} of language {code!r} are damaged: {path} holds no JSON object")
    return value
