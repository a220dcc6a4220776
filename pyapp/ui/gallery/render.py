"""Pure renderer of the card gallery screen: every face of both packs, and of the 40-card games'
regional decks (the deck setting's), named in the player's language.

``?page=cards`` opens it (``pyapp.ui.routes.parse_route``); its "Games" button goes back to the
start screen like the tables' one, and the settings (the language) open from it as from any
screen.  Each card is drawn from its deck's sprite (``pyapp.ui.svg.card_picture``) and captioned
with its name in the current language, the Italian name the game uses (left out in Italian,
where the two are the same) and its short id.  Every word comes from the catalog.  In a
right-to-left language the grid runs from the right while the cards keep their printed
geometry; Italian names and ids keep their own direction.

>>> html = render_gallery()
>>> html.count('class="gallery-card"'), html.count("<use href="), html.count("napoletane.svg#")
(299, 299, 40)
"""

from __future__ import annotations

from pyapp.cards import (
    DECK_NAMES,
    MATTO,
    MINCHIATE_SUIT_CARDS,
    MINCHIATE_SUITS,
    MINCHIATE_TRUMPS,
    SCOPA_DECK,
    SCOPA_SUITS,
)
from pyapp.i18n import messages
from pyapp.i18n.card_names import italian_name, local_name
from pyapp.ui.profile import BACKS
from pyapp.ui.svg import FORTY_CARD_DECKS, SHELL_SPRITE, TAVOLO_DECK, card_picture, escape

CARD_WIDTH = 84
REGIONAL_DECKS = tuple(deck for deck in FORTY_CARD_DECKS if deck != TAVOLO_DECK)
"""The regional patterns of the 40 cards the gallery shows after the Tavolo deck (docs/decks.md)."""


def _card(card: str, sprite: str | None = None) -> str:
    """One card: its face (drawn from *sprite*, when given, whatever the deck setting) and its names."""
    italian = "" if messages.language() == "it" else (
        f'<span class="card-italian" lang="it" dir="ltr">{escape(italian_name(card))}</span>')
    picture = card_picture(card, CARD_WIDTH, sprite=sprite)
    return (f'<li class="gallery-card" data-card="{escape(card)}"><figure>{picture}'
            f'<figcaption><span class="card-local">{escape(local_name(card))}</span>{italian}'
            f'<code class="card-id" dir="ltr">{escape(card)}</code></figcaption></figure></li>')


def _back(back: str) -> str:
    """One card back, named as the settings name it."""
    name = f"back-{back}"
    return (f'<li class="gallery-card" data-card="{name}"><figure>{card_picture(name, CARD_WIDTH, deck=SHELL_SPRITE)}'
            f'<figcaption><span class="card-local">{escape(messages.text("back." + back))}</span>'
            f'<code class="card-id" dir="ltr">{name}</code></figcaption></figure></li>')


def _group(name: str, heading: str, items: list[str]) -> str:
    anchor = f"gallery-{name}"
    # Not a landmark: both packs have a "denari" group, and landmark names must be unique.
    return (f'<div class="gallery-group" data-group="{name}"><h3 id="{anchor}">{escape(heading)}</h3>'
            f'<ul class="gallery-cards" aria-labelledby="{anchor}">{"".join(items)}</ul></div>')


def _pack(name: str, heading: str, groups: list[str]) -> str:
    anchor = f"gallery-{name}"
    return (f'<section class="gallery-pack" id="{anchor}" aria-labelledby="{anchor}-h" data-pack="{escape(name)}">'
            f'<h2 id="{anchor}-h">{escape(heading)}</h2>{"".join(groups)}</section>')


def render_scopa(deck: str = "scopa") -> str:
    """The 40 Scopa cards drawn from the sprite *deck* (``pyapp.ui.svg.FORTY_CARD_DECKS``), one group
    per suit (denari, coppe, spade, bastoni)."""
    groups = [_group(f"{deck}-{suit}", messages.text(f"card.suit.italian.{suit.upper()}"),
                     [_card(card, deck) for card in SCOPA_DECK if card.endswith(suit)]) for suit in SCOPA_SUITS]
    heading = (messages.text("gallery.scopa") if deck == TAVOLO_DECK
               else messages.text("gallery.deck", deck=messages.text(f"deck.{deck}")))
    return _pack(deck, heading, groups)


def render_minchiate() -> str:
    """The 97 Minchiate cards: the four suits, then the trumps and the Matto."""
    groups = [_group(f"minchiate-{suit}", messages.text(f"card.suit.italian.{suit}"),
                     [_card(card) for card in MINCHIATE_SUIT_CARDS if card[0] == suit]) for suit in MINCHIATE_SUITS]
    groups.append(_group("minchiate-trumps", messages.text("gallery.trumps"),
                         [_card(card) for card in (*MINCHIATE_TRUMPS, MATTO)]))
    return _pack("minchiate", messages.text("gallery.minchiate"), groups)


def render_gallery(notices_markup: str = "") -> str:
    """The whole gallery screen (*notices_markup*: notices about the URL, already rendered)."""
    menu = (f'<button class="nav-button" type="button" data-action="menu" data-key="menu" '
            f'title="{escape(messages.text("nav.menu.label"))}">{escape(messages.text("nav.menu"))}</button>')
    settings = (f'<button type="button" class="tool" data-action="settings-open" data-key="settings-open">'
                f'{escape(messages.text("settings.open"))}</button>')
    links = "".join(f'<li><a href="#gallery-{deck}" data-action="rules-goto:gallery-{deck}">'
                    f'{escape(messages.text("start." + deck))}</a></li>' for deck in DECK_NAMES)
    links += "".join(f'<li><a href="#gallery-{deck}" data-action="rules-goto:gallery-{deck}">'
                     f'{escape(messages.text("deck." + deck))}</a></li>' for deck in REGIONAL_DECKS)
    backs = _group("backs", messages.text("gallery.backs"), [_back(back) for back in BACKS])
    return (f'<div class="gallery-screen" data-screen="gallery">{notices_markup}'
            f'<header class="gallery-bar">{menu}{settings}</header><main>'
            f'<h1 tabindex="-1" autofocus>{escape(messages.text("gallery.heading"))}</h1>'
            f'<p class="gallery-intro">{escape(messages.text("gallery.intro"))}</p>'
            f'<nav class="gallery-contents" aria-label="{escape(messages.text("gallery.contents"))}">'
            f"<ul>{links}</ul></nav>"
            f"{render_scopa()}{''.join(render_scopa(deck) for deck in REGIONAL_DECKS)}"
            f"{render_minchiate()}{backs}</main></div>")
