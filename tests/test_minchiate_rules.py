"""Minchiate rules beyond the spec's numbered scenarios: the phase sequence, the discard
fallback (§3.8), declaration choices, the exposed Fola, messages of illegal actions, and the
validation of hand-made deals and positions."""

from __future__ import annotations

from random import Random

import pytest

from pyapp.engine import IllegalActionError, Refusal
from pyapp.minchiate import (
    Cut,
    Declare,
    Declared,
    Discard,
    Discarded,
    Exposed,
    PlayCard,
    arranged_pack,
    deal,
    deal_arranged,
    deal_from_pack,
    position,
)
from pyapp.minchiate.rules import KINGS, discard_eligible, points

S, E, N, W = 0, 1, 2, 3
ZERO_REVEALS = {S: "C6", E: "C7", N: "C8", W: "C9"}


def test_the_deal_waits_on_the_cutter_then_the_dealer_then_four_declarations() -> None:
    # Dealer N: R = W, O = S, L = E (the cutter).
    fola = ["T36", "C1", "C2", "T3", "C3", "C4", "C5", "C10", "CJ", "CN", "D10"]
    state = deal_arranged(N, stolen=["T25", "T26"], fola=fola, revealed=ZERO_REVEALS)
    assert state.record.quotas == (0, 2, 2, 0)  # E stole 2; N stole T36 and took T3
    seen = []
    while state.phase in ("discard", "declare"):
        seen.append((state.phase, state.to_play))
        state = state.play(state.legal_actions()[0])
    assert seen == [("discard", E), ("discard", E), ("discard", N), ("discard", N),
                    ("declare", W), ("declare", S), ("declare", E), ("declare", N)]
    assert (state.phase, state.to_play) == ("play", W)
    expose = state.events[-1]
    assert isinstance(expose, Exposed) and expose.kind == "exposed"
    assert expose.cards == state.fola and len(state.fola) == 9 + 2 + 2
    assert state.fola[:9] == ("C1", "C2", "C3", "C4", "C5", "C10", "CJ", "CN", "D10")
    assert all(len(hand) == 21 for hand in state.hands)


def test_without_steals_the_deal_starts_with_the_declarations() -> None:
    state = deal_arranged(S, revealed=ZERO_REVEALS)
    assert (state.phase, state.to_play) == ("declare", E)
    assert [e.kind for e in state.events] == ["dealer_chosen", "cut", "hands_dealt", "revealed", "revealed",
                                              "revealed", "revealed"]
    assert state.events == state.deal_events  # a fresh deal's events are the setup so far


def test_the_card_at_the_cut_is_shown_the_first_stolen_or_the_fola_s_last() -> None:
    stealing = deal_arranged(N, stolen=["T25", "T26"], revealed=ZERO_REVEALS)
    assert stealing.deal_events[1] == Cut(E, stealing.record.cut, "T25")
    plain = deal_arranged(S, revealed=ZERO_REVEALS)
    cut = plain.deal_events[1]
    assert isinstance(cut, Cut) and cut.card == plain.record.fola[-1]
    for seed in range(200):  # nobody may steal it, so it stays at the bottom of the Fola (§3.3)
        state = deal(Random(seed))
        cut = state.deal_events[1]
        assert isinstance(cut, Cut) and cut.card is not None
        assert cut.card == (state.record.stolen[0] if state.record.stolen else state.record.fola[-1])


def test_the_fallback_discards_counting_cards_when_too_few_zero_cards_are_left() -> None:
    # The cutter S steals 13 protected cards and was dealt the 13 other protected ones: of his 34
    # cards only 8 may be discarded, so he discards them, then T29, then the cheapest: T2-T5.
    stolen = ["T40", "T39", "T38", "T37", "T36", "T35", "T34", "T33", "T32", "T31", "T30", "T29", "T28"]
    protected = ["T1", "T2", "T3", "T4", "T5", "T10", "T13", "T20", "M", *KINGS]
    state = deal_arranged(E, stolen=stolen, hands={S: protected}, revealed={S: "B9"})
    forced = [e for e in state.events if isinstance(e, Discarded)]
    assert all(e.seat == S and e.fallback for e in forced) and len(forced) == 13
    discarded = [e.card for e in forced]
    assert discarded[8:] == ["T29", "T2", "T3", "T4", "T5"]
    assert all(discard_eligible(c) for c in discarded[:8])
    assert state.fallback_used and state.record.fallback == (True, False, False, False)
    assert (state.phase, state.to_play) == ("declare", N)  # no choice was left to S
    rng = Random(1)
    while state.to_play is not None:
        state = state.play(rng.choice(state.legal_actions()))
    breakdown = state.breakdown
    assert breakdown is not None
    assert breakdown.teams[0].card_points + breakdown.teams[1].card_points == 142 - 12


def test_declarations_offer_every_subset_of_the_canonical_combinations() -> None:
    hand = ["T1", "T2", "T3", "CK", "DK", "SK", "T13", "T28"]
    state = deal_arranged(E, hands={N: hand}, revealed=ZERO_REVEALS)
    options = state.legal_actions()
    assert [str(option) for option in options] == [
        "declare:-", "declare:papi:1-3", "declare:kings", "declare:papi:1-3+kings", "declare:1-13-28",
        "declare:papi:1-3+1-13-28", "declare:kings+1-13-28", "declare:papi:1-3+kings+1-13-28"]
    withheld = state.play(Declare(("kings",)))
    assert withheld.events == (Declared(N, ("kings",), ("CK", "DK", "SK"), 15),)
    assert withheld.record.declarations[N] == ("kings",)
    with pytest.raises(IllegalActionError, match="declare:high:28-30 is not legal"):
        state.play(Declare(("high:28-30",)))


def test_a_declaration_without_combinations_scores_nothing() -> None:
    state = deal_arranged(E, hands={N: ["T1", "T2", "T3"]}, revealed=ZERO_REVEALS)
    after = state.play(Declare(()))
    assert after.events == (Declared(N, (), (), 0),)
    assert after.delta == state.delta


def test_illegal_actions_say_what_and_where() -> None:
    state = position([["C1", "C2"], ["D2", "CK"], ["C3", "T9"], ["S5", "C4"]], leader=W)
    state = state.play(PlayCard("S5"))
    with pytest.raises(IllegalActionError, match=r"play:D2 is not legal \(S to play, play phase, trick 1\): "
                                                 r"Due di denari is not in the hand"):
        state.play(PlayCard("D2"))
    with pytest.raises(IllegalActionError, match="expected a PlayCard action"):
        state.play(Discard("C1"))
    discarding = deal_arranged(E, stolen=["CK", "T23", "T29"], revealed=ZERO_REVEALS)
    with pytest.raises(IllegalActionError, match="Trump 29 cannot be discarded") as refused:
        discarding.play(Discard("T29"))
    assert refused.value.refusal == discarding.refusal(Discard("T29")) == Refusal("discard_t29", card="T29")


def test_a_finished_deal_accepts_nothing() -> None:
    rng = Random(3)
    state = deal(rng)
    while state.to_play is not None:
        state = state.play(rng.choice(state.legal_actions()))
    assert state.legal_actions() == () and state.view(S).legal_actions() == ()
    with pytest.raises(IllegalActionError, match="the deal is over"):
        state.play(PlayCard("C1"))


def test_the_dealer_and_the_cut_come_from_the_random_generator() -> None:
    dealers = {deal(Random(seed)).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert deal(Random(4), dealer=W).dealer == W
    events = [deal(Random(seed)).events[1] for seed in range(40)]
    cuts = {event.count for event in events if isinstance(event, Cut)}
    assert len(events) == 40 == sum(isinstance(event, Cut) for event in events)
    assert all(4 <= cut <= 93 for cut in cuts) and len(cuts) > 20


def test_bad_packs_and_positions_are_refused() -> None:
    pack, cut = arranged_pack(S)
    with pytest.raises(ValueError, match="each of the 97 cards"):
        deal_from_pack(pack[1:], S, cut)
    with pytest.raises(ValueError, match="4-93"):
        deal_from_pack(pack, S, 94)
    with pytest.raises(ValueError, match="would not steal"):
        arranged_pack(S, stolen=["CK"], fola=[*[f"C{r}" for r in range(1, 11)], "CJ", "T30"])
    with pytest.raises(ValueError, match="each used once"):
        position([["C1"], ["C1"], ["C2"], ["C3"]])
    with pytest.raises(ValueError, match="as many cards"):
        position([["C1", "C4"], ["D1"], ["C2"], ["C3"]])


def test_card_points_total_142() -> None:
    from pyapp.cards import MINCHIATE_DECK

    assert sum(points(card) for card in MINCHIATE_DECK) == 142
    assert sum(1 for card in MINCHIATE_DECK if points(card)) == 25
