"""Scopa's rule options as game records: the test positions of ``rules/scopa-variants.md`` §3.1-3.5
(target, Re bello, napola, Asso piglia tutto) and the options' text forms, played through the engine."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from random import Random

import pytest

from pyapp.cards import SCOPA_DECK
from pyapp.engine import GameRecordError
from pyapp.scopa import (
    Captured,
    DealScore,
    LastTaken,
    Match,
    Play,
    ScopaRules,
    ScopaScored,
    ScopaState,
    deal_from,
    legal_plays,
    napola_run,
    parse_rules,
    score_deal,
    score_sides,
)

YOU, AI = 0, 1
ASSO = ScopaRules(asso_piglia_tutto=True)


def others(*groups: Sequence[str]) -> list[str]:
    used = {card for group in groups for card in group}
    return [card for card in SCOPA_DECK if card not in used]


def position(hand: Sequence[str], table: Sequence[str], rules: ScopaRules, *, last_play: bool = False) -> ScopaState:
    """You to play *hand* onto *table* under *rules* (the rest: the AI's hand, the stock, its pile)."""
    rest = others(hand, table)
    if last_play:
        return deal_from(hands=(tuple(hand), ()), table=tuple(table), stock=(), dealer=YOU,
                         piles=((), tuple(rest)), last_capturer=AI, rules=rules)
    return deal_from(hands=(tuple(hand), tuple(rest[:len(hand)])), table=tuple(table),
                     stock=tuple(rest[len(hand):len(hand) + 24]), dealer=AI,
                     piles=((), tuple(rest[len(hand) + 24:])), last_capturer=AI, rules=rules)


def finished_match(scores: tuple[int, int], rules: ScopaRules) -> Match:
    """A match whose current deal is over with *scores* as totals (one past deal of those points)."""
    state = position(["5b"], ["5c"], rules, last_play=True).play(Play("5b", ("5c",)))
    blank = DealScore(0, 0, False, None, 0, 0, 0, 0, 0)
    past = ((replace(blank, scope=scores[0]), replace(blank, scope=scores[1])),)
    return Match(scores, 1, YOU, state, past)


# --- §3.1 target ---------------------------------------------------------------------------

def test_target_21_a_lead_below_the_target_plays_on() -> None:
    assert finished_match((20, 18), ScopaRules(target=21)).winner is None


def test_target_21_the_side_at_22_wins_over_21() -> None:
    assert finished_match((22, 21), ScopaRules(target=21)).winner == YOU
    assert finished_match((21, 22), ScopaRules(target=21)).winner == AI


def test_target_21_equal_totals_at_the_target_play_another_deal() -> None:
    match = finished_match((21, 21), ScopaRules(target=21))
    assert match.winner is None
    assert match.next_deal(Random(1)).rules.target == 21


def test_every_target_is_the_threshold() -> None:
    for target in (11, 16, 21, 31):
        assert finished_match((target, target - 1), ScopaRules(target=target)).winner == YOU
        assert finished_match((target - 1, target - 3), ScopaRules(target=target)).winner is None


def test_an_unknown_target_is_refused() -> None:
    with pytest.raises(GameRecordError, match="target must be one of 11, 16, 21, 31"):
        ScopaRules(target=15)


# --- §3.2 Re bello -------------------------------------------------------------------------

def test_re_bello_scores_one_more_for_the_pile_holding_the_re_of_coins() -> None:
    # A holds 10d; all other prizes split 1-1 (A: cards, coins; B: settebello, primiera).
    pile_a = ["10d", "1d", "2d", "3d", "4d", "5d", "8c", "9c", "10c", "8s", "9s", "10s", "8b", "9b", "10b",
              "2c", "3c", "4c", "2s", "3s", "4s"]
    pile_b = others(pile_a)
    plain = score_sides((pile_a, pile_b), (0, 0))
    with_re = score_sides((pile_a, pile_b), (0, 0), ScopaRules(re_bello=True))
    assert (plain[0].total, plain[1].total) == (2, 2)
    assert (with_re[0].total, with_re[1].total) == (3, 2)
    assert with_re[0].re_bello_point == 1 and with_re[1].re_bello_point == 0
    # 10d still counts for the coins (6 of 10) and the cards; primiera as usual (B has it).
    assert with_re[0].coins == 6 and with_re[0].coin_point == 1 and with_re[0].card_point == 1
    assert with_re[1].primiera_point == 1 and with_re[1].settebello_point == 1


def test_re_bello_is_nothing_without_the_option() -> None:
    scores = score_sides((["10d", "1c"], others(["10d", "1c"])), (0, 0))
    assert scores[0].re_bello_point == 0


# --- §3.3 napola ---------------------------------------------------------------------------

@pytest.mark.parametrize(("coins", "points"), [
    (["1d", "2d", "3d", "4d", "6d"], 4),
    (["1d", "2d", "3d"], 3),
    (["2d", "3d", "4d", "5d"], 0),
    (["1d", "2d", "3d", "5d"], 3),
    (["1d", "2d", "3d", "4d", "5d"], 5),
    ([f"{value}d" for value in range(1, 11)], 10),
])
def test_napola_counts_the_run_of_coins_from_the_asso(coins: list[str], points: int) -> None:
    assert napola_run(coins) == points
    pile = [*coins, "1c"]
    scores = score_sides((pile, others(pile)), (0, 0), ScopaRules(napola=True))
    assert scores[0].napola_point == points


def test_napola_with_all_ten_coins_keeps_the_coins_and_settebello_prizes() -> None:
    pile = [f"{value}d" for value in range(1, 11)]
    scores = score_sides((pile, others(pile)), (0, 0), ScopaRules(napola=True))
    assert scores[0].napola_point == 10
    assert scores[0].coin_point == 1 and scores[0].settebello_point == 1
    # With Re bello too the Re of coins scores for both.
    both = score_sides((pile, others(pile)), (0, 0), ScopaRules(napola=True, re_bello=True))
    assert both[0].napola_point == 10 and both[0].re_bello_point == 1
    assert both[0].total == scores[0].total + 1


def test_napola_is_nothing_without_the_option() -> None:
    pile = ["1d", "2d", "3d", "1c"]
    assert score_sides((pile, others(pile)), (0, 0))[0].napola_point == 0


# --- §3.4 / §3.5 Asso piglia tutto ------------------------------------------------------------

def test_asso_takes_a_table_without_an_asso_and_it_is_no_scopa() -> None:
    state = position(["1b", "6c"], ["5c", "3s", "7d"], ASSO)
    assert [str(play) for play in state.legal_actions() if play.card == "1b"] == ["1b:7d+5c+3s"]
    after = state.play(Play("1b", ("7d", "5c", "3s")))
    assert after.table == () and after.scope == (0, 0)
    assert not any(isinstance(event, ScopaScored) for event in after.events)
    assert Captured(YOU, ("7d", "5c", "3s")) in after.events


def test_asso_onto_a_table_with_an_asso_takes_that_asso_only() -> None:
    state = position(["1b", "6c"], ["1c", "4s"], ASSO)
    assert [play for play in state.legal_actions() if play.card == "1b"] == [Play("1b", ("1c",))]
    with pytest.raises(ValueError, match="must take 1c"):
        state.play(Play("1b", ("1c", "4s")))


def test_asso_onto_two_assi_takes_one_of_them_by_choice() -> None:
    state = position(["1b", "6c"], ["1c", "1s", "4s"], ASSO)
    assert [play for play in state.legal_actions() if play.card == "1b"] == [Play("1b", ("1c",)), Play("1b", ("1s",))]


def test_asso_taking_the_last_asso_on_the_table_is_a_scopa() -> None:
    state = position(["1b", "6c"], ["1c"], ASSO)
    after = state.play(Play("1b", ("1c",)))
    assert after.scope == (1, 0) and ScopaScored(YOU, "1b") in after.events


def test_asso_taking_the_last_asso_on_the_deals_last_play_is_no_scopa() -> None:
    after = position(["1b"], ["1c"], ASSO, last_play=True).play(Play("1b", ("1c",)))
    assert after.is_over and after.scope == (0, 0)


def test_asso_on_an_empty_table_is_laid() -> None:
    state = position(["1b", "6c"], [], ASSO)
    assert Play("1b") in state.legal_actions()
    assert state.play(Play("1b")).table == ("1b",)


def test_asso_on_the_last_play_takes_the_table_and_leaves_nothing_for_the_last_take() -> None:
    state = position(["1b"], ["5c", "9s"], ASSO, last_play=True)
    after = state.play(Play("1b", ("5c", "9s")))
    assert after.is_over and after.table == () and after.scope == (0, 0)
    assert not any(isinstance(event, LastTaken) for event in after.events)
    assert {"1b", "5c", "9s"} <= set(after.piles[YOU])


def test_other_cards_capture_as_usual_and_a_table_asso_counts_in_sums() -> None:
    assert legal_plays(["3b"], ["1c", "2s"], ace_takes_all=True) == (Play("3b", ("1c", "2s")),)
    assert legal_plays(["5b"], ["5c", "1s"], ace_takes_all=True) == (Play("5b", ("5c",)),)


def test_without_the_option_an_asso_takes_only_an_asso() -> None:
    state = position(["1b", "6c"], ["5c", "3s", "7d"], ScopaRules())
    assert [play for play in state.legal_actions() if play.card == "1b"] == [Play("1b")]


# --- the rules value and its text forms ---------------------------------------------------------

def test_the_rules_are_carried_by_the_match_its_deals_and_the_views() -> None:
    rules = ScopaRules(target=16, re_bello=True, napola=True, asso_piglia_tutto=True)
    match = Match.new(Random(3), rules)
    assert match.rules == rules and match.view(0).rules == rules
    assert match.state.view(1).determinize(Random(1)).rules == rules
    assert Match.from_text(match.to_text()) == match
    assert ScopaState.from_text(match.state.to_text()).rules == rules


def test_a_deals_score_follows_its_rules() -> None:
    rules = ScopaRules(re_bello=True)
    state = position(["5b"], ["5c"], rules, last_play=True)
    assert score_deal(state.play(Play("5b", ("5c",))))[1].re_bello_point == 1


def test_a_match_saved_before_the_options_reads_with_the_plain_rules() -> None:
    text = Match.new(Random(4)).to_text().replace(
        ',"rules":{"target":11,"re_bello":false,"napola":false,"asso_piglia_tutto":false}', "")
    assert '"rules"' not in text
    assert Match.from_text(text).rules == ScopaRules()


@pytest.mark.parametrize("text", ["target=21,napola", "re_bello,asso_piglia_tutto", "target=31", ""])
def test_the_text_form_round_trips(text: str) -> None:
    rules = parse_rules(text)
    assert parse_rules(str(rules)) == rules and ScopaRules.from_json(rules.to_json()) == rules


@pytest.mark.parametrize(("text", "message"), [
    ("target=12", "target must be one of"),
    ("target=²", "target must be one of"),
    ("napola=1", "unknown option 'napola=1'"),
    ("scopa_d_assi", "unknown option 'scopa_d_assi'"),
])
def test_bad_text_is_refused_with_a_message_naming_it(text: str, message: str) -> None:
    with pytest.raises(GameRecordError, match=message):
        parse_rules(text)


def test_unknown_json_fields_are_named() -> None:
    with pytest.raises(GameRecordError, match="unknown field 'sette_bello'"):
        ScopaRules.from_json({"sette_bello": True})
    with pytest.raises(GameRecordError, match="napola must be true or false"):
        ScopaRules.from_json({"napola": 1})
