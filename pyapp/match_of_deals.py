"""What a match made of deals has in common, whatever its game: the deal passing to the right after
every deal, a next deal only between deals of a match going on, and the JSON record of the whole match
(options, first dealer, each finished deal's result per side, the current deal) with the checks that a
record tells a match that could have been played.  Briscola's and Tressette's matches use it; each
game says what a result is and when its match is decided.

>>> class Deal:
...     is_over, dealer = True, 1
...     def points(self): return (7, 4)
>>> def decided(results): return 0 if sum(first for first, _ in results) >= 11 else None
>>> check_history("match", "deal", ((7, 4),), Deal(), 1, 4, decided)
>>> check_history("match", "deal", ((7, 4), (7, 4)), Deal(), 0, 4, decided)
>>> check_history("match", "deal", ((7, 4),), Deal(), 0, 4, decided)
Traceback (most recent call last):
...
pyapp.engine.GameRecordError: match: the deal passes to the right after every deal
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from pyapp.engine import GameRecordError, IllegalActionError, Refusal
from pyapp.records import check_fields, read_object

MATCH_FIELDS: tuple[str, ...] = ("game", "options", "first_dealer", "results", "state")
"""The fields of a match's JSON record."""

Results = tuple[tuple[int, ...], ...]
"""Each finished deal's result, one number per side."""


class Deal(Protocol):
    """What the match reads of its current deal."""

    @property
    def is_over(self) -> bool: ...

    @property
    def dealer(self) -> int: ...

    def points(self) -> tuple[int, ...]: ...


def read_match(obj: Any, what: str, game: str) -> dict[str, Any]:
    """The JSON object *obj* of a match of *game* (``briscola-match``) with exactly the match's fields;
    GameRecordError naming *what* otherwise."""
    found = read_object(obj, what)
    check_fields(found, what, MATCH_FIELDS)
    if found["game"] != game:
        raise GameRecordError(f"{what}: expected \"game\": \"{game}\"")
    return found


def check_next_deal(deal: Deal, finished: int, winner: int | None, noun: str) -> None:
    """Refuse a next deal while the current one (number *finished* + 1, called *noun*) is not over, or
    once the match has a *winner*."""
    if not deal.is_over:
        raise IllegalActionError(f"{noun} {finished + 1} is not over", Refusal("deal_not_over"))
    if winner is not None:
        raise IllegalActionError(f"the match is over: side {winner} won", Refusal("match_over"))


def match_json(game: str, options: Any, first_dealer: str, results: Results, deal: Any) -> dict[str, Any]:
    """The JSON record of a match of *game* (``briscola-match``): its options and current deal as their
    own ``to_json`` gives them, the first dealer's seat letter."""
    return {"game": game, "options": options.to_json(), "first_dealer": first_dealer,
            "results": [list(points) for points in results], "state": deal.to_json()}


def check_history(what: str, noun: str, results: Sequence[tuple[int, ...]], deal: Deal, first_dealer: int,
                  players: int, decided: Callable[[Results], int | None]) -> None:
    """Raise GameRecordError unless *results* and the current *deal* tell a match that was played: no
    side had won before the last finished deal (*decided* says who has won after some results), the
    results end with the finished deal's points, and each deal was dealt by the seat after the last
    dealer, from *first_dealer*."""
    for number in range(1, len(results) + 1):
        if (number < len(results) or not deal.is_over) and decided(tuple(results[:number])) is not None:
            raise GameRecordError(f"{what}: the match was over after {noun} {number}")
    current = len(results) - 1 if deal.is_over else len(results)
    if current < 0 or (deal.is_over and results[-1] != deal.points()):
        raise GameRecordError(f"{what}: the results do not end with the finished {noun}'s points")
    if deal.dealer != (first_dealer + current) % players:
        raise GameRecordError(f"{what}: the deal passes to the right after every {noun}")
