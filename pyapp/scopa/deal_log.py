"""The plays of the deal so far, read back from the public record: who played what, and which
plays were scope (a Scopa or Scopone state or view keeps its deal's plays, the table and the
piles, but not the table before each play).

The table before each play is rebuilt backwards from the table now: a capture put its cards
back, a card laid is lifted again (and at the end of a deal the last take's cards are back on
the table first). Only public information is read, so a view serves as well as a state. A
position built without its whole history (``deal_from``) reads correctly mid-deal; at its
end, cards captured before its history began would count as leftovers.

>>> from random import Random
>>> from pyapp.scopa import deal
>>> state = deal(Random(2), dealer=1)
>>> for _ in range(4):
...     state = state.play(state.legal_actions()[0])
>>> [(entry.seat, str(entry.play), entry.scopa) for entry in past_plays(state, 36)][:2]
[(0, '7s', False), (1, '8s:2b+6b', False)]
"""

from __future__ import annotations

from dataclasses import dataclass

from pyapp.cards import Card
from pyapp.engine import Seat
from pyapp.scopa.actions import Play, is_scopa
from pyapp.scopa.position import ScopaDeal

__all__ = ["PastPlay", "last_take", "past_plays"]


@dataclass(frozen=True, slots=True)
class PastPlay:
    """One play of the deal: *seat* played *play*; *scopa* when it swept the table for a point."""

    seat: Seat
    play: Play
    scopa: bool


def last_take(record: ScopaDeal, plays_per_deal: int) -> tuple[Seat, tuple[Card, ...]] | None:
    """(the last capturer, the leftovers it took) when *record*'s deal has ended with cards left
    on the table; None otherwise. Read from the piles: every card of a finished deal is in a pile,
    and those no play of the history captured are the leftovers."""
    if record.plays_made != plays_per_deal or record.last_capturer is None:
        return None
    captured = {card for _, play in record.history if play.take for card in (play.card, *play.take)}
    leftovers = tuple(card for pile in record.piles for card in pile if card not in captured)
    return (record.last_capturer, leftovers) if leftovers else None


def past_plays(record: ScopaDeal, plays_per_deal: int) -> tuple[PastPlay, ...]:
    """Every play of *record*'s ``history`` (a state or view of Scopa or Scopone, whose deal has
    *plays_per_deal* plays) with whether it was a scopa, oldest first."""
    history = record.history
    taken = last_take(record, plays_per_deal)
    table = list(record.table) + (list(taken[1]) if taken else [])  # the table after the newest play
    first_number = record.plays_made - len(history)
    ace_takes_all = record.rules.asso_piglia_tutto
    plays: list[PastPlay] = []
    for index in range(len(history) - 1, -1, -1):
        seat, play = history[index]
        last = first_number + index + 1 == plays_per_deal
        plays.append(PastPlay(seat, play, is_scopa(play, bool(table), last, ace_takes_all)))
        if play.take:
            table.extend(play.take)
        elif play.card in table:
            table.remove(play.card)
    plays.reverse()
    return tuple(plays)
