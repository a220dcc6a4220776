"""The Hint control's brain: the move the Expert level would play (a practice aid), and the deal
review's Expert.

The UI asks for it through the AI worker (``pyapp.ai.worker.choose`` at :data:`HINT_LEVEL`,
or ``pyapp.ai.worker.hint_text``) with the view of the human's seat and highlights the returned
action, marked clearly as a hint; :func:`hint` is the same on a view object. It sees exactly
what the human sees — a View — so a hint can never reveal a hidden card.

The deal review asks the worker at :data:`REVIEW_LEVEL`: the same Expert, from the view the player had at each
of their moves, without the cap on its thinking time that keeps a game moving, so that the review
shows the same choice every time it is opened, on any machine.
"""

from __future__ import annotations

from random import Random
from typing import Any

from pyapp.ai import make_player, untimed

HINT_LEVEL = "expert"
REVIEW_LEVEL = "expert-untimed"
"""The deal review's level: the Expert without its time cap (:func:`review_player`). Not a level of
the settings, the arena or the bot: only the AI worker knows it."""


def hint(game: str, view: Any, seed: int = 0) -> Any:
    """The action the Expert level of *game* would choose from *view* (same seed, same hint).

    Raises ValueError when the view has no legal action (not the seat's turn).
    """
    return make_player(game, HINT_LEVEL).choose(view, Random(int(seed)))


def review_player(game: str) -> Any:
    """The deal review's Expert of *game*: the Expert level without its time cap."""
    return untimed(make_player(game, HINT_LEVEL))
