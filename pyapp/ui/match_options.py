"""A game's match options as the site handles them: one canonical text that the URL, the
player's remembered default and the screen's controller share.

Scopa's options are its rules (``pyapp.house_rules``: ``target=21,napola``); Scopone's are its
mode and the same rules (``mode=classico,target=21,napola``); Briscola's are its table options
(``pyapp.briscola_options``: ``players=4,exchange=two,format=single``); Minchiate has none (empty
text). The URL spells them as parameters (``?game=scopone&mode=classico&target=21&napola=1``,
``?game=briscola&players=4&format=single``); a bad value falls back to the player's default with a
notice.  Pure: no browser imports.

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
"""

from __future__ import annotations

from pyapp import briscola_options
from pyapp.briscola_options import BriscolaOptions
from pyapp.engine import GameRecordError
from pyapp.games import GAMES, find_game
from pyapp.house_rules import DEFAULT_RULES, FLAGS, TARGETS, ScopaRules, parse_rules
from pyapp.i18n import messages

GAMES_WITH_RULES: tuple[str, ...] = tuple(game.name for game in GAMES if game.house_rules or game.table_options)
"""The games whose matches take options: house rules (Scopa's, Scopone's) or table options (Briscola's)."""
GAMES_WITH_TABLE_OPTIONS: tuple[str, ...] = tuple(game.name for game in GAMES if game.table_options)
TABLE_PARAMETERS: tuple[str, ...] = ("players", "exchange", "format", "points_games", "partner_hand_at_end")
"""The URL's parameters of the table options (each named as in their text form)."""
URL_PARAMETERS: tuple[str, ...] = ("mode", "target", *FLAGS, *TABLE_PARAMETERS)
_TABLE_CHOICES: dict[str, tuple[str, ...]] = {
    "players": tuple(map(str, briscola_options.TABLE_SIZES)), "exchange": briscola_options.EXCHANGE_MODES,
    "format": briscola_options.FORMATS,
    "points_games": tuple(sorted({str(count) for counts in briscola_options.POINTS_GAMES.values()
                                  for count in counts}, key=int)),
}


def has_options(game: str) -> bool:
    """Whether *game* is a known game whose matches take options (house rules or table options)."""
    return game in GAMES_WITH_RULES


def has_table_options(game: str) -> bool:
    """Whether *game*'s options are table options (``pyapp.briscola_options``), not house rules."""
    return game in GAMES_WITH_TABLE_OPTIONS


def table_options(text: str) -> BriscolaOptions:
    """The table options of *text* (raises GameRecordError for a bad one)."""
    return briscola_options.parse_rules(text)


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
        return str(table_options(text))
    return join(game, *split(game, text))


def default(game: str) -> str:
    """The options of a game before the player chose any."""
    if has_table_options(game):
        return str(briscola_options.DEFAULT_OPTIONS)
    choices = modes(game)
    return join(game, choices[0] if choices else "", DEFAULT_RULES)


def from_params(game: str, params: dict[str, str]) -> tuple[str, tuple[str, ...]]:
    """The options the URL *params* ask for: the plain rules with the options the URL names (empty
    text when it names none), and a notice for each bad value (that option keeps its plain value)."""
    if not has_options(game):
        return "", ()
    if has_table_options(game):
        return table_from_params(params)
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


def table_from_params(params: dict[str, str]) -> tuple[str, tuple[str, ...]]:
    """The table options the URL *params* ask for (as :func:`from_params`): each value must be one of
    its choices (``partner_hand_at_end``: 0 or 1), and together they must make options of the table
    (``partner_hand_at_end`` with four players, ``points_games`` with the points format and a count
    the table size allows); otherwise a notice, and the URL's table options are not used at all."""
    parts: list[str] = []
    notices: list[str] = []
    for name in TABLE_PARAMETERS:
        raw = params.get(name)
        if raw is None:
            continue
        value = raw.strip()
        if name == "partner_hand_at_end" and value in ("0", "1"):
            if value == "1":
                parts.append(name)
        elif value in _TABLE_CHOICES.get(name, ()):
            parts.append(f"{name}={value}")
        else:
            notices.append(messages.text("notice.bad_option", name=name, value=raw[:40]))
    if notices:
        return "", tuple(notices)
    if not parts:
        return "", ()
    try:
        return canonical(GAMES_WITH_TABLE_OPTIONS[0], ",".join(parts)), ()
    except GameRecordError:
        return "", (messages.text("notice.bad_table_options", options=" · ".join(parts)[:120]),)


def to_params(game: str, text: str) -> dict[str, str]:
    """The URL parameters of *text*: only what differs from the plain rules."""
    if not has_options(game) or not text:
        return {}
    if has_table_options(game):
        options = table_options(text)
        default_options = briscola_options.DEFAULT_OPTIONS
        table = {"players": str(options.players)} if options.players != default_options.players else {}
        if options.exchange != default_options.exchange:
            table["exchange"] = options.exchange
        if options.format != default_options.format:
            table["format"] = options.format
        if "points_games=" in text:
            table["points_games"] = str(options.points_games)
        if options.partner_hand_at_end:
            table["partner_hand_at_end"] = "1"
        return table
    mode, rules = split(game, text)
    params: dict[str, str] = {}
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
        return describe_table(table_options(text))
    mode, rules = split(game, text)
    words = [messages.text(f"options.mode.{mode}")] if mode else []
    words.append(messages.text("score.target", target=rules.target))
    words.extend(messages.text(f"options.{name}") for name in FLAGS if getattr(rules, name))
    return " · ".join(words)


def describe_table(options: BriscolaOptions) -> str:
    """Table options in a few words ("4 players · Exchange: the 2 · Best of 3")."""
    words = [messages.text("options.briscola.players", count=options.players),
             messages.text(f"options.briscola.format.{options.format}", count=options.points_games)]
    if options.exchange != "off":
        words.append(messages.text(f"options.briscola.exchange.{options.exchange}"))
    if options.partner_hand_at_end:
        words.append(messages.text("options.briscola.partner_hand_at_end"))
    return " · ".join(words)
