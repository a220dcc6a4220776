"""Briscola's app-style yardstick (the comparison level ``baseline``) follows its three rules, and
benchmarks/briscola_variants.py plays the levels, the yardstick and the search designs it names."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from benchmark_scripts import load_script
from briscola_positions import build, play

from pyapp.ai.briscola.evaluation import BriscolaModel
from pyapp.briscola import BriscolaState, deal
from pyapp.cli import arena
from pyapp.cli.players import make_player
from pyapp.cli.research.briscola_baseline import AppRulesPlayer
from pyapp.cli.research.briscola_variants import TrickMinimaxModel

variants = load_script("briscola_variants")


def plays(state: BriscolaState) -> str:
    seat = state.to_play
    assert seat is not None
    return str(make_player("briscola", "baseline").choose(state.view(seat), Random(0)))


def test_it_takes_points_with_the_cheapest_winning_card() -> None:
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["10c"], "S": ["1c", "3c", "2d"]},
                       leader="N"), "10c")
    assert plays(state) == "1c"  # playing last: of the two that win, the one worth the most
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["3c"], "S": ["6b", "2d", "1d"]}, leader="N"),
                 "3c")
    assert plays(state) == "2d"  # a carico: the cheapest trump


def test_it_keeps_its_trumps_for_points() -> None:
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["9c"], "S": ["1d", "4b", "7s"]}, leader="N"),
                 "9c")
    assert plays(state) == "4b"  # 3 points are not worth the Asso of trumps
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["9c"], "S": ["4d", "4b", "7s"]}, leader="N"),
                 "9c")
    assert plays(state) == "4d"  # but a trump worth nothing takes them


def test_it_throws_the_lowest_card_when_it_cannot_win_or_leads() -> None:
    state = play(build(2, briscola="5d", stock_count=20, hands={"N": ["1c"], "S": ["10s", "6b", "3s"]}, leader="N"),
                 "1c")
    assert plays(state) == "6b"
    # the fewest points first, a plain card before a trump, then the lower in trick order
    assert plays(build(2, briscola="5d", stock_count=20, hands={"S": ["1c", "4d", "7b"]}, leader="S")) == "7b"
    assert plays(build(2, briscola="5d", stock_count=20, hands={"S": ["1c", "4d", "8b"]}, leader="S")) == "4d"


def test_it_exchanges_whenever_it_may_and_leaves_its_partners_trick() -> None:
    state = build(2, briscola="1d", stock_count=20, hands={"S": ["2d", "7c", "4s"]}, leader="S", exchange="two")
    assert plays(state) == "swap:2d"
    four = play(build(4, briscola="5d", stock_count=16, hands={"E": ["4c"], "N": ["1c"], "W": ["5c"],
                                                                "S": ["3s", "6b", "2d"]}, leader="E"),
                "4c", "1c", "5c")
    assert plays(four) == "3s"


def test_the_yardstick_is_a_comparison_level_of_the_arena_not_a_level_that_ships() -> None:
    from pyapp.ai import levels

    assert isinstance(make_player("briscola", "baseline"), AppRulesPlayer)
    assert "baseline" not in levels("briscola")
    summary = arena.run("briscola", "medium", "baseline", games=4, seed=2, duplicate=True)
    assert summary.level_b == "baseline" and summary.games == 4


def test_contestants_are_levels_the_yardstick_and_search_designs() -> None:
    assert variants.contestant("medium") == "medium" and variants.contestant("baseline") == "baseline"
    player: Any = variants.contestant("expert:worlds=7,infer=off,trick=minimax,exact=off")()
    assert (player.iterations, player.infer, player.exact) == (7, None, None)
    state = deal(Random(1), 0)
    model = player.model_for(state.view(0))
    assert isinstance(model, TrickMinimaxModel) and not model.exact
    ismcts: Any = variants.contestant("hard:algorithm=ismcts,iterations=30")()
    assert (ismcts.algorithm, ismcts.iterations) == ("ismcts", 30)
    assert type(ismcts.model_for(state.view(0))) is BriscolaModel
    for bad in ("grandmaster", "medium:worlds=3", "expert:depth=4", "expert:worlds=x"):
        with pytest.raises(ValueError):
            variants.contestant(bad)


def test_the_trick_minimax_design_is_a_legal_player_at_every_table() -> None:
    for players in (2, 3, 4):
        from pyapp.briscola import BriscolaOptions

        state = deal(Random(players), 0, BriscolaOptions(players=players))
        player: Any = variants.contestant("expert:worlds=2,trick=minimax")()
        player.time_limit = None
        for _ in range(3 * players):
            seat = state.to_play
            assert seat is not None
            action = player.choose(state.view(seat), Random(0))
            state = state.play(action)


def test_the_command_line_reports_a_duplicate_run(capsys: pytest.CaptureFixture[str]) -> None:
    assert variants.main(["--a", "medium", "--matches", "4", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "A=medium vs B=baseline, 4 matches" in out and "duplicate deals" in out
    with pytest.raises(SystemExit):
        variants.main(["--a", "expert:worlds=x=y"])
