"""What the site remembers for a player: settings, statistics and the game in progress.

Everything is stored as versioned JSON text under a few keys of the browser's local storage
(through a ``Storage`` the glue provides).  A corrupted, truncated or older-version record
never breaks anything: it is replaced by defaults and a notice says so; the other records
are untouched.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Protocol

from pyapp.engine import GameRecordError
from pyapp.games import SITE_GAME_NAMES
from pyapp.i18n import languages, messages
from pyapp.i18n.card_names import MODES as CARD_NAME_MODES
from pyapp.ui import match_options

VERSION = 1
SETTINGS_KEY = "tavolo.settings"
STATS_KEY = "tavolo.stats"
LEVELS = ("easy", "medium", "hard", "expert")
DEFAULT_LEVEL = "medium"
LEVEL_PREFIX = "level_"  # a game's level setting is stored as level_<game>
OPTIONS_PREFIX = "options_"  # a game's default match options are stored as options_<game>
SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
BACKS = ("blue", "red")
LANGUAGES = languages.CODES


def save_key(game: str) -> str:
    return f"tavolo.save.{game}"


def stats_key(game: str, options: str = "") -> str:
    """Where a game's record is kept: by game (``scopa``) for its plain rules, by game and rule
    set (``scopa:target=21,napola``) for any other, so that each rule set has its own record."""
    return game if not options or options == match_options.default(game) else f"{game}:{options}"


def is_stats_key(key: str) -> bool:
    """True for a key :func:`stats_key` writes for a game on the site (others are ignored)."""
    game, colon, options = key.partition(":")
    if game not in SITE_GAME_NAMES:
        return False
    try:
        return not colon or (match_options.canonical(game, options) == options
                             and options != match_options.default(game))
    except GameRecordError:
        return False


def split_stats_key(key: str) -> tuple[str, str]:
    """(game, options) of a :func:`stats_key` (the options are the game's default for a plain key)."""
    game, _, options = key.partition(":")
    return game, options or match_options.default(game)


class Storage(Protocol):
    def load(self, key: str) -> str | None: ...

    def save(self, key: str, text: str) -> None: ...

    def remove(self, key: str) -> None: ...



def _take_per_game(changes: dict[str, Any], prefix: str, current: tuple[tuple[str, str], ...],
                   known: str) -> tuple[tuple[str, str], ...]:
    """*current* (game, value) pairs with the ``<prefix><game>`` entries of *changes* applied
    (and taken out of *changes*); ValueError for a game not among them (*known* names those)."""
    values = dict(current)
    for name in [name for name in changes if name.startswith(prefix)]:
        game = name.removeprefix(prefix)
        if game not in values:
            raise ValueError(f"no setting {name!r}: {known} are {', '.join(values)}")
        values[game] = changes.pop(name)
    return tuple(values.items())

@dataclass(frozen=True, slots=True)
class Settings:
    """The player's choices (all remembered)."""

    levels: tuple[tuple[str, str], ...] = tuple((game, DEFAULT_LEVEL) for game in SITE_GAME_NAMES)
    """The computer's level in each game, as (game, level) pairs in the registry's order."""
    options: tuple[tuple[str, str], ...] = tuple((game, match_options.default(game))
                                                 for game in match_options.GAMES_WITH_RULES)
    """The player's default match options of each game that has some (``match_options`` text):
    a new match is played with them unless the URL names others."""
    speed: str = "normal"
    back: str = "blue"
    aids: bool = False
    sound: bool = True
    language: str = ""  # empty: follow the browser's preferences
    card_names: str = CARD_NAME_MODES[0]  # cards named in the player's language, or "italian"

    @staticmethod
    def level_setting(game: str) -> str:
        """The name of *game*'s level setting (``level_scopa``): in storage and in ``set:`` actions."""
        return LEVEL_PREFIX + game

    @staticmethod
    def options_setting(game: str) -> str:
        """The name of *game*'s options setting (``options_scopa``)."""
        return OPTIONS_PREFIX + game

    def level(self, game: str) -> str:
        return dict(self.levels).get(game, DEFAULT_LEVEL)

    def match_options(self, game: str) -> str:
        """The options a new match of *game* is played with (empty for a game without)."""
        return dict(self.options).get(game, match_options.default(game))

    def speed_factor(self) -> float:
        return SPEEDS[self.speed]

    def card_back(self) -> str:
        return f"back-{self.back}"

    def changed(self, **changes: Any) -> Settings:
        """These settings with *changes* (``level_<game>=...`` sets a game's level); not checked."""
        levels = _take_per_game(changes, LEVEL_PREFIX, self.levels, "the games")
        options = _take_per_game(changes, OPTIONS_PREFIX, self.options, "the games with options")
        return replace(self, levels=levels, options=options, **changes)

    def to_json(self) -> dict[str, Any]:
        """The stored form: ``level_<game>`` for each game, then the other choices by name."""
        stored: dict[str, Any] = {self.level_setting(game): level for game, level in self.levels}
        stored.update({self.options_setting(game): text for game, text in self.options})
        stored.update({f.name: getattr(self, f.name) for f in fields(self) if f.name not in ("levels", "options")})
        return stored

    @classmethod
    def from_json(cls, body: dict[str, Any]) -> Settings:
        """Reads :meth:`to_json`'s form; unknown names are ignored, values are not yet checked."""
        known = {cls.level_setting(game) for game in SITE_GAME_NAMES}
        known |= {cls.options_setting(game) for game in match_options.GAMES_WITH_RULES}
        known |= {f.name for f in fields(cls) if f.name not in ("levels", "options")}
        return cls().changed(**{name: value for name, value in body.items() if name in known})

    def checked(self) -> Settings:
        """Raises ValueError when a value is not one of its choices."""
        for name, value, choices in (*((self.level_setting(game), level, LEVELS) for game, level in self.levels),
                                     ("speed", self.speed, tuple(SPEEDS)), ("back", self.back, BACKS),
                                     ("language", self.language, ("",) + LANGUAGES),
                                     ("card_names", self.card_names, CARD_NAME_MODES)):
            if value not in choices:
                raise ValueError(f"setting {name}={value!r} is not one of {', '.join(choices)}")
        for name in ("aids", "sound"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"setting {name} must be true or false")
        for game, text in self.options:
            try:
                if not isinstance(text, str) or match_options.canonical(game, text) != text:
                    raise GameRecordError(f"not in its canonical form: {text!r:.60}")
            except GameRecordError as error:
                raise ValueError(f"setting {self.options_setting(game)}: {error}") from None
        return self


@dataclass(frozen=True, slots=True)
class GameStats:
    """A player's record in one game."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0       # current winning streak
    best_streak: int = 0
    deals: int = 0
    points: float = 0.0   # Scopa: points scored; Minchiate: net resti

    def record(self, outcome: str, deals: int, points: float) -> GameStats:
        """The record after a game that ended in *outcome* ('won', 'lost' or 'drawn')."""
        streak = self.streak + 1 if outcome == "won" else 0
        return replace(self, played=self.played + 1, won=self.won + (outcome == "won"),
                       lost=self.lost + (outcome == "lost"), drawn=self.drawn + (outcome == "drawn"),
                       streak=streak, best_streak=max(self.best_streak, streak),
                       deals=self.deals + deals, points=self.points + points)

    @property
    def points_per_deal(self) -> float | None:
        return None if self.deals == 0 else self.points / self.deals


class StoredDataError(ValueError):
    """A stored record that cannot be used; *reason* says why in a word the player is told
    (``reason.<reason>`` in the catalog): 'damaged' or 'version'."""

    def __init__(self, message: str, reason: str = "damaged") -> None:
        super().__init__(message)
        self.reason = reason


def lost_reason(error: Exception) -> str:
    """Why stored data was lost, in the player's language (damaged unless the error knows better)."""
    return messages.text(f"reason.{getattr(error, 'reason', 'damaged')}")


def _read_record(text: str | None, what: str) -> dict[str, Any] | None:
    """The body of a stored record; None when absent; StoredDataError when unreadable."""
    if text is None:
        return None
    try:
        record = json.loads(text)
    except ValueError as error:
        raise StoredDataError(f"the {what} are not valid JSON ({error})") from None
    if not isinstance(record, dict) or not isinstance(record.get("body"), dict):
        raise StoredDataError(f"the {what} are not a stored record")
    if record.get("version") != VERSION:
        raise StoredDataError(f"the {what} were saved by another version", "version")
    body: dict[str, Any] = record["body"]
    return body


def _write_record(body: dict[str, Any]) -> str:
    return json.dumps({"version": VERSION, "body": body}, separators=(",", ":"))


def _dataclass_from(cls: Any, body: dict[str, Any]) -> Any:
    known = {f.name: f.type for f in fields(cls)}
    values = {name: value for name, value in body.items() if name in known}
    return cls(**values)


@dataclass
class Profile:
    """Settings, statistics and saved games of the player, over a Storage."""

    storage: Storage
    settings: Settings = field(default_factory=Settings)
    stats: dict[str, GameStats] = field(default_factory=dict)
    notices: list[str] = field(default_factory=list)

    @classmethod
    def load(cls, storage: Storage) -> Profile:
        """Reads what is stored; anything unreadable falls back to defaults with a notice."""
        profile = cls(storage)
        try:
            body = _read_record(storage.load(SETTINGS_KEY), "settings")
            if body is not None:
                profile.settings = Settings.from_json(body).checked()
        except (ValueError, TypeError) as error:
            profile.notices.append(messages.text("notice.settings_lost", detail=lost_reason(error)))
            storage.remove(SETTINGS_KEY)
        try:
            body = _read_record(storage.load(STATS_KEY), "statistics") or {}
            for key, record in body.items():
                if is_stats_key(key):
                    if not isinstance(record, dict):
                        raise ValueError(f"the statistics of {key} are not a record")
                    stats = _dataclass_from(GameStats, record)
                    counts = [getattr(stats, f.name) for f in fields(GameStats) if f.name != "points"]
                    if any(not isinstance(count, int) or count < 0 for count in counts) \
                            or not isinstance(stats.points, (int, float)):
                        raise ValueError("the statistics hold an impossible number")
                    profile.stats[key] = stats
        except (ValueError, TypeError) as error:
            profile.notices.append(messages.text("notice.stats_lost", detail=lost_reason(error)))
            profile.stats = {}
            storage.remove(STATS_KEY)
        return profile

    def game_stats(self, game: str) -> GameStats:
        return self.stats.get(game, GameStats())

    def change(self, **changes: Any) -> Settings:
        """Changes settings (raises ValueError for a bad value, changing nothing) and saves them."""
        self.settings = self.settings.changed(**changes).checked()
        self.storage.save(SETTINGS_KEY, _write_record(self.settings.to_json()))
        return self.settings

    def record(self, game: str, outcome: str, deals: int, points: float) -> GameStats:
        """Counts one finished game and saves the statistics."""
        self.stats[game] = self.game_stats(game).record(outcome, deals, points)
        self._save_stats()
        return self.stats[game]

    def reset_stats(self, game: str) -> None:
        self.stats.pop(game, None)
        self._save_stats()

    def _save_stats(self) -> None:
        self.storage.save(STATS_KEY, _write_record({game: asdict(stats) for game, stats in self.stats.items()}))

    # --- the game in progress -------------------------------------------------------------

    def save_game(self, game: str, seed: int, body: str) -> None:
        self.storage.save(save_key(game), _write_record({"seed": seed, "game": body}))

    def clear_game(self, game: str) -> None:
        self.storage.remove(save_key(game))

    def saved_game(self, game: str) -> tuple[int, str] | None:
        """(seed, game text) of the saved game, or None; an unreadable save is dropped with a notice."""
        try:
            body = _read_record(self.storage.load(save_key(game)), "saved game")
            if body is None:
                return None
            seed, text = body.get("seed"), body.get("game")
            if not isinstance(seed, int) or not isinstance(text, str):
                raise ValueError("the saved game is incomplete")
            return seed, text
        except ValueError as error:
            self.saved_game_lost(game, error)
            return None

    def saved_game_lost(self, game: str, error: Exception) -> None:
        """Drops a save that cannot be restored (because of *error*) and tells the player why."""
        self.notices.append(messages.text("notice.save_lost", detail=lost_reason(error)))
        self.clear_game(game)

    def take_notices(self) -> tuple[str, ...]:
        taken, self.notices = tuple(self.notices), []
        return taken


class MemoryStorage:
    """A Storage in a dict (tests, and the browser when local storage is unavailable)."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        self.items: dict[str, str] = dict(items or {})

    def load(self, key: str) -> str | None:
        return self.items.get(key)

    def save(self, key: str, text: str) -> None:
        self.items[key] = text

    def remove(self, key: str) -> None:
        self.items.pop(key, None)
