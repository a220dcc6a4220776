"""The site's screens and its URL: which screen a URL opens.

``?game=scopa&seed=42`` opens Scopa on deal seed 42 (shareable, replayable);
``?game=minchiate&seed=42`` opens Minchiate; ``?page=cards`` the card gallery;
``?page=rules&game=scopa`` the full rules of a game as a page of its own; none of these opens the
start screen.  Bad parameters fall back to defaults with a notice.  Pure: no browser imports.

A seed is ASCII digits only (no sign, no space, no other script's digits), 0 to
:data:`MAX_SEED`; a speed is ASCII digits with an optional decimal part (``0.5``), kept within
0-3.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pyapp.games import SITE_GAME_NAMES
from pyapp.i18n import messages
from pyapp.ui import match_options

PAGES: dict[str, str] = {"cards": "gallery", "rules": "rules"}  # ?page=<name> -> screen
RULES_PAGE = "rules"
"""The page of a game's full rules: ``?page=rules&game=<game>`` (the route's *game* names it)."""
SCREENS: tuple[str, ...] = ("start",) + SITE_GAME_NAMES + tuple(PAGES.values())
DEFAULT_LEVEL = "heuristic"
MAX_SEED = 2**31 - 1
_SPEED = re.compile(r"[0-9]{1,2}(?:\.[0-9]{1,3})?")


def whole_number(text: str, maximum: int) -> int | None:
    """*text* as a whole number from 0 to *maximum* when it is ASCII digits only, else None
    (``str.isdigit`` would take ``²`` or ``①``, and ``int`` refuses more than 4300 digits).

    >>> whole_number("042", 100), whole_number("²", 100), whole_number(" 4", 100), whole_number("101", 100)
    (42, None, None, None)
    """
    if not 0 < len(text) <= len(str(maximum)) or not text.isascii() or not text.isdigit():
        return None
    number = int(text)
    return number if number <= maximum else None


@dataclass(frozen=True, slots=True)
class Route:
    """What the URL asks for, after checking it."""

    screen: str
    seed: int
    level: str = DEFAULT_LEVEL
    speed: float = 1.0
    notices: tuple[str, ...] = ()
    seed_given: bool = False
    level_given: bool = False
    options: str = ""
    """The match options the URL asks for (``match_options``' canonical text; empty: none given)."""
    game: str = ""
    """The game whose rules the rules page shows (empty on every other screen)."""

    def query(self) -> str:
        """The URL query that reopens this route (``?game=scopa&seed=42``; empty for the start)."""
        if self.screen == "start":
            return ""
        for page, screen in PAGES.items():
            if self.screen == screen:
                return "?" + query_string({"page": page, **({"game": self.game} if self.game else {})})
        params = {"game": self.screen, "seed": str(self.seed)}
        if self.level != DEFAULT_LEVEL:
            params["level"] = self.level
        params.update(match_options.to_params(self.screen, self.options))
        return "?" + query_string(params)


_URL_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def query_string(params: dict[str, str]) -> str:
    """``urllib.parse.urlencode`` for our few parameters, without importing ``urllib.parse``
    (it drags in ``ipaddress``: both unused by PyScript itself, so they cost the page's start).

    >>> query_string({"game": "scopa", "seed": "42", "x": "a b&é"})
    'game=scopa&seed=42&x=a%20b%26%C3%A9'
    """
    def quote(text: str) -> str:
        return "".join(char if char in _URL_SAFE else "".join(f"%{byte:02X}" for byte in char.encode())
                       for char in text)
    return "&".join(f"{quote(name)}={quote(value)}" for name, value in params.items())


def parse_route(params: dict[str, str], fresh_seed: int, levels: tuple[str, ...] = (DEFAULT_LEVEL,)) -> Route:
    """The route of URL *params*; *fresh_seed* is used when no valid seed is given.

    >>> parse_route({"game": "scopa", "seed": "42"}, 7).seed
    42
    >>> parse_route({"game": "chess"}, 7).notices
    ("Unknown game 'chess': choose a game below.",)
    >>> rules = parse_route({"page": "rules", "game": "minchiate"}, 7)
    >>> rules.screen, rules.game, rules.query()
    ('rules', 'minchiate', '?page=rules&game=minchiate')
    """
    notices: list[str] = []
    game = params.get("game")
    screen = "start"
    rules_of = ""
    if params.get("page") == RULES_PAGE:
        if game in SITE_GAME_NAMES:
            screen, rules_of = PAGES[RULES_PAGE], game
        elif game is None:
            notices.append(messages.text("notice.rules_game"))
        else:
            notices.append(messages.text("notice.bad_game", game=game[:40]))
    elif game is not None:
        if game in SITE_GAME_NAMES:
            screen = game
        else:
            notices.append(messages.text("notice.bad_game", game=game[:40]))
    elif "page" in params:
        page = params["page"]
        if page in PAGES:
            screen = PAGES[page]
        else:
            notices.append(messages.text("notice.bad_page", page=page[:40]))
    seed = fresh_seed
    seed_given = False
    raw_seed = params.get("seed")
    if raw_seed is not None:
        given = whole_number(raw_seed, MAX_SEED)
        if given is not None:
            seed, seed_given = given, True
        else:
            notices.append(messages.text("notice.bad_seed", seed=raw_seed[:40], max=str(MAX_SEED)))
    level = params.get("level", DEFAULT_LEVEL)
    level_given = "level" in params
    if level not in levels:
        notices.append(messages.text("notice.bad_level", level=level[:40]))
        level, level_given = DEFAULT_LEVEL, False
    speed = 1.0
    raw_speed = params.get("speed")
    if raw_speed is not None:
        if _SPEED.fullmatch(raw_speed):
            speed = min(3.0, float(raw_speed))
        else:
            notices.append(messages.text("notice.bad_speed", speed=raw_speed[:40]))
    options, option_notices = match_options.from_params(screen, params) if screen in SITE_GAME_NAMES else ("", ())
    notices.extend(option_notices)
    return Route(screen, seed, level, speed, tuple(notices), seed_given, level_given, options, rules_of)


def manifest_file(language: str) -> str:
    """The web app manifest of *language* (the build writes one per language): English is the default.

    >>> manifest_file("en"), manifest_file("fa")
    ('manifest.webmanifest', 'manifest.fa.webmanifest')
    """
    return "manifest.webmanifest" if language == "en" else f"manifest.{language}.webmanifest"
