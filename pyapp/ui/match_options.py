"""A game's match options as the site handles them: one canonical text that the URL, the
player's remembered default and the screen's controller share.

Scopa's options are its rules (``pyapp.house_rules``: ``target=21,napola``); Scopone's are its
mode and the same rules (``mode=classico,target=21,napola``); Minchiate has none (empty text).
The URL spells them as parameters (``?game=scopone&mode=classico&target=21&napola=1``); a bad
value falls back to the player's default with a notice.  Pure: no browser imports.

>>> canonical("scopone", "napola,target=21,mode=classico")
'mode=classico,target=21,napola'
>>> from_params("scopa", {"target": "21", "re_bello": "1", "napola": "0"})
('target=21,re_bello', ())
>>> to_params("scopone", "mode=classico,target=11,asso_piglia_tutto")
{'mode': 'classico', 'asso_piglia_tutto': '1'}
"""

from __future__ import annotations

from pyapp.engine import GameRecordError
from pyapp.games import GAMES, find_game
from pyapp.house_rules import DEFAULT_RULES, FLAGS, TARGETS, ScopaRules, parse_rules
from pyapp.i18n import messages

GAMES_WITH_RULES: tuple[str, ...] = tuple(game.name for game in GAMES if game.house_rules)
URL_PARAMETERS: tuple[str, ...] = ("mode", "target", *FLAGS)


def has_options(game: str) -> bool:
    """Whether *game* is a known game whose matches take house rules."""
    return game in GAMES_WITH_RULES


def modes(game: str) -> tuple[str, ...]:
    """*game*'s modes, the default first (empty for a game without modes)."""
    return find_game(game).modes if has_options(game) else ()


def split(game: str, text: str) -> tuple[str, ScopaRules]:
    """(mode, rules) of *text* (mode empty for Scopa); GameRecordError names a bad part."""
    if not has_options(game):
        if text:
            raise GameRecordError(f"{game} has no options, got {text!r:.40}")
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
    return join(game, *split(game, text))


def default(game: str) -> str:
    """The options of a game before the player chose any."""
    choices = modes(game)
    return join(game, choices[0] if choices else "", DEFAULT_RULES)


def from_params(game: str, params: dict[str, str]) -> tuple[str, tuple[str, ...]]:
    """The options the URL *params* ask for: the plain rules with the options the URL names (empty
    text when it names none), and a notice for each bad value (that option keeps its plain value)."""
    if not has_options(game):
        return "", ()
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


def to_params(game: str, text: str) -> dict[str, str]:
    """The URL parameters of *text*: only what differs from the plain rules."""
    if not has_options(game) or not text:
        return {}
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
    mode, rules = split(game, text)
    words = [messages.text(f"options.mode.{mode}")] if mode else []
    words.append(messages.text("score.target", target=rules.target))
    words.extend(messages.text(f"options.{name}") for name in FLAGS if getattr(rules, name))
    return " · ".join(words)
