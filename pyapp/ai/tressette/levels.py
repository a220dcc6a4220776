"""The Tressette AI levels: level name -> zero-argument factory of a player.

* ``random`` — any legal action (a baseline).
* ``heuristic`` — the rule-based player (:mod:`pyapp.ai.tressette.heuristic`): declares its accusi,
  speaks the true word on every lead, cashes its master cards, takes tricks cheaply and gives its
  partner points.
* ``easy`` / ``medium`` — the heuristic with careless turns (3 in 4 / 2 in 5 of its turns).
* ``hard`` / ``expert`` — PIMC (:func:`pyapp.ai.search.pimc`) over worlds that keep every void, word
  and accuso (``view.determinize``), each action valued by the heuristic's playout to the end of the
  deal (:mod:`pyapp.ai.tressette.evaluation`); they declare every accuso first. A lead with its word
  and in silence are valued apart: the search decides whether to speak, the hand decides what.
  Expert: more worlds, capped at EXPERT_TIME_LIMIT seconds in play. Among actions the search values
  alike (within its worlds' noise), the partner conventions decide (:mod:`pyapp.ai.tressette.conventions`):
  leading, they return the suit the partner asked for with *busso*; following the partner's *volo*,
  they keep an honour of the suit that would be wasted.

Every level sees the view only; the fairness test (``tests/test_ai_fairness.py``) checks that no
decision depends on a hidden card.
"""

from __future__ import annotations

from collections.abc import Callable

from pyapp.ai.random_player import RandomPlayer
from pyapp.ai.search import SearchPlayer
from pyapp.ai.tressette.conventions import convention_choice
from pyapp.ai.tressette.evaluation import TressetteModel, declare_first
from pyapp.ai.tressette.heuristic import CarelessTressettePlayer, TressetteHeuristicPlayer
from pyapp.tressette.state import TressetteView

EASY_CARELESS = 0.75
MEDIUM_CARELESS = 0.4
HARD_WORLDS = 16
EXPERT_WORLDS = 120
EXPERT_TIME_LIMIT = 0.85


def worker_view(view: TressetteView) -> TressetteView:
    """The view the AI worker's player searches: *view* as it is (seats keep their places)."""
    return view


def _model(view: TressetteView) -> TressetteModel:
    return TressetteModel(view.options.players)


def easy() -> CarelessTressettePlayer:
    """The heuristic on a quarter of its turns."""
    return CarelessTressettePlayer(EASY_CARELESS)


def medium() -> CarelessTressettePlayer:
    """The heuristic on 60% of its turns."""
    return CarelessTressettePlayer(MEDIUM_CARELESS)


def hard() -> SearchPlayer:
    """PIMC over HARD_WORLDS worlds, heuristic playouts, the partner conventions among near-equal actions."""
    return SearchPlayer(_model, algorithm="pimc", iterations=HARD_WORLDS, depth=1, exact=declare_first,
                        prior=convention_choice)


def expert() -> SearchPlayer:
    """PIMC over EXPERT_WORLDS worlds, heuristic playouts, the partner conventions among near-equal actions,
    capped at EXPERT_TIME_LIMIT seconds in play."""
    return SearchPlayer(_model, algorithm="pimc", iterations=EXPERT_WORLDS, depth=1, exact=declare_first,
                        time_limit=EXPERT_TIME_LIMIT, prior=convention_choice)


LEVELS: dict[str, Callable[[], object]] = {
    "random": RandomPlayer,
    "heuristic": TressetteHeuristicPlayer,
    "easy": easy,
    "medium": medium,
    "hard": hard,
    "expert": expert,
}
