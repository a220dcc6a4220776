"""The Scopone bot protocol: one JSON request per line in, one JSON reply per line out.

Run a bot with ``python -m pyapp.cli.bot scopone [--level NAME] [--seed N]`` (levels: ``random``,
``heuristic`` (default), ``easy``, ``medium``, ``hard``, ``expert``). A request is the view of the
seat to move, "me"; the other seats are named from it: ``right`` (plays after me), ``partner``
(opposite, my partner), ``left`` (plays before me); the partnerships are ``us`` (me and partner)
and ``them``::

    {"mode": "scientifico", "hand": ["7d", "3c"], "table": ["4b"],
     "hand_counts": {"right": 2, "partner": 2, "left": 1},
     "captured": {"us": [...], "them": [...]}, "scope": {"us": 0, "them": 1},
     "last_capturer": "left", "match_score": {"us": 4, "them": 7},
     "history": [{"by": "right", "card": "5c", "take": []}],
     "rules": {"target": 21, "napola": true}}

* ``hand``, ``table`` and ``hand_counts`` are required; ``mode`` (``scientifico`` (default) or
  ``classico``), ``captured``, ``scope``, ``match_score`` (default empty / 0), ``last_capturer``
  (``null`` (default), ``"me"``, ``"right"``, ``"partner"``, ``"left"``), ``history`` (this deal's
  plays, oldest first; checked for form only) and ``rules`` (as in the Scopa protocol) are
  optional. Any other field is an error that names it.
* The request must describe a real position: every card seen once, hand + table + both piles +
  the three hand counts = 40, and hand sizes a deal reaches with me to play (who dealt follows).

The reply is the chosen play ``{"card": "7d", "take": ["6d", "1c"]}`` (``take`` in deck order,
``[]`` for a card laid); ``"cmd": "legal"`` lists every legal play; a bad request gets
``{"error": "<what is wrong>"}`` and the bot goes on serving.
"""

from __future__ import annotations

from typing import Any

from pyapp.engine import GameRecordError, Seat
from pyapp.records import check_fields, read_keys, read_object, read_whole
from pyapp.scopa import DEFAULT_RULES
from pyapp.scopa.protocol import action_from_json, action_to_json, cards_seen_once, read_public_fields
from pyapp.scopa.record import read_scopa_cards
from pyapp.scopone.rules import HAND_SIZES, SEATS, plays_per_deal, read_mode
from pyapp.scopone.state import ScoponeView, scopone_from

__all__ = ["action_from_json", "action_to_json", "request_from_view", "view_from_request"]

ME: Seat = 0
NAMES: tuple[str, ...] = ("me", "right", "partner", "left")
"""Seat names relative to "me" (seat 0 of the view the request describes)."""
SIDES: tuple[str, ...] = ("us", "them")
REQUIRED_FIELDS: tuple[str, ...] = ("hand", "table", "hand_counts")
OPTIONAL_FIELDS: tuple[str, ...] = (
    "mode", "captured", "scope", "last_capturer", "match_score", "history", "rules", "cmd",
)


def view_from_request(obj: Any) -> ScoponeView:
    """The view of the seat to move ("me" = seat 0) described by a request; GameRecordError
    (a ValueError) says what is wrong."""
    request = read_object(obj, "a request")
    check_fields(request, "request", REQUIRED_FIELDS, OPTIONAL_FIELDS)
    mode = read_mode(request.get("mode", "scientifico"))
    hand = read_scopa_cards(request["hand"], "hand")
    table = read_scopa_cards(request["table"], "table")
    others = read_keys(request["hand_counts"], "hand_counts", NAMES[1:])
    counts = (len(hand), *(read_whole(count, f"hand_counts.{name}") for name, count in zip(NAMES[1:], others)))
    if not hand:
        raise GameRecordError("empty hand: the seat to move holds at least one card")
    if max(counts) > HAND_SIZES[mode]:
        raise GameRecordError(f"a hand holds at most {HAND_SIZES[mode]} cards in {mode}")
    piles, scope, match_score, last_capturer, history, rules = read_public_fields(request, SIDES, NAMES)
    plays_made = SEATS * HAND_SIZES[mode] - sum(counts)
    dealer = (ME - 1 - plays_made) % SEATS
    where = cards_seen_once((("hand", hand), ("table", table), ("captured.us", piles[0]),
                             ("captured.them", piles[1])))
    total = len(where) + sum(counts[1:])
    if total != 40:
        raise GameRecordError(f"counts do not add up to 40: hand {len(hand)} + table {len(table)} + captured "
                              f"{len(piles[0])}+{len(piles[1])} + hand_counts {sum(counts[1:])} = {total}")
    view = ScoponeView(ME, mode, hand, table, piles, counts, scope, last_capturer, dealer, plays_made, history,
                       match_score, rules)
    hidden = iter(view.unseen())
    hands = [hand] + [tuple(next(hidden) for _ in range(count)) for count in counts[1:]]
    try:
        scopone_from(hands, table, dealer, mode, piles=view.piles, scope=view.scope, last_capturer=last_capturer,
                     rules=rules)
    except GameRecordError as error:
        raise GameRecordError(f"impossible position: {error}") from None
    assert plays_made < plays_per_deal(mode)
    return view


def request_from_view(view: ScoponeView) -> dict[str, Any]:
    """The request describing *view* (its seat is "me"): the inverse of view_from_request."""
    def name(seat: Seat) -> str:
        return NAMES[(seat - view.seat) % SEATS]

    us, them = view.seat & 1, 1 - (view.seat & 1)
    request: dict[str, Any] = {
        "mode": view.mode, "hand": list(view.hand), "table": list(view.table),
        "hand_counts": {name(seat): view.hand_counts[seat] for seat in range(SEATS) if seat != view.seat},
        "captured": {"us": list(view.piles[us]), "them": list(view.piles[them])},
        "scope": {"us": view.scope[us], "them": view.scope[them]},
        "last_capturer": None if view.last_capturer is None else name(view.last_capturer),
        "match_score": {"us": view.match_score[us], "them": view.match_score[them]},
        "history": [{"by": name(seat), "card": play.card, "take": list(play.take)} for seat, play in view.history],
    }
    if view.rules != DEFAULT_RULES:
        request["rules"] = view.rules.to_json()
    return request
