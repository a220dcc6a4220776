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
* ``words:<code>`` — a language's messages and its rules pages' labels and glossary (none for
  English: the core holds those);
* ``rules:<game>:<code>`` — a game's rules page in a language.

>>> table("scopone")
('game:scopa', 'game:scopone', 'deck:scopa')
>>> table("scopone", "napoletane"), table("minchiate", "napoletane")
(('game:scopa', 'game:scopone', 'deck:napoletane'), ('game:minchiate', 'deck:minchiate'))
>>> rules_page("minchiate", "fr"), rules_page("scopa", "en", "siciliane")
(('words:fr', 'rules:minchiate:fr', 'deck:minchiate'), ('rules:scopa:en', 'deck:siciliane'))
>>> language("en"), language("it")
((), ('words:it',))
"""

from __future__ import annotations

from pyapp.cards import DECK_NAMES
from pyapp.games import find_game
from pyapp.i18n.languages import SOURCE
from pyapp.ui.svg import FORTY_CARD_DECKS, TAVOLO_DECK

GALLERY_PACKAGE = "pyapp.ui.gallery"
"""The package of the card gallery's screen, in the part ``screen:gallery`` (not in the core)."""
GALLERY_CODE = "screen:gallery"


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


def rules_part(game: str, code: str) -> str:
    """The part of *game*'s rules page in language *code*."""
    return f"rules:{game}:{code}"


def language(code: str) -> tuple[str, ...]:
    """What the screens need to speak language *code*: its words (nothing for English)."""
    return () if code == SOURCE else (words_part(code),)


def code(game: str) -> tuple[str, ...]:
    """The code *game* runs on: its own and, first, that of the game it is a variant of."""
    return tuple(game_part(name) for name in find_game(game).needs())


def cards(game: str, drawn_with: str = "") -> str:
    """The part of the sprite *game*'s cards are drawn from: *drawn_with* (a sprite of
    ``pyapp.ui.svg.FORTY_CARD_DECKS``, the deck setting's) for a 40-card game when given, else its
    own deck's."""
    deck = find_game(game).deck
    return deck_part(drawn_with if drawn_with and deck == TAVOLO_DECK else deck)


def table(game: str, drawn_with: str = "") -> tuple[str, ...]:
    """What *game*'s table needs: the code of the games it runs on (a variant's base first) and the
    sprite its cards are drawn from (:func:`cards`)."""
    return (*code(game), cards(game, drawn_with))


def rules_page(game: str, code: str, drawn_with: str = "") -> tuple[str, ...]:
    """What *game*'s rules page in language *code* needs: the language, the page's words and the
    sprite its pictures are drawn from (:func:`cards`)."""
    return (*language(code), rules_part(game, code), cards(game, drawn_with))


def gallery() -> tuple[str, ...]:
    """What the card gallery needs: its code and the sprite of every deck it shows (the games' and
    the 40-card games' other decks)."""
    return (GALLERY_CODE, *(deck_part(deck) for deck in dict.fromkeys((*DECK_NAMES, *FORTY_CARD_DECKS))))
