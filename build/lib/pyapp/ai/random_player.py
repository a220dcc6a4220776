"""A player that picks a uniformly random legal action: the baseline of every game."""

from __future__ import annotations

from random import Random

from pyapp.engine import ActionT, View


class RandomPlayer:
    """Chooses uniformly among the legal actions of its view (any game)."""

    def choose(self, view: View[ActionT], rng: Random) -> ActionT:
        """A random legal action; raises ValueError when the view has none (not its turn)."""
        legal = list(view.legal_actions())
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        return rng.choice(legal)
