"""Briscola's table size and options (spec §6.4, §8, §10.1): one small frozen value a match and its
games carry, with a text form for records, URLs, the arena and the bot protocol.

In the core, not in ``pyapp.briscola`` (like Scopa's ``pyapp.house_rules``): the shell reads and writes
them on every visit (the player's default options in the settings, the URL's, the start screen's
choice), whatever game the visit plays, and a visit loads the code of the games it plays only.

* ``players`` — 2 (default), 3 (each for themselves, without ``2c``) or 4 (fixed partnerships).
* ``exchange`` — ``off`` (default), ``two`` (the 2 of trumps takes the face-up card) or
  ``seven_two`` (the 7 takes a Fante or higher, the 2 a 4 to 7).
* ``format`` — ``best_of_3`` (default), ``single``, ``best_of_5`` or ``points``; with ``points``,
  ``points_games`` planned games: 2 (default), 4 or 6 with two or four players, 3 (default) or 6
  with three (every seat deals equally often).
* ``partner_hand_at_end`` — four players only: partners see each other's hand once the stock is
  exhausted.

>>> options = BriscolaOptions(players=4, exchange="two", partner_hand_at_end=True)
>>> str(options), parse_rules(str(options)) == options, str(BriscolaOptions())
('players=4,exchange=two,partner_hand_at_end', True, 'players=2')
>>> parse_rules("players=3,format=points").points_games
3
>>> BriscolaOptions.from_json({"players": 3, "format": "single"}).to_json()
{'players': 3, 'exchange': 'off', 'format': 'single', 'points_games': 0, 'partner_hand_at_end': False}
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from pyapp.engine import GameRecordError
from pyapp.records import check_fields, read_object

TABLE_SIZES: tuple[int, ...] = (2, 3, 4)
"""Two players (the default), three each for themselves, four in fixed partnerships."""
EXCHANGE_MODES: tuple[str, ...] = ("off", "two", "seven_two")
"""The exchange option's modes, the default first (§8)."""
FORMATS: tuple[str, ...] = ("best_of_3", "single", "best_of_5", "points")
"""The match formats, the default first (§10.1)."""
WINS_NEEDED: dict[str, int] = {"single": 1, "best_of_3": 2, "best_of_5": 3}
"""Game wins that win the match, per format (``points`` counts card points instead)."""
POINTS_GAMES: dict[int, tuple[int, ...]] = {2: (2, 4, 6), 3: (3, 6), 4: (2, 4, 6)}
"""The planned games of the ``points`` format per table size, the default first."""
OPTION_FIELDS: tuple[str, ...] = ("players", "exchange", "format", "points_games", "partner_hand_at_end")
"""Every field of the options' JSON form."""


@dataclass(frozen=True, slots=True)
class BriscolaOptions:
    """The table size and options in force for a whole match (they never change during it).

    ``points_games`` is 0 unless the format is ``points``, where 0 means the table's default."""

    players: int = 2
    exchange: str = "off"
    format: str = "best_of_3"
    points_games: int = 0
    partner_hand_at_end: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or self.players not in TABLE_SIZES:
            raise GameRecordError(f"options.players must be 2, 3 or 4, got {self.players!r:.40}")
        if self.exchange not in EXCHANGE_MODES or not isinstance(self.exchange, str):
            raise GameRecordError(f"options.exchange must be one of {', '.join(EXCHANGE_MODES)}, "
                                  f"got {self.exchange!r:.40}")
        if self.format not in FORMATS or not isinstance(self.format, str):
            raise GameRecordError(f"options.format must be one of {', '.join(FORMATS)}, got {self.format!r:.40}")
        if not isinstance(self.partner_hand_at_end, bool):
            raise GameRecordError(f"options.partner_hand_at_end must be true or false, "
                                  f"got {self.partner_hand_at_end!r:.40}")
        if self.partner_hand_at_end and self.players != 4:
            raise GameRecordError("options.partner_hand_at_end is for four players (partners)")
        allowed = POINTS_GAMES[self.players]
        if isinstance(self.points_games, bool) or not isinstance(self.points_games, int):
            raise GameRecordError(f"options.points_games must be a number, got {self.points_games!r:.40}")
        if self.format != "points":
            if self.points_games:
                raise GameRecordError("options.points_games is for the points format")
        elif self.points_games == 0:
            object.__setattr__(self, "points_games", allowed[0])
        elif self.points_games not in allowed:
            raise GameRecordError(f"options.points_games must be {' or '.join(map(str, allowed))} "
                                  f"with {self.players} players, got {self.points_games}")

    def __str__(self) -> str:
        """``players=4,exchange=two``: the table size, then each option not at its default."""
        parts = [f"players={self.players}"]
        if self.exchange != "off":
            parts.append(f"exchange={self.exchange}")
        if self.format != FORMATS[0]:
            parts.append(f"format={self.format}")
        if self.format == "points" and self.points_games != POINTS_GAMES[self.players][0]:
            parts.append(f"points_games={self.points_games}")
        if self.partner_hand_at_end:
            parts.append("partner_hand_at_end")
        return ",".join(parts)

    def to_json(self) -> dict[str, Any]:
        """Every field, named as in the spec."""
        return {"players": self.players, "exchange": self.exchange, "format": self.format,
                "points_games": self.points_games, "partner_hand_at_end": self.partner_hand_at_end}

    @classmethod
    def from_json(cls, obj: Any, what: str = "options") -> BriscolaOptions:
        """Reads :meth:`to_json` output (missing fields take their defaults); raises GameRecordError
        naming an unknown or malformed field."""
        check_fields(read_object(obj, what), what, (), OPTION_FIELDS)
        try:
            return cls(**obj)
        except GameRecordError as error:
            raise GameRecordError(str(error).replace("options.", f"{what}.", 1)) from None


DEFAULT_OPTIONS = BriscolaOptions()
_CHOICES: dict[str, tuple[str, ...]] = {"exchange": EXCHANGE_MODES, "format": FORMATS}


def parse_rules(text: str) -> BriscolaOptions:
    """Reads the text form (``players=4,exchange=two,partner_hand_at_end``; any order; every part
    may be left out).

    >>> parse_rules("format=points,points_games=4")
    BriscolaOptions(players=2, exchange='off', format='points', points_games=4, partner_hand_at_end=False)
    """
    if not isinstance(text, str):
        raise GameRecordError(f"options must be text such as 'players=4,exchange=two', got {text!r:.80}")
    fields: dict[str, Any] = {}
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        name, equals, value = part.partition("=")
        if name in fields:
            raise GameRecordError(f"options: {name} is given twice")
        if name in ("players", "points_games") and equals:
            if not value.isascii() or not value.isdigit() or len(value) > 2:
                raise GameRecordError(f"options.{name} must be a small number, got {value!r:.20}")
            fields[name] = int(value)
        elif name in _CHOICES and equals:
            fields[name] = value
        elif name == "partner_hand_at_end" and not equals:
            fields[name] = True
        else:
            raise GameRecordError(f"options: unknown option {part!r:.40} (known: players=N, exchange=MODE, "
                                  "format=FORMAT, points_games=N, partner_hand_at_end)")
    return BriscolaOptions(**fields)


# --- the site's handling (``pyapp.ui.match_options`` reads every game's table options through these) ---

ON_OFF: tuple[tuple[str, str, tuple[Any, ...]], ...] = (("on", "setting.on", ()), ("off", "setting.off", ()))
"""An on/off choice of the start screen: (value, label key, label fields)."""
URL_CHOICES: dict[str, tuple[str, ...]] = {
    "players": tuple(map(str, TABLE_SIZES)), "exchange": EXCHANGE_MODES, "format": FORMATS,
    "points_games": tuple(sorted({str(count) for counts in POINTS_GAMES.values() for count in counts}, key=int)),
    "partner_hand_at_end": ("0", "1"),
}
"""The URL's parameters (each named as in the text form) and the values each accepts."""


def url_part(name: str, value: str) -> str:
    """The text form's part for the URL parameter *name* = *value* (one of its ``URL_CHOICES``)."""
    if name == "partner_hand_at_end":
        return name if value == "1" else ""
    return f"{name}={value}"


def url_params(options: BriscolaOptions) -> dict[str, str]:
    """The URL parameters of *options*: only what differs from the defaults.

    >>> url_params(parse_rules("players=3,format=points"))
    {'players': '3', 'format': 'points'}
    """
    params = {"players": str(options.players)} if options.players != DEFAULT_OPTIONS.players else {}
    if options.exchange != DEFAULT_OPTIONS.exchange:
        params["exchange"] = options.exchange
    if options.format != DEFAULT_OPTIONS.format:
        params["format"] = options.format
    if "points_games=" in str(options):
        params["points_games"] = str(options.points_games)
    if options.partner_hand_at_end:
        params["partner_hand_at_end"] = "1"
    return params


def summary(options: BriscolaOptions) -> tuple[tuple[str, dict[str, object]], ...]:
    """The options in a few words, as message keys and their fields ("4 players · Best of 3 · ...")."""
    words: list[tuple[str, dict[str, object]]] = [
        ("options.briscola.players", {"count": options.players}),
        (f"options.briscola.format.{options.format}", {"count": options.points_games})]
    if options.exchange != "off":
        words.append((f"options.briscola.exchange.{options.exchange}", {}))
    if options.partner_hand_at_end:
        words.append(("options.briscola.partner_hand_at_end", {}))
    return tuple(words)


def setup_groups(options: BriscolaOptions) -> tuple[tuple[str, str, tuple[Any, ...], str, str], ...]:
    """The start screen's choices: (name, heading key, choices as (value, label key or "" for the value
    itself, label fields), the current value, help key) for the table size, the exchange, the format
    and, with four players, the partner's hand shown at the end."""
    count = options.points_games or POINTS_GAMES[options.players][0]
    groups: list[tuple[str, str, tuple[Any, ...], str, str]] = [
        ("players", "setup.players", tuple((str(size), "", ()) for size in TABLE_SIZES), str(options.players),
         "setup.players.help"),
        ("exchange", "setup.exchange", tuple((mode, f"setup.exchange.{mode}", ()) for mode in EXCHANGE_MODES),
         options.exchange, "setup.exchange.help"),
        ("format", "setup.format",
         tuple((name, f"options.briscola.format.{name}", (("count", count),)) for name in FORMATS),
         options.format, "setup.format.help")]
    if options.players == 4:
        groups.append(("partner_hand_at_end", "setup.partner_hand_at_end", ON_OFF,
                       "on" if options.partner_hand_at_end else "off", "setup.partner_hand_at_end.help"))
    return tuple(groups)


def changed(options: BriscolaOptions, name: str, value: str) -> BriscolaOptions:
    """*options* with the option *name* set to *value* as the start screen says it (ValueError for an
    unknown one); a table without partners drops the partner's hand, and the points format takes its
    new table's planned games.

    >>> str(changed(BriscolaOptions(players=4, partner_hand_at_end=True), "players", "3"))
    'players=3'
    """
    if name == "players" and value in tuple(map(str, TABLE_SIZES)):
        players = int(value)
        return replace(options, players=players, points_games=0,
                       partner_hand_at_end=options.partner_hand_at_end and players == 4)
    if name == "exchange" and value in EXCHANGE_MODES:
        return replace(options, exchange=value)
    if name == "format" and value in FORMATS:
        return replace(options, format=value, points_games=0)
    if name == "partner_hand_at_end" and value in ("on", "off") and options.players == 4:
        return replace(options, partner_hand_at_end=value == "on")
    raise ValueError(f"no table option {name!r} with value {value!r}")
