"""Tressette's players: never an illegal action and the same choice for the same seed, the
heuristic's rules (declare every accuso, speak on every lead, cash a master, take cheaply, give the
partner points, answer the partner's busso) on hand-made deals, and the heuristic beating random."""

from __future__ import annotations

from random import Random

import pytest
from tressette_positions import D1, deal_with, play

from pyapp.ai import make_player
from pyapp.ai.tressette.heuristic import TressetteHeuristicPlayer
from pyapp.cli import arena
from pyapp.tressette import PlayCard, TressetteOptions, deal


@pytest.mark.parametrize("level", ["random", "heuristic"])
@pytest.mark.parametrize("players", [4, 2])
def test_players_choose_legal_actions_and_repeat_themselves_for_a_seed(level: str, players: int) -> None:
    for seed in range(10):
        rng = Random(seed)
        options = TressetteOptions(players=players, accuso=seed % 2 == 0, signals=seed % 3 != 0,
                                   show_draws=seed % 4 != 0)
        state = deal(rng, seed % players, options)
        while not state.is_over:
            seat = state.to_play
            assert seat is not None
            view = state.view(seat)
            action = make_player("tressette", level).choose(view, Random(seed))
            assert action in state.legal_actions()
            assert make_player("tressette", level).choose(view, Random(seed)) == action
            state = state.play(action)


def choose(state: object) -> str:
    assert hasattr(state, "view") and hasattr(state, "to_play")
    return str(TressetteHeuristicPlayer().choose(state.view(state.to_play), Random(0)))


def test_it_declares_everything_then_speaks_when_it_leads() -> None:
    state = deal_with(D1, "W", accuso=True, signals=True)
    assert choose(state) == "accuso nap-c"
    state = play(state, "accuso nap-c")
    assert choose(state) == "accuso tris-3-no-s"
    state = play(state, "accuso tris-3-no-s")
    action = TressetteHeuristicPlayer().choose(state.view(0), Random(0))
    assert isinstance(action, PlayCard) and action.word


def test_it_cashes_a_master_asso_and_keeps_a_bare_one() -> None:
    state = deal_with({"S": "1c 2c 3c 4d 5d 6d 7d 1s 4b 5b"}, "W")
    assert choose(state) == "1c busso"  # the master worth the most (its 2 and 3 are behind it)
    state = deal_with({"S": "1s 4d 5d 6d 4c 5c 6c 7c 8b 9b"}, "W")
    assert choose(state) == "4c striscio"  # not the bare Asso (the 3 and 2 of spade are out): the longest suit's lowest


def test_following_it_takes_cheaply_or_throws_a_scartina() -> None:
    # S leads 4c; E holds 3c and 9c; N and W follow later, so E takes only with a master: its 3c.
    state = play(deal_with({"S": "4c", "E": "3c 9c"}, "W", voids={"E": "c"}), "4c")
    assert choose(state) == "3c"
    # E cannot beat S's 3c: it throws its cheapest coppe.
    state = play(deal_with({"S": "3c", "E": "1c 4c 8c"}, "W", voids={"E": "c"}), "3c")
    assert choose(state) == "4c"


def test_it_gives_points_to_a_partner_who_holds_the_trick() -> None:
    # S leads the master 3c; E follows low; N (S's partner) adds its Asso of coppe.
    state = play(deal_with({"S": "3c", "E": "4c", "N": "1c 5c"}, "W", voids={"E": "c", "N": "c"}), "3c", "4c")
    assert choose(state) == "1c"


def test_it_answers_the_partners_busso_with_its_best() -> None:
    state = play(deal_with({"S": "5c 1c", "N": "9c 2c 6c"}, "W", voids={"N": "c", "E": "c"}, signals=True),
                 "5c busso")
    state = play(state, str(state.legal_actions()[0]))
    assert choose(state) == "2c"


@pytest.mark.parametrize("rules", ["", "players=2"])
def test_the_heuristic_beats_random(rules: str) -> None:
    summary = arena.run("tressette", "heuristic", "random", games=40, seed=11, rules=rules)
    assert summary.score / summary.games > 0.75
