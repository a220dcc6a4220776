"""Tressette's table size and options (spec §10): one small frozen value a match and its deals carry,
with a text form for records, the arena and the bot protocol.

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

from dataclasses import dataclass
from typing import Any

from pyapp.engine import GameRecordError
from pyapp.records import check_fields, read_object
from pyapp.tressette.rules import TABLE_SIZES

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
