"""The Hint control's brain: the move the Expert level would play (a practice aid).

The UI asks for it through the AI worker (``pyapp.ai.worker.choose`` at :data:`HINT_LEVEL`,
or :func:`hint_text` in-process) with the view of the human's seat and highlights the returned
action, marked clearly as a hint; :func:`hint` is the same on a view object. It sees exactly
what the human sees — a View — so a hint can never reveal a hidden card.
"""

from __future__ import annotations

from random import Random
from typing import Any

from pyapp.ai import make_player

HINT_LEVEL = "expert"


def hint(game: str, view: Any, seed: int = 0) -> Any:
    """The action the Expert level of *game* would choose from *view* (same seed, same hint).

    Raises ValueError when the view has no legal action (not the seat's turn).
    """
    return make_player(game, HINT_LEVEL).choose(view, Random(int(seed)))


def hint_text(game: str, view_text: str, seed: int = 0) -> str:
    """:func:`hint` across the worker boundary: a view's text in, the action's text (or
    ``"error: ..."``) out — the worker's ``choose`` at the Expert level."""
    from pyapp.ai.worker import choose

    return choose(game, view_text, HINT_LEVEL, seed)
