"""benchmarks/scopa_headroom.py: the measuring sticks' worlds hold exactly what each is handed."""

from __future__ import annotations

from random import Random

from benchmark_scripts import load_script

from pyapp.scopa import deal

headroom = load_script("scopa_headroom")


def test_a_seen_card_world_holds_that_card_and_draws_the_rest() -> None:
    state = deal(Random(8), dealer=0)
    view = state.view(state.to_play)
    opponent = 1 - view.seat
    known = state.hands[opponent][0]
    seen = headroom.SeenCardView(view, state, False)
    rng = Random(1)
    others = set()
    for _ in range(20):
        world = seen.determinize(rng)
        hand = world.hands[opponent]
        assert hand[0] == known and len(hand) == len(state.hands[opponent])
        assert world.hands[view.seat] == state.hands[view.seat] and world.table == state.table
        assert sorted(hand + world.stock) == sorted(state.hands[opponent] + state.stock)
        others.add(hand[1:])
    assert len(others) > 10  # the other cards are drawn, not the true ones


def test_the_seen_card_expert_plays_legally() -> None:
    state = deal(Random(9), dealer=1)
    player = headroom.seen_card()
    player.search.iterations = 4
    view = state.view(state.to_play)
    assert player.choose_seeing(state, view, Random(2)) in view.legal_actions()
