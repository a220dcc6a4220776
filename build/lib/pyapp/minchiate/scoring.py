"""Minchiate scoring: the resti ledger (§3.9), the Matto settlement (§3.13), end scoring and
the end rounding (§3.14), and the breakdown shown to the player at the end of a deal.

>>> Ledger(50).score(TEAM_A, 80)
(Ledger(delta=10, resti_a=2, resti_b=0), (0, 0))
>>> settle_end(Ledger(-3, 1, 0), 130, 82)
(Ledger(delta=0, resti_a=2, resti_b=0), 0, 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from pyapp.cards import MATTO
from pyapp.minchiate.rules import (
    PLAIN_SUITS,
    POINTS,
    STRENGTH,
    SUIT,
    TEAM_A,
    TEAM_B,
    TRUMP_SUIT,
    Card,
    Combination,
    canonical_combinations,
    discard_eligible,
    matto_bonus,
)

RESTO = 60
"""Points of lead that make one resto."""
CARDS_THRESHOLD = 42
"""Each captured card beyond this many is worth 1 point (E3)."""
LAST_TRICK_BONUS = 10


class Ledger(NamedTuple):
    """The running point difference Δ (team A minus team B) and the resti each team has settled."""

    delta: int = 0
    resti_a: int = 0
    resti_b: int = 0

    def score(self, team: int, gained: int) -> tuple[Ledger, tuple[int, ...]]:
        """Applies one scoring event (apply_event, §3.9): the new ledger and the team of each resto."""
        if gained == 0:
            return self, ()
        delta = self.delta + (gained if team == TEAM_A else -gained)
        resti_a, resti_b = self.resti_a, self.resti_b
        converted: list[int] = []
        while delta >= RESTO:
            resti_a += 1
            delta -= RESTO
            converted.append(TEAM_A)
        while delta <= -RESTO:
            resti_b += 1
            delta += RESTO
            converted.append(TEAM_B)
        return Ledger(delta, resti_a, resti_b), tuple(converted)

    @property
    def net(self) -> int:
        """Net resti for team A (S-N): positive wins, negative loses, 0 is a draw."""
        return self.resti_a - self.resti_b


def round_up_resti(delta: int) -> int:
    """Resti for a final difference: ceil(|Δ| / 60); 0 for 0 (§3.14).

    >>> [round_up_resti(d) for d in (1, 60, 61, 120, 121, 0, -61)]
    [1, 1, 2, 2, 3, 0, 2]
    """
    return -(-abs(delta) // RESTO)


def settle_end(ledger: Ledger, end_a: int, end_b: int) -> tuple[Ledger, int | None, int]:
    """The single end settlement: add the end points as one lump, round up in units of 60 (A-33).

    Returns the final ledger (Δ reset to 0), the team that gains by the rounding (None when
    Δ is 0) and how many resti it gains.
    """
    delta = ledger.delta + end_a - end_b
    gained = round_up_resti(delta)
    if delta > 0:
        return Ledger(0, ledger.resti_a + gained, ledger.resti_b), TEAM_A, gained
    if delta < 0:
        return Ledger(0, ledger.resti_a, ledger.resti_b + gained), TEAM_B, gained
    return Ledger(0, ledger.resti_a, ledger.resti_b), None, 0


def _low_card_key(card: Card) -> tuple[int, int, int]:
    """Order of 'lowest' cards for the Matto payment and the discard fallback (§3.8, §3.13).

    Non-King suit cards first (weakest first, ties C, D, S, B), then zero-point trumps other
    than T29 (lowest first), then T29, then the rest by points, trumps before Kings before the
    Matto and lowest number first.
    """
    suit = SUIT[card]
    points = POINTS[card]
    if suit in PLAIN_SUITS and points == 0:
        return (0, STRENGTH[card], PLAIN_SUITS.index(suit))
    if suit == TRUMP_SUIT and points == 0:
        return (1, 0, STRENGTH[card]) if card != "T29" else (2, 0, 0)
    if suit == TRUMP_SUIT:
        return (3, points, STRENGTH[card])
    if card == MATTO:
        return (3, points, 1000)
    return (3, points, 200 + PLAIN_SUITS.index(suit))


def matto_payment(pile: Iterable[Card]) -> Card:
    """The card the Matto's team pays from its pile (§3.13): its lowest card, never the Matto itself.

    >>> matto_payment(["D10", "T7", "C10", "CK", "M"])
    'C10'
    """
    candidates = [card for card in pile if card != MATTO]
    if not candidates:
        raise ValueError("the pile has no card to pay with")
    return min(candidates, key=_low_card_key)


def fallback_discards(hand: Iterable[Card], count: int) -> tuple[Card, ...]:
    """The forced discards when a hand has fewer eligible cards than it must discard (§3.8).

    Every eligible card, then T29, then the rest in increasing point order.
    """
    ordered = sorted(hand, key=lambda card: (not discard_eligible(card), _low_card_key(card)))
    return tuple(ordered[:count])


@dataclass(frozen=True, slots=True)
class TeamScore:
    """A team's end-of-deal scoring (§3.14)."""

    team: int
    card_points: int
    """E1: points of every card in the final pile."""
    combinations: tuple[Combination, ...]
    """E2: the canonical combinations of the pile (values without the Matto bonus)."""
    matto_bonus: int
    """E2: +5 per combination (other than 1-40-Matto) when the Matto is in the pile."""
    beyond_42: int
    """E3: one point per card beyond 42."""
    last_trick: int
    """E4: 10 for the last trick."""
    pile_size: int
    resti_during_play: int
    """Resti this team settled before the end (steals, reveals, declarations, tricks)."""

    @property
    def combination_points(self) -> int:
        """E2 in total, Matto bonus included."""
        return sum(c.value for c in self.combinations) + self.matto_bonus

    @property
    def total(self) -> int:
        """E1 + E2 + E3 + E4."""
        return self.card_points + self.combination_points + self.beyond_42 + self.last_trick


@dataclass(frozen=True, slots=True)
class EndBreakdown:
    """Everything the end-of-deal screen shows: both teams' scores, the rounding and the result."""

    teams: tuple[TeamScore, TeamScore]
    delta_before: int
    """Δ carried over from play (always within -59..59)."""
    delta_after: int
    """Δ after adding the end points, before rounding."""
    rounding_team: int | None
    rounding_resti: int
    resti: tuple[int, int]
    """Final resti of teams A and B."""

    @property
    def net(self) -> int:
        """Net resti for team A (S-N)."""
        return self.resti[0] - self.resti[1]


def team_score(team: int, pile: Sequence[Card], won_last_trick: bool, resti_during_play: int) -> TeamScore:
    """E1-E4 of one team's final pile."""
    found = canonical_combinations(pile)
    return TeamScore(
        team=team,
        card_points=sum(POINTS[card] for card in pile),
        combinations=found,
        matto_bonus=matto_bonus(found, MATTO in pile),
        beyond_42=max(0, len(pile) - CARDS_THRESHOLD),
        last_trick=LAST_TRICK_BONUS if won_last_trick else 0,
        pile_size=len(pile),
        resti_during_play=resti_during_play,
    )


def end_breakdown(piles: tuple[Sequence[Card], Sequence[Card]], last_winner_team: int,
                  ledger: Ledger) -> EndBreakdown:
    """End scoring of the final piles (after the Matto settlement) from the ledger at the end of play."""
    teams = (
        team_score(TEAM_A, piles[0], last_winner_team == TEAM_A, ledger.resti_a),
        team_score(TEAM_B, piles[1], last_winner_team == TEAM_B, ledger.resti_b),
    )
    final, rounding_team, rounding = settle_end(ledger, teams[0].total, teams[1].total)
    return EndBreakdown(
        teams=teams,
        delta_before=ledger.delta,
        delta_after=ledger.delta + teams[0].total - teams[1].total,
        rounding_team=rounding_team,
        rounding_resti=rounding,
        resti=(final.resti_a, final.resti_b),
    )
