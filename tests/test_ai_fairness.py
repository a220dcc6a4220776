"""Fairness: the AI never sees hidden cards.

For many random positions the hidden cards are dealt again, differently but consistently with
the seat's view (``view.determinize`` with another seed); the seat's view must be unchanged,
and every level must choose the same action from it with the same seed and iteration budget.
Budgets are iterations (wall-time caps off), so the test does not depend on the machine.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from pyapp.cli.players import levels, make_player


def _player(game: str, level: str) -> Any:
    player = make_player(game, level)
    if hasattr(player, "time_limit"):
        player.time_limit = None
    return player


def _check(game: str, level: str, state: Any, seat: int, view_of: Any, seed: int) -> None:
    view = view_of(state, seat)
    other_world = view.determinize(Random(seed + 1000))
    assert view_of(other_world, seat) == view
    redealt = view_of(view.determinize(Random(seed + 2000)), seat)
    first = _player(game, level).choose(view, Random(seed))
    second = _player(game, level).choose(view_of(other_world, seat), Random(seed))
    third = _player(game, level).choose(redealt, Random(seed))
    assert first == second == third


# --- Scopa --------------------------------------------------------------------------------

def _scopa_positions(count: int, seed: int) -> list[tuple[Any, int, tuple[int, int]]]:
    from pyapp.scopa import deal

    rng = Random(seed)
    positions = []
    while len(positions) < count:
        state = deal(rng, dealer=rng.randrange(2))
        score = (rng.randrange(12), rng.randrange(12))
        stop = rng.randrange(36)
        while state.plays_made < stop:
            state = state.play(rng.choice(state.legal_actions()))
        seat = state.to_play
        if len(state.legal_actions()) > 1:
            positions.append((state, seat, score))
    return positions


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert", "pimc-baseline"])
def test_scopa_choice_does_not_depend_on_hidden_cards(level: str) -> None:
    count = 25 if level in ("expert", "pimc-baseline") else 60
    for index, (state, seat, score) in enumerate(_scopa_positions(count, seed=len(level))):
        _check("scopa", level, state, seat,
               lambda s, seat, score=score: s.view(seat, score), index)


def test_scopa_redeal_really_moves_hidden_cards() -> None:
    state, seat, score = _scopa_positions(1, seed=3)[0]
    view = state.view(seat, score)
    worlds = {view.determinize(Random(k)).hands[1 - seat] for k in range(20)}
    assert len(worlds) > 1


# --- Minchiate ----------------------------------------------------------------------------

def _minchiate_positions(count: int, seed: int) -> list[tuple[Any, int]]:
    minchiate = pytest.importorskip("pyapp.minchiate")
    rng = Random(seed)
    positions = []
    while len(positions) < count:
        state = minchiate.deal(rng)
        stop = rng.randrange(0, 100)
        moves = 0
        while state.to_play is not None and moves < stop:
            state = state.play(rng.choice(state.legal_actions()))
            moves += 1
        if state.to_play is not None and len(state.legal_actions()) > 1:
            positions.append((state, state.to_play))
    return positions


MINCHIATE_SEARCH_LEVELS = ("easy", "medium", "hard", "expert")


@pytest.mark.parametrize("level", MINCHIATE_SEARCH_LEVELS)
def test_minchiate_choice_does_not_depend_on_hidden_cards(level: str) -> None:
    pytest.importorskip("pyapp.minchiate")
    if level not in levels("minchiate"):
        pytest.skip(f"minchiate level {level} not registered yet")
    count = 3 if level in ("hard", "expert") else 20
    for index, (state, seat) in enumerate(_minchiate_positions(count, seed=len(level))):
        _check("minchiate", level, state, seat, lambda s, seat: s.view(seat), index)


# --- Scopone ------------------------------------------------------------------------------

def _scopone_positions(count: int, seed: int) -> list[tuple[Any, int, tuple[int, int]]]:
    from pyapp.scopone import MODES, deal_scopone

    rng = Random(seed)
    positions = []
    while len(positions) < count:
        state = deal_scopone(rng, rng.randrange(4), rng.choice(MODES))
        score = (rng.randrange(12), rng.randrange(12))
        stop = rng.randrange(state.plays_per_deal - 1)
        while state.plays_made < stop:
            state = state.play(rng.choice(state.legal_actions()))
        if len(state.legal_actions()) > 1:
            positions.append((state, state.to_play, score))
    return positions


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_scopone_choice_does_not_depend_on_the_three_hidden_hands(level: str) -> None:
    count = 8 if level == "expert" else 30
    for index, (state, seat, score) in enumerate(_scopone_positions(count, seed=len(level))):
        _check("scopone", level, state, seat, lambda s, seat, score=score: s.view(seat, score), index)


def test_scopone_redeal_moves_the_partners_hand_too() -> None:
    state, seat, score = _scopone_positions(1, seed=5)[0]
    view = state.view(seat, score)
    partner = (seat + 2) % 4
    assert len({view.determinize(Random(k)).hands[partner] for k in range(20)}) > 1


# --- Briscola -----------------------------------------------------------------------------

def _briscola_positions(count: int, seed: int) -> list[tuple[Any, int]]:
    """Positions of random games at every table size, with the exchange options and (four players)
    the partner's hand shown at the end, from the first trick to the last."""
    from pyapp.briscola import BriscolaOptions, deal

    rng = Random(seed)
    positions = []
    while len(positions) < count:
        players = (2, 3, 4)[len(positions) % 3]
        options = BriscolaOptions(players=players, exchange=rng.choice(("off", "two", "seven_two")),
                                  partner_hand_at_end=players == 4 and rng.random() < 0.5)
        state = deal(rng, None, options)
        stop = rng.randrange(len(state.stock) + 3 * players)
        while not state.is_over and sum(map(len, state.piles)) + len(state.trick) < stop:
            state = state.play(rng.choice(state.legal_actions()))
        if not state.is_over and len(state.legal_actions()) > 1:
            positions.append((state, state.to_play))
    return positions


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard", "expert", "baseline"])
def test_briscola_choice_does_not_depend_on_hidden_cards(level: str) -> None:
    count = 24 if level == "expert" else 60
    for index, (state, seat) in enumerate(_briscola_positions(count, seed=len(level))):
        _check("briscola", level, state, seat, lambda s, seat: s.view(seat), index)


def test_briscola_redeal_moves_the_partners_hand_unless_it_is_shown() -> None:
    from pyapp.briscola import BriscolaOptions, deal

    for shown in (False, True):
        state = deal(Random(4), 0, BriscolaOptions(players=4, partner_hand_at_end=shown))
        while state.face_up is not None:
            state = state.play(state.legal_actions()[0])
        view = state.view(state.to_play)
        partner = (view.seat + 2) % 4
        hands = {view.determinize(Random(k)).hands[partner] for k in range(20)}
        assert (len(hands) == 1) == shown


# --- Tressette ----------------------------------------------------------------------------------------

def _tressette_positions(count: int, seed: int) -> list[tuple[Any, int]]:
    """Positions of random deals at both table sizes under random options (accusi, signals, hidden
    draws), from the first trick to the last."""
    from pyapp.tressette import TressetteOptions, deal

    rng = Random(seed)
    positions = []
    while len(positions) < count:
        players = (4, 2)[len(positions) % 2]
        options = TressetteOptions(players=players, accuso=rng.random() < 0.5, signals=rng.random() < 0.7,
                                   show_draws=rng.random() < 0.5)
        state = deal(rng, None, options)
        for _ in range(rng.randrange(40)):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_actions()))
        if not state.is_over and len(state.legal_actions()) > 1:
            positions.append((state, state.to_play))
    return positions


@pytest.mark.parametrize("level", ["random", "heuristic", "easy", "medium", "hard", "expert", "baseline"])
def test_tressette_choice_does_not_depend_on_hidden_cards(level: str) -> None:
    count = 20 if level == "expert" else 60
    for index, (state, seat) in enumerate(_tressette_positions(count, seed=len(level))):
        _check("tressette", level, state, seat, lambda s, seat: s.view(seat), index)


def test_tressette_redeal_moves_the_partners_hand_and_keeps_the_words_true() -> None:
    from pyapp.tressette import TressetteOptions, deal

    state = deal(Random(4), 0, TressetteOptions(signals=True))
    for _ in range(6):
        state = state.play(state.legal_actions()[-1])  # the last card of the hand, with its word when leading
    view = state.view(state.to_play)
    partner = (view.seat + 2) % 4
    worlds = [view.determinize(Random(k)) for k in range(20)]
    assert len({world.hands[partner] for world in worlds}) > 1
    assert all(world.log == state.log for world in worlds)  # every word and play replays legally in each world
