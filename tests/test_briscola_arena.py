"""The arena plays Briscola matches: seat-swapped pairs dealt from the same shuffles (duplicate
games at two and four players), the table size and options from ``--rules``, the same games on
local processes as in one."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from pyapp.cli import arena


class _FirstHands:
    """A player that plays its first legal card and writes down its hand (with the dealer and its
    seat) at its first turn of each game."""

    def __init__(self, log: list[tuple[int, int, tuple[str, ...]]]) -> None:
        self.log = log

    def choose(self, view: Any, rng: Random) -> Any:
        if view.trick_number == 1 and len(view.hand) == 3:
            self.log.append((view.dealer, view.seat, view.hand))
        return view.legal_actions()[0]


@pytest.mark.parametrize(("rules", "seats_per_side"), [("", 1), ("players=4,format=single", 2)])
def test_the_two_matches_of_a_pair_deal_the_same_cards_to_the_other_side(rules: str, seats_per_side: int) -> None:
    hands_a: list[tuple[int, int, tuple[str, ...]]] = []
    hands_b: list[tuple[int, int, tuple[str, ...]]] = []
    first, second = arena.play_pair("briscola", lambda: _FirstHands(hands_a), lambda: _FirstHands(hands_b), seed=8,
                                    rules=rules)
    split = first.deals * seats_per_side
    a_first, a_second, b_first, b_second = hands_a[:split], hands_a[split:], hands_b[:split], hands_b[split:]
    shared = min(first.deals, second.deals) * seats_per_side
    assert shared >= 1
    # game k of one table is game k of the other, with A and B in each other's seats
    assert sorted(a_first[:shared]) == sorted(b_second[:shared])
    assert sorted(b_first[:shared]) == sorted(a_second[:shared])
    for result in (first, second):
        assert result.score in (0.0, 1.0)
        assert all(a + b == 120 for a, b in result.deal_points)
        assert sum(a for a, _ in result.deal_points) == result.points_a


def test_runs_report_in_matches_and_card_points() -> None:
    summary = arena.run("briscola", "heuristic", "random", games=4, seed=3, duplicate=True)
    text = summary.report()
    assert summary.games == 4 and summary.deals >= 8  # best of 3: at least two games a match
    assert "matches (of games)" in text and "card points per game" in text and "duplicate deals" in text
    assert arena.run("briscola", "heuristic", "random", games=4, seed=3, jobs=2, duplicate=True).duplicate == \
        summary.duplicate


def test_three_players_set_a_against_the_mean_of_b() -> None:
    first, second = arena.play_pair("briscola", "heuristic", "random", seed=2, rules="players=3,format=single")
    for result in (first, second):
        assert all(a + 2 * b == 120 for a, b in result.deal_points)


def test_the_command_line_takes_briscola_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["briscola", "--a", "heuristic", "--b", "random", "--matches", "2", "--seed", "1",
                       "--rules", "players=4,exchange=seven_two,partner_hand_at_end"]) == 0
    assert "A=heuristic vs B=random, 2 matches (of games)" in capsys.readouterr().out
    for bad in (["--rules", "players=5"], ["--rules", "target=21"], ["--mode", "classico"]):
        with pytest.raises(SystemExit):
            arena.main(["briscola", "--a", "heuristic", "--b", "random", *bad])
    with pytest.raises(SystemExit):
        arena.main(["briscola", "--a", "grandmaster", "--b", "random"])
