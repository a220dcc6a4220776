"""Views hold exactly what a seat may know (§3.15); determinize samples worlds consistent with
everything the seat has seen: public cards, voids, the kings rule, maximal declarations and
hidden zero-point discards."""

from __future__ import annotations

import json
from random import Random
from typing import Any

from pyapp.cards import is_minchiate_card
from pyapp.engine import Refusal
from pyapp.minchiate import (
    Declare,
    Discard,
    MinchiateState,
    PlayCard,
    deal,
    deal_arranged,
    position,
)
from pyapp.minchiate.actions import refusal_message
from pyapp.minchiate.events import Cut, Discarded
from pyapp.minchiate.rules import SUIT

S, E, N, W = 0, 1, 2, 3
ZERO_REVEALS = {S: "C6", E: "C7", N: "C8", W: "C9"}


def cards_in(obj: Any) -> set[str]:
    """Every card id mentioned anywhere in a JSON value (including 'W:C7' plays)."""
    if isinstance(obj, dict):
        return set().union(*(cards_in(value) for value in obj.values())) if obj else set()
    if isinstance(obj, list):
        return set().union(*(cards_in(value) for value in obj)) if obj else set()
    if isinstance(obj, str):
        text = obj.split(":")[-1]
        return {text} if is_minchiate_card(text) else set()
    return set()


def public_cards(state: MinchiateState) -> set[str]:
    record = state.record
    public = set(record.stolen) | {c for c in record.revealed if c}
    public |= set(record.dealer_stolen) | set(record.taken)
    public |= {c for cards in record.declared_cards for c in cards}
    public |= set(state.piles[0]) | set(state.piles[1]) | {c for _, c in state.trick}
    public |= {event.card for event in state.deal_events if isinstance(event, Cut) and event.card}  # the cut card
    if record.exposed:
        public |= set(state.fola)
    return public


def play_until(state: MinchiateState, rng: Random, steps: int) -> MinchiateState:
    for _ in range(steps):
        if state.to_play is None:
            break
        state = state.play(rng.choice(state.legal_actions()))
    return state


def test_a_view_shows_nothing_hidden() -> None:
    for seed in range(40):
        rng = Random(seed)
        state = play_until(deal(rng), rng, rng.randrange(0, 90))
        for seat in range(4):
            view = state.view(seat)
            mine = set(state.hands[seat]) | set(state.record.discards[seat])
            assert cards_in(view.to_json()) <= mine | public_cards(state), (seed, seat)
            assert view.hand == state.hands[seat]
            assert view.hand_sizes == tuple(len(hand) for hand in state.hands)


def test_other_seats_discards_stay_face_down_until_the_fola_is_exposed() -> None:
    state = deal_arranged(E, stolen=["CK", "T23", "T29"], revealed=ZERO_REVEALS)
    cutter = S
    state = state.play(Discard("T23"))
    partner_view = state.view(N)
    assert partner_view.record.discards == ((), (), (), ())
    assert partner_view.discard_counts == (1, 0, 0, 0)
    assert partner_view.deal_events[-1] == Discarded(cutter, None)
    assert state.view(cutter).discards == ("T23",)
    assert state.view(cutter).deal_events[-1] == Discarded(cutter, "T23") == state.events[-1]
    # Seen stolen, maybe discarded: the T23 is in the cutter's hand or among his discards.
    knowledge = partner_view.knowledge()
    assert "T23" in knowledge.held_or_discarded[cutter] and {"CK", "T29"} <= knowledge.held[cutter]
    places = set()
    for seed in range(40):
        world = partner_view.determinize(Random(seed))
        assert world.view(N) == partner_view
        places.add("hand" if "T23" in world.hands[cutter] else "discards")
        assert "T23" in world.hands[cutter] or world.record.discards[cutter] == ("T23",)
    assert places == {"hand", "discards"}


def test_voids_shape_the_sampled_hands() -> None:
    # S leads cups; E, void in cups and trumps, plays a coin: every world gives E neither.
    hands = [["C1", "C2", "T5"], ["D2", "D3", "M"], ["C3", "T9", "S4"], ["S5", "C4", "T7"]]
    state = position(hands, leader=S)
    state = state.play(PlayCard("C1")).play(PlayCard("D2"))
    view = state.view(N)
    assert view.knowledge().voids[E] == frozenset({"C", "T"})
    for seed in range(30):
        world = view.determinize(Random(seed))
        assert not {SUIT[c] for c in world.hands[E]} & {"C", "T"}
        assert world.view(N) == view


def test_the_kings_rule_tells_who_lacks_the_king() -> None:
    # First cups lead: W leads, S trumps; E follows with a low cup, so E has no Re di coppe;
    # N, void, discards a coin, so N has none either. (In a hand-made position the cards not
    # dealt may be anywhere else, so the King need not be W's.)
    hands = [["T6", "S2", "S3"], ["C3", "D5", "D6"], ["D4", "B2", "B3"], ["C7", "CK", "B4"]]
    state = position(hands, leader=W)
    state = state.play(PlayCard("C7")).play(PlayCard("T6")).play(PlayCard("C3")).play(PlayCard("D4"))
    view = state.view(S)
    knowledge = view.knowledge()
    assert "CK" in knowledge.excluded[E] and "CK" in knowledge.excluded[N]
    for seed in range(30):
        world = view.determinize(Random(seed))
        assert "CK" not in world.hands[E] + world.hands[N]


def test_maximal_declarations_exclude_the_neighbours() -> None:
    # N (first to declare, dealer E) holds papi 2-4 and three Kings but not T1, T5, BK or the Matto.
    state = deal_arranged(E, hands={N: ["T2", "T3", "T4", "CK", "DK", "SK"], W: ["T1", "T5", "BK", "M"]},
                          revealed=ZERO_REVEALS)
    assert state.to_play == N
    state = state.play(Declare(("papi:2-4", "kings")))
    view = state.view(S)
    assert {"T1", "T5", "BK", "M"} <= view.knowledge().excluded[N]
    for seed in range(30):
        world = view.determinize(Random(seed))
        assert not {"T1", "T5", "BK", "M"} & set(world.hands[N])
        assert {"T2", "T3", "T4", "CK", "DK", "SK"} <= set(world.hands[N])


def test_determinize_varies_the_hidden_cards_only() -> None:
    rng = Random(5)
    state = play_until(deal(rng), rng, 12)
    view = state.view(S)
    worlds = [view.determinize(Random(seed)) for seed in range(10)]
    assert len({world.hands[E] for world in worlds}) > 1
    assert all(world.hands[S] == state.hands[S] and world.view(S) == view for world in worlds)


def test_refusals_on_a_view() -> None:
    state = position([["C1", "C2"], ["D2", "CK"], ["C3", "T9"], ["S5", "C4"]], leader=W)
    state = state.play(PlayCard("S5"))
    assert state.view(S).refusal(PlayCard("C1")) is None
    assert state.view(E).refusal(PlayCard("CK")) == Refusal("not_your_turn")
    discarding = deal_arranged(E, stolen=["CK", "T23", "T29"], revealed=ZERO_REVEALS)
    t29 = discarding.view(S).refusal(Discard("T29"))
    assert t29 == Refusal("discard_t29", card="T29") and refusal_message(t29) == "Trump 29 cannot be discarded"
    king = discarding.view(S).refusal(Discard("CK"))
    assert king == Refusal("discard_points", card="CK", points=5)
    assert refusal_message(king) == "only zero-point cards can be discarded (Re di coppe is worth 5)"


def test_a_view_round_trips_as_json() -> None:
    rng = Random(9)
    state = play_until(deal(rng), rng, 30)
    view = state.view(W)
    text = view.to_text()
    assert json.loads(text)["seat"] == "W"
    assert type(view).from_text(text) == view
