"""Scopone as game records: the test positions of ``rules/scopa-variants.md`` §3.6-3.9 (the two deals,
partnerships, the 40th play, the order of play and of dealers), the views and the text forms."""

from __future__ import annotations

from random import Random

import pytest

from pyapp.cards import SCOPA_DECK
from pyapp.engine import GameRecordError, IllegalActionError
from pyapp.scopa import Dealt, LastTaken, Play, Redealt, ScopaRules, ScopaScored
from pyapp.scopone import (
    ScoponeMatch,
    ScoponeState,
    ScoponeView,
    deal_scopone,
    scopone_from,
    seat_to_play,
    side_of,
)

YOU, RIGHT, PARTNER, LEFT = 0, 1, 2, 3


def test_scientifico_deals_ten_each_an_empty_table_and_the_dealers_right_leads_by_laying() -> None:
    for dealer in range(4):
        state = deal_scopone(Random(dealer), dealer)
        assert [len(hand) for hand in state.hands] == [10, 10, 10, 10] and state.table == ()
        assert state.to_play == (dealer + 1) % 4
        assert all(not play.take for play in state.legal_actions())
        assert len(state.legal_actions()) == 10


def test_classico_deals_nine_each_and_four_to_the_table() -> None:
    state = deal_scopone(Random(2), YOU, "classico")
    assert [len(hand) for hand in state.hands] == [9, 9, 9, 9] and len(state.table) == 4
    assert state.events[-1] == Dealt(None, state.table)


def test_classico_a_table_with_three_re_is_dealt_again_by_the_same_dealer() -> None:
    redealt = []
    for seed in range(4000):
        state = deal_scopone(Random(seed), LEFT, "classico")
        redeals = [event for event in state.events if isinstance(event, Redealt)]
        if redeals:
            redealt.append(seed)
            assert all(event.seat == LEFT for event in redeals)
            assert all(sum(card.startswith("10") for card in event.cards) >= 3 for event in redeals)
            assert sum(card.startswith("10") for card in state.table) < 3
            assert state.dealer == LEFT and state.to_play == YOU
    assert redealt, "no redeal in 4000 deals (about 1 in 40 tables shows three Re)"


def test_partners_captures_go_to_one_pile_and_either_partners_scopa_scores_for_both() -> None:
    # You lay 5c; the right lays 2s; your partner sweeps 5c+2s with 7b: a scopa for side 0.
    hands = [("5c", "1d"), ("2s", "1c"), ("7b", "1s"), ("9d", "1b")]
    rest = [card for card in SCOPA_DECK if all(card not in hand for hand in hands)]
    state = scopone_from(hands, (), LEFT, piles=(tuple(rest[:16]), tuple(rest[16:])), last_capturer=RIGHT)
    state = state.play(Play("5c")).play(Play("2s"))
    after = state.play(Play("7b", ("5c", "2s")))
    assert ScopaScored(PARTNER, "7b") in after.events
    assert after.scope == (1, 0)
    assert {"7b", "5c", "2s"} <= set(after.piles[0])
    assert after.returns()[YOU] == after.returns()[PARTNER] == 0.0


def test_the_fortieth_play_of_scientifico_never_scores_a_scopa() -> None:
    hands = [(), (), (), ("7b",)]
    rest = [card for card in SCOPA_DECK if card not in ("7b", "7c")]
    state = scopone_from(hands, ("7c",), LEFT, piles=(tuple(rest[:20]), tuple(rest[20:])), last_capturer=YOU)
    assert state.plays_made == 39 and state.to_play == LEFT
    after = state.play(Play("7b", ("7c",)))
    assert after.is_over and after.scope == (0, 0) and after.table == ()
    assert not any(isinstance(event, ScopaScored) for event in after.events)


def _classico_last_play(card: str) -> ScoponeState:
    """Classico's 36th play to come: the dealer (left) holds *card*, the table 1c 2s, the partner
    (side 0) took last."""
    table = ("1c", "2s")
    rest = [other for other in SCOPA_DECK if other not in (card, *table)]
    state = scopone_from([(), (), (), (card,)], table, LEFT, "classico",
                         piles=(tuple(rest[:18]), tuple(rest[18:])), last_capturer=PARTNER)
    assert state.plays_made == 35 and state.to_play == LEFT
    return state


def test_the_thirty_sixth_play_of_classico_never_scores_a_scopa() -> None:
    # scopa-variants.md §2: "no scopa on the deal's last play" (36 plays in classico).
    after = _classico_last_play("3d").play(Play("3d", ("1c", "2s")))
    assert after.is_over and after.table == () and after.scope == (0, 0)
    assert not any(isinstance(event, ScopaScored) for event in after.events)


def test_what_is_left_goes_to_the_last_capturers_partnership() -> None:
    # §2: the last take is Scopa's, counted per partnership. The dealer (side 1) lays 9d, which
    # takes nothing; the partner (side 0) took last, so side 0 takes the table, with no scopa.
    after = _classico_last_play("9d").play(Play("9d"))
    assert after.is_over and after.table == () and after.scope == (0, 0)
    assert LastTaken(PARTNER, ("1c", "2s", "9d")) in after.events
    assert {"1c", "2s", "9d"} <= set(after.piles[0]) and len(after.piles[0]) == 21


def _match_before_its_last_play(scores: tuple[int, int], rules: ScopaRules) -> ScoponeMatch:
    """A match whose deal ends on the left's lay of 1b, the table going to side 0, which then holds
    all 40 cards: the deal scores 4 to 0 (cards, coins, settebello, primiera)."""
    rest = tuple(card for card in SCOPA_DECK if card != "1b")
    state = scopone_from([(), (), (), ("1b",)], (), LEFT, piles=(rest, ()), last_capturer=YOU, rules=rules)
    return ScoponeMatch(scores, 1, LEFT, state)


@pytest.mark.parametrize(("before", "target", "winner"), [
    ((7, 11), 11, None),    # 11-11: equal totals at the target play on
    ((8, 11), 11, 0),       # 12-11
    ((7, 12), 11, 1),       # 11-12: the side with strictly more wins
    ((6, 9), 11, None),     # 10-9: nobody at the target yet
    ((7, 9), 11, 0),        # 11-9
    ((16, 18), 21, None),   # 20-18 to 21
    ((17, 21), 21, None),   # 21-21 to 21
    ((18, 21), 21, 0),      # 22-21 to 21
])
def test_a_scopone_match_is_won_at_the_target_by_strictly_more_and_ties_play_on(
        before: tuple[int, int], target: int, winner: int | None) -> None:
    # scopa-variants.md §1.1, which §2 applies to Scopone: "a side with at least target points and
    # strictly more than the other wins the match. Equal totals at or above the target continue".
    match = _match_before_its_last_play(before, ScopaRules(target=target))
    assert match.winner is None
    after = match.play(Play("1b"))
    assert after.scores == (before[0] + 4, before[1])
    assert after.winner == winner and after.is_over == (winner is not None)
    if winner is None:
        assert after.next_deal(Random(1)).deal_number == 2
    else:
        with pytest.raises(IllegalActionError, match="the match is over"):
            after.next_deal(Random(1))


def test_the_default_target_for_scopone_is_eleven() -> None:
    # §2: "The default target for Scopone is 11."
    assert ScoponeMatch.new(Random(1)).rules.target == 11
    assert ScoponeMatch.new(Random(1), "classico").rules.target == 11


def test_play_goes_from_the_dealers_right_counter_clockwise() -> None:
    for dealer in range(4):
        order = [seat_to_play(dealer, plays, "scientifico") for plays in range(8)]
        assert order == [(dealer + 1 + step) % 4 for step in range(8)]
    state = deal_scopone(Random(5), RIGHT)
    seats = []
    while not state.is_over:
        seats.append(state.to_play)
        state = state.play(state.legal_actions()[0])
    assert seats == [PARTNER, LEFT, YOU, RIGHT] * 10


def test_the_next_deal_is_dealt_by_the_seat_on_the_dealers_right() -> None:
    rng = Random(8)
    match = ScoponeMatch.new(rng)
    dealers = [match.state.dealer]
    while len(dealers) < 5 and not match.is_over:
        while match.to_play is not None:
            match = match.play(rng.choice(match.state.legal_actions()))
        if match.is_over:
            break
        match = match.next_deal(rng)
        dealers.append(match.state.dealer)
    assert dealers == [(dealers[0] + step) % 4 for step in range(len(dealers))]


def test_partnerships_sit_opposite() -> None:
    assert [side_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    state = deal_scopone(Random(1), YOU)
    while not state.is_over:
        state = state.play(state.legal_actions()[-1])
    returns = state.returns()
    assert returns[YOU] == returns[PARTNER] == -returns[RIGHT] == -returns[LEFT]


def test_a_seat_sees_its_own_hand_only_its_partners_too_is_hidden() -> None:
    state = deal_scopone(Random(4), LEFT)
    view = state.view(YOU)
    assert view.hand == state.hands[YOU] and view.hand_counts == (10, 10, 10, 10)
    assert set(view.unseen()) == set(state.hands[RIGHT] + state.hands[PARTNER] + state.hands[LEFT])
    # Another world with the same view gives the same determinization.
    other = scopone_from([state.hands[YOU], state.hands[LEFT], state.hands[RIGHT], state.hands[PARTNER]],
                         (), LEFT)
    assert other.view(YOU) == view
    assert other.view(YOU).determinize(Random(3)) == view.determinize(Random(3))


def test_the_options_apply_to_scopone() -> None:
    rules = ScopaRules(target=21, asso_piglia_tutto=True)
    hands = [("1b", "6c"), ("2s", "3c"), ("7b", "1s"), ("9d", "4b")]
    rest = [card for card in SCOPA_DECK if all(card not in hand for hand in hands) and card not in ("5c", "3s")]
    state = scopone_from(hands, ("5c", "3s"), LEFT, piles=(tuple(rest[:14]), tuple(rest[14:])),
                         last_capturer=YOU, rules=rules)
    after = state.play(Play("1b", ("5c", "3s")))
    assert after.table == () and after.scope == (0, 0)
    assert ScoponeMatch.new(Random(1), "classico", rules).rules.target == 21


def test_illegal_plays_are_refused_and_change_nothing() -> None:
    state = deal_scopone(Random(6), YOU)
    with pytest.raises(IllegalActionError, match="not in the hand of seat 1"):
        state.play(Play(state.hands[PARTNER][0]))
    assert state == deal_scopone(Random(6), YOU)


def test_text_forms_round_trip() -> None:
    rng = Random(11)
    match = ScoponeMatch.new(rng, "classico", ScopaRules(napola=True))
    for _ in range(17):
        match = match.play(rng.choice(match.state.legal_actions()))
    assert ScoponeMatch.from_text(match.to_text()) == match
    assert ScoponeState.from_text(match.state.to_text()) == match.state
    for seat in range(4):
        view = match.view(seat)
        assert ScoponeView.from_text(view.to_text()) == view


@pytest.mark.parametrize(("change", "message"), [
    ({"seat": 4}, r"seat must be 0, 1, 2 or 3"),
    ({"mode": "ciapa"}, "mode must be scientifico or classico"),
    ({"hand_counts": [10, 10, 10]}, "four counts"),
    ({"extra": 1}, "unknown field 'extra'"),
    ({"plays_made": 3}, "plays do not match"),
])
def test_a_bad_view_text_is_refused_naming_the_field(change: dict[str, object], message: str) -> None:
    obj = deal_scopone(Random(2), YOU).view(RIGHT).to_json()
    obj.update(change)
    with pytest.raises(GameRecordError, match=message):
        ScoponeView.from_json(obj)


def test_a_view_turned_to_seat_zero_is_what_the_bot_protocol_reads() -> None:
    from pyapp.scopone import protocol

    rng = Random(12)
    match = ScoponeMatch.new(rng, "classico", ScopaRules(re_bello=True))
    for _ in range(11):
        match = match.play(rng.choice(match.state.legal_actions()))
    view = match.view(match.to_play)
    turned = view.as_seat_zero()
    assert turned.seat == 0 and turned.legal_actions() == view.legal_actions()
    assert protocol.view_from_request(protocol.request_from_view(view)) == turned
