"""The bot command line: an AI of any game behind a JSON-lines protocol.

    python -m pyapp.bot GAME [--level NAME] [--seed N]

Each line of stdin is one JSON request (the view of the player to move, in the format of
``pyapp.<game>.protocol``); each gets one line of JSON on stdout, flushed at once: the chosen
action, ``{"legal": [...]}`` for ``"cmd": "legal"``, or ``{"error": "..."}`` for a bad
request (the bot then goes on serving). One ``random.Random(seed)`` serves the whole session.
The game's protocol and players are imported only once the game is known.

Any input gets an answer and the bot keeps serving: every line but an empty one gets exactly one
(a line of whitespace of any kind included: a client waiting for it never hangs); stdin is read as
bytes, a line that is not UTF-8, longer than :data:`MAX_LINE` bytes or nested deeper than
:data:`MAX_DEPTH` gets an error, and an error's text is at most :data:`MAX_ECHO` characters (it
never echoes a huge input). A request may begin with a byte order mark (:data:`BOM`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from random import Random
from types import ModuleType
from typing import Any, BinaryIO, TextIO

from pyapp.cli.players import make_player
from pyapp.engine import GameRecordError, read_json
from pyapp.games import GAME_NAMES, find_game

COMMANDS: tuple[str, ...] = ("play", "legal")
MAX_LINE = 65_536
"""Bytes of one request line, its newline excluded (the largest real request, a Minchiate view
at the end of a deal, is about 11 kB)."""
MAX_DEPTH = 16
"""Levels of nested lists and objects in a request (real requests have 3)."""
MAX_ECHO = 200
"""Characters of an error's text."""
BOM = "\ufeff"
"""The byte order mark some tools write before UTF-8 text: a request may begin with it."""


def error_reply(text: str) -> dict[str, str]:
    """``{"error": text}``, *text* cut to :data:`MAX_ECHO` characters."""
    return {"error": text if len(text) <= MAX_ECHO else text[:MAX_ECHO - 1] + "…"}


def read_request(line: str) -> dict[str, Any]:
    """The request object of one line; GameRecordError saying why when there is none."""
    request = read_json(line.removeprefix(BOM), "request", max_depth=MAX_DEPTH)
    if not isinstance(request, dict):
        raise GameRecordError(f"a request must be a JSON object, got {type(request).__name__}")
    return request


def handle_line(protocol: ModuleType, player: Any, rng: Random, line: str) -> dict[str, Any]:
    """The reply to one request line (never raises for a bad request)."""
    try:
        request = read_request(line)
        command = request.get("cmd", "play")
        if command not in COMMANDS:
            return error_reply(f"unknown cmd {command!r:.40} (known: {', '.join(COMMANDS)})")
        view = protocol.view_from_request({k: v for k, v in request.items() if k != "cmd"})
        if command == "legal":
            return {"legal": [protocol.action_to_json(a) for a in view.legal_actions()]}
        reply: dict[str, Any] = protocol.action_to_json(player.choose(view, rng))
        return reply
    except ValueError as error:  # GameRecordError, IllegalActionError included
        return error_reply(str(error))
    except Exception as error:  # a bug must not stop the session: report it on its line
        return error_reply(f"internal error: {type(error).__name__}: {error}")


def request_lines(stream: BinaryIO) -> Iterator[str | dict[str, str]]:
    """The lines of *stream*, decoded; an error reply in place of a line that is not UTF-8 or
    longer than :data:`MAX_LINE` bytes (the rest of such a line is read and dropped)."""
    while True:
        line = stream.readline(MAX_LINE + 2)
        if not line:
            return
        if len(line.removesuffix(b"\n")) > MAX_LINE:
            while line and not line.endswith(b"\n"):
                line = stream.readline(MAX_LINE)
            yield error_reply(f"a request line longer than {MAX_LINE} bytes")
            continue
        try:
            yield line.decode("utf-8")
        except UnicodeDecodeError as error:
            yield error_reply(f"not UTF-8: byte {error.start} of the line cannot be decoded")


def is_empty(line: str) -> bool:
    """Whether *line* holds nothing but its end (``\\n`` or ``\\r\\n``): the one line that gets
    no answer (a line of spaces or of any other character gets one)."""
    return line in ("", "\n", "\r\n")


def serve(protocol: ModuleType, player: Any, rng: Random, lines: BinaryIO, out: TextIO) -> None:
    """Answers every line of *lines* but an empty one on *out*, one line each, until the input ends."""
    for line in request_lines(lines):
        if isinstance(line, str) and is_empty(line):
            continue
        reply = line if isinstance(line, dict) else handle_line(protocol, player, rng, line)
        out.write(json.dumps(reply) + "\n")
        out.flush()


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the bot; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m pyapp.bot",
        description="An AI player speaking JSON lines on stdin/stdout.",
    )
    parser.add_argument("game", choices=GAME_NAMES, help="the game to play")
    parser.add_argument("--level", default="heuristic", help="AI level (default: heuristic)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default: 0)")
    args = parser.parse_args(argv)
    try:
        protocol = find_game(args.game).protocol_module()
        player = make_player(args.game, args.level)
    except ModuleNotFoundError as error:
        parser.exit(2, f"{parser.prog}: {args.game} is not available: {error}\n")
    except ValueError as error:
        parser.error(str(error))
    try:
        serve(protocol, player, Random(args.seed), sys.stdin.buffer, sys.stdout)
    except (KeyboardInterrupt, BrokenPipeError):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
