"""The Expert's compact world search (pyapp.ai.scopa.world_search) returns exactly the generic
alpha-beta's values, so the Expert plays the same moves with it; and so do the research variants
on it (pyapp.cli.research)."""

from __future__ import annotations

from random import Random

import pytest

from pyapp.ai import search
from pyapp.ai.scopa.evaluation import ScopaModel
from pyapp.ai.scopa.heuristic import ScopaHeuristicPlayer
from pyapp.ai.scopa.horizon import horizon_features, horizon_values
from pyapp.ai.scopa.inference import InferringView
from pyapp.ai.scopa.learned import FittedScopaModel
from pyapp.ai.scopa.learned_weights import LEARNED_WEIGHTS
from pyapp.ai.scopa.levels import EXPERT_DEPTH, EXPERT_WORLDS, expert
from pyapp.ai.scopa.world_search import ExpertModel
from pyapp.ai.search import alphabeta, successor
from pyapp.cli.research.scopa_fitted import FITTED_WEIGHTS, basic_leaf, basic_position
from pyapp.cli.research.scopa_variants import LEAF_SPREAD, SpreadModel, blind_values
from pyapp.scopa import ScopaRules, ScopaView, deal


def positions(count: int, seed: int, rules: ScopaRules | None = None) -> list[ScopaView]:
    """Views with a choice along heuristic self-play, every stage of the deal, match scores varied."""
    rng = Random(seed)
    player = ScopaHeuristicPlayer()
    views: list[ScopaView] = []
    while len(views) < count:
        state = deal(rng, dealer=rng.randrange(2), rules=rules or ScopaRules())
        target = state.rules.target
        score = (rng.randrange(target), rng.randrange(target))
        while not state.is_over:
            view = state.view(state.to_play, score)
            if len(view.legal_actions()) > 1 and rng.random() < 0.3:
                views.append(view)
            state = state.play(player.choose(view, rng))
    return views[:count]


def generic_values(model: ExpertModel, world, legal, depth: int, seat: int) -> list[float]:
    return [alphabeta(successor(world, play), depth, model, seat & 1, seat) for play in legal]


# Two evaluations on the walk: the learned one that ships (the horizon features read the hands), and the
# 13 fitted features of the research variant (its own leaf reader).
EVALUATIONS = {"fitted": (FITTED_WEIGHTS, basic_position, basic_leaf),
               "learned": (LEARNED_WEIGHTS, horizon_features, horizon_values)}


@pytest.mark.parametrize("evaluation", list(EVALUATIONS))
@pytest.mark.parametrize("depth", [1, 2, 3, EXPERT_DEPTH - 1, 8])
def test_world_values_equal_the_generic_alpha_betas_exactly(depth: int, evaluation: str) -> None:
    rng = Random(depth)
    for view in positions(40, 100 + depth):
        legal = list(view.legal_actions())
        for match_score in (view.match_score, None):
            model = ExpertModel(match_score, *EVALUATIONS[evaluation])
            world = view.determinize(rng)
            fast = model.world_values(world, legal, depth, view.seat)
            assert fast == generic_values(model, world, legal, depth, view.seat), (str(view), depth)


@pytest.mark.parametrize("evaluation", list(EVALUATIONS))
def test_world_values_reach_the_end_of_the_deal_exactly(evaluation: str) -> None:
    """Near the end the search meets the last take and the deal's points (no scopa on the last play)."""
    rng = Random(7)
    late = [view for view in positions(400, 7) if view.stock_count <= 6][:40]
    assert len(late) == 40
    for view in late:
        legal = list(view.legal_actions())
        model = ExpertModel(view.match_score, *EVALUATIONS[evaluation])
        world = view.determinize(rng)
        depth = 40  # past the deal's last play
        assert model.world_values(world, legal, depth, view.seat) == generic_values(model, world, legal, depth,
                                                                                    view.seat)


def test_a_match_to_21_is_searched_exactly() -> None:
    rng = Random(21)
    for view in positions(20, 21, ScopaRules(target=21)):
        legal = list(view.legal_actions())
        model = ExpertModel(view.match_score)
        world = view.determinize(rng)
        assert model.world_values(world, legal, 5, view.seat) == generic_values(model, world, legal, 5, view.seat)


@pytest.mark.parametrize("option", ["re_bello", "napola", "asso_piglia_tutto"])
def test_any_option_leaves_the_world_to_the_generic_search(option: str) -> None:
    view = positions(1, 3, ScopaRules(**{option: True}))[0]
    world = view.determinize(Random(0))
    assert ExpertModel(view.match_score).world_values(world, list(view.legal_actions()), 3, view.seat) is None


def test_models_without_the_compact_search_have_no_hook() -> None:
    """Hard's model and the plain fitted model are searched by the generic alpha-beta, and so is a
    reader the walk has no leaf reader for."""
    view = positions(1, 4)[0]
    world = view.determinize(Random(0))
    assert not hasattr(ScopaModel(view.match_score), "world_values")
    assert not hasattr(FittedScopaModel(view.match_score), "world_values")
    other = ExpertModel(view.match_score, reader=lambda state: ([1.0] * 13, 4.0))
    assert other.world_values(world, list(view.legal_actions()), 3, view.seat) is None


def test_the_expert_chooses_as_the_generic_search_does(monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole Expert (inference, all its worlds) with and without the compact search: the same
    values for every play."""
    views = [view for view in positions(12, 9) if view.stock_count][:6]
    player = expert()
    player.time_limit = None  # all the worlds, however long they take
    with_hook = [player.search(view, Random(index)) for index, view in enumerate(views)]
    monkeypatch.setattr(ExpertModel, "world_values", lambda *arguments: None)
    for index, view in enumerate(views):
        result = player.search(view, Random(index))
        assert result.values == with_hook[index].values and result.iterations == EXPERT_WORLDS


def test_the_compact_search_pauses_for_the_page() -> None:
    """The worker's pause runs inside the compact search too (the page stays responsive)."""
    calls = []
    search.set_pause(lambda: calls.append(1))
    try:
        view = next(view for view in positions(20, 5) if view.stock_count >= 6)
        world = InferringView(view).determinize(Random(1))
        ExpertModel(view.match_score).world_values(world, list(view.legal_actions()), 5, view.seat)
    finally:
        search.set_pause(None)
    assert calls


def test_a_blind_reply_is_never_better_for_the_opponent_than_its_best_reply() -> None:
    """``blind_values`` (research): the opponent replies as it would without seeing the searching seat's hand, so
    each play is worth at least its alpha-beta value, and more where the best reply needs that hand."""
    views = positions(30, 11)
    rng = Random(3)
    raised = 0
    for view in views:
        model = ExpertModel(view.match_score, LEARNED_WEIGHTS, horizon_features)
        legal = list(view.legal_actions())
        for _ in range(3):
            world = InferringView(view).determinize(rng)
            seen = model.world_values(world, legal, EXPERT_DEPTH - 1, view.seat)
            blind = blind_values(model, world, legal, EXPERT_DEPTH - 1, view.seat, blind_reply=1)
            assert blind == blind_values(model, world, legal, EXPERT_DEPTH - 1, view.seat, blind_reply=1)
            assert blind is not None and seen is not None
            assert all(value >= best - 1e-12 for value, best in zip(blind, seen, strict=True))
            raised += blind != seen
    assert raised  # the opponent's blindness changes some worlds' values


def test_world_values_with_a_leaf_spread_equal_the_generic_alpha_betas_exactly() -> None:
    """The compact walk values its leaves as the generic search does with a spread too."""
    rng = Random(17)
    for view in positions(30, 13):
        model = SpreadModel(ExpertModel(view.match_score, LEARNED_WEIGHTS, horizon_features), LEAF_SPREAD)
        world = view.determinize(rng)
        legal = list(view.legal_actions())
        assert model.world_values(world, legal, EXPERT_DEPTH - 1, view.seat) == generic_values(
            model, world, legal, EXPERT_DEPTH - 1, view.seat)
