"""The yardstick of Tressette's levels in ``benchmarks/RESULTS.md``: a rule-based player of the kind a
card-game app ships (level ``baseline`` of the arena and the bot, a comparison level: it never ships).
It follows the rules of thumb issue #45 names, nothing more:

* **lead from length**: its longest suit, the weakest card of it (ties: the suit of the weaker card);
* **win cheaply**: following, when an opponent holds the trick and a card of the led suit beats it,
  the weakest such card;
* **follow low**: otherwise the card worth the least (thirds first, then trick strength), also on a
  trick its partner holds;
* **honour the signals**: it speaks the true word on every lead (signals on); on its partner's
  *busso* it plays its best card of the suit and, leading next, returns that suit (its weakest card of
  it); after a *volo* it does not spend an honour on the suit unless it takes the trick cheaply.

It declares every accuso it holds, first. It counts no cards (no *master* cards, no *carico* on a
partner's sure trick) and never looks ahead. It is written from those rules alone, apart from the
shipped ``heuristic`` (:mod:`pyapp.ai.tressette.heuristic`), which counts cards.

Also here, level ``expert-silent``: the Expert that never speaks (it still reads every word said
to it): against ``expert`` on the same deals (``benchmarks/arena_logs.py compare``) it measures what
speaking is worth to the Expert's side. And ``hard-plain`` / ``expert-plain``: Hard and Expert without
the partner conventions' prior (:mod:`pyapp.ai.tressette.conventions`), the search's choice as it
comes: against ``hard`` / ``expert`` they measure what the prior costs or gains. ``hard-narrow``: Hard
whose prior counts as equal only what is within one standard error (``NOISE`` is two), to weigh that choice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from random import Random

from pyapp.ai.search import SearchPlayer
from pyapp.ai.tressette.conventions import convention_choice
from pyapp.ai.tressette.heuristic import cost, partner_busso_suit
from pyapp.ai.tressette.levels import expert, hard
from pyapp.tressette.actions import Declare, PlayCard, TressetteAction
from pyapp.tressette.rules import STRENGTH, SUIT, Card, trick_winner
from pyapp.tressette.state import TressetteView
from pyapp.tricks import partner_of

__all__ = ["LEVELS", "AppRulesPlayer", "SilentView", "plain_expert", "plain_hard", "silent_expert", "narrow_hard",
           "with_prior"]


class AppRulesPlayer:
    """Leads from length, wins cheaply, follows low, honours the signals; declares every accuso."""

    def choose(self, view: TressetteView, rng: Random) -> TressetteAction:
        """The action for the seat of *view*; ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        declare = next((action for action in legal if isinstance(action, Declare)), None)
        if declare is not None:
            return declare
        cards = [action.card for action in legal if isinstance(action, PlayCard) and not action.word]
        card = self.lead(view, cards) if not view.trick else self.follow(view, cards)
        spoken = [action for action in legal if isinstance(action, PlayCard) and action.card == card]
        return spoken[-1]  # the word, when the lead may carry one, comes after the plain card

    def lead(self, view: TressetteView, cards: Sequence[Card]) -> Card:
        """The weakest card of the partner's *busso* suit, else of the longest suit."""
        asked = partner_busso_suit(view)
        suited = [card for card in cards if SUIT[card] == asked]
        if suited:
            return min(suited, key=lambda card: STRENGTH[card])
        length = {suit: sum(1 for card in cards if SUIT[card] == suit) for suit in "dcsb"}
        return min(cards, key=lambda card: (-length[SUIT[card]], STRENGTH[card]))

    def follow(self, view: TressetteView, cards: Sequence[Card]) -> Card:
        """The best card on the partner's *busso*, else the weakest winning card against an opponent,
        else the card worth the least."""
        trick = view.trick
        led = SUIT[trick[0][1]]
        partner = partner_of(view.seat, view.options.players)
        if trick[0][0] == partner and view.word == "busso" and SUIT[cards[0]] == led:
            return max(cards, key=lambda card: STRENGTH[card])
        winner = trick_winner(trick)
        if winner != partner:
            best = next(card for seat, card in trick if seat == winner)
            winning = [card for card in cards if SUIT[card] == led and STRENGTH[card] > STRENGTH[best]]
            if winning:
                return min(winning, key=lambda card: STRENGTH[card])
        return min(cards, key=cost)


class SilentView:
    """A view whose legal actions leave out every lead with a word (the rest is the view's)."""

    def __init__(self, view: TressetteView) -> None:
        self.view = view
        self.seat = view.seat

    def legal_actions(self) -> tuple[TressetteAction, ...]:
        """The view's legal actions but the spoken leads."""
        return tuple(action for action in self.view.legal_actions()
                     if not (isinstance(action, PlayCard) and action.word))

    def determinize(self, rng: Random) -> object:
        """A world of the view (every word said so far kept)."""
        return self.view.determinize(rng)


def silent_expert() -> SearchPlayer:
    """The Expert, searching only the silent leads."""
    player = expert()
    player.infer = SilentView
    return player


def with_prior(player: SearchPlayer, prior: Callable[..., object] | None) -> SearchPlayer:
    """*player* with its convention prior replaced by *prior* (None: the search's choice as it comes)."""
    player.prior = prior
    return player


def plain_hard() -> SearchPlayer:
    """Hard without the partner conventions' prior."""
    return with_prior(hard(), None)


def plain_expert() -> SearchPlayer:
    """The Expert without the partner conventions' prior."""
    return with_prior(expert(), None)


def narrow_hard() -> SearchPlayer:
    """Hard whose convention prior counts as equal only the actions within one paired standard error."""
    return with_prior(hard(), partial(convention_choice, noise=1.0))


LEVELS: dict[str, Callable[[], object]] = {"baseline": AppRulesPlayer, "expert-silent": silent_expert,
                                           "hard-plain": plain_hard, "expert-plain": plain_expert,
                                           "hard-narrow": narrow_hard}
"""The comparison levels of Tressette (the registry's ``comparisons``)."""
