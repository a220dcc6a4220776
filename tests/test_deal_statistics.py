"""Statistics counted deal by deal (issue #41): each deal counts as it ends (deals, points, scope,
settebelli, primiere; Minchiate's resti), the match figures as the match ends, a deal abandoned
midway never; records stored before these figures existed still read as they were."""

from __future__ import annotations

import json
import re

from fake_page import FakePage, play_minchiate_deal, run

from pyapp import scopa
from pyapp.games import find_game
from pyapp.i18n import messages
from pyapp.ui.minchiate.controller import MinchiateController
from pyapp.ui.profile import STATS_KEY, DealTally, GameStats, MemoryStorage, Profile, stats_key
from pyapp.ui.scopa.controller import ScopaController
from pyapp.ui.scopone.controller import ScoponeController
from pyapp.ui.shell_render import render_stats


def play_to_deal_end(controller: ScopaController | ScoponeController) -> None:
    """The player plays their first legal move until the deal is over (the computers answer)."""
    while controller.table.phase in ("human", "computer"):
        if controller.table.phase == "computer":
            run(controller.resume())
            continue
        run(controller.dispatch(f"play:{controller.table.state.legal_actions()[0]}"))


def stat(markup: str, key: str, row: str) -> str:
    """The value a row of a record's table shows in the statistics dialog."""
    section = re.search(rf'data-stats="{re.escape(key)}".*?</section>', markup, re.S)
    assert section is not None, f"no statistics of {key}"
    value = re.search(rf'<td data-stat="{row}">([^<]*)</td>', section.group(0))
    assert value is not None, f"no row {row} in the statistics of {key}"
    return value.group(1)


def test_a_scopa_deal_counts_as_it_ends_before_the_match_does() -> None:
    profile = Profile.load(MemoryStorage())
    controller = ScopaController(FakePage(), seed=5, profile=profile)
    controller.start()
    run(controller.resume())
    play_to_deal_end(controller)
    assert controller.table.phase == "deal-over"
    ours = scopa.score_sides(controller.table.state.piles, controller.table.state.scope, scopa.DEFAULT_RULES)[0]
    stats = Profile.load(profile.storage).game_stats("scopa")  # as stored
    assert (stats.deals, stats.points, stats.scope) == (1, ours.total, ours.scope)
    assert (stats.settebelli, stats.primiere) == (int(ours.settebello), ours.primiera_point)
    assert (stats.played, stats.won, stats.lost) == (0, 0, 0)  # the match goes on
    markup = render_stats(profile.stats)
    assert stat(markup, "scopa", "deals") == "1" and stat(markup, "scopa", "matches") == "0"
    assert stat(markup, "scopa", "per_deal") == str(ours.total)
    # The breakdown drawn again (a reload, another render) does not count the deal twice.
    resumed = ScopaController(FakePage(), 5, profile=profile, saved=profile.saved_game("scopa")[1])
    resumed.start()
    resumed.remember()
    run(resumed.dispatch("next-deal"))
    assert profile.game_stats("scopa").deals == 1


def test_a_whole_scopa_match_counts_every_deal_once_and_the_match_at_its_end() -> None:
    profile = Profile.load(MemoryStorage())
    controller = ScopaController(FakePage(), seed=21, profile=profile)
    controller.start()
    run(controller.resume())
    while True:
        play_to_deal_end(controller)
        if controller.table.phase == "match-over":
            break
        run(controller.dispatch("next-deal"))
    match = controller.table.match
    stats = profile.game_stats("scopa")
    assert stats.deals == match.deal_number == len(match.past_deals)
    assert stats.points == match.scores[0]
    assert stats.scope == sum(ours.scope for ours, _ in match.past_deals)
    assert stats.settebelli == sum(ours.settebello for ours, _ in match.past_deals)
    assert stats.primiere == sum(ours.primiera_point for ours, _ in match.past_deals)
    assert stats.played == 1 and stats.won + stats.lost == 1
    assert stats.won == (match.winner == 0)
    assert profile.storage.load("tavolo.save.scopa") is None


def test_a_deal_abandoned_midway_is_not_counted() -> None:
    profile = Profile.load(MemoryStorage())
    controller = ScopaController(FakePage(), seed=5, profile=profile)
    controller.start()
    run(controller.resume())
    for _ in range(4):
        run(controller.dispatch(f"play:{controller.table.state.legal_actions()[0]}"))
    run(controller.dispatch("new-match"))  # the player starts again: that deal is left unfinished
    assert profile.game_stats("scopa") == GameStats()
    assert "scopa" not in json.loads(profile.storage.load(STATS_KEY) or '{"body": {}}')["body"]


def test_a_scopone_deal_counts_for_the_players_side_under_its_rules() -> None:
    profile = Profile.load(MemoryStorage())
    controller = ScoponeController(FakePage(), seed=5, profile=profile, options="mode=classico,target=21")
    controller.start()
    run(controller.resume())
    play_to_deal_end(controller)
    ours = controller.table.match.past_deals[-1][0]
    stats = profile.game_stats(stats_key("scopone", controller.options))
    assert stats_key("scopone", controller.options) != "scopone"  # its own rule set's record
    assert (stats.deals, stats.points, stats.scope, stats.played) == (1, ours.total, ours.scope, 0)


def test_a_minchiate_deal_counts_its_resti_won_and_lost() -> None:
    profile = Profile.load(MemoryStorage())
    controller = MinchiateController(FakePage(), seed=3, profile=profile)
    controller.start()
    run(controller.resume())
    play_minchiate_deal(controller)
    breakdown = controller.table.state.breakdown
    assert breakdown is not None
    stats = profile.game_stats("minchiate")
    assert (stats.deals, stats.played) == (1, 1)
    assert (stats.resti_won, stats.resti_lost, stats.points) == (*breakdown.resti, breakdown.net)
    run(controller.dispatch("discard"))  # an action that changes nothing at the end: still one deal
    assert profile.game_stats("minchiate").deals == 1
    markup = render_stats(profile.stats)
    assert stat(markup, "minchiate", "resti_won") == str(breakdown.resti[0])
    assert stat(markup, "minchiate", "resti_lost") == str(breakdown.resti[1])


def test_a_record_stored_before_the_deal_figures_reads_as_it_was() -> None:
    older = {"scopa": {"played": 2, "won": 1, "lost": 1, "drawn": 0, "streak": 0, "best_streak": 1,
                       "deals": 9, "points": 40.0},
             "minchiate": {"played": 3, "won": 2, "lost": 1, "drawn": 0, "streak": 2, "best_streak": 2,
                           "deals": 3, "points": 4.0}}
    storage = MemoryStorage({STATS_KEY: json.dumps({"version": 1, "body": older})})
    profile = Profile.load(storage)
    assert profile.notices == []
    assert profile.game_stats("scopa") == GameStats(played=2, won=1, lost=1, best_streak=1, deals=9, points=40.0)
    profile.record("scopa", DealTally(points=3, scope=1, settebello=True))
    again = Profile.load(storage)
    assert (again.game_stats("scopa").deals, again.game_stats("scopa").points) == (10, 43.0)
    assert (again.game_stats("scopa").scope, again.game_stats("scopa").settebelli) == (1, 1)
    assert again.game_stats("minchiate").resti_won == 0 and again.notices == []


def test_more_settebelli_or_primiere_than_deals_is_a_damaged_record() -> None:
    for figure in ("settebelli", "primiere"):
        body = {"scopa": {"deals": 2, "points": 5, figure: 3}}
        profile = Profile.load(MemoryStorage({STATS_KEY: json.dumps({"version": 1, "body": body})}))
        assert "scopa" not in profile.stats and len(profile.notices) == 1


def test_every_row_of_the_statistics_is_worded_in_every_language() -> None:
    rows = {row for game in ("scopa", "scopone", "minchiate") for row in find_game(game).statistics}
    try:
        for language in messages.LANGUAGE_NAMES:
            messages.set_language(language)
            markup = render_stats({})
            for row in rows - {"per_deal"}:
                assert messages.text(f"stats.{row}") in markup.replace("&#x27;", "'")
    finally:
        messages.set_language("en")
