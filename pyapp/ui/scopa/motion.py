"""How the cards of Scopa and Scopone move on the page: the timings the controller waits and the
marks the renderer leaves for the page, which animates the cards (``web/app.js``, "card motion").

The page flies each card that is new in the table's drawing from the box it had before (the same
``data-card``: from the hand to the table, from the table to a pile) or, for a card that comes
from a hidden place, from the place named by its ``data-from`` (a computer's card just played:
its seat's hand) or ``data-dealt-from`` (a card just dealt: the stock, or the dealer's seat), a
``data-key`` marked ``data-place``. The cards a play or the last take just won are drawn face up
under their pile's backs, so they fly into it. The game's root carries the durations, scaled by
the speed setting (0: nothing moves); with reduced motion the page fades cards in instead.

The controller waits so that each computer move reads in order: the move is shown (its card flies
to the table, the cards it takes marked) for :data:`MOVE_MS` (the player's own for
:data:`OWN_MOVE_MS`), then made (the cards fly to the pile), and the next computer waits
:data:`AI_PAUSE_MS`, longer than that flight, and the length of a deal when cards were just dealt.
"""

from __future__ import annotations

from collections.abc import Iterable

from pyapp.scopa.events import Captured, Dealt, LastTaken, Played
from pyapp.ui.table_pieces import DEAL_MS, FLIGHT_MS, motion_attributes

__all__ = ["DEAL_MS", "FLIGHT_MS", "motion_attributes"]  # (the tables' shared timings, named here too)

MOVE_MS = 750      # a computer's move on show before it is made: its card flies in, the cards it takes marked
OWN_MOVE_MS = 450  # the player's own move on show (they know it: the flight and a beat)
AI_PAUSE_MS = 400  # before a computer plays: the cards just taken land first
LAST_TAKE_MS = 900  # a deal's end: the last cards fly to their pile before the breakdown opens


def deal_wait_ms(events: Iterable[object]) -> float:
    """How long a deal among *events* (a state's) takes on the page before anyone plays: 0 when
    no card was dealt; a flight more when a capture in the same events flies first."""
    kinds = {type(event) for event in events}
    if Dealt not in kinds:
        return 0
    return DEAL_MS + (FLIGHT_MS if Captured in kinds or LastTaken in kinds else 0)


def just_taken(events: Iterable[object]) -> dict[int, tuple[str, ...]]:
    """The cards each seat won with the action of *events*: the card played and those it took,
    and the last take's cards.

    >>> just_taken([Played(1, "7b"), Captured(1, ("3d", "4s"))])
    {1: ('7b', '3d', '4s')}
    """
    won: dict[int, tuple[str, ...]] = {}
    played: dict[int, str] = {}
    for event in events:
        if isinstance(event, Played):
            played[event.seat] = event.card
        elif isinstance(event, Captured):
            won[event.seat] = won.get(event.seat, ()) + (played[event.seat], *event.cards)
        elif isinstance(event, LastTaken):
            won[event.seat] = won.get(event.seat, ()) + event.cards
    return won


def dealt_to(events: Iterable[object]) -> frozenset[int | None]:
    """The seats *events* dealt cards to (None: the table); a hand is only dealt to when empty,
    so all its cards are new.

    >>> sorted(dealt_to([Dealt(1, ("7b",)), Dealt(0, ("3d",))]))
    [0, 1]
    """
    return frozenset(event.seat for event in events if isinstance(event, Dealt))
