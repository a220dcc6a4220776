"""Tressette, Italy's classic trick-taking game without trumps, for four players in two partnerships
(the default) or two with a stock.

Rules (authoritative: ``shared/rules/tressette.md``, cited as §): ten cards each, dealt five at a
time from the dealer's right, who leads. Each player must follow the led suit if he can (with no duty
to win); the highest card of the led suit wins, in the order 3, 2, Asso, Re, Cavallo, Fante, 7 … 4.
Values are counted in thirds: the Asso 3, the 3, 2 and figures 1 each, the last trick 3 (35 in all);
each side's thirds divided by 3 and rounded down give its points, 11 per deal between the two sides.
Options: ``accuso`` (declarations of three or four Assi, 2 or 3 and of the *napoletana*, at one's own
first turn), ``signals`` (four players: the leader may add the one true word, *busso*, *striscio* or
*volo*), the target 21, 31 or 41, and for two players ``show_draws``. Two players draw from a
20-card stock after each of the first ten tricks, the winner first.

Glossary: *onori* the 3, 2 and Asso · *figure* Re, Cavallo, Fante · *scartine* 7 to 4 · *accuso*
a declaration · *napoletana* Asso, 2 and 3 of a suit · *busso* "I knock" · *striscio* "I slide" ·
*volo* "I fly".

Shape (house style): ``deal(rng)`` returns an immutable ``TressetteState``; ``state.play(action)``
returns a new state, running the automatic steps (collecting the trick, the draws, the end of the
deal) and recording each as an event (``pyapp.tressette.events``). Actions are ``PlayCard`` (text
``4c``, or ``4c busso`` when leading) and ``Declare`` (``accuso nap-c``); ``state.refusal(action)``
says why one is not legal, with the spec's codes in the spec's order (§12.2). ``state.view(seat)`` is
what a seat may know; ``view.determinize(rng)`` deals the cards it cannot see consistently with every
public fact. ``TressetteMatch`` (``pyapp.tressette.match``) plays the deals of a match (§8).

Where the spec is silent, the engine decides so:

* Hands are kept in canonical order (suits d c s b, ranks 1 → 10); a drawn card takes its place.
* ``returns()`` are each side's deal score (points and accusi) minus the other's: zero-sum, equal
  for partners, 0 before the end.
* A malformed action object (not a ``PlayCard`` or ``Declare`` of text fields) is refused with the
  spec's ``bad_action`` too; a view's other seats get ``not_your_turn``.
* A state's record is its deal and its log; a view's record is the public log, the seat's hand and
  the draws it saw (with what follows from them written beside, checked when read back).
* The match records each deal's scores (rounded points plus accusi) per side.

>>> from random import Random
>>> state = deal(Random(7), dealer=1)
>>> while not state.is_over:
...     state = state.play(state.legal_actions()[0])
>>> sum(state.thirds()), sum(state.points())
(35, 11)
"""

from __future__ import annotations

from pyapp.tressette.actions import Declare, PlayCard, TressetteAction, parse_action
from pyapp.tressette.events import (
    EVENT_KINDS,
    DealEnded,
    Dealt,
    Declared,
    Drew,
    Played,
    Signalled,
    TressetteEvent,
    TrickWon,
)
from pyapp.tressette.match import TressetteMatch
from pyapp.tressette.record import Trick
from pyapp.tressette.rules import SEAT_LETTERS, STRENGTH, THIRDS, combinations, trick_winner, true_word
from pyapp.tressette.scoring import match_winner, rounded, side_thirds
from pyapp.tressette.state import TressetteState, TressetteView, deal, deal_from_deck, deal_from_hands
from pyapp.tressette_options import DEFAULT_OPTIONS, TARGETS, TressetteOptions, parse_rules

__all__ = [
    "DEFAULT_OPTIONS", "EVENT_KINDS", "SEAT_LETTERS", "STRENGTH", "TARGETS", "THIRDS", "DealEnded", "Dealt",
    "Declare", "Declared", "Drew", "PlayCard", "Played", "Signalled", "TressetteAction", "TressetteEvent",
    "TressetteMatch", "TressetteOptions", "TressetteState", "TressetteView", "Trick", "TrickWon", "combinations",
    "deal", "deal_from_deck", "deal_from_hands", "match_winner", "parse_action", "parse_rules", "rounded",
    "side_thirds", "trick_winner", "true_word",
]
