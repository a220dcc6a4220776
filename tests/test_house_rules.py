"""Scopa's house rules on the site (issue 19, item 3): chosen before a match and remembered as the
player's default, carried by the URL (a bad value falls back with a notice), shown in the table's
header, with their breakdown rows, and statistics kept per rule set.  Driven under CPython through
the shell as the browser glue drives it."""

from __future__ import annotations

import json
import re
from random import Random

import pytest
from test_shell import shell_at

from pyapp import scopa
from pyapp.engine import GameRecordError
from pyapp.ui import match_options, routes
from pyapp.ui.profile import SETTINGS_KEY, STATS_KEY, DealTally, MemoryStorage, Profile, Settings, save_key, stats_key
from pyapp.ui.scopa.render import LAYOUTS, render_breakdown, render_meta, render_svg
from pyapp.ui.scopa.table import ScopaTable
from pyapp.ui.shell_render import render_stats

ALL_OPTIONS = scopa.ScopaRules(target=21, re_bello=True, napola=True, asso_piglia_tutto=True)


def played_deal(seed: int, rules: scopa.ScopaRules) -> ScopaTable:
    """The first deal of a match under *rules*, played to its end with random legal plays."""
    table = ScopaTable.new(seed, rules)
    rng = Random(seed)
    while table.phase in ("human", "computer"):
        table = table.apply(rng.choice(table.state.legal_actions()))
    return table


# --- the options' text ----------------------------------------------------------------------------

def test_the_options_text_has_one_spelling_and_round_trips_through_the_url() -> None:
    text = match_options.canonical("scopone", "napola , target=21,mode=classico")
    assert text == "mode=classico,target=21,napola"
    assert match_options.from_params("scopone", match_options.to_params("scopone", text)) == (text, ())
    assert match_options.to_params("scopa", "target=11") == {}
    with pytest.raises(GameRecordError, match="mode"):
        match_options.canonical("scopa", "mode=classico")
    with pytest.raises(GameRecordError):
        match_options.canonical("minchiate", "target=21")


def test_a_url_carries_the_rules_and_the_route_writes_them_back() -> None:
    route = routes.parse_route({"game": "scopa", "seed": "7", "target": "21", "napola": "1", "re_bello": "0"}, 1)
    assert route.options == "target=21,napola" and route.notices == ()
    assert route.query() == "?game=scopa&seed=7&target=21&napola=1"


@pytest.mark.parametrize(("name", "value"), [("target", "12"), ("napola", "yes"), ("mode", "classico"),
                                             ("asso_piglia_tutto", "")])
def test_a_bad_option_in_the_url_falls_back_to_the_standard_rule_with_a_notice(name: str, value: str) -> None:
    route = routes.parse_route({"game": "scopa", "seed": "7", name: value, "re_bello": "1"}, 1)
    assert route.options == "target=11,re_bello"
    assert len(route.notices) == 1 and name in route.notices[0] and "standard" in route.notices[0]


def test_a_game_without_options_ignores_them() -> None:
    assert routes.parse_route({"game": "minchiate", "target": "21"}, 1).options == ""


# --- the player's default ---------------------------------------------------------------------------

def test_the_rules_chosen_before_a_match_are_remembered_and_a_new_match_uses_them() -> None:
    storage = MemoryStorage()
    shell, page = shell_at({}, storage)
    shell.dispatch("setup-open:scopa")
    assert 'data-dialog="setup-scopa"' in page.dialog and 'aria-pressed="true" data-action="option:scopa:target:11"' \
        in page.dialog
    for action in ("option:scopa:target:21", "option:scopa:napola:on", "option:scopa:asso_piglia_tutto:on"):
        shell.dispatch(action)
    assert 'aria-pressed="true" data-action="option:scopa:target:21"' in page.dialog
    stored = json.loads(storage.items[SETTINGS_KEY])["body"]
    assert stored["options_scopa"] == "target=21,napola,asso_piglia_tutto"
    assert "house-rules-summary" in page.markup  # the start screen names the player's rules
    # A new visit reads them back, and a game opened from the start screen is played with them.
    shell, page = shell_at({"game": "scopa", "seed": "3"}, storage)
    assert shell.controller.table.match.rules == scopa.ScopaRules(target=21, napola=True, asso_piglia_tutto=True)
    assert page.query == "?game=scopa&seed=3&target=21&napola=1&asso_piglia_tutto=1"


def test_a_bad_option_choice_is_refused_and_changes_nothing() -> None:
    storage = MemoryStorage()
    shell, page = shell_at({}, storage)
    for action in ("option:scopa:target:12", "option:scopa:napola:maybe", "option:scopa:mode:classico",
                   "option:minchiate:target:21", "option:scopa"):
        shell.dispatch(action)
    assert SETTINGS_KEY not in storage.items and len(page.warnings) == 5
    assert shell.profile.settings.match_options("scopa") == "target=11"


def test_a_damaged_stored_option_resets_the_settings_with_a_notice() -> None:
    storage = MemoryStorage({SETTINGS_KEY: json.dumps({"version": 1, "body": {"options_scopa": "target=12"}})})
    profile = Profile.load(storage)
    assert profile.settings == Settings() and profile.notices and SETTINGS_KEY not in storage.items


def test_play_with_these_rules_starts_a_new_match_even_over_a_game_in_progress() -> None:
    storage = MemoryStorage()
    shell, page = shell_at({"game": "scopa", "seed": "5"}, storage)
    assert save_key("scopa") in storage.items or shell.controller.table.state.plays_made == 0
    shell.dispatch("setup-open:scopa")
    shell.dispatch("option:scopa:re_bello:on")
    shell.dispatch("setup-start:scopa")
    page.finish_work()
    assert shell.controller.table.match.rules == scopa.ScopaRules(re_bello=True)
    assert shell.controller.table.match.deal_number == 1 and shell.controller.table.seed != 5
    assert page.dialog == "" and "re_bello=1" in page.query


def test_a_saved_match_keeps_its_own_rules_when_the_default_changes() -> None:
    storage = MemoryStorage()
    shell, page = shell_at({"game": "scopa", "seed": "5", "napola": "1"}, storage)
    shell.controller.remember()
    shell.profile.change(options_scopa="target=31")
    shell, page = shell_at({"game": "scopa"}, storage)
    assert shell.controller.table.seed == 5 and shell.controller.table.match.rules == scopa.ScopaRules(napola=True)
    assert page.query == "?game=scopa&seed=5&napola=1"


# --- on the table -------------------------------------------------------------------------------------

@pytest.mark.parametrize("layout", ["wide", "tall"])
def test_the_rules_in_force_are_on_the_table(layout: str) -> None:
    """The target over the last moves, each option that is on written on the felt (nothing for plain rules)."""
    table = ScopaTable.new(1, ALL_OPTIONS)
    meta = render_meta(table)
    assert 'data-rules="target=21,re_bello,napola,asso_piglia_tutto"' in meta and "First to 21" in meta
    felt = re.search(r'<g class="options-in-force" role="img" aria-label="([^"]*)">(.*?)</g>',
                     render_svg(table, LAYOUTS[layout]))
    assert felt is not None and felt.group(1) == "House rules: Re bello, Napola and Asso piglia tutto"
    assert re.findall(r">([^<]+)</text>", felt.group(2)) == ["Re bello", "Napola", "Asso piglia tutto"]
    assert "options-in-force" not in render_svg(ScopaTable.new(1, scopa.ScopaRules(target=31)), LAYOUTS[layout])


def test_the_breakdown_has_a_re_bello_row_and_a_napola_row_with_its_run() -> None:
    table = played_deal(15, scopa.ScopaRules(re_bello=True, napola=True))  # a deal with both (found by search)
    you, ai = scopa.score_deal(table.state)
    markup = render_breakdown(table)
    napola_side = 0 if you.napola_point else 1
    points = (you, ai)[napola_side].napola_point
    assert points >= 3
    row = re.search(r'<tr data-row="napola">(.*?)</tr>', markup)
    assert row is not None
    cells = re.findall(r"<td[^>]*>(.*?)</td>", row.group(1))
    assert "-".join(["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"][:points]) in cells[napola_side]
    assert f"+{points}" in cells[napola_side]
    re_bello = re.search(r'<tr data-row="re_bello">(.*?)</tr>', markup)
    assert re_bello is not None and re_bello.group(1).count("prize-point") == 1
    assert f'data-deal-you="{you.total}"' in markup and f'data-deal-ai="{ai.total}"' in markup
    plain = render_breakdown(played_deal(15, scopa.DEFAULT_RULES))
    assert 'data-row="napola"' not in plain and 'data-row="re_bello"' not in plain


def test_a_match_over_offers_to_change_the_rules() -> None:
    storage = MemoryStorage()
    shell, page = shell_at({"game": "scopa", "seed": "2"}, storage)
    controller = shell.controller
    while controller.table.phase != "match-over":
        table = controller.table
        controller.table = table.next_deal() if table.phase == "deal-over" else table.apply(
            table.state.legal_actions()[0])
    controller.render()
    assert 'data-action="setup-open:scopa"' in page.markup


# --- statistics per rule set ------------------------------------------------------------------------

def test_statistics_are_kept_per_rule_set() -> None:
    storage = MemoryStorage()
    profile = Profile.load(storage)
    profile.record(stats_key("scopa", "target=11"), DealTally(points=12), "won")
    profile.record(stats_key("scopa", "target=21,napola"), DealTally(points=20), "lost")
    assert set(profile.stats) == {"scopa", "scopa:target=21,napola"}
    again = Profile.load(storage)
    assert again.stats == profile.stats
    markup = render_stats(again.stats)
    assert 'data-stats="scopa:target=21,napola"' in markup and "First to 21 · Napola" in markup
    assert markup.index('data-stats="scopa"') < markup.index('data-stats="scopa:target=21,napola"')


def test_stored_statistics_of_an_unknown_rule_set_are_ignored() -> None:
    body = {"scopa:target=12": {"played": 1}, "chess": {"played": 1}, "scopa": {"played": 2, "won": 2, "deals": 5}}
    profile = Profile.load(MemoryStorage({STATS_KEY: json.dumps({"version": 1, "body": body})}))
    assert set(profile.stats) == {"scopa"} and not profile.notices


def test_the_registry_gives_scopone_the_engines_modes_and_house_rules_to_scopa_and_scopone_only() -> None:
    from pyapp.games import find_game
    from pyapp.scopone import MODES

    assert find_game("scopone").modes == MODES
    # Briscola's and Tressette's are table options, each game's from its own core module
    assert match_options.GAMES_WITH_RULES == ("scopa", "scopone", "briscola", "tressette")
    assert match_options.GAMES_WITH_TABLE_OPTIONS == ("briscola", "tressette") == tuple(match_options.TABLE_OPTIONS)
    with pytest.raises(GameRecordError, match="no house rules"):
        match_options.split("briscola", "target=21")
    assert match_options.modes("scopa") == () and match_options.modes("chess") == ()
    with pytest.raises(GameRecordError, match="no modes"):
        match_options.split("scopa", "mode=classico")
