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

SEARCHING = [("scopa", "hard", 6), ("scopa", "expert", 3), ("scopone", "hard", 4), ("scopone", "expert", 2),
             ("minchiate", "hard", 6), ("minchiate", "expert", 2)]


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


def fake_pyodide(monkeypatch: pytest.MonkeyPatch, scheduler: Any) -> None:
    """Stands in for Pyodide's ``js`` and ``pyodide.ffi`` modules (a worker's globals: *scheduler*
    or none)."""
    import sys
    import types

    js = types.ModuleType("js")
    js.Object = types.SimpleNamespace(fromEntries=dict)  # type: ignore[attr-defined]
    if scheduler is not None:
        js.scheduler = scheduler  # type: ignore[attr-defined]
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = lambda function: function  # type: ignore[attr-defined]
    ffi.to_js = lambda value, dict_converter: dict_converter(value.items())  # type: ignore[attr-defined]
    package = types.ModuleType("pyodide")
    package.ffi = ffi  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "js", js)
    monkeypatch.setitem(sys.modules, "pyodide", package)
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)


def test_the_pause_waits_for_a_background_task_so_the_pages_messages_come_first(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Not asyncio.sleep(0): Pyodide runs it through a MessageChannel of the worker's own, which
    # Chromium delivered ahead of the page's messages (benchmarks/RESULTS.md, #18).
    posted: list[tuple[Any, dict[str, str]]] = []

    class Scheduler:
        def postTask(self, callback: Any, options: dict[str, str]) -> str:  # noqa: N802 - the web API's name
            posted.append((callback, options))
            return "a promise"

    fake_pyodide(monkeypatch, Scheduler())
    pacer = browser.Pacer()
    assert pacer.after_pending_tasks() == "a promise"
    assert pacer.after_pending_tasks() == "a promise"
    assert [options for _, options in posted] == [{"priority": "background"}] * 2
    assert posted[0][0]() is None


def test_without_a_scheduler_the_pause_waits_for_a_timer_not_pyodides_message_channel(
        monkeypatch: pytest.MonkeyPatch) -> None:
    fake_pyodide(monkeypatch, None)
    slept: list[float] = []

    async def sleep(delay: float) -> None:
        slept.append(delay)

    monkeypatch.setattr(browser.asyncio, "sleep", sleep)
    waiting = browser.Pacer().after_pending_tasks()
    with pytest.raises(StopIteration):
        waiting.send(None)
    assert slept == [0.003], "Pyodide runs timers of 2 ms or less through its MessageChannel"
