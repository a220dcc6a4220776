"""The Expert's alpha-beta in one world, on compact positions: the hot path of its search.

:func:`pyapp.ai.search.alphabeta` walks :class:`~pyapp.scopa.ScopaState` values, and each play
builds a whole new state (its events, its history, its piles as tuples) that the search never
reads. :func:`world_values` walks the same game tree on bare values: hands and table as tuples of
cards, each pile as an integer of card bits (:data:`~pyapp.ai.scopa.card_bits.CARD_BIT`), the
scope, the last capturer and the number of plays made. Its plays are the engine's own
(:func:`~pyapp.scopa.actions.legal_plays`, in the model's order), and its leaves and finished
deals are scored by the model's own functions (the learned evaluation's horizon features, read from
the piles' tally and the hands: :func:`~pyapp.ai.scopa.horizon.horizon_values`), so every value it
returns is exactly the value the generic search returns (``tests/test_ai_world_search.py`` compares
them on many worlds): the Expert plays the same moves, in about half the time. :func:`walker` gives
the walk itself to the search variants of ``pyapp.cli.research``.

It covers the plain rules and a match target (the options change captures and scoring: with any
option the generic search runs).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pyapp.ai import search
from pyapp.ai.scopa.card_bits import CARD_BIT, PileTally, bits_of_cards, cards_of_bits, tally_of_bits
from pyapp.ai.scopa.horizon import horizon_features, horizon_values
from pyapp.ai.scopa.learned import FittedScopaModel, stage_of_counts
from pyapp.ai.scopa.learned_weights import LEARNED_WEIGHTS
from pyapp.ai.scopa.points import deal_points
from pyapp.engine import Seat
from pyapp.scopa import HAND_SIZE, PLAYS_PER_DEAL, Play, ScopaState
from pyapp.scopa.actions import legal_plays

__all__ = ["ExpertModel", "Position", "Step", "Walk", "compact", "step_of", "walker", "world_values"]

INFINITY = float("inf")

Card = str
Hands = tuple[tuple[Card, ...], tuple[Card, ...]]
# A play as the walk needs it: its card, the cards it takes, the bits of the card and of the taken
# cards (what goes to the pile; 0 for a lay) and the bits of the taken cards (what leaves the table).
Step = tuple[Card, tuple[Card, ...], int, int]
# A position as the walk holds it: hands, table, the table's bits, stock, the piles' bits, scope,
# last capturer and plays made.
Position = tuple[Hands, tuple[Card, ...], int, tuple[Card, ...], tuple[int, int], tuple[int, int], Seat | None, int]
LeafReader = Callable[[PileTally, int, Hands, Sequence[Card], Seat | None, Seat | None, Seat],
                      tuple[list[float], float]]
"""The features of a leaf and the prizes still open, from the piles' tally and their cards' bits
together, the hands, the table, the last capturer, the seat to move and the dealer
(:func:`~pyapp.ai.scopa.horizon.horizon_values`)."""

# The ordered steps of recent (hand, table's bits) pairs: every world meets the searching seat's
# hand over the same tables (the legal plays and their order do not depend on the table's order);
# emptied when full.
_STEPS: dict[tuple[tuple[Card, ...], int], tuple[Step, ...]] = {}
_STEPS_KEPT = 4_000  # about 1.6 MB; 20,000 (8 MB) searched no faster


class ExpertModel(FittedScopaModel):
    """The Expert's model: :class:`FittedScopaModel`, whose worlds :func:`pyapp.ai.search.pimc`
    searches with :func:`world_values` when it has a *leaf_reader* (the horizon features' by
    default, for the horizon features' reader; a variant passes its own)."""

    __slots__ = ("leaf_reader",)

    def __init__(self, match_score: tuple[int, int] | None = None,
                 weights: Sequence[Sequence[float]] = LEARNED_WEIGHTS,
                 reader: Callable[[ScopaState], tuple[list[float], float]] = horizon_features,
                 leaf_reader: LeafReader | None = None) -> None:
        super().__init__(match_score, weights, reader)
        self.leaf_reader = leaf_reader if leaf_reader is not None or reader is not horizon_features else horizon_values

    def world_values(self, world: ScopaState, legal: Sequence[Play], depth: int, seat: Seat) -> list[float] | None:
        """:func:`world_values` of *world* (:func:`pyapp.ai.search.pimc`'s hook); None without a
        leaf reader (the generic search then runs)."""
        if self.leaf_reader is None:
            return None
        return world_values(self, world, legal, depth, seat)


Walk = tuple[Callable[..., float], Callable[..., float], Callable[[tuple[Card, ...], tuple[Card, ...], int],
                                                                    tuple[Step, ...]]]
"""``(value, child, steps_of)`` of :func:`walker`."""


def walker(model: ExpertModel, world: ScopaState, seat: Seat) -> Walk:
    """The compact walk of *world* for *seat* under *model* (which has a leaf reader): ``value(*position,
    depth, alpha, beta)`` is a :data:`Position`'s alpha-beta value searched *depth* plies;
    ``child(step, mover, *position, depth, alpha, beta)`` the value after *mover* makes *step* there;
    ``steps_of(hand, table, table_bits)`` a hand's plays, in the model's order. Each walk keeps its
    own table of leaves' values. The plain rules only (:func:`world_values` checks them)."""
    leaf_reader = model.leaf_reader
    assert leaf_reader is not None
    rules = world.rules
    dealer = world.dealer
    root_team = seat & 1
    target = rules.target
    order = model.order
    expected = model.expected
    points_value = model.points_value
    leaf_value = model.leaf_value
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
            values, prizes = leaf_reader(tally, piles[0] | piles[1], hands, table, last, mover, dealer)
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

    return value, child, steps_of


def world_values(model: ExpertModel, world: ScopaState, legal: Sequence[Play], depth: int,
                 seat: Seat) -> list[float] | None:
    """The alpha-beta value for *seat* of each play of *legal* in *world*, searched *depth* plies
    after it: ``[alphabeta(successor(world, play), depth, model, seat & 1, seat) for play in legal]``
    exactly, on compact positions. None under any option of the rules (the generic search then runs).
    """
    rules = world.rules
    if rules.re_bello or rules.napola or rules.asso_piglia_tutto:
        return None
    _, child, _ = walker(model, world, seat)
    mover = world.to_play
    assert mover is not None
    position = compact(world)
    return [child(step_of(play), mover, *position, depth, -INFINITY, INFINITY) for play in legal]


def compact(state: ScopaState) -> Position:
    """The engine's *state* as the walk's position: hands, table, the table's bits, stock, the piles'
    bits, scope, last capturer and plays made."""
    piles = (bits_of_cards(state.piles[0]), bits_of_cards(state.piles[1]))
    return (state.hands, state.table, bits_of_cards(state.table), state.stock, piles, state.scope,
            state.last_capturer, state.plays_made)


def step_of(play: Play) -> Step:
    """*play* as the walk needs it (see :data:`Step`)."""
    taken_bits = bits_of_cards(play.take)
    return (play.card, play.take, CARD_BIT[play.card] + taken_bits if play.take else 0, taken_bits)
