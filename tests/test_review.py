"""The deal review without a browser: its steps rebuilt from a seeded deal are the views the player had
(hand, table, match score: what the Hint had too), the Expert's choice at each is legal there and
decided from that view alone (the same every time), the sentences say what the Expert's move changes
at once, and the shell drives it (the Expert worked out while the dialog is open, keys, screen
readers)."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from fake_page import FakePage, run
from test_shell import shell_at

from pyapp import minchiate, scopa
from pyapp.ai import make_player
from pyapp.ai.hint import REVIEW_LEVEL, review_player
from pyapp.ai.worker import choose
from pyapp.cards import SCOPA_DECK
from pyapp.i18n import messages
from pyapp.scopa.actions import Play
from pyapp.ui.minchiate import review as trick_review
from pyapp.ui.minchiate.controller import MinchiateController
from pyapp.ui.review.dialog import FAILED, Sentence
from pyapp.ui.scopa import review as capture_review
from pyapp.ui.scopa.controller import ScopaController
from pyapp.ui.scopone.controller import ScoponeController

HUMAN = 0


# --- a deal played by a player choosing at random, its views kept as the player had them -------------

def play_capture_deal(controller: Any, rng: Random) -> list[tuple[Any, int]]:
    """Plays the player's cards of the deal on *controller* at random; returns the player's view
    (with the match score) and the Hint's seed at each of the player's turns."""
    seen = []
    while controller.table.phase == "human":
        seen.append((controller.table.match.view(HUMAN), controller.table.move_seed()))
        run(controller.dispatch(f"play:{rng.choice(controller.table.legal_plays())}"))
    return seen


def play_minchiate_deal(controller: MinchiateController, rng: Random) -> list[tuple[Any, int]]:
    """Plays the player's choices of the deal on *controller* at random; returns the player's view and
    the Hint's seed at each card the player played."""
    seen = []
    while controller.table.phase != "over":
        table = controller.table
        if table.phase == "discard":
            for card in sorted(table.legal_cards())[:table.discards_needed()]:
                run(controller.dispatch(f"card:{card}"))
            run(controller.dispatch("discard"))
        elif table.phase == "declare":
            run(controller.dispatch("declare"))
        elif table.phase == "play":
            seen.append((table.state.view(HUMAN), table.computer_seed()))
            run(controller.dispatch(f"card:{rng.choice(sorted(table.legal_cards()))}"))
        else:
            run(controller.resume())
    return seen


@pytest.mark.parametrize("controller_class", [ScopaController, ScoponeController])
def test_each_step_of_a_capture_review_is_the_view_the_player_had(controller_class: Any) -> None:
    controller = controller_class(FakePage(), 4, "heuristic")
    run(controller.resume())
    seen = play_capture_deal(controller, Random(1))
    assert controller.table.phase in ("deal-over", "match-over")
    review = controller.deal_review()
    assert [turn.view for turn in review.turns] == [view for view, _ in seen]
    assert [(decision.view_text, decision.seed) for decision in review.verdicts.decisions] == \
        [(view.to_text(), seed) for view, seed in seen], "the Expert reads the view and seed the Hint had"
    assert [turn.play for turn in review.turns] == [play for seat, play in controller.table.state.history
                                                   if seat == HUMAN]
    others = [entry for turn in review.turns for entry in (*turn.before, *turn.after)]
    assert [(seat, play) for seat, play, _ in others] == [(seat, play) for seat, play in
                                                          controller.table.state.history if seat != HUMAN]
    assert controller.deal_review() is review, "kept while the deal stays"


def test_a_later_deal_is_rebuilt_from_the_seed_with_the_match_score_it_was_played_under() -> None:
    controller = ScopaController(FakePage(), 9, "heuristic")
    run(controller.resume())
    rng = Random(2)
    play_capture_deal(controller, rng)
    first_review = controller.deal_review()
    run(controller.dispatch("next-deal"))
    seen = play_capture_deal(controller, rng)
    assert controller.table.match.deal_number == 2
    first_deal = controller.table.match.past_deals[0]
    assert {view.match_score for view, _ in seen} == {tuple(score.total for score in first_deal)}
    review = controller.deal_review()
    assert review is not first_review
    assert [turn.view for turn in review.turns] == [view for view, _ in seen]


def test_each_step_of_a_minchiate_review_is_the_view_the_player_had() -> None:
    controller = MinchiateController(FakePage(), 13, "heuristic")
    run(controller.resume())
    seen = play_minchiate_deal(controller, Random(3))
    review = controller.deal_review()
    assert review.total == 21
    assert [turn.view for turn in review.turns] == [view for view, _ in seen]
    assert [decision.seed for decision in review.verdicts.decisions] == [seed for _, seed in seen]
    tricks = controller.table.state.tricks
    assert [turn.won for turn in review.turns] == list(tricks)
    assert [turn.card for turn in review.turns] == [card for trick in tricks for seat, card in trick.plays
                                                    if seat == HUMAN]


# --- the Expert: legal, from the view only, the same every time -------------------------------------

@pytest.mark.parametrize("game", ["scopa", "scopone", "minchiate"])
def test_the_experts_choice_is_legal_decided_from_the_view_alone_and_the_same_every_time(game: str) -> None:
    from pyapp.games import find_game

    controller = find_game(game).screen_class()(FakePage(), 5, "heuristic")
    run(controller.resume())
    rng = Random(4)
    if game == "minchiate":
        play_minchiate_deal(controller, rng)
    else:
        play_capture_deal(controller, rng)
    review = controller.deal_review()
    view_class = find_game(game).view_class()
    for step in (0, review.total // 2, review.total - 1):
        decision = review.verdicts.decisions[step]
        view = view_class.from_text(decision.view_text)
        choice = choose(game, decision.view_text, REVIEW_LEVEL, decision.seed)
        assert review.parse(choice) in view.legal_actions()
        assert choose(game, decision.view_text, REVIEW_LEVEL, decision.seed) == choice, "no time cap: no timing"
        # Another world behind the same view (other hidden cards) leaves the view, and the choice, as they are.
        world = view.determinize(Random(99))
        again = world.view(HUMAN, view.match_score) if game != "minchiate" else world.view(HUMAN)
        assert again.to_text() == decision.view_text
    assert review_player(game).__dict__.get("time_limit", None) is None
    assert getattr(make_player(game, "expert"), "time_limit", None), "the Expert of the game keeps its cap"


# --- what the Expert's move changes, in words ----------------------------------------------------

def scopa_view(hand: tuple[str, ...], table: tuple[str, ...], seen: tuple[str, ...],
               rules: scopa.ScopaRules = scopa.DEFAULT_RULES) -> Any:
    """The player's view (seat 0 to play, 6 plays made) with *hand*, *table*, and *seen* in the
    computer's pile (10 cards on the table and in the piles); the rest unseen."""
    assert len(table) + len(seen) == 10
    rest = [card for card in SCOPA_DECK if card not in {*hand, *table, *seen}]
    state = scopa.deal_from((hand, tuple(rest[:3])), table, tuple(rest[3:]), 1, piles=((), seen),
                            last_capturer=1, rules=rules)
    assert state.to_play == HUMAN
    return state.view(HUMAN)


def keys(sentences: list[Sentence]) -> list[str]:
    return [sentence.key for sentence in sentences]


def test_a_missed_sweep_is_named_with_the_cards_and_coins_it_wins() -> None:
    view = scopa_view(("10c", "6b", "9s"), ("1d", "2c", "3s", "4b"), ("5c", "5s", "8c", "8s", "7b", "7s"))
    said = capture_review.changes(view, Play("6b", ("2c", "4b")), Play("10c", ("1d", "2c", "3s", "4b")))
    assert keys(said) == ["review.change.scopa", "review.change.sweep.safe", "review.change.cards",
                          "review.change.coins", "review.change.exposed", "review.change.keeps"]
    assert dict(said[1].fields) == {"value": 4, "count": 3}, "the Ace of Coins and the Three of Swords left: a four"
    assert dict(said[2].fields) == {"expert": 5, "yours": 3} and dict(said[3].fields) == {"expert": 1, "yours": 0}
    assert said[4].fields[0] == ("expert", 0), "a swept table offers nothing to take"
    assert said[-1].text() == "It keeps the Six of Batons in your hand for later."
    assert said[0].text() == "It sweeps the table: a scopa, worth a point."


def test_the_settebello_taken_instead_of_a_card_laid() -> None:
    view = scopa_view(("7c", "4s", "9b"), ("7d", "5c", "8s"), ("1c", "1s", "2c", "2s", "3c", "3s", "6c"))
    said = capture_review.changes(view, Play("4s"), Play("7c", ("7d",)))
    assert keys(said)[:4] == ["review.change.settebello", "review.change.cards", "review.change.coins",
                              "review.change.sevens"]
    assert "review.change.ahead" not in keys(said)


def test_a_table_left_open_to_a_sweep_is_named_with_the_unseen_cards_that_would_take_it() -> None:
    seen = ("1c", "1s", "1b", "2c", "2s", "2b", "4c", "4s", "4b")  # no nine among the cards seen
    view = scopa_view(("3b", "8s", "10d"), ("6c",), seen)
    said = capture_review.changes(view, Play("3b"), Play("8s"))
    assert said[0].key == "review.change.sweep.safe" and dict(said[0].fields) == {"value": 9, "count": 4}
    assert said[0].text() == ("It does not leave the table open to a sweep: after your play, a card worth 9 would "
                              "have taken it all for a scopa (still unseen: 4).")
    assert capture_review.changes(view, Play("8s"), Play("3b"))[0].key == "review.change.sweep.open"


def test_a_valuable_card_laid_and_a_play_that_wins_less_now() -> None:
    view = scopa_view(("7d", "6b", "10s"), ("8c", "9s"), ("1c", "1s", "2c", "2s", "3c", "3s", "4c", "4s"))
    laid_settebello = capture_review.changes(view, Play("7d"), Play("6b"))
    assert "review.change.settebello.safe" in keys(laid_settebello)
    view = scopa_view(("7c", "4s", "9b"), ("7s", "5c", "8b"), ("1c", "1s", "2c", "2s", "3c", "3s", "6c"))
    gives_up = capture_review.changes(view, Play("7c", ("7s",)), Play("4s"))
    assert keys(gives_up)[-2:] == ["review.change.ahead", "review.change.keeps"], \
        "nothing at once favours the Expert's play: it looks further ahead"
    same_now = capture_review.changes(view, Play("9b"), Play("9b"))
    assert keys(same_now) == ["review.change.later"]


def test_minchiate_the_trick_led_or_let_go_and_the_points_at_stake() -> None:
    # West leads the Nine of Cups; the player holds the Ten and the King of Cups (cups: the ten is lowest).
    state = minchiate.position([("C10", "CK"), ("C3", "C4"), ("C5", "C6"), ("C7",)], trick=[(3, "C9")])
    view = state.view(HUMAN)
    beats = trick_review.changes(view, "C10", "CK")
    assert keys(beats) == ["review.change.m.beats", "review.change.keeps"]
    assert beats[0].text() == "It beats the Nine of Cups (West), the best card of the trick so far."
    yields = keys(trick_review.changes(view, "CK", "C10"))
    assert yields == ["review.change.m.yields", "review.change.ahead", "review.change.keeps"], \
        "letting West win: nothing gained now"
    # West leads a trump; the player has none: a King given to the opponents' trick, or a low card.
    state = minchiate.position([("SK", "S3"), ("C3", "C4"), ("C5", "C6"), ("C7",)], trick=[(3, "T20")])
    given = trick_review.changes(state.view(HUMAN), "SK", "S3")
    assert keys(given) == ["review.change.m.given", "review.change.keeps"]
    assert dict(given[0].fields) == {"expert": 0, "yours": 5}
    # The partner wins so far: the King added to the partner's trick.
    state = minchiate.position([("SK", "S3"), ("C3", "C4"), ("C5",), ("S9",)],
                               trick=[(2, "T20"), (3, "S2")])
    assert keys(trick_review.changes(state.view(HUMAN), "S3", "SK"))[0] == "review.change.m.home"
    # Leading: the points put at stake.
    state = minchiate.position([("T40", "S3"), ("C3", "C4"), ("C5", "C6"), ("S2", "S9")], leader=0)
    led = trick_review.changes(state.view(HUMAN), "T40", "S3")
    assert keys(led) == ["review.change.m.led", "review.change.keeps"] and dict(led[0].fields)["yours"] == 10


# --- the steps' verdicts and markup -----------------------------------------------------------------

def finished_scopa(seed: int = 4) -> ScopaController:
    controller = ScopaController(FakePage(), seed, "heuristic")
    run(controller.resume())
    play_capture_deal(controller, Random(1))
    return controller


def test_a_step_shows_the_table_the_hand_and_the_verdict_as_far_as_it_is_known() -> None:
    review = finished_scopa().deal_review()
    step = next(index for index, decision in enumerate(review.verdicts.decisions) if not decision.forced)
    turn = review.turns[step]
    markup = review.markup(step)
    assert 'data-expert="thinking"' in markup and 'aria-busy="true"' in markup
    assert markup.count('class="review-card') == len(turn.view.hand) + len(turn.view.table)
    assert markup.count("by-you") == 1 + len(turn.play.take) and "by-expert" not in markup
    other = next(play for play in turn.view.legal_actions() if play != turn.play)
    review.verdicts.settle(step, str(other))
    markup = review.markup(step)
    assert 'data-expert="other"' in markup and f'data-expert-choice="{other}"' in markup
    assert markup.count("by-expert") == 1 + len(other.take)
    assert review.verdict(step)[1][0].key in ("review.expert.lay", "review.expert.take")
    review.verdicts.settle(step, str(turn.play))
    assert review.verdict(step)[0] == "same"
    review.verdicts.settle(step, FAILED)
    assert review.verdict(step)[0] == "failed"
    forced = [index for index, decision in enumerate(review.verdicts.decisions) if decision.forced]
    assert all(review.verdict(index)[0] == "only" for index in forced)
    assert review.clamp(-3) == 0 and review.clamp(500) == review.total - 1


def test_persian_fields_are_isolated_in_the_review() -> None:
    review = finished_scopa().deal_review()
    messages.set_language("fa")
    try:
        markup = review.markup(0)
    finally:
        messages.set_language("en")
    assert "<bdi>1</bdi>" in markup and f"<bdi>{review.total}</bdi>" in markup, "the position's numbers"
    move = markup.split('class="review-move">')[1].split("</p>")[0]
    assert "<bdi>" in move and "</bdi>" in move, "the card played"


# --- the shell drives the review --------------------------------------------------------------------

def shell_after_a_deal(game: str = "scopa", seed: str = "4") -> tuple[Any, Any]:
    shell, page = shell_at({"game": game, "seed": seed})
    rng = Random(1)
    while shell.controller.table.phase == "human":
        shell.dispatch(f"play:{rng.choice(shell.controller.table.legal_plays())}")
        page.finish_work()
    return shell, page


def test_the_review_works_out_the_experts_choices_while_open_the_step_shown_first() -> None:
    shell, page = shell_after_a_deal()
    review = shell.controller.deal_review()
    shell.dispatch("review-open")
    assert shell.dialog == "review" and 'data-step="0"' in page.dialog
    assert page.announcements[-1].startswith("Your play 1 of 18: ")
    shell.dispatch("review-step:5")
    assert 'data-step="5"' in page.dialog
    judging = shell.dialogs.judging
    assert judging is not None and not judging.done()
    page.finish_work()
    assert all(review.verdicts.choice(step) is not None for step in range(review.total)), "every step judged"
    assert 'data-expert="thinking"' not in page.dialog and 'data-step="5"' in page.dialog
    first = [request for request in page.requests if request[2] == REVIEW_LEVEL]
    unforced = [step for step, decision in enumerate(review.verdicts.decisions) if not decision.forced]
    assert [request[1] for request in first] == [review.verdicts.decisions[step].view_text for step in
                                                 [*[s for s in unforced if s >= 5], *[s for s in unforced if s < 5]]]
    # Another shell, the same deal: the same choices (a fixed seed, no time cap).
    again, again_page = shell_after_a_deal()
    again.dispatch("review-open")
    again_page.finish_work()
    assert again.controller.deal_review().verdicts.choices == review.verdicts.choices


def test_the_reviews_keys_move_it_and_right_to_left_the_arrows_turn_round() -> None:
    shell, page = shell_after_a_deal()
    shell.dispatch("review-open")
    total = shell.controller.deal_review().total
    for key, step in (("End", total - 1), ("Home", 0), ("ArrowRight", 1), ("PageDown", 2), ("ArrowLeft", 1),
                      ("PageUp", 0)):
        assert shell.key(key)
        assert shell.dialogs.review_step == step and f'data-step="{step}"' in page.dialog, key
    before = len(page.announcements)
    assert shell.key("ArrowLeft") and len(page.announcements) == before, "at the first step: nothing to say"
    assert not shell.key("x")
    messages.set_language("fa")
    try:
        assert shell.key("ArrowLeft") and shell.dialogs.review_step == 1, "right to left: the left arrow goes on"
        assert shell.key("ArrowRight") and shell.dialogs.review_step == 0
    finally:
        messages.set_language("en")
    assert shell.key("Escape") and shell.dialog is None
    assert shell.dialogs.judging is None, "closing the review stops its work"


def test_the_review_tells_the_verdict_when_it_arrives_and_leaving_stops_it() -> None:
    shell, page = shell_after_a_deal()
    review = shell.controller.deal_review()
    step = next(index for index, decision in enumerate(review.verdicts.decisions) if not decision.forced)
    shell.dispatch(f"review-step:{step}")
    page.finish_work()
    assert page.announcements[-1] == review.verdict_announcement(step)
    shell.dispatch("review-open")
    shell.dispatch("menu")
    assert shell.dialog is None and shell.dialogs.judging is None


def test_the_review_waits_for_its_part_and_offline_says_so_changing_nothing() -> None:
    shell, page = shell_after_a_deal()
    sheet = page.markup
    page.missing = {"screen:review"}
    page.unreachable = {"screen:review"}
    shell.dispatch("review-open")
    assert shell.dialog == "review" and "Loading the deal review…" in page.dialog
    assert shell.key("ArrowRight") is False, "no step to move to before the review's code is here"
    page.finish_work()
    assert page.loads[-1] == ("screen:review",)
    assert "Not on this device yet" in page.dialog and "The deal review has not been opened" in page.dialog
    assert 'class="review"' not in page.dialog and page.warnings and "screen:review" in page.warnings[-1]
    assert shell.controller.kept_review is None, "no review was built"
    shell.dispatch("dialog-close")
    assert shell.dialog is None and page.dialog == "" and page.markup == sheet, "the deal's sheet as it was"
    page.unreachable.clear()  # online again: the part comes, then the review shows
    shell.dispatch("review-open")
    page.finish_work()
    assert not page.missing and 'data-dialog="review"' in page.dialog and 'data-step="0"' in page.dialog
    assert any(said.startswith("Your play 1 of 18: ") for said in page.announcements)


def test_a_review_closed_while_its_part_loads_stays_closed() -> None:
    shell, page = shell_after_a_deal()
    page.missing = {"screen:review"}
    shell.dispatch("review-open")
    shell.key("Escape")
    page.finish_work()
    assert not page.missing and shell.dialog is None and page.dialog == ""
