"""The engine contract of every registered game (``pyapp.games.GAMES``), in the shape of
OpenSpiel's ``random_sim_test``: seeded random deals checked at every step.

At every step: the cards are conserved; legal actions are never empty before the end, have no
duplicates, read back from their text and all play; other plausible actions raise
IllegalActionError and leave the state equal; views offer the legal actions to the seat to play
only; returns are zero-sum and equal within a team. On the sampled steps (every setup step and
the end too): the state and every seat's view round-trip as text; ``determinize`` keeps the
view, conserves the cards and ignores the hidden cards (another state with the same view, or
the view read back from its text, gives the same world for the same generator); malformed
actions (wrong types, other games' actions, junk fields) raise IllegalActionError and change
nothing, and a garbled action text either reads as an action or raises IllegalActionError. At
the end: nothing is legal and any action is refused. Each game supplies a small adapter
(``tests/contracts.py``); per-game invariants stay in ``tests/test_<game>_contract.py``.
``CONTRACT_DEALS=N`` plays N deals of each game.
"""

from __future__ import annotations

import os
from random import Random
from typing import Any

import pytest
from contracts import ADAPTERS, ContractAdapter, garbled_texts, impostors, malformed_actions

from pyapp.engine import IllegalActionError, Refusal
from pyapp.games import GAME_NAMES, find_game

DEALS = {"scopa": 500, "scopone": 200, "minchiate": 300, "briscola": 300, "tressette": 160}
"""Deals per game (the sweeps the two games' own contract suites ran before they were one);
``CONTRACT_DEALS`` overrides."""
BATCHES = 4
MALFORMED_EVERY = 17
"""Malformed actions are tried on every n-th step of a deal (at a step that depends on the seed)."""


def deals(game: str) -> int:
    return int(os.environ.get("CONTRACT_DEALS", DEALS.get(game, 20)))


def adapter_of(game: str) -> ContractAdapter:
    adapter = ADAPTERS.get(game)
    if adapter is None:
        pytest.fail(f"the registered game {game!r} has no contract adapter in tests/contracts.py")
    return adapter


def test_every_registered_game_has_an_adapter() -> None:
    assert set(ADAPTERS) == set(GAME_NAMES)


@pytest.mark.parametrize("batch", range(BATCHES))
@pytest.mark.parametrize("game", GAME_NAMES)
def test_random_deals_keep_the_contract(game: str, batch: int) -> None:
    adapter = adapter_of(game)
    for seed in range(batch, deals(game), BATCHES):
        random_deal(game, adapter, seed)


def random_deal(game: str, adapter: ContractAdapter, seed: int) -> None:
    """Plays one seeded random deal, checking the contract at every step."""
    entry = find_game(game)
    parse_action = entry.engine_module().parse_action
    view_class = entry.view_class()
    rng = Random(seed)
    state = adapter.deal(rng)
    state_class = type(state)
    teams = adapter.teams_in(state)
    deck = list(adapter.deck_in(state))
    seats = range(len(teams))
    step = 0
    while True:
        where = f"{game} seed {seed} step {step}"
        assert adapter.cards(state) == deck, where
        check_returns(state.returns(), teams, where)
        seat = state.to_play
        legal = tuple(state.legal_actions())
        for viewer in seats:
            assert tuple(adapter.view(state, viewer).legal_actions()) == (legal if viewer == seat else ()), where
        sampled = seat is None or step % adapter.sample_every == seed % adapter.sample_every
        if sampled or getattr(state, "phase", "play") != "play":  # every setup step (Minchiate)
            check_texts(adapter, state_class, view_class, state, where)
        if seat is None:
            break
        assert legal, f"{where}: no legal action before the end"
        assert len(set(legal)) == len(legal), where
        for action in legal:
            assert parse_action(str(action)) == action, where
            assert adapter.cards(state.play(action)) == deck, where
        check_refusals(adapter, state, legal, adapter.candidates(state, rng), where)
        if step % MALFORMED_EVERY == seed % MALFORMED_EVERY:
            check_malformed(adapter, parse_action, state, Random(seed * 1000 + step), where)
        if sampled or getattr(state, "phase", "play") != "play":
            for viewer in (seat, (seat + 1 + step) % len(seats)):
                check_determinize(adapter, view_class, state, viewer, seed * 1000 + step, where)
        state = state.play(rng.choice(legal))
        step += 1
    assert tuple(state.legal_actions()) == (), where
    first = adapter.deal(Random(seed)).legal_actions()[0]  # legal once, refused after the end
    assert state.refusal(first) is not None, where
    with pytest.raises(IllegalActionError):
        state.play(first)


def check_returns(returns: tuple[float, ...], teams: tuple[int, ...], where: str) -> None:
    assert len(returns) == len(teams), where
    assert sum(returns) == 0, f"{where}: returns {returns} are not zero-sum"
    for seat, team in enumerate(teams):
        partner = teams.index(team)
        assert returns[seat] == returns[partner], f"{where}: partners' returns differ: {returns}"


def check_texts(adapter: ContractAdapter, state_class: Any, view_class: Any, state: Any, where: str) -> None:
    """The state and the view of every seat read back from their text forms."""
    assert state_class.from_text(state.to_text()) == state, where
    for viewer in range(len(adapter.teams_in(state))):
        view = adapter.view(state, viewer)
        assert view_class.from_text(view.to_text()) == view, where


def check_refusals(adapter: ContractAdapter, state: Any, legal: tuple[Any, ...], candidates: Any,
                   where: str) -> None:
    """``state.refusal`` is None exactly for the legal actions; every other candidate raises
    IllegalActionError carrying that refusal (the seat's view gives the same one, other seats'
    views say it is not their turn) and changes nothing."""
    before = state.to_text()
    seat = state.to_play
    assert all(state.refusal(action) is None for action in legal), where
    refused = 0
    for candidate in candidates:
        if candidate in legal:
            continue
        refusal = state.refusal(candidate)
        assert refusal is not None, f"{where}: {candidate} is not legal but not refused"
        assert not adapter.refusal_codes or refusal.code in adapter.refusal_codes, f"{where}: {refusal}"
        with pytest.raises(IllegalActionError) as error:
            state.play(candidate)
        assert error.value.refusal == refusal, where
        assert adapter.view(state, seat).refusal(candidate) == refusal, where
        other = (seat + 1) % len(adapter.teams_in(state))
        assert adapter.view(state, other).refusal(candidate) == Refusal("not_your_turn"), where
        refused += 1
    # States are immutable values: a refused action that changed anything would still show here
    # (read once after all of them: the text of a long Minchiate deal costs a millisecond).
    assert state.to_text() == before, f"{where}: a refused action changed the state"
    assert refused, f"{where}: no illegal candidate to try"


def check_malformed(adapter: ContractAdapter, parse_action: Any, state: Any, rng: Random, where: str) -> None:
    """Malformed actions, and objects that only claim to equal a legal action, are refused with
    IllegalActionError (by the state and by the seat's view) and change nothing; a garbled action
    text reads as an action or raises IllegalActionError."""
    before = state.to_text()
    legal = state.legal_actions()
    for action in malformed_actions(state, rng):
        if any(action is option for option in legal) or action in legal:
            continue
        assert state.refusal(action) is not None, f"{where}: {action!r:.80} not refused"
        assert adapter.view(state, state.to_play).refusal(action) is not None, where
        with pytest.raises(IllegalActionError):
            state.play(action)
    for action in impostors(state, rng):  # never one of the legal actions, whatever they claim
        assert state.refusal(action) is not None, f"{where}: {action!r:.80} not refused"
        assert adapter.view(state, state.to_play).refusal(action) is not None, where
        with pytest.raises(IllegalActionError):
            state.play(action)
    for text in garbled_texts(state, rng):
        try:
            action = parse_action(text)
        except IllegalActionError:
            continue
        if action not in legal:
            with pytest.raises(IllegalActionError):
                state.play(action)
    assert state.to_text() == before, where


def check_determinize(adapter: ContractAdapter, view_class: Any, state: Any, seat: int, seed: int,
                      where: str) -> None:
    """The determinized world keeps the view; the hidden cards of the state do not matter."""
    view = adapter.view(state, seat)
    world = view.determinize(Random(seed))
    assert adapter.view(world, seat) == view, where
    assert adapter.cards(world) == list(adapter.deck_in(state)), where
    assert world.to_play == state.to_play, where
    if seat == state.to_play:
        assert tuple(world.legal_actions()) == tuple(state.legal_actions()), where
    # Another state with this view (the world has other hidden cards than the state), and the view
    # read back from its text, give the same world for the same generator.
    again = adapter.view(world, seat).determinize(Random(seed + 1))
    assert again == view.determinize(Random(seed + 1)), where
    assert view_class.from_text(view.to_text()).determinize(Random(seed + 1)) == again, where
    assert adapter.view(state, seat).determinize(Random(seed)) == world, where
