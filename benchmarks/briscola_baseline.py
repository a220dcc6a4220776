"""The yardstick of Briscola's levels: a rule-based player of the kind most Briscola apps ship, and
the arena run of any level against it on duplicate deals.

    python benchmarks/briscola_baseline.py --a expert [--b baseline] [--matches 400] [--seed S]
                                           [--rules players=2,format=single] [--jobs K] [--log FILE]
                                           [--progress]

The player (:class:`AppRulesPlayer`) follows the three rules the apps describe, nothing more:

* **take points with the cheapest winning card**: when the trick holds points and a card of the
  hand wins it, the cheapest such card (a card of the led suit before any trump; playing last with
  a choice of cards of the led suit, the one worth the most, since it cannot be beaten);
* **keep trumps for points**: a trump is played to win only for a *carico* (10 points or more on
  the table), or for a few points (2 or more) when the cheapest winning trump is a *liscio*; the
  Tre and Asso of trumps only for a *carico*;
* **throw the lowest card** when the trick cannot be won (or holds nothing): the card worth the
  fewest points, a plain card before a trump, the lower in trick order first; leading, the same.

Besides: it exchanges the 2 (or 7) of trumps whenever the option allows it (apps do it for you),
and with four players it does not take its partner's trick: it throws its lowest card, or playing
last adds its plain card worth the most. It counts no cards and never looks ahead.

It is written here, apart from the shipped levels (research never ships: design.md §2), from those
rules alone; the shipped ``heuristic`` (``pyapp/ai/briscola/heuristic.py``, the Medium level) is
the same family of rules with a finer price on trumps. The arena takes it as a factory
(:func:`pyapp.cli.arena.run` accepts a zero-argument factory of a player), under the name
``baseline``; ``--a`` and ``--b`` take any Briscola level or ``baseline``. The report is the
arena's: A's share of the matches with a Wilson 95% interval, and with ``--duplicate`` always on,
A's card points minus B's per game over the games both tables of a pair played on the same shuffle.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyapp.ai import make_player  # noqa: E402
from pyapp.briscola.actions import PLAY_ACTIONS, BriscolaAction, Exchange  # noqa: E402
from pyapp.briscola.rules import POINTS, RANK, SUIT, Card, beats, side_of, trick_winner  # noqa: E402
from pyapp.briscola.state import BriscolaView  # noqa: E402
from pyapp.cli import arena  # noqa: E402

CARICO = 10
"""Points on the table that any trump may take."""
SMALL_STAKE = 2
"""Points on the table that a trump worth nothing may take."""


def lowest(cards: Sequence[Card], trump: str) -> Card:
    """The card worth the fewest points, a plain card before a trump, the lower in trick order first."""
    return min(cards, key=lambda card: (POINTS[card], SUIT[card] == trump, RANK[card]))


class AppRulesPlayer:
    """Takes points with the cheapest winning card, keeps trumps for points, throws the lowest card."""

    def choose(self, view: BriscolaView, rng: Random) -> BriscolaAction:
        """The action for the seat of *view*; ValueError when it is not the seat's turn."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"no legal action for seat {view.seat}: it is not its turn")
        exchange = next((action for action in legal if isinstance(action, Exchange)), None)
        if exchange is not None:
            return exchange
        return PLAY_ACTIONS[self.card(view)]

    def card(self, view: BriscolaView) -> Card:
        """The card to play from the seat's hand."""
        hand, trick, trump, players = view.hand, view.trick, view.trump, view.options.players
        if not trick:
            return lowest(hand, trump)
        winner = trick_winner(trick, trump)
        winning = next(card for seat, card in trick if seat == winner)
        last = len(trick) == players - 1
        if side_of(winner, players) == side_of(view.seat, players):
            plain = [card for card in hand if SUIT[card] != trump]
            if last and plain:
                return max(plain, key=lambda card: (POINTS[card], -RANK[card]))
            return lowest(hand, trump)
        stake = sum(POINTS[card] for _, card in trick)
        winners = [card for card in hand if beats(card, winning, trump)]
        plain = [card for card in winners if SUIT[card] != trump]
        if stake and plain:
            if last:
                return max(plain, key=lambda card: (POINTS[card], RANK[card]))
            return min(plain, key=lambda card: (POINTS[card], RANK[card]))
        trumps = sorted((card for card in winners if SUIT[card] == trump), key=lambda card: RANK[card])
        if trumps:
            cheapest = trumps[0]
            if stake >= CARICO or (stake >= SMALL_STAKE and POINTS[cheapest] == 0):
                return cheapest
        return lowest(hand, trump)


def baseline() -> AppRulesPlayer:
    """The app-rules player (the arena's contestant ``baseline``)."""
    return AppRulesPlayer()


def contestant(name: str) -> Any:
    """A Briscola level name as it is, or the factory of ``baseline``; ValueError for neither."""
    if name == "baseline":
        return baseline
    make_player("briscola", name)
    return name


def main(argv: list[str] | None = None) -> int:
    """Runs the arena between two contestants and prints its report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", required=True, help="a Briscola level or 'baseline'")
    parser.add_argument("--b", default="baseline", help="a Briscola level or 'baseline' (default)")
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=4401)
    parser.add_argument("--rules", default="players=2,format=single",
                        help="the table and the match format (default players=2,format=single: a match is "
                             "one game won)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--log", default=None, metavar="FILE")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args(argv)
    try:
        a, b = contestant(args.a), contestant(args.b)
    except ValueError as error:
        parser.error(str(error))

    def progress(done: int, total: int, results: list[arena.GameResult]) -> None:
        score = sum(result.score for result in results)
        figure = arena.duplicate_figure(results)
        print(f"{done}/{total} pairs: A {score:g}/{len(results)}; {figure.report('card points per game')}",
              file=sys.stderr, flush=True)

    summary = arena.run("briscola", a, b, args.matches, args.seed, args.jobs, rules=args.rules,
                        progress=progress if args.progress else None, duplicate=True, log=args.log)
    print(summary.report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
