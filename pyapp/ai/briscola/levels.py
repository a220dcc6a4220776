"""The Briscola AI levels: level name -> zero-argument factory of a player.

* ``random`` — any legal action (a baseline).
* ``heuristic`` — the rule-based player (:mod:`pyapp.ai.briscola.heuristic`): takes points with
  the cheapest winning card, keeps its trumps for points, throws its cheapest card.
* ``easy`` — a beginner: the heuristic on a quarter of its turns, on the others what catches its
  eye (:class:`EasyBriscolaPlayer` with EASY_CARELESS).
* ``medium`` — the same learner with fewer mistakes (MEDIUM_CARELESS of its turns).
* ``hard`` — the shared search (:func:`pyapp.ai.search.pimc`) on the Briscola model
  (:mod:`pyapp.ai.briscola.evaluation`): HARD_WORLDS worlds sampled from the view, each action
  valued by a heuristic playout to the end of the game in every world; the exact endgame of the
  two-player game. With so few worlds it plays about as well as the heuristic itself (it mends
  its clear mistakes and solves the endgame): the heuristic without mistakes measured no better than
  Hard, so Medium keeps some (benchmarks/RESULTS.md, Briscola).
* ``expert`` — the same search with EXPERT_WORLDS worlds, capped at EXPERT_TIME_LIMIT seconds of
  wall time in interactive play (it then stops after the current world).

Every level sees the view only: the worlds are ``view.determinize`` (the cards played, the face-up
card and who drew it, the exchanges, the partner's hand only when the option shows it), and the
fairness test (``tests/test_ai_fairness.py``) checks that no decision depends on a hidden card.
"""

from __future__ import annotations

from collections.abc import Callable

from pyapp.ai.briscola.evaluation import BriscolaModel, endgame_play
from pyapp.ai.briscola.heuristic import BriscolaHeuristicPlayer, EasyBriscolaPlayer
from pyapp.ai.random_player import RandomPlayer
from pyapp.ai.search import SearchPlayer
from pyapp.briscola.state import BriscolaView

EASY_CARELESS = 0.75
MEDIUM_CARELESS = 0.4
HARD_WORLDS = 24
EXPERT_WORLDS = 300
EXPERT_TIME_LIMIT = 0.85


def worker_view(view: BriscolaView) -> BriscolaView:
    """The view the AI worker's player searches: *view* as it is (seats keep their places)."""
    return view


def _model(view: BriscolaView) -> BriscolaModel:
    return BriscolaModel(view.options)


def easy() -> EasyBriscolaPlayer:
    """The heuristic on a quarter of its turns."""
    return EasyBriscolaPlayer(EASY_CARELESS)


def medium() -> EasyBriscolaPlayer:
    """The heuristic on 60% of its turns."""
    return EasyBriscolaPlayer(MEDIUM_CARELESS)


def hard() -> SearchPlayer:
    """PIMC over HARD_WORLDS worlds, heuristic playouts, the exact two-player endgame."""
    return SearchPlayer(_model, algorithm="pimc", iterations=HARD_WORLDS, depth=1, exact=endgame_play)


def expert() -> SearchPlayer:
    """PIMC over EXPERT_WORLDS worlds, heuristic playouts, the exact two-player endgame, capped at
    EXPERT_TIME_LIMIT seconds in play."""
    return SearchPlayer(_model, algorithm="pimc", iterations=EXPERT_WORLDS, depth=1, exact=endgame_play,
                        time_limit=EXPERT_TIME_LIMIT)


LEVELS: dict[str, Callable[[], object]] = {
    "random": RandomPlayer,
    "heuristic": BriscolaHeuristicPlayer,
    "easy": easy,
    "medium": medium,
    "hard": hard,
    "expert": expert,
}
