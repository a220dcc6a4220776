"""The one message catalog: every text a player reads comes from here.

Templates are whole sentences with named fields (``{card}``, ``{points}``), never fragments
glued together, so that other languages can reorder words.  ``text(key, **fields)`` fills a
template; plural forms are separate keys chosen by ``plural(key, count)``.  The templates of each
language are data, ``pyapp/i18n/locales/<code>/messages.json``: English is read at import, every
other language the first time a text is asked for in it (:func:`catalog`).

A game's own words (its keys' prefixes: ``pyapp.games.Game.message_prefixes``) ship with the game:
the site's build moves them from ``messages.json`` to ``messages.<game>.json`` (``tools/bundles.py``),
in the part the game's table loads in that language (``pyapp.ui.parts.table``).  The first key of
such a game asked for in a language that ``messages.json`` does not hold merges that file into the
language's catalog (:func:`_game_words`); a file not loaded (its part is not) is a
``LanguageFileError``, never the key shown: a screen that reads a game's words without its part
is a bug.  In the repository ``messages.json`` holds every key, so nothing is merged.

>>> text("score.line", you=3, ai=5)
'You 3 – 5 Computer'
>>> plural("cards.count", 1)
'1 card'
"""

from __future__ import annotations

from typing import Any

from pyapp.games import message_game
from pyapp.i18n import languages
from pyapp.i18n.languages import SOURCE

LANGUAGES: tuple[str, ...] = languages.CODES
LANGUAGE_NAMES: dict[str, str] = {language.code: language.name for language in languages.LANGUAGES}
_state = {"language": SOURCE}  # the page's current language (a UI setting, like gettext's locale)


def words_file(game: str) -> str:
    """The name of the file of *game*'s own words in a language's folder, as the site ships them
    (``messages.briscola``; without ``.json``, as :func:`pyapp.i18n.languages.read` takes it)."""
    return f"messages.{game}"


def _read(code: str, part: str = "messages", what: str = "") -> dict[str, str]:
    """The templates of language *code* from its file *part* (``messages``, or a game's
    :func:`words_file`), with the language's typography."""
    data = languages.read(code, part, what)
    wrong = [key for key, template in data.items() if not isinstance(template, str)]
    if wrong:
        raise languages.LanguageFileError(
            f"the {what or 'messages'} of language {code!r} are damaged: {languages.file_path(code, part)}: "
            f"not a text: {', '.join(wrong)}")
    fix = languages.find_language(code).typography
    return {key: fix(template) for key, template in data.items()} if fix else data


ENGLISH: dict[str, str] = _read(SOURCE)
"""The source catalog: every key, in English (on the site, the core's, and each game's once merged)."""
_catalogs: dict[str, dict[str, str]] = {SOURCE: ENGLISH}
_merged: set[tuple[str, str]] = set()
"""(language, game) whose own words the language's catalog holds: merged from the game's file, or
read with ``messages.json`` (the repository's, which holds every key)."""


def _note_games(code: str, found: dict[str, str]) -> dict[str, str]:
    """*found* (the catalog just read of language *code*), noting the games whose words it holds."""
    _merged.update((code, game) for game in {message_game(key) for key in found} if game)
    return found


_note_games(SOURCE, ENGLISH)


def catalog(code: str) -> dict[str, str]:
    """The templates of the language *code*, read from its file the first time (English for an
    unknown code; a translation may lack keys, which ``text`` takes from English)."""
    found = _catalogs.get(code)
    if found is None:
        if code not in LANGUAGES:
            return ENGLISH
        found = _catalogs[code] = _note_games(code, _read(code))
    return found


def language() -> str:
    """The current language code."""
    return _state["language"]


def set_language(code: str) -> str:
    """Makes *code* the current language (unknown codes fall back to English); returns it."""
    _state["language"] = code if code in LANGUAGES else SOURCE
    return _state["language"]


def direction(code: str | None = None) -> str:
    """'rtl' for right-to-left languages, else 'ltr' (of the current language by default)."""
    return languages.direction(code or language())


def choose_language(preferences: list[str]) -> str:
    """The first supported language among the browser's preferences (``fr-CA`` counts as ``fr``).

    >>> choose_language(["de-DE", "fr-CA", "en"])
    'fr'
    """
    for preference in preferences:
        code = preference.split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE


def text(key: str, **fields: Any) -> str:
    """The message *key* in the current language, with its named fields filled in."""
    return text_in(language(), key, **fields)


def game_text(key: str, game: str, /, **fields: Any) -> str:
    """The message *key* as the game *game* words it (``<key>.<game>``, when the catalog has one), else
    the message *key*: Briscola's deals are "games", its options not house rules."""
    own = f"{key}.{game}"
    return text(own if own in ENGLISH else key, **fields)


def text_in(code: str, key: str, **fields: Any) -> str:
    """The message *key* in the language *code*, whatever the current one (for the build's
    per-language files and for tests).

    >>> text_in("it", "setting.on"), language()
    ('Sì', 'en')
    """
    template = catalog(code).get(key) or _game_words(code, key) or ENGLISH[key]
    return template.format(**fields)


def _game_words(code: str, key: str) -> str:
    """The template of *key* once its game's words in *code* (and in English) are merged into those
    catalogs (empty when it is no game's key, or the translation lacks it: English's then)."""
    game = message_game(key)
    code = code if code in LANGUAGES else SOURCE
    for language in dict.fromkeys((SOURCE, code)):
        if game and (language, game) not in _merged:
            catalog(language).update(_read(language, words_file(game), f"words of {game.capitalize()}"))
            _merged.add((language, game))
    return catalog(code).get(key, "")


def left_to_right(text: str) -> str:
    """*text* (a signed number, a card sequence) set apart left to right from the sentence around it
    in a right-to-left language, so that "+1" never shows as "1+" (Unicode isolates; as it is in
    a left-to-right language)."""
    return f"{languages.LRI}{text}{languages.PDI}" if direction() == "rtl" else text


def isolated(text: str) -> str:
    """*text* (a name such as "1-40-Matto" or "papi 1–3") set apart, in the direction of its first
    letter, from the sentence around it in a right-to-left language (as it is in a left-to-right one)."""
    return f"{languages.FSI}{text}{languages.PDI}" if direction() == "rtl" else text


def plural_form(count: int, code: str | None = None) -> str:
    """The plural form name ('one' or 'other') of *count* in a language (of the current one by
    default; the CLDR rules of the table ``pyapp.i18n.languages``)."""
    return languages.find_language(code or language()).plural(count)


def plural(key: str, count: int, **fields: Any) -> str:
    """The plural form of *key* for *count* in the current language."""
    return text(f"{key}.{plural_form(count)}", count=count, **fields)


def join_list(items: list[str]) -> str:
    """Joins names as a sentence list: 'a', 'a and b', 'a, b and c'."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return text("list.and", rest=text("list.separator").join(items[:-1]), last=items[-1])
