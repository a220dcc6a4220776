"""AI players. Each game has a module ``pyapp.ai.<game>_levels`` with a ``LEVELS`` dict that
maps a level name to a zero-argument factory returning a Player; ``make_player`` looks it up."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

GAMES: tuple[str, ...] = ("scopa", "minchiate")
# The level names of each game, known without importing the players (the page's main thread
# checks names with these; the AI worker imports the players).  tests/test_ai_search.py keeps
# them equal to the LEVELS tables.
LEVEL_NAMES: dict[str, tuple[str, ...]] = {
    "scopa": ("random", "heuristic", "easy", "medium", "hard", "expert", "pimc-baseline"),
    "minchiate": ("random", "heuristic", "easy", "medium", "hard", "expert", "ismcts"),
}


def levels(game: str) -> dict[str, Callable[[], Any]]:
    """The level factories of *game* (raises ValueError for an unknown game)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; known: {', '.join(GAMES)}")
    module = importlib.import_module(f"pyapp.ai.{game}_levels")
    table: dict[str, Callable[[], Any]] = module.LEVELS
    return table


def make_player(game: str, level: str) -> Any:
    """A new player of *game* at *level* (raises ValueError for an unknown level)."""
    table = levels(game)
    if level not in table:
        raise ValueError(f"unknown level {level!r} for {game}; known: {', '.join(table)}")
    return table[level]()
