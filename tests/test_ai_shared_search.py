"""PIMC with the seat's next play shared across the worlds (research: pyapp/cli/research/scopa_shared_search.py)."""

from __future__ import annotations

from random import Random

import pytest
from test_ai_world_search import positions

from pyapp.ai.scopa.levels import learned_model
from pyapp.ai.scopa.world_search import world_values
from pyapp.ai.search import SearchPlayer
from pyapp.cli.research.scopa_shared_search import reply_tables, shared_pimc, shared_totals
from pyapp.scopa import ScopaRules, deal

DEPTH = 5  # the plies after the root play, as the Expert searches


def test_one_world_alone_is_valued_as_plain_pimc_values_it() -> None:
    for index, view in enumerate(positions(25, seed=31)):
        model = learned_model(view)
        legal = list(view.legal_actions())
        world = view.determinize(Random(index))
        plain = world_values(model, world, legal, DEPTH, view.seat)
        tables = reply_tables(model, world, legal, DEPTH, view.seat)
        assert plain is not None and tables is not None
        assert [shared_totals([table]) for table in tables] == pytest.approx(plain, abs=1e-12)


def test_sharing_the_next_play_never_values_a_play_above_plain_pimc_and_sometimes_below() -> None:
    lower = 0
    for index, view in enumerate(positions(12, seed=32)):
        model = learned_model(view)
        legal = list(view.legal_actions())
        worlds = [view.determinize(Random(1000 * index + draw)) for draw in range(12)]
        plain = [world_values(model, world, legal, DEPTH, view.seat) for world in worlds]
        tables = [reply_tables(model, world, legal, DEPTH, view.seat) for world in worlds]
        for play in range(len(legal)):
            plain_total = sum(values[play] for values in plain)  # type: ignore[index]
            shared_total = shared_totals([entries[play] for entries in tables])  # type: ignore[index]
            assert shared_total <= plain_total + 1e-9
            lower += shared_total < plain_total - 1e-9
    assert lower > 0


def test_the_next_play_is_the_best_on_average_over_the_worlds_that_see_the_same_reply() -> None:
    reply = ("5C", (), ("1D", "7S"))
    # In world 0 the seat's best answer is to play 1D (0.9), in world 1 to play 7S (0.8): it cannot
    # know which world it is in, and 1D is the better on average (0.9 + 0.2 against 0.1 + 0.8).
    worlds = [{reply: {("1D", ()): 0.9, ("7S", ()): 0.1}}, {reply: {("1D", ()): 0.2, ("7S", ()): 0.8}}]
    assert shared_totals(worlds) == pytest.approx(1.1)  # plain PIMC: 0.9 + 0.8


def test_the_opponent_picks_its_reply_against_the_seats_shared_answer() -> None:
    lay, take = ("5C", (), ("1D", "7S")), ("3C", ("3D",), ("1D", "7S"))
    play_ace, play_seven = ("1D", ()), ("7S", ())
    worlds = [
        # Only this world can take. Alone behind the take, the seat answers it perfectly (0.7), so the
        # opponent here prefers to lay, where the shared answer (the ace, best over both) gives 0.4.
        {lay: {play_ace: 0.4, play_seven: 0.6}, take: {play_ace: 0.1, play_seven: 0.7}},
        {lay: {play_ace: 0.9, play_seven: 0.1}},
    ]
    assert shared_totals(worlds) == pytest.approx(0.4 + 0.9)


def test_the_answer_to_a_reply_is_chosen_over_the_worlds_where_the_opponent_makes_it() -> None:
    reply, other = ("5C", (), ("1D", "7S")), ("2S", (), ("1D", "7S"))
    play_ace, play_seven = ("1D", ()), ("7S", ())
    worlds = [
        {reply: {play_ace: 0.5, play_seven: 0.0}},
        {reply: {play_ace: 0.0, play_seven: 0.6}},
        # Over all three worlds the ace is the better answer (1.3 against 0.8), but this world's
        # opponent plays the other card (0.1, below both answers): over the two worlds that do reply
        # so, the seven is the better answer (0.6 against 0.5).
        {reply: {play_ace: 0.8, play_seven: 0.2}, other: {None: 0.1}},
    ]
    assert shared_totals(worlds) == pytest.approx(0.0 + 0.6 + 0.1)


def test_a_root_play_whose_worlds_disagree_on_the_reply_is_refused() -> None:
    with pytest.raises(ValueError, match="disagree"):
        shared_totals([0.5, {("5C", (), ()): {None: 0.4}}])


def test_floats_alone_are_summed() -> None:
    assert shared_totals([0.25, 0.5]) == pytest.approx(0.75)


def test_the_shared_search_picks_a_legal_play_the_same_for_the_same_seed() -> None:
    for view in positions(6, seed=33):
        model = learned_model(view)
        first = shared_pimc(view, model, Random(5), worlds=8, depth=6)
        again = shared_pimc(view, model, Random(5), worlds=8, depth=6)
        assert first.action in view.legal_actions() and first == again
    player = SearchPlayer(learned_model, iterations=4, depth=6)
    player.run_pimc = shared_pimc
    view = deal(Random(4), dealer=0).view(1)
    assert player.choose(view, Random(4)) in view.legal_actions()
    assert player.last_result == shared_pimc(view, learned_model(view), Random(4), worlds=4, depth=6)


def test_the_shared_search_refuses_the_options_it_does_not_cover() -> None:
    view = next(view for view in positions(30, seed=34, rules=ScopaRules(napola=True)))
    with pytest.raises(ValueError, match="plain rules"):
        shared_pimc(view, learned_model(view), Random(1), worlds=2, depth=6)
