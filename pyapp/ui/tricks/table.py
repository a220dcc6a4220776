"""What the tables of the trick-taking games played in matches (Briscola's, Tressette's) know alike,
outside any game's part: the match's state and options, the seats and sides, the trick the last card
completed (left on show, ``settling``, before it is collected and the cards drawn) and the hands as
shown meanwhile.

A game's table is a frozen dataclass with the fields ``match`` and ``settling`` (and ``seed``, ``hint``,
``hint_pending``) that inherits :class:`TrickTableBase`, names its seats (``SEATS``) and gives its
``state`` and ``players``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyapp.tricks import TrickWon

HUMAN = 0


class TrickTableBase:
    """The methods a trick-taking game's table shares (its dataclass holds the fields)."""

    __slots__ = ()
    SEATS: ClassVar[dict[int, tuple[str, ...]]] = {}
    """The seat letters of each table size, in turn order from the player (the game's ``SEAT_LETTERS``)."""

    match: Any
    settling: bool

    @property
    def state(self) -> Any:
        """The deal (or game) on the table (the game's table types it)."""
        raise NotImplementedError

    @property
    def players(self) -> int:
        raise NotImplementedError

    def seat_letter(self, seat: int) -> str:
        return self.SEATS[self.players][seat]

    def side_of(self, seat: int) -> int:
        """The side of *seat*: its partnership with four players, else the seat itself."""
        return seat % 2 if self.players == 4 else seat

    def last_trick(self) -> Any:
        """The last completed trick (None before the first)."""
        return self.state.tricks[-1] if self.state.tricks else None

    def just_won(self) -> TrickWon | None:
        """The trick the last action completed (None when it did not complete one)."""
        return next((event for event in self.state.events if isinstance(event, TrickWon)), None)

    def draws(self) -> tuple[Any, ...]:
        """The draws that followed the trick the last action completed (the game's ``Drew`` events)."""
        return tuple(event for event in self.state.events if event.kind == "drew")

    def hand(self, seat: int = HUMAN) -> tuple[str, ...]:
        """*seat*'s hand as shown: without the cards drawn after the trick on show."""
        hand: tuple[str, ...] = self.state.hands[seat]
        if self.settling:
            drawn = {event.card for event in self.draws() if event.seat == seat}
            hand = tuple(card for card in hand if card not in drawn)
        return hand

    def view_text(self, seat: int) -> str:
        """The text of *seat*'s view with the match's standing (what the AI worker reads)."""
        return str(self.match.view(seat).to_text())

    def piles_shown(self) -> tuple[tuple[int, tuple[str, ...]], ...]:
        """Each side's pile as shown: its count (without the trick on show) and the cards just collected
        into it, which fly in (none while the trick is on show)."""
        just = self.just_won()
        taker = self.side_of(just.seat) if just is not None else None
        shown = []
        for side, pile in enumerate(self.state.piles):
            mine = just is not None and side == taker
            count = len(pile) - (len(just.cards) if mine and self.settling and just is not None else 0)
            shown.append((count, tuple(just.cards) if mine and not self.settling and just is not None else ()))
        return tuple(shown)
