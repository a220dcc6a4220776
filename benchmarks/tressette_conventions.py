"""How well each Tressette player follows its partner's signals: it returns the suit asked for with
*busso*, and it does not waste an honour on a *volo*.

    python benchmarks/tressette_conventions.py [--positions 60] [--levels heuristic,hard,expert,baseline] [--seed 0]
                                               [--noise 2.0]

The positions come from heuristic self-play at four players (signals on, accuso off), the first
*positions* of each kind over seeded deals:

* **busso**: every lead in which the seat's partner led his latest trick with *busso* and the seat
  holds a card of that suit (it can return it). Measured: the share of those leads in the asked suit.
* **volo**: every follow to the partner's lead said with *volo* ("my last card of the suit") in which
  the seat holds an honour of the suit (a 3, 2 or Asso) and a card of the suit that is not one.
  Measured: the share of those follows that **waste an honour**: the seat plays an honour of the suit,
  the trick is finished from the true deal (the last seat plays the heuristic's card) and the honour
  has not taken it, unless it is an Asso on a trick the partner takes (a *carico*: the side scores its
  point). An honour that takes the trick is never counted (its power was used); an honour on a trick an
  opponent takes gives away its thirds and its power; a 3 or 2 under the partner's winning card spends a
  top card where a lower card of the suit did as much.

Each level chooses from the seat's view (seeded, no wall-time cap); the script prints, per level, each
share with a 95% Wilson interval, and the share a uniformly random legal card would give. The heuristic
and the baseline return the suit by rule; the searching levels decide by their worlds' values and, among
actions their worlds value alike, by the convention prior (``pyapp/ai/tressette/conventions.py``; the
comparison levels ``hard-plain`` and ``expert-plain`` leave it out). ``--noise`` sets how many paired
standard errors below the best value the prior still counts as equal (``conventions.NOISE``, shipped 2.0).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyapp.ai import untimed  # noqa: E402
from pyapp.ai.tressette import conventions  # noqa: E402
from pyapp.ai.tressette.heuristic import TressetteHeuristicPlayer, partner_busso_suit  # noqa: E402
from pyapp.cli.players import make_player  # noqa: E402
from pyapp.tressette import TressetteOptions, TressetteState, deal  # noqa: E402
from pyapp.tressette.actions import PlayCard  # noqa: E402
from pyapp.tressette.rules import HONOUR, SUIT, VALUE, Card, trick_winner  # noqa: E402
from pyapp.tricks import partner_of  # noqa: E402


def positions(count: int, seed: int, wanted: Callable[[TressetteState], bool]) -> list[TressetteState]:
    """The first *count* states of heuristic self-play (from deal *seed* on) that are *wanted*."""
    found: list[TressetteState] = []
    heuristic = TressetteHeuristicPlayer()
    number = seed
    while len(found) < count:
        rng = Random(number)
        state = deal(rng, None, TressetteOptions(players=4, signals=True))
        while state.to_play is not None and len(found) < count:
            if wanted(state):
                found.append(state)
            state = state.play(heuristic.choose(state.view(state.to_play), rng))
        number += 1
    return found


def is_busso_lead(state: TressetteState) -> bool:
    """A lead after the partner's *busso*, with a card of the asked suit in hand."""
    view = state.view(state.to_play)
    asked = partner_busso_suit(view)
    return not view.trick and asked is not None and any(SUIT[card] == asked for card in view.hand)


def is_volo_follow(state: TressetteState) -> bool:
    """A follow to the partner's *volo* lead, holding an honour and a non-honour of the suit."""
    seat = state.to_play
    trick = state.trick
    if seat is None or not trick or state.word != "volo" or trick[0][0] != partner_of(seat, state.players):
        return False
    suited = [card for card in state.hands[seat] if SUIT[card] == SUIT[trick[0][1]]]
    return any(HONOUR[card] for card in suited) and any(not HONOUR[card] for card in suited)


def busso_leads(count: int, seed: int) -> list[Any]:
    """Views of a seat to lead whose partner's latest lead was said with *busso*, holding that suit."""
    return [state.view(state.to_play) for state in positions(count, seed, is_busso_lead)]


def returns_suit(state: TressetteState, card: Card) -> bool:
    """Whether leading *card* returns the suit the partner asked for."""
    return SUIT[card] == partner_busso_suit(state.view(state.to_play))


def wastes_honour(state: TressetteState, card: Card) -> bool:
    """Whether *card*, played to the partner's *volo* lead in *state*, wastes an honour (the module's
    definition; the trick finished by the heuristic from the true deal)."""
    seat = state.to_play
    assert seat is not None
    if not HONOUR[card]:
        return False
    after = state.play(PlayCard(card))
    heuristic = TressetteHeuristicPlayer()
    rng = Random(0)
    while after.trick and after.to_play is not None and len(after.trick) < after.players:
        after = after.play(heuristic.choose(after.view(after.to_play), rng))
    plays = after.tricks[-1].plays if not after.trick else after.trick
    winner = trick_winner(plays)
    return winner != seat and not (VALUE[card] == 1 and winner == partner_of(seat, state.players))


def wilson(hits: int, total: int) -> tuple[float, float]:
    """The 95% Wilson interval of a share."""
    if not total:
        return 0.0, 1.0
    z, share = 1.96, hits / total
    centre = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return max(0.0, centre - half), min(1.0, centre + half)


def chance(states: list[TressetteState], counts: Callable[[TressetteState, Card], bool]) -> float:
    """The share a uniformly random legal card of the seat would give."""
    shares = []
    for state in states:
        cards = sorted({action.card for action in state.legal_actions() if isinstance(action, PlayCard)})
        shares.append(sum(counts(state, card) for card in cards) / len(cards))
    return sum(shares) / len(shares)


def measure(level: str, states: list[TressetteState], counts: Callable[[TressetteState, Card], bool],
            seed: int) -> int:
    """How many of *states* the player of *level* plays a card in that *counts*."""
    player = untimed(make_player("tressette", level))
    hits = 0
    for index, state in enumerate(states):
        action = player.choose(state.view(state.to_play), Random(seed * 1000 + index))
        hits += isinstance(action, PlayCard) and counts(state, action.card)
    return hits


def report(title: str, what: str, levels: list[str], states: list[TressetteState],
           counts: Callable[[TressetteState, Card], bool], seed: int) -> None:
    """Prints one measure for every level of *levels*."""
    print(f"{len(states)} {title}; a random legal card would {what} {chance(states, counts):.0%} of the time")
    for level in levels:
        hits = measure(level, states, counts, seed)
        low, high = wilson(hits, len(states))
        print(f"  {level:12} {what} {hits}/{len(states)} = {hits / len(states):.0%} [95% CI {low:.0%}-{high:.0%}]")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--levels", default="heuristic,hard,expert,baseline")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--noise", type=float, default=conventions.NOISE)
    args = parser.parse_args()
    conventions.NOISE = args.noise
    levels = args.levels.split(",")
    report("leads after the partner's busso, the asked suit held", "return the suit", levels,
           positions(args.positions, args.seed, is_busso_lead), returns_suit, args.seed)
    report("follows to the partner's volo, holding an honour and a non-honour of the suit", "waste an honour",
           levels, positions(args.positions, args.seed, is_volo_follow), wastes_honour, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
