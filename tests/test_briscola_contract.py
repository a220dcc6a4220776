"""Briscola's invariants over many random games at every table size and under every option (the
engine contract of every game is ``tests/test_contract.py``): 120 points every game, every card in
exactly one place, the stock count a multiple of the players before each trick, hands never over
three cards, views that leak no hidden card, and matches that always end with one winner."""

from __future__ import annotations

import itertools
import json
import re
from random import Random

import pytest

from pyapp.briscola import BriscolaMatch, BriscolaOptions, BriscolaState, Exchange, deal, deck_of, game_winner
from pyapp.briscola.scoring import side_points
from pyapp.briscola_options import FORMATS, POINTS_GAMES
from pyapp.tricks import partner_of, side_count, side_of

OPTIONS = [BriscolaOptions(players=players, exchange=exchange, partner_hand_at_end=shown)
           for players, exchange, shown in itertools.product((2, 3, 4), ("off", "two", "seven_two"), (False, True))
           if players == 4 or not shown]
GAMES_PER_OPTION = 40
CARD = re.compile(r"\b(?:10|[1-9])[dcsb]\b")


def hidden_from(state: BriscolaState, seat: int) -> set[str]:
    """The cards *seat* may not know the place of: the face-down stock and the other hands, but for
    the cards taken in view of all and the partner's hand once shown."""
    players = state.players
    partner = partner_of(seat, players)
    hidden = set(state.stock)
    for other in range(players):
        if other == seat or (other == partner and state.options.partner_hand_at_end and state.face_up is None):
            continue
        public = {exchange.taken for exchange in state.exchanges if exchange.seat == other}
        if state.face_up_drawn is not None and state.face_up_drawn[0] == other:
            public.add(state.face_up_drawn[1])
        hidden |= set(state.hands[other]) - public
    return hidden


@pytest.mark.parametrize("options", OPTIONS, ids=str)
def test_random_games_keep_the_invariants(options: BriscolaOptions) -> None:
    players = options.players
    deck = sorted(deck_of(players))
    for seed in range(GAMES_PER_OPTION):
        rng = Random(seed)
        state = deal(rng, rng.randrange(players), options)
        exchanges = 0
        while True:
            cards = [card for hand in state.hands for card in hand] + list(state.stock) + \
                [card for _, card in state.trick] + [card for pile in state.piles for card in pile]
            assert sorted(cards + ([state.face_up] if state.face_up else [])) == deck, seed
            assert all(len(hand) <= 3 for hand in state.hands), seed
            if not state.trick:
                assert state.stock_count % players == 0, seed
            for seat in range(players):
                text = state.view(seat).to_text()
                assert not set(CARD.findall(text)) & hidden_from(state, seat), (seed, seat)
            if state.is_over:
                break
            action = rng.choice(state.legal_actions())
            exchanges += isinstance(action, Exchange)
            state = state.play(action)
        points = state.points()
        assert sum(points) == 120 and len(points) == side_count(players), seed
        assert points == side_points(state.piles)
        assert sum(state.returns()) == 0
        assert state.events[-1].kind == "game_ended" and state.events[-1].points == points
        assert len(state.tricks) == len(deck) // players and state.face_up_drawn is not None
        assert len(state.exchanges) == exchanges
        if options.exchange == "off":
            assert exchanges == 0


def test_exchanges_happen_under_both_options() -> None:
    for mode in ("two", "seven_two"):
        seen = 0
        for seed in range(40):
            rng = Random(seed)
            state = deal(rng, 0, BriscolaOptions(exchange=mode))
            while not state.is_over:
                swaps = [action for action in state.legal_actions() if isinstance(action, Exchange)]
                state = state.play(swaps[0] if swaps else rng.choice(state.legal_actions()))
                seen += bool(swaps)
        assert seen >= 10, mode


@pytest.mark.parametrize(("players", "format"), list(itertools.product((2, 3, 4), FORMATS)))
def test_random_matches_end_with_one_winner_and_the_deal_passes_to_the_right(players: int, format: str) -> None:
    for seed in range(6):
        rng = Random(seed)
        games = POINTS_GAMES[players][seed % len(POINTS_GAMES[players])] if format == "points" else 0
        options = BriscolaOptions(players=players, format=format, points_games=games)
        match = BriscolaMatch.new(rng, options)
        dealers = [match.state.dealer]
        while True:
            while match.to_play is not None:
                match = match.play(rng.choice(match.state.legal_actions()))
            assert BriscolaMatch.from_text(match.to_text()) == match
            if match.is_over:
                break
            assert match.winner is None
            match = match.next_game(rng)
            dealers.append(match.state.dealer)
        assert dealers == [(dealers[0] + number) % players for number in range(len(dealers))]
        assert all(sum(points) == 120 for points in match.results)
        winner = match.winner
        assert winner is not None
        if format == "points":
            assert len(match.results) >= options.points_games
            assert match.totals[winner] > max(total for side, total in enumerate(match.totals) if side != winner)
        else:
            needed = {"single": 1, "best_of_3": 2, "best_of_5": 3}[format]
            assert match.wins[winner] == needed and sorted(match.wins)[-2] < needed
            assert game_winner(match.results[-1]) == winner


def test_partners_share_returns_and_see_each_other_only_once_the_stock_is_gone() -> None:
    options = BriscolaOptions(players=4, partner_hand_at_end=True)
    for seed in range(10):
        rng = Random(seed)
        state = deal(rng, 3, options)
        while not state.is_over:
            for seat in range(4):
                shown = state.view(seat).partner_hand
                partner = partner_of(seat, 4)
                assert partner is not None
                assert shown == (state.hands[partner] if state.stock_count == 0 else None)
            state = state.play(rng.choice(state.legal_actions()))
        returns = state.returns()
        assert returns[0] == returns[2] == -returns[1] == -returns[3]
        assert {side_of(seat, 4) for seat in (0, 2)} == {0}


def test_a_state_and_its_views_read_back_from_json_text_along_random_games() -> None:
    from pyapp.briscola import BriscolaView

    for seed, options in enumerate(OPTIONS):
        rng = Random(seed)
        state = deal(rng, seed % options.players, options)
        while True:
            assert BriscolaState.from_text(json.dumps(json.loads(state.to_text()))) == state
            for seat in range(options.players):
                view = state.view(seat, (seed,) * side_count(options.players))
                assert BriscolaView.from_text(view.to_text()) == view
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_actions()))
