"""The Scopa Expert's evaluation until the learned one shipped: 13 features of a position (the piles'
race for the prizes, who captured last, who moves, a sweepable table), weighed per stage of the
deal by a fit on heuristic self-play (``tools/fit_scopa_eval.py --features basic``). Measured
against the learned evaluation in ``benchmarks/RESULTS.md`` #21; ``benchmarks/scopa_variants.py``'s
``eval=basic`` plays it, on the Expert's compact world search (:func:`basic_leaf`).
"""

from __future__ import annotations

from collections.abc import Sequence

from pyapp.ai.scopa.card_bits import VALUE_OF, PileTally, pile_tally
from pyapp.ai.scopa.world_search import ExpertModel
from pyapp.cards import Card
from pyapp.engine import Seat
from pyapp.scopa import ScopaState, ScopaView

__all__ = ["FEATURE_NAMES", "FITTED_WEIGHTS", "basic_leaf", "basic_model", "basic_position", "features",
           "open_prizes", "position_features"]

FEATURE_NAMES = (
    "constant", "cards", "cards won", "coins", "coins won", "settebello", "primiera sum",
    "sevens", "sixes", "aces", "last capturer", "to move", "sweepable table",
)
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


def basic_leaf(tally: PileTally, pile_bits: int, hands: tuple[tuple[Card, ...], tuple[Card, ...]],
               table: Sequence[Card], last: Seat | None, mover: Seat | None, dealer: Seat) -> tuple[list[float], float]:
    """:func:`basic_position` as the compact world search reads its leaves (from the piles' tally)."""
    values = position_features(tally, last, mover, table)
    return values, open_prizes(values)


def basic_model(view: ScopaView) -> ExpertModel:
    """The 13-feature evaluation on the Expert's compact world search."""
    return ExpertModel(view.match_score, FITTED_WEIGHTS, basic_position, basic_leaf)
