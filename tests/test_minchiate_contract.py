"""Minchiate's own invariants over 300 seeded random deals (the contract every game keeps —
cards conserved, legality, refusals, text forms, determinize — is ``tests/test_contract.py``).

Every step: events only grow. At the end: card points total 142 and the piles 84 cards (unless
the §3.8 fallback occurred), the ledger recomputed from the events gives the same resti, and
the returns are each team's net resti. On a sample of steps: everything the view proves about
the hidden cards holds in the real deal and in the worlds ``determinize`` samples.
"""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from pyapp.cards import MINCHIATE_DECK
from pyapp.minchiate import (
    DealEnded,
    MinchiateEvent,
    MinchiateState,
    PilesScored,
    RestoPaid,
    TrickWon,
    deal,
)
from pyapp.minchiate.events import DealerStolen, Declared, Revealed, Stolen
from pyapp.minchiate.rules import SUIT, discard_eligible, is_counting, team_of
from pyapp.minchiate.scoring import Ledger, settle_end
from pyapp.minchiate.state import MinchiateView

SEEDS = range(300)
SCORING = (Stolen, Revealed, DealerStolen, Declared, TrickWon)
DECK = sorted(MINCHIATE_DECK)


def all_cards(state: MinchiateState) -> list[str]:
    cards = [c for hand in state.hands for c in hand] + list(state.fola) + [c for _, c in state.trick]
    return sorted(cards + list(state.piles[0]) + list(state.piles[1]))


def recompute(events: tuple[MinchiateEvent, ...]) -> tuple[Ledger, list[RestoPaid], Ledger]:
    """The ledger replayed from the scoring events: the ledger at the end of play, the resto
    events it implies and the final ledger after the end settlement."""
    ledger = Ledger()
    resti: list[RestoPaid] = []
    ends: dict[int, int] = {}
    for event in events:
        if isinstance(event, SCORING):
            before = ledger
            ledger, converted = ledger.score(team_of(event.seat), event.points)
            counts = [before.resti_a, before.resti_b]
            for team in converted:
                counts[team] += 1
                resti.append(RestoPaid(team, (counts[0], counts[1])))
        elif isinstance(event, PilesScored):
            ends[event.team] = event.points
    final, _, _ = settle_end(ledger, ends.get(0, 0), ends.get(1, 0))
    return ledger, resti, final


def check_knowledge(view: MinchiateView, state: MinchiateState) -> None:
    """Everything *view* proves holds in *state* (the real deal, or one determinized from the view)."""
    knowledge = view.knowledge()
    for seat in range(4):
        if seat == view.seat:
            continue
        hand = set(state.hands[seat])
        assert not {c for c in hand if SUIT[c] in knowledge.voids[seat]}, (seat, knowledge.voids[seat])
        assert not hand & knowledge.excluded[seat]
        assert knowledge.held[seat] <= hand
        assert knowledge.held_or_discarded[seat] <= hand | set(state.record.discards[seat])
        if not state.record.fallback[seat]:
            assert all(discard_eligible(c) for c in state.record.discards[seat])
    assert all(discard_eligible(c) for c in state.record.fola)


def check_determinize(state: MinchiateState, seat: int, seed: int) -> None:
    view = state.view(seat)
    world = view.determinize(Random(seed))
    check_knowledge(view, state)
    check_knowledge(view, world)


@pytest.mark.parametrize("chunk", range(10))
def test_random_deals_keep_the_contract(chunk: int) -> None:
    for seed in SEEDS[chunk::10]:
        play_one_deal(seed)


def play_one_deal(seed: int) -> None:
    rng = Random(seed)
    state = deal(rng)
    step = 0
    while state.to_play is not None:
        seat = state.to_play
        legal = state.legal_actions()
        if state.phase != "play" or step % 9 == seed % 9:
            check_determinize(state, seat, seed * 1000 + step)
            check_determinize(state, (seat + 2 + step) % 4, seed * 1000 + step + 1)
        child = state.play(rng.choice(legal))
        grown = len(state.deal_events)
        assert child.deal_events[:grown] == state.deal_events and len(child.deal_events) > grown
        assert child.events == child.deal_events[grown:]
        state = child
        step += 1
    check_end(state)


def check_end(state: MinchiateState) -> None:
    assert state.phase == "over"
    breakdown = state.breakdown
    assert breakdown is not None
    if not state.fallback_used:
        assert breakdown.teams[0].card_points + breakdown.teams[1].card_points == 142
        assert len(state.piles[0]) + len(state.piles[1]) == 84
        assert not any(is_counting(c) or c == "T29" for c in state.fola)
    play_ledger, resti, final = recompute(state.deal_events)
    assert [e for e in state.deal_events if isinstance(e, RestoPaid)] == resti
    team_a, team_b = breakdown.teams
    assert (breakdown.delta_before, team_a.resti_during_play, team_b.resti_during_play) == tuple(play_ledger)
    assert final == state.ledger and state.resti == breakdown.resti
    net = state.resti[0] - state.resti[1]
    assert state.returns() == (net, -net, net, -net)
    assert state.events[-1] == DealEnded(state.resti) and state.events[-1].net == net
    tricks = Counter(team_of(e.seat) for e in state.deal_events if isinstance(e, TrickWon))
    assert (tricks[0], tricks[1]) == state.tricks_won and sum(state.tricks_won) == 21
    for score in breakdown.teams:
        line = next(e for e in state.events if isinstance(e, PilesScored) and e.team == score.team)
        assert (line.card_points, line.combination_points, line.matto_bonus, line.beyond_42, line.last_trick) == (
            score.card_points, score.combination_points, score.matto_bonus, score.beyond_42, score.last_trick)
        assert line.points == score.total
