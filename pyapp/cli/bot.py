"""The bot command line: an AI of any game behind a JSON-lines protocol.

    python -m pyapp.bot GAME [--level NAME] [--seed N]

Each line of stdin is one JSON request (the view of the player to move, in the format of
``pyapp.<game>.protocol``); each gets one line of JSON on stdout, flushed at once: the chosen
action, ``{"legal": [...]}`` for ``"cmd": "legal"``, or ``{"error": "..."}`` for a bad
request (the bot then goes on serving). One ``random.Random(seed)`` serves the whole session.
The game's protocol and players are imported only once the game is known.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from random import Random
from types import ModuleType
from typing import Any, TextIO

from pyapp.ai import make_player
from pyapp.games import GAME_NAMES, find_game

COMMANDS: tuple[str, ...] = ("play", "legal")


def handle_line(protocol: ModuleType, player: Any, rng: Random, line: str) -> dict[str, Any]:
    """The reply to one request line (never raises for a bad request)."""
    try:
        request = json.loads(line)
    except ValueError as error:
        return {"error": f"not JSON: {error}"}
    if not isinstance(request, dict):
        return {"error": f"a request must be a JSON object, got {type(request).__name__}"}
    command = request.get("cmd", "play")
    if command not in COMMANDS:
        return {"error": f"unknown cmd {command!r} (known: {', '.join(COMMANDS)})"}
    try:
        view = protocol.view_from_request({k: v for k, v in request.items() if k != "cmd"})
        if command == "legal":
            return {"legal": [protocol.action_to_json(a) for a in view.legal_actions()]}
        reply: dict[str, Any] = protocol.action_to_json(player.choose(view, rng))
        return reply
    except ValueError as error:  # GameRecordError, IllegalActionError included
        return {"error": str(error)}
    except Exception as error:  # a bug must not stop the session: report it on its line
        return {"error": f"internal error: {type(error).__name__}: {error}"}


def serve(protocol: ModuleType, player: Any, rng: Random, lines: TextIO, out: TextIO) -> None:
    """Answers every non-blank line of *lines* on *out*, one line each, until the input ends."""
    for line in lines:
        if not line.strip():
            continue
        out.write(json.dumps(handle_line(protocol, player, rng, line)) + "\n")
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
        serve(protocol, player, Random(args.seed), sys.stdin, sys.stdout)
    except (KeyboardInterrupt, BrokenPipeError):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
