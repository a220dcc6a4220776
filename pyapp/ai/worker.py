"""The AI worker's functions: called from the page through PyScript's worker RPC
(``web/worker.py`` exports them; ``pyapp.ai.hint`` calls them in-process).

Everything crosses the boundary as JSON text (the bot protocol of each game's ``protocol``
module), so the same calls run and are tested under CPython.
"""

from __future__ import annotations

import json
from random import Random
from typing import Any

from pyapp.ai import make_player
from pyapp.games import find_game


def choose(game: str, request_json: str, level: str, seed: int) -> str:
    """The move the *level* player of *game* makes from the view in *request_json*.

    Returns the protocol's action JSON, or ``{"error": ...}`` when the request is bad.
    """
    try:
        protocol: Any = find_game(game).protocol_module()
        view = protocol.view_from_request(json.loads(request_json))
        action = make_player(game, level).choose(view, Random(int(seed)))
        return json.dumps(protocol.action_to_json(action))
    except ValueError as error:
        return json.dumps({"error": str(error)})


def warm_up(game: str) -> str:
    """Imports the game's modules so the first real move is not slowed by imports."""
    entry = find_game(game)
    entry.protocol_module()
    entry.player_factories()
    return "ready"
