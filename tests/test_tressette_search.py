"""Tressette's search levels: the worlds they search keep every public fact (voids, words, accusi), the
playout on lists plays what the engine would, the levels are legal and repeatable, declare first and
weigh speaking against silence; the comparison baseline follows its rules."""

from __future__ import annotations

from random import Random

import pytest
from tressette_positions import D1, deal_with, play

from pyapp.ai import make_player
from pyapp.ai.search import pimc
from pyapp.ai.tressette.evaluation import TressetteModel, deal_value
from pyapp.ai.tressette.playout import play_out, playout_card
from pyapp.cli.players import make_player as make_any_player
from pyapp.tressette import PlayCard, TressetteOptions, TressetteState, deal
from pyapp.tressette.rules import COMBINATION_CARDS, SUIT, playable, true_word


def random_position(seed: int, players: int = 4) -> TressetteState:
    """A random deal with accusi and signals on (draws hidden at two), played at random to some point."""
    rng = Random(seed)
    state = deal(rng, None, TressetteOptions(players=players, accuso=True, signals=True, show_draws=False))
    for _ in range(rng.randrange(36)):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_actions()))
    return state


def hands_before_each_play(world: TressetteState) -> list[tuple[int, str, tuple[str, ...]]]:
    """(seat, card, the seat's hand just before it played the card) for every card played in *world*."""
    found = []
    state = TressetteState(world.options, world.dealer, world.dealt, world._stock0)  # the stock as dealt
    for seat, action in world.log:
        if isinstance(action, PlayCard):
            found.append((seat, action.card, state.hands[seat]))
        state = state.play(action)
    return found


@pytest.mark.parametrize("players", [4, 2])
def test_sampled_worlds_keep_every_word_accuso_and_void(players: int) -> None:
    checked_words = checked_voids = checked_accusi = 0
    for seed in range(40):
        state = random_position(seed, players)
        if state.is_over:
            continue
        view = state.view(state.to_play)
        for world_seed in range(5):
            world = view.determinize(Random(world_seed))
            assert world.view(view.seat) == view
            plays = hands_before_each_play(world)
            tricks = [plays[index:index + players] for index in range(0, len(plays), players)]
            words = [trick.word for trick in world.tricks] + ([world.word] if world.trick else [])
            for trick, word in zip(tricks, words, strict=False):
                _, lead, hand = trick[0]
                if word:  # a word is true on the hand the world gave the leader
                    assert word == true_word(hand, lead)
                    checked_words += 1
                for _, card, held in trick[1:]:
                    if SUIT[card] != SUIT[lead]:  # a seat that did not follow held none of the suit
                        assert not any(SUIT[other] == SUIT[lead] for other in held)
                        checked_voids += 1
                    assert card in playable(held, SUIT[lead])
            for declarer, combination in world.declared:
                assert set(COMBINATION_CARDS[combination]) <= set(world.dealt[declarer])
                checked_accusi += 1
    assert checked_voids and checked_accusi and (checked_words or players == 2)


@pytest.mark.parametrize("players", [4, 2])
def test_the_playout_plays_what_the_engine_plays_card_by_card(players: int) -> None:
    for seed in range(25):
        state = random_position(seed, players)
        if state.is_over:
            continue
        thirds = play_out(state)
        while not state.is_over:
            card, word = playout_card(state)
            state = state.play(PlayCard(card, word))  # refused if the word were false or the card illegal
        assert list(state.thirds()) == thirds
        assert sum(thirds) == 35


def test_a_deal_is_worth_its_points_first_and_its_thirds_second() -> None:
    assert deal_value((35, 0), 0) == 1.0 and deal_value((35, 0), 1) == 0.0
    assert deal_value((18, 17), 0) + deal_value((18, 17), 1) == pytest.approx(1.0)
    assert deal_value((17, 18), 0) < 0.5 < deal_value((18, 17), 0) < deal_value((21, 14), 0)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
@pytest.mark.parametrize("players", [4, 2])
def test_levels_play_legal_actions_and_repeat_themselves_for_a_seed(level: str, players: int) -> None:
    for seed in range(2 if level in ("hard", "expert") else 6):
        rng = Random(seed)
        state = deal(rng, seed % players, TressetteOptions(players=players, accuso=True, signals=True))
        while not state.is_over:
            view = state.view(state.to_play)
            first = make_player("tressette", level)
            if hasattr(first, "time_limit"):
                first.time_limit = None
                first.iterations = 8
            action = first.choose(view, Random(seed))
            assert action in state.legal_actions()
            state = state.play(action)


def test_search_levels_declare_every_accuso_first() -> None:
    state = deal_with(D1, "W", accuso=True, signals=True)
    for expected in ("accuso nap-c", "accuso tris-3-no-s"):
        action = make_player("tressette", "hard").choose(state.view(0), Random(0))
        assert str(action) == expected
        state = play(state, expected)


def test_the_search_weighs_each_lead_with_its_word_and_in_silence() -> None:
    state = deal_with(D1, "W", signals=True)
    view = state.view(0)
    result = pimc(view, TressetteModel(4), Random(1), worlds=6, depth=1)
    assert set(result.values) == set(view.legal_actions())
    assert any(isinstance(action, PlayCard) and action.word for action in result.values)
    assert any(isinstance(action, PlayCard) and not action.word for action in result.values)


def test_a_partner_in_the_playout_answers_busso_and_returns_the_suit() -> None:
    # S leads 5c busso (it keeps 1c); N holds 2c 9c: it answers with its best, the 2c.
    state = play(deal_with({"S": "5c 1c", "N": "9c 2c 6c"}, "W", voids={"E": "c"}, signals=True), "5c busso")
    state = play(state, str(state.legal_actions()[0]))
    assert playout_card(state) == ("2c", "")


def test_the_baseline_leads_from_length_wins_cheaply_and_follows_low() -> None:
    baseline = make_any_player("tressette", "baseline")
    state = deal_with({"S": "1s 4d 5d 6d 7d 4c 5c 8b 9b 10b"}, "W", signals=True)
    assert str(baseline.choose(state.view(0), Random(0))) == "4d striscio"
    state = play(deal_with({"S": "4c", "E": "3c 1c 9c"}, "W", voids={"E": "c"}), "4c")
    assert str(baseline.choose(state.view(1), Random(0))) == "9c"  # the weakest card that wins
    state = play(deal_with({"S": "3c", "E": "1c 4c 8c"}, "W", voids={"E": "c"}), "3c")
    assert str(baseline.choose(state.view(1), Random(0))) == "4c"  # cannot win: the card worth least
    state = play(deal_with({"S": "5c 1c", "N": "9c 2c 6c"}, "W", voids={"E": "c"}, signals=True), "5c busso")
    state = play(state, str(state.legal_actions()[0]))
    assert str(baseline.choose(state.view(2), Random(0))) == "2c"  # the partner's busso: its best


def test_a_partner_in_the_playout_returns_the_busso_suit_when_it_leads() -> None:
    # S leads 5c busso (it keeps 1c); nobody else holds coppe but N, whose 2c takes the trick: N leads
    # coppe back (its weaker card, with its true word).
    state = play(deal_with({"S": "5c 1c", "N": "9c 2c 6c"}, "W", voids={"E": "c", "W": "c", "N": "c"},
                           signals=True), "5c busso")
    state = play(state, str(state.legal_actions()[0]), "2c")
    state = play(state, str(state.legal_actions()[0]))
    assert state.to_play == 2
    assert playout_card(state) == ("6c", "striscio")


def test_the_silent_expert_leads_in_silence_and_still_declares() -> None:
    state = deal_with(D1, "W", accuso=True, signals=True)
    player = make_any_player("tressette", "expert-silent")
    player.time_limit = None
    player.iterations = 6
    assert str(player.choose(state.view(0), Random(0))) == "accuso nap-c"
    state = play(state, "accuso nap-c", "accuso tris-3-no-s")
    action = player.choose(state.view(0), Random(0))
    assert isinstance(action, PlayCard) and not action.word and action in state.legal_actions()

