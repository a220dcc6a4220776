"""The desktop tools' task runner: the same results, in the same order, here, in processes or on Ray.

The Ray test starts a private local instance with one CPU (CI installs Ray with the test extra) and
plays a tiny arena on it: the games must be those of the same run on local processes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pyapp.cli import arena
from pyapp.cli.workers import ordered_map


def _square(number: int) -> int:
    return number * number


def test_ordered_map_keeps_the_tasks_order_in_processes() -> None:
    assert list(ordered_map(_square, [3, 1, 2])) == [9, 1, 4]
    assert list(ordered_map(_square, [3, 1, 2, 5], jobs=2)) == [9, 1, 4, 25]


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    import ray

    from pyapp.cli.workers import ray_session

    ray_session("local", jobs=1)
    yield
    ray.shutdown()


def _games(ray: str | None) -> tuple[arena.Summary, list[tuple[float, list[tuple[float, float]]]]]:
    games: list[tuple[float, list[tuple[float, float]]]] = []

    def keep(done: int, total: int, results: list[arena.GameResult]) -> None:
        games[:] = [(result.score, result.deal_points) for result in results]

    summary = arena.run("scopa", "medium", "random", games=6, seed=9, progress=keep, duplicate=True, ray=ray)
    return summary, games


def test_a_tiny_arena_on_local_ray_plays_the_same_games_in_the_same_order(local_ray: None) -> None:
    here, games_here = _games(None)
    on_ray, games_on_ray = _games("local")
    assert games_on_ray == games_here and len(games_here) == 6
    assert (on_ray.score, on_ray.deals, on_ray.points_a, on_ray.points_b, on_ray.duplicate) == \
        (here.score, here.deals, here.points_a, here.points_b, here.duplicate)


def test_a_briscola_arena_on_local_ray_plays_the_same_games(local_ray: None) -> None:
    here = arena.run("briscola", "heuristic", "random", games=4, seed=9, rules="players=4", duplicate=True)
    on_ray = arena.run("briscola", "heuristic", "random", games=4, seed=9, rules="players=4", duplicate=True,
                       ray="local")
    assert (on_ray.score, on_ray.deals, on_ray.points_a, on_ray.points_b, on_ray.duplicate) == \
        (here.score, here.deals, here.points_a, here.points_b, here.duplicate)
