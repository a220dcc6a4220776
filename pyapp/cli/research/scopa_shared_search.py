"""PIMC whose next own play is one choice across the worlds (an experiment of issue #21, not shipped).

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
:class:`~pyapp.ai.search.SearchPlayer` whose ``run_pimc`` is :func:`shared_pimc`), on the Expert's
compact world search (:func:`reply_tables`).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from random import Random
from typing import Any

from pyapp.ai import search
from pyapp.ai.scopa.world_search import INFINITY, ExpertModel, compact, walker
from pyapp.ai.search import SearchResult, best_of
from pyapp.engine import Seat
from pyapp.scopa import Play, ScopaState
from pyapp.scopa.actions import legal_plays

__all__ = ["ReplyTable", "reply_tables", "shared_pimc", "shared_totals"]

Card = str
# A root play's values in one world (:func:`reply_tables`): for each reply of the opponent (its card,
# its take and the searching seat's hand after it), the value of each next play of the seat (its
# card and take; None when the seat does not play next within the search).
ReplyTable = dict[tuple[Card, tuple[Card, ...], tuple[Card, ...]], dict[tuple[Card, tuple[Card, ...]] | None, float]]

ROUNDS = 4  # rounds of best answers between the opponent's replies and the seat's shared next play


def reply_tables(model: ExpertModel, world: ScopaState, legal: Sequence[Play], depth: int,
                 seat: Seat) -> list[float | ReplyTable] | None:
    """Each play of *legal* in *world*, searched *depth* plies after it on the Expert's compact walk:
    its :data:`ReplyTable` (the value after each reply of the opponent and each next play of *seat*,
    searched world by world after those), or its value when the opponent does not reply within the
    search. None under any option of the rules."""
    rules = world.rules
    if rules.re_bello or rules.napola or rules.asso_piglia_tutto:
        return None
    value, _, _ = walker(model, world, seat)
    root_team = seat & 1
    order = model.order

    def compact_value(state: ScopaState, depth: int) -> float:
        """The walk's value of the engine's *state*, searched *depth* plies."""
        return value(*compact(state), depth, -INFINITY, INFINITY)

    def table(play: Play) -> float | ReplyTable:
        """*play*'s value in this world for each reply of the opponent and each next play of *seat*."""
        after = search.successor(world, play)
        mover = after.to_play
        if mover is None or depth <= 0 or mover & 1 == root_team:
            return compact_value(after, depth)
        replies = order(after, legal_plays(after.hands[mover], after.table))
        remaining = depth - (len(replies) > 1)
        result: ReplyTable = {}
        for reply in replies:
            then = search.successor(after, reply)
            key = (reply.card, reply.take, tuple(sorted(then.hands[seat])))
            if then.to_play is None or remaining <= 0 or then.to_play & 1 != root_team:
                result[key] = {None: compact_value(then, remaining)}
                continue
            mine = order(then, legal_plays(then.hands[then.to_play], then.table))
            left = remaining - (len(mine) > 1)
            result[key] = {(next_play.card, next_play.take): compact_value(search.successor(then, next_play), left)
                           for next_play in mine}
        return result

    return [table(play) for play in legal]


def shared_totals(tables: Sequence[float | ReplyTable]) -> float:
    """The sum over the worlds of one root play's value, the seat's next play shared across the
    worlds that see the same reply (*tables*: the play's :func:`reply_tables` entry in each world)."""
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
        entries = reply_tables(model, world, legal, depth - 1, seat)
        if entries is None:
            raise ValueError("the shared search covers the plain rules only")
        tables.append(entries)
    done = len(tables)
    totals = [shared_totals([entries[index] for entries in tables]) for index in range(len(legal))]
    values = {action: total / done for action, total in zip(legal, totals, strict=True)}
    return SearchResult(best_of(legal, totals), values, dict.fromkeys(legal, done), done)

