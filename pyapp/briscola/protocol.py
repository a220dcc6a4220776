"""The Briscola bot protocol: one JSON view per line in, one JSON action per line out.

Run a bot with::

    python -m pyapp.bot briscola [--level NAME] [--seed N]

(``--level``: ``heuristic`` (default) or ``random``; ``--seed``: default 0, one random generator
for the whole session.) Blank lines are skipped; the bot exits at the end of input.

A request is the view of the seat to play, exactly as ``BriscolaView.to_json()`` writes it
(``state.view(seat).to_json()``): seat letters of the table size (two players ``S N``, three
``S E W``, four ``S E N W``, in turn order), card ids (``1d`` … ``10b``). Its fields::

    game "briscola" · options {players, exchange, format, points_games, partner_hand_at_end}
    seat · dealer · briscola (the card turned at the deal) · face_up (the card under the stock, or
    null once drawn) · stock_count (cards to draw, the face-up card included) · hand · hand_sizes [players]
    trick ["S:7c", ...] · leader · piles [one per side: seats, or S-N and E-W with four players]
    exchanged (the seat to play has exchanged this turn) · tricks [{number, plays, winner}]
    exchanges [{seat, given, taken, number}] · face_up_drawn (null or {seat, card})
    partner_hand (null, or the partner's hand once shown: required then, optional otherwise)
    match_score (optional: game wins per side, or the running points in the points format)

A field outside this list is an error (besides ``cmd``, which the bot removes), and so is a view
the rules cannot reach (a card in two places, counts that do not add up, a trick won by the wrong
seat). The reply is the chosen action::

    {"action": "7c", "type": "play", "card": "7c"}
    {"action": "swap:2d", "type": "exchange", "card": "2d"}

``action`` is the text form (``pyapp.briscola.actions.parse_action`` reads it back); the other
fields spell it out. After an exchange the seat is still to play: the next request is its view
with ``exchanged`` true. With ``"cmd": "legal"`` the reply is ``{"legal": [<action>, ...]}`` (empty
when it is not the view's seat's turn). A request that cannot be read, or a view whose seat is not
to play, gets ``{"error": "<what is wrong>"}`` and the bot goes on serving.
"""

from __future__ import annotations

from typing import Any

from pyapp.briscola.actions import BriscolaAction, Exchange, PlayCard, parse_action
from pyapp.briscola.state import VIEW_FIELDS, VIEW_OPTIONAL_FIELDS, BriscolaView
from pyapp.records import read_action_reply, read_view_request

FIELDS: frozenset[str] = frozenset((*VIEW_FIELDS, *VIEW_OPTIONAL_FIELDS))


def view_from_request(obj: Any) -> BriscolaView:
    """The view described by a request; raises GameRecordError (a ValueError) saying what is wrong."""
    return BriscolaView.from_json(read_view_request(obj, "briscola", FIELDS))


def request_from_view(view: BriscolaView) -> dict[str, Any]:
    """The request for *view* (the inverse of view_from_request)."""
    return view.to_json()


def action_to_json(action: BriscolaAction) -> dict[str, Any]:
    """An action as a reply object (see the module docstring)."""
    kind = "exchange" if isinstance(action, Exchange) else "play"
    return {"action": str(action), "type": kind, "card": action.card}


def action_from_json(obj: Any) -> BriscolaAction:
    """Reads a reply object back into an action (from its ``action`` text)."""
    return read_action_reply(obj, parse_action, action_to_json, "7c")


__all__ = ["Exchange", "PlayCard", "action_from_json", "action_to_json", "request_from_view", "view_from_request"]
