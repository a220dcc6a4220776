"""The deck setting (issue #46): the cards every 40-card game is drawn with, remembered, refused when
stored wrong, its sprite fetched only when chosen, the Tavolo deck meanwhile (and offline), and the
cards' accessible names the same whatever the deck."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from html import escape

import pytest
from test_shell import FakeShellPage, shell_at

from pyapp.games import all_levels
from pyapp.i18n import messages
from pyapp.ui import parts, svg
from pyapp.ui.profile import DECKS, SETTINGS_KEY, MemoryStorage, Profile
from pyapp.ui.routes import parse_route
from pyapp.ui.shell import Shell

REGIONAL = ("napoletane", "piacentine", "siciliane", "trevisane")


@pytest.fixture(autouse=True)
def tavolo_deck_after() -> Iterator[None]:
    """Each test leaves the cards drawn with the Tavolo deck, as it found them."""
    yield
    svg.draw_with(svg.TAVOLO_DECK)


def stored_settings(**values: object) -> MemoryStorage:
    return MemoryStorage({SETTINGS_KEY: json.dumps({"version": 1, "body": values})})


def hrefs(markup: str) -> list[str]:
    return re.findall(r'<use href="([^"]+)"', markup)


def labels(markup: str) -> list[str]:
    return re.findall(r'aria-label="([^"]+)"', markup)


def test_the_deck_setting_is_remembered_and_a_stored_value_not_a_deck_is_refused() -> None:
    assert ("tavolo", *REGIONAL) == DECKS
    storage = MemoryStorage()
    profile = Profile.load(storage)
    assert (profile.settings.deck, profile.settings.deck_index) == ("tavolo", False)
    profile.change(deck="siciliane", deck_index=True)
    again = Profile.load(storage).settings
    assert (again.deck, again.deck_index, again.deck_sprite()) == ("siciliane", True, "siciliane")
    with pytest.raises(ValueError):
        profile.change(deck="scopa")  # a sprite's name, not a deck setting's value
    assert Profile.load(storage).settings.deck == "siciliane"  # changed nothing
    for bad in ({"deck": "francesi"}, {"deck": 3}, {"deck_index": "on"}):
        refused = Profile.load(stored_settings(**bad))
        assert refused.settings.deck == "tavolo" and not refused.settings.deck_index
        assert refused.notices == [messages.text("notice.settings_lost", detail=messages.text("reason.damaged"))]


def test_a_table_needs_the_sprite_its_cards_are_drawn_with() -> None:
    assert parts.table("scopa") == ("game:scopa", "deck:scopa")
    assert parts.table("scopa", "trevisane") == ("game:scopa", "deck:trevisane")
    assert parts.table("scopone", "napoletane") == ("game:scopa", "game:scopone", "deck:napoletane")
    assert parts.table("minchiate", "napoletane") == ("game:minchiate", "deck:minchiate")
    assert set(parts.gallery()) == {"screen:gallery", *(f"deck:{deck}" for deck in ("scopa", "minchiate", *REGIONAL))}


def test_a_chosen_deck_draws_every_card_of_the_table_and_the_names_stay_the_same() -> None:
    shell, page = shell_at({"game": "scopa", "seed": "42"})
    tavolo = page.markup
    assert {href.split("#")[0] for href in hrefs(tavolo)} == {"cards/sprite/scopa.svg"}
    shell.dispatch("set:deck:napoletane")
    page.finish_work()
    napoletane = page.markup
    assert {href.split("#")[0] for href in hrefs(napoletane)} == {"cards/sprite/napoletane.svg"}
    assert [href.split("#")[1] for href in hrefs(napoletane)] == [href.split("#")[1] for href in hrefs(tavolo)]
    assert labels(napoletane) == labels(tavolo)  # the accessible names do not depend on the deck
    assert shell.parts_for("scopa", "", "en") == ("game:scopa", "deck:napoletane")


def test_the_corner_index_is_drawn_over_the_faces_of_the_decks_without_one_only() -> None:
    shell, page = shell_at({"game": "scopa", "seed": "42"}, stored_settings(deck="piacentine"))
    faces = [href for href in hrefs(page.markup) if "#back" not in href]
    assert faces and not any("#index-" in href for href in faces)
    shell.dispatch("set:deck_index:on")
    page.finish_work()
    drawn = hrefs(page.markup)
    indices = [href for href in drawn if "#index-" in href]
    assert indices and all(href.startswith("cards/sprite/piacentine.svg#index-") for href in indices)
    assert len(indices) == len([href for href in drawn if "#back" not in href and "#index-" not in href])
    shell.dispatch("set:deck:trevisane")  # the Trevisane print their own index
    page.finish_work()
    assert not any("#index-" in href for href in hrefs(page.markup))


def test_the_chosen_deck_is_fetched_once_chosen_and_the_table_shows_the_tavolo_deck_meanwhile() -> None:
    page = FakeShellPage()
    page.missing = {f"deck:{deck}" for deck in REGIONAL}
    shell = Shell(page, Profile.load(MemoryStorage()), url_speed=False)
    shell.open(parse_route({"game": "scopa", "seed": "42"}, 7, all_levels()), push=False)
    page.finish_work()
    assert not any("deck:napoletane" in loaded for loaded in page.loads)  # never chosen: never fetched
    shell.dispatch("set:deck:napoletane")
    assert "cards/sprite/scopa.svg#" in page.markup and "napoletane.svg" not in page.markup  # not here yet
    page.finish_work()
    assert ("deck:napoletane",) in page.loads
    assert "cards/sprite/napoletane.svg#" in page.markup and "scopa.svg" not in page.markup
    assert not any(deck in str(page.loads) for deck in ("piacentine", "siciliane", "trevisane"))


def test_offline_a_deck_never_downloaded_leaves_the_tavolo_deck_and_says_so() -> None:
    page = FakeShellPage()
    page.missing = page.unreachable = {"deck:siciliane"}
    shell = Shell(page, Profile.load(stored_settings(deck="siciliane")), url_speed=False)
    shell.open(parse_route({"game": "scopone", "seed": "42"}, 7, all_levels()), push=False)
    page.finish_work()
    assert "cards/sprite/scopa.svg#" in page.markup and "siciliane" not in page.markup  # never a blank table
    notice = messages.text("deck.offline", deck="Siciliane")
    assert notice in page.announcements and any("deck:siciliane" in text for text in page.warnings)
    assert escape(notice) in page.markup and shell.profile.notices == []  # on the table open now
    assert shell.profile.settings.deck == "siciliane"  # the choice is kept for when it can be fetched


def test_offline_a_deck_never_downloaded_is_said_on_the_start_screen_by_the_next_screen() -> None:
    page = FakeShellPage()
    page.missing = page.unreachable = {"deck:napoletane"}
    shell = Shell(page, Profile.load(stored_settings(deck="napoletane")), url_speed=False)
    shell.open(parse_route({}, 7, all_levels()), push=False)
    page.finish_work()
    notice = messages.text("deck.offline", deck="Napoletane")
    assert notice in page.announcements and shell.profile.notices == [notice]
    shell.open(parse_route({"game": "scopa", "seed": "42"}, 7, all_levels()), push=False)
    page.finish_work()
    assert escape(notice) in page.markup and "napoletane" not in page.markup


def test_the_settings_preview_shows_only_the_deck_the_cards_are_drawn_with() -> None:
    shell, page = shell_at({}, stored_settings(deck="trevisane"))
    shell.dispatch("settings-open")
    page.finish_work()
    preview = re.search(r'<div class="deck-preview"[^>]*>.*?</div>', page.dialog)
    assert preview is not None and 'data-deck="trevisane"' in preview.group(0)
    assert {href.split("#")[0] for href in hrefs(preview.group(0))} == {"cards/sprite/trevisane.svg"}
    for deck in ("napoletane", "piacentine", "siciliane"):
        assert f"{deck}.svg" not in page.dialog
    assert 'data-action="set:deck:napoletane"' in page.dialog and 'data-action="set:deck_index:on"' in page.dialog


def test_a_table_drawn_with_a_regional_deck_never_asks_for_the_tavolo_sprite() -> None:
    # A link to a table for a player whose deck is the Piacentine (its sprite here, as web/app.js starts
    # the worker with it): neither the table nor its rules page, fetched with it, nor the rules dialog
    # ask for the Tavolo sprite, which none of them draws from.
    page = FakeShellPage()
    page.missing = {"deck:scopa", "rules:scopa:en", "rules:scopone:en"}
    shell = Shell(page, Profile.load(stored_settings(deck="piacentine")), url_speed=False)
    shell.open(parse_route({"game": "scopone", "seed": "42"}, 7, all_levels()), push=False)
    page.finish_work()
    assert ("rules:scopone:en", "deck:piacentine") in page.loads
    shell.dispatch("rules-open")
    page.finish_work()
    assert "cards/sprite/piacentine.svg#" in page.markup + page.dialog
    assert not [loaded for loaded in page.loads if "deck:scopa" in loaded], page.loads
