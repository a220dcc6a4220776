"""Scopa for two players (you against one AI), a match to 11: the pure rules engine.

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

Glossary: *scopa* (pl. *scope*) sweep of the table; *presa* capture; *mazziere* dealer;
*mazzo* the stock; *denari, coppe, spade, bastoni* coins, cups, swords, batons (``d c s b``);
*asso* ace; *donna, cavallo, re* the court cards 8, 9, 10; *settebello* the 7 of coins
(``7d``); *carte* the cards prize; *primiera* the prize of the best card per suit;
*partita* match; *smazzata* a deal.

Seats: 0 is the human ("You"), 1 the AI. Every action is a :class:`Play`; a state is an
immutable :class:`ScopaState`; each seat sees a :class:`ScopaView`; :class:`Match` plays deals
to 11.

Events (``state.events``, what the action that led to the state did, in order):
``dealt`` (seat, the cards; seat None for the table), ``redeal`` (the dealer, the table that
forced it), ``played`` (seat, the card), then ``captured`` (seat, the taken table cards) and
perhaps ``scopa`` (seat, the sweeping card, 1 point), or ``laid`` (seat, the card); after the
36th play ``last_take`` (the last capturer, the cards left on the table; absent when the table
is empty or nobody captured, in which case those cards stay on the table and count for nobody)
and ``deal_over``. ``dealt`` events name hidden cards: a UI shows only its own seat's.

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
from pyapp.scopa.actions import Play, legal_plays, parse_action
from pyapp.scopa.rules import (
    COINS_SUIT,
    EVENT_KINDS,
    HAND_SIZE,
    MATCH_TARGET,
    PLAYS_PER_DEAL,
    PRIMIERA_VALUES,
    SETTEBELLO,
    STOCK_SIZE,
    TABLE_SIZE,
    deck_order,
    needs_redeal,
)
from pyapp.scopa.scoring import DealScore, primiera, score_deal
from pyapp.scopa.state import Match, ScopaState, ScopaView, check_counts, deal, deal_from, plays_made_from_counts

__all__ = [
    "COINS_SUIT", "EVENT_KINDS", "HAND_SIZE", "MATCH_TARGET", "PLAYS_PER_DEAL", "PRIMIERA_VALUES",
    "SCOPA_DECK", "SETTEBELLO", "STOCK_SIZE", "TABLE_SIZE", "DealScore", "Match", "Play",
    "ScopaState", "ScopaView", "check_counts", "deal", "deal_from", "deck_order", "legal_plays",
    "needs_redeal", "parse_action", "plays_made_from_counts", "primiera", "score_deal",
]
