"""What a Scopa position at the search's horizon promises beyond it: the features of the learned
evaluation (:data:`HORIZON_FEATURES`), read off a full state (a world of the search).

The search looks a round ahead; what it cannot see is the rest of the deal. These features
describe the races that decide the prizes after the horizon: the piles (cards, coins, the
settebello, the sevens, sixes and aces of the primiera), the primiera race suit by suit against
the best card still out of the piles, what each hand holds (the settebello, sevens, coins), what
the table offers the seat to move (a sweep, the settebello, its worth), and who leads and who
plays last. Every feature is seat 0's side minus seat 1's (or +1 / -1 for who holds
something), so mirroring the seats negates them all: the learned model has no constant and
values both seats alike.

>>> from random import Random
>>> from pyapp.scopa import deal
>>> values, open_prizes = horizon_features(deal(Random(3), dealer=0))
>>> len(values) == len(HORIZON_FEATURES), open_prizes
(True, 4.0)
"""

from __future__ import annotations

from collections.abc import Sequence
from math import tanh

from pyapp.ai.scopa.card_bits import (
    ALL_CARD_BITS,
    IS_COIN,
    PRIMIERA_OF,
    VALUE_OF,
    WORTH,
    PileTally,
    best_primiera_of_bits,
    bits_of_cards,
    tally_of_bits,
)
from pyapp.ai.scopa.points import primiera_race
from pyapp.cards import Card
from pyapp.engine import Seat
from pyapp.scopa import SETTEBELLO, ScopaState

__all__ = ["HORIZON_FEATURES", "horizon_features", "horizon_values"]

HORIZON_FEATURES: tuple[str, ...] = (
    "cards", "cards won", "cards race", "coins", "coins won", "coins race",
    "settebello taken", "settebello in hand", "settebello on the table for the mover",
    "primiera race", "primiera out of reach", "sevens taken", "sixes taken", "aces taken",
    "sevens in hand", "coins in hand", "primiera in hand",
    "last capturer", "to move", "dealer", "sweepable table", "mover can sweep", "empty table",
    "table cards", "table worth",
)


def horizon_features(state: ScopaState) -> tuple[list[float], float]:
    """The features of *state* (seat 0 minus seat 1, see :data:`HORIZON_FEATURES`), and the
    prizes still open (cards, coins, settebello, primiera: 4 at the start, less each one decided)."""
    first, second = bits_of_cards(state.piles[0]), bits_of_cards(state.piles[1])
    return horizon_values(tally_of_bits(first, second), first | second, state.hands, state.table,
                          state.last_capturer, state.to_play, state.dealer)


def horizon_values(tally: PileTally, pile_bits: int, hands: tuple[tuple[Card, ...], tuple[Card, ...]],
                   table: Sequence[Card], last: Seat | None, seat: Seat | None,
                   dealer: Seat) -> tuple[list[float], float]:
    """:func:`horizon_features` from the piles' tally and their cards' bits together (every other
    card is in a hand, on the table or in the stock), the hands, the table, the last capturer, the
    seat to move and the dealer: what the Expert's compact search reads at its leaves."""
    counts, coins, sevens, sixes, aces, settebello_taken, best = tally
    # what is still out of the piles: the best primiera card of each suit
    out_best = best_primiera_of_bits(ALL_CARD_BITS ^ pile_bits)
    hand_sevens = [0, 0]
    hand_coins = [0, 0]
    hand_primiera = [0, 0]
    settebello_in_hand = 0.0
    for side in (0, 1):
        for card in hands[side]:
            hand_primiera[side] += PRIMIERA_OF[card]
            if IS_COIN[card]:
                hand_coins[side] += 1
                if card == SETTEBELLO:
                    settebello_in_hand = 1.0 if side == 0 else -1.0
            if VALUE_OF[card] == 7:
                hand_sevens[side] += 1
    coins_out = 10 - coins[0] - coins[1]
    remaining = 40 - counts[0] - counts[1]
    card_difference = counts[0] - counts[1]
    cards_won = 1.0 if counts[0] > 20 else -1.0 if counts[1] > 20 else 0.0
    coin_difference = coins[0] - coins[1]
    coins_won = 1.0 if coins[0] > 5 else -1.0 if coins[1] > 5 else 0.0
    # primiera: per suit, the best card taken, or half-way to the best still out when that is better
    expected, possible = primiera_race(best, out_best)
    out_of_reach = 0.0 if possible[0] == possible[1] else (1.0 if possible[0] else -1.0)
    # the table, for the seat to move
    mover = 0.0 if seat is None else (1.0 if seat == 0 else -1.0)
    table_sum = 0
    table_worth = 0.0
    settebello_on_table = 0.0
    for card in table:
        table_sum += VALUE_OF[card]
        table_worth += WORTH[card]
        if card == SETTEBELLO:
            settebello_on_table = mover
    can_sweep = 0.0
    if table and seat is not None and table_sum <= 10:
        single = len(table) == 1
        values = {VALUE_OF[card] for card in table}
        for card in hands[seat]:
            value = VALUE_OF[card]
            if value == table_sum and (single or value not in values):
                can_sweep = mover
                break
    open_prizes = (2.0 - abs(cards_won) - abs(coins_won) + (1.0 - abs(settebello_taken))
                   + (1.0 if remaining else 0.0))
    return ([
        float(card_difference), cards_won, tanh(card_difference / (1.0 + 0.25 * remaining)),
        float(coin_difference), coins_won, tanh(coin_difference / (0.6 + 0.4 * coins_out)),
        settebello_taken, settebello_in_hand, settebello_on_table,
        (expected[0] - expected[1]) / 10.0, out_of_reach,
        float(sevens[0] - sevens[1]), float(sixes[0] - sixes[1]), float(aces[0] - aces[1]),
        float(hand_sevens[0] - hand_sevens[1]), float(hand_coins[0] - hand_coins[1]),
        (hand_primiera[0] - hand_primiera[1]) / 10.0,
        0.0 if last is None else (1.0 if last == 0 else -1.0), mover, 1.0 if dealer == 0 else -1.0,
        mover if table and table_sum <= 10 else 0.0, can_sweep, 0.0 if table else mover,
        mover * len(table), mover * table_worth,
    ], open_prizes)
