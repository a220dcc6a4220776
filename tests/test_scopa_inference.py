"""The Expert's reading of the opponent's plays, and its fitted evaluation."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from random import Random

import pytest

from pyapp.ai.scopa.horizon import HORIZON_FEATURES, horizon_features
from pyapp.ai.scopa.inference import InferringView, round_plays
from pyapp.ai.scopa.learned import STAGES, FittedScopaModel, stage_of
from pyapp.ai.scopa.learned_weights import LEARNED_WEIGHTS
from pyapp.cards import SCOPA_DECK
from pyapp.cli.research.scopa_fitted import FEATURE_NAMES, FITTED_WEIGHTS, basic_position, features
from pyapp.scopa import Play, ScopaState, deal, deal_from, parse_action

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
    assert all(len(row) == len(HORIZON_FEATURES) for row in LEARNED_WEIGHTS) and len(LEARNED_WEIGHTS) == STAGES
    for state, _ in random_positions(200, seed=11):
        mirrored = ScopaState(1 - state.dealer, state.hands[::-1], state.table, state.stock, state.piles[::-1],
                              state.scope[::-1], None if state.last_capturer is None else 1 - state.last_capturer,
                              state.plays_made, (), ())
        assert features(mirrored)[1:] == [-value for value in features(state)[1:]]
        values, open_prizes = horizon_features(state)
        assert horizon_features(mirrored) == ([-value for value in values], open_prizes)
        learned = FittedScopaModel((3, 9), LEARNED_WEIGHTS, horizon_features)
        assert abs(learned.evaluate(state, 0) - (1.0 - FittedScopaModel((9, 3), LEARNED_WEIGHTS, horizon_features)
                                                 .evaluate(mirrored, 0))) < 1e-9
        fitted = (FittedScopaModel(None, FITTED_WEIGHTS, basic_position),
                  FittedScopaModel((8, 10), FITTED_WEIGHTS, basic_position))
        for model in (*fitted, FittedScopaModel(), learned):
            assert abs(model.evaluate(state, 0) + model.evaluate(state, 1) - 1.0) < 1e-9
            assert 0.0 <= model.evaluate(state, 0) <= 1.0


def test_the_posterior_is_the_normalized_likelihood_of_every_hand() -> None:
    checked = 0
    for state, _ in random_positions(300, seed=5):
        view = InferringView(state.view(state.to_play))
        if not view.evidence or not view.opponent_hand_count:
            continue
        hands, cumulative = view.posterior()
        weights = [high - low for low, high in zip([0.0, *cumulative], cumulative)]
        brute = [math.exp(view.log_likelihood(hand)) for hand in hands]
        assert len(hands) == math.comb(len(view.unseen()), view.opponent_hand_count)
        assert all(abs(w / sum(weights) - b / sum(brute)) < 1e-9 for w, b in zip(weights, brute))
        truth = tuple(sorted(state.hands[1 - view.seat]))
        assert truth in {tuple(sorted(hand)) for hand in hands}
        checked += 1
        if checked == 25:
            break
    assert checked == 25


def test_the_fitting_tool_reads_the_same_features(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    import fit_scopa_eval  # type: ignore[import-not-found]

    deals = fit_scopa_eval.play_task(("heuristic", None, None, 3, 0, 1))
    assert deals and all(len(deal["plays"]) == 36 for deal in deals)
    again = fit_scopa_eval.play_task(("heuristic", None, None, 3, 0, 1))
    assert again == deals  # seeded by the run's seed and the task's index only
    rows = fit_scopa_eval.positions(deals[0], horizon_features)
    assert len(rows) == 36 and all(len(values) == len(HORIZON_FEATURES) for _, values, _ in rows)
    state = ScopaState.from_json(deals[0]["start"])
    assert rows[0][1] == horizon_features(state)[0] and rows[0][0] == stage_of(state)
    assert fit_scopa_eval.positions(deals[0], basic_position)[5][1] == features(
        state.play(parse_action(deals[0]["plays"][0])).play(parse_action(deals[0]["plays"][1]))
        .play(parse_action(deals[0]["plays"][2])).play(parse_action(deals[0]["plays"][3]))
        .play(parse_action(deals[0]["plays"][4])))


def test_the_fitting_tool_writes_weights_the_expert_can_play_with(tmp_path: Path) -> None:
    import runpy

    sys.path.insert(0, str(ROOT / "tools"))
    import fit_scopa_eval

    data = tmp_path / "deals.jsonl"
    assert fit_scopa_eval.main(["play", "--player", "heuristic", "--matches", "4", "--seed", "5",
                                "--out", str(data)]) == 0
    module, weights = tmp_path / "weights.py", tmp_path / "weights.json"
    assert fit_scopa_eval.main(["fit", str(data), "--out", str(weights), "--module", str(module), "--quadratic"]) == 0
    shipped = runpy.run_path(str(module))["LEARNED_WEIGHTS"]
    assert len(shipped) == STAGES and all(len(row) == len(HORIZON_FEATURES) for row in shipped)
    fitted = json.loads(weights.read_text())
    assert fitted["names"] == list(HORIZON_FEATURES) and fitted["weights"] == [list(row) for row in shipped]
    # Held-out R² of the new fit against the current one (the learned evaluation that ships), on the same positions.
    assert list(fitted["r2"]) == ["13 features", "basic refit", "learned (ships)", "horizon", "horizon quadratic"]
    rows = fit_scopa_eval.table(fit_scopa_eval.read_deals([str(data)]), "horizon", 1, None)
    _, held = fit_scopa_eval.fit_stages(rows)
    expanded = fit_scopa_eval.with_products(rows)[0][0][1]
    features = rows[0][0][1]
    assert len(expanded) == len(features) + 1 + len(features) * (len(features) + 1) // 2
    assert expanded[len(features) + 1:len(features) + 3] == [features[0] ** 2, features[0] * features[1]]
    assert fitted["r2"]["learned (ships)"] == fit_scopa_eval.r_squared(LEARNED_WEIGHTS, held) != fitted["r2"]["horizon"]
    with pytest.raises(SystemExit, match="horizon features"):
        fit_scopa_eval.main(["fit", str(data), "--features", "basic", "--quadratic"])
    player = fit_scopa_eval.make_player("expert", fitted["weights"], 2)
    view = deal(Random(1), dealer=0).view(1)
    assert player.iterations == 2 and player.choose(view, Random(1)) in view.legal_actions()
