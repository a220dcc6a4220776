"""The Scopa bot protocol: one JSON request per line in, one JSON reply per line out.

Run a bot with::

    python -m pyapp.cli.bot scopa [--level NAME] [--seed N]

(``--level``: ``heuristic`` (default), ``random``, ``easy``, ``medium``, ``hard`` or ``expert``
(Scopa also ``pimc-baseline``, Minchiate ``ismcts``, kept for comparisons: ``pyapp.cli.research``);
``--seed``: default 0, one random generator for the whole session, so a session replays exactly.)
The bot reads one JSON
object per line on stdin and answers each with exactly one line on stdout, flushed at once;
it exits cleanly at the end of input. Blank lines are skipped.

A request is the view of the player to move, "me" (the other player is "opp")::

    {"hand": ["7d", "3c", "10s"], "table": ["4b", "3s", "1c", "6d"],
     "captured": {"me": [], "opp": []}, "opp_hand_count": 3, "stock_count": 30,
     "scope": {"me": 0, "opp": 0}, "last_capturer": null,
     "match_score": {"me": 0, "opp": 0},
     "history": [{"by": "opp", "card": "5c", "take": []}]}

* Cards are text ids: value ``1``-``10`` (Asso 1, Donna 8, Cavallo 9, Re 10) then the suit
  ``d c s b`` (denari, coppe, spade, bastoni); ``7d`` is the settebello.
* ``hand`` (1-3 cards), ``table``, ``opp_hand_count`` and ``stock_count`` are required.
  ``captured`` (both piles: default empty), ``scope`` and ``match_score`` (default 0 each),
  ``last_capturer`` (``null``, ``"me"`` or ``"opp"``; default ``null``) and ``history``
  (the plays of this deal so far, oldest first, each ``{"by": "me"|"opp", "card": ...,
  "take": [...]}``; default empty) are optional. ``history`` is checked for form only: it is
  informative, and no player relies on it. ``rules`` (default: the plain rules) is the match's
  options: ``{"target": 11|16|21|31, "re_bello": bool, "napola": bool, "asso_piglia_tutto":
  bool}``, every field optional (``rules/scopa-variants.md`` §1); an unknown option is an error
  that names it. Any other field is an error.
* The request must describe a real position: every card a Scopa card and seen at most once,
  hand + table + both piles + ``opp_hand_count`` + ``stock_count`` = 40, ``stock_count`` one
  of 30, 24, 18, 12, 6, 0, and my hand as large as the opponent's (I lead this round) or one
  card larger (the opponent led). Who deals follows from that.

The reply is the chosen play: ``{"card": "7d", "take": ["6d", "1c"]}``; ``take`` lists the
captured table cards in deck order (suits ``d c s b``, then value) and is ``[]`` when the card
is laid on the table.

With ``"cmd": "legal"`` in the request the reply lists every legal play instead:
``{"legal": [{"card": "7d", "take": ["6d", "1c"]}, ...]}`` (``"cmd": "play"``, the default,
asks for a choice).

A request that is not JSON, not an object, names an unknown or duplicate card, has counts
that do not add up to 40, an empty hand, or a field of the wrong type gets
``{"error": "<what is wrong>"}`` on its line, and the bot goes on serving.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, TypeVar

from pyapp.cards import Card
from pyapp.engine import GameRecordError, Seat
from pyapp.records import Reader, check_fields, read_card, read_choice, read_keys, read_list, read_object, read_whole
from pyapp.scopa import (
    DEFAULT_RULES,
    HAND_SIZE,
    PLAYS_PER_DEAL,
    STOCK_SIZE,
    Play,
    ScopaRules,
    ScopaView,
    check_counts,
    deck_order,
    plays_made_from_counts,
)
from pyapp.scopa.record import NO_CARDS, read_scopa_cards
from pyapp.scopa.rules import DECK

__all__ = ["PublicFields", "action_from_json", "action_to_json", "cards_seen_once", "history_from_request",
           "read_by_name", "read_public_fields", "request_from_view", "view_from_request"]

T = TypeVar("T")

ME: Seat = 0
OPP: Seat = 1
NAMES: tuple[str, ...] = ("me", "opp")
"""The seats' names in a request: "me" (seat 0 of the view it describes) and "opp"."""
REQUIRED_FIELDS: tuple[str, ...] = ("hand", "table", "opp_hand_count", "stock_count")
OPTIONAL_FIELDS: tuple[str, ...] = (
    "captured", "scope", "last_capturer", "match_score", "history", "rules", "cmd",
)


def read_by_name(obj: dict[str, Any], field: str, names: Sequence[str], read: Reader[T], default: T) -> tuple[T, ...]:
    """The optional *field* of a request, an object with exactly the fields *names* (seats or sides),
    each read with *read*; every one *default* when the field is absent."""
    if field not in obj:
        return (default,) * len(names)
    values = read_keys(obj[field], field, names)
    return tuple([read(value, f"{field}.{name}") for name, value in zip(names, values, strict=True)])


def history_from_request(value: Any, names: tuple[str, ...]) -> tuple[tuple[Seat, Play], ...]:
    """The plays of a request's ``history``, each ``{"by": <a seat's name>, "card": ..., "take": [...]}``
    (the seat is the name's index in *names*)."""
    by = "|".join(f'"{name}"' for name in names)
    entries = []
    for number, entry in enumerate(read_list(value, "history"), 1):
        what = f"history entry {number}"
        if not isinstance(entry, dict) or not {"by", "card"} <= set(entry) or not set(entry) <= {
                "by", "card", "take"}:
            raise GameRecordError(f'{what} must be {{"by": {by}, "card": ..., "take": '
                                  f"[...]}}, got {entry!r:.80}")
        seat = read_choice(entry["by"], f"{what} by", names)
        card = read_card(entry["card"], f"{what} card", DECK)
        take = read_scopa_cards(entry.get("take", []), f"{what} take")
        if len(set(take)) != len(take) or card in take:
            raise GameRecordError(f"{what} repeats a card")
        entries.append((seat, Play(card, deck_order(take))))
    return tuple(entries)


def cards_seen_once(places: Sequence[tuple[str, Sequence[Card]]]) -> dict[Card, str]:
    """Where each card of a request is (its *places*: a name and the cards there); GameRecordError
    for a card in two places."""
    where: dict[Card, str] = {}
    for place, cards in places:
        for card in cards:
            if card in where:
                raise GameRecordError(f"duplicate card {card!r}: in {where[card]} and {place}")
            where[card] = place
    return where


class PublicFields(NamedTuple):
    """What a request on Scopa's engine says of the deal's public record (its optional fields)."""

    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    scope: tuple[int, int]
    match_score: tuple[int, int]
    last_capturer: Seat | None
    history: tuple[tuple[Seat, Play], ...]
    rules: ScopaRules


def read_public_fields(request: dict[str, Any], sides: tuple[str, ...], seats: tuple[str, ...]) -> PublicFields:
    """The optional fields of a request on Scopa's engine: the piles (``captured``), ``scope`` and
    ``match_score`` by side (named by *sides*), ``last_capturer`` and ``history`` by seat (named by
    *seats*: their indexes are the view's seats), and the ``rules``."""
    piles = read_by_name(request, "captured", sides, read_scopa_cards, NO_CARDS)
    scope = read_by_name(request, "scope", sides, read_whole, 0)
    match_score = read_by_name(request, "match_score", sides, read_whole, 0)
    last = request.get("last_capturer")
    return PublicFields((piles[0], piles[1]), (scope[0], scope[1]), (match_score[0], match_score[1]),
                        None if last is None else read_choice(last, "last_capturer", seats),
                        history_from_request(request.get("history", []), seats),
                        ScopaRules.from_json(request.get("rules", {}), "rules"))


def view_from_request(obj: Any) -> ScopaView:
    """The view of the player to move ("me" = seat 0) described by a request.

    Raises GameRecordError (a ValueError) with a message saying what is wrong.
    """
    request = read_object(obj, "a request")
    check_fields(request, "request", REQUIRED_FIELDS, OPTIONAL_FIELDS)
    hand = read_scopa_cards(request["hand"], "hand")
    table = read_scopa_cards(request["table"], "table")
    opp_hand_count = read_whole(request["opp_hand_count"], "opp_hand_count")
    stock_count = read_whole(request["stock_count"], "stock_count")
    piles, scope, match_score, last_capturer, history, rules = read_public_fields(request, NAMES, NAMES)
    last = request.get("last_capturer")
    where = cards_seen_once((("hand", hand), ("table", table), ("captured.me", piles[0]), ("captured.opp", piles[1])))
    total = len(where) + opp_hand_count + stock_count
    if total != 40:
        raise GameRecordError(
            f"counts do not add up to 40: hand {len(hand)} + table {len(table)} + captured "
            f"{len(piles[0])}+{len(piles[1])} + opp_hand_count {opp_hand_count} + "
            f"stock_count {stock_count} = {total}"
        )
    if not hand:
        raise GameRecordError("empty hand: the player to move holds 1 to 3 cards")
    if len(hand) > HAND_SIZE or opp_hand_count > HAND_SIZE:
        raise GameRecordError(f"a hand holds at most {HAND_SIZE} cards (hand {len(hand)}, "
                              f"opp_hand_count {opp_hand_count})")
    if stock_count % (2 * HAND_SIZE) or stock_count > STOCK_SIZE:
        raise GameRecordError(f"stock_count {stock_count} is impossible: the stock holds "
                              "30, 24, 18, 12, 6 or 0 cards")
    if len(hand) not in (opp_hand_count, opp_hand_count + 1):
        raise GameRecordError(
            f"a hand of {len(hand)} against opp_hand_count {opp_hand_count} is impossible: "
            "on my turn I hold as many cards as the opponent (I lead the round) or one more"
        )
    dealer = OPP if len(hand) == opp_hand_count else ME
    problem = check_counts((len(hand), opp_hand_count), stock_count, dealer)
    if problem:  # unreachable after the checks above; kept as a guard
        raise GameRecordError(problem)
    for seat, side in ((ME, "me"), (OPP, "opp")):
        if len(piles[seat]) == 1:
            raise GameRecordError(f"captured.{side} holds 1 card: a capture takes two or more "
                                  "(the played card and what it took)")
        if scope[seat] and not piles[seat]:
            raise GameRecordError(f"scope.{side} is {scope[seat]} but captured.{side} is empty")
    if last_capturer is None and (piles[0] or piles[1]):
        raise GameRecordError("last_capturer is null but cards were captured")
    if last_capturer is not None and not piles[last_capturer]:
        raise GameRecordError(f"last_capturer is {last!r} but captured.{last} is empty")
    plays_made = plays_made_from_counts((len(hand), opp_hand_count), stock_count)
    assert plays_made < PLAYS_PER_DEAL
    return ScopaView(ME, hand, table, piles, opp_hand_count, stock_count, scope, last_capturer, dealer, plays_made,
                     history, match_score, rules)


def request_from_view(view: ScopaView, match_score: tuple[int, int] | None = None) -> dict[str, Any]:
    """The request describing *view* (its seat is "me"): the inverse of view_from_request.

    *match_score* is (me, opp) when given; otherwise the view's own (seat-indexed) match score.
    """
    me, opp = view.seat, 1 - view.seat
    names = {me: "me", opp: "opp"}
    if match_score is None:
        match_score = (view.match_score[me], view.match_score[opp])
    request: dict[str, Any] = {
        "hand": list(view.hand),
        "table": list(view.table),
        "captured": {"me": list(view.piles[me]), "opp": list(view.piles[opp])},
        "opp_hand_count": view.opponent_hand_count,
        "stock_count": view.stock_count,
        "scope": {"me": view.scope[me], "opp": view.scope[opp]},
        "last_capturer": None if view.last_capturer is None else names[view.last_capturer],
        "match_score": {"me": match_score[0], "opp": match_score[1]},
        "history": [{"by": names[seat], "card": play.card, "take": list(play.take)}
                    for seat, play in view.history],
    }
    if view.rules != DEFAULT_RULES:
        request["rules"] = view.rules.to_json()
    return request


def action_to_json(action: Play) -> dict[str, Any]:
    """A play as a reply object: ``{"card": "7d", "take": ["6d", "1c"]}``."""
    return {"card": action.card, "take": list(action.take)}


def action_from_json(obj: Any) -> Play:
    """Reads a reply object back into a Play (taken cards put in deck order)."""
    if not isinstance(obj, dict) or not isinstance(obj.get("card"), str):
        raise GameRecordError(f'a play is {{"card": ..., "take": [...]}}, got {obj!r:.80}')
    card = read_card(obj["card"], "card", DECK)
    return Play(card, deck_order(read_scopa_cards(obj.get("take", []), "take")))
