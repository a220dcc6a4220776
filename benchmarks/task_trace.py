"""What the page's long main-thread tasks did, from a Chromium trace (shared by the browser benchmarks).

``record(browser, page)`` starts Chromium's tracing with the timeline's categories (Playwright's
``browser.start_tracing``, Chromium only); ``long_tasks(trace)`` reads the trace back: every
top-level task of the page's main thread (``CrRendererMain`` of the page's renderer) over a
threshold, with where its time went (the timeline's events by name, their own time without the
events nested in them: ``UpdateLayoutTree`` with the elements it styled, ``Layout`` with the
objects it laid out, ``FunctionCall`` with the script's file and function, ``ParseHTML``, ...).
``describe(task)`` puts one on a line.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "fonts",
              "v8.execute", "loading"]
TOP_LEVEL = {"ThreadControllerImpl::RunTask", "RunTask"}


@dataclass
class Task:
    """A top-level task of the page's main thread: its start (ms, the trace's clock), its length
    (ms) and its own time by what did it."""

    start_ms: float
    duration_ms: float
    cpu_ms: float  # the main thread's own CPU time in it (the rest it waited: other threads, other processes)
    parts: dict[str, float] = field(default_factory=dict)
    styled: int = 0  # elements styled (UpdateLayoutTree's elementCount, summed)
    layouts: int = 0  # Layout events
    laid_out: int = 0  # objects laid out (Layout's dirtyObjects, summed)


def record(browser: Any, page: Any) -> None:
    """Starts tracing *page* (read with ``browser.stop_tracing()``)."""
    browser.start_tracing(page=page, categories=CATEGORIES)


def _main_thread(events: list[dict[str, Any]]) -> tuple[int, int] | None:
    """The (pid, tid) of the page's main thread: the main thread of a web page's renderer (not of
    Chromium's own pages: a "WebUI Top Renderer" can be as busy) with the most top-level time."""
    others = {e["pid"] for e in events if e.get("ph") == "M" and e.get("name") == "process_name"
              and e["args"].get("name") != "Renderer"}
    mains = {(e["pid"], e["tid"]) for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"
             and e["pid"] not in others}
    busy: dict[tuple[int, int], float] = defaultdict(float)
    for event in events:
        key = (event.get("pid"), event.get("tid"))
        if key in mains and event.get("ph") == "X" and event.get("name") in TOP_LEVEL:
            busy[key] += event.get("dur", 0)  # type: ignore[index]
    return max(busy, key=lambda key: busy[key]) if busy else None


def _label(event: dict[str, Any]) -> str:
    """A timeline event's name, with the script for a call or an evaluation."""
    name = str(event["name"])
    data = event.get("args", {}).get("data") or event.get("args", {}).get("beginData") or {}
    if name in ("FunctionCall", "EvaluateScript", "v8.compile", "TimerFire", "FireAnimationFrame", "EventDispatch"):
        where = data.get("url") or ""
        where = where.rsplit("/", 1)[-1].split("?")[0]
        what = data.get("functionName") or data.get("type") or ""
        if where or what:
            return f"{name}({where}{':' if where and what else ''}{what})"
    return name


def _complete(events: list[dict[str, Any]], thread: tuple[int, int]) -> list[dict[str, Any]]:
    """The thread's events as complete events (B/E pairs joined), sorted by start, outer first."""
    done: list[dict[str, Any]] = []
    open_events: list[dict[str, Any]] = []
    for event in events:
        if (event.get("pid"), event.get("tid")) != thread:
            continue
        phase = event.get("ph")
        if phase == "X":
            done.append(event)
        elif phase == "B":
            open_events.append(dict(event))
        elif phase == "E" and open_events:
            begun = open_events.pop()
            begun["dur"] = event["ts"] - begun["ts"]
            begun["args"] = {**begun.get("args", {}), **event.get("args", {})}
            done.append(begun)
    done.sort(key=lambda e: (e["ts"], -e.get("dur", 0)))
    return done


def long_tasks(trace: bytes, threshold_ms: float = 50.0) -> list[Task]:
    """The page main thread's top-level tasks longer than *threshold_ms*, in order."""
    parsed = json.loads(trace)
    events: list[dict[str, Any]] = parsed["traceEvents"] if isinstance(parsed, dict) else parsed
    thread = _main_thread(events)
    if thread is None:
        return []
    tasks: list[Task] = []
    stack: list[tuple[dict[str, Any], Task | None, list[float]]] = []  # (event, its task, [child time])
    for event in _complete(events, thread):
        start, duration = event["ts"], event.get("dur", 0)
        while stack and stack[-1][0]["ts"] + stack[-1][0].get("dur", 0) <= start:
            _close(stack)
        top = stack[0][1] if stack else None
        if not stack and event["name"] in TOP_LEVEL and duration >= threshold_ms * 1000:
            top = Task(start / 1000, duration / 1000, event.get("tdur", 0) / 1000)
            tasks.append(top)
        if top is not None:
            args = event.get("args", {})
            if event["name"] == "UpdateLayoutTree":
                top.styled += int(args.get("elementCount") or 0)
            if event["name"] == "Layout":
                top.layouts += 1
                top.laid_out += int((args.get("beginData") or {}).get("dirtyObjects") or 0)
        if stack:
            stack[-1][2][0] += duration
        stack.append((event, top, [0.0]))
    while stack:
        _close(stack)
    return tasks


def _close(stack: list[tuple[dict[str, Any], Task | None, list[float]]]) -> None:
    event, task, children = stack.pop()
    if task is not None:
        own = (event.get("dur", 0) - children[0]) / 1000
        label = _label(event)
        task.parts[label] = task.parts.get(label, 0.0) + own


def describe(task: Task, parts: int = 5) -> str:
    """One line: the task's start and length, its largest parts, what it styled and laid out."""
    largest = sorted(task.parts.items(), key=lambda item: -item[1])[:parts]
    what = ", ".join(f"{name} {ms:.0f}" for name, ms in largest if ms >= 1)
    return (f"{task.duration_ms:5.0f} ms (CPU {task.cpu_ms:3.0f}) at {task.start_ms:9.0f}: {what}; "
            f"styled {task.styled}, {task.layouts} layouts of {task.laid_out} objects")


FONT_IPC = "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike"


def counts(trace: bytes) -> dict[str, float]:
    """Figures of the whole trace's page main thread that load changes little: how many layouts and
    style recalculations, the elements styled and objects laid out, and the font look-ups it waited
    for (a synchronous call to the browser per new size of a font: on Linux, a card's text drawn at
    a new scale costs one; ``FONT_IPC``), with their wall time."""
    parsed = json.loads(trace)
    events: list[dict[str, Any]] = parsed["traceEvents"] if isinstance(parsed, dict) else parsed
    thread = _main_thread(events)
    if thread is None:
        return {}
    figures = {"layouts": 0.0, "laid_out": 0.0, "style_recalcs": 0.0, "styled": 0.0, "font_ipc": 0.0,
               "font_ipc_ms": 0.0, "cpu_ms": 0.0}
    for event in _complete(events, thread):
        name, args = event["name"], event.get("args", {})
        if name == "Layout":
            figures["layouts"] += 1
            figures["laid_out"] += int((args.get("beginData") or {}).get("dirtyObjects") or 0)
        elif name == "UpdateLayoutTree":
            figures["style_recalcs"] += 1
            figures["styled"] += int(args.get("elementCount") or 0)
        elif name == FONT_IPC:
            figures["font_ipc"] += 1
            figures["font_ipc_ms"] += event.get("dur", 0) / 1000
        elif name in TOP_LEVEL:
            figures["cpu_ms"] += event.get("tdur", 0) / 1000
    return figures
