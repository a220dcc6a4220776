"""The bot command line and the Scopa bot protocol: one JSON line in, one JSON line out, and
a bad line gets an error without stopping the session."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from random import Random
from typing import Any

import pytest

from pyapp.cards import SCOPA_DECK
from pyapp.engine import GameRecordError
from pyapp.scopa import Play, deal, protocol

ROOT = Path(__file__).resolve().parents[1]

REQUEST: dict[str, Any] = {
    "hand": ["7d", "3c", "10s"], "table": ["4b", "3s", "1c", "6d"],
    "captured": {"me": [], "opp": []}, "opp_hand_count": 3, "stock_count": 30,
    "scope": {"me": 0, "opp": 0}, "last_capturer": None, "match_score": {"me": 0, "opp": 0},
    "history": [{"by": "opp", "card": "5c", "take": []}],
}
LEGAL = [
    {"card": "7d", "take": ["6d", "1c"]}, {"card": "7d", "take": ["3s", "4b"]},
    {"card": "3c", "take": ["3s"]},
    {"card": "10s", "take": ["6d", "1c", "3s"]}, {"card": "10s", "take": ["6d", "4b"]},
]


def with_fields(**changes: Any) -> dict[str, Any]:
    return {**REQUEST, **changes}


def run_bot(lines: list[str], *args: str) -> tuple[list[dict[str, Any]], subprocess.CompletedProcess[str]]:
    done = subprocess.run(
        [sys.executable, "-m", "pyapp.cli.bot", "scopa", *args], input="".join(f"{line}\n" for line in lines),
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )
    return [json.loads(line) for line in done.stdout.splitlines()], done


# --- the command line -------------------------------------------------------------------------

def test_bot_answers_each_line_and_keeps_serving_after_errors() -> None:
    lines = [
        json.dumps(REQUEST),
        json.dumps(with_fields(cmd="legal")),
        "this is not json",
        "[1, 2, 3]",
        json.dumps(with_fields(hand=["7x", "3c", "10s"])),
        json.dumps(with_fields(table=["4b", "3s", "1c", "7d"])),
        json.dumps(with_fields(stock_count=29)),
        "",
        json.dumps(with_fields(hand=[], opp_hand_count=0, stock_count=36)),
        json.dumps(with_fields(opp_hand_count="3")),
        json.dumps(with_fields(cmd="resign")),
        json.dumps(REQUEST),
    ]
    replies, done = run_bot(lines, "--seed", "1")
    assert done.returncode == 0 and done.stderr == ""
    assert len(replies) == len(lines) - 1  # the blank line gets no answer
    assert replies[0] in LEGAL and replies[-1] in LEGAL
    assert replies[1] == {"legal": LEGAL}
    assert replies[2]["error"].startswith("not JSON")
    assert replies[3] == {"error": "a request must be a JSON object, got list"}
    assert "hand: unknown card '7x'" in replies[4]["error"]
    assert "duplicate card '7d': in hand and table" in replies[5]["error"]
    assert "counts do not add up to 40" in replies[6]["error"] and "= 39" in replies[6]["error"]
    assert "empty hand" in replies[7]["error"]
    assert "opp_hand_count must be a whole number" in replies[8]["error"]
    assert "unknown cmd 'resign'" in replies[9]["error"]


def test_bot_replies_line_by_line_without_waiting_for_the_end_of_input() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "pyapp.cli.bot", "scopa", "--seed", "1"], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, text=True, cwd=ROOT,
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        for _ in range(2):
            process.stdin.write(json.dumps(REQUEST) + "\n")
            process.stdin.flush()
            assert json.loads(process.stdout.readline()) in LEGAL
    finally:
        process.stdin.close()
        assert process.wait(timeout=30) == 0


def test_same_seed_same_session() -> None:
    lines = [json.dumps(request_at(seed)) for seed in range(20)]
    first, _ = run_bot(lines, "--seed", "3", "--level", "random")
    second, _ = run_bot(lines, "--seed", "3", "--level", "random")
    assert first == second and all("card" in reply for reply in first)


def test_unknown_level_is_a_usage_error() -> None:
    _, done = run_bot([], "--level", "grandmaster")
    assert done.returncode == 2 and "unknown level 'grandmaster'" in done.stderr


# --- the protocol -----------------------------------------------------------------------------

def request_at(seed: int) -> dict[str, Any]:
    """The request of the player to move a few plays into a random deal."""
    rng = Random(seed)
    state = deal(rng, dealer=seed % 2)
    for _ in range(seed % 30):
        state = state.play(rng.choice(state.legal_actions()))
    seat = state.to_play
    assert seat is not None
    return protocol.request_from_view(state.view(seat, (4, 9)))


def test_the_documented_request_reads() -> None:
    view = protocol.view_from_request(REQUEST)
    assert view.seat == 0 and view.dealer == 1 and view.plays_made == 0 and view.to_play == 0
    assert view.history == ((1, Play("5c")),)
    assert [protocol.action_to_json(play) for play in view.legal_actions()] == LEGAL


def test_requests_round_trip_through_views_along_random_deals() -> None:
    for seed in range(120):
        rng = Random(seed)
        state = deal(rng, dealer=seed % 2)
        while not state.is_over:
            seat = state.to_play
            assert seat is not None
            request = protocol.request_from_view(state.view(seat, (5, 2)))
            request = json.loads(json.dumps(request))
            view = protocol.view_from_request(request)
            assert view.legal_actions() == state.legal_actions()
            assert protocol.request_from_view(view) == request
            assert request["match_score"] == ({"me": 5, "opp": 2} if seat == 0 else {"me": 2, "opp": 5})
            for play in view.legal_actions():
                assert protocol.action_from_json(protocol.action_to_json(play)) == play
            state = state.play(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("changes, message", [
    ({"hand": "7d"}, "hand must be a list"),
    ({"hand": ["7d", 3, "10s"]}, "card ids"),
    ({"captured": {"me": []}}, 'exactly "me" and "opp"'),
    ({"captured": {"me": ["1d"], "opp": ["1d"]}}, "duplicate card '1d'"),
    ({"stock_count": -6}, "stock_count must be a whole number"),
    ({"stock_count": True}, "stock_count must be a whole number"),
    ({"hand": ["7d", "3c"], "opp_hand_count": 3, "stock_count": 31}, "stock_count 31 is impossible"),
    ({"hand": ["7d"], "opp_hand_count": 3, "stock_count": 30,
      "captured": {"me": ["3c", "10s"], "opp": []}}, "impossible: on my turn"),
    ({"last_capturer": "me"}, "captured.me is empty"),
    ({"last_capturer": "nobody"}, "last_capturer must be me or opp"),
    ({"scope": {"me": 1, "opp": 0}}, "scope.me is 1 but captured.me is empty"),
    ({"history": [{"by": "opp", "card": "5c", "take": ["5c"]}]}, "repeats a card"),
    ({"history": [{"who": "opp", "card": "5c"}]}, "history entry 1"),
    ({"colour": "red"}, "unknown field 'colour'"),
])
def test_bad_requests_say_what_is_wrong(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(GameRecordError, match=message):
        protocol.view_from_request(with_fields(**changes))


def test_missing_optional_fields_default() -> None:
    minimal = {key: REQUEST[key] for key in ("hand", "table", "opp_hand_count", "stock_count")}
    view = protocol.view_from_request(minimal)
    assert view.piles == ((), ()) and view.scope == (0, 0) and view.history == ()
    with pytest.raises(GameRecordError, match="missing field 'table'"):
        protocol.view_from_request({"hand": ["7d"]})


def test_a_scopa_request_may_carry_the_rules_and_an_unknown_option_is_named() -> None:
    from pyapp.scopa import protocol

    request = {"hand": ["1b"], "table": ["5c", "3s"], "opp_hand_count": 0, "stock_count": 0,
               "captured": {"me": [], "opp": [c for c in SCOPA_DECK if c not in ("1b", "5c", "3s")]},
               "last_capturer": "opp", "rules": {"asso_piglia_tutto": True, "target": 21}}
    view = protocol.view_from_request(request)
    assert view.rules.asso_piglia_tutto and view.rules.target == 21
    assert [str(play) for play in view.legal_actions()] == ["1b:5c+3s"]
    request["rules"] = {"scopa_d_assi": True}
    with pytest.raises(ValueError, match="rules: unknown field 'scopa_d_assi'"):
        protocol.view_from_request(request)


def test_the_scopone_bot_answers_a_four_seat_request() -> None:
    from pyapp.scopone import protocol

    hand = ["7d", "3c"]
    table = ["4b"]
    rest = [card for card in SCOPA_DECK if card not in hand + table]
    request = {"hand": hand, "table": table, "hand_counts": {"right": 2, "partner": 2, "left": 1},
               "captured": {"us": rest[:20], "them": rest[20:32]}, "last_capturer": "left"}
    view = protocol.view_from_request(request)
    assert view.seat == 0 and view.to_play == 0 and view.hand_counts == (2, 2, 2, 1)
    assert protocol.request_from_view(view)["hand_counts"] == {"right": 2, "partner": 2, "left": 1}
    with pytest.raises(ValueError, match="unknown field 'opp_hand_count'"):
        protocol.view_from_request({**request, "opp_hand_count": 3})
    with pytest.raises(ValueError, match="do not add up to 40"):
        protocol.view_from_request({**request, "hand_counts": {"right": 2, "partner": 2, "left": 2}})


# --- hostile input ----------------------------------------------------------------------------

def run_bot_bytes(data: bytes, game: str = "scopa") -> tuple[list[dict[str, Any]], subprocess.CompletedProcess[bytes]]:
    """Runs the bot on raw bytes under a strict UTF-8 locale (no surrogate escapes on stdin)."""
    import os

    env = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8:strict", "PYTHONUTF8": "1"}
    done = subprocess.run([sys.executable, "-m", "pyapp.bot", game, "--seed", "1"], input=data,
                          capture_output=True, cwd=ROOT, timeout=120, env=env)
    return [json.loads(line) for line in done.stdout.decode().splitlines()], done


MAX_LINE = 65_536  # the documented limit of a request line, in bytes
MAX_ECHO = 200  # the longest error text


def test_the_bot_survives_hostile_lines_with_one_bounded_error_each() -> None:
    good = json.dumps(REQUEST).encode()
    hostile = [
        b"[" * 1000 + b"]" * 1000,                                   # nested deeper than the parser's stack
        b'{"hand": ' + b"[" * 200 + b"]" * 200 + b"}",                # nested, but parsed: refused before use
        b"\xff\xfe\x80 not utf-8",                                    # not UTF-8
        json.dumps(with_fields(hand=["x" * 50_000])).encode(),       # a huge value echoed in the error
        json.dumps(with_fields(opp_hand_count="3" * 50_000)).encode(),
        json.dumps({"y" * 50_000: 1}).encode(),                      # a huge unknown field name
        b'{"hand": ["7d"], "x": "' + b"z" * (2 * MAX_LINE) + b'"}',  # over the line limit
        b" " * (MAX_LINE - len(good) - 1) + good,                    # at the limit: a request like any other
    ]
    replies, done = run_bot_bytes(b"".join(line + b"\n" + good + b"\n" for line in hostile))
    assert done.returncode == 0 and done.stderr == b""
    assert len(replies) == 2 * len(hostile)
    answers, after = replies[0::2], replies[1::2]
    assert all(reply in LEGAL for reply in after), "the bot stopped serving after a hostile line"
    assert all("error" in reply for reply in answers[:-1]) and answers[-1] in LEGAL
    for reply in answers[:-1]:
        assert len(reply["error"]) <= MAX_ECHO, reply
    assert "nested" in answers[0]["error"] and "nested" in answers[1]["error"]
    assert "UTF-8" in answers[2]["error"]
    assert f"longer than {MAX_LINE} bytes" in answers[6]["error"]


def test_a_line_over_the_limit_at_the_end_of_the_input_gets_its_error() -> None:
    replies, done = run_bot_bytes(b"[" * 100_000)
    assert done.returncode == 0 and len(replies) == 1 and "error" in replies[0]


def test_every_line_but_an_empty_one_gets_exactly_one_answer() -> None:
    # Whitespace of every kind (str.strip() takes all of these for blank): each line is answered,
    # so a client waiting for the answer to its line never hangs.
    good = json.dumps(REQUEST).encode()
    blank_looking = [" ", "\t", "\x1c", "\x1f", "\x0b", "\x0c", "\u00a0", "\u3000", "\u2028", "\u2029", "\u0085",
                     "\ufeff", " \u00a0\u3000 "]
    data = b"".join(line.encode() + b"\n" + good + b"\n" for line in blank_looking)
    replies, done = run_bot_bytes(b"\n\r\n" + data + b"\n")  # empty lines (LF, CRLF) get no answer
    assert done.returncode == 0 and done.stderr == b""
    assert len(replies) == 2 * len(blank_looking)
    answers, after = replies[0::2], replies[1::2]
    assert all(reply in LEGAL for reply in after)
    assert all(reply.get("error", "").startswith("not JSON") for reply in answers), answers


def test_a_request_may_begin_with_a_byte_order_mark() -> None:
    replies, done = run_bot_bytes("\ufeff".encode() + json.dumps(with_fields(cmd="legal")).encode() + b"\n"
                                  + "\ufeff".encode() + json.dumps(REQUEST).encode() + b"\r\n")
    assert done.returncode == 0 and done.stderr == b""
    assert replies[0] == {"legal": LEGAL} and replies[1] in LEGAL and len(replies) == 2
