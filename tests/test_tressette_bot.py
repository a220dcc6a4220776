"""The Tressette bot (``python -m pyapp.bot tressette``) and its protocol: a view in, an action out,
one line for every non-empty line, at both table sizes; a bad line gets an error and the bot goes on."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from random import Random
from typing import Any

import pytest

from pyapp.engine import GameRecordError
from pyapp.tressette import Declare, TressetteOptions, deal, protocol

ROOT = Path(__file__).resolve().parents[1]


def requests(count: int, seed: int = 0) -> list[tuple[dict[str, Any], Any]]:
    """(request, state) pairs of the seat to act along random deals at both table sizes."""
    rng = Random(seed)
    found: list[tuple[dict[str, Any], Any]] = []
    while len(found) < count:
        players = rng.choice((4, 2))
        options = TressetteOptions(players=players, accuso=rng.random() < 0.5, signals=rng.random() < 0.7,
                                   show_draws=rng.random() < 0.5)
        state = deal(rng, None, options)
        while not state.is_over and len(found) < count:
            seat = state.to_play
            if rng.random() < 0.2 or any(isinstance(action, Declare) for action in state.legal_actions()):
                found.append((protocol.request_from_view(state.view(seat, (3, 5))), state))
            state = state.play(rng.choice(state.legal_actions()))
    return found


def run_bot(data: bytes, *args: str) -> tuple[list[dict[str, Any]], subprocess.CompletedProcess[bytes]]:
    env = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8:strict", "PYTHONUTF8": "1"}
    done = subprocess.run([sys.executable, "-m", "pyapp.bot", "tressette", *args], input=data, capture_output=True,
                          cwd=ROOT, timeout=120, env=env)
    return [json.loads(line) for line in done.stdout.decode().splitlines()], done


def test_the_bot_answers_every_request_with_a_legal_action_at_both_table_sizes() -> None:
    pairs = requests(60)
    lines = [json.dumps(request) for request, _ in pairs]
    replies, done = run_bot("".join(f"{line}\n" for line in lines).encode(), "--seed", "2")
    assert done.returncode == 0 and done.stderr == b""
    assert len(replies) == len(lines)
    for reply, (_, state) in zip(replies, pairs):
        assert protocol.action_from_json(reply) in state.legal_actions()
    assert any(reply["type"] == "accuso" for reply in replies)
    assert any(reply.get("word") for reply in replies)
    again, _ = run_bot("".join(f"{line}\n" for line in lines).encode(), "--seed", "2")
    assert again == replies


def test_legal_errors_and_blank_lines() -> None:
    (request, state), = requests(1, seed=3)
    lines = [
        json.dumps({**request, "cmd": "legal"}),
        "not json",
        json.dumps({**request, "hand": ["7x"]}),
        "",
        json.dumps({**request, "colour": "red"}),
        json.dumps({**request, "game": "scopa"}),
        json.dumps({**request, "seat": "Q"}),
        json.dumps({**request, "cmd": "resign"}),
        json.dumps({**request, "log": ["S:5c zitto"]}),
        json.dumps(request),
    ]
    replies, done = run_bot("".join(f"{line}\n" for line in lines).encode(), "--level", "random")
    assert done.returncode == 0 and len(replies) == len(lines) - 1  # the blank line gets no answer
    assert replies[0] == {"legal": [protocol.action_to_json(action) for action in state.legal_actions()]}
    assert replies[1]["error"].startswith("not JSON")
    assert "unknown card '7x'" in replies[2]["error"]
    assert "unknown field 'colour'" in replies[3]["error"]
    assert "this bot plays tressette" in replies[4]["error"]
    assert "seat must be" in replies[5]["error"]
    assert "unknown cmd 'resign'" in replies[6]["error"]
    assert "unknown word 'zitto'" in replies[7]["error"]
    assert protocol.action_from_json(replies[8]) in state.legal_actions()


def test_a_view_whose_seat_is_not_to_play_gets_an_error() -> None:
    state = deal(Random(9), 0)
    other = (state.to_play + 1) % 4
    request = protocol.request_from_view(state.view(other))
    replies, _ = run_bot((json.dumps(request) + "\n" + json.dumps({**request, "cmd": "legal"}) + "\n").encode())
    assert "not its turn" in replies[0]["error"] and replies[1] == {"legal": []}


def test_hostile_lines_get_one_bounded_error_each_and_the_bot_keeps_serving() -> None:
    (request, state), = requests(1, seed=4)
    good = json.dumps(request).encode()
    hostile = [b"[" * 1000 + b"]" * 1000, b"\xff\xfe not utf-8",
               json.dumps({**request, "hand": ["x" * 50_000]}).encode(), b'{"hand": "' + b"z" * 140_000 + b'"}',
               b"\x00", b"{}", b'{"options": {"players": 9}}', json.dumps({**request, "log": ["S:1d"] * 2000}).encode()]
    replies, done = run_bot(b"".join(line + b"\n" + good + b"\n" for line in hostile))
    assert done.returncode == 0 and done.stderr == b"" and len(replies) == 2 * len(hostile)
    assert all("error" in reply and len(reply["error"]) <= 200 for reply in replies[0::2])
    assert all(protocol.action_from_json(reply) in state.legal_actions() for reply in replies[1::2])


def test_requests_round_trip_and_the_documented_reply_reads() -> None:
    for request, state in requests(60, seed=5):
        view = protocol.view_from_request(json.loads(json.dumps(request)))
        assert protocol.request_from_view(view) == request
        assert view.legal_actions() == state.legal_actions()
        for action in view.legal_actions():
            assert protocol.action_from_json(protocol.action_to_json(action)) == action
    assert str(protocol.action_from_json({"action": "4c busso", "type": "play", "card": "4c", "word": "busso"})) \
        == "4c busso"
    assert str(protocol.action_from_json({"action": "accuso nap-c", "type": "accuso", "combination": "nap-c"})) \
        == "accuso nap-c"
    with pytest.raises(GameRecordError, match="does not match"):
        protocol.action_from_json({"action": "4c", "type": "accuso"})
    request = requests(1, seed=6)[0][0]
    minimal = {key: value for key, value in request.items()
               if key in ("options", "dealer", "seat", "hand", "log", "draws", "match_score")}
    assert protocol.view_from_request(minimal) == protocol.view_from_request(request)
