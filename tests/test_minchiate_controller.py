"""The Minchiate screen driven as the page drives it, under CPython (no browser)."""

from __future__ import annotations

import re

from fake_page import FakePage, run

from pyapp.ui.minchiate.controller import MinchiateController


def clickable_cards(markup: str) -> list[str]:
    return re.findall(r'data-action="(card:[^"]*)"', markup)


def test_a_whole_deal_through_the_controller_with_discards_declarations_and_a_hint() -> None:
    page = FakePage()
    seen_while_asking: list[str] = []
    answer = page.ask_computer

    async def ask_and_look(game: str, view_text: str, level: str, seed: int) -> str:
        seen_while_asking.append(page.markup)  # what the player sees while a computer searches
        return await answer(game, view_text, level, seed)

    page.ask_computer = ask_and_look  # type: ignore[method-assign]
    controller = MinchiateController(page, seed=13)
    controller.start()
    run(controller.resume())
    seen: set[str] = set()
    hinted = False
    while controller.table.phase != "over":
        phase = controller.table.phase
        seen.add(phase)
        if phase == "discard":
            needed = controller.table.discards_needed()
            assert 'data-action="discard"' in page.markup and "disabled" in page.markup
            for action in clickable_cards(page.markup)[:needed]:
                run(controller.dispatch(action))
            run(controller.dispatch("discard"))
        elif phase == "declare":
            names = [c.name for c in controller.table.combinations()]
            run(controller.dispatch(f"combo:{names[0]}"))  # withhold the first
            assert names[0] not in controller.table.declare_action().combinations
            run(controller.dispatch("declare"))
        else:
            if not hinted:
                seen_while_asking.clear()
                run(controller.dispatch("hint"))
                assert controller.table.hint in controller.table.state.legal_actions()
                assert "data-hint-pending" in seen_while_asking[0] and "data-hint-pending" not in page.markup
                hinted = True
            run(controller.dispatch(clickable_cards(page.markup)[0]))
    assert seen == {"discard", "declare", "play"}
    assert "data-breakdown" in page.markup


def test_clicking_an_unplayable_card_is_refused_with_the_reason() -> None:
    page = FakePage()
    controller = MinchiateController(page, seed=13)
    controller.start()
    run(controller.resume())
    before = controller.table
    ineligible = next(card for card in controller.table.hand() if controller.table.card_refusal(card))
    run(controller.dispatch(f"card:{ineligible}"))
    assert controller.table == before and "cannot be discarded" in page.announcements[-1]


def test_pointing_at_an_unusable_card_says_why() -> None:
    page = FakePage()
    controller = MinchiateController(page, seed=13)
    controller.start()
    run(controller.resume())
    ineligible = next(card for card in controller.table.hand() if controller.table.card_refusal(card))
    assert f'data-action="why:{ineligible}"' in page.markup
    run(controller.dispatch(f"why:{ineligible}"))
    assert "data-reason" in page.markup and "cannot be discarded" in page.announcements[-1]


def test_reasons_are_given_in_the_players_language() -> None:
    from pyapp import minchiate
    from pyapp.i18n import messages, refusals
    from pyapp.ui.minchiate.table import MinchiateTable

    def play_reason(table: MinchiateTable, card: str) -> str:
        refusal = table.card_refusal(card)
        assert refusal is not None
        return refusals.reason(refusal)

    t29 = minchiate.discard_refusal("T29")
    assert t29 is not None

    # First cups lead by E, trumped by N; S holds the Re di coppe: the kings rule binds.
    state = minchiate.position([("CK", "C3", "M", "D2"), ("C9", "C8", "C6"), ("D5", "D6", "D8"), ("S4", "S5", "S6")],
                               trick=[(1, "C7"), (2, "T6"), (3, "S1")])
    table = MinchiateTable(state=state, seed=0).show_all()
    assert play_reason(table, "C3") == "kings rule: you must play the King of Cups"
    assert table.card_refusal("CK") is None
    follow = MinchiateTable(state=minchiate.position([("C3", "D2"), ("C9",), ("D5",), ("S4",)],
                                                     trick=[(1, "C7"), (2, "D7"), (3, "S1")]), seed=0)
    assert play_reason(follow.show_all(), "D2") == "you must follow suit: cups"
    messages.set_language("it")
    try:
        assert play_reason(table, "C3") == "regola dei Re: devi giocare il Re di coppe"
        assert refusals.reason(t29) == "il trionfo 29 (Il Sagittario) non si può mai scartare"
    finally:
        messages.set_language("en")


class WatchingPage(FakePage):
    """A page that keeps what was on the screen each time a sentence was said."""

    def __init__(self, layout: str = "wide") -> None:
        super().__init__(layout)
        self.told: list[tuple[str, str]] = []

    def announce(self, sentence: str) -> None:
        super().announce(sentence)
        self.told.append((sentence, self.markup))


def screen_when(page: WatchingPage, start: str) -> str:
    return next(markup for sentence, markup in page.told if sentence.startswith(start))


def status(markup: str) -> str:
    found = re.search(r'<div class="turn [^"]*" data-turn="[^"]*">([^<]*)</div>', markup)
    assert found
    return found.group(1)


def test_the_setup_is_shown_as_it_is_told_never_ahead() -> None:
    # Seed 69: N deals, E cuts at the Re di spade and steals it with Il Carro and the Papa uno, N
    # takes four cards from the Fola; then E and N discard (their cards unseen), and everyone declares.
    page = WatchingPage()
    controller = MinchiateController(page, seed=69)
    controller.start()
    run(controller.resume())
    cut = screen_when(page, "E cuts the pack")
    assert 'data-key="cut-SK"' in cut and 'data-key="pack" data-count="97"' in cut
    assert "shown-1-SK" not in cut and 'class="hand"' in cut and "hand-" not in cut  # nobody holds a card yet
    assert status(cut) == "East cuts"
    stolen = screen_when(page, "E steals")
    assert all(f'data-key="shown-1-{card}"' in stolen for card in ("SK", "T10", "T1"))
    assert "cut-SK" not in stolen and 'data-key="pack" data-count="94"' in stolen and "arriving" in stolen
    assert status(stolen) == "East steals" and "East &amp; West: 15 of 60 toward the next resto" in stolen
    dealt = screen_when(page, "N deals 10")
    assert 'data-key="pack"' not in dealt and 'data-key="fola" data-count="10"' in dealt
    assert dealt.count('data-key="hand-') == 21 and "shown-2-" not in dealt and "shown-3-" not in dealt
    taken = screen_when(page, "N takes")
    assert 'data-key="fola" data-count="6"' in taken and "shown-2-T39" in taken
    discards = [markup for sentence, markup in page.told if "discards a card face down" in sentence]
    assert len(discards) == 7  # E three, N four
    assert 'data-key="fola" data-count="7"' in discards[0] and 'data-key="to-fola-7"' in discards[0]
    assert status(discards[0]) == "East discards" and status(discards[-1]) == "Partner discards"
    assert controller.table.phase in ("declare", "play")


def test_the_status_says_what_happens_and_the_score_is_the_resti_and_the_lead_toward_the_next() -> None:
    page = WatchingPage()
    controller = MinchiateController(page, seed=13)
    controller.start()
    run(controller.resume())
    words = {status(markup) for _, markup in page.told}
    assert {"Dealing…", "West cuts", "You take from the Fola", "21st cards shown", "Discard 3"} <= words
    assert status(page.markup) == "Discard 3" and "Dealing…" not in status(page.markup)
    while controller.table.phase != "over":
        phase = controller.table.phase
        if phase == "discard":
            for action in clickable_cards(page.markup)[:controller.table.discards_needed()]:
                run(controller.dispatch(action))
            run(controller.dispatch("discard"))
        elif phase == "declare":
            run(controller.dispatch("declare"))
        else:
            run(controller.dispatch(clickable_cards(page.markup)[0]))
    words = {status(markup) for _, markup in page.told}
    assert {"Your turn", "You play", "East is playing", "Partner declares", "Counting the points"} <= words
    assert any(word.startswith("Trick won by") for word in words) and "You win the trick" in words
    for _, markup in page.told:  # the resti, and during the deal the points toward the next one
        assert 'class="resti"' in markup and 'class="standing"' in markup
    assert 'class="resti"' in page.markup and 'class="standing"' not in page.markup  # the end: the resti alone
    assert status(page.markup) == "Deal over"
