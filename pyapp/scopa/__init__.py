"""Scopa for two players (you against one AI), a match to 11 by default: the pure rules engine.

Rules in brief (the authoritative card is ``rules/scopa.md``):

* 40 cards, capture values Asso 1, 2-7, Donna 8, Cavallo 9, Re 10. Deal 3 cards each and 4 to
  the table (redeal by the same dealer while the table shows three or four Re); the
  non-dealer plays first; when both hands are empty, 3 more each from the stock (non-dealer
  first, nothing to the table): 6 rounds, 36 plays.
* A played card must take exactly one table card of its value if there is one (no sums then);
  otherwise one group of two or more table cards adding up to its value; otherwise it is laid
  on the table. A card that can capture can never be laid.
* Taking every card on the table is a *scopa* (1 point), except on the 36th play. At the end
  the last capturer takes what is left on the table (no scopa); nobody, if nobody captured.
* Deal score = scope + four prizes (1 point each, ties to nobody): most cards, most coins,
  the settebello, primiera. A match ends after a deal once someone has 11 or more and more
  than the other.
* Options (``rules/scopa-variants.md`` §1, a :class:`ScopaRules` of ``pyapp.house_rules`` carried by
  the match and its states): the target (11, 16, 21, 31), Re bello (``10d`` a point), napola (A-2-3 of coins and
  its run), Asso piglia tutto (an Asso takes a table without an Asso, never a scopa).
  Scopone, the four-player game, is ``pyapp.scopone``.

Glossary: *scopa* (pl. *scope*) sweep of the table; *presa* capture; *mazziere* dealer;
*mazzo* the stock; *denari, coppe, spade, bastoni* coins, cups, swords, batons (``d c s b``);
*asso* ace; *donna, cavallo, re* the court cards 8, 9, 10; *settebello* the 7 of coins
(``7d``); *carte* the cards prize; *primiera* the prize of the best card per suit;
*partita* match; *smazzata* a deal.

Seats: 0 is the human ("You"), 1 the AI. Every action is a :class:`Play`; a state is an
immutable :class:`ScopaState`; each seat sees a :class:`ScopaView`; :class:`Match` plays deals
to the rules' target.

Scopone (``pyapp.scopone``) is played on this engine, and what the two games share is written once
here: the captures (``actions``), the play step and its refusals (``play``), the protocols their
states and views satisfy with what they do alike and the checks of a position (``position``:
:class:`ScopaPosition`, :class:`ScopaSeatView`), the deal score (``scoring``), the deal's log
(``deal_log``), the JSON records (``record``) and the match loop (``match``). A *side* is who scores:
a seat here, a partnership in Scopone (``side_of``).

Events (``pyapp.scopa.events``): ``state.events`` is what the action that produced the state
did, in order (a fresh deal's: the deal). One frozen record per kind, kinds in the past tense:

============  ===========================  ========================================================
kind          record                       what happened
============  ===========================  ========================================================
redealt       ``Redealt(seat, cards)``     the dealer (seat) dealt again: the table showed three or
                                           four Re (cards)
dealt         ``Dealt(seat, cards)``       cards dealt to a seat, or to the table (seat None)
played        ``Played(seat, card)``       a card played from the hand; then one of:
captured      ``Captured(seat, cards)``    the table cards it took
laid          ``Laid(seat, card)``         it took nothing and lies on the table
scopa_scored  ``ScopaScored(seat, card)``  the capture swept the table: 1 point (never on the
                                           36th play)
last_taken    ``LastTaken(seat, cards)``   after the 36th play the last capturer takes the cards
                                           left (absent when the table is empty or nobody
                                           captured: those cards count for nobody)
deal_ended    ``DealEnded()``              the 36th play ended the deal
============  ===========================  ========================================================

``dealt`` events name hidden cards: a UI shows only its own seat's. Their JSON form
(``pyapp.scopa.record``) is ``{"kind": "played", "seat": 0, "card": "7b"}``.

>>> from random import Random
>>> state = deal(Random(7), dealer=0)
>>> state.to_play, len(state.hands[1]), len(state.table), len(state.stock)
(1, 3, 4, 30)
>>> state.play(state.legal_actions()[0]).to_play
0
>>> legal_plays(["7b"], ["7c", "3d", "4s"])
(Play(card='7b', take=('7c',)),)
>>> str(parse_action("7b:4s+3d")), primiera(["7d", "6c", "1s", "5b"])
('7b:3d+4s', 70)
"""

from pyapp.cards import SCOPA_DECK
from pyapp.house_rules import DEFAULT_RULES, FLAGS, TARGETS, ScopaRules, parse_rules
from pyapp.scopa.actions import Play, legal_plays, parse_action
from pyapp.scopa.events import (
    EVENT_KINDS,
    Captured,
    DealEnded,
    Dealt,
    Laid,
    LastTaken,
    Played,
    Redealt,
    ScopaEvent,
    ScopaScored,
)
from pyapp.scopa.match import Match
from pyapp.scopa.play import side_of
from pyapp.scopa.position import ScopaPosition, ScopaSeatView
from pyapp.scopa.rules import (
    COINS_SUIT,
    HAND_SIZE,
    MATCH_TARGET,
    PLAYS_PER_DEAL,
    PRIMIERA_VALUES,
    RE_BELLO,
    SETTEBELLO,
    STOCK_SIZE,
    TABLE_SIZE,
    deck_order,
    needs_redeal,
)
from pyapp.scopa.scoring import DealScore, napola_run, primiera, score_deal, score_sides
from pyapp.scopa.state import ScopaState, ScopaView, check_counts, deal, deal_from, plays_made_from_counts

__all__ = [
    "DEFAULT_RULES", "FLAGS", "RE_BELLO", "TARGETS", "ScopaRules", "napola_run", "parse_rules", "score_sides",
    "COINS_SUIT", "EVENT_KINDS", "HAND_SIZE", "MATCH_TARGET", "PLAYS_PER_DEAL", "PRIMIERA_VALUES",
    "SCOPA_DECK", "SETTEBELLO", "STOCK_SIZE", "TABLE_SIZE", "Captured", "DealEnded", "DealScore", "Dealt",
    "Laid", "LastTaken", "Match", "Play", "Played", "Redealt", "ScopaEvent", "ScopaPosition", "ScopaScored",
    "ScopaSeatView", "ScopaState", "ScopaView", "check_counts", "deal", "deal_from", "deck_order", "legal_plays",
    "needs_redeal", "parse_action", "plays_made_from_counts", "primiera", "score_deal", "side_of",
]
