"""The Scopa view's text form: every field round-trips, a bad text is refused naming the field,
and renumbering to seat 0 is the bot protocol's "me"."""

from __future__ import annotations

import json
from random import Random
from typing import Any

import pytest

from pyapp.cards import SCOPA_DECK
from pyapp.engine import GameRecordError
from pyapp.scopa import ScopaState, ScopaView, deal, protocol
from pyapp.scopa.state import VIEW_FIELDS


def some_state(seed: int, plays: int) -> ScopaState:
    rng = Random(seed)
    state = deal(rng, dealer=seed % 2)
    for _ in range(plays):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_actions()))
    return state


def view_json(seed: int = 4, plays: int = 9, seat: int = 1) -> dict[str, Any]:
    return some_state(seed, plays).view(seat, (6, 9)).to_json()


def test_the_text_holds_every_field_in_a_fixed_order() -> None:
    state = some_state(4, 9)
    view = state.view(1, (6, 9))
    obj = json.loads(view.to_text())
    assert tuple(obj) == VIEW_FIELDS
    assert obj["game"] == "scopa" and obj["seat"] == 1 and obj["match_score"] == [6, 9]
    assert obj["hand"] == list(state.hands[1]) and obj["table"] == list(state.table)
    assert obj["piles"] == [list(state.piles[0]), list(state.piles[1])]
    assert obj["opponent_hand_count"] == len(state.hands[0]) and obj["stock_count"] == len(state.stock)
    assert obj["scope"] == list(state.scope) and obj["last_capturer"] == state.last_capturer
    assert obj["dealer"] == state.dealer and obj["plays_made"] == state.plays_made == 9
    assert obj["history"] == [[seat, str(play)] for seat, play in state.history]
    assert "\n" not in view.to_text() and view.to_text() == view.to_text()


@pytest.mark.parametrize("plays", [0, 1, 5, 6, 17, 35, 36])
def test_views_round_trip_at_every_stage(plays: int) -> None:
    for seed in range(20):
        state = some_state(seed, plays)
        for seat in (0, 1):
            view = state.view(seat, (seed, 10 - seed % 5))
            assert ScopaView.from_text(view.to_text()) == view
            assert ScopaView.from_json(view.to_json()) == view


def test_a_deal_without_captures_round_trips() -> None:
    table = tuple(card for card in SCOPA_DECK if card != "7d")  # nobody captured anything
    view = ScopaView(0, ("7d",), table, ((), ()), 0, 0, (0, 0), None, 0, 35, (), (0, 0))
    assert ScopaView.from_text(view.to_text()) == view


def refused(obj: Any, message: str) -> None:
    with pytest.raises(GameRecordError, match=message):
        ScopaView.from_json(obj)


def test_each_field_is_required_and_no_other_is_allowed() -> None:
    good = view_json()
    for name in VIEW_FIELDS:
        if name != "game":
            refused({key: value for key, value in good.items() if key != name}, f"missing field '{name}'")
    refused(dict(good, colour="red"), "unknown field 'colour'")
    refused(dict(good, game="minchiate"), '"game": "scopa"')
    refused([good], '"game": "scopa"')


@pytest.mark.parametrize(("field", "value", "message"), [
    ("seat", 2, r"scopa view\.seat must be 0 or 1"),
    ("seat", True, r"scopa view\.seat must be 0 or 1"),
    ("dealer", "0", r"scopa view\.dealer must be 0 or 1"),
    ("hand", "7d", r"scopa view\.hand must be a list"),
    ("hand", ["11d"], r"scopa view\.hand: unknown card '11d'"),
    ("table", [7], r"scopa view\.table must hold card ids"),
    ("piles", [[]], r"scopa view\.piles must hold two lists"),
    ("opponent_hand_count", -1, r"scopa view\.opponent_hand_count must be a whole number"),
    ("stock_count", 2.5, r"scopa view\.stock_count must be a whole number"),
    ("scope", [0], r"scopa view\.scope must hold two whole numbers"),
    ("match_score", [3, -1], r"scopa view\.match_score\[1\] must be a whole number"),
    ("last_capturer", "me", r"scopa view\.last_capturer must be 0 or 1"),
    ("plays_made", 8, r"scopa view\.plays_made: 8 plays do not match the cards \(9 were made\)"),
    ("history", [[0, "7z"]], r"scopa view\.history\[0\]: "),
    ("history", [["7d"]], r"scopa view\.history\[0\] must be \[seat, \"play\"\]"),
    ("history", [[3, "7d"]], r"scopa view\.history\[0\]\[0\] must be 0 or 1"),
])
def test_a_bad_field_is_refused_by_name(field: str, value: object, message: str) -> None:
    refused(dict(view_json(), **{field: value}), message)


def test_impossible_views_are_refused() -> None:
    good = view_json()
    card = good["hand"][0]
    refused(dict(good, table=[*good["table"], card]), f"card {card} is both in hand and in table")
    refused(dict(good, stock_count=good["stock_count"] - 6), "do not add up to 40")
    refused(dict(good, dealer=1 - good["dealer"]), "cannot happen")
    refused(dict(good, history=good["history"] * 2), "history of 18 plays but only 9 were made")
    with pytest.raises(GameRecordError, match="not JSON"):
        ScopaView.from_text("{")


def test_seat_zero_renumbering_is_the_bot_protocols_me() -> None:
    rng = Random(8)
    for seed in range(40):
        state = deal(Random(seed), dealer=seed % 2)
        score = (rng.randrange(11), rng.randrange(11))
        while not state.is_over:
            view = state.view(state.to_play, score)
            renumbered = view.as_seat_zero()
            assert renumbered == protocol.view_from_request(protocol.request_from_view(view))
            assert renumbered.legal_actions() == view.legal_actions()
            assert renumbered.as_seat_zero() is renumbered
            state = state.play(rng.choice(state.legal_actions()))
    view = some_state(3, 4).view(1, (2, 7))
    assert view.as_seat_zero().match_score == (7, 2) and view.as_seat_zero().seat == 0
