"""Minchiate card facts: seats and teams, points, eligibility, trick ranking, legal plays,
and the canonical combinations (*versicole*). Pure functions over card ids (spec §2, §3.10, §3.12, §7).

Everything here is a table lookup or a short loop: the play phase of the engine and the AI
search call these functions thousands of times per second.

>>> points("T36"), points("T29"), points("CK"), points("M"), points("C3")
(10, 0, 5, 5, 0)
>>> trick_winner(((3, "C2"), (0, "C3"), (1, "T1"), (2, "CK")))
1
>>> [c.name for c in canonical_combinations(["T1", "T2", "T3", "T13", "T28"])]
['papi:1-3', '1-13-28']
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeAlias

from pyapp import tricks
from pyapp.cards import MATTO, MINCHIATE_DECK, MINCHIATE_SUIT_NAMES
from pyapp.engine import Refusal

Card: TypeAlias = str

# --- Seats and teams ----------------------------------------------------------------------

SEAT_LETTERS: tuple[str, ...] = ("S", "E", "N", "W")
"""Seat 0 is the human (S); play passes counter-clockwise S -> E -> N -> W -> S (``pyapp.tricks``)."""
PLAYERS = 4
TEAM_A = 0
TEAM_B = 1
TEAM_LETTERS: tuple[str, str] = ("A", "B")
TEAM_NAMES: tuple[str, str] = ("S–N", "E–W")


def next_seat(seat: int) -> int:
    """The seat on *seat*'s right, who plays next (counter-clockwise)."""
    return tricks.next_seat(seat, PLAYERS)


def team_of(seat: int) -> int:
    """Team of a seat: 0 (A = S and N) or 1 (B = E and W): the partnerships of ``pyapp.tricks``."""
    return tricks.side_of(seat, PLAYERS)


# --- Card tables ---------------------------------------------------------------------------

PLAIN_SUITS: tuple[str, ...] = ("C", "D", "S", "B")
TRUMP_SUIT = "T"
KING_OF: dict[str, Card] = {suit: f"{suit}K" for suit in PLAIN_SUITS}
KINGS: tuple[Card, ...] = tuple(KING_OF.values())
SUIT_WORDS: dict[str, str] = {**MINCHIATE_SUIT_NAMES, "T": "trumps"}

DECK_INDEX: dict[Card, int] = {card: index for index, card in enumerate(MINCHIATE_DECK)}
"""Position of each card in the canonical deck order (C, D, S, B, T1-T40, M): hands are kept sorted by it."""


def _card_points(card: Card) -> int:
    if card == MATTO or card in KINGS:
        return 5
    if card[0] != TRUMP_SUIT:
        return 0
    number = int(card[1:])
    if number >= 36:
        return 10
    if number in (1, 10, 13, 20, 28) or 30 <= number <= 35:
        return 5
    if 2 <= number <= 5:
        return 3
    return 0


def _card_strength(card: Card) -> int:
    if card == MATTO:
        return 0
    suit, rank = card[0], card[1:]
    if suit == TRUMP_SUIT:
        return 100 + int(rank)
    courts = {"J": 11, "N": 12, "Q": 13, "K": 14}
    if rank in courts:
        return courts[rank]
    pip = int(rank)
    return 11 - pip if suit in ("C", "D") else pip


POINTS: dict[Card, int] = {card: _card_points(card) for card in MINCHIATE_DECK}
"""Card points (§2.1): total 142 over the 97 cards."""
SUIT: dict[Card, str] = {card: ("M" if card == MATTO else card[0]) for card in MINCHIATE_DECK}
"""Suit letter of each card: C D S B for suit cards, T for trumps, M for the Matto."""
STRENGTH: dict[Card, int] = {card: _card_strength(card) for card in MINCHIATE_DECK}
"""Trick strength (§2.2): suit cards 1-14 within their suit, trump n -> 100 + n, Matto 0."""
COUNTING: frozenset[Card] = frozenset(card for card in MINCHIATE_DECK if POINTS[card] > 0)
"""The 25 counting cards (carte di conto)."""
TRUMP_NUMBER: dict[Card, int] = {card: int(card[1:]) for card in MINCHIATE_DECK if card[0] == TRUMP_SUIT}
"""Number of each trump: ``T13`` -> 13."""


def points(card: Card) -> int:
    """Card points: arie 10, other counting trumps, Kings and Matto 5, trumps 2-5 3, else 0."""
    return POINTS[card]


def is_counting(card: Card) -> bool:
    """True for the 25 cards with points."""
    return card in COUNTING


def steal_eligible(card: Card) -> bool:
    """May the cutter or the dealer steal this card? Counting cards and trumps 21-40 (A-5)."""
    return card in COUNTING or (card[0] == TRUMP_SUIT and int(card[1:]) >= 21)


def take_eligible(card: Card) -> bool:
    """Does the dealer take this card from the Fola? Counting cards and T29 (§3.7)."""
    return card in COUNTING or card == "T29"


def discard_eligible(card: Card) -> bool:
    """May this card be discarded? Zero-point cards other than T29 (§3.8).

    >>> [c for c in ("CK", "T29", "T23", "C5", "M", "T5") if discard_eligible(c)]
    ['T23', 'C5']
    """
    return card not in COUNTING and card != "T29"


def discard_refusal(card: Card) -> Refusal | None:
    """Why *card* may not be discarded (None when it may): T29 never, a counting card for its points.

    >>> discard_refusal("T29"), discard_refusal("CK"), discard_refusal("C5")
    (Refusal('discard_t29', card='T29'), Refusal('discard_points', card='CK', points=5), None)
    """
    if card == "T29":
        return Refusal("discard_t29", card=card)
    if card in COUNTING:
        return Refusal("discard_points", card=card, points=POINTS[card])
    return None


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in canonical deck order."""
    return tuple(sorted(cards, key=DECK_INDEX.__getitem__))


# --- Tricks --------------------------------------------------------------------------------


def led_suit(cards: Sequence[Card]) -> str | None:
    """Suit to follow in a trick: that of the first card other than the Matto (None if none yet)."""
    for card in cards:
        if card != MATTO:
            return SUIT[card]
    return None


def trick_winner(plays: Sequence[tuple[int, Card]]) -> int:
    """Seat that wins a trick of (seat, card) plays: highest trump, else highest card of the led suit
    (the first card other than the Matto's; the Matto never wins: ``pyapp.tricks.trick_winner``).

    >>> trick_winner(((0, "D10"), (1, "D2"), (2, "D1"), (3, "DJ")))
    3
    """
    led = led_suit([card for _, card in plays])
    if led is None:
        raise ValueError("a trick needs a card other than the Matto")
    return tricks.trick_winner(plays, SUIT, STRENGTH, TRUMP_SUIT, led)


def kings_rule_binds(trick: Sequence[Card], led_before: Collection[str]) -> str | None:
    """The plain suit whose King must be played now (A-24), if the kings rule is in force.

    In force when a plain suit is led for the first time in the deal and a trump is already in
    the trick; it binds a player who holds that suit's King.
    """
    led = led_suit(trick)
    if led is None or led == TRUMP_SUIT or led in led_before:
        return None
    for card in trick:
        if card[0] == TRUMP_SUIT:
            return led
    return None


def playable_cards(hand: Sequence[Card], trick: Sequence[Card], led_before: Collection[str]) -> tuple[Card, ...]:
    """The cards *hand* may play to *trick* (cards so far), given the suits led in earlier tricks (§3.12).

    >>> playable_cards(("C3", "C9", "T12", "M"), ("C1",), ())
    ('C3', 'C9', 'M')
    """
    if not trick or (len(trick) == 1 and trick[0] == MATTO):
        return tuple(hand)
    led = led_suit(trick)
    bound = kings_rule_binds(trick, led_before)
    if bound is not None:
        king = KING_OF[bound]
        if king in hand:
            return (king,)
    suits = SUIT
    follow = [card for card in hand if suits[card] == led]
    if not follow and led != TRUMP_SUIT:
        follow = [card for card in hand if suits[card] == TRUMP_SUIT]
    if not follow:
        return tuple(hand)
    if MATTO in hand:
        follow.append(MATTO)
    return tuple(follow)


def play_refusal(hand: Sequence[Card], trick: Sequence[Card], led_before: Collection[str],
                 card: Card) -> Refusal | None:
    """Why *card* of *hand* may not be played to *trick* (None when it may): the kings rule, the
    suit to follow, or the trump to play.

    >>> play_refusal(("C3", "T12"), ("C1",), (), "T12")
    Refusal('follow_suit', card='T12', suit='C')
    """
    if card not in hand:
        return Refusal("not_in_hand", card=card)
    if card in playable_cards(hand, trick, led_before):
        return None
    led = led_suit(trick)
    bound = kings_rule_binds(trick, led_before)
    if bound is not None and KING_OF[bound] in hand:
        return Refusal("kings_rule", card=card, king=KING_OF[bound])
    if led is not None and any(SUIT[c] == led for c in hand):
        return Refusal("follow_suit", card=card, suit=led)
    return Refusal("must_trump", card=card)


# --- Combinations (versicole) ----------------------------------------------------------------

PAPI_RANGE = (1, 5)
HIGH_RANGE = (28, 40)
MATTO_COMBINATION = "1-40-M"
MATTO_BONUS = 5


@dataclass(frozen=True, slots=True)
class Combination:
    """One canonical combination: its name (text form), its cards and its value without the Matto bonus.

    Names: ``papi:A-B`` (maximal run A..B of trumps within 1-5), ``high:A-B`` (maximal run within
    28-40), ``kings`` (three or four Kings), ``1-13-28``, ``decine`` (10-20-30-40, else 10-20-30,
    else 20-30-40) and ``1-40-M``.
    """

    name: str
    cards: tuple[Card, ...]
    value: int


def combination_card_value(card: Card) -> int:
    """Value of a card inside a combination: its points, except T29 which counts 5 (A-19)."""
    return 5 if card == "T29" else POINTS[card]


def _runs(numbers: set[int], low: int, high: int) -> list[tuple[int, int]]:
    runs = []
    start = None
    for number in range(low, high + 2):
        if number <= high and number in numbers:
            if start is None:
                start = number
        elif start is not None:
            if number - start >= 3:
                runs.append((start, number - 1))
            start = None
    return runs


def _combination(name: str, cards: Sequence[Card], value: int | None = None) -> Combination:
    total = sum(combination_card_value(c) for c in cards) if value is None else value
    return Combination(name, tuple(cards), total)


def canonical_combinations(cards: Iterable[Card]) -> tuple[Combination, ...]:
    """Every canonical combination formed by *cards*, in canonical order (§3.10).

    >>> [(c.name, c.value) for c in canonical_combinations(["T10", "T20", "T30", "T40", "DK", "CK", "SK"])]
    [('kings', 15), ('decine', 25)]
    """
    held = set(cards)
    numbers = TRUMP_NUMBER
    trumps = {numbers[card] for card in held if card in numbers}
    found: list[Combination] = []
    for low, high in _runs(trumps, *PAPI_RANGE):
        found.append(_combination(f"papi:{low}-{high}", [f"T{n}" for n in range(low, high + 1)]))
    for low, high in _runs(trumps, *HIGH_RANGE):
        found.append(_combination(f"high:{low}-{high}", [f"T{n}" for n in range(low, high + 1)]))
    kings = [king for king in KINGS if king in held]
    if len(kings) >= 3:
        found.append(_combination("kings", kings))
    if {1, 13, 28} <= trumps:
        found.append(_combination("1-13-28", ["T1", "T13", "T28"]))
    if {10, 20, 30, 40} <= trumps:
        found.append(_combination("decine", ["T10", "T20", "T30", "T40"]))
    elif {10, 20, 30} <= trumps:
        found.append(_combination("decine", ["T10", "T20", "T30"]))
    elif {20, 30, 40} <= trumps:
        found.append(_combination("decine", ["T20", "T30", "T40"]))
    if 1 in trumps and 40 in trumps and MATTO in held:
        found.append(_combination(MATTO_COMBINATION, ["T1", "T40", MATTO]))
    return tuple(found)


def matto_bonus(combinations: Iterable[Combination], with_matto: bool) -> int:
    """The Matto's +5 on every combination other than 1-40-Matto, when the Matto is held (A-20)."""
    if not with_matto:
        return 0
    return MATTO_BONUS * sum(1 for c in combinations if c.name != MATTO_COMBINATION)


def combinations_value(cards: Iterable[Card]) -> int:
    """Total value of the canonical combinations of *cards*, Matto bonus included (used for E2).

    >>> combinations_value(["T28", "T29", "T30", "T31", "T33", "T34", "T35", "T38", "T39", "T40"])
    65
    """
    held = tuple(cards)
    found = canonical_combinations(held)
    return sum(c.value for c in found) + matto_bonus(found, MATTO in held)


def combination_key(name: str) -> tuple[int, int]:
    """Sort key putting combination names in canonical order; raises ValueError for an unknown name."""
    simple = {"kings": 2, "1-13-28": 3, "decine": 4, MATTO_COMBINATION: 5}
    if name in simple:
        return (simple[name], 0)
    kind, _, span = name.partition(":")
    ranges = {"papi": (0, PAPI_RANGE), "high": (1, HIGH_RANGE)}
    if kind in ranges:
        order, (low, high) = ranges[kind]
        first, dash, last = span.partition("-")
        if dash and first.isdigit() and last.isdigit():
            start, end = int(first), int(last)
            if low <= start and end <= high and end - start >= 2 and f"{start}-{end}" == span:
                return (order, start)
    raise ValueError(
        f"not a combination: {name!r} (expected papi:A-B within 1-5, high:A-B within 28-40, "
        "kings, 1-13-28, decine or 1-40-M)"
    )


def declaration_exclusions(combination: Combination) -> tuple[Card, ...]:
    """Cards a player cannot hold when he declares *combination*, since combinations are maximal.

    >>> declaration_exclusions(Combination("papi:2-4", ("T2", "T3", "T4"), 9))
    ('T1', 'T5')
    """
    kind, _, span = combination.name.partition(":")
    if kind in ("papi", "high"):
        low, high = PAPI_RANGE if kind == "papi" else HIGH_RANGE
        start, end = (int(part) for part in span.split("-"))
        return tuple(f"T{n}" for n in (start - 1, end + 1) if low <= n <= high)
    if kind == "kings":
        return tuple(king for king in KINGS if king not in combination.cards)
    if kind == "decine" and len(combination.cards) == 3:
        return ("T40",) if "T10" in combination.cards else ("T10",)
    return ()
