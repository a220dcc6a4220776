"""Stored records mutated at random (``tests/hostile.py``): a save is either refused with
GameRecordError or accepted and playable to the end of its deal; settings and statistics are
either read as sane values or reset with a notice naming them; nothing else ever escapes."""

from __future__ import annotations

import json
import math
from functools import cache
from random import Random

from hostile import hostile_record, saved_game, stuck, table_class
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyapp.engine import GameRecordError
from pyapp.ui.profile import (
    COUNT_FIELDS,
    MAX_COUNT,
    SETTINGS_KEY,
    STATS_KEY,
    DealTally,
    MemoryStorage,
    Profile,
    Settings,
    save_key,
)

GAMES = ("scopa", "scopone", "minchiate")
PROPERTY = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
QUICK = settings(PROPERTY, max_examples=60)


@cache
def valid_save(game: str, seed: int, moves: int) -> str:
    return saved_game(game, seed, moves, Random(seed * 100 + moves))


@PROPERTY
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 5), moves=st.sampled_from((0, 3, 17, 45, 80)),
       rng=st.randoms(use_true_random=False))
def test_a_mutated_save_is_refused_or_playable_to_the_end_of_its_deal(game: str, seed: int, moves: int,
                                                                      rng: Random) -> None:
    text = hostile_record(valid_save(game, seed, moves), rng)
    try:
        table = table_class(game).from_saved(text, seed)
    except GameRecordError:
        return
    assert stuck(table, rng) is None, f"an accepted save is stuck: {text[:300]}"


@QUICK
@given(rng=st.randoms(use_true_random=False))
def test_mutated_settings_and_statistics_are_read_sane_or_reset_with_a_notice(rng: Random) -> None:
    profile = Profile.load(MemoryStorage())
    profile.change(level_scopa="hard", speed="fast", options_scopa="target=21,napola", language="it")
    profile.record("scopa", DealTally(points=14), "won")
    profile.record("scopa:target=21,napola", DealTally(points=20), "lost")
    profile.record("minchiate", DealTally(points=0), "drawn")
    storage = profile.storage
    assert isinstance(storage, MemoryStorage)
    key = rng.choice((SETTINGS_KEY, STATS_KEY))
    storage.items[key] = hostile_record(storage.items[key], rng)
    loaded = Profile.load(storage)
    loaded.settings.checked()
    assert isinstance(loaded.settings, Settings)
    for stats in loaded.stats.values():
        assert all(type(getattr(stats, name)) is int and 0 <= getattr(stats, name) <= MAX_COUNT
                   for name in COUNT_FIELDS)
        assert math.isfinite(stats.points) and stats.won + stats.lost + stats.drawn == stats.played
    if loaded.notices:
        assert len(loaded.notices) == 1
        assert ("settings" if key == SETTINGS_KEY else "statistics") in loaded.notices[0]
        assert storage.items.get(key) != json.dumps(None)


@QUICK
@given(game=st.sampled_from(GAMES), rng=st.randoms(use_true_random=False))
def test_a_mutated_save_envelope_gives_a_seed_and_a_text_or_a_notice_naming_the_game(game: str,
                                                                                     rng: Random) -> None:
    storage = MemoryStorage()
    Profile.load(storage).save_game(game, 2, valid_save(game, 2, 3))
    storage.items[save_key(game)] = hostile_record(storage.items[save_key(game)], rng)
    profile = Profile.load(storage)
    saved = profile.saved_game(game)
    if saved is None:
        assert len(profile.notices) == 1 and game.capitalize() in profile.notices[0]
        assert save_key(game) not in storage.items
    else:
        seed, text = saved
        assert type(seed) is int and seed >= 0 and isinstance(text, str)
