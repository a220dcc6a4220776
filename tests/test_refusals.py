"""A refused move is explained in the player's language (pyapp.i18n.refusals): the engines and the table
models say every refusal a player can meet as data (a ``Refusal`` code and fields), only the catalog
words it, while ``str(error)`` stays English."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from random import Random
from typing import Any

import pytest
from fake_page import FakePage, run

from pyapp import briscola, minchiate, scopa, tressette
from pyapp.briscola.actions import Exchange
from pyapp.cards import MINCHIATE_DECK, SCOPA_DECK
from pyapp.engine import IllegalActionError, Refusal
from pyapp.i18n import messages, refusals
from pyapp.i18n.card_names import card_phrase
from pyapp.minchiate.actions import Declare, Discard, PlayCard
from pyapp.tressette.rules import COMBINATION_IDS, WORDS
from pyapp.ui.minchiate.controller import MinchiateController
from pyapp.ui.minchiate.table import MinchiateTable
from pyapp.ui.scopa.controller import ScopaController

PACKAGE = Path(__file__).resolve().parents[1] / "pyapp"


def refused(function: Callable[..., object], *arguments: object) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        function(*arguments)
    return caught.value


def in_every_language(error: Exception) -> list[str]:
    """The sentence of *error* in each language (formatting fails loudly on a bad key or field)."""
    sentences = []
    for code in messages.LANGUAGES:
        messages.set_language(code)
        try:
            sentences.append(refusals.sentence(error))
        finally:
            messages.set_language("en")
    return sentences


def refuse_each(state: Any, tries: Sequence[object], seen: set[str]) -> None:
    """Plays each of *tries* that *state* does not allow: each is refused with the state's own refusal, which
    every language words (*seen* gathers the codes)."""
    legal = state.legal_actions()
    for action in tries:
        if action in legal:
            continue
        error = refused(state.play, action)
        assert error.refusal is not None and error.refusal == state.refusal(action), str(error)
        seen.add(error.refusal.code)
        assert all(sentence != messages.text("error.action.plain") for sentence in in_every_language(error)), \
            error.refusal


def game_packages() -> tuple[Path, ...]:
    """The folders of every game in the registry, on the site or not yet (a game's words come before its table)."""
    from pyapp.games import GAMES

    return tuple(PACKAGE.parent.joinpath(*package.split(".")) for game in GAMES for package in game.packages())


def test_every_refusal_the_code_names_is_worded_in_the_catalog() -> None:
    named = set()
    for path in PACKAGE.rglob("*.py"):
        named |= set(re.findall(r'Refusal\("([a-z_0-9]+)"', path.read_text()))
    assert {folder.name for folder in game_packages()} >= {"scopa", "minchiate", "briscola", "tressette"}
    assert all(any(folder.rglob("*.py")) for folder in game_packages())
    assert len(named) >= 28
    # A malformed action (Minchiate's and Briscola's not_an_action, Tressette's bad_action): the plain sentence.
    assert named - set(refusals.DETAIL_KEYS) == {"not_an_action", "bad_action"}
    for key in refusals.DETAIL_KEYS.values():
        assert key in messages.ENGLISH or f"{key}.other" in messages.ENGLISH, key


def test_every_illegal_scopa_play_is_named_for_the_player() -> None:
    seen: set[str] = set()
    for seed in range(12):
        state = scopa.deal(Random(seed), seed % 2)
        while state.to_play is not None:
            hand = state.hands[state.to_play]
            stranger = next(card for card in SCOPA_DECK if card not in hand and card not in state.table)
            tries = [scopa.Play(stranger)]
            tries += [scopa.Play(card) for card in hand]
            tries += [scopa.Play(card, (table_card,)) for card in hand for table_card in state.table]
            refuse_each(state, tries, seen)
            state = state.play(state.legal_actions()[0])
        error = refused(state.play, scopa.Play("1d"))
        assert error.refusal == Refusal("deal_over") and "over" in str(error)
    assert seen == {"not_in_hand", "capture", "must_lay"}


def test_every_illegal_minchiate_action_is_named_for_the_player() -> None:
    seen: set[str] = set()
    for seed in range(4):
        state = minchiate.deal(Random(seed))
        while not state.is_over:
            legal = state.legal_actions()
            tries: list[minchiate.MinchiateAction] = [PlayCard("M"), Discard("T29"), Declare(("kings",))]
            tries += [PlayCard(card) for card in state.hands[state.to_play or 0]]
            refuse_each(state, tries, seen)
            state = state.play(legal[0])
        assert refused(state.play, PlayCard("M")).refusal == Refusal("deal_over")
    assert {"not_now", "not_in_hand", "discard_t29", "declaration", "kings_rule", "follow_suit", "must_trump"} <= seen
    assert {refusals.DETAIL_KEYS[code] for code in seen} >= {
        "refusal.not_now", "refusal.card", "refusal.not_in_hand", "refusal.discard.because"}


def test_every_illegal_briscola_action_is_named_for_the_player() -> None:
    seen: set[str] = set()
    for seed in range(6):
        options = briscola.BriscolaOptions(players=(2, 3, 4)[seed % 3], exchange=("seven_two", "two", "off")[seed % 3])
        state = briscola.deal(Random(seed), options=options)
        while not state.is_over:
            legal = state.legal_actions()
            hand = state.hands[state.to_play or 0]
            tries: list[briscola.BriscolaAction] = [briscola.PlayCard(card) for card in SCOPA_DECK if card not in hand]
            tries += [Exchange(card) for card in SCOPA_DECK]
            refuse_each(state, tries, seen)
            state = state.play(legal[-1])
        assert refused(state.play, briscola.PlayCard("1d")).refusal == Refusal("deal_over")
    assert {"not_in_hand", "not_now"} <= seen


def tressette_tries() -> list[tressette.TressetteAction]:
    """Every card with and without every word, and every declaration: the actions a player could try."""
    tries: list[tressette.TressetteAction] = [tressette.Declare(combination) for combination in COMBINATION_IDS]
    for card in SCOPA_DECK:
        tries += [tressette.PlayCard(card), *(tressette.PlayCard(card, word) for word in WORDS)]
    return tries


@pytest.mark.parametrize(("players", "accuso", "signals"), [(4, True, True), (4, False, False), (2, True, True)])
def test_every_illegal_tressette_action_is_named_for_the_player(players: int, accuso: bool, signals: bool) -> None:
    seen: set[str] = set()
    options = tressette.TressetteOptions(players=players, accuso=accuso, signals=signals)
    for seed in range(2):
        state = tressette.deal(Random(seed), options=options)
        while not state.is_over:
            refuse_each(state, tressette_tries(), seen)
            state = state.play(state.legal_actions()[0])
        assert refused(state.play, tressette.PlayCard("1d")).refusal == Refusal("deal_over")
    expected = {"not_in_hand", "must_follow"} | ({"accuso_closed", "accuso_not_held", "accuso_repeated"} if accuso
                                                 else {"accuso_off"})
    if players == 4:
        expected |= {"signal_not_lead", "signal_false"} if signals else {"signals_off"}
    else:
        expected |= {"signals_off"}  # two players: no signals, whatever the option
    assert expected <= seen, sorted(seen)


def test_a_tressette_refusal_names_the_card_and_the_rule() -> None:
    must_follow = Refusal("must_follow", card="1d", suit="c")
    assert refusals.sentence(IllegalActionError("...", must_follow)) == (
        "That move is not possible: the Ace of Coins cannot be played (you must follow suit: cups)")
    false_word = Refusal("signal_false", card="5c", word="striscio")
    assert refusals.sentence(IllegalActionError("...", false_word)) == (
        "That move is not possible: you cannot say striscio with the Five of Cups: it is not true of your hand")
    malformed = IllegalActionError("...", Refusal("bad_action"))
    assert refusals.sentence(malformed) == messages.text("error.action.plain")
    messages.set_language("it")
    try:
        assert refusals.sentence(IllegalActionError("...", must_follow)) == (
            "Mossa non consentita: non puoi giocare l'Asso di denari (devi rispondere al seme: coppe)")
    finally:
        messages.set_language("en")


def test_the_discard_choice_says_what_is_wrong() -> None:
    table = MinchiateTable.new(13).show_all()
    while table.phase != "discard":
        table = table.apply(table.state.legal_actions()[0]).show_all()
    counting = next(card for card in table.hand() if table.card_refusal(card))
    error = refused(table.toggle_discard, counting)
    assert error.refusal is not None and error.refusal == table.card_refusal(counting)
    assert error.refusal.code in ("discard_t29", "discard_points") and error.refusal.fields["card"] == counting
    reason = refusals.reason(error.refusal)
    assert refusals.sentence(error) == messages.text(
        "error.action", detail=messages.text("refusal.discard.because", card=card_phrase(counting), reason=reason))
    stranger = next(card for card in MINCHIATE_DECK if card not in table.hand())
    assert refused(table.toggle_discard, stranger).refusal == Refusal("not_in_hand", card=stranger)
    assert refused(table.discard_actions).refusal == Refusal("discard_count", count=table.discards_needed())
    for card in sorted(table.legal_cards())[:table.discards_needed()]:
        table = table.toggle_discard(card)
    extra = next(card for card in sorted(table.legal_cards()) if card not in table.selected)
    assert refused(table.toggle_discard, extra).refusal == Refusal("discard_full")
    assert refused(table.toggle_combination, "kings").refusal == Refusal("no_combination")


@pytest.mark.parametrize(("count", "english"), [(1, "select exactly 1 card to discard"),
                                                (3, "select exactly 3 cards to discard")])
def test_counts_take_their_plural_form(count: int, english: str) -> None:
    error = IllegalActionError("select exactly ...", Refusal("discard_count", count=count))
    assert refusals.sentence(error) == f"That move is not possible: {english}"


def test_a_persian_player_reads_no_english_when_a_scopa_move_is_refused() -> None:
    messages.set_language("fa")
    try:
        page = FakePage()
        controller = ScopaController(page, seed=3)
        controller.start()
        run(controller.resume())
        stranger = next(card for card in SCOPA_DECK if card not in controller.table.state.hands[0])
        run(controller.dispatch(f"play:{stranger}"))
        detail = messages.text("refusal.not_in_hand", card=card_phrase(stranger))
        assert page.announcements[-1] == messages.text("error.action", detail=detail)
        # Only the Italian card name is in Latin letters.
        assert not re.search("[A-Za-z]", page.announcements[-1].replace(card_phrase(stranger), ""))
    finally:
        messages.set_language("en")


def test_a_minchiate_refusal_and_a_malformed_action_in_italian() -> None:
    messages.set_language("it")
    try:
        page = FakePage()
        controller = MinchiateController(page, seed=13)
        controller.start()
        run(controller.resume())
        assert controller.table.phase == "discard"
        run(controller.dispatch("declare"))
        assert page.announcements[-1] == "Mossa non consentita: ora non c'è niente da dichiarare"
        run(controller.dispatch("card:not-a-card"))  # never sent by the screen: no detail to give
        assert page.announcements[-1] == "Mossa non consentita."
    finally:
        messages.set_language("en")


def test_the_reason_for_a_card_that_cannot_be_used_is_worded_in_every_language() -> None:
    # First cups lead by E, trumped by N; S holds the Re di coppe: the kings rule binds.
    state = minchiate.position([("CK", "C3", "M", "D2"), ("C9", "C8", "C6"), ("D5", "D6", "D8"), ("S4", "S5", "S6")],
                               trick=[(1, "C7"), (2, "T6"), (3, "S1")])
    table = MinchiateTable(state=state, seed=0).show_all()
    kings = table.card_refusal("C3")
    assert kings == state.refusal(PlayCard("C3")) == Refusal("kings_rule", card="C3", king="CK")
    assert refusals.explanation(kings) == "Three of Cups: not playable now (kings rule: you must play the King of Cups)"
    error = refused(table.apply, PlayCard("C3"))
    assert error.refusal == kings
    assert refusals.sentence(error) == "That move is not possible: the Three of Cups cannot be played now"
    t29 = minchiate.discard_refusal("T29")
    assert t29 is not None
    assert refusals.explanation(t29) == (
        "Sagittarius (XXIX): cannot be discarded (trump 29 (Sagittarius) may never be discarded)")
    for refusal in (kings, t29, Refusal("follow_suit", card="D2", suit="C"), Refusal("must_trump", card="D2"),
                    Refusal("discard_points", card="CK", points=5)):
        for code in messages.LANGUAGES:
            messages.set_language(code)
            try:
                assert refusals.reason(refusal) in refusals.explanation(refusal)
                assert "{" not in refusals.explanation(refusal)
            finally:
                messages.set_language("en")
