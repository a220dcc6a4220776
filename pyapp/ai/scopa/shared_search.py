"""PIMC whose next own play is one choice across the worlds (an experiment of issue #21).

Plain PIMC searches each world as if every card were seen: in each world the searching seat's next
play answers the opponent's true hand, which the seat will not know when it plays it (*strategy
fusion*). Here the seat's next play after the opponent's reply is chosen once for all the worlds in
which the seat would see the same thing (the same reply, the same hand of its own), as the best on
average over them; only the plies after it are searched world by world. The opponent still replies
world by world, knowing the world (as in plain PIMC).

Which worlds lead to a reply depends on the reply the opponent picks in each, and that depends on the
seat's shared answer to it: :func:`shared_totals` settles the two by a few rounds of best answers.

Against the plain Expert at 40 and at 160 worlds it gained nothing measurable (benchmarks/RESULTS.md), so
no level uses it; ``benchmarks/scopa_variants.py``'s ``shared=on`` plays it (a
:class:`~pyapp.ai.search.SearchPlayer` whose ``run_pimc`` is :func:`shared_pimc`).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from random import Random
from typing import Any

from pyapp.ai import search
from pyapp.ai.scopa.world_search import ReplyTable, world_values
from pyapp.ai.search import SearchResult, best_of

__all__ = ["shared_pimc", "shared_totals"]

ROUNDS = 4  # rounds of best answers between the opponent's replies and the seat's shared next play


def shared_totals(tables: Sequence[float | ReplyTable]) -> float:
    """The sum over the worlds of one root play's value, the seat's next play shared across the
    worlds that see the same reply (*tables*: the play's ``world_values(..., tables=True)`` entry in
    each world)."""
    worlds: list[ReplyTable] = [entry for entry in tables if isinstance(entry, dict)]
    if not worlds:
        return float(sum(tables))  # type: ignore[arg-type]
    if len(worlds) != len(tables):
        raise ValueError("a root play's worlds disagree on whether the opponent replies")
    members: dict[Any, list[int]] = {}
    for index, table in enumerate(worlds):
        for reply in table:
            members.setdefault(reply, []).append(index)
    chosen_reply: list[Any] = [None] * len(worlds)
    answer: dict[Any, Any] = {}
    reaching = members
    for _ in range(ROUNDS):
        for reply, indices in reaching.items():
            if not indices:
                continue
            answers = worlds[indices[0]][reply]
            best, best_total = None, -float("inf")
            for candidate in answers:
                total = sum(worlds[index][reply][candidate] for index in indices)
                if total > best_total + 1e-12:
                    best, best_total = candidate, total
            answer[reply] = best
        changed = False
        for index, table in enumerate(worlds):
            reply = min(table, key=lambda reply: table[reply][answer[reply]])
            if reply != chosen_reply[index]:
                chosen_reply[index] = reply
                changed = True
        if not changed:
            break
        reaching = {reply: [index for index in indices if chosen_reply[index] == reply]
                    for reply, indices in members.items()}
    return sum(table[chosen_reply[index]][answer[chosen_reply[index]]] for index, table in enumerate(worlds))


def shared_pimc(view: Any, model: Any, rng: Random, *, worlds: int, depth: int,
                deadline: float | None = None) -> SearchResult:
    """:func:`pyapp.ai.search.pimc` with the seat's next play shared across the worlds
    (:func:`shared_totals`); the worlds are drawn as PIMC draws them."""
    legal, forced = search.root_actions(view)
    if forced is not None:
        return forced
    seat = view.seat
    tables: list[list[Any]] = []
    for _ in range(max(1, worlds)):
        if deadline is not None and tables and time.perf_counter() > deadline:
            break
        search.pause()
        world = view.determinize(rng)
        entries = world_values(model, world, legal, depth - 1, seat, tables=True)
        if entries is None:
            raise ValueError("the shared search covers the plain rules only")
        tables.append(entries)
    done = len(tables)
    totals = [shared_totals([entries[index] for entries in tables]) for index in range(len(legal))]
    values = {action: total / done for action, total in zip(legal, totals, strict=True)}
    return SearchResult(best_of(legal, totals), values, dict.fromkeys(legal, done), done)

