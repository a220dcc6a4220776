"""Settings, statistics and saved games: remembered, versioned, and never fatal when corrupted."""

from __future__ import annotations

import json
import re

import pytest
from fake_page import FakePage, play_minchiate_deal, run

from pyapp.i18n import messages
from pyapp.ui.minchiate.controller import MinchiateController
from pyapp.ui.profile import SETTINGS_KEY, STATS_KEY, DealTally, GameStats, MemoryStorage, Profile, Settings, save_key
from pyapp.ui.scopa.controller import ScopaController
from pyapp.ui.shell_render import render_stats


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
    stats = json.dumps({"version": 1, "body": {"scopa": {"played": 3, "won": 2, "lost": 1, "deals": 7}}})
    storage = MemoryStorage({SETTINGS_KEY: stored, STATS_KEY: stats})
    profile = Profile.load(storage)
    assert profile.settings == Settings()
    assert len(profile.notices) == 1 and "settings" in profile.notices[0]
    assert profile.game_stats("scopa").played == 3


def test_statistics_count_wins_losses_draws_and_streaks() -> None:
    stats = GameStats()
    for outcome in ("won", "won", "lost", "won", "drawn"):
        stats = stats.with_deal(DealTally(points=2)).with_deal(DealTally(points=3)).with_outcome(outcome)
    assert (stats.played, stats.won, stats.lost, stats.drawn) == (5, 3, 1, 1)
    assert (stats.streak, stats.best_streak) == (0, 2)
    assert stats.points_per_deal == 2.5


def test_resetting_one_game_keeps_the_other() -> None:
    profile = Profile.load(MemoryStorage())
    profile.record("scopa", DealTally(points=11), "won")
    profile.record("minchiate", DealTally(points=-2), "lost")
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
    resumed_page = FakePage()
    resumed = ScopaController(resumed_page, seed, profile=profile, saved=body)
    assert resumed.table.match == controller.table.match
    # A deal resumed in its middle is not announced as a new one; the player hears their cards.
    resumed.start()
    assert resumed_page.announcements[-1].startswith("Your game goes on. Your cards:")
    assert "New deal" not in resumed_page.announcements[-1]


def test_a_finished_minchiate_deal_is_counted_once_and_its_save_dropped() -> None:
    profile = Profile.load(MemoryStorage())
    page = FakePage()
    controller = MinchiateController(page, seed=3, profile=profile)
    controller.start()
    run(controller.resume())
    play_minchiate_deal(controller)
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
                                   messages.text("notice.save_lost", game=messages.text("start.scopa"),
                                                 detail=detail)]
        for notice in profile.notices:  # no English fragment: only the app's and the game's names are in Latin letters
            assert not re.search("[A-Za-z]", notice.replace("Tavolo", "").replace("Scopa", "")), notice
    finally:
        messages.set_language("en")


# --- every record checked whole (issue #22) ----------------------------------------------------------

GOOD_STATS = {"played": 3, "won": 2, "lost": 1, "streak": 1, "best_streak": 1, "deals": 7, "points": 30.0}


@pytest.mark.parametrize("record", [
    [1, 2], "x", None, {"played": float("nan")}, {"played": 1e999}, {"played": -1}, {"played": 1.5},
    {"played": True}, {"played": 10**30}, {**GOOD_STATS, "points": float("nan")}, {**GOOD_STATS, "points": 1e999},
    {**GOOD_STATS, "points": float("-inf")}, {**GOOD_STATS, "points": "30"}, {**GOOD_STATS, "won": 3},
    {**GOOD_STATS, "streak": 2}, {**GOOD_STATS, "deals": 2}, {**GOOD_STATS, "points": 10**9},
])
def test_one_games_damaged_statistics_are_reset_alone_with_a_notice_naming_it(record: object) -> None:
    text = json.dumps({"version": 1, "body": {"scopa": record, "minchiate": GOOD_STATS}})
    storage = MemoryStorage({STATS_KEY: text})
    profile = Profile.load(storage)
    assert "scopa" not in profile.stats and profile.stats["minchiate"] == GameStats(**GOOD_STATS)
    assert profile.notices == [messages.text("notice.stats_game_lost", game="Scopa · First to 11",
                                             detail=messages.text("reason.damaged"))]
    assert storage.load("tavolo.damaged.stats") == text  # kept where it can be recovered
    assert Profile.load(storage).notices == [] and Profile.load(storage).stats == profile.stats
    markup = render_stats(profile.stats)
    assert "nan" not in markup and "inf" not in markup


@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000, '{"version":1,"body":' + "[" * 5000 + "]" * 5000 + "}",
    '{"version":true,"body":{}}', '{"version":1,"body":{"scopa":{"played":' + "9" * 5000 + "}}}",
])
def test_statistics_that_are_not_strict_json_are_reset_with_a_notice(text: str) -> None:
    storage = MemoryStorage({STATS_KEY: text})
    profile = Profile.load(storage)
    assert profile.stats == {} and len(profile.notices) == 1 and storage.load(STATS_KEY) is None


def test_the_issues_statistics_record_leaves_the_start_screen_working() -> None:
    from test_shell import shell_at

    storage = MemoryStorage({STATS_KEY: '{"version":1,"body":{"scopa":[1,2]}}'})
    shell, page = shell_at({}, storage)
    assert shell.screen == "start" and "Scopa · First to 11" in page.markup and "data-notices" in page.markup
    shell.dispatch("stats-open")
    assert 'data-dialog="stats"' in page.dialog


@pytest.mark.parametrize("text", [
    "[" * 100_000, '{"version":1,"body":{"speed":["fast"]}}', '{"version":1,"body":{"aids":1}}',
    '{"version":1,"body":{"level_scopa":{"a":1}}}', '{"version":1,"body":{"options_scopa":"target=12"}}',
    '{"version":1,"body":{"language":NaN}}',
])
def test_damaged_settings_are_reset_with_a_notice_and_kept_aside(text: str) -> None:
    storage = MemoryStorage({SETTINGS_KEY: text})
    profile = Profile.load(storage)
    assert profile.settings == Settings() and len(profile.notices) == 1 and "settings" in profile.notices[0]
    assert storage.load(SETTINGS_KEY) is None and storage.load("tavolo.damaged.settings") == text


def test_a_record_too_long_to_keep_is_only_removed() -> None:
    storage = MemoryStorage({SETTINGS_KEY: "x" * 200_000})
    Profile.load(storage)
    assert storage.items == {}


def saved_match(seed: int, plays: int) -> str:
    from random import Random

    from hostile import saved_game

    return saved_game("scopa", seed, plays, Random(seed))


def test_a_scopa_save_with_an_empty_past_deal_is_set_aside_naming_the_game() -> None:
    from test_shell import shell_at

    match = json.loads(saved_match(4, 40))
    assert match["deal_number"] == 2
    match["past_deals"] = [[]]
    envelope = json.dumps({"version": 1, "body": {"seed": 4, "game": json.dumps(match)}})
    storage = MemoryStorage({save_key("scopa"): envelope})
    shell, page = shell_at({"game": "scopa"}, storage)
    assert shell.controller.table.seed == 7 and shell.controller.table.match.deal_number == 1  # a new game
    notice = messages.text("notice.save_lost", game="Scopa", detail=messages.text("reason.damaged"))
    assert notice in page.markup.replace("&#x27;", "'")
    assert storage.load("tavolo.damaged.save.scopa") == envelope
    assert storage.load(save_key("scopa")) != envelope  # the new game's own save, or none yet


def test_a_minchiate_save_with_a_card_missing_is_refused() -> None:
    from random import Random

    from hostile import saved_game

    from pyapp.engine import GameRecordError
    from pyapp.ui.minchiate.table import MinchiateTable

    state = json.loads(saved_game("minchiate", 5, 30, Random(5)))
    assert state["phase"] == "play"
    state["hands"][0] = state["hands"][0][1:]  # the player's first card gone
    with pytest.raises(GameRecordError):
        MinchiateTable.from_saved(json.dumps(state), 5)
    with pytest.raises(GameRecordError):
        MinchiateController(FakePage(), 5, saved=json.dumps(state))


@pytest.mark.parametrize("game", ["scopa", "scopone", "minchiate"])
def test_a_save_of_another_seed_is_refused(game: str) -> None:
    from random import Random

    from hostile import saved_game, table_class

    from pyapp.engine import GameRecordError

    text = saved_game(game, 3, 12, Random(3))
    assert table_class(game).from_saved(text, 3).seed == 3
    with pytest.raises(GameRecordError, match="seed"):
        table_class(game).from_saved(text, 4)


@pytest.mark.parametrize("seed", [-1, True, 2**63, 1.5, "4", None])
def test_a_save_whose_seed_is_not_a_whole_number_in_range_is_set_aside(seed: object) -> None:
    storage = MemoryStorage({save_key("scopa"): json.dumps({"version": 1, "body": {"seed": seed, "game": "{}"}})})
    profile = Profile.load(storage)
    assert profile.saved_game("scopa") is None and len(profile.notices) == 1
    assert storage.load(save_key("scopa")) is None and storage.load("tavolo.damaged.save.scopa") is not None


# --- checked before anything parses it (issue #42) ------------------------------------------------

def parsed_texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts ``json.loads`` is given from now on (the test's own calls included)."""
    parsed: list[str] = []
    real = json.loads

    def spy(text: str, **options: object) -> object:
        parsed.append(text)
        return real(text, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(json, "loads", spy)
    return parsed


def too_deep(text: str) -> bool:
    """Whether *text* nests lists or objects deeper than any text form (its strings aside)."""
    from pyapp.engine import MAX_JSON_DEPTH, json_shape

    return json_shape(text)[0] > MAX_JSON_DEPTH


def deep_body(levels: int) -> str:
    return "[" * levels + "]" * levels


@pytest.mark.parametrize("levels", [65, 3000, 40_000])
@pytest.mark.parametrize(("key", "notice"), [(SETTINGS_KEY, "notice.settings_lost"), (STATS_KEY, "notice.stats_lost")])
def test_a_deep_record_is_set_aside_with_its_notice_before_anything_parses_it(
        levels: int, key: str, notice: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # The browser's Python dies on a few thousand levels ("Maximum call stack size exceeded"),
    # before a RecursionError could be caught: nothing may parse such a text.
    text = '{"version":1,"body":{"scopa":' + deep_body(levels) + "}}"
    storage = MemoryStorage({key: text, save_key("scopa"): "kept"})
    parsed = parsed_texts(monkeypatch)
    profile = Profile.load(storage)
    assert not any(too_deep(parsed_text) for parsed_text in parsed)
    assert profile.notices == [messages.text(notice, detail=messages.text("reason.damaged"))]
    assert storage.load(key) is None and storage.load("tavolo.damaged." + key.removeprefix("tavolo.")) == text
    assert storage.load(save_key("scopa")) == "kept"


@pytest.mark.parametrize("levels", [65, 3000, 40_000])
def test_a_save_nesting_deep_inside_its_game_text_is_set_aside_naming_the_game(
        levels: int, monkeypatch: pytest.MonkeyPatch) -> None:
    from test_shell import shell_at

    envelope = json.dumps({"version": 1, "body": {"seed": 4, "game": '{"deals":' + deep_body(levels) + "}"}})
    storage = MemoryStorage({save_key("minchiate"): envelope})
    parsed = parsed_texts(monkeypatch)
    shell, page = shell_at({"game": "minchiate"}, storage)
    assert not any(too_deep(parsed_text) for parsed_text in parsed)
    notice = messages.text("notice.save_lost", game="Minchiate", detail=messages.text("reason.damaged"))
    assert notice in page.markup.replace("&#x27;", "'") and shell.controller.table.seed == 7  # a new deal
    assert storage.load("tavolo.damaged.save.minchiate") == envelope


def test_a_record_longer_than_any_is_set_aside_unread(monkeypatch: pytest.MonkeyPatch) -> None:
    from pyapp.ui.profile import MAX_RECORD

    text = json.dumps({"version": 1, "body": {"speed": "fast", "pad": "x" * MAX_RECORD}})
    storage = MemoryStorage({SETTINGS_KEY: text})
    parsed = parsed_texts(monkeypatch)
    profile = Profile.load(storage)
    assert text not in parsed and profile.settings == Settings() and len(profile.notices) == 1
    assert storage.items == {}  # too long to keep aside too


@pytest.mark.parametrize("points", ["9" * 400, "-" + "9" * 400, "1" + "0" * 50, "1" + "0" * 39, "-" + "9" * 40])
def test_a_huge_number_in_the_statistics_is_refused_with_a_notice(points: str) -> None:
    # 400 digits made math.isfinite raise OverflowError on every load; over 40 digits the whole
    # record is refused by the scan, under it the game's entry by its range (as integers).
    text = ('{"version":1,"body":{"minchiate":' + json.dumps(GOOD_STATS) + ',"scopa":{"played":1,"won":1,'
            '"deals":1,"points":' + points + "}}}")
    storage = MemoryStorage({STATS_KEY: text})
    profile = Profile.load(storage)
    assert len(profile.notices) == 1 and "scopa" not in profile.stats
    assert storage.load("tavolo.damaged.stats") == text
    assert Profile.load(storage).notices == []


@pytest.mark.parametrize("points", [10**400, -(10**400), 10**30])
def test_statistics_numbers_are_range_checked_as_integers_before_any_float(points: int) -> None:
    from pyapp.ui.profile import StoredDataError, game_stats_from_json

    with pytest.raises(StoredDataError, match="points is not a possible number"):
        game_stats_from_json({"played": 1, "won": 1, "deals": 1, "points": points}, "scopa")
    assert game_stats_from_json({"played": 1, "won": 1, "deals": 3, "points": 3000}, "scopa").points == 3000.0
