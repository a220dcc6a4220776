"""A game's match options as the site handles them: one canonical text that the URL, the
player's remembered default and the screen's controller share.

Scopa's options are its rules (``pyapp.house_rules``: ``target=21,napola``); Scopone's are its
mode and the same rules (``mode=classico,target=21,napola``); Briscola's and Tressette's are their table
options, each game's in a core module of its own (:data:`TABLE_OPTIONS`: ``pyapp.briscola_options``,
``players=4,exchange=two,format=single``; ``pyapp.tressette_options``, ``players=2,target=31,accuso=1``);
Minchiate has none (empty text). The URL spells them as parameters
(``?game=scopone&mode=classico&target=21&napola=1``, ``?game=briscola&players=4&format=single``); a bad
value falls back to the player's default with a notice.  Pure: no browser imports.

>>> canonical("scopone", "napola,target=21,mode=classico")
'mode=classico,target=21,napola'
>>> from_params("scopa", {"target": "21", "re_bello": "1", "napola": "0"})
('target=21,re_bello', ())
>>> to_params("scopone", "mode=classico,target=11,asso_piglia_tutto")
{'mode': 'classico', 'asso_piglia_tutto': '1'}
>>> from_params("briscola", {"players": "4", "format": "single", "exchange": "two"})
('players=4,exchange=two,format=single', ())
>>> to_params("briscola", "players=3,format=points"), default("briscola")
({'players': '3', 'format': 'points'}, 'players=2')
>>> from_params("tressette", {"players": "2", "target": "31", "accuso": "1"})
('players=2,target=31,accuso=1', ())
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from pyapp.engine import GameRecordError
from pyapp.games import GAMES, find_game
from pyapp.house_rules import DEFAULT_RULES, FLAGS, TARGETS, ScopaRules, parse_rules
from pyapp.i18n import messages

TABLE_OPTIONS: dict[str, ModuleType] = {game.name: importlib.import_module(game.table_options)
                                         for game in GAMES if game.table_options}
"""The core module of each game whose matches take table options (``Game.table_options``, in the core:
``pyapp.briscola_options``, ``pyapp.tressette_options``): each has
``DEFAULT_OPTIONS``, ``parse_rules``, ``URL_CHOICES``, ``url_part``, ``url_params``, ``summary``,
``setup_groups`` and ``changed``."""
GAMES_WITH_RULES: tuple[str, ...] = tuple(game.name for game in GAMES if game.house_rules or game.table_options)
"""The games whose matches take options: house rules (Scopa's, Scopone's) or table options (Briscola's,
Tressette's)."""
GAMES_WITH_TABLE_OPTIONS: tuple[str, ...] = tuple(game.name for game in GAMES if game.table_options)
TABLE_PARAMETERS: tuple[str, ...] = tuple(dict.fromkeys(name for module in TABLE_OPTIONS.values()
                                                        for name in module.URL_CHOICES))
"""The URL's parameters of the table options (each named as in their text form)."""
URL_PARAMETERS: tuple[str, ...] = tuple(dict.fromkeys(("mode", "target", *FLAGS, *TABLE_PARAMETERS)))


def has_options(game: str) -> bool:
    """Whether *game* is a known game whose matches take options (house rules or table options)."""
    return game in GAMES_WITH_RULES


def has_table_options(game: str) -> bool:
    """Whether *game*'s options are table options (:data:`TABLE_OPTIONS`), not house rules."""
    return game in GAMES_WITH_TABLE_OPTIONS


def table_module(game: str) -> ModuleType:
    """The core module of *game*'s table options."""
    return TABLE_OPTIONS[game]


def table_options(game: str, text: str) -> Any:
    """*game*'s table options of *text* (raises GameRecordError for a bad one)."""
    return table_module(game).parse_rules(text)


def modes(game: str) -> tuple[str, ...]:
    """*game*'s modes, the default first (empty for a game without modes)."""
    return find_game(game).modes if has_options(game) else ()


def split(game: str, text: str) -> tuple[str, ScopaRules]:
    """(mode, rules) of *text* (mode empty for Scopa); GameRecordError names a bad part."""
    if not has_options(game) or has_table_options(game):
        if text:
            raise GameRecordError(f"{game} has no house rules, got {text!r:.40}")
        return "", DEFAULT_RULES
    choices = modes(game)
    mode = choices[0] if choices else ""
    rest = []
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        name, _, value = part.partition("=")
        if name == "mode":
            if value not in choices:
                known = " or ".join(choices) if choices else f"nothing ({game} has no modes)"
                raise GameRecordError(f"mode must be {known}, got {value!r:.20}")
            mode = value
        else:
            rest.append(part)
    return mode, parse_rules(",".join(rest))


def join(game: str, mode: str, rules: ScopaRules) -> str:
    """The canonical text of *mode* and *rules* for *game*."""
    if not has_options(game):
        return ""
    return f"mode={mode},{rules}" if modes(game) else str(rules)


def canonical(game: str, text: str) -> str:
    """*text* in its one spelling (raises GameRecordError for a bad one)."""
    if has_table_options(game):
        return str(table_options(game, text))
    return join(game, *split(game, text))


def default(game: str) -> str:
    """The options of a game before the player chose any."""
    if has_table_options(game):
        return str(table_module(game).DEFAULT_OPTIONS)
    choices = modes(game)
    return join(game, choices[0] if choices else "", DEFAULT_RULES)


def from_params(game: str, params: dict[str, str]) -> tuple[str, tuple[str, ...]]:
    """The options the URL *params* ask for: the plain rules with the options the URL names (empty
    text when it names none), and a notice for each bad value (that option keeps its plain value)."""
    if not has_options(game):
        return "", ()
    if has_table_options(game):
        return table_from_params(game, params)
    parts: list[str] = []
    notices: list[str] = []
    for name in URL_PARAMETERS:
        raw = params.get(name)
        if raw is None:
            continue
        value = raw.strip()
        if name == "mode" and value in modes(game):
            parts.append(f"mode={value}")
        elif name == "target" and value in tuple(map(str, TARGETS)):
            parts.append(f"target={value}")
        elif name in FLAGS and value in ("0", "1"):
            if value == "1":
                parts.append(name)
        else:
            notices.append(messages.text("notice.bad_option", name=name, value=raw[:40]))
    if not parts and not notices:
        return "", ()
    return canonical(game, ",".join(parts)), tuple(notices)


def table_from_params(game: str, params: dict[str, str]) -> tuple[str, tuple[str, ...]]:
    """The table options the URL *params* ask for (as :func:`from_params`): each value must be one of
    its choices, and together they must make options of the table (Briscola's ``partner_hand_at_end``
    with four players, ``points_games`` with the points format and a count the table size allows);
    otherwise a notice, and the URL's table options are not used at all."""
    module = table_module(game)
    parts: list[str] = []
    notices: list[str] = []
    for name, choices in module.URL_CHOICES.items():
        raw = params.get(name)
        if raw is None:
            continue
        value = raw.strip()
        if value not in choices:
            notices.append(messages.text("notice.bad_option", name=name, value=raw[:40]))
        elif module.url_part(name, value):
            parts.append(module.url_part(name, value))
    if notices:
        return "", tuple(notices)
    if not parts:
        return "", ()
    try:
        return canonical(game, ",".join(parts)), ()
    except GameRecordError:
        return "", (messages.text("notice.bad_table_options", options=" · ".join(parts)[:120]),)


def to_params(game: str, text: str) -> dict[str, str]:
    """The URL parameters of *text*: only what differs from the plain rules."""
    if not has_options(game) or not text:
        return {}
    if has_table_options(game):
        params: dict[str, str] = table_module(game).url_params(table_options(game, text))
        return params
    mode, rules = split(game, text)
    params = {}
    if modes(game) and mode != modes(game)[0]:
        params["mode"] = mode
    if rules.target != DEFAULT_RULES.target:
        params["target"] = str(rules.target)
    params.update({name: "1" for name in FLAGS if getattr(rules, name)})
    return params


def describe(game: str, text: str) -> str:
    """The options in a few words for the table and the statistics ("Scientifico · To 21 · Napola")."""
    if not has_options(game):
        return ""
    if has_table_options(game):
        return " · ".join(messages.text(key, **fields)
                          for key, fields in table_module(game).summary(table_options(game, text)))
    mode, rules = split(game, text)
    words = [messages.text(f"options.mode.{mode}")] if mode else []
    words.append(messages.text("score.target", target=rules.target))
    words.extend(messages.text(f"options.{name}") for name in FLAGS if getattr(rules, name))
    return " · ".join(words)
