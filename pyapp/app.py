"""The site's screens and its URL: which screen a URL opens, and the start screen.

``?game=scopa&seed=42`` opens Scopa on deal seed 42 (shareable, replayable);
``?game=minchiate&seed=42`` opens Minchiate; ``?page=cards`` the card gallery; neither opens
the start screen.  Bad parameters fall back to defaults with a notice.  Pure: no browser imports.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyapp import messages
from pyapp.svg import card_picture, escape

GAMES: tuple[str, ...] = ("scopa", "minchiate")
PAGES: dict[str, str] = {"cards": "gallery"}  # ?page=<name> -> screen
SCREENS: tuple[str, ...] = ("start",) + GAMES + tuple(PAGES.values())
DEFAULT_LEVEL = "heuristic"
MAX_SEED = 2**31 - 1


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

    def query(self) -> str:
        """The URL query that reopens this route (``?game=scopa&seed=42``; empty for the start)."""
        if self.screen == "start":
            return ""
        for page, screen in PAGES.items():
            if self.screen == screen:
                return "?" + query_string({"page": page})
        params = {"game": self.screen, "seed": str(self.seed)}
        if self.level != DEFAULT_LEVEL:
            params["level"] = self.level
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
    """
    notices: list[str] = []
    game = params.get("game")
    screen = "start"
    if game is not None:
        if game in GAMES:
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
        text = raw_seed.strip()
        if text.isdigit() and int(text) <= MAX_SEED:
            seed = int(text)
            seed_given = True
        else:
            notices.append(messages.text("notice.bad_seed", seed=raw_seed[:40]))
    level = params.get("level", DEFAULT_LEVEL)
    level_given = "level" in params
    if level not in levels:
        notices.append(messages.text("notice.bad_level", level=level[:40]))
        level, level_given = DEFAULT_LEVEL, False
    speed = 1.0
    raw_speed = params.get("speed")
    if raw_speed is not None:
        try:
            speed = min(3.0, max(0.0, float(raw_speed)))
        except ValueError:
            notices.append(messages.text("notice.bad_speed", speed=raw_speed[:40]))
    return Route(screen, seed, level, speed, tuple(notices), seed_given, level_given)


def glossary_attributes(term: str) -> str:
    """Attributes that explain an Italian game word on hover (title) and on focus (data-tip)."""
    from pyapp.rules_content import GLOSSARY

    tip = GLOSSARY.get(messages.language(), GLOSSARY["en"]).get(term)
    if not tip:
        return ""
    return f' class="term" tabindex="0" title="{escape(tip)}" data-tip="{escape(tip)}"'


def manifest_file(language: str) -> str:
    """The web app manifest of *language* (the build writes one per language): English is the default.

    >>> manifest_file("en"), manifest_file("fa")
    ('manifest.webmanifest', 'manifest.fa.webmanifest')
    """
    return "manifest.webmanifest" if language == "en" else f"manifest.{language}.webmanifest"


def render_notices(notices: tuple[str, ...]) -> str:
    """Notices about the URL, shown above a screen."""
    if not notices:
        return ""
    items = "".join(f"<li>{escape(notice)}</li>" for notice in notices)
    return f'<div class="notices" role="status" data-notices><ul>{items}</ul></div>'


def render_tools(game: str | None = None) -> str:
    """The buttons every screen offers: rules, settings, statistics."""
    rules_action = f"rules-open:{game}" if game else "rules-open:scopa"
    buttons = [("hint", "hint.button"), (rules_action, "rules.open"), ("settings-open", "settings.open"),
               ("stats-open", "stats.open")]
    if game is None:
        buttons = [("rules-open:scopa", "rules.scopa"), ("rules-open:minchiate", "rules.minchiate"),
                   ("page:cards", "gallery.open"), ("settings-open", "settings.open"), ("stats-open", "stats.open")]
    return "".join(f'<button type="button" class="tool" data-action="{action}" data-key="{action}">'
                   f"{escape(messages.text(key))}</button>" for action, key in buttons)


def render_start(notices: tuple[str, ...] = (), resumable: tuple[str, ...] = ()) -> str:
    """The start screen: the two games (marked when a game is in progress), rules, settings, stats."""
    cards = []
    for game, faces in (("scopa", ("7d", "1c", "10s")), ("minchiate", ("T40", "M", "DK"))):
        art = "".join(card_picture(face, 60) for face in faces)
        cards.append(
            f'<li><button type="button" class="game-choice" data-action="open:{game}" data-key="open-{game}">'
            f'<span class="game-art" aria-hidden="true">{art}</span>'
            f'<span class="game-name">{escape(messages.text("start." + game))}</span>'
            f'<span class="game-blurb">{escape(messages.text("start." + game + ".blurb"))}</span>'
            f'{resume_note(game in resumable)}</button></li>')
    return (f'<div class="start-screen" data-screen="start">{render_notices(notices)}'
            f'<header class="start-header"><h1>{escape(messages.text("app.title"))}</h1>'
            f'<p>{escape(messages.text("app.tagline"))}</p></header>'
            f'<main><h2>{escape(messages.text("start.heading"))}</h2>'
            f'<ul class="game-list">{"".join(cards)}</ul>'
            f'<nav class="start-tools" aria-label="{escape(messages.text("start.tools"))}">{render_tools()}</nav>'
            f"</main></div>")


def resume_note(resumable: bool) -> str:
    if not resumable:
        return ""
    return f'<span class="resume-note" data-resume>{escape(messages.text("start.resume"))}</span>'
