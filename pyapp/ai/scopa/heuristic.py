"""A one-ply heuristic Scopa player: it weighs what a play wins against what it leaves.

Each legal play is scored, in deal points, as

    gain  = worth of the cards it takes (the played card included) + 1 for a scopa
    risk  = expected worth of the opponent's best reply on the table it leaves
    score = gain - RISK_WEIGHT * risk

A card's *worth* counts the four prizes: every card (carte), coins (denari), the settebello,
and the primiera cards (7s most, then 6s and aces). The opponent's reply is modelled from
what this seat cannot see: the unseen cards (40 minus hand, table and both piles) are spread
uniformly over the opponent's hand and the stock, and the opponent plays the reply worth
most to it, so a sweepable table (sum of its values <= 10 with a card of that value unseen)
or a settebello left on the table costs the chance that the opponent can take it. On the
last plays of a deal the table's leftovers go to the last capturer and no scopa counts.

Under the options the worths follow the rules (:func:`worth_table`: the Re of coins is a
point with Re bello, the Asso, 2 and 3 of coins carry the napola), and the opponent's replies
include an Asso taking a table without one (Asso piglia tutto). In Scopone the opponent is the
next seat to play, and a capturer on this seat's side counts as this seat.

The players see a view only (:class:`~pyapp.scopa.ScopaSeatView`: Scopa's or Scopone's); the
heuristic uses the random generator only to break exact ties, so the same view and seed give the
same play. :class:`EasyScopaPlayer` is the heuristic with a beginner's mistakes (the Easy level of
both games).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import comb
from random import Random

from pyapp.ai.random_player import RandomPlayer
from pyapp.cards import SCOPA_DECK, Card, scopa_value
from pyapp.engine import Seat
from pyapp.scopa import (
    COINS_SUIT,
    DEFAULT_RULES,
    HAND_SIZE,
    RE_BELLO,
    SETTEBELLO,
    Play,
    ScopaRules,
    ScopaSeatView,
)
from pyapp.scopa.actions import card_plays, is_ace_sweep

SCOPA_POINT = 1.0
CARD_WORTH = 0.06          # carte: 21 of 40 cards win a point
COIN_WORTH = 0.12          # denari: 6 of 10 coins win a point
SETTEBELLO_WORTH = 1.0     # a point on its own
PRIMIERA_WORTH: dict[int, float] = {7: 0.25, 6: 0.12, 1: 0.08}  # by capture value
RISK_WEIGHT = 0.9
TIE = 1e-9


def _worth(card: Card) -> float:
    value = scopa_value(card)
    worth = CARD_WORTH + PRIMIERA_WORTH.get(value, 0.0)
    if card[-1] == COINS_SUIT:
        worth += COIN_WORTH
    if card == SETTEBELLO:
        worth += SETTEBELLO_WORTH
    return worth


WORTH: dict[Card, float] = {card: _worth(card) for card in SCOPA_DECK}
NAPOLA_BASE_WORTH = 0.8    # each of the Asso, 2 and 3 of coins under napola: the run's 3 points need all three
NAPOLA_RUN_WORTH = 0.15    # each further coin of a possible run
_WORTHS: dict[ScopaRules, dict[Card, float]] = {DEFAULT_RULES: WORTH}


def worth_table(rules: ScopaRules) -> dict[Card, float]:
    """Each card's worth in deal points under *rules* (WORTH for the plain rules).

    >>> round(worth_table(ScopaRules(re_bello=True))["10d"] - WORTH["10d"], 2)
    1.0
    """
    table = _WORTHS.get(rules)
    if table is None:
        table = dict(WORTH)
        if rules.re_bello:
            table[RE_BELLO] += SETTEBELLO_WORTH
        if rules.napola:
            for value in range(1, 11):
                table[f"{value}{COINS_SUIT}"] += NAPOLA_BASE_WORTH if value <= 3 else NAPOLA_RUN_WORTH
        _WORTHS[rules] = table
    return table


def _last_play(view: ScopaSeatView, ahead: int) -> bool:
    """True when the play *ahead* plays from now is the deal's last."""
    return view.plays_made + ahead == view.plays_per_deal


_BEST_TAKES: dict[tuple[tuple[Card, ...], bool, int], tuple[float | None, ...]] = {}
_BEST_TAKES_LIMIT = 20_000
_ONE_OF_VALUE = {value: f"{value}b" for value in range(1, 11)}


def best_takes(table: tuple[Card, ...], worth: dict[Card, float], ace_takes_all: bool) -> tuple[float | None, ...]:
    """For each value 1-10 (by index), the worth of the best take of a card of that value on
    *table*, a scopa counted as a point; None where it takes nothing.  Remembered: the heuristic
    asks it of the same tables again and again inside a search's rollouts.

    >>> takes = best_takes(("3d", "4s", "5c"), WORTH, False)
    >>> round(takes[7], 2), round(takes[9], 2), takes[2] is None  # 3d + 4s, 4s + 5c
    (0.24, 0.12, True)
    >>> round(best_takes(("3d", "4s"), WORTH, False)[7], 2)  # and a scopa
    1.24
    """
    key = (table, ace_takes_all, id(worth))
    takes = _BEST_TAKES.get(key)
    if takes is not None:
        return takes
    found: list[float | None] = [None]
    for value in range(1, 11):
        plays = card_plays(_ONE_OF_VALUE[value], table, ace_takes_all)
        found.append(max(
            sum(worth[taken] for taken in play.take)
            + (SCOPA_POINT if len(play.take) == len(table) and not is_ace_sweep(play, ace_takes_all) else 0.0)
            for play in plays
        ) if plays[0].take else None)
    if len(_BEST_TAKES) >= _BEST_TAKES_LIMIT:
        _BEST_TAKES.clear()
    takes = _BEST_TAKES[key] = tuple(found)
    return takes


class OpponentReply:
    """The opponent's next turn as this seat can foresee it: unseen cards grouped by value."""

    __slots__ = ("by_value", "values", "unseen_count", "hand_count", "last_play", "worth", "ace_takes_all",
                 "none_among")

    def __init__(self, view: ScopaSeatView) -> None:
        self.worth = worth = worth_table(view.rules)
        self.ace_takes_all = view.rules.asso_piglia_tutto
        unseen = view.unseen()
        self.by_value: dict[int, list[Card]] = {}
        for card in unseen:
            self.by_value.setdefault(scopa_value(card), []).append(card)
        # Each value, the mean worth of its unseen cards and their count.
        self.values = [(value, sum(worth[card] for card in cards) / len(cards), len(cards))
                       for value, cards in self.by_value.items()]
        self.unseen_count = len(unseen)
        # The seat that replies plays next (in Scopone, always an opponent); an empty hand is refilled
        # from the stock before it plays.
        counts = view.hand_counts
        self.hand_count = min(counts[(view.seat + 1) % len(counts)] or HAND_SIZE, self.unseen_count)
        self.last_play = _last_play(view, 2)
        self.none_among: dict[int, float] = {}

    def _none_among(self, count: int) -> float:
        """Chance that none of *count* given unseen cards is in the opponent's hand."""
        chance = self.none_among.get(count)
        if chance is None:
            total = comb(self.unseen_count, self.hand_count)
            chance = comb(self.unseen_count - count, self.hand_count) / total if total else 1.0
            self.none_among[count] = chance
        return chance

    def expected_best(self, table: tuple[Card, ...], capturer: Seat | None, me: Seat) -> float:
        """Expected worth to the opponent of its best reply on *table* (negative: good for me)."""
        if self.hand_count == 0:
            return 0.0
        worth = self.worth
        table_worth = sum(worth[card] for card in table)
        last_play = self.last_play
        # Left on the last play with nothing taken, the table goes to the last capturer.
        left_over = 0.0 if capturer is None else (1.0 if capturer & 1 != me & 1 else -1.0)
        takes = best_takes(table, worth, self.ace_takes_all)
        threats: list[tuple[float, int]] = []
        for value, own, count in self.values:
            take = takes[value]
            if take is not None:
                # On the last play it takes everything: the leftovers go to the last capturer.
                best = (table_worth if last_play else take) + own
            elif last_play and capturer is not None:
                best = (table_worth + own) * left_over
            else:
                best = 0.0
            threats.append((best, count))
        threats.sort(reverse=True)
        expected = 0.0
        before = 1.0
        seen = 0
        for threat, count in threats:
            seen += count
            after = self._none_among(seen)
            expected += threat * (before - after)
            before = after
        return expected


def evaluate_play(view: ScopaSeatView, play: Play, reply: OpponentReply | None = None) -> float:
    """The heuristic score of *play* from *view* (higher is better), in deal points."""
    me = view.seat
    last_play = _last_play(view, 1)
    worth = worth_table(view.rules)
    if play.take:
        left = tuple([card for card in view.table if card not in play.take])
        gain = worth[play.card] + sum(worth[card] for card in play.take)
        if not left and not last_play and not is_ace_sweep(play, view.rules.asso_piglia_tutto):
            gain += SCOPA_POINT
        capturer: Seat | None = me
    else:
        left = view.table + (play.card,)
        gain = 0.0
        capturer = view.last_capturer
    if last_play:
        leftovers = sum(worth[card] for card in left)
        if capturer is None:
            return gain
        return gain + (leftovers if capturer & 1 == me & 1 else -leftovers)
    if reply is None:
        reply = OpponentReply(view)
    return gain - RISK_WEIGHT * reply.expected_best(left, capturer, me)


def turn_plays(view: ScopaSeatView) -> tuple[Play, ...]:
    """The legal plays of the view's seat; ValueError when it is not its turn (a player asked to
    choose then has nothing to choose from)."""
    legal = view.legal_actions()
    if not legal:
        raise ValueError(f"no legal play for seat {view.seat}: it is not its turn")
    return legal


class ScopaHeuristicPlayer:
    """Plays the legal play with the best :func:`evaluate_play` score; ties broken with rng."""

    def choose(self, view: ScopaSeatView, rng: Random) -> Play:
        """The chosen play; raises ValueError when the view has no legal play."""
        legal = turn_plays(view)
        if len(legal) == 1:
            return legal[0]
        reply = OpponentReply(view)
        scores = [evaluate_play(view, play, reply) for play in legal]
        best = max(scores)
        candidates: Sequence[Play] = [p for p, s in zip(legal, scores, strict=True) if s >= best - TIE]
        return candidates[0] if len(candidates) == 1 else rng.choice(candidates)


class EasyScopaPlayer:
    """A beginner: greedy about what it can take now, careless about what it leaves.

    Half of its turns it scores plays by their immediate gain only (so it lays a card that
    lets the opponent sweep, or gives up the settebello); and a quarter of its turns it
    settles for the second-best play. Mistakes are drawn from *rng* (reproducible).
    """

    CARELESS = 0.5
    SECOND_BEST = 0.25

    def choose(self, view: ScopaSeatView, rng: Random) -> Play:
        """The chosen play; raises ValueError when the view has no legal play."""
        legal = turn_plays(view)
        if len(legal) == 1:
            return legal[0]
        if rng.random() < self.CARELESS:
            scores = [_immediate_gain(play, view) for play in legal]
        else:
            reply = OpponentReply(view)
            scores = [evaluate_play(view, play, reply) for play in legal]
        ranked = sorted(range(len(legal)), key=lambda index: (-scores[index], index))
        if len(ranked) > 1 and rng.random() < self.SECOND_BEST:
            return legal[ranked[1]]
        best = [index for index in ranked if scores[index] >= scores[ranked[0]] - 1e-9]
        return legal[best[0] if len(best) == 1 else rng.choice(best)]


def _immediate_gain(play: Play, view: ScopaSeatView) -> float:
    """What a play takes now (a beginner's view): the cards' worth and a scopa."""
    if not play.take:
        return -WORTH[play.card]
    gain = WORTH[play.card] + sum(WORTH[card] for card in play.take)
    if len(play.take) == len(view.table):
        gain += 1.0
    return gain


def heuristic_levels(hard: Callable[[], object], expert: Callable[[], object]) -> dict[str, Callable[[], object]]:
    """The level table of a game on Scopa's engine: any legal play (``random``), the heuristic
    (``heuristic`` and ``medium``), its beginner's version (``easy``), and the game's own searching
    *hard* and *expert* players' factories."""
    return {"random": RandomPlayer, "heuristic": ScopaHeuristicPlayer, "easy": EasyScopaPlayer,
            "medium": ScopaHeuristicPlayer, "hard": hard, "expert": expert}
