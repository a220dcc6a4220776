"""What the shared search (:mod:`pyapp.ai.search`) needs to know about Tressette.

* **The value of a deal** (:func:`deal_value`), in [0, 1] for one side: the rounded points of the
  deal (what the match adds up: 11 per deal) first, the thirds second (a third more is worth a little
  even when the rounding hides it). Accusi are left out: they are declared in the first trick
  whatever the play, so they move every action's value alike.
* **A world's value of each action** (:meth:`TressetteModel.world_values`, the hook
  :func:`~pyapp.ai.search.pimc` calls): the action is played in the sampled world and the deal is
  finished by :func:`~pyapp.ai.tressette.playout.play_out` — every seat plays the heuristic's card
  from its own hand, the trick and the words, so nobody in a playout uses the cards the world reveals
  — and the finished deal is valued. Every action is tried in the same worlds (a paired comparison).
  A lead with its word and the same lead in silence are two actions: the playout's partner answers a
  *busso* (its best card of the suit, then the suit returned), so the search decides whether to speak
  by their values; what it says is fixed by its hand (the engine offers only the true word).
* **The worlds** are ``view.determinize`` (:mod:`pyapp.tressette.worlds`): every card played, every
  void, every word and every accuso holds in each of them (spec §11.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from pyapp.ai.tressette.playout import play_out, playout_card
from pyapp.engine import Seat
from pyapp.tressette.actions import Declare, PlayCard, TressetteAction
from pyapp.tressette.rules import DEAL_POINTS, DEAL_THIRDS
from pyapp.tressette.scoring import rounded
from pyapp.tressette.state import TressetteState, TressetteView
from pyapp.tricks import side_of

__all__ = ["THIRDS_WEIGHT", "TressetteModel", "deal_value", "declare_first"]

THIRDS_WEIGHT = 0.1
"""The share of a deal's value that its thirds decide (the rest: its rounded points)."""


def deal_value(thirds: Sequence[int], side: int) -> float:
    """The value in [0, 1] of a finished deal with *thirds* per side, for *side*.

    >>> [round(deal_value(thirds, 0), 4) for thirds in ((35, 0), (0, 35), (18, 17), (17, 18), (20, 15))]
    [1.0, 0.0, 0.5423, 0.4577, 0.5481]
    """
    points = rounded(thirds)
    mine, other = points[side], points[1 - side]
    point_margin = (mine - other) / DEAL_POINTS
    third_margin = (thirds[side] - thirds[1 - side]) / DEAL_THIRDS
    return 0.5 + 0.5 * ((1 - THIRDS_WEIGHT) * point_margin + THIRDS_WEIGHT * third_margin)


class TressetteModel:
    """Tressette for the shared search: sides, the value of a deal, and the playouts that value a
    world's actions (see the module's text)."""

    __slots__ = ("players",)

    def __init__(self, players: int) -> None:
        self.players = players

    def team(self, seat: Seat) -> int:
        """The side of *seat*: its partnership with four players, else the seat itself."""
        return side_of(seat, self.players)

    def utility(self, state: TressetteState, seat: Seat) -> float:
        """The value of a finished deal for the side of *seat*."""
        return deal_value(state.thirds(), self.team(seat))

    def evaluate(self, state: TressetteState, seat: Seat) -> float:
        """The value for the side of *seat* of the deal finished by a playout from *state*."""
        return deal_value(play_out(state), self.team(seat))

    def playout_action(self, state: TressetteState, rng: Random) -> TressetteAction:
        """The heuristic's card and word (the playouts' policy; it draws nothing from *rng*)."""
        card, word = playout_card(state)
        return PlayCard(card, word)

    def order(self, state: TressetteState, actions: Sequence[TressetteAction]) -> Sequence[TressetteAction]:
        """The actions as they come (the search values every action in every world)."""
        return actions

    def world_values(self, world: TressetteState, legal: Sequence[TressetteAction], depth: int,
                     seat: Seat) -> list[float]:
        """The value for *seat*'s side of each action of *legal* in *world*: the action, then a
        playout to the end (*depth* is not used: a playout always finishes the deal)."""
        side = self.team(seat)
        return [deal_value(play_out(world.play_legal(action)), side) for action in legal]


def declare_first(view: TressetteView) -> TressetteAction | None:
    """The first accuso the seat may declare (the spec's computers always declare, §13 #5), else
    None: the search decides."""
    for action in view.legal_actions():
        if isinstance(action, Declare):
            return action
    return None
