"""Scopa's deal score: scope and the four prizes (carte, denari, settebello, primiera)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pyapp.cards import SCOPA_SUITS, Card
from pyapp.engine import GameRecordError, Seat
from pyapp.scopa.rules import COINS_SUIT, PRIMIERA_POINTS, SETTEBELLO

if TYPE_CHECKING:
    from pyapp.scopa.state import ScopaState


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


@dataclass(frozen=True, slots=True)
class DealScore:
    """One seat's result of a deal: the counts, and the points won (each prize 0 or 1)."""

    cards: int
    coins: int
    settebello: bool
    primiera_total: int | None
    scope: int
    card_point: int
    coin_point: int
    settebello_point: int
    primiera_point: int

    @property
    def total(self) -> int:
        """Deal points: scope plus the prizes."""
        return (self.scope + self.card_point + self.coin_point + self.settebello_point
                + self.primiera_point)

    def to_json(self) -> dict[str, Any]:
        """The score as a JSON-ready dict (``total`` included for readers)."""
        return {"cards": self.cards, "coins": self.coins, "settebello": self.settebello,
                "primiera_total": self.primiera_total, "scope": self.scope,
                "card_point": self.card_point, "coin_point": self.coin_point,
                "settebello_point": self.settebello_point,
                "primiera_point": self.primiera_point, "total": self.total}

    @classmethod
    def from_json(cls, obj: Any) -> DealScore:
        """Reads :meth:`to_json` output; raises GameRecordError when malformed."""
        try:
            return cls(int(obj["cards"]), int(obj["coins"]), bool(obj["settebello"]),
                       None if obj["primiera_total"] is None else int(obj["primiera_total"]),
                       int(obj["scope"]), int(obj["card_point"]), int(obj["coin_point"]),
                       int(obj["settebello_point"]), int(obj["primiera_point"]))
        except (TypeError, KeyError, ValueError) as error:
            raise GameRecordError(f"malformed deal score {obj!r}: {error}") from None


def _prize(mine: int | None, theirs: int | None) -> int:
    """1 when *mine* beats *theirs* (None beats nothing, loses to anything), else 0."""
    if mine is None:
        return 0
    return 1 if theirs is None or mine > theirs else 0


def score_deal(state: ScopaState) -> tuple[DealScore, DealScore]:
    """Both seats' scores from the piles and scope (final once the deal is over)."""
    cards = [len(pile) for pile in state.piles]
    coins = [sum(1 for card in pile if card[-1] == COINS_SUIT) for pile in state.piles]
    settebello = [SETTEBELLO in pile for pile in state.piles]
    totals = [primiera(pile) for pile in state.piles]

    def seat_score(seat: Seat) -> DealScore:
        other = 1 - seat
        return DealScore(
            cards[seat], coins[seat], settebello[seat], totals[seat], state.scope[seat],
            _prize(cards[seat], cards[other]), _prize(coins[seat], coins[other]),
            int(settebello[seat]), _prize(totals[seat], totals[other]),
        )

    return (seat_score(0), seat_score(1))
