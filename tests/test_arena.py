"""The arena: seat-swapped games, a Wilson interval, a tiny smoke run of each game."""

from __future__ import annotations

import pytest

from pyapp.cli import arena


def test_wilson_interval() -> None:
    low, high = arena.wilson(60, 100)
    assert (round(low, 3), round(high, 3)) == (0.502, 0.691)
    assert arena.wilson(0, 10)[0] == 0.0
    assert arena.wilson(10, 10)[1] == 1.0
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_scopa_pair_swaps_seats_and_replays() -> None:
    first = arena.play_pair("scopa", "easy", "random", seed=5)
    assert len(first) == 2
    assert all(result.score in (0.0, 1.0) for result in first)
    assert all(max(result.points_a, result.points_b) >= 11 for result in first)
    again = arena.play_pair("scopa", "easy", "random", seed=5)
    assert [(r.score, r.points_a, r.points_b) for r in first] == \
        [(r.score, r.points_a, r.points_b) for r in again]


def test_scopa_smoke_run_reports() -> None:
    summary = arena.run("scopa", "medium", "random", games=4, seed=3)
    assert summary.games == 4 and summary.deals >= 4
    assert 0.0 <= summary.low <= summary.win_rate <= summary.high <= 1.0
    text = summary.report()
    assert "win rate" in text and "95% CI" in text and "points per deal" in text


def test_a_stopped_run_continues_from_its_first_pair() -> None:
    whole = arena.run("scopa", "easy", "random", games=6, seed=4)
    first = arena.play_pair("scopa", "easy", "random", seed=4 * 100003)  # the run's pair 0
    tail = arena.run("scopa", "easy", "random", games=6, seed=4, first_pair=1)
    assert tail.games == 4
    assert tail.deals + sum(r.deals for r in first) == whole.deals
    assert tail.score + sum(r.score for r in first) == whole.score
    assert tail.points_a + sum(r.points_a for r in first) == whole.points_a
    with pytest.raises(ValueError, match="outside"):
        arena.run("scopa", "easy", "random", games=6, seed=4, first_pair=3)


def test_minchiate_smoke_run_reports() -> None:
    pytest.importorskip("pyapp.minchiate")
    summary = arena.run("minchiate", "medium", "random", games=2, seed=1)
    assert summary.games == 2 and summary.deals == 2
    # each deal is zero-sum between the teams
    assert summary.points_a == -summary.points_b
    assert "net resti per deal" in summary.report()


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["scopa", "--a", "easy", "--b", "random", "--matches", "2",
                       "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "A=easy vs B=random" in out and "95% CI" in out
    with pytest.raises(SystemExit):
        arena.main(["scopa", "--a", "nobody", "--b", "random"])
    with pytest.raises(SystemExit):
        arena.main(["scopa", "--a", "easy", "--b", "random", "--matches", "4", "--first-pair", "2"])
