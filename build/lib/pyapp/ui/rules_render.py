"""Pure renderer of the in-game "Full rules" page: (game, language) -> an HTML fragment.

The fragment is one ``<article class="rules" data-screen="rules">``: a header with the
"Back to the game" button (``data-action="rules-close"``) and the title, a table of contents,
one ``<section>`` per :class:`~pyapp.i18n.rules_content.Section` with small card pictures, and the
glossary of Italian game words as a ``<dl>``.  All words come from
:mod:`pyapp.i18n.rules_content`; every text is escaped.

Direction: nothing here says left or right.  The page's ``<html dir>`` (see
:func:`pyapp.i18n.languages.direction`) decides the direction of the whole fragment; only
the Italian terms inside the prose carry ``dir="auto"`` so that a term such as
``1-40-Matto`` keeps its own left-to-right order inside Persian text.

Table-of-contents links carry both ``href="#<section id>"`` and
``data-action="rules-goto:<section id>"`` so the glue can scroll without touching the URL.

>>> html = render_rules("scopa", "en")
>>> html.startswith('<article class="rules" data-screen="rules" data-game="scopa" lang="en"')
True
>>> 'data-action="rules-close" data-key="rules-close"' in html
True
"""

from __future__ import annotations

import re

from pyapp.cards import is_card_of, italian_card_name
from pyapp.games import find_game
from pyapp.i18n import card_names
from pyapp.i18n.rules_content import GLOSSARY, GLOSSARY_TERMS, RULES, UI, Section
from pyapp.ui.svg import card_picture, escape

CARD_WIDTH = 48

_TERM = re.compile(r"\*([^*]+)\*")


def section_id(game: str, key: str) -> str:
    """The element id of a section (also the target of its contents link): ``rules-scopa-deck``."""
    return f"rules-{game}-{key}"


def inline(text: str, language: str) -> str:
    """Escaped *text* with every ``*term*`` rendered as an Italian game term.

    >>> inline("A *scopa* & more", "en")
    'A <i class="term" lang="it" dir="auto">scopa</i> &amp; more'
    >>> inline("Una *scopa*", "it")
    'Una <i class="term" dir="auto">scopa</i>'
    """
    if text.count("*") % 2:
        raise ValueError(f"unbalanced *term* markup in {text!r}")
    lang = "" if language == "it" else ' lang="it"'
    return _TERM.sub(lambda match: f'<i class="term"{lang} dir="auto">{match.group(1)}</i>', escape(text))


def card_name(game: str, card: str, language: str) -> str:
    """The name of *card* in *game* as the player chose cards to be named: in *language*, or
    Italian (raises ValueError for a card not in that deck)."""
    deck = find_game(game).deck
    if not is_card_of(deck, card):
        raise ValueError(f"{card!r} is not a card of {game}")
    return italian_card_name(deck, card) if card_names.mode() == "italian" else card_names.local_name(card, language)


def render_cards(game: str, cards: tuple[str, ...], language: str) -> str:
    """A row of small card faces, each with its name as alternative text."""
    if not cards:
        return ""
    lang = "it" if language != "it" and card_names.mode() == "italian" else None
    images = "".join(card_picture(card, CARD_WIDTH, label=card_name(game, card, language), css_class="rules-card",
                                  lang=lang) for card in cards)
    return f'<figure class="rules-cards">{images}</figure>'


def render_section(game: str, section: Section, language: str) -> str:
    """One section: heading, pictures, paragraphs, its list, closing paragraphs."""
    anchor = section_id(game, section.key)
    parts = [f'<section class="rules-section" id="{anchor}" aria-labelledby="{anchor}-h">',
             f'<h2 id="{anchor}-h">{inline(section.heading, language)}</h2>',
             render_cards(game, section.cards, language)]
    parts.extend(f"<p>{inline(paragraph, language)}</p>" for paragraph in section.paragraphs)
    if section.items:
        tag, css = ("ol", "rules-steps") if section.ordered else ("ul", "rules-list")
        items = "".join(f"<li>{inline(item, language)}</li>" for item in section.items)
        parts.append(f'<{tag} class="{css}">{items}</{tag}>')
    parts.extend(f"<p>{inline(paragraph, language)}</p>" for paragraph in section.closing)
    parts.append("</section>")
    return "".join(parts)


def render_glossary(game: str, language: str) -> str:
    """The Italian words used on *game*'s page, each with its one-sentence explanation."""
    anchor = section_id(game, "glossary")
    lang = "" if language == "it" else ' lang="it"'
    entries = "".join(f'<dt class="term"{lang}>{escape(term)}</dt>'
                      f"<dd>{inline(GLOSSARY[language][term], language)}</dd>"
                      for term in GLOSSARY_TERMS[game])
    return (f'<section class="rules-section rules-glossary" id="{anchor}" aria-labelledby="{anchor}-h">'
            f'<h2 id="{anchor}-h">{inline(UI[language]["glossary"], language)}</h2>'
            f'<p>{inline(UI[language]["glossary.intro"], language)}</p>'
            f'<dl class="rules-glossary-list">{entries}</dl></section>')


def render_contents(game: str, language: str) -> str:
    """The table of contents: one link per section, then the glossary."""
    links = [(section_id(game, section.key), section.heading) for section in RULES[language][game]]
    links.append((section_id(game, "glossary"), UI[language]["glossary"]))
    items = "".join(f'<li><a href="#{anchor}" data-action="rules-goto:{anchor}">'
                    f"{inline(label, language)}</a></li>"
                    for anchor, label in links)
    heading = f"rules-{game}-contents"
    return (f'<nav class="rules-toc" aria-labelledby="{heading}">'
            f'<h2 id="{heading}">{inline(UI[language]["contents"], language)}</h2><ol>{items}</ol></nav>')


def render_rules(game: str, language: str, close: str | None = None) -> str:
    """The whole "Full rules" page of *game* in *language*, as an HTML fragment; *close*: the label
    of its closing button when not "Back to the game" (opened from the start screen, no game under it)."""
    find_game(game)  # ValueError naming the known games
    if language not in RULES:
        raise ValueError(f"no rules in language {language!r} (available: {', '.join(RULES)})")
    ui = UI[language]
    title = f"rules-{game}-title"
    sections = "".join(render_section(game, section, language) for section in RULES[language][game])
    return (f'<article class="rules" data-screen="rules" data-game="{game}" lang="{language}" '
            f'aria-labelledby="{title}">'
            f'<header class="rules-header">'
            f'<button type="button" class="rules-back" data-action="rules-close" data-key="rules-close">'
            f'{escape(ui["back"] if close is None else close)}</button>'
            f'<h1 id="{title}">{inline(ui["title." + game], language)}</h1></header>'
            f"{render_contents(game, language)}{sections}{render_glossary(game, language)}</article>")
