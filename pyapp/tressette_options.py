"""Tressette's table size and options (spec §10): one small frozen value a match and its deals carry,
with a text form for records, URLs, the arena and the bot protocol.

In the core, not in ``pyapp.tressette`` (like Briscola's ``pyapp.briscola_options``): the shell reads and
writes them on every visit (the player's default options, the URL's, the start screen's choice), and a
visit loads the code of the games it plays only.

* ``players`` — 4 (default: two partnerships) or 2 (with a stock, §9).
* ``target`` — 21 (default), 31 or 41.
* ``accuso`` — declarations of §5 (off by default).
* ``signals`` — the lead's words of §6 (on by default; always off with two players, §9.6: a
  two-player table records it off whatever was asked).
* ``show_draws`` — two players: each drawn card is shown to the opponent (on by default).

>>> options = TressetteOptions(target=31, accuso=True)
>>> str(options), parse_rules(str(options)) == options, str(TressetteOptions(players=2))
('players=4,target=31,accuso=1', True, 'players=2')
>>> TressetteOptions(players=2).signals, parse_rules("players=2,show_draws=0").show_draws
(False, False)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from pyapp.engine import GameRecordError
from pyapp.records import check_fields, read_object

TABLE_SIZES: tuple[int, ...] = (4, 2)
"""Four players in two partnerships (the default), or two with a stock (§9)."""
TARGETS: tuple[int, ...] = (21, 31, 41)
"""The match targets, the default first (§8)."""
OPTION_FIELDS: tuple[str, ...] = ("players", "target", "accuso", "signals", "show_draws")
_FLAGS: tuple[str, ...] = ("accuso", "signals", "show_draws")


@dataclass(frozen=True, slots=True)
class TressetteOptions:
    """The table size and options in force for a whole match (they never change during it)."""

    players: int = 4
    target: int = 21
    accuso: bool = False
    signals: bool = True
    show_draws: bool = True

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or self.players not in TABLE_SIZES:
            raise GameRecordError(f"options.players must be 4 or 2, got {self.players!r:.40}")
        if isinstance(self.target, bool) or self.target not in TARGETS:
            raise GameRecordError(f"options.target must be 21, 31 or 41, got {self.target!r:.40}")
        for name in _FLAGS:
            if not isinstance(getattr(self, name), bool):
                raise GameRecordError(f"options.{name} must be true or false, got {getattr(self, name)!r:.40}")
        if self.players == 2 and self.signals:
            object.__setattr__(self, "signals", False)  # no partner, no signals (§9.6)

    def __str__(self) -> str:
        """``players=4,target=31,accuso=1``: the table size, then each option not at its default."""
        parts = [f"players={self.players}"]
        if self.target != TARGETS[0]:
            parts.append(f"target={self.target}")
        if self.accuso:
            parts.append("accuso=1")
        if self.players == 4 and not self.signals:
            parts.append("signals=0")
        if not self.show_draws:
            parts.append("show_draws=0")
        return ",".join(parts)

    def to_json(self) -> dict[str, Any]:
        """Every field, named as in the spec."""
        return {"players": self.players, "target": self.target, "accuso": self.accuso, "signals": self.signals,
                "show_draws": self.show_draws}

    @classmethod
    def from_json(cls, obj: Any, what: str = "options") -> TressetteOptions:
        """Reads :meth:`to_json` output (missing fields take their defaults); raises GameRecordError
        naming an unknown or malformed field. A two-player table must record signals off."""
        check_fields(read_object(obj, what), what, (), OPTION_FIELDS)
        try:
            options = cls(**obj)
        except GameRecordError as error:
            raise GameRecordError(str(error).replace("options.", f"{what}.", 1)) from None
        if obj.get("signals") is True and options.players == 2:
            raise GameRecordError(f"{what}.signals: a two-player table has no signals")
        return options


DEFAULT_OPTIONS = TressetteOptions()


def parse_rules(text: str) -> TressetteOptions:
    """Reads the text form (``players=2,target=31,accuso=1,signals=0,show_draws=0``; any order;
    every part may be left out; flags are 0 or 1, as in the page's URL)."""
    if not isinstance(text, str):
        raise GameRecordError(f"options must be text such as 'players=4,target=31', got {text!r:.80}")
    fields: dict[str, Any] = {}
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        name, equals, value = part.partition("=")
        if name in fields:
            raise GameRecordError(f"options: {name} is given twice")
        if name in ("players", "target") and equals:
            if not value.isascii() or not value.isdigit() or len(value) > 2:
                raise GameRecordError(f"options.{name} must be a small number, got {value!r:.20}")
            fields[name] = int(value)
        elif name in _FLAGS and equals and value in ("0", "1"):
            fields[name] = value == "1"
        else:
            raise GameRecordError(f"options: unknown option {part!r:.40} (known: players=4|2, target=21|31|41, "
                                  "accuso=0|1, signals=0|1, show_draws=0|1)")
    return TressetteOptions(**fields)


# --- the site's handling (``pyapp.ui.match_options`` reads every game's table options through these) ---

ON_OFF: tuple[tuple[str, str, tuple[Any, ...]], ...] = (("on", "setting.on", ()), ("off", "setting.off", ()))
"""An on/off choice of the start screen: (value, label key, label fields)."""
URL_CHOICES: dict[str, tuple[str, ...]] = {
    "players": tuple(map(str, TABLE_SIZES)), "target": tuple(map(str, TARGETS)),
    **{flag: ("0", "1") for flag in _FLAGS}}
"""The URL's parameters (each named as in the text form) and the values each accepts."""


def url_part(name: str, value: str) -> str:
    """The text form's part for the URL parameter *name* = *value* (one of its ``URL_CHOICES``)."""
    return f"{name}={value}"


def url_params(options: TressetteOptions) -> dict[str, str]:
    """The URL parameters of *options*: only what differs from the defaults (``signals`` with four
    players, ``show_draws`` with two).

    >>> url_params(parse_rules("players=2,target=31,accuso=1,show_draws=0"))
    {'players': '2', 'target': '31', 'accuso': '1', 'show_draws': '0'}
    """
    return dict(part.split("=") for part in str(options).split(",") if part != "players=4")


def summary(options: TressetteOptions) -> tuple[tuple[str, dict[str, object]], ...]:
    """The options in a few words, as message keys and their fields ("4 players · To 21 · Accuso")."""
    words: list[tuple[str, dict[str, object]]] = [("options.tressette.players", {"count": options.players}),
                                                  ("score.target", {"target": options.target})]
    if options.accuso:
        words.append(("options.tressette.accuso", {}))
    if options.players == 4 and not options.signals:
        words.append(("options.tressette.silent", {}))
    if options.players == 2 and not options.show_draws:
        words.append(("options.tressette.hidden_draws", {}))
    return tuple(words)


def setup_groups(options: TressetteOptions) -> tuple[tuple[str, str, tuple[Any, ...], str, str], ...]:
    """The start screen's choices (as ``pyapp.briscola_options.setup_groups``): the table size, the
    target, the accusi, and the signals with four players or the shown draws with two."""
    def on_off(flag: bool) -> str:
        return "on" if flag else "off"

    groups: list[tuple[str, str, tuple[Any, ...], str, str]] = [
        ("players", "setup.players", tuple((str(size), "", ()) for size in TABLE_SIZES), str(options.players),
         "setup.tressette.players.help"),
        ("target", "setup.target", tuple((str(target), "", ()) for target in TARGETS), str(options.target),
         "setup.target.help"),
        ("accuso", "setup.tressette.accuso", ON_OFF, on_off(options.accuso), "setup.tressette.accuso.help")]
    if options.players == 4:
        groups.append(("signals", "setup.tressette.signals", ON_OFF, on_off(options.signals),
                       "setup.tressette.signals.help"))
    else:
        groups.append(("show_draws", "setup.tressette.show_draws", ON_OFF, on_off(options.show_draws),
                       "setup.tressette.show_draws.help"))
    return tuple(groups)


def changed(options: TressetteOptions, name: str, value: str) -> TressetteOptions:
    """*options* with the option *name* set to *value* as the start screen says it (ValueError for an
    unknown one); back at four players the signals are on, their default.

    >>> str(changed(TressetteOptions(), "players", "2")), str(changed(TressetteOptions(), "accuso", "on"))
    ('players=2', 'players=4,accuso=1')
    """
    if name == "players" and value in URL_CHOICES["players"]:
        players = int(value)
        return replace(options, players=players, signals=options.signals if options.players == 4 else True)
    if name == "target" and value in URL_CHOICES["target"]:
        return replace(options, target=int(value))
    if name in _FLAGS and value in ("on", "off") and (name, options.players) not in (("signals", 2),
                                                                                       ("show_draws", 4)):
        return replace(options, **{name: value == "on"})
    raise ValueError(f"no table option {name!r} with value {value!r}")
