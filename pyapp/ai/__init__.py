"""AI players: one search for every game (``search``), a sub-package of players and levels per
game (``pyapp.ai.<game>``), the random player, the hint, and the page's entry point to them all
(``worker``: a view's text in, an action's text out). Each game's ``levels`` module has a ``LEVELS``
dict mapping a level name to a zero-argument factory returning a Player (the registry,
``pyapp.games``, says where); ``make_player`` looks it up."""

from __future__ import annotations

from typing import Any

from pyapp.games import find_game


def levels(game: str) -> dict[str, Any]:
    """The level factories of *game* (raises ValueError for an unknown game)."""
    return find_game(game).player_factories()


def make_player(game: str, level: str) -> Any:
    """A new player of *game* at *level* (raises ValueError for an unknown game or level)."""
    table = levels(game)
    if level not in table:
        raise ValueError(f"unknown level {level!r} for {game}; known: {', '.join(table)}")
    return table[level]()


def untimed(player: Any) -> Any:
    """*player* without its cap on thinking time, if it has one (``time_limit``): its choice then
    depends only on the view and the seed, never on how fast the machine is."""
    if hasattr(player, "time_limit"):
        player.time_limit = None
    return player
