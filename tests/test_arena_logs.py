"""benchmarks/arena_logs.py: arena logs compared deal by deal and pooled over seeds."""

from __future__ import annotations

from pathlib import Path

import pytest
from benchmark_scripts import load_script

from pyapp.cli import arena


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("logs")
    runs = {"easy-5": ("easy", 5), "random-5": ("random", 5), "easy-6": ("easy", 6), "random-6": ("random", 6)}
    for name, (level, seed) in runs.items():
        arena.run("scopa", level, "medium", games=4, seed=seed, log=folder / f"{name}.jsonl")
    return {name: folder / f"{name}.jsonl" for name in runs}


def test_compare_prints_the_paired_figure(logs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert load_script("arena_logs").main(["compare", str(logs["easy-5"]), str(logs["random-5"])]) == 0
    first = arena.read_log(logs["easy-5"], arena.run_keys(logs["easy-5"])[0])
    second = arena.read_log(logs["random-5"], arena.run_keys(logs["random-5"])[0])
    figure = arena.compare_runs(first, second)
    out = capsys.readouterr().out
    assert "first A=easy, second A=random" in out and f"{figure.margin:+.3f}" in out
    assert f"{figure.deals} deals dealt alike" in out


def test_compare_takes_couples_of_several_seeds(logs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    script = load_script("arena_logs")
    figures = []
    for seed in ("5", "6"):
        first, second = (script.read_run(str(logs[f"{level}-{seed}"]))[1] for level in ("easy", "random"))
        figures.append(arena.compare_runs(first, second))
    assert script.main(["compare", *(str(logs[name]) for name in ("easy-5", "random-5", "easy-6", "random-6"))]) == 0
    out = capsys.readouterr().out
    deals = sum(figure.deals for figure in figures)
    margin = sum(figure.margin * figure.deals for figure in figures) / deals
    assert f"{deals} deals dealt alike" in out and f"{margin:+.3f}" in out and "seed 6, B=medium" in out


def test_pool_counts_every_run(logs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert load_script("arena_logs").main(["pool", str(logs["easy-5"]), str(logs["easy-6"])]) == 0
    results = []
    for path in (logs["easy-5"], logs["easy-6"]):
        pairs = arena.read_log(path, arena.run_keys(path)[0])
        results += [game for index in sorted(pairs) for game in pairs[index]]
    wins = sum(game.score for game in results)
    out = capsys.readouterr().out
    assert f"({wins:g}/8)" in out and arena.duplicate_figure(results).report("points per deal") in out
    deals = [points for game in results for points in game.deal_points]
    won = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in deals)
    assert f"deals won by A {100 * won / len(deals):.1f}%" in out and f"({won:g}/{len(deals)}, a tie half)" in out


@pytest.mark.parametrize("command, names, reason", [
    ("compare", ("easy-5", "easy-6"), "they differ in seed"),
    ("compare", ("easy-5", "random-5", "easy-6"), "logs in couples"),
    ("compare", ("easy-5", "random-5", "easy-5", "random-5"), "different seeds"),
    ("pool", ("easy-5", "easy-5"), "must have different seeds"),
])
def test_runs_that_do_not_match_are_refused(logs: dict[str, Path], capsys: pytest.CaptureFixture[str],
                                            command: str, names: tuple[str, str], reason: str) -> None:
    with pytest.raises(SystemExit) as exit_:
        load_script("arena_logs").main([command, *(str(logs[name]) for name in names)])
    assert exit_.value.code == 2 and reason in capsys.readouterr().err


def test_a_log_of_two_runs_is_refused(logs: dict[str, Path], tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    both = tmp_path / "both.jsonl"
    both.write_text(logs["easy-5"].read_text() + logs["easy-6"].read_text())
    with pytest.raises(SystemExit):
        load_script("arena_logs").main(["pool", str(both)])
    assert "a log of one run is needed, it holds 2" in capsys.readouterr().err
