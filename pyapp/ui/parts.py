"""The parts of the site beyond its core, by name, and which of them each screen needs.

A visit downloads and imports the core (every module of ``pyapp`` that is not a game's own, and the
English words, every other language's fallback) and then only the parts its screens need, the first
time they need them (``pyapp.browser`` loads them; the service worker keeps those a player has
used, so a game once played plays offline).  The build writes each part's files
(``tools/build_site.py``), and the page knows them by these names:

* ``game:<name>`` — the code of a game's own packages (``pyapp.games.Game.packages``: its rules
  engine, its players, its screen);
* ``deck:<deck>`` — a deck's card sprite;
* ``screen:gallery`` — the code of the card gallery (:data:`GALLERY_PACKAGE`), which a visit rarely opens;
* ``screen:review`` — the code of the deal review's dialog (:data:`REVIEW_PACKAGE`), loaded when the player
  first opens a review (:func:`review`);
* ``screen:<name>`` — a screen package some games' tables share (``pyapp.games.Game.shared_screens``:
  ``screen:tricks``, the trick-taking games' ``pyapp.ui.tricks``), loaded before the game's own code;
* ``words:<code>`` — a language's messages (but the games' own) and its rules pages' labels and
  glossary (none for English: the core holds those);
* ``words:<game>:<code>`` — a game's own words (``pyapp.games.Game.message_prefixes``) in a language
  (none for English: the game's code holds those, nor for a game without words of its own);
* ``rules:<game>:<code>`` — a game's rules page in a language.

>>> table("scopone")
('game:scopa', 'game:scopone', 'deck:scopa')
>>> table("scopone", language_code="it"), table("scopa", language_code="it")
(('game:scopa', 'game:scopone', 'words:scopone:it', 'deck:scopa'), ('game:scopa', 'deck:scopa'))
>>> table("scopone", "napoletane"), table("minchiate", "napoletane")
(('game:scopa', 'game:scopone', 'deck:napoletane'), ('game:minchiate', 'deck:minchiate'))
>>> rules_page("minchiate", "fr"), rules_page("scopa", "en", "siciliane")
(('words:fr', 'rules:minchiate:fr', 'deck:minchiate'), ('rules:scopa:en', 'deck:siciliane'))
>>> language("en"), language("it")
((), ('words:it',))
>>> review()
('screen:review',)
"""

from __future__ import annotations

from pyapp.cards import DECK_NAMES
from pyapp.games import find_game
from pyapp.i18n.languages import SOURCE
from pyapp.ui.svg import FORTY_CARD_DECKS, TAVOLO_DECK

GALLERY_PACKAGE = "pyapp.ui.gallery"
"""The package of the card gallery's screen, in the part ``screen:gallery`` (not in the core)."""
GALLERY_CODE = "screen:gallery"
REVIEW_PACKAGE = "pyapp.ui.review"
"""The package of the deal review's dialog, in the part ``screen:review`` (not in the core)."""
REVIEW_CODE = "screen:review"
OPENED_SCREENS = {GALLERY_PACKAGE: GALLERY_CODE, REVIEW_PACKAGE: REVIEW_CODE}
"""The screens a player opens, each a part of its own that comes when first opened: package -> part."""


class PartUnavailable(Exception):
    """A part the page could not load: the device is offline and has not used it before, or the site
    answered with an error."""

    def __init__(self, part: str, reason: str) -> None:
        super().__init__(f"{part} could not be loaded: {reason}")
        self.part = part


def game_part(game: str) -> str:
    """The part of *game*'s own code."""
    return f"game:{game}"


def deck_part(deck: str) -> str:
    """The part of *deck*'s sprite."""
    return f"deck:{deck}"


def words_part(code: str) -> str:
    """The part of the words of language *code* (English's are in the core)."""
    return f"words:{code}"


def game_words_part(game: str, code: str) -> str:
    """The part of *game*'s own words in language *code* (English's are in its code's part)."""
    return game_part(game) if code == SOURCE else f"words:{game}:{code}"


def game_words(game: str, code: str) -> tuple[str, ...]:
    """What *game*'s table needs to speak language *code* beyond the language's words: the own words of
    the games it runs on that have some (nothing for English: they come with the games' code)."""
    return () if code == SOURCE else tuple(game_words_part(name, code) for name in find_game(game).needs()
                                           if find_game(name).message_prefixes)


def rules_part(game: str, code: str) -> str:
    """The part of *game*'s rules page in language *code*."""
    return f"rules:{game}:{code}"


def language(code: str) -> tuple[str, ...]:
    """What the screens need to speak language *code*: its words (nothing for English)."""
    return () if code == SOURCE else (words_part(code),)


def screen_part(package: str) -> str:
    """The part of a shared screen *package*: ``pyapp.ui.tricks`` -> ``screen:tricks``."""
    return f"screen:{package.rpartition('.')[2]}"


def code(game: str) -> tuple[str, ...]:
    """The code *game* runs on: the shared screens its table needs, then its own and, first, that of
    the game it is a variant of.

    >>> code("briscola")
    ('screen:tricks', 'game:briscola')
    """
    entry = find_game(game)
    return (*(screen_part(package) for package in entry.shared_screens), *(game_part(name) for name in entry.needs()))


def cards(game: str, drawn_with: str = "") -> str:
    """The part of the sprite *game*'s cards are drawn from: *drawn_with* (a sprite of
    ``pyapp.ui.svg.FORTY_CARD_DECKS``, the deck setting's) for a 40-card game when given, else its
    own deck's."""
    deck = find_game(game).deck
    return deck_part(drawn_with if drawn_with and deck == TAVOLO_DECK else deck)


def table(game: str, drawn_with: str = "", language_code: str = SOURCE) -> tuple[str, ...]:
    """What *game*'s table needs in language *language_code* (beyond the language's words): the code
    of the games it runs on (a variant's base first), their own words (:func:`game_words`) and the
    sprite its cards are drawn from (:func:`cards`)."""
    return (*code(game), *game_words(game, language_code), cards(game, drawn_with))


def rules_page(game: str, code: str, drawn_with: str = "") -> tuple[str, ...]:
    """What *game*'s rules page in language *code* needs: the language, the page's words and the
    sprite its pictures are drawn from (:func:`cards`)."""
    return (*language(code), rules_part(game, code), cards(game, drawn_with))


def review() -> tuple[str, ...]:
    """What the deal review needs beyond the game's table under it: its dialog's code."""
    return (REVIEW_CODE,)


def gallery() -> tuple[str, ...]:
    """What the card gallery needs: its code and the sprite of every deck it shows (the games' and
    the 40-card games' other decks)."""
    return (GALLERY_CODE, *(deck_part(deck) for deck in dict.fromkeys((*DECK_NAMES, *FORTY_CARD_DECKS))))
