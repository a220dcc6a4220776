"""What the shared search (:mod:`pyapp.ai.search`) needs to know about Briscola, and the exact
two-player endgame.

* **The value of a game** (:func:`game_value`), in [0, 1] for one side: the result first (a win
  0.9, a draw 0.5, a loss 0.1), the card margin second (± 0.1 at 120 to 0), since the match counts
  games won; in the ``points`` format, where the match adds card points up, the margin alone.
  With three players a side is one seat: it wins with the highest total alone, draws sharing it,
  and its margin is over the mean of the other two.
* **A world's value of each action** (:meth:`BriscolaModel.world_values`, the hook
  :func:`~pyapp.ai.search.pimc` calls): the action is played in the sampled world and the game is
  finished by :func:`~pyapp.ai.briscola.playout.play_out` — every seat plays the heuristic's card
  from its own hand and the trick, so nobody in a playout uses the cards the world reveals, and
  a two-player game is solved exactly once the stock is exhausted — and the finished game is
  valued. Every action is tried in the same worlds (a paired comparison). This is flat Monte
  Carlo over PIMC's worlds: alpha-beta in a world would let the opponent play as if it saw the
  searching seat's hand and the order of the stock (a minimax over the current trick is kept for
  comparison in ``pyapp/cli/research/briscola_variants.py``, not yet measured against this one).
* **Three players, each for themselves**: the search needs no paranoid reduction. In a playout
  each opponent plays for itself (the heuristic's own rules at three), and a world's value is the
  searching seat's own result (:func:`game_value` of its seat): a value per seat, not a coalition
  of the other two against it. :meth:`BriscolaModel.team` is the seat itself.
* **Four players**: the two partnerships; a world's value is the searching seat's side's. The
  partner's hand is hidden like the opponents' (sampled in every world) unless the
  ``partner_hand_at_end`` option shows it, which the view then carries.
* **The two-player endgame** (:func:`endgame_play`): once the stock is exhausted, each player knows
  the other's hand (every other card has been seen), so the game is one of perfect information and
  :func:`~pyapp.ai.briscola.playout.endgame_points` solves it; the levels that search play the
  exact best card there.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from pyapp.ai.briscola.heuristic import choose_card, cost
from pyapp.ai.briscola.playout import endgame_values, play_out
from pyapp.briscola.actions import PLAY_ACTIONS, BriscolaAction, Exchange
from pyapp.briscola.rules import TOTAL_POINTS, side_of
from pyapp.briscola.state import BriscolaState, BriscolaView
from pyapp.briscola_options import BriscolaOptions
from pyapp.engine import Seat

__all__ = ["BriscolaModel", "endgame_play", "game_value", "playout_action"]

WIN, DRAW, LOSS = 0.9, 0.5, 0.1
"""The value of a game won, drawn or lost, before its margin."""
MARGIN = 0.1
"""How far a game's card margin moves its value (120 to 0: by MARGIN; in the ``points`` format the
margin is the whole value)."""


def game_value(points: Sequence[int], side: int, by_points: bool = False) -> float:
    """The value in [0, 1] of a finished game with *points* per side, for *side*.

    >>> [round(game_value(points, 0), 4) for points in ((61, 59), (60, 60), (0, 120), (50, 40, 30), (45, 45, 30))]
    [0.9017, 0.5, 0.0, 0.9125, 0.5062]
    >>> round(game_value((70, 50), 0, by_points=True), 4)
    0.5833
    """
    mine = points[side]
    # over the other side, or over the mean of the other two seats
    margin = mine - (TOTAL_POINTS - mine) / (len(points) - 1)
    best_other = max(total for other, total in enumerate(points) if other != side)
    if by_points:
        return 0.5 + 0.5 * margin / TOTAL_POINTS
    result = DRAW if mine == best_other else WIN if mine > best_other else LOSS
    return result + MARGIN * margin / TOTAL_POINTS


def playout_action(state: BriscolaState) -> BriscolaAction:
    """The heuristic's action in *state*: the exchange when it may, else its card from the mover's
    own hand and the trick (what :func:`~pyapp.ai.briscola.playout.play_out` plays)."""
    legal = state.legal_actions()
    last = legal[-1]
    if type(last) is Exchange:
        return last
    seat = state.to_play
    assert seat is not None
    return PLAY_ACTIONS[choose_card(state.hands[seat], state.trick, state.trump, seat, state.players)]


class BriscolaModel:
    """Briscola for the shared search: sides, the value of a game, and the playouts that value a
    world's actions (see the module's text)."""

    __slots__ = ("players", "by_points", "exact")

    def __init__(self, options: BriscolaOptions, exact: bool = True) -> None:
        self.players = options.players
        self.by_points = options.format == "points"
        self.exact = exact
        """Whether playouts finish a two-player game exactly once the stock is exhausted."""

    def team(self, seat: Seat) -> int:
        """The side of *seat*: its partnership with four players, else the seat itself."""
        return side_of(seat, self.players)

    def utility(self, state: BriscolaState, seat: Seat) -> float:
        """The value of a finished game for the side of *seat*."""
        return game_value(state.points(), self.team(seat), self.by_points)

    def evaluate(self, state: BriscolaState, seat: Seat) -> float:
        """The value for the side of *seat* of the game finished by a playout from *state*."""
        return game_value(play_out(state, self.exact), self.team(seat), self.by_points)

    def playout_action(self, state: BriscolaState, rng: Random) -> BriscolaAction:
        """The heuristic's action (the playouts' policy; it draws nothing from *rng*)."""
        return playout_action(state)

    def order(self, state: BriscolaState, actions: Sequence[BriscolaAction]) -> Sequence[BriscolaAction]:
        """The actions as they come (the search values every action in every world)."""
        return actions

    def world_values(self, world: BriscolaState, legal: Sequence[BriscolaAction], depth: int,
                     seat: Seat) -> list[float]:
        """The value for *seat*'s side of each action of *legal* in *world*: the action, then a
        playout to the end (*depth* is not used: a playout always finishes the game)."""
        return [self.evaluate(world.play_legal(action), seat) for action in legal]


def endgame_play(view: BriscolaView) -> BriscolaAction | None:
    """The exact best card of a two-player game whose stock is exhausted (None otherwise: the search
    decides). Of the cards that make the most points, the heuristic's own if it is one, else the
    cheapest."""
    if view.options.players != 2 or view.stock_count or view.to_play != view.seat or not view.hand:
        return None
    other = view.known_hands()[1 - view.seat] + view.unseen()
    led = view.trick[0][1] if view.trick else None
    values = endgame_values(view.hand, other, led, view.trump)
    best = max(values)
    optimal = [card for card, value in zip(view.hand, values, strict=True) if value == best]
    preferred = choose_card(view.hand, view.trick, view.trump, view.seat, 2)
    if preferred in optimal:
        return PLAY_ACTIONS[preferred]
    return PLAY_ACTIONS[min(optimal, key=lambda card: cost(card, view.trump))]
