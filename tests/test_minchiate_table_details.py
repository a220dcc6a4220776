"""What a Minchiate player reads on the table (issue #41): every trick's cards in the log, the last
trick on demand, who led the trick, the seats' cards counted in words, and a score that reads as
the game is scored (the resti earned, and the points toward the next)."""

from __future__ import annotations

import re
from random import Random

import pytest
from fake_page import FakePage, run

from pyapp import minchiate
from pyapp.engine import IllegalActionError
from pyapp.i18n import messages
from pyapp.minchiate.events import RestoPaid
from pyapp.ui.minchiate import render as minchiate_render
from pyapp.ui.minchiate.controller import MinchiateController
from pyapp.ui.minchiate.felt import render_svg
from pyapp.ui.minchiate.geometry import TALL, WIDE
from pyapp.ui.minchiate.log import plays_sentence
from pyapp.ui.minchiate.table import MinchiateTable

S, E, N, W = 0, 1, 2, 3


def played_until(table: MinchiateTable, rng: Random, done: int) -> MinchiateTable:
    """The table after random legal moves, once *done* tricks are over and the player is to play
    (or at the end of the deal); everything told."""
    while not table.state.is_over and not (len(table.state.tricks) >= done and table.state.to_play == S
                                           and table.state.phase == "play"):
        table = table.apply(rng.choice(table.state.legal_actions()))
    return table.show_all()


def log_tricks(markup: str) -> list[tuple[str, str, list[tuple[str, str]]]]:
    """Each trick of the log, newest first: (number, winner's letter, [(seat letter, classes)])."""
    entries = re.findall(r'<li class="log-trick" data-trick="(\d+)" data-winner="([SENW])">(.*?)</li>', markup)
    return [(number, winner, re.findall(r'<figure class="([^"]*)" data-seat="([SENW])"', body))
            for number, winner, body in entries]


# --- the log ------------------------------------------------------------------------------------


def test_the_log_shows_every_trick_with_each_seats_card_its_leader_and_its_winner() -> None:
    table = played_until(MinchiateTable.new(5), Random(5), 99)
    state = table.state
    assert state.is_over and len(state.tricks) == 21
    side = minchiate_render.render_side(table)
    entries = log_tricks(side)
    # oldest first (a new line takes a new place at the end: nothing moves; issue #41)
    assert [int(number) for number, _, _ in entries] == list(range(1, 22))
    assert 'data-follow-end' in side
    for (number, winner, figures), trick in zip(entries, state.tricks, strict=True):
        assert int(number) == trick.number and winner == "SENW"[trick.winner]
        assert [seat for _, seat in figures] == ["SENW"[seat] for seat, _ in trick.plays]  # in play order
        classes = [css.split() for css, _ in figures]
        assert ["lead" in css for css in classes] == [True, False, False, False]
        assert [("winner" in css) for css in classes] == [seat == trick.winner for seat, _ in trick.plays]
        sentence = plays_sentence(trick.plays, trick.number)
        assert minchiate_render.escape(sentence) in side, sentence


def test_a_tricks_sentence_names_the_leader_and_every_card_in_each_language() -> None:
    plays = ((W, "C3"), (S, "T6"), (E, "C5"), (N, "M"))
    assert plays_sentence(plays, 5) == ("Trick 5: W leads the Three of Cups, S plays Temperance (VI), "
                                        "E plays the Five of Cups and N plays the Fool.")
    for language in ("it", "fr", "da", "fa"):
        messages.set_language(language)
        try:
            sentence = plays_sentence(plays, 5)
        finally:
            messages.set_language("en")
        assert all(letter in sentence for letter in "WSEN") and "5" in sentence and "{" not in sentence


# --- the table: the leader, the counts, the last trick ---------------------------------------------


def test_the_card_that_led_the_trick_is_marked_and_named_so() -> None:
    state = minchiate.position([("C3", "D2", "D3"), ("C9", "C8"), ("D5", "D6"), ("S4", "S5")],
                               trick=[(E, "C7"), (N, "D7"), (W, "S1")])
    table = MinchiateTable(state=state, seed=0).show_all()
    for layout in (WIDE, TALL):
        felt = render_svg(table, layout)
        assert felt.count("data-lead") == 1 and "lead-tag" in felt
        led = re.search(r'<g class="card in-trick[^"]*"[^>]*aria-label="([^"]*)"[^>]*data-seat="E"', felt)
        assert led and led.group(1) == "East (led): Seven of Cups", led
        assert 'aria-label="Partner: Seven of Coins"' in felt


def test_each_seats_cards_are_counted_in_words() -> None:
    table = MinchiateTable.new(13).show_all()
    felt = render_svg(table, WIDE)
    names = re.findall(r'<text class="seat-name"[^>]*>([^<]*)</text>', felt)
    assert len(names) == 3 and all(re.search(r"· \d+ cards$", name) for name in names), names
    dealer = "SENW"[table.state.dealer]
    assert any(f"({dealer}) · Dealer · " in name for name in names) or table.state.dealer == S
    messages.set_language("fa")  # right to left: each name isolated in its direction on the left-to-right felt
    try:
        names = re.findall(r'<text class="seat-name"[^>]*>([^<]*)</text>', render_svg(table, WIDE))
    finally:
        messages.set_language("en")
    assert all(name.startswith("\u2067") and name.endswith("\u2069") and "کارت" in name for name in names), names


def test_a_long_seat_name_is_narrowed_to_stay_clear_of_the_trick_on_a_phone() -> None:
    from pyapp.ui.minchiate.geometry import name_room

    seed = next(seed for seed in range(50) if MinchiateTable.new(seed).state.dealer == W)
    table = MinchiateTable.new(seed).show_all()
    messages.set_language("it")
    try:
        felt = render_svg(table, TALL)
    finally:
        messages.set_language("en")
    west = re.search(r'<text class="seat-name"([^>]*)>(Ovest \(W\) · Mazziere · \d+ carte)</text>', felt)
    assert west and f'textLength="{name_room(TALL, W):g}"' in west.group(1), west
    assert 'textLength' not in render_svg(table, WIDE)  # the wide table has the room


def test_the_last_trick_lies_beside_the_trick_and_turns_up_at_the_players_turn() -> None:
    table = played_until(MinchiateTable.new(13), Random(1), 3)
    last = table.state.tricks[-1]
    felt = render_svg(table, WIDE)
    mini = re.search(r'<g class="last-trick"[^>]*>', felt)
    assert mini and 'data-action="last-trick"' in mini.group(0) and 'aria-pressed="false"' in mini.group(0)
    assert f'data-last="{last.number}"' in mini.group(0) and 'role="button"' in mini.group(0)
    assert "last-shown" not in felt

    shown = table.toggle_last_trick()
    felt = render_svg(shown, WIDE)
    assert 'class="last-trick pressed"' in felt and 'aria-pressed="true"' in felt
    trick = re.search(r'<g class="trick last-shown"[^>]*data-trick="(\d+)">(.*?)</g><g class="last-trick', felt)
    assert trick and int(trick.group(1)) == last.number
    assert re.findall(r'data-card="([^"]+)" data-seat="([SENW])"', trick.group(2)) == [
        (card, "SENW"[seat]) for seat, card in last.plays]
    assert felt.count(">Last trick<") == 2  # the words under it, and in the middle of the trick's place
    assert shown.toggle_last_trick().last_trick_shown is False
    card = next(action for action in shown.state.legal_actions())
    assert shown.apply(card).last_trick_shown is False  # playing a card turns it back down


def test_the_last_trick_is_no_button_before_the_first_trick_or_while_others_play() -> None:
    table = MinchiateTable.new(13).show_all()
    assert table.scene.last is None and 'class="last-trick' not in render_svg(table, WIDE)
    with pytest.raises(IllegalActionError):
        table.toggle_last_trick()
    rng = Random(1)
    while not (table.state.tricks and table.state.to_play not in (S, None)):
        table = table.apply(rng.choice(table.state.legal_actions()))
    table = table.show_all()
    assert table.phase == "computer"
    felt = render_svg(table, TALL)
    assert 'class="last-trick"' in felt and 'data-action="last-trick"' not in felt and 'role="img"' in felt
    with pytest.raises(IllegalActionError):
        table.toggle_last_trick()


def test_the_player_turns_the_last_trick_up_and_hears_it_then_turns_it_down() -> None:
    page = FakePage()
    controller = MinchiateController(page, seed=13)
    controller.table = played_until(controller.table, Random(2), 4)
    controller.render()
    last = controller.table.state.tricks[-1]
    run(controller.dispatch("last-trick"))
    assert controller.table.last_trick_shown and "last-shown" in page.markup
    assert page.announcements[-1] == (plays_sentence(last.plays, last.number) + " "
                                      + minchiate_render.describe(minchiate.TrickWon(last.winner, last.cards,
                                                                                     last.points, last.number)))
    assert controller.shortcut("Escape") == "last-trick"
    run(controller.dispatch("last-trick"))
    assert not controller.table.last_trick_shown and "last-shown" not in page.markup
    assert controller.shortcut("Escape") is None


# --- the score --------------------------------------------------------------------------------------


def status_score(markup: str) -> str:
    found = re.search(r'<div class="score"[^>]*>(.*?)</div>', markup)
    assert found
    return re.sub(r"<[^>]+>", "|", found.group(1))


def test_the_score_is_the_resti_earned_and_the_points_toward_the_next() -> None:
    # E deals, S cuts and steals 58 points; N reveals T2 (+3): a resto for S-N, 1 point left (§5 scenario 25).
    state = minchiate.deal_arranged(E, stolen=["T40", "T39", "T38", "T37", "T36", "T5", "T1"],
                                    revealed={N: "T2", W: "T30", S: "D3", E: "CK"})
    table = MinchiateTable(state=state, seed=0)
    resto = next(index for index, event in enumerate(table.events) if isinstance(event, RestoPaid))
    stolen = status_score(minchiate_render.render_status(table, table.show(2).scene))  # the cut, the steal
    assert "Resti 0 – 0" in stolen and "You &amp; Partner: 58 of 60 toward the next resto" in stolen
    before = status_score(minchiate_render.render_status(table, table.show(resto - 1).scene))
    assert "Resti 0 – 0" in before and "You &amp; Partner ahead by 61 points" in before  # as the resto is due
    after = status_score(minchiate_render.render_status(table, table.show(resto).scene))
    assert "Resti 1 – 0" in after and "You &amp; Partner: 1 of 60 toward the next resto" in after
    assert "ahead by" not in after and "61" not in after  # the paid resto is never counted back in
    settled = table.show_all()  # W's T30 and E's King: S-N 1 - 10 = E-W 9 points toward their resto
    words = status_score(minchiate_render.render_status(settled, settled.scene))
    assert "Resti 1 – 0" in words and "East &amp; West: 9 of 60 toward the next resto" in words


def test_while_the_end_is_counted_the_lead_is_not_cut_into_sixties() -> None:
    from pyapp.minchiate.scoring import Ledger

    assert minchiate_render.lead_words(Ledger(45, 1, 0), counting=False) == (
        "You & Partner: 45 of 60 toward the next resto", "You & Partner: 45 of 60")
    assert minchiate_render.lead_words(Ledger(-95, 1, 0), counting=True)[0] == "East & West ahead by 95 points"
    assert minchiate_render.lead_words(Ledger(0, 2, 1), counting=False)[0] == "Level on points"
