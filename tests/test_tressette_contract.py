"""Tressette's invariants over many random deals at both table sizes and under every option (the
engine contract of every game is ``tests/test_contract.py``): 35 thirds before rounding and 11 points
after (plus accusi), every card in exactly one place, views that leak nothing (the two-player draws
are public unless hidden), exactly one true word per lead with signals on, refusals that change
nothing, the two-player stock, and matches that end with one winner as the deal passes right."""

from __future__ import annotations

import itertools
import re
from random import Random

import pytest

from pyapp.engine import IllegalActionError
from pyapp.tressette import (
    DealEnded,
    Declare,
    PlayCard,
    TressetteMatch,
    TressetteOptions,
    TressetteState,
    deal,
    rounded,
    true_word,
)
from pyapp.tressette.rules import COMBINATION_IDS, DECK, SUIT, WORDS, thirds_of
from pyapp.tricks import side_of

OPTIONS = [TressetteOptions(players=4, accuso=accuso, signals=signals)
           for accuso, signals in itertools.product((False, True), (True, False))]
OPTIONS += [TressetteOptions(players=2, accuso=accuso, show_draws=shown)
            for accuso, shown in itertools.product((False, True), (True, False))]
DEALS_PER_OPTION = 30
CARD = re.compile(r"\b(?:10|[1-9])[dcsb]\b")


def hidden_from(state: TressetteState, seat: int) -> set[str]:
    """The cards *seat* may not know the place of: the stock and the other hands, but for the cards
    drawn in view of all (two players, ``show_draws``)."""
    shown = {card for drawer, card, _ in state.draws if drawer != seat and state.options.show_draws}
    hidden = set(state.stock)
    for other in range(state.players):
        if other != seat:
            hidden |= set(state.hands[other]) - shown
    return hidden


def check_step(state: TressetteState, rng: Random, where: str) -> None:
    """The invariants of one position."""
    cards = [card for hand in state.hands for card in hand] + list(state.stock) + \
        [card for _, card in state.trick] + [card for pile in state.piles for card in pile]
    assert sorted(cards) == sorted(DECK), where
    for seat in range(state.players):
        text = state.view(seat).to_text()
        assert not set(CARD.findall(text)) & hidden_from(state, seat), (where, seat)
    if state.is_over:
        return
    legal = state.legal_actions()
    seat = state.to_play
    assert seat is not None
    hand = state.hands[seat]
    worded = [action for action in legal if isinstance(action, PlayCard) and action.word]
    if state.trick or not state.options.signals:
        assert worded == [], where
    else:  # exactly one true word per card that may be led
        assert [(action.card, action.word) for action in worded] == [(card, true_word(hand, card)) for card in hand]
        card = rng.choice(hand)
        for word in WORDS:
            if word != true_word(hand, card):
                assert state.refusal(PlayCard(card, word)).code == "signal_false", where
    before = state.to_text()
    others = [card for other in range(state.players) if other != seat for card in state.hands[other]]
    tries = [Declare(rng.choice(COMBINATION_IDS)), PlayCard(rng.choice(hand), "volo")]
    tries += [PlayCard(rng.choice(others))] if others else []
    if state.trick:
        led = SUIT[state.trick[0][1]]
        tries += [PlayCard(card) for card in hand if SUIT[card] != led and any(SUIT[c] == led for c in hand)][:1]
    for action in tries:
        if action in legal:
            continue
        assert state.refusal(action) is not None, (where, action)
        with pytest.raises(IllegalActionError):
            state.play(action)
    assert state.to_text() == before, where


@pytest.mark.parametrize("options", OPTIONS, ids=str)
def test_random_deals_keep_the_invariants(options: TressetteOptions) -> None:
    players = options.players
    for seed in range(DEALS_PER_OPTION):
        rng = Random(seed)
        state = deal(rng, rng.randrange(players), options)
        declared = 0
        while True:
            check_step(state, rng, f"{options} seed {seed} trick {state.trick_number}")
            if state.is_over:
                break
            action = rng.choice(state.legal_actions())
            declared += isinstance(action, Declare)
            state = state.play(action)
        thirds = state.thirds()
        assert sum(thirds) == 35 and sum(thirds_of(pile) for pile in state.piles) == 32, seed
        assert sum(rounded(thirds)) == 11, seed
        assert state.points() == tuple(points + accusi for points, accusi in zip(rounded(thirds), state.accusi()))
        assert len(state.declared) == declared and (declared == 0 or options.accuso)
        assert state.events[-1] == DealEnded(thirds, rounded(thirds), state.accusi())
        assert len(state.tricks) == 40 // players
        last = state.tricks[-1].winner
        assert thirds[side_of(last, players)] == thirds_of(state.piles[side_of(last, players)]) + 3
        returns = state.returns()
        assert sum(returns) == 0 and returns[0] == returns[-2]
        if players == 2:  # the stock runs out after trick 10, each trick's winner drawing first
            assert len(state.draws) == 20 and state.stock == ()
            for trick in state.tricks[:10]:
                first, second = (draw for draw in state.draws if draw[2] == trick.number)
                assert first[0] == trick.winner and second[0] == 1 - trick.winner


def test_the_hidden_cards_of_a_view_are_dealt_again_consistently() -> None:
    moved = 0
    for seed in range(40):
        rng = Random(seed)
        options = OPTIONS[seed % len(OPTIONS)]
        state = deal(rng, None, options)
        for _ in range(rng.randrange(1, 20)):
            state = state.play(rng.choice(state.legal_actions()))
        seat = rng.randrange(options.players)
        view = state.view(seat)
        worlds = [view.determinize(Random(seed * 10 + k)) for k in range(4)]
        for world in worlds:
            assert world.view(seat) == view and world.log == state.log
        moved += len({world.hands[(seat + 1) % options.players] for world in worlds}) > 1
    assert moved > 30


@pytest.mark.parametrize("players", (4, 2))
def test_random_matches_end_with_one_winner_and_the_deal_passes_to_the_right(players: int) -> None:
    for seed in range(4):
        rng = Random(seed)
        options = TressetteOptions(players=players, target=(21, 31, 41)[seed % 3], accuso=seed % 2 == 1)
        match = TressetteMatch.new(rng, options)
        dealers = [match.state.dealer]
        while True:
            while match.to_play is not None:
                match = match.play(rng.choice(match.state.legal_actions()))
            assert TressetteMatch.from_text(match.to_text()) == match
            if match.is_over:
                break
            match = match.next_deal(rng)
            dealers.append(match.state.dealer)
        assert dealers == [(dealers[0] + number) % players for number in range(len(dealers))]
        winner = match.winner
        assert winner is not None and match.totals[winner] >= options.target
        assert match.totals[winner] > match.totals[1 - winner]
        assert all(sum(scores) >= 11 for scores in match.results)
        with pytest.raises(IllegalActionError):
            match.next_deal(rng)
