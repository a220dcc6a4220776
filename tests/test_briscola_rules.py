"""Every test position of the Briscola spec (``shared/rules/briscola.md`` §14), one named test each,
played through the engine: trick winners and points, legal plays, drawing, the deal, the exchange
option, the end of the game and the match."""

from __future__ import annotations

from random import Random

import pytest
from briscola_positions import build, events_of, play, seat

from pyapp.briscola import (
    BriscolaMatch,
    BriscolaOptions,
    BriscolaState,
    Drew,
    Exchange,
    Exchanged,
    GameEnded,
    PlayCard,
    deal,
    deal_from_deck,
    deck_of,
    game_winner,
    position,
)
from pyapp.engine import IllegalActionError
from pyapp.tricks import side_of

MID_GAME_STOCK = {2: 20, 3: 15, 4: 16}
"""A stock count in the middle of a game for each table size (the piles then hold whole tricks)."""


def trick(players: int, trumps: str, *plays: tuple[str, str]) -> tuple[int, int, BriscolaState]:
    """Plays one trick from a mid-game position (each seat holding its card): (winner seat, the
    trick's points, the state after it)."""
    cards = [card for _, card in plays]
    briscola = next(f"{value}{trumps}" for value in (5, 6, 4, 8, 9) if f"{value}{trumps}" not in cards)
    state = build(players, briscola=briscola, stock_count=MID_GAME_STOCK[players],
                  hands={letter: [card] for letter, card in plays})
    before = state.piles
    state = play(state, *cards)
    (won,) = events_of(state, "trick_won")
    side = side_of(won.seat, players)
    assert state.piles[side] == before[side] + tuple(cards), "the trick goes to its winner's side pile"
    assert won.cards == tuple(cards)
    return won.seat, won.points, state


# --- trick winner and points ------------------------------------------------------------------------


def test_01_same_suit_higher_card_wins() -> None:
    assert trick(2, "d", ("S", "7c"), ("N", "1c"))[:2] == (seat("N", 2), 11)


def test_02_the_lowest_trump_beats_an_asso_of_another_suit() -> None:
    assert trick(2, "d", ("S", "1c"), ("N", "2d"))[:2] == (seat("N", 2), 11)


def test_03_a_card_of_another_non_trump_suit_never_wins() -> None:
    assert trick(2, "d", ("S", "3s"), ("N", "1b"))[:2] == (seat("S", 2), 21)


def test_04_trump_led_the_higher_trump_wins() -> None:
    assert trick(2, "d", ("S", "4d"), ("N", "10d"))[:2] == (seat("N", 2), 4)


def test_05_two_trumps_the_asso_ranks_above_the_tre() -> None:
    assert trick(2, "d", ("S", "1d"), ("N", "3d"))[:2] == (seat("S", 2), 21)


def test_06_the_re_ranks_above_the_cavallo() -> None:
    assert trick(2, "b", ("S", "10c"), ("N", "9c"))[:2] == (seat("S", 2), 7)


def test_07_a_trick_of_no_points_is_still_a_trick() -> None:
    winner, points, state = trick(2, "b", ("S", "2c"), ("N", "7c"))
    assert (winner, points) == (seat("N", 2), 0)
    assert state.to_play == winner and state.trick == ()


def test_08_the_tre_ranks_above_the_re() -> None:
    assert trick(2, "d", ("S", "10c"), ("N", "3c"))[:2] == (seat("N", 2), 14)


def test_09_four_players_the_only_trump_wins_for_team_a() -> None:
    winner, points, state = trick(4, "c", ("S", "3d"), ("E", "10d"), ("N", "2c"), ("W", "1d"))
    assert (winner, points) == (seat("N", 4), 25)
    assert side_of(winner, 4) == 0  # team A = S and N


def test_10_four_players_the_highest_of_three_trumps_wins() -> None:
    assert trick(4, "c", ("S", "7s"), ("E", "4c"), ("N", "1c"), ("W", "3c"))[:2] == (seat("N", 4), 21)


def test_11_four_players_no_trump_the_highest_of_the_led_suit_wins_for_team_b() -> None:
    winner, points, _ = trick(4, "c", ("S", "5b"), ("E", "1s"), ("N", "4b"), ("W", "3b"))
    assert (winner, points) == (seat("W", 4), 21)
    assert side_of(winner, 4) == 1


def test_12_three_players_trump_led_the_third_card_wins() -> None:
    assert trick(3, "s", ("S", "2s"), ("E", "1d"), ("W", "3s"))[:2] == (seat("W", 3), 21)


def test_13_four_players_the_off_suit_asso_loses() -> None:
    winner, points, _ = trick(4, "s", ("S", "9s"), ("E", "10s"), ("N", "3s"), ("W", "1c"))
    assert (winner, points) == (seat("N", 4), 3 + 4 + 10 + 11)


# --- legal plays -------------------------------------------------------------------------------------


def test_14_any_card_may_be_played_no_need_to_follow_trump_or_beat() -> None:
    state = build(2, briscola="5d", stock_count=20, hands={"S": ["2c", "10s", "7d"], "N": ["1c"]},
                  leader="N")
    state = play(state, "1c")
    assert [str(action) for action in state.legal_actions()] == ["2c", "10s", "7d"]


# --- drawing -----------------------------------------------------------------------------------------


def arranged_deck(players: int, dealer: int, hands: dict[int, list[str]], briscola: str,
                  stock_top: list[str]) -> list[str]:
    """A deck order that deals *hands* (by seat), turns *briscola* and puts *stock_top* on the stock (§2.4)."""
    named = [card for cards in hands.values() for card in cards] + [briscola, *stock_top]
    rest = [card for card in deck_of(players) if card not in named]
    first = (dealer + 1) % players
    filled = {number: hands.get(number, []) + [] for number in range(players)}
    for number in range(players):
        while len(filled[number]) < 3:
            filled[number].append(rest.pop(0))
    deck = [filled[(first + step) % players][round_] for round_ in range(3) for step in range(players)]
    return deck + [briscola, *stock_top, *rest]


def test_15_trick_one_the_winner_draws_the_top_card_and_leads_the_next_trick() -> None:
    deck = arranged_deck(2, 1, {0: ["7c"], 1: ["1c"]}, "5d", ["4c", "9s"])
    state = deal_from_deck(deck, dealer=1)
    assert state.stock_count == 34 and state.to_play == seat("S", 2)
    state = play(state, "7c", "1c")
    (won,) = events_of(state, "trick_won")
    assert (won.seat, won.points) == (seat("N", 2), 11)
    assert events_of(state, "drew") == [Drew(seat("N", 2), "4c"), Drew(seat("S", 2), "9s")]
    assert state.to_play == seat("N", 2) and state.stock_count == 32
    assert "4c" in state.hands[1] and "9s" in state.hands[0]


def test_16_trick_17_the_loser_draws_the_briscola_and_three_tricks_follow_from_hand() -> None:
    state = build(2, briscola="5d", stock=["6b"], hands={"S": ["10s"], "N": ["3s"]}, leader="S")
    assert state.stock_count == 2 and state.trick_number == 17
    state = play(state, "10s", "3s")
    (won,) = events_of(state, "trick_won")
    assert (won.seat, won.points) == (seat("N", 2), 14)
    assert events_of(state, "drew") == [Drew(1, "6b"), Drew(0, "5d", True)]
    assert state.stock_count == 0 and state.face_up is None and state.face_up_drawn == (0, "5d")
    tricks = 0
    while not state.is_over:
        state = state.play(state.legal_actions()[0])
        tricks += state.to_play is None or not state.trick
    assert tricks == 3 and state.trick_number == 21


def test_17_four_players_trick_7_the_winners_left_hand_neighbour_takes_the_briscola() -> None:
    state = build(4, briscola="5b", stock=["4c", "9s", "6d"], hands={"E": ["2s"], "N": ["6s"], "W": ["1s"],
                                                                     "S": ["3c"]}, leader="E")
    assert state.trick_number == 7 and state.stock_count == 4
    state = play(state, "2s", "6s", "1s", "3c")
    (won,) = events_of(state, "trick_won")
    assert (won.seat, won.points) == (seat("W", 4), 21)
    assert events_of(state, "drew") == [Drew(seat("W", 4), "4c"), Drew(seat("S", 4), "9s"),
                                        Drew(seat("E", 4), "6d"), Drew(seat("N", 4), "5b", True)]


def test_18_three_players_trick_10_the_third_drawer_takes_the_briscola() -> None:
    state = build(3, briscola="7s", stock=["4c", "9d"], hands={"S": ["10d"], "E": ["1d"], "W": ["2b"]},
                  leader="S")
    assert state.trick_number == 10 and state.stock_count == 3
    state = play(state, "10d", "1d", "2b")
    (won,) = events_of(state, "trick_won")
    assert (won.seat, won.points) == (seat("E", 3), 15)
    assert events_of(state, "drew") == [Drew(seat("E", 3), "4c"), Drew(seat("W", 3), "9d"),
                                        Drew(seat("S", 3), "7s", True)]
    assert state.stock_count == 0 and all(len(hand) == 3 for hand in state.hands)


def test_19_three_players_two_trumps_on_an_asso_lead_and_the_draw_order() -> None:
    winner, points, state = trick(3, "s", ("S", "1c"), ("E", "2s"), ("W", "4s"))
    assert (winner, points) == (seat("W", 3), 11)
    assert [event.seat for event in events_of(state, "drew")] == [seat("W", 3), seat("S", 3), seat("E", 3)]


# --- the deal ------------------------------------------------------------------------------------


def test_20_two_players_the_deal_of_an_explicit_deck_order() -> None:
    deck = list(Random(20).sample(deck_of(2), 40))
    state = deal_from_deck(deck, dealer=seat("N", 2))
    assert state.hands == ((deck[0], deck[2], deck[4]), (deck[1], deck[3], deck[5]))
    assert state.briscola == deck[6] == state.face_up and state.stock[0] == deck[7]
    assert state.stock_count == 34 and state.to_play == seat("S", 2)


def test_21_three_players_without_the_2_of_coppe_and_four_players_the_13th_card() -> None:
    assert len(deck_of(3)) == 39 and "2c" not in deck_of(3)
    three = deal(Random(21), dealer=seat("W", 3), options=BriscolaOptions(players=3))
    assert [len(hand) for hand in three.hands] == [3, 3, 3] and three.stock_count == 30
    assert three.to_play == seat("S", 3)
    deck = list(Random(21).sample(deck_of(3), 39))
    assert deal_from_deck(deck, seat("W", 3), BriscolaOptions(players=3)).hands[0][0] == deck[0]
    four_deck = list(Random(4).sample(deck_of(4), 40))
    four = deal_from_deck(four_deck, seat("W", 4), BriscolaOptions(players=4))
    assert four.briscola == four_deck[12] and four.stock_count == 28 and four.to_play == seat("S", 4)


# --- the exchange option ------------------------------------------------------------------------------


def test_22_exchange_two_the_2_takes_the_face_up_asso_once_a_turn() -> None:
    state = build(2, briscola="1d", stock_count=20, hands={"S": ["2d", "7c", "4s"]}, leader="S",
                  exchange="two")
    assert [str(action) for action in state.legal_actions()] == ["2d", "7c", "4s", "swap:2d"]
    state = play(state, "swap:2d")
    assert state.hands[0] == ("1d", "7c", "4s") and state.face_up == "2d" and state.stock_count == 20
    assert state.exchanged and not any(isinstance(action, Exchange) for action in state.legal_actions())
    assert state.to_play == 0


def test_23_exchange_two_on_trick_17_and_the_loser_draws_the_2_it_put_under() -> None:
    state = build(2, briscola="1d", stock=["6b"], hands={"S": ["2d", "7c", "4s"], "N": ["3c"]}, leader="S",
                  exchange="two")
    assert state.trick_number == 17 and Exchange("2d") in state.legal_actions()
    state = play(state, "swap:2d", "7c", "3c")
    (won,) = events_of(state, "trick_won")
    assert (won.seat, won.points) == (seat("N", 2), 10)
    assert events_of(state, "drew") == [Drew(1, "6b"), Drew(0, "2d", True)]


def test_24_exchange_two_no_exchange_once_the_stock_is_exhausted() -> None:
    state = build(2, briscola="1d", face_up=None, stock_count=0, hands={"S": ["2d", "7c", "4s"]}, leader="S",
                  exchange="two", pile_points=(50, 24))
    assert state.trick_number == 18
    assert [str(action) for action in state.legal_actions()] == ["2d", "7c", "4s"]
    with pytest.raises(IllegalActionError, match="the stock is exhausted"):
        play(state, "swap:2d")


def test_25_exchange_two_the_second_player_may_exchange_before_replying() -> None:
    state = build(2, briscola="1d", stock_count=10, hands={"S": ["2d", "1c", "4s"], "N": ["7c"]}, leader="N",
                  exchange="two")
    state = play(state, "7c")
    assert [str(action) for action in state.legal_actions()] == ["2d", "1c", "4s", "swap:2d"]


@pytest.mark.parametrize(("face_up", "allowed"), [("10b", "7b"), ("5b", "2b"), ("7b", "2b"), ("3b", "7b")])
def test_26_seven_two_which_card_takes_which_face_up_card(face_up: str, allowed: str) -> None:
    exchanges = ()
    briscola = face_up
    if face_up == "7b":  # put there by an earlier exchange of the 7 for the 1b turned at the deal
        briscola = "1b"
        exchanges = (Exchanged(1, "7b", "1b", 2),)
    state = build(2, briscola=briscola, face_up=face_up, stock_count=20, leader="S", exchange="seven_two",
                  hands={"S": ["7b" if face_up != "7b" else "6c", "2b", "4c"], "N": ["1b"] if face_up == "7b" else []},
                  exchanges=exchanges)
    swaps = [str(action) for action in state.legal_actions() if isinstance(action, Exchange)]
    held = set(state.hands[0])
    assert swaps == ([f"swap:{allowed}"] if allowed in held else [])
    assert swaps, "the hand holds the card this face-up card allows"


def test_27_seven_two_the_7_then_the_2_on_a_later_turn() -> None:
    state = build(2, briscola="1b", stock_count=10, hands={"S": ["7b", "2b", "4c"], "N": ["6s"]}, leader="S",
                  exchange="seven_two")
    assert [str(action) for action in state.legal_actions() if isinstance(action, Exchange)] == ["swap:7b"]
    state = play(state, "swap:7b")
    assert state.hands[0] == ("1b", "2b", "4c") and state.face_up == "7b"
    assert Exchange("2b") not in state.legal_actions()
    state = play(state, "4c", "6s")
    (won,) = events_of(state, "trick_won")
    assert won.seat == 0 and events_of(state, "drew")[0].seat == 0
    assert state.to_play == 0 and Exchange("2b") in state.legal_actions()


def test_28_three_players_coppe_trumps_there_is_no_2_of_trumps() -> None:
    two = build(3, briscola="1c", stock_count=15, hands={"S": ["3d", "7c", "4s"]}, leader="S", exchange="two")
    assert not any(isinstance(action, Exchange) for action in two.legal_actions())
    seven = build(3, briscola="5c", stock_count=15, hands={"S": ["7c", "3d", "4s"]}, leader="S",
                  exchange="seven_two")
    assert not any(isinstance(action, Exchange) for action in seven.legal_actions())
    with pytest.raises(IllegalActionError):
        play(seven, "swap:7c")


def test_29_exchange_off_never_an_exchange() -> None:
    state = build(2, briscola="5d", stock_count=20, hands={"S": ["2d", "7d", "4s"]}, leader="S")
    assert [str(action) for action in state.legal_actions()] == ["2d", "7d", "4s"]
    with pytest.raises(IllegalActionError, match="the exchange option is off"):
        play(state, "swap:2d")
    for seed in range(30):  # and in whole random games
        game = deal(Random(seed))
        while not game.is_over:
            assert all(isinstance(action, PlayCard) for action in game.legal_actions())
            game = game.play(Random(seed).choice(game.legal_actions()))


# --- end of the game ----------------------------------------------------------------------------------


def finished(players: int, points: tuple[int, ...], dealer: int | None = None,
             options: BriscolaOptions | None = None) -> BriscolaState:
    """A finished game whose sides hold *points* (dealt by *dealer*, under *options*)."""
    state = build(players, briscola="5d", face_up=None, stock_count=0, hand_size=0, pile_points=points)
    state = position(options or state.options, state.dealer if dealer is None else dealer, state.briscola, None,
                     (), state.hands, (), state.leader, state.piles)
    assert state.is_over and state.points() == points
    return state


@pytest.mark.parametrize(("points", "winner"), [((61, 59), 0), ((60, 60), None), ((120, 0), 0)])
def test_30_two_players_61_wins_60_60_draws_and_no_cappotto_bonus(points: tuple[int, int], winner: int | None) -> None:
    state = finished(2, points)
    assert game_winner(state.points()) == winner
    assert state.returns() == (points[0] - 60.0, points[1] - 60.0)


def test_31_the_last_trick_decides() -> None:
    drawn = build(2, briscola="5d", face_up=None, stock_count=0, hand_size=1, hands={"S": ["3c"], "N": ["1c"]},
                  pile_points=(60, 39), leader="S")
    drawn = play(drawn, "3c", "1c")
    (ended,) = events_of(drawn, "game_ended")
    assert ended == GameEnded((60, 60)) and game_winner(drawn.points()) is None
    won = build(2, briscola="5d", face_up=None, stock_count=0, hand_size=1, hands={"S": ["1c"], "N": ["3c"]},
                pile_points=(40, 59), leader="S")
    won = play(won, "1c", "3c")
    assert won.points() == (61, 59) and game_winner(won.points()) == 0


def test_32_four_players_team_piles() -> None:
    state = finished(4, (64, 56))
    assert game_winner(state.points()) == 0
    assert state.returns() == (4.0, -4.0, 4.0, -4.0)


@pytest.mark.parametrize(("points", "winner"), [((60, 30, 30), 0), ((45, 45, 30), None)])
def test_33_three_players_the_highest_total_wins_a_shared_top_draws(points: tuple[int, int, int],
                                                                     winner: int | None) -> None:
    assert game_winner(finished(3, points).points()) == winner


# --- the match ------------------------------------------------------------------------------------------


def match_after(options: BriscolaOptions, first_dealer: str, results: list[tuple[int, ...]]) -> BriscolaMatch:
    """A match of *options* after these finished games (its record read back strictly)."""
    players = options.players
    dealer = (seat(first_dealer, players) + len(results) - 1) % players
    match = BriscolaMatch(options, seat(first_dealer, players), tuple(results),
                          finished(players, results[-1], dealer, options))
    assert BriscolaMatch.from_text(match.to_text()) == match
    return match


def test_34_best_of_3_game_wins_decide_not_points() -> None:
    match = match_after(BriscolaOptions(), "S", [(61, 59), (49, 71), (61, 59)])
    assert match.winner == 0 and match.wins == (2, 1) and match.totals == (171, 189)


def test_35_best_of_3_drawn_games_lengthen_the_match() -> None:
    options = BriscolaOptions()
    match = match_after(options, "S", [(61, 59), (60, 60), (60, 60)])
    assert not match.is_over and match.wins == (1, 0) and match.draws == 2
    assert match.next_game(Random(1)).state.dealer == seat("N", 2)
    match = match_after(options, "S", [(61, 59), (60, 60), (60, 60), (70, 50)])
    assert match.winner == 0 and match.wins == (2, 0)


def test_36_single_game_a_draw_is_followed_by_a_game_dealt_by_the_other_player() -> None:
    options = BriscolaOptions(format="single")
    match = match_after(options, "S", [(60, 60)])
    assert not match.is_over
    following = match.next_game(Random(36))
    assert following.state.dealer == seat("N", 2) and following.state.trick_number == 1
    match = match_after(options, "S", [(60, 60), (40, 80)])
    assert match.winner == seat("N", 2)


def test_37_points_over_2_games_a_tie_plays_one_more() -> None:
    options = BriscolaOptions(format="points")
    assert options.points_games == 2
    match = match_after(options, "S", [(70, 50), (50, 70)])
    assert not match.is_over and match.totals == (120, 120)
    match = match_after(options, "S", [(70, 50), (50, 70), (61, 59)])
    assert match.winner == 0 and match.totals == (181, 179) and match.standing == (181, 179)


def test_38_three_players_best_of_3() -> None:
    options = BriscolaOptions(players=3)
    results = [(60, 30, 30), (45, 45, 30), (30, 60, 30), (30, 30, 60)]
    match = match_after(options, "S", results)
    assert not match.is_over and match.wins == (1, 1, 1)
    match = match_after(options, "S", [*results, (61, 30, 29)])
    assert match.winner == 0 and match.wins == (2, 1, 1) and match.draws == 1


def test_39_dealer_rotation_four_players_from_w() -> None:
    options = BriscolaOptions(players=4)
    match = match_after(options, "W", [(64, 56), (60, 60)])
    assert match.state.dealer == seat("S", 4)
    assert match.next_dealer == seat("E", 4) and match.next_game(Random(39)).state.dealer == seat("E", 4)
