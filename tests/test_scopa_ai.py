"""The Scopa AI players: always legal, replayable from the seed, and sensible in positions
where the right play is plain."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

import pytest

from pyapp.ai import make_player
from pyapp.ai.random_player import RandomPlayer
from pyapp.ai.scopa.heuristic import ScopaHeuristicPlayer, evaluate_play
from pyapp.cards import SCOPA_DECK
from pyapp.scopa import Play, ScopaState, ScopaView, deal, deal_from, score_deal

YOU, AI = 0, 1


def position(hand: Sequence[str], table: Sequence[str]) -> ScopaView:
    """Your view with *hand* to play onto *table*: the AI holds as many cards as you, the stock
    is as full as possible, and the AI's pile holds the last cards of the deck (high bastoni)."""
    rest = [card for card in SCOPA_DECK if card not in hand and card not in table]
    opponent = len(hand)
    for stock_count in range(30, -1, -6):
        pile = len(rest) - opponent - stock_count
        if pile == 0 or pile >= 2:
            break
    state = deal_from(
        hands=(tuple(hand), tuple(rest[:opponent])), table=tuple(table),
        stock=tuple(rest[opponent:opponent + stock_count]), dealer=AI,
        piles=((), tuple(rest[opponent + stock_count:])), last_capturer=AI if pile else None,
    )
    return state.view(YOU)


def random_views(count: int) -> list[ScopaView]:
    """Views of the player to move, sampled along random deals."""
    views: list[ScopaView] = []
    rng = Random(77)
    while len(views) < count:
        state = deal(rng, dealer=rng.randrange(2))
        while not state.is_over:
            seat = state.to_play
            assert seat is not None
            views.append(state.view(seat))
            state = state.play(rng.choice(state.legal_actions()))
    return views[:count]


def play_deal(players: Sequence[object], seed: int) -> ScopaState:
    rng = Random(seed)
    state = deal(rng, dealer=seed % 2)
    while not state.is_over:
        seat = state.to_play
        assert seat is not None
        view = state.view(seat)
        action = players[seat].choose(view, rng)  # type: ignore[attr-defined]
        assert action in view.legal_actions()
        state = state.play(action)
    return state


@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_players_only_make_legal_plays(level: str) -> None:
    player = make_player("scopa", level)
    for seed in range(40):
        play_deal((player, RandomPlayer()) if seed % 2 else (RandomPlayer(), player), seed)


def test_heuristic_is_legal_in_every_sampled_position() -> None:
    player = ScopaHeuristicPlayer()
    for number, view in enumerate(random_views(2000)):
        assert player.choose(view, Random(number)) in view.legal_actions()


@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_same_seed_same_choice(level: str) -> None:
    for number, view in enumerate(random_views(300)):
        first = make_player("scopa", level).choose(view, Random(number))
        second = make_player("scopa", level).choose(view, Random(number))
        assert first == second


def test_a_player_refuses_a_view_that_is_not_its_turn() -> None:
    view = position(["7b", "3c"], ["7c"])
    waiting = ScopaView(AI, view.hand, view.table, view.piles, 2, view.stock_count, view.scope,
                        view.last_capturer, view.dealer, view.plays_made, view.history)
    assert waiting.to_play == YOU and waiting.legal_actions() == ()
    for player in (RandomPlayer(), ScopaHeuristicPlayer()):
        with pytest.raises(ValueError, match="not its turn"):
            player.choose(waiting, Random(0))


def test_heuristic_takes_a_scopa() -> None:
    view = position(["7b", "3c", "10c"], ["3d", "4s"])
    assert ScopaHeuristicPlayer().choose(view, Random(0)) == Play("7b", ("3d", "4s"))


def test_heuristic_takes_the_settebello_rather_than_a_plain_seven() -> None:
    view = position(["7s"], ["7c", "7d"])
    assert ScopaHeuristicPlayer().choose(view, Random(0)) == Play("7s", ("7d",))
    view = position(["7s", "10c", "9b"], ["7c", "7d", "5b"])
    assert ScopaHeuristicPlayer().choose(view, Random(0)) == Play("7s", ("7d",))


def test_heuristic_does_not_leave_a_sweepable_table() -> None:
    # Laying the 3 leaves 6+3 = 9 for any unseen Cavallo to sweep; the Re leaves 16.
    view = position(["3b", "10s"], ["6c"])
    assert {str(p) for p in view.legal_actions()} == {"3b", "10s"}
    assert evaluate_play(view, Play("10s")) > evaluate_play(view, Play("3b"))
    assert ScopaHeuristicPlayer().choose(view, Random(0)) == Play("10s")


def test_heuristic_keeps_the_settebello_off_the_table() -> None:
    # Nothing captures; laying the settebello would offer it to any unseen 7.
    view = position(["7d", "10s"], ["4c"])
    assert ScopaHeuristicPlayer().choose(view, Random(0)) == Play("10s")


def test_heuristic_beats_random_play() -> None:
    heuristic, baseline = ScopaHeuristicPlayer(), RandomPlayer()
    points = [0, 0]
    for seed in range(60):
        players = (heuristic, baseline) if seed % 2 else (baseline, heuristic)
        scores = score_deal(play_deal(players, seed))
        mine = 1 if seed % 2 == 0 else 0
        points[0] += scores[mine].total
        points[1] += scores[1 - mine].total
    assert points[0] > 1.5 * points[1]
