"""What the search needs to know about Scopa: a match-aware value, a playout policy, an exact
endgame solver, and the linear evaluation of the open-source PIMC baseline.

* **Match value.** A deal is worth what it does to the chance of winning the match to 11.
  :data:`MATCH_VALUE` ``[a][b]`` is the probability that the seat with *a* points beats the
  one with *b* at the start of a deal, computed at import by dynamic programming over the
  distribution of deal scores measured in heuristic self-play (:data:`DEAL_SCORES`). Far
  from 11 it is nearly linear in the point difference; near 11 it makes the search play for
  the points that win (the prize that crosses 11 beats two points that do not).
* **Evaluation.** An unfinished deal is scored by the points each seat can expect: scope
  made, and each prize (cards, coins, settebello, primiera per suit) as a share in [-1, 1]
  that firms up as the cards run out; those expected totals are added to the match score
  and read off the (interpolated) match value.
* **Playout policy** for ISMCTS: the most valuable capture, else the cheapest safe lay.
* **Endgame.** Once the stock is empty the unseen cards are exactly the opponent's hand, so
  the position is one of perfect information: :func:`solve_endgame` searches it to the end
  (at most six plays) with the exact match value.

>>> round(match_value(10, 10), 2), match_value(11, 3), match_value(3, 11)
(0.5, 1.0, 0.0)
>>> match_value(0, 0) == 0.5 and match_value(9, 5) > match_value(5, 5)
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from random import Random
from typing import Any

from pyapp.ai.search import alphabeta, best_of, successor
from pyapp.cards import SCOPA_DECK, Card, scopa_value
from pyapp.engine import Seat
from pyapp.scopa import (
    COINS_SUIT,
    DEFAULT_RULES,
    MATCH_TARGET,
    PLAYS_PER_DEAL,
    PRIMIERA_VALUES,
    RE_BELLO,
    SETTEBELLO,
    Play,
    ScopaPosition,
    ScopaRules,
    ScopaState,
    ScopaView,
    napola_run,
)

__all__ = [
    "DEAL_SCORES", "FEATURE_NAMES", "FITTED_WEIGHTS", "MATCH_VALUE", "FittedScopaModel",
    "LinearScopaModel", "ScopaModel", "basic_position", "deal_points", "expected_points", "features",
    "greedy_play", "match_value", "solve_endgame", "stage_of",
]

# --- the match value --------------------------------------------------------------------

# Per mille: (points of one seat, points of the other) in a deal, heuristic self-play,
# 3,000 deals, symmetrised; 6 stands for 6 or more.
DEAL_SCORES: dict[tuple[int, int], int] = {
    (0, 2): 7, (0, 3): 35, (0, 4): 90, (0, 5): 26, (0, 6): 10, (1, 1): 7, (1, 2): 48,
    (1, 3): 71, (1, 4): 46, (1, 5): 13, (1, 6): 4, (2, 2): 111, (2, 3): 54, (2, 4): 15,
    (2, 5): 5, (2, 6): 1, (3, 3): 16, (3, 4): 7, (3, 5): 1, (4, 4): 2,
}
_GRID = 40  # scores 0..39 are tabulated (to 11; target + 29 for the others); a tie beyond counts as a coin flip


def _deal_outcomes() -> list[tuple[int, int, float]]:
    outcomes: dict[tuple[int, int], float] = {}
    for (first, second), weight in DEAL_SCORES.items():
        outcomes[(first, second)] = outcomes.get((first, second), 0.0) + weight
        if first != second:
            outcomes[(second, first)] = outcomes.get((second, first), 0.0) + weight
    total = sum(outcomes.values())
    return [(first, second, weight / total) for (first, second), weight in outcomes.items()]


def _grid(target: int) -> int:
    return _GRID if target == MATCH_TARGET else target + _GRID - MATCH_TARGET


def _match_table(target: int = MATCH_TARGET) -> list[list[float]]:
    """``table[a][b]``: chance that *a* beats *b* once the current deal is over (scores a, b),
    in a match to *target*."""
    outcomes = _deal_outcomes()
    grid = _grid(target)
    start = [[0.5] * grid for _ in range(grid)]   # value at the start of a deal
    after = [[0.5] * grid for _ in range(grid)]   # value once a deal has ended
    for total in range(2 * grid - 2, -1, -1):      # every deal adds at least 2 points
        for first in range(max(0, total - grid + 1), min(total, grid - 1) + 1):
            second = total - first
            if max(first, second) >= target and first != second:
                after[first][second] = 1.0 if first > second else 0.0
                continue
            value = 0.0
            for gained, lost, weight in outcomes:
                a, b = first + gained, second + lost
                if a >= grid or b >= grid:
                    value += weight * (0.5 if a == b else (1.0 if a > b else 0.0)
                                       if max(a, b) >= target else 0.5)
                else:
                    value += weight * after[a][b]
            start[first][second] = value
            after[first][second] = value
    return after


MATCH_VALUE: list[list[float]] = _match_table()
_MATCH_VALUES: dict[int, list[list[float]]] = {MATCH_TARGET: MATCH_VALUE}


def match_table(target: int) -> list[list[float]]:
    """The match value table of a match to *target* (computed on first use)."""
    table = _MATCH_VALUES.get(target)
    if table is None:
        table = _MATCH_VALUES[target] = _match_table(target)
    return table


def match_value(first: float, second: float, target: int = MATCH_TARGET) -> float:
    """The chance that a side with *first* points beats one with *second* once the current
    deal is over, in a match to *target* (fractional scores interpolate).

    >>> round(match_value(20, 20, 21), 2), match_value(21, 20, 21), match_value(11, 3, 21) < 1
    (0.5, 1.0, True)
    """
    table = MATCH_VALUE if target == MATCH_TARGET else match_table(target)
    top = len(table) - 1
    if first > top or second > top:
        if max(first, second) >= target and abs(first - second) >= 1:
            return 1.0 if first > second else 0.0
        return 0.5
    low_a = int(first)
    low_b = int(second)
    frac_a = first - low_a
    frac_b = second - low_b
    high_a = min(low_a + 1, top)
    high_b = min(low_b + 1, top)
    row_low = table[low_a]
    row_high = table[high_a]
    return ((1 - frac_a) * ((1 - frac_b) * row_low[low_b] + frac_b * row_low[high_b])
            + frac_a * ((1 - frac_b) * row_high[low_b] + frac_b * row_high[high_b]))


# --- card tables ------------------------------------------------------------------------

_SUITS = "dcsb"
SUIT_OF: dict[Card, int] = {card: _SUITS.index(card[-1]) for card in SCOPA_DECK}
VALUE_OF: dict[Card, int] = {card: scopa_value(card) for card in SCOPA_DECK}
PRIMIERA_OF: dict[Card, int] = {card: PRIMIERA_VALUES[VALUE_OF[card]] for card in SCOPA_DECK}
IS_COIN: dict[Card, bool] = {card: card[-1] == COINS_SUIT for card in SCOPA_DECK}
# A rough worth in deal points of owning a card (for move ordering and playouts).
WORTH: dict[Card, float] = {
    card: 0.06 + (0.12 if IS_COIN[card] else 0.0) + (1.0 if card == SETTEBELLO else 0.0)
    + {7: 0.25, 6: 0.12, 1: 0.08}.get(VALUE_OF[card], 0.0)
    for card in SCOPA_DECK
}


def option_points(piles: tuple[Sequence[Card], Sequence[Card]], rules: ScopaRules) -> tuple[int, int]:
    """Both sides' points of a finished deal from Re bello and napola (0, 0 without them)."""
    first = second = 0
    if rules.re_bello:
        if RE_BELLO in piles[0]:
            first += 1
        elif RE_BELLO in piles[1]:
            second += 1
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
        if RE_BELLO in piles[0]:
            first += 1.0
        elif RE_BELLO in piles[1]:
            second += 1.0
        else:
            first += 0.5
            second += 0.5
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


def deal_points(piles: tuple[Sequence[Card], Sequence[Card]],
                scope: tuple[int, int], rules: ScopaRules = DEFAULT_RULES) -> tuple[int, int]:
    """Both sides' points of a finished deal (scope plus the four prizes, ties to nobody, and
    the options' Re bello and napola).

    >>> deal_points((["7d", "6c", "1s", "5b"], ["2d", "3d"]), (1, 0))
    (4, 1)
    """
    counts = [0, 0]
    coins = [0, 0]
    best = [[0, 0, 0, 0], [0, 0, 0, 0]]
    settebello = -1
    for seat in (0, 1):
        mine = best[seat]
        for card in piles[seat]:
            if IS_COIN[card]:
                coins[seat] += 1
                if card == SETTEBELLO:
                    settebello = seat
            suit = SUIT_OF[card]
            value = PRIMIERA_OF[card]
            if value > mine[suit]:
                mine[suit] = value
        counts[seat] = len(piles[seat])
    points = [scope[0], scope[1]]
    if counts[0] != counts[1]:
        points[0 if counts[0] > counts[1] else 1] += 1
    if coins[0] != coins[1]:
        points[0 if coins[0] > coins[1] else 1] += 1
    if settebello >= 0:
        points[settebello] += 1
    first = sum(best[0]) if all(best[0]) else 0
    second = sum(best[1]) if all(best[1]) else 0
    if first != second:
        points[0 if first > second else 1] += 1
    if rules is not DEFAULT_RULES and (rules.re_bello or rules.napola):
        extra = option_points(piles, rules)
        return (points[0] + extra[0], points[1] + extra[1])
    return (points[0], points[1])


def expected_points(state: ScopaPosition) -> tuple[float, float]:
    """Both seats' expected deal points from an unfinished position: scope made plus each
    prize's chance, judged from the piles and what is still in play."""
    piles = state.piles
    counts = (len(piles[0]), len(piles[1]))
    coins = [0, 0]
    best = [[0, 0, 0, 0], [0, 0, 0, 0]]
    settebello = 0.0
    for seat in (0, 1):
        mine = best[seat]
        for card in piles[seat]:
            if IS_COIN[card]:
                coins[seat] += 1
                if card == SETTEBELLO:
                    settebello = 1.0 if seat == 0 else -1.0
            suit = SUIT_OF[card]
            value = PRIMIERA_OF[card]
            if value > mine[suit]:
                mine[suit] = value
    remaining = 40 - counts[0] - counts[1]
    # carte: 21 wins outright, 20-20 ties
    if counts[0] > 20:
        cards = 1.0
    elif counts[1] > 20:
        cards = -1.0
    elif remaining == 0:
        cards = 0.0
    else:
        cards = math.tanh((counts[0] - counts[1]) / (1.0 + 0.25 * remaining))
    # denari: 6 wins outright, 5-5 ties
    coins_left = 10 - coins[0] - coins[1]
    if coins[0] > 5:
        coin_share = 1.0
    elif coins[1] > 5:
        coin_share = -1.0
    elif coins_left == 0:
        coin_share = 0.0
    else:
        coin_share = math.tanh((coins[0] - coins[1]) / (0.6 + 0.4 * coins_left))
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


# --- the model the search uses ----------------------------------------------------------

def _order_key(play: Play) -> float:
    if not play.take:
        return -10.0 - WORTH[play.card]  # lays after captures, the cheapest card first
    return WORTH[play.card] + sum(WORTH[card] for card in play.take) + 0.1 * len(play.take)


class SearchMoves:
    """What the Scopa models share: sides (each seat in Scopa, seats 0+2 and 1+3 in Scopone),
    greedy playouts, and captures tried first by alpha-beta."""

    __slots__ = ()

    def team(self, seat: Seat) -> int:
        """The side of *seat*: itself in Scopa (seats 0 and 1), its partnership in Scopone."""
        return seat & 1

    def playout_action(self, state: ScopaPosition, rng: Random) -> Play:
        """A greedy play: see :func:`greedy_play`."""
        return greedy_play(state.legal_actions(), state.table, rng)

    def order(self, state: ScopaPosition, actions: Sequence[Play]) -> Sequence[Play]:
        """Captures first, the most valuable first; then lays."""
        if len(actions) < 2:
            return actions
        return sorted(actions, key=_order_key, reverse=True)


class ScopaModel(SearchMoves):
    """The match-aware Scopa model: values are chances of winning the match (seat's view)."""

    __slots__ = ("match_score",)

    def __init__(self, match_score: tuple[int, int] = (0, 0)) -> None:
        self.match_score = match_score

    def utility(self, state: ScopaPosition, seat: Seat) -> float:
        """The chance that *seat*'s side wins the match after this finished deal."""
        first, second = deal_points(state.piles, state.scope, state.rules)
        value = match_value(self.match_score[0] + first, self.match_score[1] + second, state.rules.target)
        return value if seat & 1 == 0 else 1.0 - value

    def evaluate(self, state: ScopaPosition, seat: Seat) -> float:
        """The estimated chance that *seat*'s side wins the match, from the expected deal points."""
        first, second = expected_points(state)
        value = match_value(self.match_score[0] + first, self.match_score[1] + second, state.rules.target)
        return value if seat & 1 == 0 else 1.0 - value



def greedy_play(legal: Sequence[Play], table: Sequence[Card], rng: Random | None) -> Play:
    """The most valuable capture (a scopa counts a point); with none, the lay that leaves no
    easy sweep and gives away least (random among equals; the first without *rng*)."""
    if len(legal) == 1:
        return legal[0]
    best: list[Play] = []
    best_score = -1e9
    table_sum = sum(VALUE_OF[card] for card in table)
    for play in legal:
        if play.take:
            score = WORTH[play.card] + sum(WORTH[card] for card in play.take)
            if len(play.take) == len(table):
                score += 1.0
        else:
            score = -WORTH[play.card] - 2.0
            if table_sum + VALUE_OF[play.card] <= 10:
                score -= 0.5
        if score > best_score + 1e-9:
            best, best_score = [play], score
        elif score > best_score - 1e-9:
            best.append(play)
    return best[0] if len(best) == 1 or rng is None else rng.choice(best)


def solve_endgame(view: ScopaView, model: Any | None = None) -> tuple[Play, dict[Play, float]]:
    """The exact best play once the stock is empty (the unseen cards are then the opponent's
    hand), searched to the end of the deal; returns the play and every play's value.

    Raises ValueError while the stock still holds cards (the position is not exact then).
    """
    if view.stock_count:
        raise ValueError(f"the endgame is exact only with an empty stock ({view.stock_count} left)")
    legal = list(view.legal_actions())
    if not legal:
        raise ValueError(f"no legal play for seat {view.seat}: it is not its turn")
    if model is None:
        model = ScopaModel(view.match_score)
    world = view.determinize(Random(0))  # the only world, up to the order of a hand
    seat = view.seat
    depth = PLAYS_PER_DEAL - view.plays_made + 1
    values = [alphabeta(successor(world, play), depth, model, seat, seat) for play in legal]
    chosen = best_of(legal, values)
    return chosen, dict(zip(legal, values, strict=False))


# --- the fitted evaluation (Expert) -------------------------------------------------------

FEATURE_NAMES = (
    "constant", "cards", "cards won", "coins", "coins won", "settebello", "primiera sum",
    "sevens", "sixes", "aces", "last capturer", "to move", "sweepable table",
)
STAGE_SIZE = 6   # cards not yet in a pile, per stage
STAGES = 7       # stage 6: 36 or more cards still out

# features: constant, cards, cards won, coins, coins won, settebello, primiera sum, sevens, sixes,
# aces, last capturer, to move, sweepable table
# fitted by tools/fit_scopa_eval.py --deals 20000 --seed 1 (held-out R² 0.78 late in the deal to 0.05 at its start)
FITTED_WEIGHTS: tuple[tuple[float, ...], ...] = (
    (0.0032, 0.0203, 0.7792, 0.0908, 0.6469, 0.9864, 0.0228, 0.2874, 0.0827, 0.0211, 0.4567, 0.2076, -0.1829),
    (0.0201, 0.081, -0.0223, 0.1687, 0.2906, 0.9936, -0.0417, 0.3041, 0.0871, 0.0197, 0.1128, 0.1924, -0.0931),
    (0.0132, 0.0844, -0.4897, 0.2159, 0.0089, 1.0402, -0.0117, 0.2777, 0.0873, 0.0244, 0.0308, 0.1132, 0.0319),
    (0.0214, 0.0776, -0.7242, 0.2295, -0.2228, 1.0079, -0.01, 0.2909, 0.0977, 0.0245, 0.0336, 0.1128, 0.035),
    (0.0283, 0.0716, 0, 0.2188, -0.2405, 1.0315, 0.0098, 0.2741, 0.0893, 0.025, 0.0494, 0.1168, 0.0463),
    (0.0281, 0.0688, -0, 0.2254, 0.9693, 1.0043, -0.0221, 0.3057, 0.1218, 0.0364, 0.0714, 0.1102, 0.0653),
    (0.0312, -0.0089, 0, 0.2411, 0, 1.0018, 0.0118, 0.2737, 0.096, 0.074, 0.148, 0.1423, 0.3049),
)


def stage_of(state: ScopaState) -> int:
    """The stage of a deal: how many cards are not yet in a pile, in steps of STAGE_SIZE."""
    return stage_of_counts(len(state.piles[0]), len(state.piles[1]))


def stage_of_counts(first: int, second: int) -> int:
    """:func:`stage_of` from the number of cards in each side's pile."""
    return min((40 - first - second) // STAGE_SIZE, STAGES - 1)


PileTally = tuple[tuple[int, int], list[int], list[int], list[int], list[int], float, tuple[list[int], list[int]]]


# Each card as one bit: ten bits per suit (value 1 at the suit's lowest bit), so one sum gives a
# pile's whole content and a suit's ten bits index the best primiera value among them.
CARD_BIT: dict[Card, int] = {card: 1 << (10 * SUIT_OF[card] + VALUE_OF[card] - 1) for card in SCOPA_DECK}
ALL_CARD_BITS = sum(CARD_BIT.values())
_COIN_BITS = sum(bit for card, bit in CARD_BIT.items() if IS_COIN[card])
_SEVEN_BITS = sum(bit for card, bit in CARD_BIT.items() if VALUE_OF[card] == 7)
_SIX_BITS = sum(bit for card, bit in CARD_BIT.items() if VALUE_OF[card] == 6)
_ACE_BITS = sum(bit for card, bit in CARD_BIT.items() if VALUE_OF[card] == 1)
_SETTEBELLO_BIT = CARD_BIT[SETTEBELLO]
_BEST_PRIMIERA: tuple[int, ...] = tuple(
    max((PRIMIERA_VALUES[value] for value in range(1, 11) if suit_bits >> (value - 1) & 1), default=0)
    for suit_bits in range(1 << 10))


def pile_tally(piles: tuple[Sequence[Card], Sequence[Card]]) -> PileTally:
    """What each side's pile holds for the prizes: (cards, coins, sevens, sixes, aces, settebello,
    best primiera value per suit), each by side; settebello is +1 / -1 for the side that took it.

    The search scores every leaf with it, so it reads each pile as one integer of card bits
    (:data:`CARD_BIT`) and counts with masks (:func:`tally_of_bits`)."""
    return tally_of_bits(bits_of_cards(piles[0]), bits_of_cards(piles[1]))


def tally_of_bits(first: int, second: int) -> PileTally:
    """:func:`pile_tally` of two piles given as integers of card bits (:data:`CARD_BIT`)."""
    settebello = 1.0 if first & _SETTEBELLO_BIT else -1.0 if second & _SETTEBELLO_BIT else 0.0
    return ((first.bit_count(), second.bit_count()),
            [(first & _COIN_BITS).bit_count(), (second & _COIN_BITS).bit_count()],
            [(first & _SEVEN_BITS).bit_count(), (second & _SEVEN_BITS).bit_count()],
            [(first & _SIX_BITS).bit_count(), (second & _SIX_BITS).bit_count()],
            [(first & _ACE_BITS).bit_count(), (second & _ACE_BITS).bit_count()],
            settebello,
            (best_primiera_of_bits(first), best_primiera_of_bits(second)))


def best_primiera_of_bits(bits: int) -> list[int]:
    """The best primiera value of each suit among the cards of an integer of card bits (0: none)."""
    best_of_suits = _BEST_PRIMIERA
    return [best_of_suits[bits & 1023], best_of_suits[bits >> 10 & 1023],
            best_of_suits[bits >> 20 & 1023], best_of_suits[bits >> 30 & 1023]]


def bits_of_cards(cards: Iterable[Card]) -> int:
    """The integer of card bits (:data:`CARD_BIT`) of distinct *cards*."""
    return sum(map(CARD_BIT.__getitem__, cards))


def cards_of_bits(bits: int) -> tuple[Card, ...]:
    """The cards of an integer of card bits, in deck order."""
    return tuple([card for card in SCOPA_DECK if bits & CARD_BIT[card]])


def features(state: ScopaState) -> list[float]:
    """The position as numbers, each seat 0's minus seat 1's (see FEATURE_NAMES)."""
    return position_features(pile_tally(state.piles), state.last_capturer, state.to_play, state.table)


def position_features(tally: PileTally, last: Seat | None, to_play: Seat | None,
                      table: Sequence[Card]) -> list[float]:
    """:func:`features` from the piles' tally, the last capturer, the seat to play and the table."""
    counts, coins, sevens, sixes, aces, settebello, best = tally
    best_sum = (sum(best[0]), sum(best[1]))
    cards_won = 1.0 if counts[0] > 20 else -1.0 if counts[1] > 20 else 0.0
    coins_won = 1.0 if coins[0] > 5 else -1.0 if coins[1] > 5 else 0.0
    mover = 0.0 if to_play is None else (1.0 if to_play & 1 == 0 else -1.0)
    sweepable = mover if table and sum(VALUE_OF[card] for card in table) <= 10 else 0.0
    return [1.0, float(counts[0] - counts[1]), cards_won, float(coins[0] - coins[1]), coins_won, settebello,
            (best_sum[0] - best_sum[1]) / 10.0, float(sevens[0] - sevens[1]), float(sixes[0] - sixes[1]),
            float(aces[0] - aces[1]), 0.0 if last is None else (1.0 if last & 1 == 0 else -1.0), mover, sweepable]


def basic_position(state: ScopaState) -> tuple[list[float], float]:
    """:func:`features` and the prizes still open (:func:`open_prizes`)."""
    values = features(state)
    return values, open_prizes(values)


def open_prizes(values: Sequence[float]) -> float:
    """The prizes a position's :func:`features` leave open: cards and coins unless won outright,
    the settebello unless taken, and the primiera."""
    return 2.0 - abs(values[2]) - abs(values[4]) + (1.0 - abs(values[5])) + 1.0


# Gauss-Hermite nodes and weights of a standard normal (7 points: exact for polynomials to degree 13).
SPREAD_NODES: tuple[tuple[float, float], ...] = (
    (0.0, 0.457142857), (-1.154405394, 0.240123178), (1.154405394, 0.240123178),
    (-2.366759411, 0.030757123), (2.366759411, 0.030757123), (-3.750439718, 0.000548269),
    (3.750439718, 0.000548269),
)
# What the deal's point difference still does beyond the learned evaluation's expectation: the standard
# deviation of the residual per stage (end of deal -> start) on the Expert's self-play (2,558 deals of
# gen1 and gen1b, benchmarks/RESULTS.md #21).
LEAF_SPREAD: tuple[float, ...] = (1.11, 1.54, 1.85, 2.18, 2.43, 2.68, 2.83)


class FittedScopaModel(SearchMoves):
    """Deal points at the end; in between the scope made plus the future point difference that
    a linear model fitted on self-play predicts for the stage of the deal.

    *reader* turns a position into its features and the prizes still open (by default
    :func:`basic_position`: the 13 features of :data:`FITTED_WEIGHTS`, fitted on heuristic
    self-play; the Expert's learned evaluation reads :func:`pyapp.ai.scopa.horizon.horizon_features`),
    and *weights* holds a row of weights per stage (:func:`stage_of`); ``tools/fit_scopa_eval.py``
    fits both kinds.

    With a *match_score* the expected deal points are added to it and read off the match value
    (:func:`match_value`: near 11 the points that win count most); without one, values are 0.5
    plus a fortieth of the point difference, as the baseline's."""

    __slots__ = ("match_score", "weights", "reader", "spread")

    def __init__(self, match_score: tuple[int, int] | None = None,
                 weights: Sequence[Sequence[float]] = FITTED_WEIGHTS,
                 reader: Callable[[ScopaState], tuple[list[float], float]] = basic_position,
                 spread: Sequence[float] | None = None) -> None:
        self.match_score = match_score
        self.weights = weights
        self.reader = reader
        self.spread = spread

    def leaf_value(self, first: float, second: float, stage: int, seat: Seat, target: int) -> float:
        """The value for *seat* of an unfinished deal whose expected points are *first* and *second*.

        Without a *spread* it is :meth:`points_value` of the expected points. With one (the standard
        deviation, per stage, of what the deal's point difference still does beyond its expectation),
        it is the match value averaged over that spread (Gauss-Hermite nodes): near the end of a match
        the value of the expected points alone is overconfident."""
        spread = self.spread
        match_score = self.match_score
        if spread is None or match_score is None:
            return self.points_value(first, second, seat, target)
        sigma = spread[stage] / 2  # each side's share of a change of the difference
        base_a = match_score[0] + first
        base_b = match_score[1] + second
        floor_a, floor_b = match_score
        value = 0.0
        for node, weight in SPREAD_NODES:
            shift = node * sigma
            value += weight * match_value(max(floor_a, base_a + shift), max(floor_b, base_b - shift), target)
        return value if seat & 1 == 0 else 1.0 - value

    def points_value(self, first: float, second: float, seat: Seat, target: int) -> float:
        """The value for *seat* of both sides' (expected) deal points, in a match to *target*."""
        if self.match_score is None:
            difference = first - second if seat & 1 == 0 else second - first
            return 0.5 + difference / 40.0
        value = match_value(self.match_score[0] + first, self.match_score[1] + second, target)
        return value if seat & 1 == 0 else 1.0 - value

    def utility(self, state: ScopaState, seat: Seat) -> float:
        """The value of the finished deal's points for *seat*'s side."""
        first, second = deal_points(state.piles, state.scope, state.rules)
        return self.points_value(first, second, seat, state.rules.target)

    def evaluate(self, state: ScopaState, seat: Seat) -> float:
        """The value of the expected deal points for *seat*: the scope made, and the prizes
        still open shared by the fitted expected difference."""
        values, open_prizes = self.reader(state)
        stage = stage_of(state)
        first, second = self.expected(values, open_prizes, stage, state.scope)
        rules = state.rules
        if rules.re_bello or rules.napola:
            extra = expected_option_points(state)
            first += extra[0]
            second += extra[1]
        return self.leaf_value(first, second, stage, seat, rules.target)

    def expected(self, values: Sequence[float], open_prizes: float, stage: int,
                 scope: tuple[int, int]) -> tuple[float, float]:
        """Both sides' expected deal points (without the options'): the scope made, and the
        prizes still open shared by the fitted expected difference of the *stage*."""
        weights = self.weights[stage]
        future = sum(weight * value for weight, value in zip(weights, values, strict=True))
        share = max(-open_prizes, min(open_prizes, future))
        return scope[0] + (open_prizes + share) / 2, scope[1] + (open_prizes - share) / 2


# --- the open-source PIMC baseline's linear evaluation ------------------------------------

class LinearScopaModel:
    """The baseline's model: deal points at the end; in between a linear score of cards,
    coins, settebello, primiera (sum of the best card per suit) and scope; no match score."""

    __slots__ = ()

    CARD = 0.1
    COIN = 0.2
    SETTEBELLO = 1.0
    PRIMIERA = 0.02
    SCOPA = 1.0

    def team(self, seat: Seat) -> int:
        """The side of *seat* (itself in Scopa)."""
        return seat & 1

    def utility(self, state: ScopaState, seat: Seat) -> float:
        """0.5 plus a fortieth of the deal-point difference for *seat*'s side."""
        first, second = deal_points(state.piles, state.scope, state.rules)
        difference = first - second if seat & 1 == 0 else second - first
        return 0.5 + difference / 40.0

    def evaluate(self, state: ScopaState, seat: Seat) -> float:
        """0.5 plus a fortieth of the linear score difference for *seat*."""
        score = [0.0, 0.0]
        for side in (0, 1):
            best = [0, 0, 0, 0]
            pile = state.piles[side]
            value = self.CARD * len(pile) + self.SCOPA * state.scope[side]
            for card in pile:
                if IS_COIN[card]:
                    value += self.COIN
                    if card == SETTEBELLO:
                        value += self.SETTEBELLO
                suit = SUIT_OF[card]
                if PRIMIERA_OF[card] > best[suit]:
                    best[suit] = PRIMIERA_OF[card]
            score[side] = value + self.PRIMIERA * sum(best)
        difference = score[0] - score[1] if seat & 1 == 0 else score[1] - score[0]
        return 0.5 + difference / 40.0

    def playout_action(self, state: ScopaState, rng: Random) -> Play:
        """A greedy play (the baseline does not play out; present for the interface)."""
        return greedy_play(state.legal_actions(), state.table, rng)

    def order(self, state: ScopaState, actions: Sequence[Play]) -> Sequence[Play]:
        """Legal order (the baseline does no move ordering)."""
        return actions
