"""Small pure helpers shared by the table renderers: escaping and card images.

Card faces are drawn from one sprite per deck (``cards-svg/sprite/<deck>.svg``, served as
``cards/sprite/<deck>.<content digest>.svg``: :data:`SPRITE_FILES`): the table is one inline
``<svg>`` whose interactive parts carry ``data-action`` attributes, and a card in running text is
a small inline ``<svg>`` too (:func:`card_picture`), so the site ships no single-card files.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from html import escape as _escape

from pyapp.i18n import messages

CARD_RATIO = 340 / 200  # height / width of every face (viewBox 0 0 200 340)
DEFAULT_BACK = "back-blue"
# Each deck's sprite file in cards/sprite/, by deck: its name in cards-svg/sprite/ (``<deck>.svg``,
# the default) until the site's build names it by its content (tools/build_site.py: a browser keeps
# a content-named sprite, parsed, for the whole visit; one revalidated at each use is parsed again,
# up to 180 ms on the main thread, each time a screen takes it up again).  The page tells the app's
# worker the built names.
SPRITE_FILES: dict[str, str] = {}
SHELL_SPRITE = "shell"
"""The sprite of the pictures the shell's screens draw whatever the game: each game's cover cards on
the start screen and the card backs of the settings and the gallery (the build writes it from the
single faces): a visit then needs no deck's sprite but the one of the game it plays."""
TAVOLO_DECK = "scopa"
"""The sprite of the project's own 40-card deck, the default of every 40-card game."""
FORTY_CARD_DECKS = (TAVOLO_DECK, "napoletane", "piacentine", "siciliane", "trevisane")
"""The sprites a 40-card game can be drawn with (the deck setting; docs/decks.md): each holds a symbol
per Scopa card id and the two backs."""
INDEXED_DECKS = ("napoletane", "piacentine", "siciliane")
"""The decks whose pattern prints no corner index: their sprites hold an optional one (``index-<card>``)."""
DRAWN_WITH: dict[str, str] = {}
"""The sprite a game deck's cards are drawn with when it is not its own (``{"scopa": "napoletane"}``):
the player's deck setting, once that deck's sprite is here (:func:`draw_with`)."""
SHOWN_INDEX: set[str] = set()
"""The sprites whose optional corner index is drawn over each face (the index setting)."""
SPRITE_FILE_NAME = re.compile(r"([a-z]+)(?:\.[0-9a-f]{10})?\.svg")


@dataclass(frozen=True, slots=True)
class Display:
    """How the player likes the table drawn: the card back, the beginner aids and how fast the
    cards move (the speed setting's factor; 0: they do not)."""

    back: str = DEFAULT_BACK
    aids: bool = False
    speed: float = 1.0


def escape(value: object) -> str:
    """Text or attribute value escaped for HTML/SVG."""
    return _escape(str(value), quote=True)


def sentence_markup(key: str, **markup: str) -> str:
    """The message *key* as markup, its fields filled with (already escaped) *markup*."""
    sentence = escape(messages.text(key, **{name: f"\0{index}\0" for index, name in enumerate(markup)}))
    for index, part in enumerate(markup.values()):
        sentence = sentence.replace(f"\0{index}\0", part)
    return sentence


def attributes(attrs: dict[str, object | None]) -> str:
    """Renders ``{"data-card": "7d"}`` as ` data-card="7d"` (None values are left out)."""
    return "".join(f' {name}="{escape(value)}"' for name, value in attrs.items() if value is not None)


def card_height(width: float) -> float:
    return round(width * CARD_RATIO, 1)


def deck_of(card: str) -> str:
    """'scopa' for Scopa ids (they start with a digit), else 'minchiate'."""
    return "scopa" if card[:1].isdigit() else "minchiate"


def use_sprite_files(names: Iterable[str]) -> dict[str, str]:
    """Draws each deck from the sprite file of *names* that belongs to it (e.g.
    ``scopa.0123456789.svg``; a deck not named: ``<deck>.svg``) and returns the files used before.
    Raises ValueError, changing nothing, for a name that is no sprite's.

    >>> previous = use_sprite_files(["scopa.0123456789.svg"])
    >>> sprite_href("7d"), sprite_href("T40")
    ('cards/sprite/scopa.0123456789.svg#7d', 'cards/sprite/minchiate.svg#T40')
    >>> _ = use_sprite_files(previous.values())
    >>> sprite_href("7d")
    'cards/sprite/scopa.svg#7d'
    """
    files = {}
    for name in names:
        match = SPRITE_FILE_NAME.fullmatch(str(name))
        if match is None:
            raise ValueError(f"not a sprite file name: {str(name)[:40]!r}")
        files[match.group(1)] = match.group(0)
    previous = dict(SPRITE_FILES)
    SPRITE_FILES.clear()
    SPRITE_FILES.update(files)
    return previous


def draw_with(sprite: str, index: bool = False) -> dict[str, str]:
    """Draws the 40-card games' cards from *sprite* (one of :data:`FORTY_CARD_DECKS`), with its
    optional corner index when *index* (and it has one); returns the choice before.  ValueError,
    changing nothing, for another sprite.

    >>> previous = draw_with("napoletane", index=True)
    >>> sprite_href("7d"), sprite_href("", back=True, deck="scopa"), sprite_href("7d", sprite="scopa")
    ('cards/sprite/napoletane.svg#7d', 'cards/sprite/napoletane.svg#back-blue', 'cards/sprite/scopa.svg#7d')
    >>> _ = draw_with("scopa")
    >>> sprite_href("7d")
    'cards/sprite/scopa.svg#7d'
    """
    if sprite not in FORTY_CARD_DECKS:
        raise ValueError(f"not a 40-card deck: {str(sprite)[:40]!r}")
    previous = dict(DRAWN_WITH)
    DRAWN_WITH.clear()
    SHOWN_INDEX.clear()
    if sprite != TAVOLO_DECK:
        DRAWN_WITH[TAVOLO_DECK] = sprite
    if index and sprite in INDEXED_DECKS:
        SHOWN_INDEX.add(sprite)
    return previous


def sprite_of(card: str, deck: str | None = None, sprite: str | None = None) -> str:
    """The sprite *card* is drawn from: *sprite* when given, else the one its deck (*deck*, or the
    card's own) is drawn with."""
    if sprite:
        return sprite
    deck = deck or deck_of(card)
    return DRAWN_WITH.get(deck, deck)


def sprite_href(card: str, *, back: bool = False, back_name: str = DEFAULT_BACK, deck: str | None = None,
                sprite: str | None = None) -> str:
    """Where a face (or a back) lives: its symbol in the sprite its deck is drawn with (*sprite*: that
    sprite, whatever the deck setting).

    >>> sprite_href("7d"), sprite_href("T40"), sprite_href("", back=True, deck="scopa")
    ('cards/sprite/scopa.svg#7d', 'cards/sprite/minchiate.svg#T40', 'cards/sprite/scopa.svg#back-blue')
    """
    # One sprite per deck (benchmarks/card_loading.py: one request draws a table sooner than one per card).
    name = sprite_of(card, deck, sprite)
    return f"cards/sprite/{SPRITE_FILES.get(name, name + '.svg')}#{back_name if back else card}"


def _index_href(card: str, deck: str | None, sprite: str | None) -> str | None:
    """The corner index drawn over a face of *card*, when the index setting shows its sprite's (None: none)."""
    name = sprite_of(card, deck, sprite)
    if name not in SHOWN_INDEX or not card[:1].isdigit():
        return None
    return f"cards/sprite/{SPRITE_FILES.get(name, name + '.svg')}#index-{card}"


def card_picture(card: str, width: int, *, label: str = "", css_class: str = "card-picture",
                 lang: str | None = None, deck: str | None = None, sprite: str | None = None) -> str:
    """A card face (or a back: ``"back-red"``) as an inline picture for panels and pages;
    *label* is its accessible name (none: decorative, hidden from screen readers); *deck*: the
    deck it belongs to (default: its own; :data:`SHELL_SPRITE` for the shell's pictures); *sprite*:
    the sprite it is drawn from whatever the deck setting (the gallery's decks).

    >>> print(card_picture("7d", 30, label="Settebello").replace("><", ">\\n<"))
    <svg class="card-picture" viewBox="0 0 200 340" width="30" height="51" role="img" aria-label="Settebello">
    <use href="cards/sprite/scopa.svg#7d"/>
    </svg>
    """
    href = sprite_href(card, deck=deck, sprite=sprite)
    index = _index_href(card, deck, sprite)
    over = f'<use href="{escape(index)}"/>' if index else ""
    name = f' role="img" aria-label="{escape(label)}"' if label else ' aria-hidden="true" focusable="false"'
    language = f' lang="{escape(lang)}"' if lang else ""
    return (f'<svg class="{escape(css_class)}" viewBox="0 0 200 340" width="{width}" '
            f'height="{card_height(width):g}"{name}{language}><use href="{escape(href)}"/>{over}</svg>')


def card_image(card: str, x: float, y: float, width: float, *, css_class: str = "card",
               label: str | None = None, attrs: dict[str, object | None] | None = None,
               back: bool = False, back_name: str = DEFAULT_BACK, badge: str | None = None,
               deck: str | None = None) -> str:
    """One card drawn at (x, y), face up (or its back) with an optional accessible label.

    >>> card_image("7d", 0, 0, 100)[:40]
    '<g class="card" transform="translate(0 0'
    """
    href = sprite_href(card, back=back, back_name=back_name, deck=deck)
    index = None if back else _index_href(card, deck, None)
    over = f'<use href="{escape(index)}" width="{width:g}" height="{card_height(width):g}"/>' if index else ""
    height = card_height(width)
    extra = attributes(attrs or {})
    role = ' role="img"' if label and not (attrs and "role" in attrs) else ""
    aria = f' aria-label="{escape(label)}"' if label else ' aria-hidden="true"'
    return (f'<g class="{escape(css_class)}" transform="translate({x:g} {y:g})"{role}{aria}{extra}>'
            f'<rect class="card-shadow" x="1.5" y="2.5" width="{width:g}" height="{height:g}" rx="{width * 0.07:.1f}"/>'
            f'<use href="{escape(href)}" width="{width:g}" height="{height:g}"/>{over}'
            f'<rect class="card-outline" width="{width:g}" height="{height:g}" rx="{width * 0.07:.1f}"/>'
            f"{_badge(badge, width, height) if badge else ''}</g>")


BADGE_LETTER_EM = 0.64  # a bold letter of a badge's font, on average, in em (DejaVu Sans Bold: ~0.63)


def _badge(text: str, width: float, height: float) -> str:
    """A beginner aid: a small label on the lower part of a card (what it is worth), its letters
    as large as the label's room allows and held to it (``textLength``: a font wider than the
    estimate is squeezed, never spills over the card's edges).

    >>> 'font-size="10.4"' in _badge("settebello", 88, 150), 'textLength="66.9"' in _badge("settebello", 88, 150)
    (True, True)
    """
    room = width * 0.76  # the label's width less its padding
    size = max(7.0, min(max(11.0, width * 0.16), room / (len(text) * BADGE_LETTER_EM)))
    length = min(room, len(text) * BADGE_LETTER_EM * size)
    return (f'<g class="aid-badge" aria-hidden="true"><rect x="{width * 0.08:.1f}" y="{height * 0.62:.1f}" '
            f'width="{width * 0.84:.1f}" height="{size * 1.5:.1f}" rx="{size * 0.4:.1f}"/>'
            f'<text x="{width / 2:.1f}" y="{height * 0.62 + size * 1.1:.1f}" text-anchor="middle" '
            f'font-size="{size:.1f}" textLength="{length:.1f}" lengthAdjust="spacingAndGlyphs">'
            f'{escape(text)}</text></g>')
