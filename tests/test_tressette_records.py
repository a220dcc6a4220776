"""Tressette's text forms read strictly: a state, a view or a match reads back equal, and a record the
rules cannot reach (an illegal or out-of-turn move, a false word, a card in two places, a hand that
does not fit the log, a word or an accuso no deal can explain, draws shown against the options, a
match whose deal did not pass right) is refused with a GameRecordError saying what is wrong."""

from __future__ import annotations

import json
from random import Random
from typing import Any

import pytest
from tressette_positions import D1, D3_HANDS, D3_STOCK, deal_with, play

from pyapp.engine import GameRecordError
from pyapp.tressette import (
    TressetteMatch,
    TressetteOptions,
    TressetteState,
    TressetteView,
    deal,
    parse_rules,
)


def d1_after(*texts: str) -> TressetteState:
    return play(deal_with(D1, "W", accuso=True, signals=True), *texts)


def refused(reader: Any, obj: dict[str, Any], message: str) -> None:
    with pytest.raises(GameRecordError, match=message):
        reader(json.loads(json.dumps(obj)))


def test_a_state_is_its_deal_and_its_log() -> None:
    state = d1_after("accuso nap-c", "5c busso", "10c")
    obj = state.to_json()
    assert obj["log"] == ["S:accuso nap-c", "S:5c busso", "E:10c"] and obj["dealer"] == "W"
    assert TressetteState.from_text(state.to_text()) == state
    refused(TressetteState.from_json, {**obj, "log": obj["log"] + ["N:8d"]}, "must_follow|does not follow")
    refused(TressetteState.from_json, {**obj, "log": ["S:5c striscio"]}, "striscio is not true")
    refused(TressetteState.from_json, {**obj, "log": ["E:10c"]}, "not E's turn")
    refused(TressetteState.from_json, {**obj, "log": ["S:accuso tris-2-no-c"]}, "does not hold")
    refused(TressetteState.from_json, {**obj, "log": ["S:5c  busso"]}, "write the action as")
    refused(TressetteState.from_json, {**obj, "colour": "red"}, "unknown field 'colour'")
    swapped = [list(hand) for hand in obj["dealt"]]
    swapped[0][0] = swapped[1][0]
    refused(TressetteState.from_json, {**obj, "dealt": swapped}, "exactly once")
    refused(TressetteState.from_json, {**obj, "options": {"players": 2}}, "dealer must be S or N")


def test_a_view_reads_back_and_refuses_what_no_deal_explains() -> None:
    state = d1_after("accuso nap-c", "5c busso", "10c")
    view = state.view(2, (4, 9))
    obj = view.to_json()
    back = TressetteView.from_json(obj)
    assert back == view and back.to_json() == obj
    minimal = {key: obj[key] for key in ("game", "options", "dealer", "seat", "hand", "log", "draws")}
    assert TressetteView.from_json(minimal).to_json()["hand_sizes"] == [9, 9, 10, 10]
    refused(TressetteView.from_json, {**obj, "hand_sizes": [9, 9, 9, 10]}, "hand_sizes is not what the log says")
    refused(TressetteView.from_json, {**minimal, "hand": obj["hand"][:-1] + ["5c"]}, "not in the hand")
    refused(TressetteView.from_json, {**minimal, "hand": obj["hand"][:-1] + ["2d"]}, "the hand is not what")
    # E cannot have declared the napoletana of spade: N (the viewer) holds its Asso and 3.
    refused(TressetteView.from_json, {**minimal, "log": ["S:5c busso", "E:accuso nap-s"]}, "does not hold nap-s")
    refused(TressetteView.from_json, {**minimal, "dealer": "Q"}, "dealer must be")
    # A volo on 5c is something N cannot disprove (it holds no other coppe of S's): it reads.
    assert TressetteView.from_json({**minimal, "log": ["S:5c volo", "E:10c"]}).word == "volo"


def test_a_busso_no_card_can_back_is_refused() -> None:
    # W leads its only bastoni honour with busso while S, the viewer, holds the other two.
    state = deal_with({"S": "2b 3b", "W": "1b 4b"}, "N", signals=True)
    assert state.to_play == 3
    view = {key: value for key, value in state.view(0).to_json().items()
            if key in ("game", "options", "dealer", "seat", "hand", "log", "draws")}
    refused(TressetteView.from_json, {**view, "log": ["W:1b busso"]}, "no deal")
    assert TressetteView.from_json({**view, "log": ["W:1b striscio"]}).word == "striscio"


def test_two_player_draws_are_shown_as_the_options_say() -> None:
    shown = play(deal_with(D3_HANDS, "S", players=2, stock=D3_STOCK), "4c", "1c")
    view = shown.view(0).to_json()
    assert view["draws"] == ["8c", "9c"]
    refused(TressetteView.from_json, {**view, "draws": ["8c", None]}, "hidden")
    refused(TressetteView.from_json, {**view, "draws": ["8c"]}, "2 cards have been drawn")
    hidden = play(deal_with(D3_HANDS, "S", players=2, stock=D3_STOCK, show_draws=False), "4c", "1c")
    view = hidden.view(0).to_json()
    assert view["draws"] == ["8c", None] and TressetteView.from_json(view) == hidden.view(0)
    refused(TressetteView.from_json, {**view, "draws": ["8c", "9c"]}, "shown")
    refused(TressetteView.from_json, {**view, "draws": ["9c", None]}, "do not add up")


def test_a_match_reads_back_and_its_deals_pass_right() -> None:
    rng = Random(3)
    match = TressetteMatch.new(rng, TressetteOptions(players=2, target=31))
    while match.to_play is not None:
        match = match.play(rng.choice(match.state.legal_actions()))
    match = match.next_deal(rng)
    obj = match.to_json()
    assert TressetteMatch.from_json(obj) == match
    refused(TressetteMatch.from_json, {**obj, "first_dealer": obj["state"]["dealer"]}, "passes to the right")
    refused(TressetteMatch.from_json, {**obj, "results": [[35, 5]]}, "over after deal 1")
    refused(TressetteMatch.from_json, {**obj, "results": [[3, 5]]}, "at least 11")


def test_options_text_forms() -> None:
    assert parse_rules("players=2,target=41,accuso=1,show_draws=0") == TressetteOptions(
        players=2, target=41, accuso=True, show_draws=False)
    for bad in ("players=3", "target=25", "accuso=yes", "signals", "colour=red", "target=21,target=31"):
        with pytest.raises(GameRecordError):
            parse_rules(bad)
    with pytest.raises(GameRecordError, match="no signals"):
        TressetteOptions.from_json({"players": 2, "signals": True})
    assert deal(Random(1), None, parse_rules("players=2")).options.signals is False
