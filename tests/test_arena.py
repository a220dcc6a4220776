"""The arena: seat-swapped games, a Wilson interval, duplicate deals, a tiny smoke run of each game."""

from __future__ import annotations

import math
from pathlib import Path
from random import Random
from typing import Any

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


@pytest.mark.parametrize(("game", "rules", "unit"), [
    ("scopa", "target=21", "2 matches to 21"), ("scopa", "", "2 matches to 11"),
    ("scopone", "napola,target=16", "2 matches to 16"),
])
def test_the_report_names_the_target_the_matches_were_played_to(game: str, rules: str, unit: str,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main([game, "--a", "random", "--b", "random", "--matches", "2", "--rules", rules]) == 0
    assert unit in capsys.readouterr().out


# --- duplicate deals ---------------------------------------------------------------------

class _FirstHands:
    """A player that plays its first legal card and writes down the hand it holds at each deal's start."""

    def __init__(self, log: list[tuple[int, tuple[str, ...]]]) -> None:
        self.log = log

    def choose(self, view: Any, rng: Random) -> Any:
        if view.plays_made < 2:
            self.log.append((view.dealer, view.hand))
        return view.legal_actions()[0]


def test_the_two_games_of_a_pair_deal_the_same_cards_to_the_other_side() -> None:
    hands_a: list[tuple[int, tuple[str, ...]]] = []
    hands_b: list[tuple[int, tuple[str, ...]]] = []
    first, second = arena.play_pair("scopa", lambda: _FirstHands(hands_a), lambda: _FirstHands(hands_b), seed=8)
    a_first, a_second = hands_a[:first.deals], hands_a[first.deals:]
    b_first, b_second = hands_b[:first.deals], hands_b[first.deals:]
    shared = min(first.deals, second.deals)
    assert shared >= 2
    # deal k of one table is deal k of the other, with A and B in each other's seats
    assert a_first[:shared] == b_second[:shared] and b_first[:shared] == a_second[:shared]
    assert len(first.deal_points) == first.deals and sum(a for a, _ in first.deal_points) == first.points_a


def test_duplicate_figure_pairs_deals_and_leaves_the_extra_ones_out() -> None:
    def game(*deals: tuple[float, float]) -> arena.GameResult:
        return arena.GameResult(0.0, len(deals), 0.0, 0.0, deal_points=list(deals))

    results = [game((4, 1), (2, 2)), game((1, 3), (3, 1), (5, 0)),   # pair 0: +3 +0 -2 +2, the 5-0 left out
               game((2, 2)), game((3, 2)),                           # pair 1: 0 +1
               game((1, 4)), game((2, 3))]                           # pair 2: -3 -1
    figure = arena.duplicate_figure(results)
    assert (figure.deals, figure.unpaired) == (4, 1)
    assert figure.margin == pytest.approx((3 + 0 - 2 + 2 + 0 + 1 - 3 - 1) / 8)
    sums, counts = [3, 1, -4], [4, 2, 2]
    spread = sum((s - figure.margin * c) ** 2 for s, c in zip(sums, counts)) * 3 / 2
    half = arena.t_quantile(2) * math.sqrt(spread) / 8
    assert (figure.low, figure.high) == pytest.approx((figure.margin - half, figure.margin + half))
    assert arena.t_quantile(3) == pytest.approx(3.182, abs=0.01)
    assert arena.t_quantile(60) == pytest.approx(2.000, abs=1e-3)
    assert arena.duplicate_figure(results[:2]).low == -math.inf  # one pair: no interval


def test_duplicate_run_does_not_depend_on_the_jobs() -> None:
    alone = arena.run("scopa", "easy", "random", games=4, seed=6, duplicate=True)
    shared = arena.run("scopa", "easy", "random", games=4, seed=6, jobs=2, duplicate=True)
    assert alone.duplicate == shared.duplicate and alone.duplicate is not None
    assert (alone.score, alone.deals, alone.points_a) == (shared.score, shared.deals, shared.points_a)
    assert alone.duplicate.deals * 2 + alone.duplicate.unpaired == alone.deals
    assert "duplicate deals: A - B points per deal" in alone.report()
    assert arena.run("scopa", "easy", "random", games=2, seed=6).duplicate is None


def test_a_seeing_player_is_handed_the_state_of_its_own_view() -> None:
    seen: list[bool] = []

    class Seeing:
        def choose_seeing(self, state: Any, view: Any, rng: Random) -> Any:
            seen.append(state.view(view.seat, view.match_score) == view)
            return view.legal_actions()[0]

    arena.play_pair("scopa", Seeing, "random", seed=2)
    assert seen and all(seen)


def test_command_line_duplicate(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["scopa", "--a", "medium", "--b", "random", "--matches", "4", "--duplicate"]) == 0
    assert "duplicate deals: A - B points per deal" in capsys.readouterr().out


def test_a_logged_run_continues_where_it_stopped(tmp_path: Path) -> None:
    log = tmp_path / "run.jsonl"
    whole = arena.run("scopa", "easy", "random", games=6, seed=7, duplicate=True, log=log)
    lines = log.read_text().splitlines()
    assert len(lines) == 3
    log.write_text(lines[0] + "\n" + lines[2] + "\n")  # stopped after pairs 0 and 2, say
    played: list[int] = []
    again = arena.run("scopa", "easy", "random", games=6, seed=7, duplicate=True, log=log,
                      progress=lambda done, total, results: played.append(done))
    assert played == [3] and len(log.read_text().splitlines()) == 3  # only pair 1 was played
    assert (again.score, again.deals, again.points_a, again.duplicate) == \
        (whole.score, whole.deals, whole.points_a, whole.duplicate)
    other = arena.run("scopa", "easy", "random", games=2, seed=8, log=log)  # another run: its own pairs
    assert other.games == 2 and len(log.read_text().splitlines()) == 4
    log.write_text("not json\n")
    with pytest.raises(ValueError, match="run.jsonl:1: not an arena log line"):
        arena.run("scopa", "easy", "random", games=2, seed=8, log=log)


def test_runs_of_one_seed_deal_alike_whoever_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    """compare_runs rests on this: with one seed, deal k of a game is the same shuffle for any A."""
    from pyapp.scopa import Match

    dealt: list[tuple[object, ...]] = []
    new, next_deal = Match.new.__func__, Match.next_deal  # type: ignore[attr-defined]

    def record(match: Match) -> Match:
        dealt.append((match.state.hands, match.state.table))
        return match

    monkeypatch.setattr(Match, "new", classmethod(lambda cls, *args: record(new(cls, *args))))
    monkeypatch.setattr(Match, "next_deal", lambda self, rng: record(next_deal(self, rng)))
    runs = []
    for level_a in ("easy", "random"):
        dealt.clear()
        result = arena.play_scopa_match(level_a, "medium", seed=17, a_seat=0)
        runs.append(list(dealt[:result.deals]))
    shared = min(len(run) for run in runs)
    assert shared >= 1 and runs[0][:shared] == runs[1][:shared]


def test_compare_runs_takes_the_deals_both_runs_played(tmp_path: Path) -> None:
    logs = {level: tmp_path / f"{level}.jsonl" for level in ("easy", "random")}
    summaries = {level: arena.run("scopa", level, "medium", games=4, seed=5, duplicate=True, log=log)
                 for level, log in logs.items()}
    runs = {level: arena.read_log(log, arena.run_keys(log)[0]) for level, log in logs.items()}
    itself = arena.compare_runs(runs["easy"], runs["easy"])
    assert (itself.pairs, itself.margin, itself.wins_first) == (2, 0.0, summaries["easy"].score)
    assert itself.deals == summaries["easy"].deals
    figure = arena.compare_runs(runs["easy"], runs["random"])
    expected, deals = 0.0, 0
    for index in (0, 1):
        for easy, random in zip(runs["easy"][index], runs["random"][index]):
            shared = min(len(easy.deal_points), len(random.deal_points))
            deals += shared
            expected += sum(a - b for a, b in easy.deal_points[:shared])
            expected -= sum(a - b for a, b in random.deal_points[:shared])
    assert figure.deals == deals and figure.margin == pytest.approx(expected / deals)
    assert figure.low < figure.margin < figure.high
    assert (figure.wins_first, figure.wins_second) == (summaries["easy"].score, summaries["random"].score)
    assert arena.compare_runs(runs["easy"], {}).pairs == 0
