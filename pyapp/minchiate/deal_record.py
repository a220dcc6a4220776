"""The record of a Minchiate deal that its states and views share: everything decided before the first
lead (:class:`DealRecord`: the cut, the steals, the reveals, the dealer's take, the Fola, the
discards, the declarations) and the completed tricks (:class:`Trick`). Their JSON forms are
``pyapp.minchiate.record``'s.

>>> trick = Trick(1, ((2, "C7"), (3, "T6"), (0, "CK"), (1, "D4")), 3, 5)
>>> trick.cards, trick.led_suit
(('C7', 'T6', 'CK', 'D4'), 'C')
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pyapp.minchiate.rules import Card, led_suit

__all__ = ["TRICKS", "DealRecord", "Trick"]

TRICKS = 21
"""The tricks of a deal."""


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: number (1-21), plays in order, winner, and the points it scored at once."""

    number: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    points: int

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in play order."""
        return tuple(card for _, card in self.plays)

    @property
    def led_suit(self) -> str:
        """The suit led (first card other than the Matto)."""
        suit = led_suit(self.cards)
        assert suit is not None
        return suit


@dataclass(frozen=True, slots=True)
class DealRecord:
    """Everything decided before the first lead; changes only during discards and declarations.

    In a view, ``fola`` and the other seats' ``discards`` are empty until the Fola is exposed.
    """

    dealer: int
    cut: int
    """Cards in the lifted packet (4-93); 0 in hand-made positions."""
    stolen: tuple[Card, ...]
    """The cutter's steal, from the cut face upward."""
    revealed: tuple[Card | None, ...]
    """Each seat's 21st card, shown to all (None in hand-made positions)."""
    dealer_stolen: tuple[Card, ...]
    taken: tuple[Card, ...]
    fola: tuple[Card, ...]
    """The Fola left after the dealer's steal and take, top first (discards not included)."""
    quotas: tuple[int, ...]
    """How many cards each seat must discard."""
    discards: tuple[tuple[Card, ...], ...]
    fallback: tuple[bool, ...]
    """Seats whose discards were forced by the §3.8 fallback."""
    declarations: tuple[tuple[str, ...] | None, ...]
    """Combination names declared by each seat (None: not declared yet)."""
    declared_cards: tuple[tuple[Card, ...], ...]
    exposed: bool

    @property
    def cutter(self) -> int:
        """The dealer's left (L), who cuts."""
        return (self.dealer + 3) % 4

    @property
    def first(self) -> int:
        """The dealer's right (R), first to receive cards, declare and lead."""
        return (self.dealer + 1) % 4

    @property
    def play_order(self) -> tuple[int, int, int, int]:
        """R, O, L, D: the order of dealing, reveals and declarations."""
        return tuple((self.dealer + k) % 4 for k in (1, 2, 3, 4))  # type: ignore[return-value]

    def whole_fola(self) -> tuple[Card, ...]:
        """The Fola with the discards on it (cutter's, then dealer's), as exposed."""
        extra = tuple(card for seat in (self.cutter, self.dealer) for card in self.discards[seat])
        return self.fola + extra

    def redacted(self, seat: int) -> DealRecord:
        """The record as *seat* sees it: before the exposure, no Fola and no other seat's discards."""
        if self.exposed:
            return self
        discards = tuple(cards if other == seat else () for other, cards in enumerate(self.discards))
        return replace(self, fola=(), discards=discards)
