"""Scopa's house rules (``rules/scopa-variants.md`` §1), which Scopone plays too: one small frozen
value a match and its states carry, with a text form for records, URLs and the bot protocol.

In the core, not in ``pyapp.scopa``: the shell reads and writes them on every visit (the player's
default rules in the settings, the URL's, the start screen's house rules), whatever game the visit
plays, and a visit loads the code of the games it plays only (``pyapp.ui.parts``).

* ``target`` — the match is won by a side with at least this many points and strictly more
  than the other, after a deal: 11 (default), 16, 21 or 31.
* ``re_bello`` — the Re of coins (``10d``) is worth a point to the side that holds it.
* ``napola`` — a side holding the Asso, 2 and 3 of coins scores the length of its run of coins
  from the Asso (A-2-3 = 3, A-2-3-4-5 = 5, the whole suit 10).
* ``asso_piglia_tutto`` — an Asso played onto a table without an Asso takes every card on it
  (never a scopa); onto a table with an Asso it takes one Asso, as usual.

>>> rules = ScopaRules(target=21, napola=True)
>>> str(rules), parse_rules(str(rules)) == rules, str(ScopaRules())
('target=21,napola', True, 'target=11')
>>> ScopaRules.from_json({"target": 16, "re_bello": True}).to_json()
{'target': 16, 're_bello': True, 'napola': False, 'asso_piglia_tutto': False}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyapp.engine import GameRecordError

TARGETS: tuple[int, ...] = (11, 16, 21, 31)
"""The match targets a player may choose (``target``)."""

FLAGS: tuple[str, ...] = ("re_bello", "napola", "asso_piglia_tutto")
"""The on/off options, in the order of the text form."""

RULE_FIELDS: tuple[str, ...] = ("target", *FLAGS)
"""Every field of the rules' JSON form."""


@dataclass(frozen=True, slots=True)
class ScopaRules:
    """The options in force for a whole match (they never change during it)."""

    target: int = 11
    re_bello: bool = False
    napola: bool = False
    asso_piglia_tutto: bool = False

    def __post_init__(self) -> None:
        if self.target not in TARGETS or isinstance(self.target, bool):
            raise GameRecordError(f"rules.target must be one of {', '.join(map(str, TARGETS))}, "
                                  f"got {self.target!r}")
        for name in FLAGS:
            if not isinstance(getattr(self, name), bool):
                raise GameRecordError(f"rules.{name} must be true or false, got {getattr(self, name)!r}")

    def __str__(self) -> str:
        """``target=21,re_bello,napola``: the target, then each option that is on."""
        return ",".join([f"target={self.target}", *[name for name in FLAGS if getattr(self, name)]])

    @property
    def is_default(self) -> bool:
        """True for the plain rules of ``scopa.md`` (target 11, no option)."""
        return self == DEFAULT_RULES

    def to_json(self) -> dict[str, Any]:
        """Every field, named as in the spec."""
        return {"target": self.target, "re_bello": self.re_bello, "napola": self.napola,
                "asso_piglia_tutto": self.asso_piglia_tutto}

    @classmethod
    def from_json(cls, obj: Any, what: str = "rules") -> ScopaRules:
        """Reads :meth:`to_json` output (missing fields take their defaults); raises
        GameRecordError naming an unknown or malformed field."""
        if not isinstance(obj, dict):
            raise GameRecordError(f"{what} must be an object such as {{\"target\": 21, \"napola\": true}}, "
                                  f"got {obj!r:.80}")
        unknown = sorted(set(obj) - set(RULE_FIELDS))
        if unknown:
            raise GameRecordError(f"{what}: unknown field {unknown[0]!r:.60} (known: {', '.join(RULE_FIELDS)})")
        try:
            return cls(**obj)
        except GameRecordError as error:
            raise GameRecordError(str(error).replace("rules.", f"{what}.", 1)) from None


DEFAULT_RULES = ScopaRules()


def parse_rules(text: str) -> ScopaRules:
    """Reads the text form (``target=21,re_bello``; any order; ``target`` may be left out).

    >>> parse_rules("napola,target=16")
    ScopaRules(target=16, re_bello=False, napola=True, asso_piglia_tutto=False)
    """
    if not isinstance(text, str):
        raise GameRecordError(f"rules must be text such as 'target=21,napola', got {text!r:.80}")
    fields: dict[str, Any] = {}
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        name, equals, value = part.partition("=")
        if name == "target" and equals:
            if not value.isascii() or not value.isdigit() or len(value) > 3:
                raise GameRecordError(f"rules.target must be one of {', '.join(map(str, TARGETS))}, got {value!r:.20}")
            fields["target"] = int(value)
        elif name in FLAGS and not equals:
            fields[name] = True
        else:
            raise GameRecordError(f"rules: unknown option {part!r:.40} (known: target=N, {', '.join(FLAGS)})")
    return ScopaRules(**fields)
