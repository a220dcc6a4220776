"""Games saved before the events were typed still load, as the same games.

``tests/records/`` holds what the screens saved (``ScopaController.saved_text``,
``MinchiateController.saved_text``) and a Minchiate bot request, written by the version of
commit e196572, whose events were untyped (``kind``, ``seat``, ``cards``, ``points``, ``detail``).
Each record names the seed and the moves that led to it (the screen's first or last legal move
each time); replaying them with today's engine gives the game the record must read back as.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from fake_page import FakePage

from pyapp import minchiate, scopa
from pyapp.engine import GameRecordError
from pyapp.minchiate import protocol
from pyapp.minchiate.record import event_to_json, read_event
from pyapp.scopa.record import event_from_json
from pyapp.ui.minchiate.controller import MinchiateController
from pyapp.ui.minchiate.table import MinchiateTable
from pyapp.ui.scopa.controller import ScopaController
from pyapp.ui.scopa.table import ScopaTable

RECORDS = Path(__file__).resolve().parent / "records"


def record(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((RECORDS / name).read_text())
    return loaded


def untyped(events: list[dict[str, Any]]) -> bool:
    return bool(events) and all(set(event) == {"kind", "seat", "cards", "points", "detail"} for event in events)


@pytest.mark.parametrize("name", ["scopa-match-scopa.json", "scopa-match-last_take.json"])
def test_an_old_scopa_save_loads_as_the_same_match(name: str) -> None:
    saved = record(name)
    assert untyped(json.loads(saved["saved"])["state"]["events"])
    table = ScopaTable.new(saved["seed"])
    for play in saved["plays"]:
        table = table.next_deal() if play == "next-deal" else table.apply(scopa.parse_action(play))
    loaded = scopa.Match.from_text(saved["saved"])
    assert loaded == table.match
    assert scopa.Match.from_text(loaded.to_text()) == loaded  # and it is saved in today's form
    kinds = {event.kind for event in loaded.state.events}
    assert kinds & {"scopa_scored", "last_taken"}
    controller = ScopaController(FakePage(), saved["seed"], saved=saved["saved"])
    assert controller.table.match == table.match


@pytest.mark.parametrize("name", ["minchiate-state-discard.json", "minchiate-state-resto.json",
                                  "minchiate-state-over.json"])
def test_an_old_minchiate_save_loads_as_the_same_deal(name: str) -> None:
    saved = record(name)
    old = json.loads(saved["saved"])
    assert untyped(old["events"]) and "deal_events" not in old
    table = MinchiateTable.new(saved["seed"])
    for action in saved["actions"]:
        table = table.apply(minchiate.parse_action(action))
    state = as_written_then(table.state)
    loaded = minchiate.MinchiateState.from_text(saved["saved"])
    assert loaded.deal_events == state.deal_events
    assert loaded.events == ()  # an old save does not say which events its last action made
    assert loaded.to_json() == {**state.to_json(), "action_events": 0}
    controller = MinchiateController(FakePage(), saved["seed"], saved=saved["saved"])
    assert controller.table.shown == len(state.deal_events) and controller.table.phase != "showing"
    request = saved["view_of_E"]
    assert untyped(request["events"])
    assert protocol.view_from_request(request) == state.view(1)


def as_written_then(state: minchiate.MinchiateState) -> minchiate.MinchiateState:
    """*state* without the facts its events gained since e196572 (an older record lacks them and
    reads them as their defaults): the card shown at the cut, the Matto bonus within E2."""
    events = tuple(replace(event, card=None) if isinstance(event, minchiate.Cut)
                   else replace(event, matto_bonus=0) if isinstance(event, minchiate.PilesScored) else event
                   for event in state.deal_events)
    return minchiate.MinchiateState.from_json({**state.to_json(), "deal_events": [event_to_json(e) for e in events]})


def test_every_kind_of_old_minchiate_event_is_read() -> None:
    kinds = set()
    for name in ("minchiate-state-discard.json", "minchiate-state-resto.json", "minchiate-state-over.json"):
        kinds |= {event["kind"] for event in json.loads(record(name)["saved"])["events"]}
    assert kinds == {"dealer", "cut", "steal", "deal", "reveal", "dealer_steal", "take", "discard", "declare",
                     "expose", "play", "trick", "resto", "matto_paid", "end_points", "end_resti", "result"}


@pytest.mark.parametrize(("old", "typed"), [
    ({"kind": "redeal", "seat": 1, "cards": ["10c", "10d", "10s", "4b"], "points": 0,
      "detail": "three or more Re on the table"}, scopa.Redealt(1, ("10c", "10d", "10s", "4b"))),
    ({"kind": "dealt", "seat": None, "cards": ["1c", "2c", "3c", "4c"], "points": 0, "detail": ""},
     scopa.Dealt(None, ("1c", "2c", "3c", "4c"))),
    ({"kind": "scopa", "seat": 0, "cards": ["7d"], "points": 1, "detail": ""}, scopa.ScopaScored(0, "7d")),
    ({"kind": "deal_over", "seat": None, "cards": [], "points": 0, "detail": ""}, scopa.DealEnded()),
])
def test_old_scopa_events_read_as_typed_ones(old: dict[str, Any], typed: scopa.ScopaEvent) -> None:
    assert event_from_json(old) == typed


@pytest.mark.parametrize(("old", "typed"), [
    ({"kind": "discard", "seat": "S", "cards": ["T2"], "points": 0, "detail": "fallback"},
     minchiate.Discarded(0, "T2", fallback=True)),
    ({"kind": "discard", "seat": "W", "cards": [], "points": 0, "detail": ""}, minchiate.Discarded(3, None)),
    ({"kind": "end_resti", "seat": None, "cards": [], "points": 0, "detail": "- 0"},
     minchiate.LeadRounded(None, 0, 0)),
    ({"kind": "end_points", "seat": None, "cards": [], "points": 130, "detail": "B 70 40 10 10"},
     minchiate.PilesScored(1, 70, 40, 10, 10)),
])
def test_old_minchiate_events_read_as_typed_ones(old: dict[str, Any], typed: minchiate.MinchiateEvent) -> None:
    assert read_event(old, "event") == typed


def test_unreadable_events_are_refused() -> None:
    with pytest.raises(GameRecordError, match="unknown event kind 'jump'"):
        event_from_json({"kind": "jump", "seat": 0})
    with pytest.raises(GameRecordError, match="missing field 'card'"):
        event_from_json({"kind": "played", "seat": 0})
    with pytest.raises(GameRecordError, match="cannot read a resto event"):
        read_event({"kind": "resto", "seat": None, "cards": [], "points": 0, "detail": "A"}, "event")
    with pytest.raises(GameRecordError, match="event.team must be A or B"):
        read_event({"kind": "resto_paid", "team": "C", "resti": [1, 0]}, "event")
