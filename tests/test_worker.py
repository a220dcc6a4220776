"""The AI worker (``pyapp.ai.worker``): a view's text in, the action's text out, an error as an
error reply; and the move it chooses is the one the page's AI chose when the worker was spoken
to in the bot protocol (me/opp requests), at every level of every game."""

from __future__ import annotations

import json
from random import Random
from typing import Any

import pytest
from fake_page import FakePage, run

from pyapp.ai import make_player, worker
from pyapp.games import GAMES, SITE_GAMES, find_game

POSITIONS = 200
SEARCH_POSITIONS = {"scopa:hard": 100, "scopa:expert": 8,
                    "scopone:hard": 40, "scopone:expert": 8,
                    "minchiate:hard": 40, "minchiate:expert": 3,
                    "tressette:hard": 40, "tressette:expert": 8}
"""Fewer positions for the levels that search (up to half a second a move, uncapped), so the
test stays fast; the others take 200. (A one-off run with 200 positions at every level of both
games found no difference either.)"""


def uncapped(game: str, level: str) -> Any:
    """A player of *level* without its wall-time cap (so a choice depends on the seed only)."""
    player = make_player(game, level)
    if getattr(player, "time_limit", None) is not None:
        player.time_limit = None
    return player


def positions(game: str, count: int) -> list[Any]:
    """Views of the seat to play along random deals (Scopa's with match scores), every phase."""
    engine = find_game(game).engine_module()
    rng = Random(f"{game}:worker positions")
    views: list[Any] = []
    while len(views) < count:
        state = engine.deal(rng) if game == "minchiate" else engine.deal(rng, rng.randrange(2))
        score = (rng.randrange(12), rng.randrange(12))
        while state.to_play is not None and len(views) < count:
            if rng.random() < 0.2:
                seat = state.to_play
                views.append(state.view(seat) if game == "minchiate" else state.view(seat, score))
            state = state.play(rng.choice(state.legal_actions()))
    return views


def protocol_reply(game: str, view: Any, level: str, seed: int) -> Any:
    """The move as the page used to get it: the view as a bot-protocol request (the chooser is
    "me"), read back by the protocol, the player's action as the protocol's reply, read back."""
    protocol = find_game(game).protocol_module()
    request = json.loads(json.dumps(protocol.request_from_view(view)))
    action = uncapped(game, level).choose(protocol.view_from_request(request), Random(seed))
    return protocol.action_from_json(json.loads(json.dumps(protocol.action_to_json(action))))


LEVELS = [(game.name, level) for game in GAMES for level in game.levels]


@pytest.mark.parametrize(("game", "level"), LEVELS)
def test_the_worker_chooses_the_move_the_protocol_path_chose(game: str, level: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(worker, "make_player", uncapped)
    parse_action = find_game(game).engine_module().parse_action
    count = SEARCH_POSITIONS.get(f"{game}:{level}", POSITIONS)
    for seed, view in enumerate(positions(game, count)):
        reply = worker.choose(game, view.to_text(), level, seed)
        assert not reply.startswith(worker.ERROR_REPLY), reply
        action = parse_action(reply)
        assert str(action) == reply and action in view.legal_actions()
        assert action == protocol_reply(game, view, level, seed), (game, level, seed, view.to_text())


# A view of seat 1 (the fitted evaluation is not symmetric in the seats, and the protocol always made
# the AI seat 0).
SEAT_ONE = (
    '{"game":"scopa","seat":1,"dealer":0,"plays_made":12,"hand":["10c","5b","7d"],'
    '"table":["7s","4b","2s"],"piles":[["8d","8b"],["8s","2d","2c","4s","7c","7b","6d","5c","1s",'
    '"9b","9c"]],"opponent_hand_count":3,"stock_count":18,"scope":[0,0],"last_capturer":0,'
    '"match_score":[8,5],"history":[[1,"8s:2d+2c+4s"],[0,"5c"],[1,"7c:7b"],[0,"7s"],[1,"1s"],'
    '[0,"4b"],[1,"6d:5c+1s"],[0,"9c"],[1,"2s"],[0,"8b"],[1,"9b:9c"],[0,"8d:8b"]],'
    '"rules":{"target":11,"re_bello":false,"napola":false,"asso_piglia_tutto":false}}'
)


def test_the_worker_searches_a_scopa_view_from_seat_zero_as_the_protocol_did(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker hands its player seat 1's view renumbered to seat 0 (what the protocol did), so
    it chooses what the protocol path chose."""
    seen = []

    def spying(game: str, level: str) -> Any:
        player = uncapped(game, level)
        choose = player.choose

        def spy(view: Any, rng: Random) -> Any:
            seen.append(view)
            return choose(view, rng)

        player.choose = spy
        return player

    monkeypatch.setattr(worker, "make_player", spying)
    view = find_game("scopa").view_class().from_text(SEAT_ONE)
    reply = worker.choose("scopa", SEAT_ONE, "expert", 148)
    assert reply == str(protocol_reply("scopa", view, "expert", 148))
    (searched,) = seen
    assert searched.seat == 0 and searched.match_score == (5, 8)
    assert searched.hand == view.hand and searched.table == view.table and searched.piles == view.piles[::-1]


@pytest.mark.parametrize("game", [game.name for game in GAMES])
def test_bad_calls_get_an_error_reply_and_never_raise(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    view = positions(game, 1)[0]
    text = view.to_text()
    assert worker.choose(game, text, "heuristic", 1) == str(make_player(game, "heuristic").choose(
        find_game(game).players_module().worker_view(view), Random(1)))
    for reply, what in [
        (worker.choose(game, "{not json", "heuristic", 1), "not JSON"),
        (worker.choose(game, json.dumps({"game": game}), "heuristic", 1), "missing field"),
        (worker.choose("chess", text, "heuristic", 1), "unknown game 'chess'"),
        (worker.choose(game, text, "grandmaster", 1), "unknown level 'grandmaster'"),
        (worker.choose(game, text, "heuristic", "x"), "invalid literal"),  # type: ignore[arg-type]
    ]:
        assert reply.startswith(worker.ERROR_REPLY) and what in reply, reply
    state = find_game(game).engine_module().deal(Random(3), 0)
    waiting = state.view((state.to_play + 1) % len(state.returns()))  # not its turn
    assert worker.choose(game, waiting.to_text(), "heuristic", 1).startswith(worker.ERROR_REPLY)

    def broken(game: str, level: str) -> Any:
        raise RuntimeError("a bug")

    monkeypatch.setattr(worker, "make_player", broken)
    assert worker.choose(game, text, "heuristic", 1) == "error: internal error: RuntimeError: a bug"


@pytest.mark.parametrize("game", [game.name for game in GAMES])
def test_warm_up_imports_the_game(game: str) -> None:
    assert worker.warm_up(game) == "ready"


def test_the_controllers_send_view_texts_and_play_the_reply() -> None:
    for game in SITE_GAMES:
        page = FakePage()
        controller = game.screen_class()(page, seed=5)
        controller.start()
        run(controller.resume())
        run(controller.dispatch("hint"))
        assert controller.table.hint is not None and page.requests[-1][2] == "expert", game.name
        for name, view_text, level, seed in page.requests:
            view = game.view_class().from_text(view_text)
            assert name == game.name and isinstance(seed, int) and level in game.levels
            assert view.to_text() == view_text


def test_an_error_reply_stops_the_computer_with_the_reason() -> None:
    class BrokenPage(FakePage):
        async def ask_computer(self, game: str, view_text: str, level: str, seed: int) -> str:
            return "error: the worker is broken"

    for game in SITE_GAMES:
        controller = game.screen_class()(BrokenPage(), seed=5)
        with pytest.raises(RuntimeError, match="computer player: the worker is broken"):
            run(controller.computer_action("{}", "heuristic", 1))
