"""Minchiate rules beyond the spec's numbered scenarios: the phase sequence, the discard
fallback (§3.8), declaration choices, the exposed Fola, messages of illegal actions, the
validation of hand-made deals and positions, and the rules of the spec's answers that no scenario
shows (the deal's blocks from a hand-made pack, the Matto to a partner's trick, the kings rule with
trumps led, what is not a combination, no shrunk run, the draw)."""

from __future__ import annotations

from random import Random

import pytest

from pyapp.cards import MINCHIATE_DECK
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
from pyapp.minchiate.rules import KINGS, combinations_value, discard_eligible, points
from pyapp.minchiate.scoring import Ledger, settle_end

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


def test_a_matto_played_to_a_trick_the_partner_wins_owes_nothing() -> None:
    # A-26: "Only when the Matto was played to a trick won by the opponents ... No exchange if the
    # partner won that trick." N plays the Matto; its partner S wins with C1 (cups: the ace is high).
    hands = [["C1", "D5"], ["C2", "D6"], ["M", "D7"], ["C3", "D8"]]
    state = position(hands, leader=S)
    for card in ("C1", "C2", "M", "C3"):
        state = state.play(PlayCard(card))
    assert state.tricks[-1].winner == S and state.matto_debt is None
    assert set(state.piles[0]) == {"C1", "C2", "C3", "M"}
    # The same trick won by the opponents (W holds C1): the Matto stays with N's team, which owes.
    hands = [["C3", "D5"], ["C2", "D6"], ["M", "D7"], ["C1", "D8"]]
    state = position(hands, leader=S)
    for card in ("C3", "C2", "M", "C1"):
        state = state.play(PlayCard(card))
    assert state.tricks[-1].winner == W and state.matto_debt == (0, 1)
    assert state.piles[0] == ("M",)


def test_the_kings_rule_does_not_bind_when_trumps_are_led() -> None:
    # the rule is "not triggered ... for trumps led". N, void in trumps, holds the Re di coppe.
    led_cups = position([["C2", "D5"], ["T9", "D6"], ["CK", "C3"], ["D7", "D8"]], leader=S)
    led_cups = led_cups.play(PlayCard("C2")).play(PlayCard("T9"))
    assert led_cups.legal_actions() == (PlayCard("CK"),)
    led_trumps = position([["T5", "D5"], ["T9", "D6"], ["CK", "C3"], ["D7", "D8"]], leader=S)
    led_trumps = led_trumps.play(PlayCard("T5")).play(PlayCard("T9"))
    assert set(led_trumps.legal_actions()) == {PlayCard("CK"), PlayCard("C3")}


@pytest.mark.parametrize(("cards", "value"), [
    (["T1", "T2", "T3"], 11),
    (["T1", "T2", "T3", "T4"], 14),
    (["T2", "T3", "T4"], 9),
    (["T3", "T4", "T5"], 9),
    (["T2", "T3", "T4", "T5"], 12),
    (["T1", "T2", "T3", "T4", "T5"], 17),
    (["T10", "T20", "T30"], 15),
    (["T20", "T30", "T40"], 20),
    (["T10", "T20", "T30", "T40"], 25),
    (["T10", "T20", "T40"], 0),          # not a combination
    (["T10", "T30", "T40"], 0),          # not a combination
    (["T1", "T2", "M"], 0),              # §3.10: the Matto never fills a gap ...
    (["T28", "T29", "M", "T31"], 0),     # ... never extends a run ...
    (["CK", "DK", "M"], 0),              # ... and never turns two cards into a combination
    (["T1", "T40", "M"], 20),
    (["T1", "T13", "T28", "T40", "M"], 40),  # 1-13-28 (15) + 1-40-Matto (20) + the Matto's bonus (5)
])
def test_the_values_of_the_quick_reference_and_what_is_not_a_combination(cards: list[str], value: int) -> None:
    # §5 "Combination values at a glance", A-17 and the Matto rule of §3.10.
    assert combinations_value(cards) == value


def test_a_held_run_cannot_be_declared_shrunk() -> None:
    # "a combination cannot be shrunk (a held run 28-31 cannot be declared as 28-30)".
    state = deal_arranged(E, hands={N: ["T28", "T29", "T30", "T31"]}, revealed=ZERO_REVEALS)
    assert (state.phase, state.to_play) == ("declare", N)
    with pytest.raises(IllegalActionError, match="declare:high:28-30 is not legal"):
        state.play(Declare(("high:28-30",)))
    assert state.play(Declare(("high:28-31",))).delta == state.delta + 20  # 28, 29, 30, 31: 5 each


def test_equal_resti_after_the_end_settlement_are_a_draw() -> None:
    # "Net resti 0 is a draw ... e.g. A converted one resto during play and B leads by 1-60 at the end".
    for lead in (1, 45, 60):
        final, team, gained = settle_end(Ledger(0, 1, 0), 0, lead)
        assert (final.resti_a, final.resti_b, team, gained) == (1, 1, 1, 1)
        assert final.net == 0


def test_the_deal_gives_blocks_of_ten_then_eleven_from_an_explicit_pack() -> None:
    # §3.4: "batch 1: R gets cards 1-10, O 11-20, L 21-30, D 31-40; batch 2: R 41-51, O 52-62,
    # L 63-73, D 74-84", after the cut of §3.3 (lower packet, then the upper). The pack is built here
    # by hand, not by arranged_pack: a shuffle whose cut face is a worthless card, so nothing is stolen.
    pack = list(MINCHIATE_DECK)
    Random(5).shuffle(pack)
    cut = 50
    worthless = next(index for index, card in enumerate(pack) if card[0] in "CDSB" and points(card) == 0)
    pack[cut - 1], pack[worthless] = pack[worthless], pack[cut - 1]
    state = deal_from_pack(pack, N, cut)  # dealer N: R = W, O = S, L = E
    assert state.record.stolen == ()
    dealt = pack[cut:] + pack[:cut]
    batches = {W: dealt[0:10] + dealt[40:51], S: dealt[10:20] + dealt[51:62],
               E: dealt[20:30] + dealt[62:73], N: dealt[30:40] + dealt[73:84]}
    for seat, cards in batches.items():
        assert state.record.revealed[seat] == cards[-1]
        from_the_fola = set(state.record.dealer_stolen + state.record.taken) if seat == N else set()
        assert set(state.hands[seat]) == set(cards) | from_the_fola
