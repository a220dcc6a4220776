"""Scopa's deal score: scope, the four prizes (carte, denari, settebello, primiera) and the
optional Re bello and napola; for two seats (Scopa) or two partnerships (Scopone) alike."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pyapp.cards import SCOPA_SUITS, Card
from pyapp.engine import GameRecordError, Seat
from pyapp.house_rules import DEFAULT_RULES, ScopaRules
from pyapp.scopa.rules import COINS_SUIT, PRIMIERA_POINTS, RE_BELLO, SETTEBELLO

if TYPE_CHECKING:
    from pyapp.scopa.position import ScopaPosition


def primiera(cards: Iterable[Card]) -> int | None:
    """The primiera total (best card per suit: 7=21, 6=18, Asso=16, 5=15, 4=14, 3=13, 2=12,
    court cards 10); None when a suit is missing.

    >>> primiera(["7d", "6c", "1s", "5b"]), primiera(["7d", "6c", "1s"])
    (70, None)
    """
    best = dict.fromkeys(SCOPA_SUITS, 0)
    for card in cards:
        suit = card[-1]
        if PRIMIERA_POINTS[card] > best[suit]:
            best[suit] = PRIMIERA_POINTS[card]
    if not all(best.values()):
        return None
    return sum(best.values())


DECK_SIZE = 40
SUIT_SIZE = 10
MAX_PRIMIERA = 4 * 21
"""The highest primiera total: a seven (21 points) in each suit."""

NAPOLA_RUN: tuple[Card, ...] = tuple(f"{value}{COINS_SUIT}" for value in range(1, 11))
"""The coins in the order of a napola run: Asso, 2, 3, ... Re."""


def napola_run(cards: Iterable[Card]) -> int:
    """The napola's points: the length of the run of coins from the Asso when it holds the Asso,
    2 and 3 (else 0).

    >>> napola_run(["1d", "2d", "3d", "4d", "6d"]), napola_run(["1d", "2d", "3d"]), napola_run(["2d", "3d", "4d", "5d"])
    (4, 3, 0)
    """
    held = set(cards)
    length = 0
    for card in NAPOLA_RUN:
        if card not in held:
            break
        length += 1
    return length if length >= 3 else 0


@dataclass(frozen=True, slots=True)
class DealScore:
    """One side's result of a deal: the counts, and the points won (each prize 0 or 1; Re bello
    and napola only under their options, 0 otherwise)."""

    cards: int
    coins: int
    settebello: bool
    primiera_total: int | None
    scope: int
    card_point: int
    coin_point: int
    settebello_point: int
    primiera_point: int
    re_bello_point: int = 0
    napola_point: int = 0

    @property
    def total(self) -> int:
        """Deal points: scope plus the prizes (and Re bello and napola)."""
        return (self.scope + self.card_point + self.coin_point + self.settebello_point
                + self.primiera_point + self.re_bello_point + self.napola_point)

    def to_json(self) -> dict[str, Any]:
        """The score as a JSON-ready dict (``total`` included for readers)."""
        return {"cards": self.cards, "coins": self.coins, "settebello": self.settebello,
                "primiera_total": self.primiera_total, "scope": self.scope,
                "card_point": self.card_point, "coin_point": self.coin_point,
                "settebello_point": self.settebello_point,
                "primiera_point": self.primiera_point, "re_bello_point": self.re_bello_point,
                "napola_point": self.napola_point, "total": self.total}

    @classmethod
    def from_json(cls, obj: Any) -> DealScore:
        """Reads :meth:`to_json` output (a score saved before the options has no Re bello or
        napola: 0); raises GameRecordError when a field is missing, of the wrong type or out of
        its range."""
        if not isinstance(obj, dict):
            raise GameRecordError(f"a deal score must be an object, got {type(obj).__name__}")

        def whole(name: str, high: int, default: int | None = None) -> int:
            value = obj.get(name, default)
            if type(value) is not int or not 0 <= value <= high:
                raise GameRecordError(f"deal score {name} must be a whole number 0-{high}, got {value!r:.40}")
            return value

        settebello = obj.get("settebello")
        if type(settebello) is not bool:
            raise GameRecordError(f"deal score settebello must be true or false, got {settebello!r:.40}")
        if "primiera_total" not in obj:
            raise GameRecordError("deal score: missing field 'primiera_total'")
        primiera_total = None if obj["primiera_total"] is None else whole("primiera_total", MAX_PRIMIERA)
        return cls(whole("cards", DECK_SIZE), whole("coins", SUIT_SIZE), settebello, primiera_total,
                   whole("scope", DECK_SIZE), whole("card_point", 1), whole("coin_point", 1),
                   whole("settebello_point", 1), whole("primiera_point", 1), whole("re_bello_point", 1, 0),
                   whole("napola_point", SUIT_SIZE, 0))


def read_scores(value: Any, what: str, rules: ScopaRules) -> tuple[DealScore, DealScore]:
    """The two sides' scores of a past deal (``[first, second]``, each :meth:`DealScore.to_json`);
    GameRecordError unless they could be one deal's under *rules*: the sides' cards and coins add
    up to the deck's, one side holds the settebello, each prize went to the side that won it, and
    Re bello and napola only under their options, to one side at most."""
    if not isinstance(value, list) or len(value) != 2:
        raise GameRecordError(f"{what} must hold the two sides' scores")
    first, second = DealScore.from_json(value[0]), DealScore.from_json(value[1])
    if (first.cards + second.cards != DECK_SIZE or first.coins + second.coins != SUIT_SIZE
            or first.settebello == second.settebello):
        raise GameRecordError(f"{what}: the two sides' cards, coins and settebello are not one deck's")
    for side, other in ((first, second), (second, first)):
        prizes = (_prize(side.cards, other.cards), _prize(side.coins, other.coins), int(side.settebello),
                  _prize(side.primiera_total, other.primiera_total))
        if (side.card_point, side.coin_point, side.settebello_point, side.primiera_point) != prizes:
            raise GameRecordError(f"{what}: the prizes do not follow from the counts")
        if (side.re_bello_point and not rules.re_bello) or (side.napola_point and not rules.napola) \
                or 0 < side.napola_point < 3 or side.napola_point > side.coins:
            raise GameRecordError(f"{what}: Re bello or napola points that the rules cannot give")
    if first.re_bello_point + second.re_bello_point > 1 or (first.napola_point and second.napola_point):
        raise GameRecordError(f"{what}: Re bello or napola points given to both sides")
    return (first, second)


def _prize(mine: int | None, theirs: int | None) -> int:
    """1 when *mine* beats *theirs* (None beats nothing, loses to anything), else 0."""
    if mine is None:
        return 0
    return 1 if theirs is None or mine > theirs else 0


def score_sides(piles: Sequence[Sequence[Card]], scope: Sequence[int],
                rules: ScopaRules = DEFAULT_RULES) -> tuple[DealScore, DealScore]:
    """Both sides' scores (seats in Scopa, partnerships in Scopone) from their piles and scope."""
    cards = [len(pile) for pile in piles]
    coins = [sum(1 for card in pile if card[-1] == COINS_SUIT) for pile in piles]
    settebello = [SETTEBELLO in pile for pile in piles]
    totals = [primiera(pile) for pile in piles]

    def side_score(side: Seat) -> DealScore:
        other = 1 - side
        return DealScore(
            cards[side], coins[side], settebello[side], totals[side], scope[side],
            _prize(cards[side], cards[other]), _prize(coins[side], coins[other]),
            int(settebello[side]), _prize(totals[side], totals[other]),
            int(rules.re_bello and RE_BELLO in piles[side]),
            napola_run(piles[side]) if rules.napola else 0,
        )

    return (side_score(0), side_score(1))


def score_deal(state: ScopaPosition) -> tuple[DealScore, DealScore]:
    """Both seats' scores from the piles and scope under the state's rules (final once the deal
    is over)."""
    return score_sides(state.piles, state.scope, state.rules)
