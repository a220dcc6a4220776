"""Minchiate AI players: always legal, reproducible, and the placeholder heuristic's sensible choices."""

from __future__ import annotations

from random import Random

import pytest

from pyapp.ai import levels, make_player
from pyapp.ai.minchiate.evaluation import MinchiateRolloutPlayer
from pyapp.ai.minchiate.heuristic import MinchiateHeuristicPlayer
from pyapp.minchiate import Declare, Discard, MinchiateView, PlayCard, deal, deal_arranged, position

S, E, N, W = 0, 1, 2, 3


def test_the_levels() -> None:
    assert {"random", "heuristic"} <= set(levels("minchiate"))
    assert isinstance(make_player("minchiate", "heuristic"), MinchiateHeuristicPlayer)


@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_players_only_choose_legal_actions(level: str) -> None:
    player = make_player("minchiate", level)
    for seed in range(25):
        rng = Random(seed)
        state = deal(rng)
        while state.to_play is not None:
            action = player.choose(state.view(state.to_play), rng)
            assert action in state.legal_actions()
            state = state.play(action)


def test_the_same_seed_gives_the_same_choice() -> None:
    state = deal(Random(8))
    view = state.view(state.to_play or 0)
    for level in ("random", "heuristic"):
        player = make_player("minchiate", level)
        assert player.choose(view, Random(1)) == player.choose(view, Random(1))


def test_the_heuristic_beats_random_play() -> None:
    heuristic, random = make_player("minchiate", "heuristic"), make_player("minchiate", "random")
    total = 0.0
    for seed in range(40):
        rng = Random(seed)
        state = deal(rng)
        while state.to_play is not None:
            player = heuristic if state.to_play in (S, N) else random
            state = state.play(player.choose(state.view(state.to_play), rng))
        total += state.returns()[S]
    assert total > 0


def test_it_declares_everything_and_discards_its_weakest_card() -> None:
    state = deal_arranged(E, stolen=["CK", "T23", "T29"], hands={S: ["C10", "S1", "T6"]},
                          revealed={S: "C6", E: "C7", N: "C8", W: "C9"})
    player = MinchiateHeuristicPlayer()
    assert player.choose(state.view(S), Random(0)) in (Discard("C10"), Discard("S1"))
    declaring = deal_arranged(E, hands={N: ["T1", "T2", "T3", "CK", "DK", "SK"]},
                              revealed={S: "C6", E: "C7", N: "C8", W: "C9"})
    assert player.choose(declaring.view(N), Random(0)) == Declare(("papi:1-3", "kings"))


def test_it_wins_cheaply_and_gives_points_to_a_winning_partner() -> None:
    player = MinchiateHeuristicPlayer()
    # E leads the Re di denari; S can win with T5 or T30 and uses the T5.
    state = position([["T5", "T30", "S2"], ["DK", "B2", "B3"], ["D2", "B4", "B5"], ["D3", "B6", "B7"]],
                     leader=E)
    state = state.play(PlayCard("DK")).play(PlayCard("D2")).play(PlayCard("D3"))
    assert player.choose(state.view(S), Random(0)) == PlayCard("T5")
    # Last to play with the partner winning: add the Re di coppe (cups were led before: no kings rule).
    state = position([["CK", "C2"], ["C1", "B2"], ["T40", "B4"], ["C3", "B6"]], leader=E, led_suits="C")
    state = state.play(PlayCard("C1")).play(PlayCard("T40")).play(PlayCard("C3"))
    assert player.choose(state.view(S), Random(0)) == PlayCard("CK")


def _first_lead() -> MinchiateView:
    """The first card play of a deal (the discards and declarations made by the heuristic)."""
    rng = Random(5)
    state = deal(rng)
    heuristic = MinchiateHeuristicPlayer()
    while not all(isinstance(action, PlayCard) for action in state.legal_actions()):
        state = state.play(heuristic.choose(state.view(state.to_play), rng))
    return state.view(state.to_play)


def _candidates(player: MinchiateRolloutPlayer, view: MinchiateView, cards: list[str]) -> int:
    """How many cards *player* compares in *view* (a search without its cap)."""
    limit, player.time_limit = player.time_limit, None
    count = len(player.search(view, cards, Random(1)).values)
    player.time_limit = limit
    return count


def test_the_experts_cap_leaves_the_world_under_way_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """A clock that passes the cap in the middle of the third world: the move stops there at once
    and compares the candidates on the two worlds they all finished."""
    from pyapp.ai.minchiate import evaluation

    view = _first_lead()
    player = evaluation.expert_player()
    cards = [action.card for action in view.legal_actions() if isinstance(action, PlayCard)]
    candidates = _candidates(player, view, cards)
    assert candidates > 2
    clock = {"now": 0.0, "rollouts": 0}
    real_rollout = evaluation.rollout

    def counted_rollout(world: object) -> object:
        clock["rollouts"] += 1
        if clock["rollouts"] == 2 * candidates + 2:  # two worlds and two rollouts of the third
            clock["now"] = 10.0
        return real_rollout(world)  # type: ignore[arg-type]

    monkeypatch.setattr(evaluation.time, "perf_counter", lambda: clock["now"])
    monkeypatch.setattr(evaluation, "rollout", counted_rollout)
    player.time_limit = evaluation.EXPERT_TIME_LIMIT
    result = player.search(view, cards, Random(1))
    assert result.worlds == 2 and clock["rollouts"] == 2 * candidates + 2
    assert result.card in cards


def test_the_experts_cap_starts_no_rollout_that_would_end_past_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rollouts of a second each but the second world's last, of five: with three seconds left
    after two worlds, the move starts no other rollout (one might take five), and its clock never
    passes the cap (it passed it checking only whether the cap had passed)."""
    from pyapp.ai.minchiate import evaluation

    view = _first_lead()
    player = evaluation.expert_player()
    cards = [action.card for action in view.legal_actions() if isinstance(action, PlayCard)]
    candidates = _candidates(player, view, cards)
    clock = {"now": 0.0, "rollouts": 0}
    real_rollout = evaluation.rollout

    def timed_rollout(world: object) -> object:
        clock["rollouts"] += 1
        clock["now"] += 5.0 if clock["rollouts"] == 2 * candidates else 1.0
        return real_rollout(world)  # type: ignore[arg-type]

    monkeypatch.setattr(evaluation.time, "perf_counter", lambda: clock["now"])
    monkeypatch.setattr(evaluation, "rollout", timed_rollout)
    two_worlds = 2 * candidates - 1 + 5.0
    player.time_limit = two_worlds + 3.0
    result = player.search(view, cards, Random(1))
    assert result.worlds == 2 and clock["rollouts"] == 2 * candidates
    assert clock["now"] <= player.time_limit
