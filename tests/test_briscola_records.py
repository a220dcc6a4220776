"""Briscola's JSON forms are read strictly: a state, a view or a match that the rules cannot reach,
or that holds anything its writer would not write, is refused with a GameRecordError saying what
is wrong."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from random import Random
from typing import Any

import pytest
from briscola_positions import build

from pyapp.briscola import BriscolaMatch, BriscolaOptions, BriscolaState, BriscolaView, Exchange, deal, parse_rules
from pyapp.engine import GameRecordError


def game_with_an_exchange(players: int = 2, tricks: int = 5) -> BriscolaState:
    """A random game with the ``two`` exchange, played until it has an exchange and *tricks* tricks."""
    for seed in range(200):
        rng = Random(seed)
        state = deal(rng, 0, BriscolaOptions(players=players, exchange="two"))
        while not state.is_over and (not state.exchanges or len(state.tricks) < tricks or state.trick):
            swaps = [action for action in state.legal_actions() if isinstance(action, Exchange)]
            state = state.play(swaps[0] if swaps else rng.choice(state.legal_actions()))
        if state.exchanges and not state.is_over:
            return state
    raise AssertionError("no game with an exchange")


STATE = game_with_an_exchange()
STATE_JSON = STATE.to_json()


def changed(change: Callable[[dict[str, Any]], Any], obj: dict[str, Any] | None = None) -> dict[str, Any]:
    record = copy.deepcopy(STATE_JSON if obj is None else obj)
    change(record)
    return record


def move_stock_card_to_hand(record: dict[str, Any]) -> None:
    record["hands"][0].append(record["stock"].pop())


def swap_first_winner(record: dict[str, Any]) -> None:
    trick = record["tricks"][0]
    trick["winner"] = "N" if trick["winner"] == "S" else "S"


def test_the_game_used_here_reads_back() -> None:
    assert BriscolaState.from_json(STATE_JSON) == STATE and STATE.exchanges


@pytest.mark.parametrize(("change", "message"), [
    (lambda r: r.update(colour="red"), "unknown field 'colour'"),
    (lambda r: r.pop("stock"), "missing field 'stock'"),
    (lambda r: r["stock"].append(r["hands"][0][0]), "is in two places"),
    (lambda r: r["stock"].pop(), "hold 39 cards, not 40"),
    (move_stock_card_to_hand, "every hand holds as many cards"),
    (swap_first_winner, "trick 1 is won by"),
    (lambda r: r["options"].update(players=5), "players must be 2, 3 or 4"),
    (lambda r: r["options"].update(exchange="three"), "exchange must be one of"),
    (lambda r: r["options"].update(house="yes"), "unknown field 'house'"),
    (lambda r: r.update(face_up=r["briscola"]) if r["face_up"] != r["briscola"] else r.update(exchanges=[]),
     "is in two places|face-up card|not possible"),
    (lambda r: r.update(exchanged=True), "'exchanged' needs an exchange"),
    (lambda r: r["hands"][0].__setitem__(0, "T13"), "unknown card 'T13'"),
    (lambda r: r.update(leader="E"), "leader must be S or N, got 'E'"),
    (lambda r: r["events"].append({"kind": "resigned", "seat": "S"}), "unknown event kind"),
    (lambda r: r["events"].append({"kind": "played", "seat": "S", "card": "7d", "extra": 1}), "unknown field"),
    (lambda r: r.update(face_up_drawn={"seat": "S", "card": r["briscola"]}), "was not drawn so"),
    (lambda r: r["tricks"][1].update(number=1), "out of order"),
    (lambda r: r["exchanges"][0].update(given="7" + r["briscola"][-1]), "not possible"),
    (lambda r: r.update(game="scopa"), 'expected "game": "briscola"'),
    (lambda r: r.update(dealer=True), "dealer must be S or N, got True"),
])
def test_a_state_the_rules_cannot_reach_is_refused(change: Callable[[dict[str, Any]], Any], message: str) -> None:
    with pytest.raises(GameRecordError, match=message):
        BriscolaState.from_json(changed(change))


@pytest.mark.parametrize("text", ["", "{", "[1]", '{"game": "briscola"}', '{"a": NaN}', "null", '"x"'])
def test_text_that_is_no_state_is_refused(text: str) -> None:
    with pytest.raises(GameRecordError):
        BriscolaState.from_text(text)


def test_a_three_player_record_has_no_2_of_coppe_and_no_seat_n() -> None:
    state = game_with_an_exchange(players=3, tricks=2)
    record = state.to_json()
    assert BriscolaState.from_json(record) == state
    with pytest.raises(GameRecordError, match="the three-player deck has no 2c"):
        BriscolaState.from_json(changed(lambda r: r["hands"][0].__setitem__(0, "2c"), record))
    with pytest.raises(GameRecordError, match="dealer must be S, E or W, got 'N'"):
        BriscolaState.from_json(changed(lambda r: r.update(dealer="N"), record))


VIEW = STATE.view(0, (1, 0))
VIEW_JSON = VIEW.to_json()


def test_the_view_used_here_reads_back() -> None:
    assert BriscolaView.from_json(VIEW_JSON) == VIEW


@pytest.mark.parametrize(("change", "message"), [
    (lambda r: r.update(hand_sizes=[2, 3]), "hand_sizes says 2 cards"),
    (lambda r: r.update(stock_count=r["stock_count"] + 2), "cards, not 40"),
    (lambda r: r.update(partner_hand=["1d"]), "partner's hand is shown only"),
    (lambda r: r.update(match_score=[1, 0, 0]), "one number per side"),
    (lambda r: r.update(match_score=[-1, 0]), "must be a whole number >= 0"),
    (lambda r: r.update(stock=[]), "unknown field 'stock'"),
    (lambda r: r["piles"][0].append(r["hand"][0]), "is in two places"),
])
def test_a_view_the_rules_cannot_reach_is_refused(change: Callable[[dict[str, Any]], Any], message: str) -> None:
    with pytest.raises(GameRecordError, match=message):
        BriscolaView.from_json(changed(change, VIEW_JSON))


def test_a_card_taken_in_view_of_all_cannot_be_in_the_readers_hand() -> None:
    state = build(2, briscola="1d", stock_count=20, hands={"S": ["2d", "7c", "4s"]}, leader="S", exchange="two")
    state = state.play(Exchange("2d"))
    record = state.view(1).to_json()
    assert BriscolaView.from_json(record).known_hands()[0] == ("1d",)
    record["hand"][0] = "1d"
    with pytest.raises(GameRecordError, match="S took 1d in view of all"):
        BriscolaView.from_json(record)


def finished_match(options: BriscolaOptions, seed: int) -> BriscolaMatch:
    rng = Random(seed)
    match = BriscolaMatch.new(rng, options)
    while not match.is_over:
        while match.to_play is not None:
            match = match.play(rng.choice(match.state.legal_actions()))
        if not match.is_over:
            match = match.next_game(rng)
    return match


def test_a_match_the_rules_cannot_reach_is_refused() -> None:
    match = finished_match(parse_rules("format=best_of_5"), 4)
    record = json.loads(match.to_text())
    assert BriscolaMatch.from_json(record) == match
    players = ["S", "N"]
    wrong_dealer = changed(lambda r: r.update(first_dealer=players[1 - players.index(r["first_dealer"])]), record)
    with pytest.raises(GameRecordError, match="passes to the right"):
        BriscolaMatch.from_json(wrong_dealer)
    with pytest.raises(GameRecordError, match="do not sum to 120"):
        BriscolaMatch.from_json(changed(lambda r: r["results"][0].__setitem__(0, 0) if r["results"][0][0] else
                                        r["results"][0].__setitem__(0, 1), record))
    with pytest.raises(GameRecordError, match="do not end with the finished game's points|was over"):
        BriscolaMatch.from_json(changed(lambda r: r["results"].append(list(r["results"][-1])), record))
    with pytest.raises(GameRecordError, match="options are not the match's"):
        BriscolaMatch.from_json(changed(lambda r: r["options"].update(format="single"), record))
    with pytest.raises(GameRecordError, match="unknown field"):
        BriscolaMatch.from_json(changed(lambda r: r.update(extra=1), record))
