"""The Minchiate bot protocol: one JSON view per line in, one JSON action per line out.

Run a bot with::

    python -m pyapp.cli.bot minchiate [--level NAME] [--seed N]

(``--level``: ``heuristic`` (default), ``random``, ``easy``, ``medium``, ``hard`` or ``expert``
(Scopa also ``pimc-baseline``, Minchiate ``ismcts``, kept for comparisons: ``pyapp.cli.research``);
``--seed``: default 0, one random generator for the whole session.) Blank lines are skipped; the bot
exits at the end of input.

A request is the view of the seat to play, exactly as ``MinchiateView.to_json()`` writes it
(``state.view(seat).to_json()``): seat letters ``S E N W``, card ids (``C1``-``CK``, ``T1``-``T40``,
``M``), team letters ``A``/``B``. Its fields::

    game "minchiate" · seat · phase ("discard", "declare", "play", "over") · to_play (seat or null)
    hand · hand_sizes [4] · fola_size · discard_counts [4]
    dealer · cut · stolen · revealed [4] · dealer_stolen · taken · fola · quotas [4]
    discards [4] (others' empty until exposed) · fallback [4] · declarations [4] (null or names)
    declared_cards [4] · exposed
    trick ["W:C7", ...] · led_suits · tricks [{number, plays, winner, points}] · piles [2]
    tricks_won [2] · ledger [delta, resti_a, resti_b] · matto_debt (null or [owner, creditor])
    deal_events (optional: the events so far, ``pyapp.minchiate.record``; older requests call them
    events) · play_ledger (only when over)

A field outside this list is an error (besides ``cmd``, which the bot removes).

The reply is the chosen action::

    {"action": "play:T13", "type": "play", "card": "T13"}
    {"action": "discard:C2", "type": "discard", "card": "C2"}
    {"action": "declare:papi:1-3+kings", "type": "declare", "combinations": ["papi:1-3", "kings"]}

``action`` is the text form (``pyapp.minchiate.actions.parse_action`` reads it back); the other
fields spell it out. With ``"cmd": "legal"`` the reply is ``{"legal": [<action>, ...]}`` (empty
when it is not the view's seat's turn). A request that cannot be read, or a view whose seat is
not to play, gets ``{"error": "<what is wrong>"}`` and the bot goes on serving.
"""

from __future__ import annotations

from typing import Any

from pyapp.minchiate.actions import Declare, Discard, MinchiateAction, PlayCard, parse_action
from pyapp.minchiate.state import MinchiateView
from pyapp.records import read_action_reply, read_view_request

FIELDS: frozenset[str] = frozenset((
    "game", "seat", "phase", "to_play", "hand", "hand_sizes", "fola_size", "discard_counts",
    "dealer", "cut", "stolen", "revealed", "dealer_stolen", "taken", "fola", "quotas", "discards",
    "fallback", "declarations", "declared_cards", "exposed", "trick", "led_suits", "tricks", "piles",
    "tricks_won", "ledger", "matto_debt", "deal_events", "events", "play_ledger",
))


def view_from_request(obj: Any) -> MinchiateView:
    """The view described by a request; raises GameRecordError (a ValueError) saying what is wrong."""
    return MinchiateView.from_json(read_view_request(obj, "minchiate", FIELDS))


def request_from_view(view: MinchiateView) -> dict[str, Any]:
    """The request for *view* (the inverse of view_from_request)."""
    return view.to_json()


def action_to_json(action: MinchiateAction) -> dict[str, Any]:
    """An action as a reply object (see the module docstring)."""
    if isinstance(action, Declare):
        return {"action": str(action), "type": "declare", "combinations": list(action.combinations)}
    kind = "play" if isinstance(action, PlayCard) else "discard"
    return {"action": str(action), "type": kind, "card": action.card}


def action_from_json(obj: Any) -> MinchiateAction:
    """Reads a reply object back into an action (from its ``action`` text)."""
    return read_action_reply(obj, parse_action, action_to_json, "play:T13")


__all__ = ["Declare", "Discard", "PlayCard", "action_from_json", "action_to_json", "request_from_view",
           "view_from_request"]
