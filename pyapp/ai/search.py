"""One determinized search for every game of the shared interface (``pyapp.engine``).

The search sees a :class:`~pyapp.engine.View` only. Hidden information is handled by
*determinization*: every world it thinks about comes from ``view.determinize(rng)`` (which
samples the hidden cards consistently with what the seat knows, including the inferences
the game draws: voids, the kings rule, unknown discards). Nothing here is specific to a game:
each game supplies a :class:`GameModel` — which seats are partners, what a finished or an
unfinished position is worth, and a cheap playout policy.

Two algorithms share that model:

* :func:`pimc` — Perfect-Information Monte Carlo: sample ``worlds`` worlds; in each, score
  every legal action with a depth-limited alpha-beta (leaves scored by the model's
  evaluation); play the action with the best average. Strong when the evaluation is good
  and the game's tactics are short (Scopa).
* :func:`ismcts` — Single-Observer Information-Set MCTS: one tree over the seat's
  information set, one fresh determinization per iteration, UCB with availability counts,
  playouts with the model's policy cut off after ``playout_depth`` moves and scored with the
  evaluation. Better when worlds must be many and shallow (long trick-taking deals).

Values are always in [0, 1] for the *root team* (the searching seat and its partners); the
game is treated as two-sided (what one team gains the other loses), as both games are.

Both are anytime: they stop after ``iterations`` (worlds for PIMC) or at ``deadline`` (a
``time.perf_counter()`` value), whichever comes first, and always finish at least one unit
of work. With no deadline the result depends only on the view, the seed of *rng* and the
budget — the fairness tests rely on that (tests never use wall time).

>>> from random import Random
>>> from pyapp.scopa import deal
>>> from pyapp.ai.scopa.evaluation import ScopaModel
>>> state = deal(Random(3), dealer=0)
>>> view = state.view(1)
>>> action = pimc(view, ScopaModel(view.match_score), Random(5), worlds=4, depth=2).action
>>> action in view.legal_actions()
True
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field, replace
from random import Random
from typing import Any, Protocol

from pyapp.engine import Seat

__all__ = ["GameModel", "SearchPlayer", "SearchResult", "alphabeta", "best_of", "ismcts", "near_best", "pause",
           "pimc", "root_actions", "set_pause", "successor"]

INFINITY = float("inf")

_pause: Callable[[], None] | None = None


def set_pause(pause: Callable[[], None] | None) -> None:
    """Makes every search call *pause* often (at each inner alpha-beta node, each world and each
    ISMCTS iteration; None: never): the browser lets its page's messages in there while the
    computer thinks. *pause* must not touch the search's state or its random numbers, so the
    choices stay the same."""
    global _pause
    _pause = pause


def pause() -> None:
    """Calls the pause :func:`set_pause` set, if any: for the game's own searches (Minchiate's
    rollouts), which must let the page in as often as this module's."""
    if _pause is not None:
        _pause()


class GameModel(Protocol):
    """What a game tells the search: partners, values, and a playout policy.

    ``utility`` and ``evaluate`` return the value *for the team of seat* in [0, 1]
    (1 best); ``utility`` is asked only of finished states (``to_play is None``).
    """

    def team(self, seat: Seat) -> int:
        """The team of *seat* (seats of one team share their result)."""
        ...

    def utility(self, state: Any, seat: Seat) -> float:
        """The value of a finished *state* for the team of *seat*, in [0, 1]."""
        ...

    def evaluate(self, state: Any, seat: Seat) -> float:
        """An estimate of the value of an unfinished *state* for the team of *seat*."""
        ...

    def playout_action(self, state: Any, rng: Random) -> Any:
        """A cheap, reasonable action for the seat to play in *state* (a playout step)."""
        ...

    def order(self, state: Any, actions: Sequence[Any]) -> Sequence[Any]:
        """*actions* in the order alpha-beta should try them (most promising first)."""
        ...


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The chosen action, the value of every root action, and how much work was done; PIMC also keeps
    every root action's value in each world (``scores``, in the order the worlds were searched)."""

    action: Any
    values: dict[Any, float]
    visits: dict[Any, int]
    iterations: int
    scores: dict[Any, tuple[float, ...]] = field(default_factory=dict)

    def ranked(self) -> list[tuple[Any, float]]:
        """The root actions, best first, with their values."""
        return sorted(self.values.items(), key=lambda item: -item[1])


def best_of(actions: Sequence[Hashable], scores: Sequence[float]) -> Any:
    """The action with the highest score; the first one (in legal order) on a tie."""
    best_index = 0
    best_score = -INFINITY
    for index, score in enumerate(scores):
        if score > best_score + 1e-12:
            best_index, best_score = index, score
    return actions[best_index]


# --- alpha-beta on one world ------------------------------------------------------------

def successor(state: Any, action: Any) -> Any:
    """The state after *action*, which the search took from ``state.legal_actions()``: through the
    state's ``play_legal`` when it has one (the same state without checking the action again,
    the search's hot path), else ``play``."""
    play_legal = getattr(state, "play_legal", None)
    return play_legal(action) if play_legal is not None else state.play(action)


def alphabeta(state: Any, depth: int, model: GameModel, root_team: int, root_seat: Seat,
              alpha: float = -INFINITY, beta: float = INFINITY) -> float:
    """The minimax value of *state* for *root_team*, searching *depth* plies (fail-soft).

    The root team's seats maximise, the others minimise; leaves at depth 0 are scored with
    ``model.evaluate``, finished states with ``model.utility``.
    """
    seat = state.to_play
    if seat is None:
        return model.utility(state, root_seat)
    if depth <= 0:
        return model.evaluate(state, root_seat)
    if _pause is not None:
        _pause()
    actions = model.order(state, state.legal_actions())
    if len(actions) == 1:  # a forced move costs no depth
        return alphabeta(successor(state, actions[0]), depth, model, root_team, root_seat, alpha, beta)
    if model.team(seat) == root_team:
        value = -INFINITY
        for action in actions:
            child = alphabeta(successor(state, action), depth - 1, model, root_team, root_seat,
                              alpha, beta)
            if child > value:
                value = child
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return value
    value = INFINITY
    for action in actions:
        child = alphabeta(successor(state, action), depth - 1, model, root_team, root_seat,
                          alpha, beta)
        if child < value:
            value = child
            if value < beta:
                beta = value
                if alpha >= beta:
                    break
    return value


def root_actions(view: Any) -> tuple[list[Any], SearchResult | None]:
    """The legal actions of *view*, and the result of a search when there is only one (None
    otherwise: the search decides); raises ValueError when it is not the seat's turn."""
    legal = list(view.legal_actions())
    if not legal:
        raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
    if len(legal) == 1:
        return legal, SearchResult(legal[0], {legal[0]: 0.5}, {legal[0]: 0}, 0)
    return legal, None


def pimc(view: Any, model: GameModel, rng: Random, *, worlds: int, depth: int,
         deadline: float | None = None) -> SearchResult:
    """Perfect-Information Monte Carlo: the action with the best alpha-beta value averaged
    over up to *worlds* determinizations of *view* (at least one; fewer if *deadline* passes).

    A model may search a world faster than :func:`alphabeta` does: its ``world_values(world,
    legal, depth, seat)``, when it has one, returns what :func:`alphabeta` would for each action
    after it (or None to leave the world to :func:`alphabeta`).
    """
    legal, forced = root_actions(view)
    if forced is not None:
        return forced
    seat = view.seat
    team = model.team(seat)
    totals = [0.0] * len(legal)
    per_world: list[list[float]] = [[] for _ in legal]
    done = 0
    world_values = getattr(model, "world_values", None)
    for _ in range(max(1, worlds)):
        if deadline is not None and done and time.perf_counter() > deadline:
            break
        if _pause is not None:
            _pause()
        world = view.determinize(rng)
        scores = None if world_values is None else world_values(world, legal, depth - 1, seat)
        if scores is None:
            scores = [alphabeta(successor(world, action), depth - 1, model, team, seat) for action in legal]
        for index, score in enumerate(scores):
            totals[index] += score
            per_world[index].append(score)
        done += 1
    values = {action: total / done for action, total in zip(legal, totals, strict=False)}
    return SearchResult(best_of(legal, totals), values, dict.fromkeys(legal, done), done,
                        {action: tuple(world) for action, world in zip(legal, per_world, strict=True)})


def near_best(result: SearchResult, errors: float = 1.0) -> list[Any]:
    """The root actions whose value is within *errors* standard errors of the chosen action's, in legal
    order (the chosen one among them): the actions the search cannot tell from its choice.

    The error is the paired one: every action was valued in the same worlds, so the standard error of
    the mean of the per-world differences to the chosen action (the world's luck cancels). Without per-world
    scores (ISMCTS, a forced move) or with fewer than two worlds, only the actions of exactly the
    chosen one's value.
    """
    chosen = result.action
    best = result.values.get(chosen, 0.0)
    chosen_scores = result.scores.get(chosen, ())
    near = []
    for action, value in result.values.items():
        gap = best - value
        if action == chosen or gap <= 1e-12:
            near.append(action)
            continue
        scores = result.scores.get(action, ())
        count = len(scores)
        if count < 2 or count != len(chosen_scores):
            continue
        differences = [mine - theirs for mine, theirs in zip(chosen_scores, scores, strict=True)]
        mean = sum(differences) / count
        variance = sum((difference - mean) ** 2 for difference in differences) / (count - 1)
        if gap <= errors * math.sqrt(variance / count):
            near.append(action)
    return near


# --- ISMCTS -----------------------------------------------------------------------------

class _Node:
    """A node of the information-set tree: statistics of the move that led to it."""

    __slots__ = ("team", "children", "visits", "total", "available")

    def __init__(self, team: int) -> None:
        self.team = team              # the team that made the move into this node
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.total = 0.0              # sum of values for self.team
        self.available = 0            # how often the move was legal when its parent was visited


def ismcts(view: Any, model: GameModel, rng: Random, *, iterations: int,
           exploration: float = 0.7, playout_depth: int | None = None,
           deadline: float | None = None, check_every: int = 16) -> SearchResult:
    """Single-observer ISMCTS from *view*: up to *iterations* iterations (at least one).

    Each iteration samples a world, descends the tree choosing among the children legal in
    that world by UCB1 with availability counts, expands one untried action, plays out with
    ``model.playout_action`` for at most *playout_depth* moves (None: to the end) and backs
    the value up. The most visited root action is played (ties: the better mean, then legal
    order).
    """
    legal, forced = root_actions(view)
    if forced is not None:
        return forced
    seat = view.seat
    root_team = model.team(seat)
    root = _Node(1 - root_team)
    log = math.log
    sqrt = math.sqrt
    done = 0
    for _ in range(max(1, iterations)):
        if (deadline is not None and done and done % check_every == 0
                and time.perf_counter() > deadline):
            break
        if _pause is not None:
            _pause()
        state = view.determinize(rng)
        node = root
        path = [root]
        while state.to_play is not None:
            actions = state.legal_actions()
            children = node.children
            untried = [action for action in actions if action not in children]
            for action in actions:
                child = children.get(action)
                if child is not None:
                    child.available += 1
            if untried:
                action = untried[0] if len(untried) == 1 else rng.choice(untried)
                child = _Node(model.team(state.to_play))
                child.available = 1
                children[action] = child
                state = state.play(action)
                path.append(child)
                break
            best_action = None
            best_score = -INFINITY
            for action in actions:
                child = children[action]
                score = (child.total / child.visits
                         + exploration * sqrt(log(child.available) / child.visits))
                if score > best_score:
                    best_action, best_score = action, score
            node = children[best_action]
            state = state.play(best_action)
            path.append(node)
        steps = 0
        while state.to_play is not None and (playout_depth is None or steps < playout_depth):
            state = state.play(model.playout_action(state, rng))
            steps += 1
        value = model.utility(state, seat) if state.to_play is None else model.evaluate(state, seat)
        for visited in path:
            visited.visits += 1
            visited.total += value if visited.team == root_team else 1.0 - value
        done += 1
    values: dict[Any, float] = {}
    visits: dict[Any, int] = {}
    for action in legal:
        child = root.children.get(action)
        visits[action] = child.visits if child else 0
        values[action] = child.total / child.visits if child and child.visits else 0.0
    chosen = max(legal, key=lambda action: (visits[action], values[action]))
    return SearchResult(chosen, values, visits, done)


# --- a player built on the search -------------------------------------------------------

class SearchPlayer:
    """A Player that searches: PIMC or ISMCTS over the game's model, under an iteration
    budget and (optionally) a wall-time cap.

    *model_for* builds the model from the view (e.g. to know the match score); *exact*, when
    given, may answer a view outright (an endgame solver) by returning an action, or None to
    let the search decide. *infer*, when given, wraps the view before the search in one whose
    ``determinize`` draws on the game's inferences (it must read only the view).
    *prior*, when given, is a post-step on the search's result: ``prior(view, result)`` returns the
    action to play instead of ``result.action`` (a game's conventions among actions the search values
    alike, :func:`near_best`), or None to keep the search's choice; it must read only the view and the
    result.
    ``time_limit`` (seconds) is for interactive play only: with it the choice depends on the
    machine's speed, so tests and the arena leave it None.
    ``last_result`` keeps the last :class:`SearchResult` (for hints and analysis).
    """

    def __init__(self, model_for: Any, *, algorithm: str = "pimc", iterations: int = 16,
                 depth: int = 3, exploration: float = 0.7, playout_depth: int | None = None,
                 time_limit: float | None = None, exact: Any = None, infer: Any = None,
                 prior: Any = None) -> None:
        if algorithm not in ("pimc", "ismcts"):
            raise ValueError(f"unknown search algorithm {algorithm!r}: pimc or ismcts")
        self.model_for = model_for
        self.algorithm = algorithm
        self.iterations = iterations
        self.depth = depth
        self.exploration = exploration
        self.playout_depth = playout_depth
        self.time_limit = time_limit
        self.exact = exact
        self.infer = infer
        self.prior = prior
        self.run_pimc: Callable[..., SearchResult] = pimc  # a variant of PIMC's may stand in (its signature)
        self.last_result: SearchResult | None = None

    def search(self, view: Any, rng: Random) -> SearchResult:
        """The full search result for *view* (ignores the exact and prior hooks)."""
        model = self.model_for(view)
        if self.infer is not None:
            view = self.infer(view)
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        if self.algorithm == "pimc":
            return self.run_pimc(view, model, rng, worlds=self.iterations, depth=self.depth, deadline=deadline)
        return ismcts(view, model, rng, iterations=self.iterations,
                      exploration=self.exploration, playout_depth=self.playout_depth,
                      deadline=deadline)

    def choose(self, view: Any, rng: Random) -> Any:
        """The searched action for *view*; raises ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        if len(legal) == 1:
            return legal[0]
        if self.exact is not None:
            action = self.exact(view)
            if action is not None:
                return action
        result = self.search(view, rng)
        if self.prior is not None:
            preferred = self.prior(view, result)
            if preferred is not None and preferred != result.action:
                result = replace(result, action=preferred)
        self.last_result = result
        return result.action
