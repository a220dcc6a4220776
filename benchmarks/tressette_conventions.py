"""How often each Tressette player returns the suit its partner asked for with *busso*.

    python benchmarks/tressette_conventions.py [--positions 60] [--levels heuristic,hard,expert,baseline] [--seed 0]

The positions come from heuristic self-play at four players (signals on, accuso off): every lead in
which the seat's partner led his latest trick with *busso* and the seat holds a card of that suit
(it can return it), the first *positions* of them over seeded deals. Each level chooses from the
seat's view (seeded, no wall-time cap); the script prints, per level, the share of those leads in the
asked suit with a 95% Wilson interval, and the share a uniformly random card of the hand would give.
The heuristic, the baseline and the search's playouts return the suit by rule; the searching levels
decide by their worlds' values.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyapp.ai import untimed  # noqa: E402
from pyapp.ai.tressette.heuristic import TressetteHeuristicPlayer, partner_busso_suit  # noqa: E402
from pyapp.cli.players import make_player  # noqa: E402
from pyapp.tressette import TressetteOptions, deal  # noqa: E402
from pyapp.tressette.actions import PlayCard  # noqa: E402
from pyapp.tressette.rules import SUIT  # noqa: E402


def busso_leads(count: int, seed: int) -> list[Any]:
    """Views of a seat to lead whose partner's latest lead was said with *busso*, holding that suit."""
    found: list[Any] = []
    heuristic = TressetteHeuristicPlayer()
    number = seed
    while len(found) < count:
        rng = Random(number)
        state = deal(rng, None, TressetteOptions(players=4, signals=True))
        while state.to_play is not None and len(found) < count:
            view = state.view(state.to_play)
            asked = partner_busso_suit(view)
            if not view.trick and asked and any(SUIT[card] == asked for card in view.hand):
                found.append(view)
            state = state.play(heuristic.choose(view, rng))
        number += 1
    return found


def wilson(hits: int, total: int) -> tuple[float, float]:
    """The 95% Wilson interval of a share."""
    if not total:
        return 0.0, 1.0
    z, share = 1.96, hits / total
    centre = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return centre - half, centre + half


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--levels", default="heuristic,hard,expert,baseline")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    views = busso_leads(args.positions, args.seed)
    chance = sum(sum(SUIT[card] == partner_busso_suit(view) for card in view.hand) / len(view.hand)
                 for view in views) / len(views)
    print(f"{len(views)} leads after the partner's busso, the asked suit held; "
          f"a random card of the hand would return it {chance:.0%} of the time")
    for level in args.levels.split(","):
        player = untimed(make_player("tressette", level))
        hits = 0
        for index, view in enumerate(views):
            action = player.choose(view, Random(args.seed * 1000 + index))
            hits += isinstance(action, PlayCard) and SUIT[action.card] == partner_busso_suit(view)
        low, high = wilson(hits, len(views))
        share = hits / len(views)
        print(f"  {level:10} returns the suit {hits}/{len(views)} = {share:.0%} [95% CI {low:.0%}-{high:.0%}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
