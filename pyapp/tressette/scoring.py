"""Tressette's counting (spec §7, §8): each side's thirds, truncated to points (11 per deal), the
accusi on top, and when a match is won.

>>> side_thirds((("1d", "2d", "4c"), ("3c",)), 1)
(4, 4)
>>> rounded((15, 20)), rounded((19, 16)), rounded((33, 2))
((5, 6), (6, 5), (11, 0))
>>> mixed(19), mixed(20), mixed(2), mixed(33)
('6⅓', '6⅔', '⅔', '11')
>>> match_winner((22, 25), 21), match_winner((22, 22), 21), match_winner((20, 21), 21), match_winner((40, 3), 41)
(1, None, 1, None)
"""

from __future__ import annotations

from collections.abc import Sequence

from pyapp.tressette.rules import LAST_TRICK_THIRDS, THIRDS, Card


def side_thirds(piles: Sequence[Sequence[Card]], last_trick_side: int | None) -> tuple[int, ...]:
    """Each side's thirds: its pile's card thirds, plus 3 to the side that won the last trick (None
    before the deal ends)."""
    return tuple(sum(THIRDS[card] for card in pile) + (LAST_TRICK_THIRDS if side == last_trick_side else 0)
                 for side, pile in enumerate(piles))


def rounded(thirds: Sequence[int]) -> tuple[int, ...]:
    """Each side's deal points: its thirds divided by 3, rounded down (§7.3: 11 in all per deal)."""
    return tuple(third // 3 for third in thirds)


def mixed(thirds: int) -> str:
    """Thirds as a mixed number, the way the breakdown shows them (§7.5): ``6⅓``, ``⅔``, ``11``."""
    whole, rest = divmod(thirds, 3)
    fraction = ("", "⅓", "⅔")[rest]
    return f"{whole}{fraction}" if whole or not fraction else fraction


def deal_scores(thirds: Sequence[int], accusi: Sequence[int]) -> tuple[int, ...]:
    """Each side's deal score: its rounded points plus its accusi (§7.4)."""
    return tuple(points + accuso for points, accuso in zip(rounded(thirds), accusi))


def match_winner(totals: Sequence[int], target: int) -> int | None:
    """The side that wins a match with these *totals* after a complete deal (§8): at least the
    target and strictly more than the other; None while the match goes on (equal totals at or above
    the target included: another deal)."""
    first, second = totals
    if max(first, second) < target or first == second:
        return None
    return 0 if first > second else 1
