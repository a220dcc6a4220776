"""Each Scopa card's numbers for the AI (suit, capture value, primiera value, coin, a rough worth in
deal points) and piles as integers of card bits: one bit per card, so one sum holds a pile's
whole content and masks count what the prizes need (:func:`tally_of_bits`).

>>> bits = bits_of_cards(["7d", "6c", "1s"])
>>> cards_of_bits(bits), best_primiera_of_bits(bits), tally_of_bits(bits, 0)[1]
(('7d', '6c', '1s'), [21, 18, 16, 0], [1, 0])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pyapp.cards import SCOPA_DECK, Card, scopa_value
from pyapp.scopa import COINS_SUIT, PRIMIERA_VALUES, SETTEBELLO

__all__ = [
    "ALL_CARD_BITS", "CARD_BIT", "IS_COIN", "PRIMIERA_OF", "SUIT_OF", "VALUE_OF", "WORTH", "PileTally",
    "best_primiera_of_bits", "bits_of_cards", "cards_of_bits", "pile_tally", "tally_of_bits",
]

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
