"""Briscola, the Italian trick-taking game of the 40-card deck, for two, three or four players.

Rules (authoritative: ``shared/rules/briscola.md``, cited as §): three cards each, the next card
turned face up under the stock is *the briscola* and its suit is trumps for the whole game. The
dealer's right leads; any card may be played (no need to follow suit); the highest trump wins the
trick, else the highest card of the led suit. The winner draws first, then the others in turn
order, until the face-up card is drawn last; the last three cards are played from hand. Trick
order Asso, Tre, Re, Cavallo, Fante, 7 … 2; points Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2 (120 in
all). Two players: 61 wins, 60-60 is a draw. Four players: S-N against E-W, team piles. Three
players: without ``2c``, the highest total wins (a shared top is a draw). Options: the exchange of
the 2 (or 7) of trumps for the face-up card, the match format, and (four players) seeing the
partner's hand once the stock is gone.

Glossary: *briscola* the trump suit and the card turned · *carico* a card worth 10 or 11 (Asso, Tre)
· *liscio* a card worth nothing · *mazzo* the stock · *pareggio* a 60-60 draw · *cappotto* 120-0
(no bonus here).

Shape (house style): ``deal(rng)`` returns an immutable ``BriscolaState``; ``state.play(action)``
returns a new state, running the automatic steps (collecting the trick, the draw, the end of the
game) and recording each as an event (``pyapp.briscola.events``). Actions are ``PlayCard`` (text: the
card id, ``7c``) and ``Exchange`` (``swap:2d``); ``state.refusal(action)`` says why one is not legal.
``state.view(seat)`` is what a seat may know; ``view.determinize(rng)`` deals the cards it cannot
see. ``BriscolaMatch`` (``pyapp.briscola.match``) plays the games of a match (§10).

Where the spec is silent, the engine decides so:

* ``returns()`` are each side's points above an even share of the 120 (two players 61-59: +1 and
  -1; three players 60/30/30: +20, -10, -10), zero-sum, equal for partners, 0 before the end.
* A hand keeps the order its cards arrived in; an exchanged card takes the given card's place,
  a drawn card goes to the end (§14.22: ``2d 7c 4s`` becomes ``1d 7c 4s``).
* ``partner_hand_at_end`` with two or three players is refused as an option (there is no partner).
* A refused exchange carries the refusal code ``not_now`` (the words every game has); its English
  message says why (the option is off, one exchange per turn, the stock is exhausted, or which
  card the face-up card allows).
* A face-down draw's event names the card (the state knows it); a seat's view carries no events,
  so a screen shows that card to its drawer only.
* A view carries the match's standing per side (``match_score``: game wins, or the running card
  points in the ``points`` format).
* A record is read strictly: every card in one place, whole tricks in every pile, the face-up card
  the end of the chain of exchanges from the briscola, a card taken in view of all in its taker's
  hand until played. A hand-made ``position`` may carry a partial history (the tricks and the
  exchanges since it was set up); its piles hold everything played before.

>>> from random import Random
>>> state = deal(Random(7), dealer=1)
>>> while not state.is_over:
...     state = state.play(state.legal_actions()[0])
>>> sum(state.points())
120
"""

from __future__ import annotations

from pyapp.briscola.actions import BriscolaAction, Exchange, PlayCard, parse_action
from pyapp.briscola.events import EVENT_KINDS, BriscolaEvent, Dealt, Drew, Exchanged, GameEnded, Played, TrickWon
from pyapp.briscola.match import BriscolaMatch
from pyapp.briscola.record import Trick
from pyapp.briscola.rules import POINTS, RANK, SEAT_LETTERS, deck_of, trick_winner
from pyapp.briscola.scoring import game_winner, side_points
from pyapp.briscola.state import BriscolaState, BriscolaView, deal, deal_from_deck, position
from pyapp.briscola_options import DEFAULT_OPTIONS, FORMATS, BriscolaOptions, parse_rules

__all__ = [
    "DEFAULT_OPTIONS", "EVENT_KINDS", "FORMATS", "POINTS", "RANK", "SEAT_LETTERS", "BriscolaAction", "BriscolaEvent",
    "BriscolaMatch", "BriscolaOptions", "BriscolaState", "BriscolaView", "Dealt", "Drew", "Exchange", "Exchanged",
    "GameEnded", "PlayCard", "Played", "Trick", "TrickWon", "deal", "deal_from_deck", "deck_of", "game_winner",
    "parse_action", "parse_rules", "position", "side_points", "trick_winner",
]
