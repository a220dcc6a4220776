"""How much the Scopa Expert could still gain, and from what: duplicate matches of measuring sticks.

    python benchmarks/scopa_headroom.py [--pairing NAME ...] [--matches N] [--seed S] [--jobs K | --ray ADDRESS]
                                        [--progress] [--log FILE]

Each pairing is an arena run (:mod:`pyapp.cli.arena`) with the duplicate-deal figure: A's
points minus B's per deal over deals played on both tables of a seat-swapped pair, with a 95%
interval, and the match wins. Pairings (``--pairing``, default all, in this order):

* ``seen-hand`` — the Expert's search (the fitted evaluation, its worlds x 6 plies, the endgame
  solver) given the opponent's **true hand**, the stock still shuffled in every world; against
  ``pimc-baseline``. What perfect inference of the opponent's hand could buy at most.
* ``seen-evidence`` — the same, but handed the true hand only once the opponent has played in the
  current round (before that, uniform worlds as the Expert's): the most that any reading of the
  opponent's plays can reveal (the hand of a round is dealt at once, and earlier rounds' hands
  are played out in full), so the bound for inference.
* ``seen-card`` — the same, but handed one card of the opponent's hand (the first of its hand as
  dealt; the others and the stock uniformly drawn in every world): a point between no knowledge
  and ``seen-hand`` on the curve of what knowing buys.
* ``seen-all`` — the same search on the **true deal** (the hand and the stock order: one world),
  against ``pimc-baseline``. Beyond any fair player: nobody can know the stock.
* ``expert`` — the Expert itself against ``pimc-baseline`` on the same seeds (the reference).
* ``expert-x2``, ``expert-x4`` — the Expert with 2x and 4x its worlds (its 6 plies are already a
  whole round) against the Expert: what more search alone still buys.  RESULTS.md's figures were
  measured when the Expert had 40 worlds (``EXPERT_WORLDS`` became 80 on 2026-12-06, then 160 with the
  compact world search).

The seeing players are measuring sticks, never levels: they live in this script only and read
the hidden cards through the arena's ``choose_seeing`` hook, which no level has.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyapp.ai.scopa.inference import round_plays  # noqa: E402
from pyapp.ai.scopa.levels import expert  # noqa: E402
from pyapp.ai.search import SearchPlayer  # noqa: E402
from pyapp.cli import arena  # noqa: E402
from pyapp.scopa import Play, ScopaState, ScopaView  # noqa: E402


class SeenView:
    """A view whose worlds hold the true hidden cards: the opponent's hand always; the stock's
    order too when *stock* is true (else the stock is shuffled in each world)."""

    def __init__(self, view: ScopaView, state: ScopaState, stock: bool) -> None:
        self.view = view
        self.state = state
        self.stock = stock

    def __getattr__(self, name: str) -> Any:
        return getattr(self.view, name)

    def legal_actions(self) -> tuple[Play, ...]:
        return self.view.legal_actions()

    def determinize(self, rng: Random) -> ScopaState:
        if self.stock or len(self.state.stock) < 2:
            return self.state
        stock = list(self.state.stock)
        rng.shuffle(stock)
        return replace(self.state, stock=tuple(stock))


class SeenCardView(SeenView):
    """A view whose worlds hold one true card of the opponent's hand (the first of it); the rest
    of its hand and the stock are drawn from the other unseen cards."""

    def determinize(self, rng: Random) -> ScopaState:
        state = self.state
        opponent = 1 - self.view.seat
        known, *others = state.hands[opponent]
        unseen = others + list(state.stock)
        rng.shuffle(unseen)
        hand = (known, *unseen[:len(others)])
        hands = (state.hands[0], hand) if opponent == 1 else (hand, state.hands[1])
        return replace(state, hands=hands, stock=tuple(unseen[len(others):]))


class SeeingExpert:
    """The Expert's search handed the hidden cards (a measuring stick, never a level); with
    *after_evidence*, only once the opponent has played in the current round."""

    def __init__(self, stock: bool, after_evidence: bool = False, one_card: bool = False) -> None:
        self.stock = stock
        self.after_evidence = after_evidence
        self.one_card = one_card
        self.search: SearchPlayer = expert()
        self.search.infer = None  # the hand is known, or there is no evidence to read yet
        if stock:
            self.search.iterations = 1  # one world, the true one: more would repeat it

    def choose_seeing(self, state: ScopaState, view: ScopaView, rng: Random) -> Play:
        seeing: Any = SeenView(view, state, self.stock)
        if self.after_evidence and not any(seat != view.seat for seat, _, _ in round_plays(view)):
            seeing = view
        elif self.one_card and state.hands[1 - view.seat]:
            seeing = SeenCardView(view, state, False)
        play: Play = self.search.choose(seeing, rng)
        return play


def seen_hand() -> SeeingExpert:
    """The Expert's search with the opponent's true hand in every world."""
    return SeeingExpert(stock=False)


def seen_evidence() -> SeeingExpert:
    """The Expert's search with the opponent's true hand once it has played in the round."""
    return SeeingExpert(stock=False, after_evidence=True)


def seen_card() -> SeeingExpert:
    """The Expert's search with one card of the opponent's hand known."""
    return SeeingExpert(stock=False, one_card=True)


def seen_all() -> SeeingExpert:
    """The Expert's search on the true deal (hand and stock order)."""
    return SeeingExpert(stock=True)


def _expert_times(factor: int) -> SearchPlayer:
    player = expert()
    player.iterations *= factor
    return player


def expert_x2() -> SearchPlayer:
    """The Expert with twice its worlds."""
    return _expert_times(2)


def expert_x4() -> SearchPlayer:
    """The Expert with four times its worlds."""
    return _expert_times(4)


PAIRINGS: dict[str, tuple[arena.Contestant, arena.Contestant]] = {
    "seen-hand": (seen_hand, "pimc-baseline"),
    "seen-evidence": (seen_evidence, "pimc-baseline"),
    "seen-card": (seen_card, "pimc-baseline"),
    "seen-all": (seen_all, "pimc-baseline"),
    "expert": ("expert", "pimc-baseline"),
    "expert-x2": (expert_x2, "expert"),
    "expert-x4": (expert_x4, "expert"),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairing", nargs="+", choices=list(PAIRINGS), default=list(PAIRINGS))
    parser.add_argument("--matches", type=int, default=140,
                        help="matches per pairing, in seat-swapped pairs (default 140: about 300 duplicate deals)")
    parser.add_argument("--seed", type=int, default=2101)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--ray", default=None, metavar="ADDRESS", help="run on Ray (see pyapp/cli/workers.py)")
    parser.add_argument("--first-pair", type=int, default=0, help="skip the pairs before this one")
    parser.add_argument("--log", default=None, metavar="FILE",
                        help="the arena's pair log: a stopped run given the same FILE continues where it stopped")
    parser.add_argument("--progress", action="store_true", help="the running figures on stderr after every pair")
    args = parser.parse_args(argv)
    rows = []
    for name in args.pairing:
        level_a, level_b = PAIRINGS[name]
        started = time.perf_counter()

        def progress(done: int, total: int, results: list[arena.GameResult], name: str = name) -> None:
            figure = arena.duplicate_figure(results)
            print(f"{name} {done}/{total} pairs: {figure.report('points per deal')}", file=sys.stderr, flush=True)

        summary = arena.run("scopa", level_a, level_b, args.matches, args.seed, args.jobs,
                            progress=progress if args.progress else None, first_pair=args.first_pair,
                            ray=args.ray, duplicate=True, log=args.log)
        print(f"== {name} (seed {args.seed}, {time.perf_counter() - started:.0f} s)")
        print(summary.report(), flush=True)
        rows.append((name, summary))
    print("\n| pairing | A | B | matches | duplicate deals | A − B points/deal [95% CI] | A match wins [95% CI] |")
    print("|---|---|---|---|---|---|---|")
    for name, summary in rows:
        figure = summary.duplicate
        assert figure is not None
        print(f"| {name} | {summary.level_a} | {summary.level_b} | {summary.games} | {figure.deals} "
              f"({figure.unpaired} unpaired) | {figure.margin:+.3f} [{figure.low:+.3f} to {figure.high:+.3f}] "
              f"| {100 * summary.win_rate:.1f}% [{100 * summary.low:.1f}–{100 * summary.high:.1f}] |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
