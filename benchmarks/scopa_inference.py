"""How much an opponent's plays of a round say about the cards it still holds, under three models.

    python benchmarks/scopa_inference.py [--matches N] [--seed S] [--share P] [--runs K] [--jobs J]

The opponent is the PIMC baseline (``pimc-baseline``, the yardstick of RESULTS.md) in self-play.
At a sample of the turns where the other seat plays after the opponent has played in the round
(the share *P* of them), a candidate set is drawn: the opponent's true hand and 29 other hands of
the same size from the cards the seat cannot see (fewer when fewer exist). Each model weighs every
candidate by the likelihood of the opponent's plays of the round, and the figure is the
information the plays gave about the hand: log(candidates x the true hand's posterior), in nats.
0 means nothing was learnt; log 30 = 3.40 means the hand is known, as the ``seen-evidence``
measuring stick of ``scopa_headroom.py`` knows it. Models:

The deal's last round is left out (every card the seat cannot see is then in the opponent's hand).

* ``uniform`` — every legal play equally likely (it reads only how many plays a hand has);
* ``shipped`` — the Expert's inference (:class:`pyapp.ai.scopa.inference.InferringView`, a softmax
  of a greedy score, temperature 1.0), and the same at temperature 1.4 (the best fit on self-play);
* ``baseline`` — the opponent's **own** policy: the baseline run *K* times (its worlds are random)
  on the hypothesised hand at each of its plays, the share that made the play (add-half smoothed).
  No fair player has this model; it bounds what any model of this opponent could read.

The figures print as means with a 95% interval over the positions measured.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import replace
from itertools import combinations
from pathlib import Path
from random import Random
from statistics import fmean, stdev

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyapp.ai.scopa.inference import PLAYS_PER_ROUND, InferringView  # noqa: E402
from pyapp.cards import Card  # noqa: E402
from pyapp.cli.research.scopa_baseline import pimc_baseline  # noqa: E402
from pyapp.cli.workers import ordered_map  # noqa: E402
from pyapp.scopa import Match, Play, ScopaView  # noqa: E402

CANDIDATES = 30
MODELS = ("uniform", "shipped", "shipped T=1.4", "baseline")


def information(log_weights: list[float]) -> float:
    """log(candidates x the posterior of the first candidate, the true hand)."""
    top = max(log_weights)
    weights = [math.exp(value - top) for value in log_weights]
    return math.log(weights[0] / sum(weights) * len(weights))


def measure(view: ScopaView, evidence: list[tuple[Play, ScopaView]], true_hand: tuple[Card, ...], rng: Random,
            runs: int) -> list[float] | None:
    """Each model's information about *true_hand* from *evidence* (the opponent's plays of the round,
    each with its view then), on a candidate set drawn with *rng*; None when the hand is known anyway
    (the deal's last round: every unseen card is in it)."""
    unseen = view.unseen()
    every = list(combinations(unseen, len(true_hand)))
    if len(every) == 1:
        return None
    truth = frozenset(true_hand)
    others: set[tuple[Card, ...]] = set()
    while len(others) < min(CANDIDATES - 1, len(every) - 1):
        hand = every[rng.randrange(len(every))]
        if frozenset(hand) != truth:
            others.add(hand)
    candidates = [true_hand, *sorted(others)]
    inferring = {"uniform": InferringView(view, temperature=1e9), "shipped": InferringView(view),
                 "shipped T=1.4": InferringView(view, temperature=1.4)}
    baseline = pimc_baseline()
    logs: dict[str, list[float]] = {name: [] for name in MODELS}
    for hand in candidates:
        for name, model in inferring.items():
            logs[name].append(model.log_likelihood(hand))
        held = list(hand)
        total = 0.0
        for play, then in reversed(evidence):
            held.append(play.card)
            hypothesised = replace(then, hand=tuple(held))  # its view then, holding the candidate hand
            agreeing = sum(baseline.choose(hypothesised, Random(rng.random())) == play for _ in range(runs))
            total += math.log((agreeing + 0.5) / (runs + 1.0))
        logs["baseline"].append(total)
    return [information(logs[name]) for name in MODELS]


def match_task(task: tuple[int, int, float, int]) -> list[list[float]]:
    """The measured positions of one self-play match of the baseline (seeded by *seed* and *number*)."""
    seed, number, share, runs = task
    match_seed = seed * 1000 + number
    deal_rng, pick = Random(match_seed), Random(match_seed * 7919 + 3)
    rngs = (Random(match_seed * 7919 + 1), Random(match_seed * 7919 + 2))
    player = pimc_baseline()
    match = Match.new(deal_rng)
    found: list[list[float]] = []
    while True:
        evidence: list[tuple[int, Play, ScopaView]] = []
        while match.to_play is not None:
            seat = match.to_play
            state = match.state
            if state.plays_made % PLAYS_PER_ROUND == 0:
                evidence = []
            opponent = 1 - seat
            theirs = [(play, then) for who, play, then in evidence if who == opponent]
            view = match.view(seat)
            if theirs and state.hands[opponent] and pick.random() < share:
                measured = measure(view, theirs, state.hands[opponent], pick, runs)
                if measured is not None:
                    found.append(measured)
            play = player.choose(view, rngs[seat])
            evidence.append((seat, play, view))
            match = match.play(play)
        if match.is_over:
            return found
        match = match.next_deal(deal_rng)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20, help="self-play matches of the baseline (default 20)")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--share", type=float, default=0.35, help="share of the eligible turns measured")
    parser.add_argument("--runs", type=int, default=10, help="runs of the baseline per hypothesised play")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    tasks = [(args.seed, number, args.share, args.runs) for number in range(args.matches)]
    rows = [row for rows in ordered_map(match_task, tasks, jobs=args.jobs) for row in rows]
    print(f"{len(rows)} positions from {args.matches} matches of pimc-baseline self-play, "
          f"{CANDIDATES} candidate hands each (fewer when fewer exist), baseline policy from {args.runs} runs; "
          f"{time.perf_counter() - started:.0f} s")
    print("information about the opponent's hand from its plays of the round, nats (log 30 = 3.40 is the hand known):")
    for index, name in enumerate(MODELS):
        values = [row[index] for row in rows]
        half = 1.96 * stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
        print(f"  {name:14} {fmean(values):+.3f} [{fmean(values) - half:+.3f} to {fmean(values) + half:+.3f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
