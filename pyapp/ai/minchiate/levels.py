"""The Minchiate AI levels: level name -> zero-argument factory of a player.

``random`` and ``heuristic`` are the rules engineer's; ``easy``, ``medium``, ``hard`` and
``expert`` come from :mod:`pyapp.ai.minchiate.evaluation` (a beginner heuristic with mistakes, the
clean heuristic, and flat Monte Carlo with heuristic rollouts at two budgets and margins). The former
Hard, the shared ISMCTS (``ismcts``), is a level of the arena and the bot only: it does not ship
(:mod:`pyapp.cli.research.minchiate_ismcts`).
"""

from __future__ import annotations

from collections.abc import Callable

from pyapp.ai.minchiate.evaluation import SEARCH_LEVELS
from pyapp.ai.minchiate.heuristic import MinchiateHeuristicPlayer
from pyapp.ai.random_player import RandomPlayer
from pyapp.minchiate.state import MinchiateView


def worker_view(view: MinchiateView) -> MinchiateView:
    """The view the AI worker's player searches: *view* as it is (seats keep their places)."""
    return view


LEVELS: dict[str, Callable[[], object]] = {
    "random": RandomPlayer,
    "heuristic": MinchiateHeuristicPlayer,
    **SEARCH_LEVELS,
}
