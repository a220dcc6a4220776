"""The Expert's reading of the opponent's plays, and its fitted evaluation."""

from __future__ import annotations

import sys
from pathlib import Path
from random import Random

from pyapp.ai.scopa.evaluation import FEATURE_NAMES, FITTED_WEIGHTS, STAGES, FittedScopaModel, features
from pyapp.ai.scopa.inference import InferringView, round_plays
from pyapp.cards import SCOPA_DECK
from pyapp.scopa import Play, ScopaState, deal, deal_from

ROOT = Path(__file__).resolve().parent.parent


def random_positions(count: int, seed: int) -> list[tuple[ScopaState, list[tuple[int, Play, tuple[str, ...]]]]]:
    """States along random deals, each with the plays of its round and the tables they were made on."""
    rng = Random(seed)
    found = []
    while len(found) < count:
        state = deal(rng, dealer=rng.randrange(2))
        made: list[tuple[int, Play, tuple[str, ...]]] = []
        while state.to_play is not None:
            if state.plays_made % 6 == 0:
                made = []
            found.append((state, list(made)))
            seat = state.to_play
            play = rng.choice(state.legal_actions())
            made.append((seat, play, tuple(state.table)))
            state = state.play(play)
    return found[:count]


def test_the_round_is_replayed_from_the_public_record() -> None:
    for state, made in random_positions(400, seed=3):
        view = state.view(state.to_play)
        rebuilt = round_plays(view)
        assert [(seat, play) for seat, play, _ in rebuilt] == [(seat, play) for seat, play, _ in made]
        assert [sorted(table) for _, _, table in rebuilt] == [sorted(table) for _, _, table in made]


def test_an_opponent_that_left_the_settebello_probably_holds_no_seven() -> None:
    # The opponent (seat 1) led the 2 of cups onto a table with the settebello: with a 7 it would
    # have taken it, so a hand holding a 7 explains that play badly.
    rest = [card for card in SCOPA_DECK if card not in ("7d", "2c", "4s", "5b", "9c", "3s", "1b")]
    state = deal_from(hands=(("4s", "5b", "9c"), ("2c", "3s", "1b")), table=("7d",), stock=tuple(rest[:24]),
                      dealer=0, piles=((), tuple(rest[24:])), last_capturer=1)
    state = state.play(Play("2c", ()))
    view = InferringView(state.view(0))
    assert [play for play, _ in view.evidence] == [Play("2c", ())]
    with_seven = view.log_likelihood(["7c", "3s"])
    without = view.log_likelihood(["8c", "3s"])
    assert with_seven < without - 1.0
    # and the sampled worlds lean that way: far fewer sevens in the opponent's hand than uniform
    rng = Random(1)
    sevens = sum(any(card[:-1] == "7" for card in view.determinize(rng).hands[1]) for _ in range(300))
    uniform = sum(any(card[:-1] == "7" for card in state.view(0).determinize(rng).hands[1]) for _ in range(300))
    assert sevens < uniform * 0.7


def test_inferred_worlds_keep_everything_the_seat_knows() -> None:
    for state, _ in random_positions(150, seed=8):
        seat = state.to_play
        view = InferringView(state.view(seat))
        world = view.determinize(Random(len(view.evidence)))
        assert world.hands[seat] == state.hands[seat] and world.table == state.table and world.piles == state.piles
        assert len(world.hands[1 - seat]) == len(state.hands[1 - seat]) and len(world.stock) == len(state.stock)
        assert sorted(world.hands[1 - seat] + world.stock) == sorted(state.hands[1 - seat] + state.stock)


def test_features_are_seat_symmetric_and_the_values_add_up() -> None:
    assert all(len(row) == len(FEATURE_NAMES) for row in FITTED_WEIGHTS) and len(FITTED_WEIGHTS) == STAGES
    for state, _ in random_positions(200, seed=11):
        mirrored = ScopaState(1 - state.dealer, state.hands[::-1], state.table, state.stock, state.piles[::-1],
                              state.scope[::-1], None if state.last_capturer is None else 1 - state.last_capturer,
                              state.plays_made, (), ())
        assert features(mirrored)[1:] == [-value for value in features(state)[1:]]
        for model in (FittedScopaModel(), FittedScopaModel((8, 10))):
            assert abs(model.evaluate(state, 0) + model.evaluate(state, 1) - 1.0) < 1e-9
            assert 0.0 <= model.evaluate(state, 0) <= 1.0


def test_the_fitting_tool_reads_the_same_features() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    import fit_scopa_eval  # type: ignore[import-not-found]

    rows = fit_scopa_eval.samples(3, seed=2)
    assert len(rows) == 3 * 36 and all(len(values) == len(FEATURE_NAMES) for _, _, values, _ in rows)
