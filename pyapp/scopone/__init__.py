"""Scopone: Scopa for four players in two partnerships (``rules/scopa-variants.md`` §2), a variant
played on Scopa's engine: its captures, scope, prizes, play step and match loop are Scopa's
(``pyapp.scopa``); this package holds what is Scopone's own.

Rules in brief:

* Seats, as they sit round the table: 0 is you (bottom), 1 the seat on your right, 2 your partner
  (top), 3 the seat on your left. Play goes counter-clockwise, 0 → 1 → 2 → 3, starting with the
  seat on the dealer's right (``dealer + 1``); the next deal's dealer is the seat on the dealer's
  right. Partnerships (*sides*): seats 0 and 2 are side 0, seats 1 and 3 side 1; ``piles``,
  ``scope`` and the match scores are indexed by side.
* Modes: *scientifico* (default) deals 10 cards to each seat and none to the table (40 plays);
  *classico* deals 9 each and 4 face up to the table, dealt again by the same dealer while the
  table shows three or four Re (36 plays). There is no stock.
* Captures, scope and prizes as in Scopa; no scopa on the deal's last play; the last capturer's
  side takes what is left. The options of §1 (:class:`~pyapp.scopa.ScopaRules`) apply, and the
  match is won as in Scopa, by a side.

Glossary (with Scopa's): *scopone scientifico* every card dealt, none to the table; *classico* four
to the table; *compagno* partner; *coppia* partnership.

Modules: ``rules`` (seats, modes, turns), ``state`` (:class:`ScoponeState`, :class:`ScoponeView`,
``deal_scopone``, ``scopone_from``), ``match`` (:class:`ScoponeMatch`), ``protocol`` (outside bots
only).

>>> from random import Random
>>> state = deal_scopone(Random(7), dealer=3)
>>> state.to_play, [len(hand) for hand in state.hands], state.table, state.legal_actions()[0].take
(0, [10, 10, 10, 10], (), ())
>>> side_of(0), side_of(1), side_of(2), side_of(3)
(0, 1, 0, 1)
"""

from pyapp.scopa.actions import Play, legal_plays, parse_action
from pyapp.scopone.match import ScoponeMatch
from pyapp.scopone.rules import (
    HAND_SIZES,
    MODES,
    SEATS,
    TABLE_SIZES,
    check_hand_counts,
    plays_by,
    plays_per_deal,
    read_mode,
    seat_to_play,
    side_of,
)
from pyapp.scopone.state import ScoponeState, ScoponeView, deal, deal_scopone, scopone_from

__all__ = [
    "HAND_SIZES", "MODES", "SEATS", "TABLE_SIZES", "Play", "ScoponeMatch", "ScoponeState", "ScoponeView",
    "check_hand_counts", "deal", "deal_scopone", "legal_plays", "parse_action", "plays_by", "plays_per_deal",
    "read_mode", "scopone_from", "seat_to_play", "side_of",
]
