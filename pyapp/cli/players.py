"""The players the command-line tools (the arena, the bot, benchmarks/) may make: every level of a
game that ships (``pyapp.ai``) and the levels kept for comparisons (the registry's ``comparisons``,
``pyapp/cli/research/``: never in the site's bundle)."""

from __future__ import annotations

from typing import Any

from pyapp.ai import levels as shipped_levels
from pyapp.games import find_game

__all__ = ["levels", "make_player"]


def levels(game: str) -> dict[str, Any]:
    """The level factories of *game*, the comparison levels last (raises ValueError for an unknown game)."""
    return {**shipped_levels(game), **find_game(game).comparison_factories()}


def make_player(game: str, level: str) -> Any:
    """A new player of *game* at *level* (raises ValueError for an unknown game or level)."""
    table = levels(game)
    if level not in table:
        raise ValueError(f"unknown level {level!r} for {game}; known: {', '.join(table)}")
    return table[level]()
