"""Several tabs of the site (``pyapp.ui.tabs``, ``pyapp.ui.record_merge``): the records they write
merged entry by entry, the games they own, driven as the page drives them (one shared localStorage,
each tab's writes reaching the others later, in any order)."""

from __future__ import annotations

import itertools
import json
from random import Random

import pytest

from pyapp.engine import MAX_JSON_DEPTH, json_shape
from pyapp.ui.profile import SETTINGS_KEY, STATS_KEY, DealTally, Profile, save_key
from pyapp.ui.record_merge import merge, same, stamp
from pyapp.ui.tabs import TabStorage


def record(body: dict[str, object], changed: dict[str, int] | None = None) -> str:
    text = {"version": 1, "body": body}
    if changed is not None:
        text["changed"] = changed
    return json.dumps(text)


def body_of(text: str | None) -> dict[str, object]:
    assert text is not None
    return dict(json.loads(text)["body"])


# --- merging one record ----------------------------------------------------------------------------

def test_a_write_stamps_only_the_entries_it_changes() -> None:
    first = stamp(None, record({"speed": "fast", "sound": True}), 100)
    assert json.loads(first)["changed"] == {"speed": 100, "sound": 100}
    second = stamp(first, record({"speed": "fast", "sound": False}), 250)
    assert json.loads(second)["changed"] == {"speed": 100, "sound": 250}
    # A clock that went back still moves the changed entry past its last stamp.
    third = stamp(second, record({"speed": "slow", "sound": False}), 50)
    assert json.loads(third)["changed"] == {"speed": 101, "sound": 250}
    # A removed entry (reset statistics) keeps its stamp: the removal is a change like any other.
    removed = stamp(third, record({"sound": False}), 300)
    assert "speed" not in body_of(removed) and json.loads(removed)["changed"]["speed"] == 300
    assert stamp(None, "not a record", 5) == "not a record"


def test_the_merge_keeps_each_entrys_latest_change() -> None:
    mine = record({"speed": "slow", "sound": False, "back": "red"}, {"speed": 10, "sound": 40, "back": 5})
    theirs = record({"speed": "fast", "sound": True, "back": "blue"}, {"speed": 30, "sound": 20, "back": 5})
    merged = merge(mine, theirs)
    assert body_of(merged) == {"speed": "fast", "sound": False, "back": "red"}  # back: a tie, decided by value
    assert json.loads(merged or "")["changed"] == {"speed": 30, "sound": 40, "back": 5}
    assert same(merged, merge(theirs, mine)), "both tabs end with the same record"
    assert merge(None, theirs) == theirs and merge(mine, None) == mine and merge(mine, "garbage") == mine
    # A reset (the entry removed, stamped later) beats the older statistics the other tab still has.
    stats = record({"minchiate": {"played": 3}}, {"minchiate": 7})
    reset = record({}, {"minchiate": 9})
    assert body_of(merge(stats, reset)) == {} and body_of(merge(reset, stats)) == {}


def test_the_merge_is_commutative_associative_and_idempotent() -> None:
    rng = Random(22)
    values = ["a", "b", {"played": 1}, {"played": 2}, None]
    for _ in range(300):
        copies = []
        for _ in range(3):
            body, changed = {}, {}
            for entry in ("x", "y", "z"):
                value = rng.choice(values)
                if value is not None:
                    body[entry] = value
                if rng.random() < 0.8:
                    changed[entry] = rng.randrange(1, 6)  # small: ties happen
            copies.append(record(body, changed))
        a, b, c = copies
        assert same(merge(a, b), merge(b, a))
        assert same(merge(merge(a, b), c), merge(a, merge(b, c)))
        assert same(merge(a, merge(a, b)), merge(a, b))


def test_a_newer_versions_record_is_not_merged_into() -> None:
    older = record({"speed": "slow"}, {"speed": 99})
    newer = json.dumps({"version": 2, "body": {"tempo": 3}})
    assert merge(older, newer) == newer and merge(newer, older) == newer


# --- tabs over one shared storage ------------------------------------------------------------------

class Browser:
    """One localStorage shared by tabs; a write reaches the other tabs when :meth:`deliver` says."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}
        self.events: list[tuple[Tab, str, str | None]] = []
        self.tabs: list[Tab] = []

    def write(self, writer: Tab, key: str, text: str | None) -> None:
        if text is None:
            self.items.pop(key, None)
        else:
            self.items[key] = text
        self.events.extend((tab, key, text) for tab in self.tabs if tab is not writer)

    def deliver(self, rng: Random | None = None) -> None:
        """Delivers every pending storage event (in a random order with *rng*; a tab may write
        back, which queues more)."""
        while self.events:
            index = rng.randrange(len(self.events)) if rng else 0
            tab, key, text = self.events.pop(index)
            tab.tabs.receive(key, text)
            tab.refresh()


class Tab:
    """A tab's worker: its copies of the records (what ``pyapp.browser.WorkerStorage`` keeps), its
    storage, its profile."""

    def __init__(self, browser: Browser, clock: itertools.count[int], coordinated: bool = True) -> None:
        self.browser = browser
        self.records = dict(browser.items)
        self.tabs = TabStorage(self, coordinated=coordinated, clock=lambda: next(clock))
        self.profile = Profile.load(self.tabs)
        browser.tabs.append(self)

    def load(self, key: str) -> str | None:
        return self.records.get(key)

    def save(self, key: str, text: str) -> None:
        self.records[key] = text
        self.browser.write(self, key, text)

    def remove(self, key: str) -> None:
        self.records.pop(key, None)
        self.browser.write(self, key, None)

    def keep(self, key: str, text: str | None) -> None:
        if text is None:
            self.records.pop(key, None)
        else:
            self.records[key] = text

    def refresh(self) -> None:
        """What the shell does when a record changed: the profile re-read from the tab's copies."""
        stored = Profile.load(self.tabs)
        self.profile.settings, self.profile.stats = stored.settings, stored.stats


def test_a_finished_minchiate_result_survives_another_tab_saving_its_statistics() -> None:
    browser, clock = Browser(), itertools.count(1000)
    first, second = Tab(browser, clock), Tab(browser, clock)
    first.profile.record("minchiate", DealTally(points=12), "won")
    # The second tab has not heard of it yet when it records a Scopa match and writes the statistics.
    second.profile.record("scopa", DealTally(points=9), "lost")
    assert set(body_of(browser.items[STATS_KEY])) == {"scopa"}, "the stored record lost the Minchiate result"
    browser.deliver()
    for tab in (first, second):
        assert tab.profile.stats["minchiate"].won == 1 and tab.profile.stats["scopa"].lost == 1
    assert set(body_of(browser.items[STATS_KEY])) == {"scopa", "minchiate"}
    assert same(browser.items[STATS_KEY], first.records[STATS_KEY])
    assert same(browser.items[STATS_KEY], second.records[STATS_KEY])


def test_settings_changed_in_two_tabs_at_once_are_both_kept() -> None:
    browser, clock = Browser(), itertools.count(1000)
    first, second = Tab(browser, clock), Tab(browser, clock)
    first.profile.change(speed="fast")
    second.profile.change(sound=False, level_scopa="expert")
    browser.deliver()
    for tab in (first, second):
        assert tab.profile.settings.speed == "fast" and tab.profile.settings.sound is False
        assert tab.profile.settings.level("scopa") == "expert"
    assert json.loads(browser.items[SETTINGS_KEY])["body"]["speed"] == "fast"
    # Later: the same setting changed in both, the later change wins everywhere.
    first.profile.change(speed="slow")
    second.profile.change(speed="normal")
    browser.deliver()
    assert first.profile.settings.speed == second.profile.settings.speed == "normal"


def test_three_tabs_converge_whatever_order_the_writes_arrive_in() -> None:
    for seed in range(40):
        rng = Random(seed)
        browser, clock = Browser(), itertools.count(1000)
        tabs = [Tab(browser, clock) for _ in range(3)]
        games = ["scopa", "minchiate", "scopone"]
        for tab, game in zip(tabs, games, strict=True):  # each tab plays its own game
            for _ in range(rng.randrange(1, 4)):
                outcome = rng.choice(["won", "lost"])
                tab.profile.record(game, DealTally(points=rng.randrange(5)), outcome)
                if rng.random() < 0.5:
                    tab.profile.change(speed=rng.choice(["slow", "fast", "normal"]))
                if rng.random() < 0.3:
                    browser.deliver(rng)
        browser.deliver(rng)
        stored = browser.items[STATS_KEY]
        assert all(same(tab.records[STATS_KEY], stored) and same(tab.records[SETTINGS_KEY],
                                                                  browser.items[SETTINGS_KEY]) for tab in tabs)
        for tab, game in zip(tabs, games, strict=True):
            assert tabs[0].profile.stats[game] == tab.profile.stats[game], f"seed {seed}: {game} lost a result"


def test_a_reset_in_one_tab_is_not_undone_by_another() -> None:
    browser, clock = Browser(), itertools.count(1000)
    first, second = Tab(browser, clock), Tab(browser, clock)
    first.profile.record("scopa", DealTally(points=11), "won")
    browser.deliver()
    second.profile.reset_stats("scopa")
    first.profile.change(aids=True)  # writes the settings, not the statistics
    first.profile.record("minchiate", DealTally(points=-3), "lost")  # writes the statistics it holds
    browser.deliver()
    for tab in (first, second):
        assert "scopa" not in tab.profile.stats and tab.profile.stats["minchiate"].lost == 1


def test_a_game_another_tab_plays_is_neither_saved_nor_removed_here() -> None:
    browser, clock = Browser(), itertools.count(1000)
    tab = Tab(browser, clock)
    tab.tabs.report(["scopa"])
    assert tab.tabs.held_elsewhere("scopa") and not tab.tabs.held_elsewhere("minchiate")
    tab.profile.save_game("scopa", 7, "mine")
    tab.profile.clear_game("scopa")
    assert save_key("scopa") not in browser.items
    tab.profile.save_game("minchiate", 7, "text")
    assert save_key("minchiate") in browser.items
    # The other tab's save of it is this tab's copy (the start screen offers to resume it).
    other = record({"seed": 3, "game": "theirs"})
    tab.tabs.receive(save_key("scopa"), other)
    assert tab.records[save_key("scopa")] == other
    # Without Web Locks every tab plays every game, as before.
    alone = TabStorage(tab, coordinated=False, elsewhere=["scopa"])
    assert not alone.held_elsewhere("scopa")


def test_the_tab_that_plays_a_game_keeps_its_save_against_a_stray_write() -> None:
    browser, clock = Browser(), itertools.count(1000)
    player, other = Tab(browser, clock), Tab(browser, clock)
    player.tabs.claim("scopa")
    player.tabs.confirm("scopa")
    player.profile.save_game("scopa", 7, "the latest")
    browser.deliver()
    other.records[save_key("scopa")] = "stale"
    browser.write(other, save_key("scopa"), "stale")  # a tab that had not heard the game moved away
    browser.deliver()
    assert json.loads(browser.items[save_key("scopa")])["body"]["game"] == "the latest"
    assert other.records[save_key("scopa")] == browser.items[save_key("scopa")]


def test_taking_a_game_over_makes_the_other_tabs_save_this_tabs_copy() -> None:
    browser, clock = Browser(), itertools.count(1000)
    tab = Tab(browser, clock)
    tab.tabs.report(["minchiate"])
    tab.tabs.take_over("minchiate", {save_key("minchiate"): "the other tab's", STATS_KEY: "ignored here"})
    assert tab.records[save_key("minchiate")] == "the other tab's"
    assert tab.tabs.owned == {"minchiate"} == tab.tabs.confirmed and not tab.tabs.held_elsewhere("minchiate")
    tab.tabs.refused("minchiate")  # taken over again by another tab
    assert tab.tabs.held_elsewhere("minchiate") and not tab.tabs.owned


JUNK_RECORDS = [
    '{"version":1,"body":{"scopa":' + "[" * 40_000 + "]" * 40_000 + "}}",
    '{"version":1,"body":{},"changed":{"scopa":' + "[" * 3000 + "]" * 3000 + "}}",
    '{"version":1,"body":{"scopa":{"played":1,"won":1,"deals":1,"points":' + "9" * 400 + "}}}",
    '{"version":1,"body":{},"changed":{"scopa":' + "9" * 400 + "}}",
    '{"version":1,"body":{"pad":"' + "x" * 1_100_000 + '"}}',
]
"""What another tab may write: nested past the browser's Python's stack, a number of 400 digits,
a record longer than any."""


def spy_on_parsing(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    parsed: list[str] = []
    real = json.loads
    monkeypatch.setattr(json, "loads", lambda text, **options: parsed.append(text) or real(text, **options))
    return parsed


@pytest.mark.parametrize("junk", JUNK_RECORDS)
def test_another_tabs_junk_is_not_parsed_and_this_tabs_statistics_are_written_back(
        junk: str, monkeypatch: pytest.MonkeyPatch) -> None:
    browser, clock = Browser(), itertools.count(1000)
    tab = Tab(browser, clock)
    tab.profile.record("scopa", DealTally(points=11), "won")
    mine = tab.records[STATS_KEY]
    parsed = spy_on_parsing(monkeypatch)
    browser.items[STATS_KEY] = junk  # another tab's write, and its storage event
    assert tab.tabs.receive(STATS_KEY, junk) is False
    assert all(json_shape(text)[0] <= MAX_JSON_DEPTH and len(text) < 1_000_000 for text in parsed)
    assert tab.records[STATS_KEY] == browser.items[STATS_KEY] == mine


@pytest.mark.parametrize("junk", JUNK_RECORDS)
def test_another_tabs_junk_where_this_tab_has_no_record_is_set_aside_with_a_notice(junk: str) -> None:
    browser, clock = Browser(), itertools.count(1000)
    tab = Tab(browser, clock)
    browser.items[SETTINGS_KEY] = junk
    assert tab.tabs.receive(SETTINGS_KEY, junk) is True
    profile = Profile.load(tab.tabs)  # what the shell does with a changed record
    assert profile.notices and "settings" in profile.notices[0]
    assert SETTINGS_KEY not in tab.records and SETTINGS_KEY not in browser.items
    assert browser.items.get("tavolo.damaged.settings") == (junk if len(junk) <= 100_000 else None)
