"""What the hidden seats' plays say about their hands (pyapp/cli/research/briscola_inference.py): the plays
weighed and how far back, the likelihood of a hand, and worlds that follow the evidence while
depending on the view only."""

from __future__ import annotations

from random import Random

from briscola_positions import build, play

from pyapp.ai.briscola.heuristic import BriscolaHeuristicPlayer
from pyapp.briscola import BriscolaOptions, BriscolaState, deal
from pyapp.briscola.rules import SUIT
from pyapp.cli.research.briscola_inference import Decision, InferringView, decisions, play_likelihood, seat_likelihood


def heuristic_game(seed: int, tricks: int, options: BriscolaOptions | None = None) -> BriscolaState:
    """A game of heuristic players, *tricks* tricks in (two players unless *options* say otherwise)."""
    rng = Random(seed)
    state = deal(rng, 0, options or BriscolaOptions())
    player = BriscolaHeuristicPlayer()
    while state.trick_number <= tricks:
        seat = state.to_play
        assert seat is not None
        state = state.play(player.choose(state.view(seat), rng))
    return state


def test_the_decisions_are_the_last_plays_newest_first() -> None:
    state = heuristic_game(3, 4)
    view = state.view(state.to_play)
    other = 1 - view.seat
    found = decisions(view, other, depth=3)
    plays = [card for trick in reversed(view.tricks) for seat, card in trick.plays if seat == other][:3]
    assert [decision.card for decision in found] == plays
    assert all(decision.drew and decision.drawn is None for decision in found)
    last = view.tricks[-1]
    before = last.plays[:[seat for seat, _ in last.plays].index(other)]
    assert found[0].before == before
    assert len(decisions(view, other)) == 2


def test_a_play_in_the_current_trick_comes_first_and_no_draw_follows_it() -> None:
    state = heuristic_game(5, 3)
    leader = state.to_play
    assert leader is not None
    state = state.play(BriscolaHeuristicPlayer().choose(state.view(leader), Random(0)))
    found = decisions(state.view(1 - leader), leader)
    assert found[0] == Decision((), state.trick[0][1], False, None)


def test_the_face_up_card_drawn_is_known_and_no_draw_follows_the_last_tricks() -> None:
    state = heuristic_game(7, 18)
    view = state.view(state.to_play)
    drawer, card = view.face_up_drawn or (None, None)
    assert drawer is not None
    found = decisions(view, drawer, depth=3)
    by_trick = {trick.number: trick for trick in view.tricks}
    numbers = [trick.number for trick in reversed(view.tricks) if any(seat == drawer for seat, _ in trick.plays)]
    for number, decision in zip(numbers, found, strict=False):
        assert decision.drew == (number <= 17)
        assert decision.drawn == (card if number == 17 else None)
        assert by_trick[number]
    assert any(decision.drawn == card for decision in found) == (17 in numbers[:3])


def test_an_exchange_stops_the_evidence() -> None:
    state = build(2, briscola="1d", stock_count=20, hands={"S": ["2d", "7c", "4s"], "N": ["5b"]}, leader="S",
                  exchange="two")
    state = play(state, "swap:2d", "4s")
    assert [decision.card for decision in decisions(state.view(1), 0)] == ["4s"]
    state = play(state, "5b", "7c")  # S wins with 4s, draws, and leads 7c
    assert state.trick == ((0, "7c"),)
    assert [decision.card for decision in decisions(state.view(1), 0, depth=3)] == ["7c", "4s"]


def test_a_hand_that_would_have_played_otherwise_is_less_likely() -> None:
    # N led 4c; S, holding no trump and nothing of clubs above it, threw its cheapest card
    decision = Decision(((1, "4c"),), "6b", False, None)
    assert play_likelihood(("6b", "1s", "8s"), decision, "d", 0, 2) == 0.75 + 0.25 / 3
    # with 7c in hand the heuristic takes the trick with it: 6b is chance
    assert play_likelihood(("6b", "7c", "8s"), decision, "d", 0, 2) == 0.25 / 3


def test_the_likelihood_sums_over_the_card_drawn() -> None:
    # S played 6b from a hand of three; it then drew one of the cards it holds now
    decision = Decision(((1, "4c"),), "6b", True, None)
    now = ("1s", "10c", "7c")
    expected = sum(play_likelihood(("1s", "10c", "7c")[:index] + now[index + 1:] + ("6b",), decision, "d", 0, 2, 0.25)
                   for index in range(3)) / 3
    assert seat_likelihood(now, [decision], "d", 0, 2, 0.25) == expected
    known = Decision(((1, "4c"),), "6b", True, "7c")
    assert seat_likelihood(now, [known], "d", 0, 2, 0.25) == play_likelihood(("1s", "10c", "6b"), known, "d", 0, 2)


def test_worlds_follow_the_evidence() -> None:
    """N let a carico go by throwing a liscio: the heuristic would have taken it with a trump, so
    worlds where N holds one are drawn less often than uniformly."""
    state = play(build(2, briscola="5d", stock_count=20, hands={"S": ["3c", "4s", "6s"], "N": ["5b", "1s", "9b"]},
                       leader="S", avoid=["2d", "4d", "6d", "7d"]), "3c", "5b")
    view = state.view(0)

    def trump_share(worlds: list[BriscolaState]) -> float:
        return sum(any(SUIT[card] == "d" for card in world.hands[1]) for world in worlds) / len(worlds)

    uniform = trump_share([view.determinize(Random(k)) for k in range(400)])
    weighed = trump_share([InferringView(view).determinize(Random(k)) for k in range(400)])
    assert weighed < 0.8 * uniform


def test_worlds_depend_on_the_view_only() -> None:
    state = heuristic_game(11, 6, BriscolaOptions(players=4))
    seat = state.to_play
    assert seat is not None
    view = state.view(seat)
    other = view.determinize(Random(99))
    again = other.view(seat)
    assert again == view
    first = [InferringView(view).determinize(Random(k)).hands for k in range(30)]
    second = [InferringView(again).determinize(Random(k)).hands for k in range(30)]
    assert first == second
