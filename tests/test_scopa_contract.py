"""Scopa's own invariants over many seeded random deals: captures in deck order, each play's
effects and events, scores that add up, everything replays from its seed; and records that
cannot be read. (The contract every game keeps — cards conserved, legality, refusals, text
forms, determinize — is ``tests/test_contract.py``.)"""

from __future__ import annotations

import random
from collections.abc import Iterator
from random import Random

import pytest

from pyapp.cards import SCOPA_DECK
from pyapp.engine import GameRecordError, IllegalActionError, Refusal
from pyapp.scopa import (
    PLAYS_PER_DEAL,
    SETTEBELLO,
    Captured,
    DealEnded,
    Laid,
    Play,
    Played,
    ScopaState,
    deal,
    primiera,
    score_deal,
)

DEALS = 500
BATCHES = 10
DECK = sorted(SCOPA_DECK)


def all_cards(state: ScopaState) -> list[str]:
    return sorted([*state.hands[0], *state.hands[1], *state.table, *state.stock,
                   *state.piles[0], *state.piles[1]])


def playout(seed: int) -> Iterator[tuple[ScopaState, Play, ScopaState, Random]]:
    """The steps (state, action, next state, generator) of one random deal on *seed*."""
    rng = Random(seed)
    state = deal(rng, dealer=seed % 2)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        after = state.play(action)
        yield state, action, after, rng
        state = after


def check_step(state: ScopaState, action: Play, after: ScopaState, rng: Random) -> None:
    """Scopa's own invariants of one play (the shared contract is ``tests/test_contract.py``)."""
    seat = state.to_play
    assert seat is not None
    legal = state.legal_actions()
    assert action in legal
    for play in legal:
        assert list(play.take) == sorted(play.take, key=SCOPA_DECK.index)
    # The action's effects.
    assert after.plays_made == state.plays_made + 1
    assert after.history == (*state.history, (seat, action))
    assert after.events[0] == Played(seat, action.card)
    assert after.events[1] == (Captured(seat, action.take) if action.take else Laid(seat, action.card))
    assert len(after.piles[0]) != 1 and len(after.piles[1]) != 1
    # A view's determinization deals the seat its own hand.
    for viewer in (0, 1):
        world = state.view(viewer, (3, 7)).determinize(Random(state.plays_made))
        assert world.hands[viewer] == state.hands[viewer]


@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_deals_keep_the_contract(batch: int) -> None:
    for seed in range(batch, DEALS, BATCHES):
        last = None
        for state, action, after, rng in playout(seed):
            check_step(state, action, after, rng)
            last = after
        assert last is not None and last.is_over and last.plays_made == PLAYS_PER_DEAL
        check_end(last)


def check_end(state: ScopaState) -> None:
    assert state.hands == ((), ()) and state.stock == ()
    assert state.table == () or state.last_capturer is None
    assert state.events[-1] == DealEnded()
    assert state.refusal(Play(SCOPA_DECK[0])) == state.view(0).refusal(Play(SCOPA_DECK[0])) == Refusal("deal_over")
    with pytest.raises(IllegalActionError):
        state.play(Play(SCOPA_DECK[0]))
    scores = score_deal(state)
    for seat, score in enumerate(scores):
        mine, theirs = state.piles[seat], state.piles[1 - seat]
        assert score.cards == len(mine)
        assert score.coins == sum(card.endswith("d") for card in mine)
        assert score.settebello == (SETTEBELLO in mine)
        assert score.primiera_total == primiera(mine)
        prizes = (
            int(len(mine) > len(theirs))
            + int(score.coins > sum(card.endswith("d") for card in theirs))
            + int(SETTEBELLO in mine)
            + int(primiera(mine) is not None
                  and (primiera(theirs) is None or primiera(mine) > primiera(theirs)))  # type: ignore[operator]
        )
        assert score.total == state.scope[seat] + prizes
        assert score.total == (score.scope + score.card_point + score.coin_point
                               + score.settebello_point + score.primiera_point)
    returns = state.returns()
    assert returns == (scores[0].total - scores[1].total, scores[1].total - scores[0].total)


def test_same_seed_same_deal_whatever_the_global_random_does() -> None:
    first = [after for _, _, after, _ in playout(42)]
    random.seed(1)
    random.random()
    second = [after for _, _, after, _ in playout(42)]
    assert first == second
    assert deal(Random(9), 0) == deal(Random(9), 0) != deal(Random(10), 0)


def test_a_fresh_deal_round_trips_and_conserves() -> None:
    for seed in range(50):
        state = deal(Random(seed), dealer=seed % 2)
        assert all_cards(state) == DECK
        assert ScopaState.from_text(state.to_text()) == state
        assert state.legal_actions()


@pytest.mark.parametrize("text, message", [
    ("not json", "not JSON"),
    ("[]", "not a Scopa state"),
    ('{"game": "scopa"}', "missing field"),
])
def test_unreadable_records_are_refused(text: str, message: str) -> None:
    with pytest.raises(GameRecordError, match=message):
        ScopaState.from_text(text)


def test_impossible_positions_are_refused() -> None:
    good = deal(Random(1), dealer=0).to_json()
    doubled = dict(good, table=[*good["table"][:-1], good["hands"][0][0]])
    with pytest.raises(GameRecordError, match="appears twice"):
        ScopaState.from_json(doubled)
    short = dict(good, stock=good["stock"][1:])
    with pytest.raises(GameRecordError):
        ScopaState.from_json(short)
    unknown = dict(good, table=["11d", *good["table"][1:]])
    with pytest.raises(GameRecordError, match="unknown card '11d'"):
        ScopaState.from_json(unknown)
    wrong_turn = dict(good, hands=[good["hands"][0][:2], good["hands"][1]],
                      stock=[*good["stock"], good["hands"][0][2]])
    with pytest.raises(GameRecordError, match="stock"):
        ScopaState.from_json(wrong_turn)
