"""The Briscola bot (``python -m pyapp.bot briscola``) and its protocol: a view in, an action out,
one line for every non-empty line, at every table size; a bad line gets an error and the bot goes on."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from random import Random
from typing import Any

import pytest

from pyapp.briscola import BriscolaOptions, Exchange, deal, protocol
from pyapp.engine import GameRecordError

ROOT = Path(__file__).resolve().parents[1]


def requests(count: int, seed: int = 0) -> list[tuple[dict[str, Any], Any]]:
    """(request, state) pairs of the seat to play along random games at every table size."""
    rng = Random(seed)
    found: list[tuple[dict[str, Any], Any]] = []
    while len(found) < count:
        players = rng.choice((2, 3, 4))
        options = BriscolaOptions(players=players, exchange=rng.choice(("off", "two", "seven_two")),
                                  partner_hand_at_end=players == 4 and rng.random() < 0.5)
        state = deal(rng, None, options)
        while not state.is_over and len(found) < count:
            seat = state.to_play
            if rng.random() < 0.2 or any(isinstance(action, Exchange) for action in state.legal_actions()):
                found.append((protocol.request_from_view(state.view(seat, (1,) * len(state.piles))), state))
            state = state.play(rng.choice(state.legal_actions()))
    return found


def run_bot(data: bytes, *args: str) -> tuple[list[dict[str, Any]], subprocess.CompletedProcess[bytes]]:
    env = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8:strict", "PYTHONUTF8": "1"}
    done = subprocess.run([sys.executable, "-m", "pyapp.bot", "briscola", *args], input=data, capture_output=True,
                          cwd=ROOT, timeout=120, env=env)
    return [json.loads(line) for line in done.stdout.decode().splitlines()], done


def test_the_bot_answers_every_request_with_a_legal_action_at_every_table_size() -> None:
    pairs = requests(60)
    lines = [json.dumps(request) for request, _ in pairs]
    replies, done = run_bot("".join(f"{line}\n" for line in lines).encode(), "--seed", "2")
    assert done.returncode == 0 and done.stderr == b""
    assert len(replies) == len(lines)
    for reply, (_, state) in zip(replies, pairs):
        assert protocol.action_from_json(reply) in state.legal_actions()
    assert any(reply["type"] == "exchange" for reply in replies)
    again, _ = run_bot("".join(f"{line}\n" for line in lines).encode(), "--seed", "2")
    assert again == replies


def test_legal_errors_and_blank_lines() -> None:
    (request, state), = requests(1, seed=3)
    lines = [
        json.dumps({**request, "cmd": "legal"}),
        "not json",
        json.dumps({**request, "hand": ["7x"]}),
        "",  # (a line of spaces gets an answer: tests/test_bot.py)
        json.dumps({**request, "colour": "red"}),
        json.dumps({**request, "game": "scopa"}),
        json.dumps({**request, "seat": "W" if state.players == 2 else "Q"}),
        json.dumps({**request, "cmd": "resign"}),
        json.dumps(request),
    ]
    replies, done = run_bot("".join(f"{line}\n" for line in lines).encode(), "--level", "random")
    assert done.returncode == 0 and len(replies) == len(lines) - 1  # the blank line gets no answer
    assert replies[0] == {"legal": [protocol.action_to_json(action) for action in state.legal_actions()]}
    assert replies[1]["error"].startswith("not JSON")
    assert "unknown card '7x'" in replies[2]["error"]
    assert "unknown field 'colour'" in replies[3]["error"]
    assert "this bot plays briscola" in replies[4]["error"]
    assert "seat must be" in replies[5]["error"]
    assert "unknown cmd 'resign'" in replies[6]["error"]
    assert protocol.action_from_json(replies[7]) in state.legal_actions()


def test_a_view_whose_seat_is_not_to_play_gets_an_error() -> None:
    rng = Random(9)
    state = deal(rng, 0)
    other = 1 - state.to_play
    request = protocol.request_from_view(state.view(other))
    replies, _ = run_bot((json.dumps(request) + "\n" + json.dumps({**request, "cmd": "legal"}) + "\n").encode())
    assert "not its turn" in replies[0]["error"] and replies[1] == {"legal": []}


def test_hostile_lines_get_one_bounded_error_each_and_the_bot_keeps_serving() -> None:
    (request, state), = requests(1, seed=4)
    good = json.dumps(request).encode()
    hostile = [b"[" * 1000 + b"]" * 1000, b"\xff\xfe not utf-8",
               json.dumps({**request, "hand": ["x" * 50_000]}).encode(), b'{"hand": "' + b"z" * 140_000 + b'"}',
               b"\x00", b"{}", b'{"options": {"players": 9}}']
    replies, done = run_bot(b"".join(line + b"\n" + good + b"\n" for line in hostile))
    assert done.returncode == 0 and done.stderr == b"" and len(replies) == 2 * len(hostile)
    assert all("error" in reply and len(reply["error"]) <= 200 for reply in replies[0::2])
    assert all(protocol.action_from_json(reply) in state.legal_actions() for reply in replies[1::2])


def test_requests_round_trip_and_the_documented_reply_reads() -> None:
    for request, state in requests(80, seed=5):
        view = protocol.view_from_request(json.loads(json.dumps(request)))
        assert protocol.request_from_view(view) == request
        assert view.legal_actions() == state.legal_actions()
        for action in view.legal_actions():
            assert protocol.action_from_json(protocol.action_to_json(action)) == action
    assert str(protocol.action_from_json({"action": "swap:2d", "type": "exchange", "card": "2d"})) == "swap:2d"
    with pytest.raises(GameRecordError, match="does not match"):
        protocol.action_from_json({"action": "7c", "type": "exchange"})
    request = requests(1, seed=6)[0][0]
    minimal = {key: value for key, value in request.items() if key not in ("game", "partner_hand", "match_score")}
    assert protocol.view_from_request(minimal).seat == protocol.view_from_request(request).seat
