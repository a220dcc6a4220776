"""The Tressette bot protocol: one JSON view per line in, one JSON action per line out.

Run a bot with::

    python -m pyapp.bot tressette [--level NAME] [--seed N]

(``--level``: ``heuristic`` (default) or ``random``; ``--seed``: default 0, one random generator
for the whole session.) Blank lines are skipped; the bot exits at the end of input.

A request is the view of the seat to act, exactly as ``TressetteView.to_json()`` writes it
(``state.view(seat).to_json()``): seat letters of the table size (four players ``S E N W``, two
``S N``, in turn order), card ids (``1d`` … ``10b``). Its fields::

    game "tressette" · options {players, target, accuso, signals, show_draws}
    dealer · seat · hand · log ["S:4c busso", "E:accuso tris-2-no-c", "E:10c", ...] (every action of
    the deal so far, in order) · draws [two players: each card drawn, after trick 1 the winner's then
    the other's; null for the opponent's when show_draws is off]
    match_score (optional: the match totals per side)
    hand_sizes · stock_count · trick ["S:4c", ...] · word (the lead's word, or "") · leader ·
    piles [S-N, E-W; or S, N] · tricks [{number, plays, winner, word}] · declared ["S:nap-c", ...]
    (optional: what the log says, for the reader's ease; when given they must be exactly that)

A field outside this list is an error (besides ``cmd``, which the bot removes), and so is a view
the rules cannot reach (a card played twice, a move out of turn or illegal, a hand that does not
fit the log, a word or a void no deal can explain). The reply is the chosen action::

    {"action": "4c busso", "type": "play", "card": "4c", "word": "busso"}
    {"action": "accuso nap-c", "type": "accuso", "combination": "nap-c"}

``action`` is the text form (``pyapp.tressette.actions.parse_action`` reads it back); the other
fields spell it out. After an accuso the seat is still to act: the next request is its view with
the accuso in the log. With ``"cmd": "legal"`` the reply is ``{"legal": [<action>, ...]}`` (empty
when it is not the view's seat's turn). A request that cannot be read, or a view whose seat is not
to act, gets ``{"error": "<what is wrong>"}`` and the bot goes on serving.
"""

from __future__ import annotations

from typing import Any

from pyapp.records import read_action_reply, read_view_request
from pyapp.tressette.actions import Declare, PlayCard, TressetteAction, parse_action
from pyapp.tressette.state import VIEW_FIELDS, VIEW_OPTIONAL_FIELDS, TressetteView

FIELDS: frozenset[str] = frozenset((*VIEW_FIELDS, *VIEW_OPTIONAL_FIELDS))


def view_from_request(obj: Any) -> TressetteView:
    """The view described by a request; raises GameRecordError (a ValueError) saying what is wrong."""
    return TressetteView.from_json(read_view_request(obj, "tressette", FIELDS))


def request_from_view(view: TressetteView) -> dict[str, Any]:
    """The request for *view* (the inverse of view_from_request)."""
    return view.to_json()


def action_to_json(action: TressetteAction) -> dict[str, Any]:
    """An action as a reply object (see the module docstring)."""
    if isinstance(action, Declare):
        return {"action": str(action), "type": "accuso", "combination": action.combination}
    return {"action": str(action), "type": "play", "card": action.card, "word": action.word}


def action_from_json(obj: Any) -> TressetteAction:
    """Reads a reply object back into an action (from its ``action`` text)."""
    return read_action_reply(obj, parse_action, action_to_json, "4c")


__all__ = ["Declare", "PlayCard", "action_from_json", "action_to_json", "request_from_view", "view_from_request"]
