"""The partner conventions of Tressette's signals (spec §6.2, decisions 12 and 14) as a prior on the
search's choice: the Hard and Expert levels pass :func:`convention_choice` as their ``prior``.

The search values every action in the same sampled worlds; when several actions are worth the same
within the worlds' noise (:func:`~pyapp.ai.search.near_best`: within ``NOISE`` paired standard errors of
the best value), the convention decides among them, and it never overrides an action the search values
clearly higher:

* **After the partner's *busso*** ("I still hold a top card of this suit: win it with your best and
  come back to this suit"): leading, when the partner's latest lead was said with *busso*
  (:func:`~pyapp.ai.tressette.heuristic.partner_busso_suit`) and the seat holds that suit, the lead goes
  to the asked suit: the best valued of its near-best leads there (card and word as the search valued
  them).
* **After the partner's *volo*** ("this was my last card of the suit"): following his lead in its suit,
  the seat does not waste an honour (a 3, 2 or Asso of the suit) while a card of the suit that is not an
  honour is legal: when the search's choice is an honour that is not sure to take the trick (it does not
  beat the trick's best card, or a card still out of the seat's sight beats it) and is not an Asso
  loaded onto a trick the partner surely takes (a *carico*, a point for the side), the best valued
  near-best non-honour of the suit is played instead.

Everything read is the view's (the trick, the words, the cards not yet seen) and the search's result.
"""

from __future__ import annotations

from pyapp.ai.search import SearchResult, near_best
from pyapp.ai.tressette.heuristic import cards_out, is_master, partner_busso_suit
from pyapp.tressette.actions import PlayCard, TressetteAction
from pyapp.tressette.rules import HONOUR, STRENGTH, SUIT, VALUE, Card, trick_winner
from pyapp.tressette.state import TressetteView
from pyapp.tricks import partner_of

__all__ = ["NOISE", "convention_choice", "wastes_honour"]

NOISE = 2.0
"""How many paired standard errors below the best value an action may be and still count as equal (two:
the asked suit is returned far more often than with one, at no measured cost; benchmarks/RESULTS.md)."""


def convention_choice(view: TressetteView, result: SearchResult, noise: float | None = None) -> TressetteAction | None:
    """The action the partner conventions prefer among those the search values alike (within *noise*
    paired standard errors of its best, ``NOISE`` when None), or None (the search's choice stands)."""
    errors = NOISE if noise is None else noise
    chosen = result.action
    if not isinstance(chosen, PlayCard):
        return None
    if not view.trick:
        asked = partner_busso_suit(view)
        if asked is None or SUIT[chosen.card] == asked:
            return None
        return _best_of(result, [action for action in near_best(result, errors)
                                 if isinstance(action, PlayCard) and SUIT[action.card] == asked])
    if not wastes_honour(view, chosen.card):
        return None
    led = SUIT[view.trick[0][1]]
    return _best_of(result, [action for action in near_best(result, errors)
                             if isinstance(action, PlayCard) and SUIT[action.card] == led
                             and not HONOUR[action.card]])


def wastes_honour(view: TressetteView, card: Card) -> bool:
    """Whether playing *card* to the partner's *volo* lead wastes an honour, as far as the view tells: an
    honour of the led suit, a non-honour of the suit legal too, and *card* neither sure to take the trick
    nor an Asso loaded onto a trick the partner surely takes."""
    trick = view.trick
    partner = partner_of(view.seat, view.options.players)
    if not trick or trick[0][0] != partner or view.word != "volo" or not HONOUR[card]:
        return False
    led = SUIT[trick[0][1]]
    if SUIT[card] != led or not any(SUIT[other] == led and not HONOUR[other] for other in view.hand):
        return False
    out = cards_out(view)
    winner = trick_winner(trick)
    best = next(played for seat, played in trick if seat == winner)
    if STRENGTH[card] > STRENGTH[best] and is_master(card, out):
        return False  # it takes the trick whatever comes after
    carico = VALUE[card] == 1 and winner == partner and is_master(best, out)
    return not carico


def _best_of(result: SearchResult, actions: list[TressetteAction]) -> TressetteAction | None:
    """The best valued of *actions* in *result* (None when there is none)."""
    return max(actions, key=lambda action: result.values[action], default=None)
