"""What the site remembers for a player: settings, statistics and the game in progress.

Everything is stored as versioned JSON text under a few keys of the browser's local storage
(through a ``Storage`` the glue provides).  Each record is checked whole when it is read: its size,
how deep it nests and how long its numbers are, by a scan of its text before anything parses it
(:func:`stored_value`: the browser's Python dies on a few thousand levels, before any check could
run), then JSON, every field of its type and in its range (numbers as integers first, NaN and
infinities refused wherever a number is read), the statistics
consistent (wins, losses and draws add up to the games played), a saved game replayed from its
seed by its game's table (``from_saved``; when the game is opened, not at the start).  A record that fails is
set aside: its text is kept under ``tavolo.damaged.<name>`` (when under :data:`MAX_KEPT`
characters; one copy per record, the latest) and the record is reset, with a notice naming what
was reset (the settings, one game's statistics, or one game in progress).  The other records are
untouched.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Protocol

from pyapp.engine import GameRecordError, read_json
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
DAMAGED_PREFIX = "tavolo.damaged."  # a record set aside is kept as tavolo.damaged.<name>
MAX_KEPT = 100_000
"""Characters of a record set aside that are kept (a real save is under 20,000)."""
MAX_RECORD = 1_000_000
"""Characters of a stored record, at most: a longer one is set aside unread."""
MAX_COUNT = 10**9
"""The largest count in the statistics (games, wins, deals ...)."""
MAX_POINTS_PER_DEAL = 1_000
"""Points a deal can add to the statistics, at most (a Scopa deal scores under 60)."""
MAX_SAVED_SEED = 2**63 - 1
SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
BACKS = ("blue", "red")
DECKS = ("tavolo", "napoletane", "piacentine", "siciliane", "trevisane")
"""The deck setting's values: the cards every 40-card game is drawn with (docs/decks.md); the first,
Tavolo (the project's own deck, the sprite ``scopa``), is the default."""
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
    deck: str = DECKS[0]  # the cards of the 40-card games
    deck_index: bool = False  # a corner index on the decks whose pattern prints none

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

    def deck_sprite(self) -> str:
        """The sprite the 40-card games are drawn with (``pyapp.ui.svg.FORTY_CARD_DECKS``)."""
        return "scopa" if self.deck == DECKS[0] else self.deck

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
                                     ("card_names", self.card_names, CARD_NAME_MODES),
                                     ("deck", self.deck, DECKS)):
            if value not in choices:
                raise ValueError(f"setting {name}={value!r} is not one of {', '.join(choices)}")
        for name in ("aids", "sound", "deck_index"):
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
class DealTally:
    """What one finished deal adds to the player's statistics, from the player's side."""

    points: float = 0.0
    """Scopa and Scopone: the side's points in the deal; Minchiate: the team's net resti."""
    scope: int = 0
    settebello: bool = False
    primiera: bool = False
    """Whether the side won the primiera's point."""
    resti_won: int = 0
    """Minchiate: the resti the player's team earned in the deal (and the other team, below)."""
    resti_lost: int = 0


@dataclass(frozen=True, slots=True)
class GameStats:
    """A player's record in one game (and rule set): the deals as they are played, and the games
    (Scopa's and Scopone's matches, Minchiate's deals) as they end."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0       # current winning streak
    best_streak: int = 0
    deals: int = 0
    points: float = 0.0   # Scopa: points scored; Minchiate: net resti
    scope: int = 0
    settebelli: int = 0   # deals in which the player's side took the settebello
    primiere: int = 0     # deals in which the player's side won the primiera
    resti_won: int = 0
    resti_lost: int = 0

    def with_deal(self, deal: DealTally) -> GameStats:
        """The record after one more finished deal."""
        return replace(self, deals=self.deals + 1, points=self.points + deal.points, scope=self.scope + deal.scope,
                       settebelli=self.settebelli + deal.settebello, primiere=self.primiere + deal.primiera,
                       resti_won=self.resti_won + deal.resti_won, resti_lost=self.resti_lost + deal.resti_lost)

    def with_outcome(self, outcome: str) -> GameStats:
        """The record after a game that ended in *outcome* ('won', 'lost' or 'drawn')."""
        streak = self.streak + 1 if outcome == "won" else 0
        return replace(self, played=self.played + 1, won=self.won + (outcome == "won"),
                       lost=self.lost + (outcome == "lost"), drawn=self.drawn + (outcome == "drawn"),
                       streak=streak, best_streak=max(self.best_streak, streak))

    @property
    def points_per_deal(self) -> float | None:
        return None if self.deals == 0 else self.points / self.deals


COUNT_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(GameStats) if f.name != "points")


class StoredDataError(ValueError):
    """A stored record that cannot be used; *reason* says why in a word the player is told
    (``reason.<reason>`` in the catalog): 'damaged' or 'version'."""

    def __init__(self, message: str, reason: str = "damaged") -> None:
        super().__init__(message)
        self.reason = reason


def lost_reason(error: Exception) -> str:
    """Why stored data was lost, in the player's language (damaged unless the error knows better)."""
    return messages.text(f"reason.{getattr(error, 'reason', 'damaged')}")


def damaged_key(key: str) -> str:
    """Where the text of a record set aside is kept (``tavolo.damaged.stats`` for ``tavolo.stats``)."""
    return DAMAGED_PREFIX + key.removeprefix("tavolo.")


def stored_value(text: str, what: str) -> Any:
    """The JSON value of the stored record *text* (of *what*); StoredDataError, before anything
    parses it, when it is over :data:`MAX_RECORD` characters, nests deeper or holds a longer number
    than any record (:func:`pyapp.engine.read_json`), and when it is not JSON."""
    if len(text) > MAX_RECORD:
        raise StoredDataError(f"the {what} are {len(text)} characters long (at most {MAX_RECORD})")
    try:
        return read_json(text, what, allow_nan=True)
    except GameRecordError as error:
        raise StoredDataError(str(error)) from None


def _read_record(text: str | None, what: str) -> dict[str, Any] | None:
    """The body of a stored record; None when absent; StoredDataError when unreadable."""
    if text is None:
        return None
    record = stored_value(text, what)
    if not isinstance(record, dict) or not isinstance(record.get("body"), dict):
        raise StoredDataError(f"the {what} are not a stored record")
    if type(record.get("version")) is not int or record["version"] != VERSION:
        raise StoredDataError(f"the {what} were saved by another version", "version")
    body: dict[str, Any] = record["body"]
    return body


def _write_record(body: dict[str, Any]) -> str:
    return json.dumps({"version": VERSION, "body": body}, separators=(",", ":"))


def settings_from_json(body: dict[str, Any]) -> Settings:
    """The settings of a stored body; StoredDataError when a value is not one of its choices."""
    try:
        return Settings.from_json(body).checked()
    except ValueError as error:  # what checked() raises for a value out of its choices
        raise StoredDataError(str(error)) from None


def game_stats_from_json(record: Any, key: str) -> GameStats:
    """The record of one game (and rule set) in the stored statistics; StoredDataError unless
    every count is a whole number 0 to :data:`MAX_COUNT`, the points a finite number of at most
    :data:`MAX_POINTS_PER_DEAL` a deal, and the counts agree (won + lost + drawn = played, the
    streak within the best streak within the wins, at least one deal a game, the settebelli and
    the primiere each at most one a deal). A missing field counts 0: a record written before the
    deals were counted one by one (without scope, settebelli, primiere, resti) reads as it was."""
    if not isinstance(record, dict):
        raise StoredDataError(f"the statistics of {key} are not a record")
    counts: dict[str, int] = {}
    for name in COUNT_FIELDS:
        value = record.get(name, 0)
        if type(value) is not int or not 0 <= value <= MAX_COUNT:
            raise StoredDataError(f"the statistics of {key}: {name} is not a count")
        counts[name] = value
    points = record.get("points", 0.0)
    # (compared as it is, an integer as an integer: a float of a huge one would overflow; NaN fails too)
    if type(points) not in (int, float) or not abs(points) <= MAX_POINTS_PER_DEAL * max(1, counts["deals"]):
        raise StoredDataError(f"the statistics of {key}: points is not a possible number")
    stats = GameStats(**counts, points=float(points))
    if (stats.won + stats.lost + stats.drawn != stats.played or not stats.streak <= stats.best_streak <= stats.won
            or stats.deals < stats.played or max(stats.settebelli, stats.primiere) > stats.deals):
        raise StoredDataError(f"the statistics of {key} do not add up")
    return stats


def stats_title(key: str) -> str:
    """The name of a record of the statistics: the game, and its rules when the game has options."""
    game, options = split_stats_key(key)
    name = messages.text("start." + game)
    return f"{name} · {match_options.describe(game, options)}" if match_options.has_options(game) else name


@dataclass
class Profile:
    """Settings, statistics and saved games of the player, over a Storage."""

    storage: Storage
    settings: Settings = field(default_factory=Settings)
    stats: dict[str, GameStats] = field(default_factory=dict)
    notices: list[str] = field(default_factory=list)

    @classmethod
    def load(cls, storage: Storage) -> Profile:
        """Reads what is stored; a record that cannot be used is set aside with a notice."""
        profile = cls(storage)
        profile.settings = profile._load_settings()
        profile.stats = profile._load_stats()
        return profile

    def _load_settings(self) -> Settings:
        text = self.storage.load(SETTINGS_KEY)
        try:
            body = _read_record(text, "settings")
            return Settings() if body is None else settings_from_json(body)
        except StoredDataError as error:
            self.notices.append(messages.text("notice.settings_lost", detail=lost_reason(error)))
            self.set_aside(SETTINGS_KEY, text)
            return Settings()

    def _load_stats(self) -> dict[str, GameStats]:
        """Each game's record (a damaged one reset alone; the whole set when it cannot be read)."""
        text = self.storage.load(STATS_KEY)
        try:
            body = _read_record(text, "statistics") or {}
        except StoredDataError as error:
            self.notices.append(messages.text("notice.stats_lost", detail=lost_reason(error)))
            self.set_aside(STATS_KEY, text)
            return {}
        stats: dict[str, GameStats] = {}
        lost = False
        for key, record in body.items():
            if not is_stats_key(key):
                continue  # a game or a rule set this version does not know
            try:
                stats[key] = game_stats_from_json(record, key)
            except StoredDataError as error:
                self.notices.append(messages.text("notice.stats_game_lost", game=stats_title(key),
                                                  detail=lost_reason(error)))
                lost = True
        if lost:
            self.set_aside(STATS_KEY, text)
            self._save_stats(stats)
        return stats

    def set_aside(self, key: str, text: str | None) -> None:
        """Removes the record under *key*, keeping its *text* under :func:`damaged_key` (when it is
        not over :data:`MAX_KEPT` characters), where it can still be recovered by hand."""
        if text is not None and len(text) <= MAX_KEPT:
            self.storage.save(damaged_key(key), text)
        self.storage.remove(key)

    def game_stats(self, game: str) -> GameStats:
        return self.stats.get(game, GameStats())

    def change(self, **changes: Any) -> Settings:
        """Changes settings (raises ValueError for a bad value, changing nothing) and saves them."""
        self.settings = self.settings.changed(**changes).checked()
        self.storage.save(SETTINGS_KEY, _write_record(self.settings.to_json()))
        return self.settings

    def record(self, key: str, deal: DealTally | None = None, outcome: str | None = None) -> GameStats:
        """Counts a finished *deal* and, when it ended a game, the game's *outcome* in the record
        under *key* (:func:`stats_key`), and saves the statistics."""
        stats = self.game_stats(key)
        if deal is not None:
            stats = stats.with_deal(deal)
        if outcome is not None:
            stats = stats.with_outcome(outcome)
        self.stats[key] = stats
        self._save_stats()
        return stats

    def reset_stats(self, game: str) -> None:
        self.stats.pop(game, None)
        self._save_stats()

    def _save_stats(self, stats: dict[str, GameStats] | None = None) -> None:
        """Saves the statistics (the profile's, or *stats*)."""
        kept = self.stats if stats is None else stats
        self.storage.save(STATS_KEY, _write_record({game: asdict(record) for game, record in kept.items()}))

    # --- the game in progress -------------------------------------------------------------

    def save_game(self, game: str, seed: int, body: str) -> None:
        self.storage.save(save_key(game), _write_record({"seed": seed, "game": body}))

    def clear_game(self, game: str) -> None:
        self.storage.remove(save_key(game))

    def saved_game(self, game: str) -> tuple[int, str] | None:
        """(seed, game text) of the saved game, or None; a save whose seed is not a whole number
        0 to :data:`MAX_SAVED_SEED` or whose game is not text is set aside with a notice. (The game
        text is checked by the game's table, which calls :meth:`saved_game_lost` when it fails.)"""
        text = self.storage.load(save_key(game))
        try:
            body = _read_record(text, "saved game")
            if body is None:
                return None
            seed, saved = body.get("seed"), body.get("game")
            if type(seed) is not int or not 0 <= seed <= MAX_SAVED_SEED or not isinstance(saved, str):
                raise StoredDataError("the saved game is incomplete")
            return seed, saved
        except StoredDataError as error:
            self.saved_game_lost(game, error)
            return None

    def saved_game_lost(self, game: str, error: Exception) -> None:
        """Sets aside a save that cannot be restored (because of *error*) and tells the player why."""
        self.notices.append(messages.text("notice.save_lost", game=messages.text("start." + game),
                                          detail=lost_reason(error)))
        self.set_aside(save_key(game), self.storage.load(save_key(game)))

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
