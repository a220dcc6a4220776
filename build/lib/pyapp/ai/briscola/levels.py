"""The Briscola AI levels: level name -> zero-argument factory of a player.

``random`` and ``heuristic`` (:mod:`pyapp.ai.briscola.heuristic`) are the rules engineer's. The
search levels (``easy`` … ``expert``, determinized search over ``view.determinize``) slot in as
one line each here and one name each in the registry's ``levels`` (``pyapp.games``).
"""

from __future__ import annotations

from collections.abc import Callable

from pyapp.ai.briscola.heuristic import BriscolaHeuristicPlayer
from pyapp.ai.random_player import RandomPlayer
from pyapp.briscola.state import BriscolaView


def worker_view(view: BriscolaView) -> BriscolaView:
    """The view the AI worker's player searches: *view* as it is (seats keep their places)."""
    return view


LEVELS: dict[str, Callable[[], object]] = {
    "random": RandomPlayer,
    "heuristic": BriscolaHeuristicPlayer,
}
