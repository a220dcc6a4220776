"""The search's pause (``pyapp.ai.search.set_pause``): the browser's worker lets the page's messages
in there while the computer thinks, so every searching level must call it as it goes, and the
pause must change nothing the search chooses."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from test_worker import positions, uncapped

from pyapp import browser
from pyapp.ai import search

SEARCHING = [("scopa", "hard", 6), ("scopa", "expert", 3), ("minchiate", "hard", 6),
             ("minchiate", "expert", 2), ("minchiate", "ismcts", 3)]


@pytest.mark.parametrize(("game", "level", "count"), SEARCHING)
def test_every_searching_level_pauses_as_it_goes_and_chooses_the_same(game: str, level: str, count: int) -> None:
    views = [view for view in positions(game, 300) if len(view.legal_actions()) > 3
             and all(type(action).__name__ in ("PlayCard", "Play") for action in view.legal_actions())]
    views = views[:count]
    assert len(views) == count
    calls = 0

    def pause() -> None:
        nonlocal calls
        calls += 1

    for index, view in enumerate(views):
        alone = uncapped(game, level).choose(view, Random(index))
        before = calls
        search.set_pause(pause)
        try:
            paused = uncapped(game, level).choose(view, Random(index))
        finally:
            search.set_pause(None)
        assert paused == alone, f"{game} {level}: the pause changed the choice"
        assert calls - before >= 2, f"{game} {level} searched with {calls - before} pauses"


def test_the_pacer_suspends_the_search_only_every_pause_interval(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [100.0]
    monkeypatch.setattr(browser.time, "perf_counter", lambda: clock[0])
    pacer = browser.Pacer()
    suspended: list[Any] = []
    # (in the browser: a background-priority task's promise, done once the page's messages are read)
    pacer.pending_tasks = lambda: "the worker's queued tasks"
    pacer.can_run_sync, pacer.run_sync = (lambda: True), suspended.append
    pacer()
    assert suspended == []
    clock[0] += browser.PAUSE_EVERY / 2
    pacer()
    assert suspended == []
    clock[0] += browser.PAUSE_EVERY
    pacer()
    assert suspended == ["the worker's queued tasks"]
    pacer()
    assert len(suspended) == 1, "the interval starts again after a suspension"


def test_without_stack_switching_the_pacer_lets_the_search_run_through(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [0.0]
    monkeypatch.setattr(browser.time, "perf_counter", lambda: clock[0])
    pacer = browser.Pacer()  # under CPython: no pyodide, so no run_sync
    clock[0] += 10 * browser.PAUSE_EVERY
    pacer()  # must not raise
    assert pacer.can_run_sync() is False
