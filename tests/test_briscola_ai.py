"""Briscola's players: never an illegal action, the same choice for the same seed (every level), the
heuristic's rules (take points with the cheapest winning card, keep trumps for points, throw the
cheapest card, play for the partner, always exchange) on hand-made positions, and the beginner's
mistakes."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from briscola_positions import build, play

from pyapp.ai import make_player
from pyapp.ai.briscola.heuristic import BriscolaHeuristicPlayer
from pyapp.briscola import BriscolaOptions, BriscolaState, deal
from pyapp.cli import arena


def player_of(level: str) -> Any:
    """A player of *level*; a search level with a few worlds and no wall-time cap (the same code at a
    smaller budget: every move of whole games is asked for)."""
    player = make_player("briscola", level)
    if hasattr(player, "iterations"):
        player.iterations, player.time_limit = 3, None
    return player


@pytest.mark.parametrize("level", ["random", "heuristic", "easy", "medium", "hard", "expert"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_players_choose_legal_actions_and_repeat_themselves_for_a_seed(level: str, players: int) -> None:
    for seed in range(12 if level in ("random", "heuristic", "easy") else 4):
        rng = Random(seed)
        options = BriscolaOptions(players=players, exchange=("off", "two", "seven_two")[seed % 3],
                                  partner_hand_at_end=players == 4 and seed % 2 == 0)
        state = deal(rng, seed % players, options)
        while not state.is_over:
            seat = state.to_play
            assert seat is not None
            view = state.view(seat)
            action = player_of(level).choose(view, Random(seed))
            assert action in state.legal_actions()
            assert player_of(level).choose(view, Random(seed)) == action
            state = state.play(action)


def heuristic_plays(state: BriscolaState) -> str:
    seat = state.to_play
    assert seat is not None
    return str(BriscolaHeuristicPlayer().choose(state.view(seat), Random(0)))


def test_it_takes_an_asso_with_its_cheapest_trump() -> None:
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["1c"], "S": ["1d", "2d", "4b"]}, leader="N"),
                 "1c")
    assert heuristic_plays(state) == "2d"


def test_playing_last_it_takes_with_the_card_of_the_led_suit_worth_the_most() -> None:
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["4c"], "S": ["1c", "8c", "2d"]}, leader="N"),
                 "4c")
    assert heuristic_plays(state) == "1c"


def test_it_keeps_its_trumps_when_the_trick_holds_no_points() -> None:
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["4c"], "S": ["2d", "6b", "1s"]}, leader="N"),
                 "4c")
    assert heuristic_plays(state) == "6b"


def test_it_spends_its_asso_of_trumps_only_for_a_carico() -> None:
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["10c"], "S": ["1d", "5b", "6s"]},
                       leader="N"), "10c")
    assert heuristic_plays(state) == "5b"
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["3c"], "S": ["1d", "5b", "6s"]}, leader="N"),
                 "3c")
    assert heuristic_plays(state) == "1d"


def test_it_leads_its_cheapest_plain_card() -> None:
    state = build(2, briscola="5d", stock_count=20, hands={"S": ["1c", "7d", "4b"]}, leader="S")
    assert heuristic_plays(state) == "4b"


def test_playing_last_it_adds_points_to_its_partners_trick() -> None:
    state = build(4, briscola="5d", stock_count=16, hands={"E": ["4c"], "N": ["1c"], "W": ["5c"],
                                                           "S": ["3s", "6b", "2d"]}, leader="E")
    state = play(state, "4c", "1c", "5c")
    assert heuristic_plays(state) == "3s"


def test_it_always_exchanges_when_it_may() -> None:
    state = build(2, briscola="1d", stock_count=20, hands={"S": ["2d", "7c", "4s"]}, leader="S", exchange="two")
    assert heuristic_plays(state) == "swap:2d"
    assert heuristic_plays(play(state, "swap:2d")) == "4s"


@pytest.mark.parametrize("rules", ["players=2", "players=3", "players=4"])
def test_the_heuristic_beats_random_play(rules: str) -> None:
    summary = arena.run("briscola", "heuristic", "random", games=20, seed=5, rules=rules, duplicate=True)
    assert summary.win_rate >= 0.7 and summary.points_a > summary.points_b
    assert summary.duplicate is not None and summary.duplicate.margin > 0


@pytest.mark.parametrize(("level", "careless"), [("easy", 0.75), ("medium", 0.4)])
def test_the_learners_play_the_heuristic_card_on_some_turns_and_waste_their_trumps_on_others(
        level: str, careless: float) -> None:
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["4c"], "S": ["1d", "2d", "4b"]}, leader="N"),
                 "4c")
    view = state.view(0)
    assert heuristic_plays(state) == "4b"  # nothing on the table: no trump spent
    choices = [str(make_player("briscola", level).choose(view, Random(seed))) for seed in range(200)]
    assert abs(choices.count("4b") - 200 * (1 - careless)) < 30
    # the card worth the most that wins: the Asso of trumps on nothing
    assert abs(choices.count("1d") - 200 * careless) < 30
