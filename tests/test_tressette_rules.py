"""Every test position of the Tressette spec (``shared/rules/tressette.md`` §15), one named test each,
played through the engine where the position is a deal: trick winners, following suit, the signal
words, the accusi, the scoring of a deal, the match, the seats and the two-player stock."""

from __future__ import annotations

import re
from random import Random

from tressette_positions import D1, D3_HANDS, D3_STOCK, deal_with, legal_texts, play, refusal_code, seat

from pyapp.tressette import (
    DealEnded,
    Drew,
    TressetteMatch,
    TressetteOptions,
    TressetteState,
    TrickWon,
    combinations,
    deal,
    match_winner,
    rounded,
    side_thirds,
)
from pyapp.tressette.rules import DECK, THIRDS, combination_cards, true_word
from pyapp.tressette.scoring import deal_scores


def won(state: TressetteState) -> TrickWon:
    """The trick the last action completed."""
    (trick,) = [event for event in state.events if isinstance(event, TrickWon)]
    return trick


def d1(**options: bool) -> TressetteState:
    """Deal D1 with accuso and signals on (unless *options* say otherwise)."""
    return deal_with(D1, "W", **{"accuso": True, "signals": True, **options})


# --- tricks and following -----------------------------------------------------------------------------


def test_T01_the_highest_of_the_led_suit_wins_and_an_off_suit_asso_cannot() -> None:
    state = deal_with({"S": "4c", "E": "3c", "N": "1d", "W": "2c"}, "W", voids={"N": "c"})
    trick = won(play(state, "4c", "3c", "1d", "2c"))
    assert trick.seat == seat("E") and trick.cards == ("4c", "3c", "1d", "2c")


def test_T02_re_beats_cavallo_beats_fante_beats_7() -> None:
    state = deal_with({"S": "8s", "E": "9s", "N": "10s", "W": "7s"}, "W")
    assert won(play(state, "8s", "9s", "10s", "7s")).seat == seat("N")


def test_T03_no_trumps_the_lead_wins_when_nobody_follows() -> None:
    state = deal_with({"S": "5b", "E": "3c", "N": "3d", "W": "1s"}, "W", voids={"E": "b", "N": "b", "W": "b"})
    assert won(play(state, "5b", "3c", "3d", "1s")).seat == seat("S")


def test_T04_the_2_beats_the_asso() -> None:
    state = deal_with({"S": "1d", "E": "10d", "N": "2d", "W": "3c"}, "W", voids={"W": "d"})
    assert won(play(state, "1d", "10d", "2d", "3c")).seat == seat("N")


def test_T05_two_players_3_beats_2_beats_asso() -> None:
    state = deal_with({"S": "2d", "N": "3d"}, "N", players=2)
    assert won(play(state, "2d", "3d")).seat == seat("N", 2)
    state = deal_with({"S": "2d", "N": "1d"}, "N", players=2)
    assert won(play(state, "2d", "1d")).seat == seat("S", 2)


def test_T06_a_follower_must_follow_suit_but_need_not_win() -> None:
    state = play(deal_with({"S": "4c", "E": "2c 9c 1d 3s"}, "W", voids={"E": "c"}), "4c")
    assert legal_texts(state) == ["2c", "9c"]
    assert refusal_code(state, "1d") == "must_follow"


def test_T07_void_in_the_led_suit_any_card_may_be_played() -> None:
    state = play(deal_with({"S": "4c", "E": "1d 3s 4b"}, "W", voids={"E": "c"}), "4c")
    assert {"1d", "3s", "4b"} <= set(legal_texts(state))
    assert legal_texts(state) == list(state.hands[seat("E")])


def test_T08_after_busso_the_partner_keeps_the_rules_of_play() -> None:
    state = play(d1(), "accuso nap-c", "accuso tris-3-no-s", "5c busso", "10c")
    assert legal_texts(state) == ["6c"]
    assert refusal_code(state, "6c striscio") == "signal_not_lead"
    assert refusal_code(state, "8d") == "must_follow"
    assert refusal_code(state, "5c") == "not_in_hand"


# --- signals --------------------------------------------------------------------------------------------


def test_T09_the_opening_legal_set_has_the_accusi_then_each_card_plain_and_with_its_true_word() -> None:
    state = d1()
    assert legal_texts(state) == [
        "accuso nap-c", "accuso tris-3-no-s", "3d", "3d striscio", "6d", "6d busso", "1c", "1c busso",
        "2c", "2c busso", "3c", "3c busso", "5c", "5c busso", "7s", "7s striscio", "9s", "9s striscio",
        "3b", "3b striscio", "4b", "4b busso"]
    assert len(state.legal_actions()) == 22
    assert refusal_code(state, "5c striscio") == refusal_code(state, "9s volo") == "signal_false"
    assert refusal_code(state, "accuso tris-2-no-c") == refusal_code(state, "accuso quattro-3") == "accuso_not_held"
    assert refusal_code(state, "5c zitto") == "bad_action"


def test_T10_leading_5c_under_the_three_coppe_honours_only_busso_is_true() -> None:
    state = d1()
    assert "5c busso" in legal_texts(state)
    assert refusal_code(state, "5c striscio") == refusal_code(state, "5c volo") == "signal_false"


def test_T11_the_led_3_does_not_count_3d_from_3d_6d_is_striscio() -> None:
    state = d1()
    assert "3d striscio" in legal_texts(state)
    assert refusal_code(state, "3d busso") == "signal_false"


def test_T12_the_last_card_of_a_suit_is_volo() -> None:
    state = deal_with(D1, "E", signals=True)  # dealer E: N leads
    assert state.to_play == seat("N")
    assert "9b volo" in legal_texts(state)
    assert refusal_code(state, "9b busso") == refusal_code(state, "9b striscio") == "signal_false"


def test_T13_leading_the_2_with_the_asso_behind_is_busso() -> None:
    state = deal_with({"S": "2d 1d"}, "W", voids={"S": "d"})
    assert "2d busso" in legal_texts(state)
    assert true_word(state.hands[seat("S")], "2d") == "busso"


def test_T14_options_off_and_words_off_the_lead() -> None:
    state = d1(signals=False, accuso=False)
    assert refusal_code(state, "5c busso") == "signals_off"
    assert refusal_code(state, "accuso nap-c") == "accuso_off"
    state = play(d1(), "5c busso")
    assert refusal_code(state, "4c busso") == refusal_code(state, "10c volo") == "signal_not_lead"


def test_T15_signals_never_restrict_anyone() -> None:
    silent = legal_texts(play(d1(), "5c"))
    assert silent == ["accuso tris-2-no-c", "4c", "7c", "8c", "10c"]
    assert legal_texts(play(d1(), "5c busso")) == silent


# --- accusi --------------------------------------------------------------------------------------------------


def test_T16_a_napoletana_and_three_3s_share_the_3c_for_6() -> None:
    hand = D1["S"].split()
    assert combinations(hand) == ("nap-c", "tris-3-no-s")
    assert "3c" in combination_cards("nap-c") and "3c" in combination_cards("tris-3-no-s")
    state = play(d1(), "accuso nap-c", "accuso tris-3-no-s")
    assert state.accusi() == (6, 0)


def test_T17_four_2s_are_one_quattro_never_a_tris_too() -> None:
    state = deal_with({"S": "2d 2c 2s 2b 1d 3d 4c 5c 6c 7c"}, "W", accuso=True)
    assert legal_texts(state)[:2] == ["accuso nap-d", "accuso quattro-2"]
    assert not any(text.startswith("accuso tris") for text in legal_texts(state))
    assert play(state, "accuso nap-d", "accuso quattro-2").accusi() == (7, 0)


def test_T18_two_napoletane_and_three_assi_for_9() -> None:
    state = deal_with({"S": "1d 2d 3d 1c 2c 3c 1s 4d 5d 6d"}, "W", accuso=True)
    offered = [text for text in legal_texts(state) if text.startswith("accuso")]
    assert offered == ["accuso nap-d", "accuso nap-c", "accuso tris-1-no-b"]
    assert play(state, *offered).accusi() == (9, 0)


def test_T19_the_maximum_is_19() -> None:
    state = deal_with({"S": "1d 1c 1s 1b 2d 2c 2s 3d 3c 3s"}, "W", accuso=True)
    offered = [text for text in legal_texts(state) if text.startswith("accuso")]
    assert offered == ["accuso nap-d", "accuso nap-c", "accuso nap-s", "accuso quattro-1", "accuso tris-2-no-b",
                       "accuso tris-3-no-b"]
    assert play(state, *offered).accusi() == (19, 0)


def test_T20_pairs_and_incomplete_napoletane_are_nothing() -> None:
    state = deal_with({"S": "1d 2d 3c 3s 2s 1b 4d 5d 6d 7d"}, "W", accuso=True)
    assert combinations(state.hands[seat("S")]) == ()
    assert not any(text.startswith("accuso") for text in legal_texts(state))


def test_T21_no_repeat_and_the_window_closes_after_trick_1() -> None:
    state = play(d1(), "accuso nap-c", "accuso tris-3-no-s")
    assert refusal_code(state, "accuso nap-c") == "accuso_repeated"
    state = play(state, "5c busso", "10c", "6c", "9c")
    assert state.to_play == seat("E") and won(state).seat == seat("E")
    assert side_thirds(state.piles, None) == (0, 2)
    assert refusal_code(state, "accuso tris-2-no-c") == "accuso_closed"
    assert refusal_code(state, "2d striscio") == "signal_false"


def test_T22_a_card_of_a_declared_combination_may_be_led_at_once() -> None:
    state = play(d1(), "accuso nap-c", "1c busso")
    assert state.accusi() == (3, 0)
    assert state.to_play == seat("E") and "accuso tris-2-no-c" in legal_texts(state)


# --- scoring a deal -------------------------------------------------------------------------------------------


def split(a_thirds: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The 40 cards split into two piles, A's holding *a_thirds* card thirds (the figures first)."""
    pile: list[str] = []
    total = 0
    for card in sorted(DECK, key=lambda card: -THIRDS[card] if THIRDS[card] == 1 else 0):
        if total + THIRDS[card] <= a_thirds and THIRDS[card] == 1 and total < a_thirds:
            pile.append(card)
            total += THIRDS[card]
    assert total == a_thirds
    return tuple(pile), tuple(card for card in DECK if card not in pile)


def test_T23_every_truncation_case_loses_two_thirds() -> None:
    for a_cards, last, expected in ((12, 0, (5, 6)), (16, 0, (6, 5)), (20, 1, (6, 5))):
        thirds = side_thirds(split(a_cards), last)
        assert sum(thirds) == 35 and rounded(thirds) == expected and sum(rounded(thirds)) == 11
    assert side_thirds(split(12), 0) == (15, 20) and side_thirds(split(16), 0) == (19, 16)
    assert side_thirds(split(20), 1) == (20, 15)


def test_T24_only_the_last_trick_of_scartine_is_1_point() -> None:
    b_pile = ("4c", "5c", "6c", "7c")
    a_pile = tuple(card for card in DECK if card not in b_pile)
    thirds = side_thirds((a_pile, b_pile), 1)
    assert thirds == (32, 3) and rounded(thirds) == (10, 1)


def test_T25_two_figures_alone_are_0() -> None:
    b_pile = ("8c", "9c", "4d", "5d")
    a_pile = tuple(card for card in DECK if card not in b_pile)
    thirds = side_thirds((a_pile, b_pile), 0)
    assert thirds == (33, 2) and rounded(thirds) == (11, 0)


def test_T26_every_trick_is_11() -> None:
    thirds = side_thirds((DECK, ()), 0)
    assert thirds == (35, 0) and rounded(thirds) == (11, 0)


D2 = {"S": "1d 2d 3d 4d 5d 6d 7d 8d 9d 10d", "E": "1c 2c 3c 4c 5c 6c 7c 8c 9c 10c",
      "N": "1s 2s 3s 4s 5s 6s 7s 8s 9s 10s", "W": "1b 2b 3b 4b 5b 6b 7b 8b 9b 10b"}
D2_LEADS = ("4d busso", "5d", "6d busso", "7d", "8d busso", "9d", "10d busso", "1d", "2d busso", "3d volo")


def d2() -> TressetteState:
    return deal_with(D2, "W", accuso=True, signals=True)


def test_T27_d2_the_napoletane_and_every_trick_to_S() -> None:
    state = d2()
    for number, lead in enumerate(D2_LEADS, start=1):
        if number == 1:
            state = play(state, "accuso nap-d")
        state = play(state, lead)
        for letter in "ENW":
            if number == 1:
                state = play(state, f"accuso nap-{ {'E': 'c', 'N': 's', 'W': 'b'}[letter]}")
            state = state.play(state.legal_actions()[0])
        assert won(state).seat == seat("S")
    assert state.is_over
    assert state.thirds() == (35, 0) and state.accusi() == (6, 6) and state.points() == (17, 6)
    assert state.events[-1] == DealEnded((35, 0), (11, 0), (6, 6))


def test_T28_d2_after_trick_1_every_denari_lead_is_busso() -> None:
    state = play(d2(), "accuso nap-d", "4d busso", "accuso nap-c", "1c", "accuso nap-s", "1s", "accuso nap-b", "1b")
    assert state.to_play == seat("S")
    for card in state.hands[seat("S")]:
        assert f"{card} busso" in legal_texts(state)
    assert refusal_code(state, "5d volo") == "signal_false"
    assert refusal_code(state, "accuso nap-d") == "accuso_closed"


def test_T29_d1_trick_2_follow_denari_and_the_3_wins() -> None:
    state = play(d1(), "5c busso", "10c", "6c", "9c", "2d busso")
    assert legal_texts(state) == ["4d", "5d", "8d", "9d", "10d"]
    state = play(state, "10d")
    assert legal_texts(state) == ["7d"]
    state = play(state, "7d", "3d")
    assert won(state).seat == seat("S")
    assert side_thirds(state.piles, None) == (3, 2)


# --- the match ---------------------------------------------------------------------------------------------------


def finished_deal(points: tuple[int, int], dealer: int, options: TressetteOptions) -> TressetteState:
    """A random deal by *dealer* played to its end with these deal scores."""
    for seed in range(2000):
        rng = Random(seed)
        state = deal(rng, dealer, options)
        while not state.is_over:
            state = state.play(rng.choice(state.legal_actions()))
        if state.points() == points:
            return state
    raise AssertionError(f"no deal scored {points}")


def match_after(before: tuple[int, int], deal_points: tuple[int, int], target: int) -> TressetteMatch:
    """A match to *target* standing at *before* that has just finished a deal scoring *deal_points*."""
    options = TressetteOptions(target=target)
    first, second = before
    results = ((first - first // 2, second - second // 2), (first // 2, second // 2), deal_points)
    state = finished_deal(deal_points, 2 % 4, options)
    return TressetteMatch(options, 0, results, state)


def test_T30_equal_at_the_target_another_deal() -> None:
    assert match_winner((22, 22), 21) is None
    match = match_after((18, 15), (4, 7), 21)
    assert match.totals == (22, 22) and match.winner is None
    assert TressetteMatch.from_text(match.to_text()) == match
    assert match.next_deal(Random(1)).state.dealer == 3


def test_T31_both_past_the_target_the_higher_wins() -> None:
    assert match_winner((22, 25), 21) == 1
    match = match_after((19, 17), (3, 8), 21)
    assert match.totals == (22, 25) and match.winner == 1 and match.is_over


def test_T32_reaching_the_target_with_more_wins() -> None:
    assert match_winner((20, 21), 21) == 1
    assert match_winner((20, 10), 21) is None


def test_T33_target_31_a_tie_then_a_deal_more() -> None:
    assert match_winner((35, 35), 31) is None and match_winner((41, 40), 31) == 0
    assert deal_scores((15, 17), (0, 1)) == (5, 6)  # a deal of 5–6 with an accuso
    match = match_after((30, 29), (5, 6), 31)
    assert match.totals == (35, 35) and match.winner is None
    following = TressetteMatch(match.options, 0, match.results + ((6, 5),),
                               finished_deal((6, 5), 3, match.options))
    assert following.totals == (41, 40) and following.winner == 0


def test_T34_target_41_the_match_goes_on() -> None:
    assert match_winner((40, 3), 41) is None
    assert match_after((30, 2), (10, 1), 41).winner is None


# --- seats and two players --------------------------------------------------------------------------------------


def test_T35_the_dealers_right_leads_and_deals_next() -> None:
    options = TressetteOptions()
    state = deal(Random(5), seat("N"), options)
    order = []
    for _ in range(4):
        order.append(state.to_play)
        state = state.play(state.legal_actions()[0])
    assert order == [seat("W"), seat("S"), seat("E"), seat("N")]
    match = TressetteMatch(options, seat("N"), (), deal(Random(5), seat("N"), options))
    while match.to_play is not None:
        match = match.play(match.state.legal_actions()[0])
    if not match.is_over:
        following = match.next_deal(Random(6))
        assert following.state.dealer == seat("W") and following.to_play == seat("S")
    two = TressetteOptions(players=2)
    state = deal(Random(5), seat("S", 2), two)
    assert state.to_play == seat("N", 2)
    match = TressetteMatch(two, 0, (), state)
    while match.to_play is not None:
        match = match.play(match.state.legal_actions()[0])
    assert match.next_dealer == seat("N", 2)


def d3(**options: bool) -> TressetteState:
    return deal_with(D3_HANDS, "S", players=2, stock=D3_STOCK, **options)


def test_T36_two_players_the_winner_draws_first_and_the_draws_are_shown() -> None:
    state = d3()
    assert state.to_play == seat("N", 2) and len(state.stock) == 20
    assert refusal_code(state, "4c volo") == "signals_off"
    state = play(state, "4c")
    assert legal_texts(state) == ["1c", "5c", "6c", "7c"]
    state = play(state, "1c")
    assert won(state).seat == seat("S", 2)
    assert [event for event in state.events if isinstance(event, Drew)] == [Drew(0, "8c", 1), Drew(1, "9c", 1)]
    assert state.view(0).draws == ("8c", "9c") == state.view(1).draws
    assert len(state.stock) == 18
    state = play(state, "2d")
    assert legal_texts(state) == ["1d", "5d", "6d"]
    state = play(state, "1d")
    assert won(state).seat == seat("S", 2)
    assert state.draws[-2:] == ((0, "10c", 2), (1, "4d", 2)) and len(state.stock) == 16
    assert side_thirds(state.piles, None)[0] == 7


def test_T37_two_players_accusi_only_in_trick_1() -> None:
    state = deal_with({"S": "1d 1c 1s 4d 5d 6d 7d 4c 5c 6c", "N": "1b 2b 3b 4b 5b 6b 7b 8b 9b 10b"}, "N",
                      players=2, stock="2d 3d", accuso=True)
    assert legal_texts(state)[0] == "accuso tris-1-no-b"
    state = play(state, "accuso tris-1-no-b", "4c")
    legal = legal_texts(state)
    assert legal == ["accuso nap-b"] + D4_BASTONI
    state = play(state, "accuso nap-b", "5b")
    assert won(state).seat == seat("S", 2) and state.draws == ((0, "2d", 1), (1, "3d", 1))
    assert not any(text.startswith("accuso") for text in legal_texts(state))
    assert refusal_code(state, "accuso tris-1-no-b") == "accuso_closed"
    state = play(state, "4d")
    assert refusal_code(state, "accuso nap-b") == "accuso_closed"


D4_BASTONI = ["1b", "2b", "3b", "4b", "5b", "6b", "7b", "8b", "9b", "10b"]

CARD = re.compile(r"\b(?:10|[1-9])[dcsb]\b")


def test_T38_hidden_draws_show_only_ones_own() -> None:
    hidden = play(d3(show_draws=False), "4c", "1c")
    view = hidden.view(seat("S", 2))
    assert view.draws == ("8c", None)
    assert "9c" not in CARD.findall(view.to_text())
    assert play(d3(), "4c", "1c").view(seat("S", 2)).draws == ("8c", "9c")


def test_T39_a_view_shows_the_lead_its_word_the_accuso_and_the_counts_only() -> None:
    state = play(d1(), "accuso nap-c", "5c busso")
    view = state.view(seat("E"))
    assert view.hand == tuple(sorted(D1["E"].split(), key=DECK.index))
    assert view.trick == ((0, "5c"),) and view.word == "busso"
    assert view.declared == ((0, "nap-c"),) and combination_cards("nap-c") == ("1c", "2c", "3c")
    assert view.hand_sizes == (9, 10, 10, 10)
    assert set(CARD.findall(view.to_text())) == set(view.hand) | {"5c"}
