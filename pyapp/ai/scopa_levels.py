"""The Scopa AI levels: level name -> zero-argument factory of a player."""

from __future__ import annotations

from collections.abc import Callable

from pyapp.ai.random_player import RandomPlayer
from pyapp.ai.scopa_heuristic import ScopaHeuristicPlayer

LEVELS: dict[str, Callable[[], object]] = {
    "random": RandomPlayer,
    "heuristic": ScopaHeuristicPlayer,
}
