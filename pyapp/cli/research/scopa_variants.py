"""Scopa Expert search variants measured in ``benchmarks/RESULTS.md`` #21 that did not ship, on the
Expert's compact world search (:func:`pyapp.ai.scopa.world_search.walker`); ``benchmarks/scopa_variants.py``
plays them (``spread=on``, ``blind=K``):

* :class:`SpreadModel` — leaves valued by the match value averaged over what the deal's point
  difference may still do beyond its expectation (:data:`LEAF_SPREAD`), not of the expected points
  alone;
* :func:`blind_values` — the opponent's reply to each play judged over hands of the searching seat
  drawn from what the opponent cannot see, not with the world's (:class:`BlindReplyModel`).
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from pyapp.ai import search
from pyapp.ai.scopa.match_value import match_value
from pyapp.ai.scopa.world_search import INFINITY, ExpertModel, compact, walker
from pyapp.engine import Seat
from pyapp.scopa import Play, ScopaState

__all__ = ["LEAF_SPREAD", "SPREAD_NODES", "BlindReplyModel", "SpreadModel", "blind_values"]

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


class SpreadModel(ExpertModel):
    """The Expert's model whose leaves are valued over a *spread* of the deal's points (standard
    deviations per stage: :data:`LEAF_SPREAD`)."""

    __slots__ = ("spread",)

    def __init__(self, model: ExpertModel, spread: Sequence[float] = LEAF_SPREAD) -> None:
        super().__init__(model.match_score, model.weights, model.reader, model.leaf_reader)
        self.spread = spread

    def leaf_value(self, first: float, second: float, stage: int, seat: Seat, target: int) -> float:
        """The match value averaged over the spread of the expected points *first* and *second*
        (Gauss-Hermite nodes): near the end of a match the value of the expected points alone is
        overconfident. Without a match score, the expected points' value."""
        match_score = self.match_score
        if match_score is None:
            return self.points_value(first, second, seat, target)
        sigma = self.spread[stage] / 2  # each side's share of a change of the difference
        base_a = match_score[0] + first
        base_b = match_score[1] + second
        floor_a, floor_b = match_score
        value = 0.0
        for node, weight in SPREAD_NODES:
            shift = node * sigma
            value += weight * match_value(max(floor_a, base_a + shift), max(floor_b, base_b - shift), target)
        return value if seat & 1 == 0 else 1.0 - value


def blind_values(model: ExpertModel, world: ScopaState, legal: Sequence[Play], depth: int, seat: Seat,
                 blind_reply: int) -> list[float] | None:
    """The value of each play of *legal* in *world* searched *depth* plies after it, as
    :func:`~pyapp.ai.scopa.world_search.world_values` but for the opponent's reply to it: not the
    world's best reply (which knows *seat*'s hand) but the reply best for the opponent on average
    over *blind_reply* hands of *seat* drawn from the cards it cannot see (*seat*'s hand and the
    stock, reshuffled); the play's value is that reply's value in the world. None under any option."""
    rules = world.rules
    if rules.re_bello or rules.napola or rules.asso_piglia_tutto:
        return None
    value, child, steps_of = walker(model, world, seat)
    root_team = seat & 1

    def blind(play: Play) -> float:
        after = search.successor(world, play)
        mover = after.to_play
        position = compact(after)
        if mover is None or mover & 1 == root_team or depth <= 0:
            return value(*position, depth, -INFINITY, INFINITY)
        _, table, table_bits, _, piles, scope, last, plays_made = position
        steps = steps_of(after.hands[mover], table, table_bits)
        if len(steps) == 1:
            return value(*position, depth, -INFINITY, INFINITY)
        mine = after.hands[seat]
        hidden = list(mine) + list(after.stock)
        draw = Random("".join(world.stock) + "/" + "".join(world.hands[mover]) + "/" + "".join(hidden))
        totals = [0.0] * len(steps)
        for _ in range(blind_reply):
            draw.shuffle(hidden)
            hand, stock = tuple(hidden[:len(mine)]), tuple(hidden[len(mine):])
            hands = (hand, after.hands[1]) if seat == 0 else (after.hands[0], hand)
            _, blind_child, _ = walker(model, world, seat)  # its own leaves: these hands are not the world's
            for index, step in enumerate(steps):
                totals[index] += blind_child(step, mover, hands, table, table_bits, stock, piles, scope, last,
                                             plays_made, depth - 1, -INFINITY, INFINITY)
        reply = steps[totals.index(min(totals))]
        return child(reply, mover, *position, depth - 1, -INFINITY, INFINITY)

    return [blind(play) for play in legal]


class BlindReplyModel(ExpertModel):
    """The Expert's model whose worlds are searched with an opponent blind to the Expert's hand
    (:func:`blind_values`)."""

    __slots__ = ("blind_reply", "model")

    def __init__(self, model: ExpertModel, blind_reply: int) -> None:
        super().__init__(model.match_score, model.weights, model.reader, model.leaf_reader)
        self.model = model
        self.blind_reply = blind_reply

    def leaf_value(self, first: float, second: float, stage: int, seat: Seat, target: int) -> float:
        """The wrapped *model*'s leaf value (a spread one stays spread)."""
        return self.model.leaf_value(first, second, stage, seat, target)

    def world_values(self, world: Any, legal: Any, depth: int, seat: int) -> list[float] | None:
        """:func:`blind_values` of *world* (None without a leaf reader: the generic search runs)."""
        if self.leaf_reader is None:
            return None
        return blind_values(self, world, legal, depth, seat, self.blind_reply)
