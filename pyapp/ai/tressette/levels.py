"""The Tressette AI levels: level name -> zero-argument factory of a player.

* ``random`` — any legal action (a baseline).
* ``heuristic`` — the rule-based player (:mod:`pyapp.ai.tressette.heuristic`): declares its accusi,
  speaks the true word on every lead, cashes its master cards, takes tricks cheaply and gives its
  partner points.

The search levels (easy … expert) come later, one line each here. Every level sees the view only;
the fairness test (``tests/test_ai_fairness.py``) checks that no decision depends on a hidden card.
"""

from __future__ import annotations

from collections.abc import Callable

from pyapp.ai.random_player import RandomPlayer
from pyapp.ai.tressette.heuristic import TressetteHeuristicPlayer
from pyapp.tressette.state import TressetteView


def worker_view(view: TressetteView) -> TressetteView:
    """The view the AI worker's player searches: *view* as it is (seats keep their places)."""
    return view


LEVELS: dict[str, Callable[[], object]] = {
    "random": RandomPlayer,
    "heuristic": TressetteHeuristicPlayer,
}
