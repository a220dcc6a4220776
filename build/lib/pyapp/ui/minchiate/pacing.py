"""How long the Minchiate screen tells each event, and how long a card takes to move with it
(milliseconds at the normal speed; the speed setting scales both, and at 0 nothing waits or moves).

An event stays in the spotlight long enough for its sentence to be read and its cards to reach
their places, no longer: the setup before the player's first decision took 12 s on average at
first, about half now (``benchmarks/minchiate_setup.py``).

>>> from pyapp.minchiate.events import Discarded, Stolen
>>> event_ms(Stolen(1, ("SK", "T10", "T1"), 15)), move_ms(Stolen(1, ("SK",), 5)), move_ms(Discarded(1, None))
(680, 448, 160)
"""

from __future__ import annotations

from pyapp.minchiate.events import DealerStolen, Declared, MinchiateEvent, Revealed, Stolen, Taken

EVENT_MS = {"dealer_chosen": 350, "cut": 650, "hands_dealt": 500, "exposed": 600, "played": 420, "trick_won": 950,
            "resto_paid": 900, "discarded": 200}
DEFAULT_EVENT_MS = 700
COMPUTER_PAUSE_MS = 250  # a breath before a computer plays a card (its setup choices are told as they come)
MOVE_MS = 450  # the longest a card takes to reach its place
MOVE_SHARE = 0.8  # of its event's time, so a card has arrived before the next event moves it


def event_ms(event: MinchiateEvent) -> int:
    """How long *event* is told."""
    match event:
        case Stolen(cards=cards) | DealerStolen(cards=cards) | Taken(cards=cards):
            return 500 + 60 * min(len(cards), 10)
        case Revealed(points=points):
            return 400 if points else 250
        case Declared(combinations=names):
            return 1000 if names else 300
    return EVENT_MS.get(event.kind, DEFAULT_EVENT_MS)


def move_ms(event: MinchiateEvent | None) -> int:
    """How long the cards *event* moves take to arrive."""
    if event is None:
        return MOVE_MS
    return min(MOVE_MS, round(event_ms(event) * MOVE_SHARE))
