"""The trick-taking core (``pyapp.tricks``) that Minchiate and Briscola share: turn order, sides,
the trick winner from the led suit and the trumps, dealing one card at a time, drawing in turn order."""

from __future__ import annotations

import pytest

from pyapp import tricks

SUITS = {"Ac": "c", "7c": "c", "2t": "t", "9t": "t", "As": "s", "M": "M"}
RANKS = {"Ac": 10, "7c": 4, "2t": 1, "9t": 8, "As": 10, "M": 0}


@pytest.mark.parametrize(("plays", "winner"), [
    (((0, "7c"), (1, "Ac")), 1),                      # the higher card of the led suit
    (((0, "Ac"), (1, "2t")), 1),                      # the lowest trump beats any other suit
    (((0, "7c"), (1, "As")), 0),                      # another plain suit never wins
    (((0, "9t"), (1, "2t")), 0),                      # trump led: the higher trump
    (((2, "7c"), (3, "2t"), (0, "9t"), (1, "Ac")), 0),
])
def test_the_highest_trump_else_the_highest_card_of_the_led_suit(plays: tuple[tuple[int, str], ...],
                                                                   winner: int) -> None:
    assert tricks.trick_winner(plays, SUITS, RANKS, "t") == winner


def test_a_card_that_never_wins_and_a_led_suit_given_apart() -> None:
    plays = ((3, "M"), (0, "7c"), (1, "As"))
    assert tricks.trick_winner(plays, SUITS, RANKS, "t", led="c") == 0
    with pytest.raises(ValueError, match="a card of the led suit or a trump"):
        tricks.trick_winner(((3, "M"),), SUITS, RANKS, "t", led="c")


def test_seats_sides_and_partners() -> None:
    assert [tricks.next_seat(seat, 3) for seat in range(3)] == [1, 2, 0]
    assert tricks.turn_order(3, 4) == (3, 0, 1, 2) and tricks.turn_order(1, 3) == (1, 2, 0)
    assert [tricks.side_of(seat, 4) for seat in range(4)] == [0, 1, 0, 1]
    assert [tricks.side_of(seat, 3) for seat in range(3)] == [0, 1, 2]
    assert [tricks.side_count(players) for players in (2, 3, 4)] == [2, 3, 2]
    assert [tricks.partner_of(seat, 4) for seat in range(4)] == [2, 3, 0, 1]
    assert tricks.partner_of(0, 2) is None and tricks.partner_of(1, 3) is None


def test_dealing_one_card_at_a_time_and_drawing_in_turn_order() -> None:
    deck = [f"c{index}" for index in range(20)]
    hands = tricks.deal_one_at_a_time(deck, 2, 4, 3)
    assert hands[2] == ("c0", "c4", "c8") and hands[1] == ("c3", "c7", "c11")
    draws, rest = tricks.draw_round(("a", "b", "c", "d"), 2, 3)
    assert draws == ((2, "a"), (0, "b"), (1, "c")) and rest == ("d",)
    with pytest.raises(ValueError, match="needs 3 cards"):
        tricks.draw_round(("a", "b"), 0, 3)
