"""The 26 test scenarios of the Minchiate spec (§5) and the worked ledger example (§3.16).

Each test reads like a game record: set the cards, play the moves, expect what the spec says.
Seats: S=0, E=1, N=2, W=3; team A = S+N, team B = E+W.
"""

from __future__ import annotations

from random import Random
from typing import TypeVar

import pytest

from pyapp.cards import MINCHIATE_DECK
from pyapp.engine import Refusal
from pyapp.minchiate import (
    DealerStolen,
    Declare,
    Declared,
    MattoPaid,
    MinchiateState,
    PlayCard,
    RestoPaid,
    Revealed,
    Stolen,
    Taken,
    TrickWon,
    arranged_pack,
    canonical_combinations,
    combinations_value,
    deal,
    deal_arranged,
    deal_from_pack,
    discard_eligible,
    points,
    position,
    trick_winner,
)
from pyapp.minchiate.actions import refusal_message
from pyapp.minchiate.rules import SEAT_LETTERS, steal_eligible
from pyapp.minchiate.scoring import Ledger, round_up_resti, settle_end

S, E, N, W = 0, 1, 2, 3
A, B = 0, 1
FILLER = [f"B{rank}" for rank in range(2, 11)] + [f"S{rank}" for rank in range(2, 11)] + ["T16", "T17", "T18"]


def table(trick: str = "", led: str = "", **hands: str) -> MinchiateState:
    """A play position: hands by seat letter (``N="C3 C9 T12 M"``), the trick so far (``"W:C7 S:T6"``),
    the suits led in earlier tricks (``"C"``). Seats not given get harmless filler cards."""
    plays = [(SEAT_LETTERS.index(p.split(":")[0]), p.split(":")[1]) for p in trick.split()]
    given = {SEAT_LETTERS.index(letter): cards.split() for letter, cards in hands.items()}
    played = {seat for seat, _ in plays}
    size = max(len(cards) + (seat in played) for seat, cards in given.items())
    used = {c for cards in given.values() for c in cards} | {c for _, c in plays}
    spare = [c for c in FILLER if c not in used]
    full = []
    for seat in range(4):
        cards = given.get(seat, [])
        need = size - (seat in played) - len(cards)
        full.append(cards + spare[:need])
        spare = spare[need:]
    return position(full, trick=plays, led_suits=led)


def legal(state: MinchiateState) -> set[str]:
    return {str(action).split(":", 1)[1] for action in state.legal_actions()}


def play(state: MinchiateState, *cards: str) -> MinchiateState:
    for card in cards:
        state = state.play(PlayCard(card))
    return state


EventT = TypeVar("EventT")


def last(state: MinchiateState, kind: type[EventT]) -> EventT:
    return [event for event in state.deal_events if isinstance(event, kind)][-1]


def reason(state: MinchiateState, card: str) -> tuple[Refusal | None, str | None]:
    """Why the seat to play may not play *card*: the refusal, and its English words."""
    refusal = state.refusal(PlayCard(card))
    return refusal, None if refusal is None else refusal_message(refusal)


# --- play: legal moves --------------------------------------------------------------------------


def test_scenario_01_follow_suit() -> None:
    state = table(trick="S:C1 E:C5", N="C3 C9 T12 M")
    assert state.to_play == N
    assert legal(state) == {"C3", "C9", "M"}
    assert reason(state, "T12") == (Refusal("follow_suit", card="T12", suit="C"), "follow suit (coppe)")
    assert reason(state, "C3") == (None, None)


def test_scenario_02_must_trump_no_overtrump() -> None:
    state = table(trick="S:C1 E:T20", N="D4 T12 T30 M")
    assert legal(state) == {"T12", "T30", "M"}  # T12 is legal although it loses to T20
    assert reason(state, "D4") == (Refusal("must_trump", card="D4"), "must trump")


def test_scenario_03_void_in_suit_and_trumps() -> None:
    state = table(trick="S:C1 E:C5", N="D4 S7")
    assert legal(state) == {"D4", "S7"}


def test_scenario_04_trumps_led() -> None:
    assert legal(table(trick="E:T10", N="T3 C9 M")) == {"T3", "M"}
    assert legal(table(trick="E:T10", N="C9 D2")) == {"C9", "D2"}
    assert reason(table(trick="E:T10", N="T3 C9 M"), "C9") == (Refusal("follow_suit", card="C9", suit="T"),
                                                               "follow suit (trumps)")


def test_scenario_05_kings_rule_beats_the_matto() -> None:
    state = table(trick="W:C7 S:T6", E="CK C3 M T15", N="D4 D5 D6 D7")
    assert legal(state) == {"CK"}
    assert reason(state, "M") == (Refusal("kings_rule", card="M", king="CK"), "kings rule: must play the Re di coppe")
    after = play(state, "CK", "D4")
    assert last(after, TrickWon) == TrickWon(S, ("C7", "T6", "CK", "D4"), 5, 1)
    assert after.delta == state.delta + 5
    assert after.to_play == S


def test_scenario_06_kings_rule_second_lead() -> None:
    state = table(trick="W:C7 S:T6", led="C", E="CK C3 M T15", N="D4 D5 D6 D7")
    assert legal(state) == {"CK", "C3", "M"}


def test_scenario_07_kings_rule_not_yet_trumped() -> None:
    state = table(trick="W:C7 S:C10", E="CK C3 M T15", N="D4 D5 D6 D7")
    assert legal(state) == {"CK", "C3", "M"}


def test_scenario_08_kings_rule_when_the_partner_trumped() -> None:
    state = table(trick="W:C7 S:T9 E:C4", N="CK C2 M")
    assert legal(state) == {"CK"}
    after = play(state, "CK")
    assert last(after, TrickWon) == TrickWon(S, ("C7", "T9", "C4", "CK"), 0, 1)
    assert after.delta == 0  # N's King dies at home; B's cards are worth 0


def test_scenario_09_matto_led() -> None:
    state = table(trick="W:M", S="D5 C1 T2", E="D9 T3 B2", N="D1 S5 S6")
    assert legal(state) == {"D5", "C1", "T2"}  # after a led Matto the next card is free
    state = play(state, "D5")
    assert legal(state) == {"D9"}
    state = play(state, "D9", "D1")
    assert last(state, TrickWon).seat == N  # coins: 1 > 5 > 9
    assert state.piles == (("D5", "D9", "D1"), ("M",))
    assert state.matto_debt == (B, A)


def test_scenario_10_suit_ranking() -> None:
    assert trick_winner(((S, "D10"), (E, "D2"), (N, "D1"), (W, "DJ"))) == W
    assert trick_winner(((S, "S1"), (E, "S10"), (N, "S9"), (W, "S2"))) == E
    assert trick_winner(((S, "C2"), (E, "C3"), (N, "T1"), (W, "CK"))) == N


# --- the Matto settlement and end scoring -------------------------------------------------------

FOLA = ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "D2", "D3", "D4", "D5"]


def test_scenario_11_matto_exchange() -> None:
    last_trick = {"S": "T40", "E": "B9", "N": "T39", "W": "B8"}
    b_pile = ["M", "D10", "C10", "S1", "B1", "T6", "T7", "CK", "DK", "SK"]
    rest = [c for c in MINCHIATE_DECK if c not in FOLA + b_pile + list(last_trick.values())]
    b_pile += [c for c in rest if points(c) == 0 and c != "T29"][:35]
    a_pile = [c for c in rest if c not in b_pile]
    assert (len(a_pile), len(b_pile)) == (35, 45)
    state = position([[last_trick[letter]] for letter in "SENW"], leader=S, piles=(a_pile, b_pile),
                     tricks_won=(10, 10), matto_debt=(B, A))
    state = play(state, "T40", "B9", "T39", "B8")
    assert state.is_over
    # C10 is paid before D10, S1 and B1 (equally weak: cups first) and before the zero trumps.
    assert last(state, MattoPaid) == MattoPaid(B, A, "C10")
    assert (len(state.piles[A]), len(state.piles[B])) == (40, 44)
    breakdown = state.breakdown
    assert breakdown is not None
    team_a, team_b = breakdown.teams
    assert (team_a.beyond_42, team_b.beyond_42) == (0, 2)
    assert "M" in state.piles[B] and team_b.card_points == sum(points(c) for c in state.piles[B])
    assert [c.name for c in team_b.combinations] == ["kings"] and team_b.matto_bonus == 5


def test_scenario_12_matto_owner_took_no_trick() -> None:
    last_trick = {"S": "T36", "E": "B9", "N": "T6", "W": "B8"}
    a_pile = [c for c in MINCHIATE_DECK if c not in FOLA + ["M"] + list(last_trick.values())]
    state = position([[last_trick[letter]] for letter in "SENW"], leader=S, piles=(a_pile, ["M"]),
                     tricks_won=(20, 0), matto_debt=(B, A))
    state = play(state, "T36", "B9", "T6", "B8")
    assert last(state, MattoPaid) == MattoPaid(B, A, "M")
    assert (len(state.piles[A]), state.piles[B]) == (84, ())
    breakdown = state.breakdown
    assert breakdown is not None
    team_a, team_b = breakdown.teams
    assert team_a.card_points == 142
    assert {c.name: c.value for c in team_a.combinations} == {
        "papi:1-5": 17, "high:28-40": 90, "kings": 20, "1-13-28": 15, "decine": 25, "1-40-M": 20}
    assert team_a.matto_bonus == 25 and team_a.combination_points == 212
    assert (team_a.beyond_42, team_a.last_trick, team_a.total) == (42, 10, 406)
    assert team_b.total == 0


# --- combinations ---------------------------------------------------------------------------------


def test_scenario_13_run_merging_in_28_40() -> None:
    hand = ["T28", "T29", "T30", "T31", "T33", "T34", "T35", "T38", "T39", "T40"]
    assert [(c.name, c.value) for c in canonical_combinations(hand)] == [
        ("high:28-31", 20), ("high:33-35", 15), ("high:38-40", 30)]
    assert combinations_value(hand) == 65
    assert combinations_value([*hand, "M"]) == 80


def test_scenario_14_t29_alone_vs_in_a_run() -> None:
    assert canonical_combinations(["T29", "T30", "T32"]) == ()
    assert combinations_value(["T29", "T30", "T32"]) == 0
    assert combinations_value(["T28", "T29", "T30"]) == 15
    captured = play(table(trick="W:T29 S:T40 E:C2", N="C3"), "C3")
    assert last(captured, TrickWon) == TrickWon(S, ("T29", "T40", "C2", "C3"), 0, 1)


def test_scenario_15_multiple_membership_and_decine() -> None:
    hand = ["T1", "T2", "T3", "T10", "T13", "T20", "T28", "T30", "T40", "M"]
    assert [(c.name, c.value) for c in canonical_combinations(hand)] == [
        ("papi:1-3", 11), ("1-13-28", 15), ("decine", 25), ("1-40-M", 20)]
    assert combinations_value(hand) == 86
    # Declared in a deal: R (N, dealer E) holds them and declares all, with the Matto's bonus.
    state = deal_arranged(E, hands={N: hand}, revealed={S: "C6", E: "C7", N: "C8", W: "C9"})
    assert (state.phase, state.to_play) == ("declare", N)
    everything = Declare(("papi:1-3", "1-13-28", "decine", "1-40-M"))
    state = state.play(everything)
    assert last(state, Declared) == Declared(
        N, ("papi:1-3", "1-13-28", "decine", "1-40-M"),
        ("T1", "T2", "T3", "T10", "T13", "T20", "T28", "T30", "T40", "M"), 86)
    assert (state.resti, state.delta) == ((1, 0), 26)


def test_scenario_16_kings() -> None:
    assert combinations_value(["CK", "DK", "SK"]) == 15
    assert combinations_value(["CK", "DK", "SK", "M"]) == 20
    assert combinations_value(["CK", "DK", "SK", "BK"]) == 20
    assert combinations_value(["CK", "DK", "SK", "BK", "M"]) == 25


# --- resti ------------------------------------------------------------------------------------------


def test_scenario_17_resti_crossing_60_twice() -> None:
    ledger, converted = Ledger(50).score(A, 65 + 15)
    assert (ledger, converted) == (Ledger(10, 2, 0), (A, A))
    # In a deal: the cutter S (team A) steals 50 points, then N (team A, first to declare) shows
    # the run 33-40 and three Kings in one declaration.
    stolen = ["T1", "T10", "T13", "T20", "T28", "T30", "T31", "T32", "BK", "M"]
    run_and_kings = ["T33", "T34", "T35", "T36", "T37", "T38", "T39", "T40", "CK", "DK", "SK"]
    state = deal_arranged(E, stolen=stolen, hands={N: run_and_kings},
                          revealed={S: "C6", E: "C7", N: "C8", W: "C9"})
    assert state.events[2] == Stolen(S, tuple(stolen), 50)
    while state.phase == "discard":
        state = state.play(state.legal_actions()[0])
    assert (state.to_play, state.delta, state.resti) == (N, 50, (0, 0))
    state = state.play(Declare(("high:33-40", "kings")))
    assert last(state, Declared).points == 80
    assert (state.delta, state.resti) == (10, (2, 0))
    assert state.events[-2:] == (RestoPaid(A, (1, 0)), RestoPaid(A, (2, 0)))


def test_scenario_18_no_retroactive_conversion() -> None:
    ledger, _ = Ledger(59).score(B, 30)
    assert ledger == Ledger(29)
    ledger, converted = ledger.score(A, 31)
    assert (ledger, converted) == (Ledger(0, 1, 0), (A,))
    ledger, converted = ledger.score(A, 60)  # exactly 60 converts
    assert (ledger, converted) == (Ledger(0, 2, 0), (A,))


@pytest.mark.parametrize(("delta", "team", "resti"), [
    (1, A, 1), (60, A, 1), (61, A, 2), (120, A, 2), (121, A, 3), (0, None, 0), (-61, B, 2)])
def test_scenario_19_end_rounding(delta: int, team: int | None, resti: int) -> None:
    assert round_up_resti(delta) == resti
    final, rounding_team, rounding = settle_end(Ledger(0), max(delta, 0), max(-delta, 0))
    assert (rounding_team, rounding) == (team, resti)
    assert final == Ledger(0, resti if team == A else 0, resti if team == B else 0)


# --- the setup: cut, steals, deal, Fola, discards ---------------------------------------------------


def test_scenario_20_cutter_steal() -> None:
    fola = ["C1", "C2", "C3", "C4", "C6", "C7", "C8", "C9", "C10", "C5"]
    pack, cut = arranged_pack(E, stolen=["CK", "T23", "T29"], fola=fola)
    assert [pack[cut - k] for k in (1, 2, 3, 4)] == ["CK", "T23", "T29", "C5"]  # from the cut face upward
    state = deal_from_pack(pack, E, cut)
    cutter = S  # the dealer E's left
    assert state.events[2] == Stolen(cutter, ("CK", "T23", "T29"), 5)
    reveals = [e for e in state.events if isinstance(e, Revealed)]
    assert state.delta == 5 + sum(e.points for e in reveals if e.seat in (S, N)) \
        - sum(e.points for e in reveals if e.seat in (E, W))
    assert state.record.fola == tuple(fola) and state.record.quotas[cutter] == 3
    assert (state.phase, state.to_play) == ("discard", cutter)
    assert legal(state) == {c for c in state.hands[cutter] if discard_eligible(c)}
    assert {"T23"} <= legal(state) and not {"T29", "CK"} & legal(state)


def test_scenario_21_steal_cap() -> None:
    stolen = ["T40", "T39", "T38", "T37", "T36", "T35", "T34", "T33", "T32", "T31", "T30", "T28", "T27"]
    dealer_cards = ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "CJ", "CN", "CQ",
                    "D2", "D3", "D4", "D5", "D6", "D7", "T25"]
    pack, cut = arranged_pack(E, stolen=stolen, hands={E: dealer_cards}, revealed={E: "T26"})
    assert all(steal_eligible(pack[cut - k]) for k in range(1, 16))  # 15 eligible cards at the cut face
    state = deal_from_pack(pack, E, cut)
    assert state.record.stolen == tuple(stolen)
    assert "T26" in state.hands[E] and "T25" in state.hands[E]  # the 14th and 15th stay in the pack
    assert state.record.fola == () and state.record.dealer_stolen == () and state.record.taken == ()
    assert not any(isinstance(e, DealerStolen | Taken) for e in state.events)
    assert state.record.quotas == (13, 0, 0, 0)


def test_scenario_22_dealer_steal_and_take() -> None:
    stolen = ["T40", "T39", "T38", "T37", "T35", "T34", "T33"]
    state = deal_arranged(E, stolen=stolen, fola=["T36", "T22", "C4", "T13", "T29", "S7"],
                          revealed={S: "C6", E: "C7", N: "C8", W: "C9"})
    assert [e for e in state.events if isinstance(e, DealerStolen | Taken)] == [
        DealerStolen(E, ("T36", "T22"), 10), Taken(E, ("T13", "T29"))]
    assert state.record.fola == ("C4", "S7")
    assert state.record.quotas[E] == 4
    assert len(state.hands[E]) == 25


def test_scenario_23_immediate_scoring_counts_only_opponents_cards() -> None:
    state = play(table(trick="W:T2 S:T40 E:T35", N="DK D2"), "DK")
    assert last(state, TrickWon) == TrickWon(S, ("T2", "T40", "T35", "DK"), 3 + 5, 1)
    assert state.delta == 8


def test_scenario_24_discard_eligibility() -> None:
    hand = ["CK", "T29", "T23", "C5", "M", "T5"]
    assert {c for c in hand if discard_eligible(c)} == {"T23", "C5"}


def test_scenario_25_resti_during_the_reveals() -> None:
    # Dealer E: R = N (team A), O = W (team B), L = S (team A, the cutter).
    stolen = ["T40", "T39", "T38", "T37", "T36", "T5", "T1"]
    state = deal_arranged(E, stolen=stolen, revealed={N: "T2", W: "T30", S: "D3", E: "CK"})
    scoring = [e for e in state.events if isinstance(e, Stolen | Revealed | RestoPaid)]
    assert scoring == [
        Stolen(S, tuple(stolen), 58),
        Revealed(N, "T2", 3), RestoPaid(A, (1, 0)),
        Revealed(W, "T30", 5),
        Revealed(S, "D3", 0),
        Revealed(E, "CK", 5),
    ]
    assert (state.resti, state.delta) == ((1, 0), -9)


@pytest.mark.parametrize("seed", range(60))
def test_scenario_26_invariant(seed: int) -> None:
    rng = Random(seed)
    state = deal(rng)
    while state.to_play is not None:
        state = state.play(rng.choice(state.legal_actions()))
    assert not state.fallback_used
    breakdown = state.breakdown
    assert breakdown is not None
    assert breakdown.teams[0].card_points + breakdown.teams[1].card_points == 142
    assert len(state.piles[0]) + len(state.piles[1]) == 84


# --- the worked example of the ledger (§3.16) -------------------------------------------------------


def test_worked_ledger_example() -> None:
    steps = [  # (team, points, Δ after, resti after)
        (B, 5, -5, (0, 0)), (B, 10, -15, (0, 0)), (A, 0, -15, (0, 0)), (B, 5, -20, (0, 0)),
        (A, 3, -17, (0, 0)), (A, 10, -7, (0, 0)), (B, 15, -22, (0, 0)), (A, 19, -3, (0, 0)),
        (B, 0, -3, (0, 0)), (A, 25, 22, (0, 0)), (A, 15, 37, (0, 0)), (B, 15, 22, (0, 0)),
        (A, 20, 42, (0, 0)), (A, 10, 52, (0, 0)), (A, 15, 7, (1, 0)), (B, 10, -3, (1, 0)),
    ]
    ledger = Ledger()
    for team, gained, delta, resti in steps:
        ledger, _ = ledger.score(team, gained)
        assert (ledger.delta, (ledger.resti_a, ledger.resti_b)) == (delta, resti)
    final, team, rounding = settle_end(ledger, 130, 82)  # Δ = -3 + 48 = +45 -> A +1
    assert (team, rounding, final.net) == (A, 1, 2)
