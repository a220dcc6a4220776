"""A Scopa deal's points as the AI counts them: a finished deal's, fast (:func:`deal_points`), and
the points each side can expect from an unfinished position (:func:`expected_points`: scope
made, and each prize as a share in [-1, 1] that firms up as the cards run out); Re bello and
napola under their options. Both sides are seats in Scopa and partnerships in Scopone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from pyapp.ai.scopa.card_bits import (
    ALL_CARD_BITS,
    IS_COIN,
    PRIMIERA_OF,
    SUIT_OF,
    best_primiera_of_bits,
    bits_of_cards,
)
from pyapp.cards import Card
from pyapp.scopa import DEFAULT_RULES, RE_BELLO, SETTEBELLO, ScopaPosition, ScopaRules, napola_run

__all__ = ["deal_points", "expected_option_points", "expected_points", "option_points", "primiera_race"]


def _re_bello_side(piles: Sequence[Sequence[Card]]) -> int | None:
    """The side whose pile holds the Re of coins (None while neither does)."""
    return 0 if RE_BELLO in piles[0] else 1 if RE_BELLO in piles[1] else None


def option_points(piles: tuple[Sequence[Card], Sequence[Card]], rules: ScopaRules) -> tuple[int, int]:
    """Both sides' points of a finished deal from Re bello and napola (0, 0 without them)."""
    first = second = 0
    if rules.re_bello:
        side = _re_bello_side(piles)
        first, second = int(side == 0), int(side == 1)
    if rules.napola:
        first += napola_run(piles[0])
        second += napola_run(piles[1])
    return (first, second)


_NAPOLA_BASE: tuple[Card, ...] = ("1d", "2d", "3d")
_NAPOLA_CHANCE = (0.12, 0.25, 0.5)  # by how many of A-2-3 of coins a side already holds


def expected_option_points(state: Any) -> tuple[float, float]:
    """Both sides' expected points from Re bello and napola in an unfinished position: firm
    once decided, else a share for each side that can still make them."""
    rules = state.rules
    piles = state.piles
    first = second = 0.0
    if rules.re_bello:
        side = _re_bello_side(piles)
        first, second = (0.5, 0.5) if side is None else (float(side == 0), float(side == 1))
    if rules.napola:
        mine = [sum(1 for card in _NAPOLA_BASE if card in pile) for pile in piles]
        values = [0.0, 0.0]
        for side in (0, 1):
            if mine[side] == 3:
                values[side] = napola_run(piles[side]) + 0.3
            elif not mine[1 - side]:
                values[side] = 3.3 * _NAPOLA_CHANCE[mine[side]]
        first += values[0]
        second += values[1]
    return (first, second)


def _pile_prizes(piles: Sequence[Sequence[Card]]) -> tuple[list[int], list[list[int]], int | None]:
    """What the sides' piles hold for the prizes: each side's coins and best primiera value per suit
    (0: none), and the side holding the settebello (None while neither does)."""
    coins = [0, 0]
    best = [[0, 0, 0, 0], [0, 0, 0, 0]]
    settebello = None
    for side in (0, 1):
        mine = best[side]
        for card in piles[side]:
            if IS_COIN[card]:
                coins[side] += 1
                if card == SETTEBELLO:
                    settebello = side
            suit = SUIT_OF[card]
            value = PRIMIERA_OF[card]
            if value > mine[suit]:
                mine[suit] = value
    return coins, best, settebello


def deal_points(piles: tuple[Sequence[Card], Sequence[Card]],
                scope: tuple[int, int], rules: ScopaRules = DEFAULT_RULES) -> tuple[int, int]:
    """Both sides' points of a finished deal (scope plus the four prizes, ties to nobody, and
    the options' Re bello and napola).

    >>> deal_points((["7d", "6c", "1s", "5b"], ["2d", "3d"]), (1, 0))
    (4, 1)
    """
    counts = (len(piles[0]), len(piles[1]))
    coins, best, settebello = _pile_prizes(piles)
    points = [scope[0], scope[1]]
    if counts[0] != counts[1]:
        points[0 if counts[0] > counts[1] else 1] += 1
    if coins[0] != coins[1]:
        points[0 if coins[0] > coins[1] else 1] += 1
    if settebello is not None:
        points[settebello] += 1
    first = sum(best[0]) if all(best[0]) else 0
    second = sum(best[1]) if all(best[1]) else 0
    if first != second:
        points[0 if first > second else 1] += 1
    if rules is not DEFAULT_RULES and (rules.re_bello or rules.napola):
        extra = option_points(piles, rules)
        return (points[0] + extra[0], points[1] + extra[1])
    return (points[0], points[1])


def _race_share(first: int, second: int, half: int, left: int, base: float, per_left: float) -> float:
    """Side 0's share in [-1, 1] of a prize won by the side that takes more than *half* of its cards
    (a tie to nobody) when the sides hold *first* and *second* of them and *left* are still to take:
    1 or -1 once decided, else the difference, damped the more cards are left."""
    if first > half:
        return 1.0
    if second > half:
        return -1.0
    if left == 0:
        return 0.0
    return math.tanh((first - second) / (base + per_left * left))


def expected_points(state: ScopaPosition) -> tuple[float, float]:
    """Both seats' expected deal points from an unfinished position: scope made plus each
    prize's chance, judged from the piles and what is still in play."""
    piles = state.piles
    counts = (len(piles[0]), len(piles[1]))
    coins, best, holder = _pile_prizes(piles)
    settebello = 0.0 if holder is None else 1.0 if holder == 0 else -1.0
    remaining = 40 - counts[0] - counts[1]
    cards = _race_share(counts[0], counts[1], 20, remaining, 1.0, 0.25)  # carte: 21 wins outright, 20-20 ties
    coin_share = _race_share(coins[0], coins[1], 5, 10 - coins[0] - coins[1], 0.6, 0.4)  # denari: 6 of 10
    # primiera: per suit, the best card held, or half-way to the best still in play (out of the piles)
    still = best_primiera_of_bits(ALL_CARD_BITS ^ bits_of_cards(piles[0]) ^ bits_of_cards(piles[1]))
    total, possible = primiera_race(best, still)
    if possible[0] and possible[1]:
        primiera_share = math.tanh((total[0] - total[1]) / (2.0 + 0.4 * remaining))
    elif possible[0] != possible[1]:
        primiera_share = 1.0 if possible[0] else -1.0
    else:
        primiera_share = 0.0
    shares = cards + coin_share + settebello + primiera_share
    prizes = 4.0 if settebello else 3.5
    first = state.scope[0] + 0.5 * (prizes + shares)
    second = state.scope[1] + 0.5 * (prizes - shares)
    rules = state.rules
    if rules.re_bello or rules.napola:
        extra = expected_option_points(state)
        return (first + extra[0], second + extra[1])
    return (first, second)


def primiera_race(best: Sequence[Sequence[int]], still: Sequence[int]) -> tuple[list[float], list[bool]]:
    """Each side's expected primiera total and whether it can still make one: per suit the best
    value it took (*best*), or half-way to the best still out of the piles (*still*) when that is
    better; a side with a suit it has not taken and that nobody can take any more has none."""
    total = [0.0, 0.0]
    possible = [True, True]
    for side in (0, 1):
        mine = best[side]
        for suit in range(4):
            held = mine[suit]
            out = still[suit]
            total[side] += held if held >= out else (held + out) * 0.5
            if not held and not out:
                possible[side] = False
    return total, possible
