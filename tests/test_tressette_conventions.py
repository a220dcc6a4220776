"""The partner conventions of the searching Tressette levels (spec §6.2, decisions 12 and 14): among
actions the search values alike, Hard and Expert return the suit asked for with *busso* and keep an
honour on the partner's *volo*; an action the search values clearly higher is never overridden."""

from __future__ import annotations

from random import Random

from tressette_positions import deal_with, play

from pyapp.ai import untimed
from pyapp.ai.search import SearchResult, near_best
from pyapp.ai.tressette.conventions import convention_choice, wastes_honour
from pyapp.cli.players import make_player
from pyapp.tressette import PlayCard, TressetteState
from pyapp.tressette.rules import HONOUR, SUIT

BUSSO_HANDS = {"N": "5c 1c 4d 5d 6d 7d 8d 9d 10d 4s", "E": "4c 2c 9c 1s 2s 3s 5s 6s 7s 8s",
               "S": "3c 6c 7c 1d 2d 3d 9s 10s 1b 2b", "W": "8c 10c 3b 4b 5b 6b 7b 8b 9b 10b"}


def after_busso() -> TressetteState:
    """N leads 5c busso (he keeps the 1c); S takes the trick with the 3c and leads, holding 6c 7c."""
    state = play(deal_with(BUSSO_HANDS, "E", signals=True), "5c busso", "8c", "3c", "4c")
    assert state.to_play == 0
    return state


def after_volo() -> TressetteState:
    """N leads 3s volo (his only spade), W plays 5s; S holds 2s 6s 7s 10s: its 2s cannot beat the 3s."""
    state = play(deal_with({"N": "3s 1d 2d 4d 5d 6d 7d 8d 9d 10d", "W": "5s 4s", "S": "2s 6s 7s 10s"}, "E",
                           voids={"N": "s"}, signals=True), "3s volo", "5s")
    assert state.to_play == 0
    return state


def plain_and_prior(level: str, state: TressetteState, seed: int) -> tuple[SearchResult, PlayCard]:
    """The plain search's result and the level's choice (with the prior), both from *seed*."""
    view = state.view(state.to_play)
    plain = untimed(make_player("tressette", f"{level}-plain"))
    plain.choose(view, Random(seed))
    assert plain.last_result is not None
    action = untimed(make_player("tressette", level)).choose(view, Random(seed))
    assert isinstance(action, PlayCard)
    return plain.last_result, action


def test_hard_returns_the_busso_suit_when_the_search_values_its_leads_alike() -> None:
    result, action = plain_and_prior("hard", after_busso(), 0)
    assert str(result.action) == "9s"  # the plain search leaves the suit, by a hair
    assert {"6c", "7c"} <= {str(near) for near in near_best(result)}
    assert SUIT[action.card] == "c"
    assert result.values[action] == max(value for near, value in result.values.items()
                                        if isinstance(near, PlayCard) and SUIT[near.card] == "c")


def test_expert_returns_the_busso_suit_when_the_search_values_its_leads_alike() -> None:
    result, action = plain_and_prior("expert", after_busso(), 4)
    assert str(result.action) == "9s"
    assert SUIT[action.card] == "c"


def test_the_busso_prior_never_overrides_a_clearly_better_lead() -> None:
    # Heuristic self-play (benchmarks/tressette_conventions.py's 27th busso lead): N led 6d busso at
    # trick 5; at trick 7 S holds 8d 6c 8c 9b, and its 9b is the master of bastoni (3b 2b 1b 10b are
    # gone, the 8b is out): cashing it is clearly better than returning the denari.
    hands = {"S": "1d 8d 3c 6c 8c 7s 10s 7b 9b 10b", "E": "4d 5d 5c 9c 4s 5s 6s 9s 3b 5b",
             "N": "2d 6d 10d 7c 10c 2s 3s 1b 4b 8b", "W": "3d 7d 9d 1c 2c 4c 1s 8s 2b 6b"}
    state = play(deal_with(hands, "S", signals=True),
                 "3b striscio", "4b", "2b", "7b", "4s striscio", "2s", "8s", "10s", "1b striscio", "6b", "10b",
                 "5b", "3s volo", "1s", "7s", "5s", "6d busso", "3d", "1d", "5d", "4c busso", "3c", "9c", "10c")
    assert state.to_play == 0 and state.hands[0] == ("8d", "6c", "8c", "9b")
    result, action = plain_and_prior("hard", state, 0)
    assert not any(SUIT[near.card] == "d" for near in near_best(result))
    assert str(action) == str(result.action) == "9b"


def test_a_crafted_result_moves_to_the_asked_suit_only_within_the_noise() -> None:
    view = after_busso().view(0)
    lead, asked = PlayCard("9s"), PlayCard("6c")
    noisy = SearchResult(lead, {lead: 0.6, asked: 0.58}, {lead: 4, asked: 4}, 4,
                         {lead: (0.7, 0.5, 0.7, 0.5), asked: (0.5, 0.7, 0.5, 0.66)})
    assert convention_choice(view, noisy) == asked
    steady = SearchResult(lead, {lead: 0.6, asked: 0.58}, {lead: 4, asked: 4}, 4,
                          {lead: (0.7, 0.5, 0.7, 0.5), asked: (0.68, 0.48, 0.68, 0.48)})
    assert convention_choice(view, steady) is None  # 0.02 lower in every world: clearly worse


def test_hard_keeps_its_honour_on_the_partners_volo_when_the_values_are_alike() -> None:
    result, action = plain_and_prior("hard", after_volo(), 32)
    assert str(result.action) == "2s"  # the plain search spends the 2 under its partner's 3
    assert str(action) in {"6s", "7s", "10s"} and not HONOUR[action.card]


def test_the_volo_prior_lets_an_honour_take_a_trick_it_clearly_should() -> None:
    # S led 6c, E showed a coppe void, N took with 3c and leads 4c volo; W plays the Re. S's Asso beats
    # it; the 2c is still out (W's), so the Asso is not sure by counting cards, but nobody behind S
    # holds coppe (E void, N flew): the search values the Asso clearly higher, and the prior agrees.
    state = play(deal_with({"S": "6c 1c 5c 3d 2d 1d 3s 2s 1s 10s", "E": "4d", "N": "3c 4c",
                            "W": "7c 10c 2c 9c 8c"}, "W", voids={"E": "c", "N": "c"}, signals=True),
                 "6c", "4d", "3c", "7c", "4c volo", "10c")
    view = state.view(0)
    assert wastes_honour(view, "1c")  # by the cards alone the prior would keep it
    result, action = plain_and_prior("hard", state, 1)
    assert near_best(result) == [PlayCard("1c")]
    assert str(action) == "1c"


def test_an_honour_is_wasted_only_when_it_is_not_sure_to_take_the_trick_nor_a_carico() -> None:
    view = after_volo().view(0)
    assert wastes_honour(view, "2s")  # under the partner's 3s
    assert not wastes_honour(view, "6s")  # not an honour
    # The 3 of the suit beats everything: it takes the trick, whatever comes after.
    sure = play(deal_with({"N": "4s 1d 2d 4d 5d 6d 7d 8d 9d 10d", "W": "5s", "S": "3s 6s"}, "E",
                          voids={"N": "s"}, signals=True), "4s volo", "5s")
    assert not wastes_honour(sure.view(0), "3s")
    # The Asso onto the partner's 3 (no card out beats it): a carico, a point for the side.
    carico = play(deal_with({"N": "3s 1d 2d 4d 5d 6d 7d 8d 9d 10d", "W": "5s", "S": "1s 6s"}, "E",
                            voids={"N": "s"}, signals=True), "3s volo", "5s")
    assert not wastes_honour(carico.view(0), "1s")
    # Not after volo: the partner led in silence.
    silent = play(deal_with({"N": "3s 1d 2d 4d 5d 6d 7d 8d 9d 10d", "W": "5s", "S": "2s 6s"}, "E",
                            voids={"N": "s"}, signals=True), "3s", "5s")
    assert not wastes_honour(silent.view(0), "2s")


def test_the_prior_reads_only_the_view() -> None:
    # The same choices when the hidden cards lie elsewhere (another deal of the seat's view).
    for state, seed in ((after_busso(), 0), (after_volo(), 32)):
        view = state.view(0)
        other = view.determinize(Random(7))
        assert other.view(0) == view and other.hands != state.hands
        choices = {str(untimed(make_player("tressette", "hard")).choose(world.view(0), Random(seed)))
                   for world in (state, other)}
        assert len(choices) == 1
