"""The computer players' entry point in the app: the browser glue (``pyapp.browser``, in the app's
one Pyodide worker) calls :func:`choose` for each computer move and :func:`warm_up` once the first
screen is up; the hint (``pyapp.ai.hint``) calls :func:`choose` too.

The deal review asks for :data:`pyapp.ai.hint.REVIEW_LEVEL` (the Expert without its time cap).

Text crosses the boundary: a seat's view goes in as its text form (``view.to_text()``) and the
chosen action's text comes back (``str(action)``, read with the game's ``parse_action``), or
:data:`ERROR_REPLY` and what went wrong; the same calls run and are tested under CPython. The game's
players search the view its ``worker_view`` gives (``pyapp.games.Game.players``). (The me/opp bot
protocol of each game's ``protocol`` module is for outside bots only.)

>>> from random import Random
>>> from pyapp.scopa import deal
>>> state = deal(Random(7), dealer=0)
>>> state.view(1).hand, state.table
(('6d', '6b', '3c'), ('1b', '2s', '9d', '2c'))
>>> choose("scopa", state.view(1).to_text(), "heuristic", seed=0)
'3c:2s+1b'
>>> choose("scopa", state.view(0).to_text(), "heuristic", seed=0)
'error: no legal play for seat 0: it is not its turn'
"""

from __future__ import annotations

from random import Random

from pyapp.ai import make_player
from pyapp.ai.hint import HINT_LEVEL, REVIEW_LEVEL, review_player
from pyapp.games import find_game

ERROR_REPLY = "error: "
"""How a reply that is not an action begins (no action's text does)."""


def choose(game: str, view_text: str, level: str, seed: int) -> str:
    """The text of the action the *level* player of *game* chooses from the view in *view_text*.

    Never raises: a view that cannot be read, an unknown game or level, a view whose seat is not
    to play (or a bug) is answered with ``"error: <what is wrong>"``.
    """
    try:
        entry = find_game(game)
        view = entry.view_class().from_text(view_text)
        player = review_player(game) if level == REVIEW_LEVEL else make_player(game, level)
        action = player.choose(entry.players_module().worker_view(view), Random(int(seed)))
        return str(action)
    except ValueError as error:  # GameRecordError, IllegalActionError, no legal action
        return f"{ERROR_REPLY}{error}"
    except Exception as error:  # a bug must not break the worker: the page reports it
        return f"{ERROR_REPLY}internal error: {type(error).__name__}: {error}"


def hint_text(game: str, view_text: str, seed: int = 0) -> str:
    """The hint across the worker boundary: a view's text in, the Expert's action's text (or
    ``"error: ..."``) out — :func:`choose` at the Hint's level (``pyapp.ai.hint``)."""
    return choose(game, view_text, HINT_LEVEL, seed)


def warm_up(game: str) -> str:
    """Imports the game's modules so the first real move is not slowed by imports."""
    entry = find_game(game)
    entry.view_class()
    entry.player_factories()
    return "ready"
