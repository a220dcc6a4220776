"""The Expert's alpha-beta in one world, on compact positions: the hot path of its search.

:func:`pyapp.ai.search.alphabeta` walks :class:`~pyapp.scopa.ScopaState` values, and each play
builds a whole new state (its events, its history, its piles as tuples) that the search never
reads. :func:`world_values` walks the same game tree on bare values: hands and table as tuples of
cards, each pile as an integer of card bits (:data:`~pyapp.ai.scopa.evaluation.CARD_BIT`), the
scope, the last capturer and the number of plays made. Its plays are the engine's own
(:func:`~pyapp.scopa.actions.legal_plays`, in the model's order), and its leaves and finished
deals are scored by the model's own functions (the 13 features of the fitted evaluation, or the
learned evaluation's horizon features, which read the hands too), so every value it returns is
exactly the value the generic search returns (``tests/test_ai_world_search.py`` compares them on
many worlds): the Expert plays the same moves, in about half the time.

It covers the plain rules and a match target (the options change captures and scoring: with any
option the generic search runs).
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from pyapp.ai import search
from pyapp.ai.scopa.evaluation import (
    CARD_BIT,
    FittedScopaModel,
    basic_position,
    bits_of_cards,
    cards_of_bits,
    deal_points,
    open_prizes,
    position_features,
    stage_of_counts,
    tally_of_bits,
)
from pyapp.ai.scopa.horizon import horizon_features, horizon_values
from pyapp.engine import Seat
from pyapp.scopa import HAND_SIZE, PLAYS_PER_DEAL, Play, ScopaState
from pyapp.scopa.actions import legal_plays

__all__ = ["ExpertModel", "world_values"]

INFINITY = float("inf")

Card = str
# A play as the walk needs it: its card, the cards it takes, the bits of the card and of the taken
# cards (what goes to the pile; 0 for a lay) and the bits of the taken cards (what leaves the table).
Step = tuple[Card, tuple[Card, ...], int, int]
# A root play's values in one world (``world_values(..., tables=True)``): for each reply of the opponent
# (its card, its take and the searching seat's hand after it), the value of each next play of the seat
# (its card and take; None when the seat does not play next within the search).
ReplyTable = dict[tuple[Card, tuple[Card, ...], tuple[Card, ...]], dict[tuple[Card, tuple[Card, ...]] | None, float]]

# The ordered steps of recent (hand, table's bits) pairs: every world meets the searching seat's
# hand over the same tables (the legal plays and their order do not depend on the table's order);
# emptied when full.
_STEPS: dict[tuple[tuple[Card, ...], int], tuple[Step, ...]] = {}
_STEPS_KEPT = 4_000  # about 1.6 MB; 20,000 (8 MB) searched no faster


class ExpertModel(FittedScopaModel):
    """The Expert's model: :class:`FittedScopaModel`, whose worlds :func:`pyapp.ai.search.pimc`
    searches with :func:`world_values`."""

    __slots__ = ()

    def world_values(self, world: ScopaState, legal: Sequence[Play], depth: int, seat: Seat) -> list[float] | None:
        """:func:`world_values` of *world* (:func:`pyapp.ai.search.pimc`'s hook); None for a reader
        other than :func:`basic_position` and the learned evaluation's
        :func:`~pyapp.ai.scopa.horizon.horizon_features` (the compact walk reads those two only)."""
        if self.reader is not basic_position and self.reader is not horizon_features:
            return None
        return world_values(self, world, legal, depth, seat)


def world_values(model: FittedScopaModel, world: ScopaState, legal: Sequence[Play], depth: int,
                 seat: Seat, blind_reply: int = 0, tables: bool = False) -> list[Any] | None:
    """The alpha-beta value for *seat* of each play of *legal* in *world*, searched *depth* plies
    after it: ``[alphabeta(successor(world, play), depth, model, seat & 1, seat) for play in legal]``
    exactly, on compact positions. None under any option of the rules (the generic search then runs).

    With *blind_reply* = K > 0 the opponent's reply to each play is not the world's best reply (which
    knows *seat*'s hand): the opponent picks the reply best for it on average over K hands of *seat*
    drawn from the cards it cannot see (*seat*'s hand and the stock, reshuffled), and the play's
    value is that reply's value in the world (an experiment of issue #21: benchmarks/RESULTS.md).

    With *tables* each play's entry is its :data:`ReplyTable` in the world (the value after each reply
    of the opponent and each next play of *seat*, searched world by world after those), or its value
    when the opponent does not reply within the search: :mod:`pyapp.ai.scopa.shared_search` chooses the
    next play across the worlds.
    """
    rules = world.rules
    if rules.re_bello or rules.napola or rules.asso_piglia_tutto:
        return None
    dealer = world.dealer
    root_team = seat & 1
    target = rules.target
    order = model.order
    expected = model.expected
    points_value = model.points_value
    leaf_value = model.leaf_value
    horizon = model.reader is horizon_features  # leaves read the hands too
    pause = search._pause
    steps_store = _STEPS
    leaves: dict[tuple[tuple[int, int], tuple[int, int], Seat | None, int, int], float] = {}

    def steps_of(hand: tuple[Card, ...], table: tuple[Card, ...], table_bits: int) -> tuple[Step, ...]:
        key = (hand, table_bits)
        steps = steps_store.get(key)
        if steps is None:
            if len(steps_store) >= _STEPS_KEPT:
                steps_store.clear()
            steps = steps_store[key] = tuple([step_of(play) for play in order(world, legal_plays(hand, table))])
        return steps

    def value(hands: tuple[tuple[Card, ...], tuple[Card, ...]], table: tuple[Card, ...], table_bits: int,
              stock: tuple[Card, ...], piles: tuple[int, int], scope: tuple[int, int], last: Seat | None,
              plays_made: int, depth: int, alpha: float, beta: float) -> float:
        if plays_made >= PLAYS_PER_DEAL:
            points = deal_points((cards_of_bits(piles[0]), cards_of_bits(piles[1])), scope, rules)
            return points_value(points[0], points[1], seat, target)
        mover = (dealer + 1 + plays_made) & 1
        if depth <= 0:
            # (within a world the piles and the table also say what is left in each hand)
            key = (piles, scope, last, mover, table_bits)
            known = leaves.get(key)
            if known is not None:
                return known
            tally = tally_of_bits(piles[0], piles[1])
            if horizon:
                values, prizes = horizon_values(tally, piles[0] | piles[1], hands, table, last, mover, dealer)
            else:
                values = position_features(tally, last, mover, table)
                prizes = open_prizes(values)
            stage = stage_of_counts(*tally[0])
            first, second = expected(values, prizes, stage, scope)
            known = leaves[key] = leaf_value(first, second, stage, seat, target)
            return known
        if pause is not None:
            pause()
        steps = steps_of(hands[mover], table, table_bits)
        if len(steps) == 1:  # a forced move costs no depth
            return child(steps[0], mover, hands, table, table_bits, stock, piles, scope, last, plays_made, depth,
                         alpha, beta)
        if mover & 1 == root_team:
            best = -INFINITY
            for step in steps:
                result = child(step, mover, hands, table, table_bits, stock, piles, scope, last, plays_made,
                               depth - 1, alpha, beta)
                if result > best:
                    best = result
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
            return best
        best = INFINITY
        for step in steps:
            result = child(step, mover, hands, table, table_bits, stock, piles, scope, last, plays_made,
                           depth - 1, alpha, beta)
            if result < best:
                best = result
                if best < beta:
                    beta = best
                    if alpha >= beta:
                        break
        return best

    def child(step: Step, mover: Seat, hands: tuple[tuple[Card, ...], tuple[Card, ...]], table: tuple[Card, ...],
              table_bits: int, stock: tuple[Card, ...], piles: tuple[int, int], scope: tuple[int, int],
              last: Seat | None, plays_made: int, depth: int, alpha: float, beta: float) -> float:
        """The value after *step*: ScopaState.after_play on the compact position."""
        card, take, bits, taken_bits = step
        plays_made += 1
        hand = tuple([other for other in hands[mover] if other != card])
        hands = (hand, hands[1]) if mover == 0 else (hands[0], hand)
        if take:
            table = tuple([other for other in table if other not in take])
            table_bits -= taken_bits
            piles = (piles[0] + bits, piles[1]) if mover == 0 else (piles[0], piles[1] + bits)
            last = mover
            if not table and plays_made != PLAYS_PER_DEAL:
                scope = (scope[0] + 1, scope[1]) if mover == 0 else (scope[0], scope[1] + 1)
        else:
            table = table + (card,)
            table_bits += CARD_BIT[card]
        if plays_made == PLAYS_PER_DEAL:
            if table and last is not None:
                piles = (piles[0] + table_bits, piles[1]) if last == 0 else (piles[0], piles[1] + table_bits)
                table = ()
                table_bits = 0
        elif not hands[0] and not hands[1]:
            first, second = stock[:HAND_SIZE], stock[HAND_SIZE:2 * HAND_SIZE]
            hands = (second, first) if dealer == 0 else (first, second)
            stock = stock[2 * HAND_SIZE:]
        return value(hands, table, table_bits, stock, piles, scope, last, plays_made, depth, alpha, beta)

    def blind(play: Play) -> float:
        """The value of *play* when the opponent replies without seeing *seat*'s hand (*blind_reply*)."""
        nonlocal leaves
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
        true_leaves = leaves
        for _ in range(blind_reply):
            draw.shuffle(hidden)
            hand, stock = tuple(hidden[:len(mine)]), tuple(hidden[len(mine):])
            hands = (hand, after.hands[1]) if seat == 0 else (after.hands[0], hand)
            leaves = {}
            for index, step in enumerate(steps):
                totals[index] += child(step, mover, hands, table, table_bits, stock, piles, scope, last, plays_made,
                                       depth - 1, -INFINITY, INFINITY)
        leaves = true_leaves
        reply = steps[totals.index(min(totals))]
        return child(reply, mover, *position, depth - 1, -INFINITY, INFINITY)

    def compact_value(state: ScopaState, depth: int) -> float:
        """The walk's value of the engine's *state*, searched *depth* plies."""
        return value(*compact(state), depth, -INFINITY, INFINITY)

    def table(play: Play) -> float | ReplyTable:
        """*play*'s value in this world for each reply of the opponent and each next play of *seat*."""
        after = search.successor(world, play)
        mover = after.to_play
        if mover is None or depth <= 0 or mover & 1 == root_team:
            return compact_value(after, depth)
        replies = order(after, legal_plays(after.hands[mover], after.table))
        remaining = depth - (len(replies) > 1)
        result: ReplyTable = {}
        for reply in replies:
            then = search.successor(after, reply)
            key = (reply.card, reply.take, tuple(sorted(then.hands[seat])))
            if then.to_play is None or remaining <= 0 or then.to_play & 1 != root_team:
                result[key] = {None: compact_value(then, remaining)}
                continue
            mine = order(then, legal_plays(then.hands[then.to_play], then.table))
            left = remaining - (len(mine) > 1)
            result[key] = {(next_play.card, next_play.take): compact_value(search.successor(then, next_play), left)
                           for next_play in mine}
        return result

    if tables:
        return [table(play) for play in legal]
    if blind_reply:
        return [blind(play) for play in legal]
    mover = world.to_play
    assert mover is not None
    position = compact(world)
    return [child(step_of(play), mover, *position, depth, -INFINITY, INFINITY) for play in legal]


def compact(state: ScopaState) -> tuple[tuple[tuple[Card, ...], tuple[Card, ...]], tuple[Card, ...], int,
                                        tuple[Card, ...], tuple[int, int], tuple[int, int], Seat | None, int]:
    """The engine's *state* as the walk's position: hands, table, the table's bits, stock, the piles'
    bits, scope, last capturer and plays made."""
    piles = (bits_of_cards(state.piles[0]), bits_of_cards(state.piles[1]))
    return (state.hands, state.table, bits_of_cards(state.table), state.stock, piles, state.scope,
            state.last_capturer, state.plays_made)


def step_of(play: Play) -> Step:
    """*play* as the walk needs it (see :data:`Step`)."""
    taken_bits = bits_of_cards(play.take)
    return (play.card, play.take, CARD_BIT[play.card] + taken_bits if play.take else 0, taken_bits)
