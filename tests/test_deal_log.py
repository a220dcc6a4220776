"""The deal log read back from the public record matches what the engine said at each play."""

from __future__ import annotations

from random import Random

import pytest

from pyapp.scopa import FLAGS, PLAYS_PER_DEAL, LastTaken, ScopaRules, ScopaScored, deal
from pyapp.scopa.deal_log import last_take, past_plays
from pyapp.scopone import MODES, deal_scopone, plays_per_deal


def random_rules(rng: Random) -> ScopaRules:
    return ScopaRules(**{flag: rng.random() < 0.5 for flag in FLAGS})


def play_out(state, rng: Random, per_deal: int, view_of) -> None:  # type: ignore[no-untyped-def]
    """Plays *state* to its end at random; after every play the log read from the state and from
    each seat's view says exactly which plays were scope, and the last take when there is one."""
    scope_at: list[bool] = []
    while not state.is_over:
        state = state.play(rng.choice(state.legal_actions()))
        scope_at.append(any(isinstance(event, ScopaScored) for event in state.events))
        for record in (state, *(view_of(state, seat) for seat in range(len(state.hands)))):
            assert [entry.scopa for entry in past_plays(record, per_deal)] == scope_at
        assert [(entry.seat, entry.play) for entry in past_plays(state, per_deal)] == list(state.history)
    taken = [(event.seat, event.cards) for event in state.events if isinstance(event, LastTaken) and event.cards]
    for record in (state, *(view_of(state, seat) for seat in range(len(state.hands)))):
        assert last_take(record, per_deal) == (taken[0] if taken else None)


@pytest.mark.parametrize("seed", range(40))
def test_scopa_log_marks_each_scopa_the_engine_scored(seed: int) -> None:
    rng = Random(seed)
    state = deal(rng, dealer=seed % 2, rules=random_rules(rng))
    play_out(state, rng, PLAYS_PER_DEAL, lambda state, seat: state.view(seat))


@pytest.mark.parametrize("seed", range(20))
def test_scopone_log_marks_each_scopa_the_engine_scored(seed: int) -> None:
    rng = Random(seed)
    mode = MODES[seed % len(MODES)]
    state = deal_scopone(rng, dealer=seed % 4, mode=mode, rules=random_rules(rng))
    play_out(state, rng, plays_per_deal(mode), lambda state, seat: state.view(seat))


def test_the_log_survives_the_saved_text() -> None:
    rng = Random(11)
    state = deal(rng, dealer=0)
    while not state.is_over:
        state = state.play(rng.choice(state.legal_actions()))
    again = type(state).from_text(state.to_text())
    assert past_plays(again, PLAYS_PER_DEAL) == past_plays(state, PLAYS_PER_DEAL)
    assert last_take(again, PLAYS_PER_DEAL) == last_take(state, PLAYS_PER_DEAL)
