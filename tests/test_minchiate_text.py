"""Minchiate text forms: actions, states and views round-trip; the bot protocol; the event log."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from random import Random
from typing import Any

import pytest

from pyapp.cards import MINCHIATE_DECK
from pyapp.engine import GameRecordError
from pyapp.minchiate import (
    Cut,
    DealEnded,
    DealerChosen,
    Declare,
    Declared,
    Discard,
    Discarded,
    HandsDealt,
    LeadRounded,
    MattoPaid,
    MinchiateEvent,
    MinchiateState,
    MinchiateView,
    PilesScored,
    PlayCard,
    RestoPaid,
    Revealed,
    Stolen,
    TrickWon,
    deal,
    parse_action,
    protocol,
)
from pyapp.ui.minchiate.log import describe, transcript

ROOT = Path(__file__).resolve().parents[1]


def some_state(seed: int, steps: int) -> MinchiateState:
    rng = Random(seed)
    state = deal(rng)
    for _ in range(steps):
        if state.to_play is None:
            break
        state = state.play(rng.choice(state.legal_actions()))
    return state


# --- actions ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "action"), [
    ("play:T13", PlayCard("T13")),
    ("play:M", PlayCard("M")),
    ("discard:C2", Discard("C2")),
    ("declare:-", Declare(())),
    ("declare:papi:1-3+kings", Declare(("papi:1-3", "kings"))),
    ("declare:high:28-40+1-13-28+decine+1-40-M", Declare(("high:28-40", "1-13-28", "decine", "1-40-M"))),
])
def test_actions_round_trip(text: str, action: object) -> None:
    assert parse_action(text) == action
    assert str(action) == text


def test_declarations_are_kept_in_canonical_order() -> None:
    assert Declare(("kings", "papi:1-3")) == Declare(("papi:1-3", "kings"))
    assert str(parse_action("declare: kings + papi:1-3")) == "declare:papi:1-3+kings"


def test_every_card_action_round_trips() -> None:
    for card in MINCHIATE_DECK:
        assert parse_action(str(PlayCard(card))) == PlayCard(card)
        assert parse_action(str(Discard(card))) == Discard(card)


@pytest.mark.parametrize("text", [
    "play:X9", "play:", "jump:C1", "discard", "declare:", "declare:papi:1-6", "declare:papi:1-2",
    "declare:high:27-30", "declare:kings+kings", "declare:queens", "declare:papi:01-3",
])
def test_unreadable_actions_are_refused(text: str) -> None:
    with pytest.raises(GameRecordError, match="cannot read action"):
        parse_action(text)


# --- states and views ----------------------------------------------------------------------------


@pytest.mark.parametrize("steps", [0, 5, 30, 200])
def test_states_and_views_round_trip_as_text(steps: int) -> None:
    state = some_state(11, steps)
    text = state.to_text()
    assert "\n" not in text
    assert MinchiateState.from_text(text) == state
    for seat in range(4):
        view = state.view(seat)
        assert MinchiateView.from_text(view.to_text()) == view


def corrupt(state: MinchiateState, **changes: Any) -> str:
    obj = state.to_json()
    obj.update(changes)
    return json.dumps(obj)


def test_bad_state_texts_are_refused_with_the_reason() -> None:
    state = some_state(2, 40)
    hands = state.to_json()["hands"]
    with pytest.raises(GameRecordError, match="not JSON"):
        MinchiateState.from_text("{")
    with pytest.raises(GameRecordError, match="must be an object, got NoneType"):
        MinchiateState.from_text("null")
    with pytest.raises(GameRecordError, match="unknown phase 'bidding'"):
        MinchiateState.from_text(corrupt(state, phase="bidding"))
    with pytest.raises(GameRecordError, match="to_play must be null exactly when the phase is over"):
        MinchiateState.from_text(corrupt(state, to_play=None))
    with pytest.raises(GameRecordError, match=r"hands\[0\]: unknown card 'Z1'"):
        MinchiateState.from_text(corrupt(state, hands=[["Z1"], *hands[1:]]))
    with pytest.raises(GameRecordError, match="is in two places"):
        MinchiateState.from_text(corrupt(state, hands=[hands[0] + hands[1][:1], *hands[1:]]))
    with pytest.raises(GameRecordError, match="the deal lacks 1 of the 97 cards"):
        MinchiateState.from_text(corrupt(state, hands=[hands[0][1:], *hands[1:]]))
    with pytest.raises(GameRecordError, match="missing field 'dealer'"):
        obj = state.to_json()
        del obj["dealer"]
        MinchiateState.from_json(obj)


# --- the bot protocol -------------------------------------------------------------------------------


def test_the_protocol_reads_views_and_writes_actions() -> None:
    state = some_state(4, 3)
    assert state.to_play is not None
    view = state.view(state.to_play)
    request = protocol.request_from_view(view)
    assert protocol.view_from_request(json.loads(json.dumps(request))) == view
    for action in state.legal_actions():
        reply = protocol.action_to_json(action)
        assert reply["action"] == str(action)
        assert protocol.action_from_json(reply) == action
    assert protocol.action_to_json(Declare(("papi:1-3", "kings"))) == {
        "action": "declare:papi:1-3+kings", "type": "declare", "combinations": ["papi:1-3", "kings"]}
    assert protocol.action_to_json(PlayCard("T13")) == {"action": "play:T13", "type": "play", "card": "T13"}
    with pytest.raises(GameRecordError, match="unknown field 'colour'"):
        protocol.view_from_request({**request, "colour": "red"})
    with pytest.raises(GameRecordError, match="does not match"):
        protocol.action_from_json({"action": "play:T13", "card": "T12"})


def run_bot(lines: list[str], *args: str) -> list[dict[str, Any]]:
    done = subprocess.run([sys.executable, "-m", "pyapp.cli.bot", "minchiate", *args],
                          input="".join(f"{line}\n" for line in lines), capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert done.returncode == 0 and done.stderr == ""
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_the_bot_answers_each_line_and_keeps_serving() -> None:
    state = some_state(6, 25)
    assert state.phase == "play" and state.to_play is not None
    request = state.view(state.to_play).to_json()
    not_my_turn = state.view((state.to_play + 1) % 4).to_json()
    lines = [
        json.dumps(request),
        json.dumps({**request, "cmd": "legal"}),
        "not json",
        json.dumps({**request, "hand": ["Q9", *request["hand"][1:]]}),
        json.dumps(not_my_turn),
        json.dumps(request),
    ]
    replies = run_bot(lines, "--seed", "3")
    legal = [protocol.action_to_json(action) for action in state.legal_actions()]
    assert len(replies) == len(lines)
    assert replies[0] in legal and replies[-1] in legal
    assert replies[1] == {"legal": legal}
    assert replies[2]["error"].startswith("not JSON")
    assert "hand: unknown card 'Q9'" in replies[3]["error"]
    assert "not its turn" in replies[4]["error"]
    assert run_bot([json.dumps(request)], "--level", "random", "--seed", "1")[0] in legal


# --- the event log ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("event", "words"), [
    (Stolen(1, ("CK",), 5), "E steals the King of Cups (+5 for E–W)."),
    (Stolen(0, ("T23", "T29"), 0), "S steals Air (XXIII) and Sagittarius (XXIX) (no points)."),
    (Revealed(2, "T2", 3), "N shows the 21st card, the Grand Duke (II) (+3 for S–N)."),
    (Discarded(3, None), "W discards a card face down."),
    (Discarded(0, "C2"), "S discards the Two of Cups."),
    (Declared(0, ("papi:1-3", "kings"), ("T1", "T2", "T3", "CK", "DK", "SK", "M"), 36),
     "S declares papi 1–3 and three Kings, with the Matto's bonus (+36 for S–N)."),
    (Declared(1, (), (), 0), "E declares nothing."),
    (TrickWon(2, ("C7", "T6", "CK", "D4"), 5, 1), "N wins trick 1 (+5 for S–N)."),
    (RestoPaid(1, (0, 1)), "E–W earn a resto: resti 0–1."),
    (MattoPaid(1, 0, "C10"), "For the Matto, E–W give the Ten of Cups to S–N."),
    (MattoPaid(1, 0, "M"), "E–W took no trick: the Matto itself goes to S–N."),
    (LeadRounded(0, 45, 1), "S–N finish ahead by 45: every 60 points or part of 60 make a resto, so 1 more resto."),
    (DealEnded((2, 0)), "S–N win by 2 (resti 2–0)."),
    (DealEnded((1, 1)), "A draw (resti 1–1)."),
    (DealerChosen(2), "N deals; W plays first and E cuts."),
    (Cut(1, 37), "E cuts the pack, lifting 37 cards."),  # a record from before the card was kept
    (Cut(1, 37, "C5"), "E cuts the pack, lifting 37 cards; the card at the cut is the Five of Cups."),
    (HandsDealt(2, 0), "N deals 10 and then 11 cards to each player; no card is left over."),
    (PilesScored(0, 70, 40, 10, 10, 15), "S–N count 130 at the end: 70 for the cards in their tricks, 25 for "
                                         "combinations, 15 Matto bonus, 10 for cards beyond 42 and 10 for the last "
                                         "trick."),
    (LeadRounded(None, 0, 0), "The teams finish level: no more resto."),
])
def test_events_in_words(event: MinchiateEvent, words: str) -> None:
    assert describe(event) == words


def test_every_event_of_a_deal_reads_as_a_sentence() -> None:
    for seed in range(20):
        state = some_state(seed, 500)
        for seat in range(4):
            for line in transcript(state.view(seat).deal_events):
                assert line.endswith(".") and "{" not in line and "None" not in line
