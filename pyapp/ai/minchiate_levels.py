"""The Minchiate AI levels: level name -> zero-argument factory of a player."""

from __future__ import annotations

from collections.abc import Callable

from pyapp.ai.minchiate_heuristic import MinchiateHeuristicPlayer
from pyapp.ai.random_player import RandomPlayer

LEVELS: dict[str, Callable[[], object]] = {
    "random": RandomPlayer,
    "heuristic": MinchiateHeuristicPlayer,
}
