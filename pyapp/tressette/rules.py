"""Tressette card facts (spec §1, §2, §3.3, §5.1, §6.2): trick order and values in thirds, seats by
table size, who wins a trick (no trumps), which cards follow suit, the true signal word of a lead and
the accusi (declarations) a dealt hand holds.

>>> STRENGTH["3d"], STRENGTH["2d"], STRENGTH["1d"], STRENGTH["10d"], STRENGTH["4d"]
(10, 9, 8, 7, 1)
>>> sum(THIRDS[card] for card in DECK)
32
>>> trick_winner(((0, "5b"), (1, "3c"), (2, "3d"), (3, "1s")))
0
>>> true_word(("1c", "2c", "3c", "5c", "9s"), "5c"), true_word(("3d", "6d"), "3d"), true_word(("9b", "1d"), "9b")
('busso', 'striscio', 'volo')
>>> combinations(("1c", "2c", "3c", "3d", "3b", "5c", "6d", "7s", "4b", "9s"))
('nap-c', 'tris-3-no-s')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeAlias

from pyapp import tricks
from pyapp.cards import SCOPA_DECK, scopa_card_name

Card: TypeAlias = str

SEAT_LETTERS: dict[int, tuple[str, ...]] = {4: ("S", "E", "N", "W"), 2: ("S", "N")}
"""The seats of each table size in turn order (counter-clockwise from You, ``S``): seat number = index."""
HAND_SIZE = 10
PACKET = 5
"""Cards dealt at a time (§3.3)."""
SUITS: tuple[str, ...] = ("d", "c", "s", "b")
DECK: tuple[Card, ...] = SCOPA_DECK
"""The 40 cards in canonical order: suits d c s b, ranks 1 → 10 (§1.1)."""
DECK_INDEX: dict[Card, int] = {card: index for index, card in enumerate(DECK)}
SUIT: dict[Card, str] = {card: card[-1] for card in DECK}
VALUE: dict[Card, int] = {card: int(card[:-1]) for card in DECK}
_STRENGTH_ORDER: tuple[int, ...] = (4, 5, 6, 7, 8, 9, 10, 1, 2, 3)
"""Ranks from the weakest to the strongest in trick order (§1.2)."""
STRENGTH: dict[Card, int] = {card: _STRENGTH_ORDER.index(VALUE[card]) + 1 for card in DECK}
"""Trick strength within a suit: 3 → 10, 2 → 9, Asso → 8, Re → 7, ... 4 → 1."""
THIRDS: dict[Card, int] = {card: 3 if VALUE[card] == 1 else 1 if VALUE[card] in (2, 3, 8, 9, 10) else 0
                           for card in DECK}
"""Card values in thirds of a point (§1.3): Asso 3; 3, 2, Re, Cavallo, Fante 1; 7-4 nothing."""
CARD_THIRDS = 32
LAST_TRICK_THIRDS = 3
DEAL_THIRDS = CARD_THIRDS + LAST_TRICK_THIRDS
DEAL_POINTS = 11
"""Rounded points the two sides share in every deal (§7.3)."""
HONOURS: frozenset[int] = frozenset((1, 2, 3))
"""The *onori*: the 3, the 2 and the Asso (the only cards of the accusi and of *busso*)."""
HONOUR: dict[Card, int] = {card: int(VALUE[card] in HONOURS) for card in DECK}
"""1 for an honour, else 0."""

WORDS: tuple[str, ...] = ("busso", "striscio", "volo")
"""The signal words of a lead (§6.2); silence is the plain card."""


def card_name(card: Card) -> str:
    """Italian name of a card (``Tre di coppe``; the 8 is the Fante)."""
    return scopa_card_name(card)


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """*cards* in canonical order (§1.1)."""
    return tuple(sorted(cards, key=DECK_INDEX.__getitem__))


def thirds_of(cards: Iterable[Card]) -> int:
    """The card value of *cards* in thirds."""
    return sum(THIRDS[card] for card in cards)


def trick_winner(plays: Sequence[tuple[int, Card]]) -> int:
    """The seat whose card is the highest of the led suit (§4.3: no trumps)."""
    return tricks.trick_winner(plays, SUIT, STRENGTH, tricks.NO_TRUMPS)


def playable(hand: Sequence[Card], led: str | None) -> tuple[Card, ...]:
    """The cards of *hand* the seat may play: any when leading (*led* None), else those of the led
    suit when it holds one, else any (§4.2)."""
    return tuple(hand) if led is None else tricks.following(hand, led, SUIT)


def true_word(hand: Sequence[Card], card: Card) -> str:
    """The one true signal word for leading *card* from *hand* (§6.2): ``busso`` when the other
    cards of its suit hold a 3, 2 or Asso, ``striscio`` when they are some but none of those,
    ``volo`` when there are none."""
    suit = SUIT[card]
    rest = [VALUE[other] for other in hand if other != card and SUIT[other] == suit]
    if not rest:
        return "volo"
    return "busso" if any(value in HONOURS for value in rest) else "striscio"


# --- accusi (§5.1) ------------------------------------------------------------------------------------

def combination_ids() -> tuple[str, ...]:
    """Every accuso id in the order of the legal actions: napoletane by suit, then per rank 1, 2, 3
    the four tris (by missing suit) and the quattro."""
    ids = [f"nap-{suit}" for suit in SUITS]
    for rank in (1, 2, 3):
        ids += [f"tris-{rank}-no-{suit}" for suit in SUITS] + [f"quattro-{rank}"]
    return tuple(ids)


COMBINATION_IDS: tuple[str, ...] = combination_ids()
COMBINATION_ORDER: dict[str, int] = {combination: index for index, combination in enumerate(COMBINATION_IDS)}


def combination_cards(combination: str) -> tuple[Card, ...]:
    """The cards an accuso id names (the name fixes them exactly, §5.2).

    >>> combination_cards("nap-c"), combination_cards("tris-3-no-s"), combination_cards("quattro-2")
    (('1c', '2c', '3c'), ('3d', '3c', '3b'), ('2d', '2c', '2s', '2b'))
    """
    kind, _, rest = combination.partition("-")
    if kind == "nap":
        return (f"1{rest}", f"2{rest}", f"3{rest}")
    if kind == "quattro":
        return tuple(f"{rest}{suit}" for suit in SUITS)
    rank, _, missing = rest.partition("-no-")
    return tuple(f"{rank}{suit}" for suit in SUITS if suit != missing)


COMBINATION_CARDS: dict[str, tuple[Card, ...]] = {combination: combination_cards(combination)
                                                  for combination in COMBINATION_IDS}
COMBINATION_VALUE: dict[str, int] = {combination: 4 if combination.startswith("quattro") else 3
                                     for combination in COMBINATION_IDS}
"""Points of each accuso: 3 for a napoletana or a tris, 4 for a quattro."""


def combinations(hand: Iterable[Card]) -> tuple[str, ...]:
    """The accusi a dealt hand holds, in legal-action order: each napoletana, and per rank of
    honour one tris (three of the rank) or one quattro (all four), never both (§5.1)."""
    held = set(hand)
    found = [f"nap-{suit}" for suit in SUITS if {f"1{suit}", f"2{suit}", f"3{suit}"} <= held]
    for rank in (1, 2, 3):
        missing = [suit for suit in SUITS if f"{rank}{suit}" not in held]
        if not missing:
            found.append(f"quattro-{rank}")
        elif len(missing) == 1:
            found.append(f"tris-{rank}-no-{missing[0]}")
    return tuple(found)


def accuso_points(hand: Iterable[Card]) -> int:
    """The points of every accuso a dealt hand holds (at most 19).

    >>> accuso_points(("1d", "1c", "1s", "1b", "2d", "2c", "2s", "3d", "3c", "3s"))
    19
    """
    return sum(COMBINATION_VALUE[combination] for combination in combinations(hand))
