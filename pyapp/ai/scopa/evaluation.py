"""The match-aware model the Scopa search uses (Hard's, and Scopone's rollouts'): a position is
worth the chance of winning the match that its deal's (expected) points give (``match_value``);
greedy playouts; captures tried first; and the exact endgame solver.

* **Evaluation.** An unfinished deal is scored by the points each side can expect
  (:func:`~pyapp.ai.scopa.points.expected_points`), added to the match score and read off the
  (interpolated) match value.
* **Playout policy**: the most valuable capture, else the cheapest safe lay.
* **Endgame.** Once the stock is empty the unseen cards are exactly the opponent's hand, so
  the position is one of perfect information: :func:`solve_endgame` searches it to the end
  (at most six plays) with the exact match value.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from pyapp.ai.scopa.card_bits import VALUE_OF, WORTH
from pyapp.ai.scopa.match_value import match_value
from pyapp.ai.scopa.points import deal_points, expected_points
from pyapp.ai.search import alphabeta, best_of, successor
from pyapp.cards import Card
from pyapp.engine import Seat
from pyapp.scopa import PLAYS_PER_DEAL, Play, ScopaPosition, ScopaView

__all__ = ["ScopaModel", "SearchMoves", "greedy_play", "solve_endgame"]


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
