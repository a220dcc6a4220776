"""The Scopa screen driven as the page drives it, under CPython (no browser)."""

from __future__ import annotations

import json
import re

from fake_page import FakePage, run

from pyapp.ai import worker
from pyapp.ui.scopa.controller import ScopaController


def actions(markup: str, prefix: str) -> list[str]:
    return re.findall(rf'data-action="({prefix}[^"]*)"', markup)


def test_a_whole_match_clicked_through_the_controller() -> None:
    page = FakePage()
    controller = ScopaController(page, seed=21)
    controller.start()
    run(controller.resume())
    deals = 0
    for _ in range(2000):
        phase = controller.table.phase
        if phase == "human":
            run(controller.dispatch(actions(page.markup, "hand:")[0]))
            if controller.table.selected is not None:
                run(controller.dispatch(actions(page.markup, "play:")[0]))
        elif phase == "deal-over":
            assert 'data-breakdown' in page.markup
            deals += 1
            run(controller.dispatch("next-deal"))
        else:
            break
    assert controller.table.phase == "match-over"
    assert 'data-action="new-match"' in page.markup
    assert deals >= 1
    assert page.requests and all(game == "scopa" for game, *_ in page.requests)
    run(controller.dispatch("new-match"))
    assert controller.table.match.scores == (0, 0)


def test_an_illegal_action_is_refused_with_a_message_and_changes_nothing() -> None:
    page = FakePage()
    controller = ScopaController(page, seed=3)
    controller.start()
    run(controller.resume())
    before = controller.table
    run(controller.dispatch("play:7d:1c+2c+3c+4c+5c"))
    assert controller.table == before
    assert "not possible" in page.announcements[-1]


def test_keyboard_shortcuts_pick_hand_cards_and_escape_cancels() -> None:
    page = FakePage()
    controller = ScopaController(page, seed=3)
    controller.start()
    run(controller.resume())
    action = controller.shortcut("1")
    assert action == f"hand:{controller.table.sorted_hand()[0]}"
    assert controller.shortcut("9") is None
    assert controller.shortcut("Escape") is None


def test_worker_answers_errors_as_an_error_reply_instead_of_raising() -> None:
    assert worker.choose("scopa", "{not json", "heuristic", 1).startswith(worker.ERROR_REPLY)
    reply = worker.choose("scopa", json.dumps({"game": "scopa", "hand": ["99z"]}), "heuristic", 1)
    assert reply.startswith(worker.ERROR_REPLY)


def test_the_hint_is_a_legal_move_marked_on_the_table() -> None:
    page = FakePage()
    controller = ScopaController(page, seed=3)
    controller.start()
    run(controller.resume())
    run(controller.dispatch("hint"))
    hint = controller.table.hint
    assert hint is not None and hint in controller.table.state.legal_actions()
    assert "hinted" in page.markup and "Hint" in page.announcements[-1]
    assert page.requests[-1][2] == "expert"
    assert "data-hint-pending" not in page.markup


def test_while_the_hint_is_worked_out_the_table_says_so() -> None:
    page = FakePage()
    seen: list[str] = []
    answer = page.ask_computer

    async def ask_and_look(*args: object) -> str:
        seen.append(page.markup)  # what the player sees while the Expert searches
        return await answer(*args)  # type: ignore[arg-type]

    page.ask_computer = ask_and_look  # type: ignore[method-assign]
    controller = ScopaController(page, seed=3)
    controller.start()
    run(controller.resume())
    seen.clear()
    run(controller.dispatch("hint"))
    assert len(seen) == 1 and "data-hint-pending" in seen[0] and "Looking for the Expert" in seen[0]
    assert "data-hint-pending" not in page.markup and "data-hint=" in page.markup
