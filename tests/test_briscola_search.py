"""Briscola's search levels: the playouts are the engine's game played by the heuristic, the
two-player endgame is solved exactly, a game's value is its side's (a seat's own with three
players), and the levels play what a counter of the cards plays on hand-made positions."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from briscola_positions import build, play

from pyapp.ai import make_player
from pyapp.ai.briscola.evaluation import BriscolaModel, endgame_play, game_value, playout_action
from pyapp.ai.briscola.heuristic import BriscolaHeuristicPlayer
from pyapp.ai.briscola.playout import endgame_points, endgame_values, play_out
from pyapp.briscola import BriscolaOptions, BriscolaState, deal

EXCHANGES = ("off", "two", "seven_two")


def random_positions(count: int, seed: int, players: int | None = None) -> list[BriscolaState]:
    """Positions of random games (every table size unless given, every exchange option)."""
    rng = Random(seed)
    positions = []
    while len(positions) < count:
        size = players or (2, 3, 4)[len(positions) % 3]
        state = deal(rng, None, BriscolaOptions(players=size, exchange=rng.choice(EXCHANGES)))
        for _ in range(rng.randrange(40)):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_actions()))
        if not state.is_over:
            positions.append(state)
    return positions


def engine_playout(state: BriscolaState) -> tuple[int, ...]:
    while not state.is_over:
        state = state.play(playout_action(state))
    return state.points()


def best_points(state: BriscolaState, side: int) -> int:
    """Brute force: the most points *side* makes from *state* on, both sides playing their best."""
    if state.is_over:
        return state.points()[side]
    values = [best_points(state.play(action), side) for action in state.legal_actions()]
    return max(values) if state.to_play == side else min(values)


def test_a_playout_is_the_engine_game_played_by_the_heuristic() -> None:
    for state in random_positions(600, seed=1):
        assert play_out(state, exact=False) == list(engine_playout(state))


def test_the_heuristics_action_is_the_playout_policy() -> None:
    player = BriscolaHeuristicPlayer()
    for state in random_positions(300, seed=2):
        seat = state.to_play
        assert seat is not None
        assert playout_action(state) == player.choose(state.view(seat), Random(0))


def test_the_two_player_endgame_is_solved_exactly() -> None:
    checked = 0
    for state in random_positions(2000, seed=3, players=2):
        if state.face_up is not None:
            continue
        seat = state.to_play
        assert seat is not None
        led = state.trick[0][1] if state.trick else None
        made = best_points(state, seat) - state.points()[seat]
        assert endgame_points(state.hands[seat], state.hands[1 - seat], led, state.trump) == made
        values = endgame_values(state.hands[seat], state.hands[1 - seat], led, state.trump)
        assert values == [best_points(state.play_legal(action), seat) - state.points()[seat]
                          for action in state.legal_actions()]
        points = play_out(state)
        assert points[seat] == best_points(state, seat)
        checked += 1
    assert checked >= 60


def counter_endgame() -> BriscolaState:
    """Two players, stock exhausted, S on 60 points to lead: S holds 10s 9s 2c, N holds 1s 10c 3s
    (trumps spade). The liscio 2c gives N the rest: 60-60, a draw; the Re or the Cavallo of trumps
    draws N's Asso or Tre and leaves S a trick: 67 points, a win."""
    return build(2, briscola="5s", face_up=None, stock_count=0, hands={"S": ["10s", "9s", "2c"],
                                                                       "N": ["1s", "10c", "3s"]},
                 leader="S", pile_points=(60, 28))


def test_the_heuristic_draws_the_endgame_the_search_levels_win() -> None:
    state = counter_endgame()
    view = state.view(0)
    assert str(BriscolaHeuristicPlayer().choose(view, Random(0))) == "2c"
    assert endgame_values(view.hand, ("1s", "10c", "3s"), None, "s") == [7, 7, 0]
    assert str(endgame_play(view)) in ("10s", "9s")
    for level in ("hard", "expert"):
        assert str(make_player("briscola", level).choose(view, Random(0))) in ("10s", "9s")


def test_endgame_play_is_for_two_players_once_the_stock_is_exhausted() -> None:
    state = deal(Random(5), 0)
    assert endgame_play(state.view(state.to_play)) is None
    four = deal(Random(5), 0, BriscolaOptions(players=4))
    while four.face_up is not None:
        four = four.play(four.legal_actions()[0])
    assert endgame_play(four.view(four.to_play)) is None
    not_its_turn = counter_endgame().view(1)
    assert endgame_play(not_its_turn) is None


def test_a_game_is_worth_its_result_first_and_its_margin_second() -> None:
    assert game_value((61, 59), 0) > game_value((60, 60), 0) == 0.5 > game_value((59, 61), 0)
    assert game_value((120, 0), 0) == 1.0 and game_value((0, 120), 0) == 0.0
    assert game_value((61, 59), 0) < game_value((90, 30), 0)
    assert game_value((70, 50), 0) + game_value((70, 50), 1) == pytest.approx(1.0)
    # the points format counts the margin only
    assert game_value((61, 59), 0, by_points=True) == pytest.approx(0.5 + 1 / 120)


def test_three_players_value_each_seat_by_its_own_result() -> None:
    """No paranoid reduction: with three players each seat is its own side, and a world's value is
    the searching seat's own result, not what the other two make together against it."""
    model = BriscolaModel(BriscolaOptions(players=3))
    assert [model.team(seat) for seat in range(3)] == [0, 1, 2]
    assert game_value((45, 45, 30), 0) == game_value((45, 45, 30), 1) > 0.5 > game_value((45, 45, 30), 2)
    # 41 wins alone at the top; 50 behind a 60 loses although it beats the mean of the others
    assert game_value((41, 40, 39), 0) > 0.5 > game_value((50, 60, 10), 0)
    for state in random_positions(60, seed=6, players=3):
        seat = state.to_play
        assert seat is not None
        legal = state.legal_actions()
        expected = [game_value(play_out(state.play_legal(action)), seat) for action in legal]
        assert model.world_values(state, legal, 1, seat) == expected


def test_four_players_value_a_world_for_the_side() -> None:
    model = BriscolaModel(BriscolaOptions(players=4))
    assert [model.team(seat) for seat in range(4)] == [0, 1, 0, 1]
    for state in random_positions(40, seed=7, players=4):
        seat = state.to_play
        assert seat is not None
        values = model.world_values(state, state.legal_actions(), 1, seat)
        partner = model.world_values(state, state.legal_actions(), 1, (seat + 2) % 4)
        assert values == partner


def test_the_search_takes_the_exchange_before_the_last_draw() -> None:
    """Trick 17: the exchange is possible now or never, and the Asso of trumps is worth taking (left
    there, it goes to the trick's loser)."""
    state = build(2, briscola="1d", stock_count=2, hands={"S": ["2d", "7c", "4s"]}, leader="S", exchange="two",
                  pile_points=(40, 40))
    for level in ("hard", "expert"):
        assert str(make_player("briscola", level).choose(state.view(0), Random(1))) == "swap:2d"


def test_the_search_keeps_its_asso_of_trumps_off_an_empty_trick() -> None:
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["4c"], "S": ["1d", "6b", "7s"]},
                       leader="N"), "4c")
    for level in ("hard", "expert"):
        assert str(make_player("briscola", level).choose(state.view(0), Random(2))) != "1d"


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_search_levels_are_capped_by_wall_time_only_in_play(level: str) -> None:
    player: Any = make_player("briscola", level)
    assert (player.time_limit is not None) == (level == "expert")
    state = deal(Random(8), 0)
    player.time_limit = 0.0  # the cap reached at once: one world is still searched
    assert player.choose(state.view(state.to_play), Random(0)) in state.legal_actions()
    assert player.last_result.iterations == 1
