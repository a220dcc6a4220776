"""The games Tavolo knows: one record per game, the only place that names them.

Each record names the game's parts by module path and imports them only when asked, so a
Scopa visit never imports Minchiate on the page (``importlib`` runs on first use). Adding a
game is one record here plus its packages: ``pyapp/<game>/`` (rules engine), ``pyapp/ai/<game>/``
(players), ``pyapp/ui/<game>/`` (its screen), and its messages and rules pages in ``pyapp/i18n``;
a variant of another game (``variant_of``: Scopone of Scopa) has its own packages too, which may
use that game's.

>>> find_game("scopa").engine
'pyapp.scopa'
>>> find_game("chess")
Traceback (most recent call last):
...
ValueError: unknown game 'chess'; known: scopa, minchiate, scopone, briscola, tressette
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, NamedTuple


class Game(NamedTuple):
    """One game: its name and where its parts live (a named tuple: a value, and cheaper to create
    at the page's start than a dataclass)."""

    name: str
    """The game's id in URLs (``?game=``), saves, statistics, the bot and the arena."""
    deck: str
    """The deck it is played with (``pyapp.cards.DECK_NAMES``)."""
    engine: str
    """The rules engine package (``deal``, the state, the view, the actions, ``parse_action``)."""
    view: str
    """``module:Class`` of a seat's view (``from_text`` reads what ``to_text`` wrote: the AI
    worker's input)."""
    protocol: str
    """The outside bot protocol module (``view_from_request``, ``action_to_json``, ...)."""
    players: str
    """The module whose ``LEVELS`` maps each level name to a player factory and whose
    ``worker_view`` gives the view the AI worker's players search."""
    levels: tuple[str, ...]
    """The level names of ``players.LEVELS``, known without importing the players (the page
    checks names with these; the AI worker imports the players). Those are the levels that ship;
    the arena and the bot also know the ``comparisons``."""
    screen: str
    """``module:Class`` of the screen's controller; empty for a game not on the site yet (its
    engine, players, bot protocol and arena exist; the page does not offer it)."""
    arena: str
    """``module:function`` that plays one arena game (``--a`` level vs ``--b`` level, a seed, A's side)."""
    arena_units: tuple[str, str]
    """The arena report's words for a game and for the points (``matches to {target}``, ``points per
    deal``; ``{target}`` is the target of the rules the run played)."""
    cover: tuple[str, ...]
    """Card ids drawn on the game's button on the start screen."""
    house_rules: bool = False
    """Whether a match takes Scopa's house rules (``pyapp.house_rules``: target, Re bello, ...),
    chosen before the match and carried in the URL."""
    table_options: str = ""
    """The core module of the game's table options, when a match takes them (``pyapp.briscola_options``:
    the table size, the exchange, the format, ...), chosen before the match and carried in the URL
    (``pyapp.ui.match_options``); empty: none."""
    modes: tuple[str, ...] = ()
    """The game's modes, the first one the default (Scopone: scientifico, classico); empty: none."""
    comparisons: str = ""
    """The module, never shipped (``pyapp/cli/research/``), whose ``LEVELS`` adds the levels kept for
    comparisons to the arena and the bot (Scopa's ``pimc-baseline``, Minchiate's ``ismcts``, Briscola's
    ``baseline``); empty: none."""
    variant_of: str = ""
    """The game this one is a variant of, played on its engine (Scopone of Scopa): its packages may
    import that game's (``pyapp.scopa``, ``pyapp.ai.scopa``, ``pyapp.ui.scopa``); empty for none."""
    shared_screens: tuple[str, ...] = ()
    """The shared screen packages the game's table runs on (``pyapp.ui.tricks``: the trick-taking games'
    controller and table), each a part of the site of its own (``pyapp.ui.parts.screen_part``), loaded
    before the game's own code; empty: none."""
    message_prefixes: tuple[str, ...] = ()
    """The prefixes of the game's own message keys (``b.`` for Briscola's ``b.turn.seat``): words only its
    screen reads, which the site ships with the game (``tools/bundles.py``: English's in the game's code
    part, another language's in ``words:<game>:<code>``) and ``pyapp.i18n.messages`` reads on their first
    use; every other key is the core's. Empty: the game's words are all the core's (Scopa's, which
    the start screen and Scopone share)."""
    statistics: tuple[str, ...] = ("played", "won", "lost", "drawn", "streak", "best_streak", "deals", "per_deal")
    """The rows of the game's statistics, in order: a figure of ``pyapp.ui.profile.GameStats``
    (``matches`` for ``played``, ``per_deal`` for the points per deal), worded ``stats.<row>``
    (``stats.per_deal.<game>``)."""

    def packages(self) -> tuple[str, ...]:
        """The game's own packages, which the site loads only when the game is played: its rules
        engine, its players' package and its screen's (none without a screen).

        >>> find_game("scopone").packages()
        ('pyapp.scopone', 'pyapp.ai.scopone', 'pyapp.ui.scopone')
        """
        players = self.players.rpartition(".")[0]
        screen = self.screen.partition(":")[0].rpartition(".")[0]
        return tuple(package for package in (self.engine, players, screen) if package)

    def needs(self) -> tuple[str, ...]:
        """The games whose packages this one's run on, in the order they load: the game it is a
        variant of (and that one's, if any), then itself.

        >>> find_game("scopone").needs(), find_game("minchiate").needs()
        (('scopa', 'scopone'), ('minchiate',))
        """
        base = find_game(self.variant_of).needs() if self.variant_of else ()
        return (*base, self.name)

    def engine_module(self) -> ModuleType:
        return importlib.import_module(self.engine)

    def protocol_module(self) -> ModuleType:
        return importlib.import_module(self.protocol)

    def view_class(self) -> Any:
        return _attribute(self.view)

    def players_module(self) -> ModuleType:
        return importlib.import_module(self.players)

    def player_factories(self) -> dict[str, Any]:
        """The level table of the game's players (imports them)."""
        table: dict[str, Any] = self.players_module().LEVELS
        return table

    def comparison_factories(self) -> dict[str, Any]:
        """The level table of the game's comparison players (imports them; empty without any)."""
        if not self.comparisons:
            return {}
        table: dict[str, Any] = importlib.import_module(self.comparisons).LEVELS
        return table

    def screen_class(self) -> Any:
        return _attribute(self.screen)

    def arena_game(self) -> Any:
        return _attribute(self.arena)


def _attribute(path: str) -> Any:
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


# The statistics of a game of matches on Scopa's engine: the deals first (counted as they end), then the matches.
MATCH_STATISTICS = ("deals", "per_deal", "scope", "settebelli", "primiere", "matches", "won", "lost", "streak",
                    "best_streak")

GAMES: tuple[Game, ...] = (
    Game(
        name="scopa",
        deck="scopa",
        engine="pyapp.scopa",
        view="pyapp.scopa.state:ScopaView",
        protocol="pyapp.scopa.protocol",
        players="pyapp.ai.scopa.levels",
        levels=("random", "heuristic", "easy", "medium", "hard", "expert"),
        screen="pyapp.ui.scopa.controller:ScopaController",
        arena="pyapp.cli.arena:play_scopa_match",
        arena_units=("matches to {target}", "points per deal"),
        cover=("7d", "1c", "10s"),
        house_rules=True,
        comparisons="pyapp.cli.research.scopa_baseline",
        statistics=MATCH_STATISTICS,
    ),
    Game(
        name="minchiate",
        deck="minchiate",
        engine="pyapp.minchiate",
        view="pyapp.minchiate.state:MinchiateView",
        protocol="pyapp.minchiate.protocol",
        players="pyapp.ai.minchiate.levels",
        levels=("random", "heuristic", "easy", "medium", "hard", "expert"),
        screen="pyapp.ui.minchiate.controller:MinchiateController",
        arena="pyapp.cli.arena:play_minchiate_deal",
        arena_units=("deals", "net resti per deal (team)"),
        cover=("T40", "M", "DK"),
        comparisons="pyapp.cli.research.minchiate_ismcts",
        message_prefixes=("m.", "minchiate."),
        statistics=("deals", "won", "lost", "drawn", "streak", "best_streak", "resti_won", "resti_lost", "per_deal"),
    ),
    Game(
        name="scopone",
        deck="scopa",
        engine="pyapp.scopone",
        view="pyapp.scopone.state:ScoponeView",
        protocol="pyapp.scopone.protocol",
        players="pyapp.ai.scopone.levels",
        levels=("random", "heuristic", "easy", "medium", "hard", "expert"),
        screen="pyapp.ui.scopone.controller:ScoponeController",
        arena="pyapp.cli.arena:play_scopone_match",
        arena_units=("matches to {target}", "points per deal (partnership)"),
        cover=("7d", "7c", "7s", "7b"),
        house_rules=True,
        modes=("scientifico", "classico"),
        variant_of="scopa",
        message_prefixes=("scopone.",),
        statistics=MATCH_STATISTICS,
    ),
    Game(
        name="briscola",
        deck="scopa",
        engine="pyapp.briscola",
        view="pyapp.briscola.state:BriscolaView",
        protocol="pyapp.briscola.protocol",
        players="pyapp.ai.briscola.levels",
        levels=("random", "heuristic", "easy", "medium", "hard", "expert"),
        screen="pyapp.ui.briscola.controller:BriscolaController",
        arena="pyapp.cli.arena:play_briscola_match",
        arena_units=("matches (of games)", "card points per game"),
        cover=("1d", "3c", "10b"),
        table_options="pyapp.briscola_options",
        shared_screens=("pyapp.ui.tricks",),
        comparisons="pyapp.cli.research.briscola_baseline",
        message_prefixes=("b.",),
        statistics=("deals", "per_deal", "matches", "won", "lost", "streak", "best_streak"),
    ),
    Game(
        name="tressette",
        deck="scopa",
        engine="pyapp.tressette",
        view="pyapp.tressette.state:TressetteView",
        protocol="pyapp.tressette.protocol",
        players="pyapp.ai.tressette.levels",
        levels=("random", "heuristic", "easy", "medium", "hard", "expert"),
        screen="pyapp.ui.tressette.controller:TressetteController",
        arena="pyapp.cli.arena:play_tressette_match",
        arena_units=("matches to {target}", "points per deal (side)"),
        cover=("3d", "2c", "1s"),
        table_options="pyapp.tressette_options",
        shared_screens=("pyapp.ui.tricks",),
        comparisons="pyapp.cli.research.tressette_baseline",
        statistics=("deals", "per_deal", "matches", "won", "lost", "streak", "best_streak"),
        message_prefixes=("tressette.",),
    ),
)
GAME_NAMES: tuple[str, ...] = tuple(game.name for game in GAMES)
SITE_GAMES: tuple[Game, ...] = tuple(game for game in GAMES if game.screen)
"""The games the page offers (those with a screen)."""
SITE_GAME_NAMES: tuple[str, ...] = tuple(game.name for game in SITE_GAMES)
_BY_NAME: dict[str, Game] = {game.name: game for game in GAMES}


def find_game(name: str) -> Game:
    """The game called *name*; ValueError naming the known games otherwise."""
    game = _BY_NAME.get(name)
    if game is None:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(GAME_NAMES)}")
    return game


def all_levels() -> tuple[str, ...]:
    """Every level name of any game, sorted (the URL's ``?level=`` accepts these)."""
    return tuple(sorted({level for game in GAMES for level in game.levels}))


_MESSAGE_PREFIXES: tuple[tuple[str, str], ...] = tuple(
    (prefix, game.name) for game in GAMES for prefix in game.message_prefixes)


def message_game(key: str) -> str:
    """The game whose own words the message *key* is (``Game.message_prefixes``), empty for the core's.

    >>> message_game("b.turn.seat"), message_game("minchiate.event.play"), message_game("start.briscola.blurb")
    ('briscola', 'minchiate', '')
    """
    for prefix, name in _MESSAGE_PREFIXES:
        if key.startswith(prefix):
            return name
    return ""
