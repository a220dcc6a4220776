"""Scopa rules as game records: every test position of the spec (rules/scopa.md §7) and every
numbered rule, played through the engine."""

from __future__ import annotations

import doctest
from collections.abc import Sequence
from random import Random

import pytest

from pyapp import scopa
from pyapp.cards import SCOPA_DECK
from pyapp.engine import GameRecordError, IllegalActionError
from pyapp.scopa import (
    Captured,
    DealEnded,
    DealScore,
    Dealt,
    Laid,
    LastTaken,
    Match,
    Play,
    Played,
    Redealt,
    ScopaScored,
    ScopaState,
    deal,
    deal_from,
    legal_plays,
    needs_redeal,
    parse_action,
    primiera,
    score_deal,
)

YOU, AI = 0, 1


# --- helpers -------------------------------------------------------------------------------

def others(*groups: Sequence[str]) -> list[str]:
    """The cards of the deck in none of *groups*, in deck order."""
    used = {card for group in groups for card in group}
    return [card for card in SCOPA_DECK if card not in used]


def position(hand: Sequence[str], table: Sequence[str], *, last_play: bool = False) -> ScopaState:
    """You to play *hand* onto *table*. The other cards fill the AI's hand (as many as yours),
    the stock (as full as possible) and the AI's pile. With *last_play*, you deal and hold the
    last card of the deal (the 36th play)."""
    rest = others(hand, table)
    if last_play:
        assert len(hand) == 1
        return deal_from(hands=(tuple(hand), ()), table=tuple(table), stock=(), dealer=YOU,
                         piles=((), tuple(rest)), last_capturer=AI)
    opponent = len(hand)
    for stock_count in range(30, -1, -6):
        pile = len(rest) - opponent - stock_count
        if pile == 0 or pile >= 2:
            break
    return deal_from(
        hands=(tuple(hand), tuple(rest[:opponent])), table=tuple(table),
        stock=tuple(rest[opponent:opponent + stock_count]), dealer=AI,
        piles=((), tuple(rest[opponent + stock_count:])), last_capturer=AI if pile else None,
    )


def plays(state: ScopaState, card: str) -> set[str]:
    """The legal plays of *card* in text form."""
    return {str(play) for play in state.legal_actions() if play.card == card}


def final(pile_you: Sequence[str], scope: tuple[int, int] = (0, 0)) -> ScopaState:
    """A finished deal: you captured *pile_you*, the AI everything else."""
    pile_ai = others(pile_you)
    return deal_from(hands=((), ()), table=(), stock=(), dealer=YOU,
                     piles=(tuple(pile_you), tuple(pile_ai)), scope=scope, last_capturer=YOU)


class StackedDeck(Random):
    """A generator whose shuffles lay the deck out in the given orders, one per shuffle."""

    def __init__(self, *orders: Sequence[str]) -> None:
        super().__init__(0)
        self.orders = [list(order) for order in orders]

    def shuffle(self, x: list[str]) -> None:  # type: ignore[override]
        x[:] = self.orders.pop(0)


def stacked(first_hand: Sequence[str], dealer_hand: Sequence[str], table: Sequence[str]) -> list[str]:
    """A deck order dealing *first_hand* to the non-dealer, *dealer_hand* to the dealer and
    *table* to the table; the stock follows in deck order."""
    return [*first_hand, *dealer_hand, *table, *others(first_hand, dealer_hand, table)]


def test_module_doctests() -> None:
    assert doctest.testmod(scopa).failed == 0


# --- the spec's test positions (§7) ----------------------------------------------------------

def test_position_1_single_card_priority() -> None:
    state = position(["7b"], ["7c", "3d", "4s"])
    assert plays(state, "7b") == {"7b:7c"}
    for illegal in (Play("7b"), Play("7b", ("3d", "4s")), Play("7b", ("7c", "3d"))):
        with pytest.raises(IllegalActionError, match="7b must take 7c"):
            state.play(illegal)
    after = state.play(Play("7b", ("7c",)))
    assert after.table == ("3d", "4s") and after.piles[YOU] == ("7b", "7c")


def test_position_2_choice_of_sums() -> None:
    state = position(["7b"], ["3d", "4s", "5c", "2b"])
    assert plays(state, "7b") == {"7b:3d+4s", "7b:5c+2b"}
    after = state.play(parse_action("7b:2b+5c"))
    assert after.table == ("3d", "4s") and after.scope == (0, 0)


def test_position_3_re_takes_four_cards_for_a_scopa() -> None:
    state = position(["10d"], ["1d", "2c", "3s", "4b"])
    assert plays(state, "10d") == {"10d:1d+2c+3s+4b"}
    after = state.play(Play("10d", ("1d", "2c", "3s", "4b")))
    assert after.table == () and after.scope == (1, 0)
    assert ScopaScored(YOU, "10d") in after.events and ScopaScored.points == 1


def test_position_3_on_the_36th_play_is_no_scopa() -> None:
    state = position(["10d"], ["1d", "2c", "3s", "4b"], last_play=True)
    assert state.plays_made == 35
    after = state.play(Play("10d", ("1d", "2c", "3s", "4b")))
    assert after.is_over and after.scope == (0, 0)
    assert not [event for event in after.events if isinstance(event, ScopaScored)]


def test_position_4_court_card_in_a_sum_sweeps() -> None:
    state = position(["10s"], ["8d", "2c"])
    assert plays(state, "10s") == {"10s:8d+2c"}
    after = state.play(Play("10s", ("8d", "2c")))
    assert after.table == () and after.scope == (1, 0)


def test_position_5_choose_which_seven() -> None:
    state = position(["7s"], ["7c", "7d"])
    assert plays(state, "7s") == {"7s:7d", "7s:7c"}
    assert state.play(Play("7s", ("7d",))).piles[YOU] == ("7s", "7d")
    with pytest.raises(IllegalActionError):
        state.play(Play("7s", ("7c", "7d")))


def test_position_6_no_capture_lays_the_card() -> None:
    state = position(["6d"], ["5c"])
    assert plays(state, "6d") == {"6d"}
    after = state.play(Play("6d"))
    assert after.table == ("5c", "6d") and after.piles[YOU] == ()
    assert after.events[:2] == (Played(YOU, "6d"), Laid(YOU, "6d"))
    with pytest.raises(IllegalActionError, match="must be laid"):
        state.play(Play("6d", ("5c",)))


def test_position_7_last_play_clears_the_table_without_scopa() -> None:
    state = position(["10d"], ["1d", "2c", "3s", "4b"], last_play=True)
    after = state.play(Play("10d", ("1d", "2c", "3s", "4b")))
    assert after.scope == (0, 0) and after.table == ()
    assert set(after.piles[YOU]) == {"10d", "1d", "2c", "3s", "4b"}
    assert after.events == (Played(YOU, "10d"), Captured(YOU, ("1d", "2c", "3s", "4b")), DealEnded())


def test_position_7_last_capture_takes_the_leftovers() -> None:
    state = position(["10d"], ["1d", "9c", "5s"], last_play=True)
    after = state.play(Play("10d", ("1d", "9c")))
    assert after.table == () and after.scope == (0, 0) and after.last_capturer == YOU
    assert after.piles[YOU] == ("10d", "1d", "9c", "5s")
    assert LastTaken(YOU, ("5s",)) in after.events


def test_position_8_primiera() -> None:
    assert primiera(["7d", "6c", "1s", "5b"]) == 21 + 18 + 16 + 15 == 70
    assert primiera(["7d", "6c", "1s", "5s", "10s"]) is None  # no Bastoni


def test_position_9_redeal_on_three_re() -> None:
    assert needs_redeal(["10c", "10d", "10s", "4b"])
    assert not needs_redeal(["10c", "10d", "4b", "5s"])
    bad = stacked(["1d", "2d", "3d"], ["4d", "5d", "6d"], ["10c", "10d", "10s", "4b"])
    good = stacked(["1c", "2c", "3c"], ["4c", "5c", "6c"], ["10c", "10d", "4b", "5s"])
    state = deal(StackedDeck(bad, good), dealer=AI)
    assert state.dealer == AI and state.table == ("10c", "10d", "4b", "5s")
    assert state.hands == (("1c", "2c", "3c"), ("4c", "5c", "6c"))
    assert state.events[0] == Redealt(AI, ("10c", "10d", "10s", "4b"))
    assert [event.kind for event in state.events] == ["redealt", "dealt", "dealt", "dealt"]


def test_position_10_match_end() -> None:
    # The last card of a deal that ends 3-1 (you: cards, coins, settebello; the AI: primiera).
    assert match_after_last_play((8, 10)).scores == (11, 11)
    assert match_after_last_play((8, 10)).winner is None
    assert match_after_last_play((9, 10)).scores == (12, 11)
    assert match_after_last_play((9, 10)).winner == YOU
    assert match_after_last_play((7, 8)).scores == (10, 9)
    assert match_after_last_play((7, 8)).winner is None


# --- the match (§6) ------------------------------------------------------------------------------

AI_PILE = ("7c", "7s", "7b", "6d", "6c", "6s")


def match_after_last_play(scores: tuple[int, int]) -> Match:
    """A match at *scores* whose deal ends with your 10d sweeping 1d 2c 3s 4b on the 36th play;
    the deal then scores 3-1."""
    table = ("1d", "2c", "3s", "4b")
    state = deal_from(hands=(("10d",), ()), table=table, stock=(), dealer=YOU,
                      piles=(tuple(others(["10d"], table, AI_PILE)), AI_PILE), last_capturer=AI)
    match = Match(scores, 3, YOU, state, ())
    assert match.winner is None
    return match.play(Play("10d", table))


def test_the_last_deal_score_is_added_when_the_deal_ends() -> None:
    match = match_after_last_play((0, 0))
    you, ai = match.past_deals[-1]
    assert (you.card_point, you.coin_point, you.settebello_point, you.primiera_point) == (1, 1, 1, 0)
    assert (ai.primiera_total, you.primiera_total) == (81, 71) and ai.primiera_point == 1
    assert match.scores == (3, 1) and match.state.is_over


def test_eleven_all_continues_with_the_next_dealer() -> None:
    match = match_after_last_play((8, 10))
    assert not match.is_over
    following = match.next_deal(Random(1))
    assert following.state.dealer == AI and following.deal_number == 4
    assert following.scores == (11, 11) and following.state.to_play == YOU


def test_winner_is_only_checked_after_a_complete_deal() -> None:
    state = deal(Random(3), dealer=YOU)
    assert Match((12, 3), 2, AI, state, ()).winner is None
    assert not Match((12, 3), 2, AI, state, ()).is_over


def test_reaching_eleven_in_the_middle_of_a_deal_ends_nothing() -> None:
    state = position(["10s", "5c", "9b"], ["8d", "2c"])
    match = Match((10, 4), 2, AI, state, ())
    after = match.play(Play("10s", ("8d", "2c")))  # a scopa: 11 if counted at once
    assert after.state.scope == (1, 0) and after.scores == (10, 4)
    assert after.winner is None and not after.is_over
    with pytest.raises(IllegalActionError, match="not over"):
        after.next_deal(Random(0))


def test_no_next_deal_after_the_match_is_won() -> None:
    with pytest.raises(IllegalActionError, match="match is over"):
        match_after_last_play((9, 10)).next_deal(Random(0))


def test_dealers_alternate_over_a_whole_match() -> None:
    rng = Random(11)
    match = Match.new(rng)
    dealers = [match.state.dealer]
    while not match.is_over:
        if match.state.is_over:
            match = match.next_deal(rng)
            dealers.append(match.state.dealer)
        else:
            match = match.play(rng.choice(match.state.legal_actions()))
    assert dealers == [(match.first_dealer + n) % 2 for n in range(len(dealers))]
    assert match.deal_number == len(dealers) == len(match.past_deals)
    assert match.scores == (sum(d[0].total for d in match.past_deals),
                            sum(d[1].total for d in match.past_deals))
    you, ai = match.scores
    assert max(you, ai) >= 11 and you != ai and match.winner == (0 if you > ai else 1)
    assert Match.from_text(match.to_text()) == match


def test_first_dealer_is_drawn_from_the_seed() -> None:
    assert {Match.new(Random(seed)).first_dealer for seed in range(20)} == {0, 1}
    assert Match.new(Random(5)) == Match.new(Random(5))


# --- setup (§2) ----------------------------------------------------------------------------------

def test_redeal_on_four_re() -> None:
    bad = stacked(["1d", "2d", "3d"], ["4d", "5d", "6d"], ["10c", "10d", "10s", "10b"])
    good = stacked(["1c", "2c", "3c"], ["4c", "5c", "6c"], ["7d", "8d", "9d", "10d"])
    state = deal(StackedDeck(bad, bad, good), dealer=YOU)
    assert [event.kind for event in state.events] == ["redealt", "redealt", "dealt", "dealt", "dealt"]
    assert state.dealer == YOU and state.table == ("7d", "8d", "9d", "10d")


def test_no_redeal_on_two_re() -> None:
    order = stacked(["1d", "2d", "3d"], ["4d", "5d", "6d"], ["10c", "10d", "4b", "5s"])
    state = deal(StackedDeck(order), dealer=YOU)
    assert state.table == ("10c", "10d", "4b", "5s")
    assert not [event for event in state.events if isinstance(event, Redealt)]


def test_deal_gives_three_each_four_to_the_table_non_dealer_first() -> None:
    order = stacked(["1d", "2d", "3d"], ["4d", "5d", "6d"], ["1c", "2c", "3c", "4c"])
    state = deal(StackedDeck(order), dealer=AI)
    assert state.hands == (("1d", "2d", "3d"), ("4d", "5d", "6d"))  # you do not deal: first
    assert len(state.stock) == 30 and state.plays_made == 0
    assert state.events == (Dealt(YOU, ("1d", "2d", "3d")),
                            Dealt(AI, ("4d", "5d", "6d")),
                            Dealt(None, ("1c", "2c", "3c", "4c")))


@pytest.mark.parametrize("dealer", [YOU, AI])
def test_non_dealer_plays_first(dealer: int) -> None:
    for seed in range(5):
        assert deal(Random(seed), dealer).to_play == 1 - dealer


# --- a turn (§3) ---------------------------------------------------------------------------------

def test_a_card_that_can_capture_is_never_laid() -> None:
    assert legal_plays(["5d"], ["2c", "3s", "9b"]) == (Play("5d", ("2c", "3s")),)
    assert legal_plays(["5d"], ["2c", "9b"]) == (Play("5d"),)


def test_same_value_excludes_sums_even_when_sums_exist() -> None:
    assert {str(p) for p in legal_plays(["6b"], ["6c", "1d", "5d", "2s", "4s"])} == {"6b:6c"}


def test_sums_of_three_and_more_cards() -> None:
    found = {str(p) for p in legal_plays(["9c"], ["1d", "2d", "3s", "4b", "6b"])}
    assert found == {"9c:1d+2d+6b", "9c:2d+3s+4b", "9c:3s+6b"}


def test_any_card_in_hand_may_be_played() -> None:
    state = position(["7b", "1c", "10s"], ["7c", "3d", "4s"])
    assert {play.card for play in state.legal_actions()} == {"7b", "1c", "10s"}


def test_turns_alternate_and_the_hand_shrinks() -> None:
    state = position(["6d", "9c", "2b"], ["5c"])
    after = state.play(Play("9c"))
    assert after.to_play == AI and after.hands[YOU] == ("6d", "2b") and len(after.hands[AI]) == 3


def test_a_card_not_in_hand_is_refused() -> None:
    state = position(["6d", "9c", "2b"], ["5c"])
    with pytest.raises(IllegalActionError, match="not in the hand"):
        state.play(Play("5c"))


def test_hands_are_refilled_when_both_are_empty_and_not_the_table() -> None:
    # You deal and hold the last card of round 1; the AI's hand is already empty.
    stock = others(["9d"], ["5c", "6c", "4s"])[:30]
    rest = others(["9d"], ["5c", "6c", "4s"], stock)
    state = deal_from(hands=(("9d",), ()), table=("5c", "6c", "4s"), stock=tuple(stock),
                      dealer=YOU, piles=((), tuple(rest)), last_capturer=AI)
    assert state.plays_made == 5 and state.to_play == YOU
    after = state.play(Play("9d", ("5c", "4s")))
    assert after.hands == (tuple(stock[3:6]), tuple(stock[:3]))  # the non-dealer first
    assert after.stock == tuple(stock[6:]) and after.table == ("6c",)
    assert after.events[-2:] == (Dealt(AI, tuple(stock[:3])),
                                 Dealt(YOU, tuple(stock[3:6])))
    assert after.to_play == AI


def test_a_deal_has_six_rounds_and_36_plays() -> None:
    rng = Random(2024)
    state = deal(rng, dealer=YOU)
    reloads = []
    while not state.is_over:
        state = state.play(rng.choice(state.legal_actions()))
        dealt = [event for event in state.events if isinstance(event, Dealt)]
        if dealt:
            reloads.append(state.plays_made)
            assert [event.seat for event in dealt] == [AI, YOU]  # never the table
            assert all(len(event.cards) == 3 for event in dealt)
            assert len(state.hands[0]) == len(state.hands[1]) == 3
    assert reloads == [6, 12, 18, 24, 30]
    assert state.plays_made == 36 == len(state.history) and state.to_play is None
    assert state.stock == () and state.hands == ((), ())
    assert [seat for seat, _ in state.history] == [AI, YOU] * 18
    assert state.legal_actions() == ()
    with pytest.raises(IllegalActionError, match="over"):
        state.play(Play("1d"))


# --- end of a deal (§5) ---------------------------------------------------------------------------

def test_last_capturer_takes_the_table_even_when_someone_else_lays_last() -> None:
    # You lay your last card; the AI captured last, so the table is the AI's.
    state = position(["9d"], ["1c", "2s"], last_play=True)
    after = state.play(Play("9d"))
    assert after.table == () and after.piles[AI][-3:] == ("1c", "2s", "9d")
    assert after.events[-2:] == (LastTaken(AI, ("1c", "2s", "9d")), DealEnded())


def test_nobody_captured_means_the_table_goes_to_nobody() -> None:
    # With all 40 cards this cannot arise (the last card meets its three same-value cards on
    # the table and must capture), so the rule is checked on a hand-made end of deal.
    state = ScopaState(YOU, (("9d",), ()), ("1c", "2s"), (), ((), ()), (0, 0), None, 35, (), ())
    after = state.play(Play("9d"))
    assert after.is_over and after.table == ("1c", "2s", "9d") and after.piles == ((), ())
    assert after.events == (Played(YOU, "9d"), Laid(YOU, "9d"), DealEnded())
    assert after.returns() == (0.0, 0.0)


def test_the_last_card_always_captures_when_nobody_has() -> None:
    table = others(["9d"])
    assert all(play.take for play in legal_plays(["9d"], table))


def test_cards_prize_tie_20_20_goes_to_nobody() -> None:
    pile = [f"{v}d" for v in range(1, 6)] + [f"{v}c" for v in range(1, 11)] + \
        [f"{v}s" for v in range(1, 6)]
    you, ai = score_deal(final(pile))
    assert (you.cards, ai.cards) == (20, 20) and you.card_point == ai.card_point == 0
    assert (you.coins, ai.coins) == (5, 5) and you.coin_point == ai.coin_point == 0
    assert ai.settebello and ai.settebello_point == 1 and you.settebello_point == 0
    assert you.primiera_total is None and ai.primiera_total is None  # no b / no c
    assert you.primiera_point == ai.primiera_point == 0
    assert (you.total, ai.total) == (0, 1)


def test_most_cards_and_most_coins_win_a_point() -> None:
    pile = [f"{v}d" for v in range(1, 7)] + [f"{v}c" for v in range(1, 11)] + \
        [f"{v}s" for v in range(1, 6)]
    you, ai = score_deal(final(pile))
    assert (you.cards, ai.cards, you.card_point, ai.card_point) == (21, 19, 1, 0)
    assert (you.coins, ai.coins, you.coin_point, ai.coin_point) == (6, 4, 1, 0)


def test_primiera_higher_total_wins_and_a_missing_suit_loses() -> None:
    you, ai = score_deal(final(["1d", "1c", "1s", "1b"]))
    assert you.primiera_total == 64 and ai.primiera_total == 21 * 4
    assert (you.primiera_point, ai.primiera_point) == (0, 1)
    you, ai = score_deal(final([c for c in SCOPA_DECK if c[-1] != "b"] + ["1b"]))
    assert ai.primiera_total is None and you.primiera_total == 21 * 3 + 16
    assert (you.primiera_point, ai.primiera_point) == (1, 0)


def test_primiera_equal_totals_tie() -> None:
    pile = ["7d", "7c", "6s", "6b"] + [c for c in SCOPA_DECK if c[-1] in "dc" and c not in
                                       ("7d", "7c", "6d", "6c")]
    you, ai = score_deal(final(pile))
    assert you.primiera_total == ai.primiera_total == 78
    assert you.primiera_point == ai.primiera_point == 0


def test_primiera_values_are_not_capture_values() -> None:
    assert primiera(["10d", "9c", "8s", "2b"]) == 10 + 10 + 10 + 12
    assert primiera(["1d", "10d", "5c", "4s", "3b", "2b"]) == 16 + 15 + 14 + 13


def test_deal_score_is_scope_plus_prizes() -> None:
    you, ai = score_deal(final(["7d", "1d", "2d", "3d", "4d", "5d", "6d"], scope=(2, 1)))
    assert you == DealScore(7, 7, True, None, 2, 0, 1, 1, 0) and you.total == 4
    assert ai.total == 1 + 1 + 0 + 0 + 1  # scope, cards, -, -, primiera (81 vs none)
    state = final(["7d", "1d", "2d", "3d", "4d", "5d", "6d"], scope=(2, 1))
    assert state.returns() == (1.0, -1.0)


def test_returns_are_zero_before_the_end() -> None:
    assert deal(Random(0), YOU).returns() == (0.0, 0.0)


# --- the text form of a play ---------------------------------------------------------------------

def test_plays_read_and_print_their_text_form() -> None:
    assert str(Play("7b", ("3d", "4s"))) == "7b:3d+4s" and str(Play("7b")) == "7b"
    assert parse_action(" 7b:4s+3d ") == Play("7b", ("3d", "4s"))  # any order, read as deck order
    assert parse_action("10d") == Play("10d")


@pytest.mark.parametrize("text, message", [
    ("", "empty"), ("7x", "not a Scopa card: '7x'"), ("7b:", "no taken cards"),
    ("7b:3d+3d", "taken twice"), ("7b:7b", "cannot also be taken"), ("7b:3d+zz", "'zz'"),
])
def test_bad_play_text_is_refused(text: str, message: str) -> None:
    with pytest.raises(GameRecordError, match=message):
        parse_action(text)
