"""Settings, statistics and saved games: remembered, versioned, and never fatal when corrupted."""

from __future__ import annotations

import json
import re

import pytest
from fake_page import FakePage, run

from pyapp.i18n import messages
from pyapp.ui.minchiate.controller import MinchiateController
from pyapp.ui.profile import SETTINGS_KEY, STATS_KEY, GameStats, MemoryStorage, Profile, Settings, save_key
from pyapp.ui.scopa.controller import ScopaController


def test_settings_are_remembered() -> None:
    storage = MemoryStorage()
    Profile.load(storage).change(speed="fast", back="red", aids=True, level_scopa="expert")
    again = Profile.load(storage)
    assert again.settings == Settings().changed(level_scopa="expert", speed="fast", back="red", aids=True)
    assert again.notices == []


def test_a_bad_setting_is_refused_and_changes_nothing() -> None:
    profile = Profile.load(MemoryStorage())
    with pytest.raises(ValueError):
        profile.change(speed="warp")
    assert profile.settings == Settings()


def test_card_names_are_a_remembered_setting_that_older_records_lack() -> None:
    older = json.dumps({"version": 1, "body": {"speed": "fast", "language": "fr"}})  # stored before the setting
    profile = Profile.load(MemoryStorage({SETTINGS_KEY: older}))
    assert profile.settings == Settings(speed="fast", language="fr") and profile.settings.card_names == "local"
    assert profile.notices == []
    with pytest.raises(ValueError):
        profile.change(card_names="latin")
    storage = MemoryStorage()
    Profile.load(storage).change(card_names="italian")
    assert Profile.load(storage).settings.card_names == "italian"


@pytest.mark.parametrize("stored", ["{not json", json.dumps({"version": 0, "body": {}}), "[]",
                                    json.dumps({"version": 1, "body": {"speed": "warp"}})])
def test_corrupted_settings_fall_back_to_defaults_with_a_notice_and_keep_the_rest(stored: str) -> None:
    stats = json.dumps({"version": 1, "body": {"scopa": {"played": 3, "won": 2, "lost": 1}}})
    storage = MemoryStorage({SETTINGS_KEY: stored, STATS_KEY: stats})
    profile = Profile.load(storage)
    assert profile.settings == Settings()
    assert len(profile.notices) == 1 and "settings" in profile.notices[0]
    assert profile.game_stats("scopa").played == 3


def test_statistics_count_wins_losses_draws_and_streaks() -> None:
    stats = GameStats()
    for outcome in ("won", "won", "lost", "won", "drawn"):
        stats = stats.record(outcome, deals=2, points=5)
    assert (stats.played, stats.won, stats.lost, stats.drawn) == (5, 3, 1, 1)
    assert (stats.streak, stats.best_streak) == (0, 2)
    assert stats.points_per_deal == 2.5


def test_resetting_one_game_keeps_the_other() -> None:
    profile = Profile.load(MemoryStorage())
    profile.record("scopa", "won", 3, 11)
    profile.record("minchiate", "lost", 1, -2)
    profile.reset_stats("scopa")
    again = Profile.load(profile.storage)
    assert again.game_stats("scopa") == GameStats() and again.game_stats("minchiate").lost == 1



def test_a_scopa_match_in_progress_is_saved_and_resumed_exactly() -> None:
    profile = Profile.load(MemoryStorage())
    page = FakePage()
    controller = ScopaController(page, seed=5, profile=profile)
    controller.start()
    run(controller.resume())
    for _ in range(3):
        run(controller.dispatch(f"play:{controller.table.state.legal_actions()[0]}"))
    seed, body = profile.saved_game("scopa") or (None, "")
    assert seed == 5
    resumed = ScopaController(FakePage(), seed, profile=profile, saved=body)
    assert resumed.table.match == controller.table.match


def test_a_finished_minchiate_deal_is_counted_once_and_its_save_dropped() -> None:
    profile = Profile.load(MemoryStorage())
    page = FakePage()
    controller = MinchiateController(page, seed=3, profile=profile)
    controller.start()
    run(controller.resume())
    while controller.table.phase != "over":
        action = controller.table.state.legal_actions()[0]
        run(controller.dispatch("declare" if controller.table.phase == "declare" else f"card:{action.card}"))
        if controller.table.phase == "discard":
            run(controller.dispatch("discard"))
    assert profile.game_stats("minchiate").played == 1
    assert profile.storage.load(save_key("minchiate")) is None


@pytest.mark.parametrize("body", ["garbage", json.dumps({"version": 1, "body": {"seed": 1, "game": "{}"}})])
def test_a_corrupted_save_is_reported_not_fatal(body: str) -> None:
    storage = MemoryStorage({save_key("scopa"): body})
    profile = Profile.load(storage)
    saved = profile.saved_game("scopa")
    if saved is not None:  # readable envelope, unreadable match: the controller refuses it
        with pytest.raises(ValueError):
            ScopaController(FakePage(), saved[0], profile=profile, saved=saved[1])
        profile.saved_game_lost("scopa", ValueError("bad match"))
    assert profile.notices and storage.load(save_key("scopa")) is None


@pytest.mark.parametrize(("stored", "reason"), [
    ("{not json", "damaged"), ("[]", "damaged"), (json.dumps({"version": 1, "body": [3]}), "damaged"),
    (json.dumps({"version": 0, "body": {}}), "version")])
def test_a_lost_record_is_explained_in_the_players_language(stored: str, reason: str) -> None:
    messages.set_language("fa")
    try:
        storage = MemoryStorage({SETTINGS_KEY: stored, STATS_KEY: stored, save_key("scopa"): stored})
        profile = Profile.load(storage)
        assert profile.saved_game("scopa") is None
        detail = messages.text(f"reason.{reason}")
        assert profile.notices == [messages.text("notice.settings_lost", detail=detail),
                                   messages.text("notice.stats_lost", detail=detail),
                                   messages.text("notice.save_lost", detail=detail)]
        for notice in profile.notices:  # no English fragment: only the app's name is in Latin letters
            assert not re.search("[A-Za-z]", notice.replace("Tavolo", "")), notice
    finally:
        messages.set_language("en")
