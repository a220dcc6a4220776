"""The page chrome every screen shares: notices, the tool buttons, glossary tips, the start screen, the
screen of a game another tab plays, and the screens of a part still loading or not on the device."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyapp.games import SITE_GAMES
from pyapp.i18n import messages
from pyapp.ui.svg import SHELL_SPRITE, card_picture, escape


def glossary_attributes(term: str) -> str:
    """Attributes that explain an Italian game word on hover (title) and on focus (data-tip)."""
    from pyapp.i18n.rules_content import GLOSSARY

    tip = GLOSSARY[messages.language()].get(term)
    if not tip:
        return ""
    return f' class="term" tabindex="0" title="{escape(tip)}" data-tip="{escape(tip)}"'


def render_notices(notices: tuple[str, ...]) -> str:
    """Notices about the URL, shown above a screen."""
    if not notices:
        return ""
    items = "".join(f"<li>{escape(notice)}</li>" for notice in notices)
    return f'<div class="notices" role="status" data-notices><ul>{items}</ul></div>'


# A game's tools drawn as pictures too (24 x 24, stroked with the text's colour): a phone's header
# shows them instead of the words (style.css), which stay the buttons' names.
TOOL_ICONS = {
    "hint": '<path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5'
            'c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z"/>',
    "rules": '<path d="M5 5.5A2.5 2.5 0 0 1 7.5 3H19v15H7.5A2.5 2.5 0 0 0 5 20.5zM5 20.5A2.5 2.5 0 0 0 7.5 23H19v-5"/>',
    "settings": '<circle cx="12" cy="12" r="3"/>'
                '<circle cx="12" cy="12" r="7.5" stroke-width="4" stroke-dasharray="3.3 2.6"/>',
    "stats": '<path d="M3 21h18M7 17v-6M12 17V5M17 17V9"/>',
}


def tool_icon(name: str) -> str:
    """The picture of the tool *name* (hidden from screen readers: the button's words name it)."""
    return (f'<svg class="tool-icon" viewBox="0 0 24 26" width="24" height="26" aria-hidden="true" focusable="false" '
            f'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">'
            f'{TOOL_ICONS[name]}</svg>')


def render_tools(game: str | None = None) -> str:
    """The buttons every screen offers: rules, settings, statistics (and a game's hint, each
    with its picture)."""
    if game is None:
        buttons = [*((f"rules-open:{entry.name}", f"rules.{entry.name}", "") for entry in SITE_GAMES),
                   ("page:cards", "gallery.open", ""), ("settings-open", "settings.open", ""),
                   ("stats-open", "stats.open", "")]
    else:
        buttons = [("hint", "hint.button", "hint"), (f"rules-open:{game}", "rules.open", "rules"),
                   ("settings-open", "settings.open", "settings"), ("stats-open", "stats.open", "stats")]
    return "".join(f'<button type="button" class="tool" data-action="{action}" data-key="{action}">'
                   + (f'{tool_icon(icon)}<span class="tool-label">{escape(messages.text(key))}</span>' if icon
                      else escape(messages.text(key)))
                   + "</button>" for action, key, icon in buttons)


def render_hint_line(hint: object | None, pending: bool, describe: Callable[[Any], str]) -> str:
    """The hint on the player's turn, marked as the Expert's suggestion: the move *describe* words, or
    that it is being worked out (*pending*); empty without one (every game's table)."""
    if pending:
        return render_hint_pending()
    if hint is None:
        return ""
    return (f'<p class="hint-line" data-hint="{escape(hint)}"><b>{escape(messages.text("hint.label"))}</b> '
            f"{escape(describe(hint))}</p>")


def render_hint_pending() -> str:
    """The hint's place while the Expert works it out (every game's table)."""
    return (f'<p class="hint-line hint-pending" data-hint-pending="" aria-busy="true">'
            f'{escape(messages.text("hint.pending"))}</p>')


def render_house_rules(game: str, options: str) -> str:
    """The start screen's button that opens *game*'s rules choice; the rules the player chose are
    named on it when they are not the plain ones (the prerendered start screen has the plain ones)."""
    from pyapp.ui import match_options

    if not match_options.has_options(game):
        return ""
    summary = ("" if not options or options == match_options.default(game) else
               f' <span class="house-rules-summary" data-options="{escape(options)}">'
               f'{escape(match_options.describe(game, options))}</span>')
    return (f'<button type="button" class="house-rules" data-action="setup-open:{game}" data-key="setup-open-{game}">'
            f'{escape(messages.game_text("setup.open", game))}{summary}</button>')


def render_start(notices: tuple[str, ...] = (), resumable: tuple[str, ...] = (),
                 options: dict[str, str] | None = None) -> str:
    """The start screen: the games (marked when a game is in progress, with their house rules),
    rules, settings, stats.  *options* are the player's default match options by game."""
    options = options or {}
    cards = []
    for entry in SITE_GAMES:
        game = entry.name
        art = "".join(card_picture(face, 60, deck=SHELL_SPRITE) for face in entry.cover)
        cards.append(
            f'<li><button type="button" class="game-choice" data-action="open:{game}" data-key="open-{game}">'
            f'<span class="game-art" aria-hidden="true">{art}</span>'
            f'<span class="game-name">{escape(messages.text("start." + game))}</span>'
            f'<span class="game-blurb">{escape(messages.text("start." + game + ".blurb"))}</span>'
            f'{resume_note(game in resumable)}</button>{render_house_rules(game, options.get(game, ""))}</li>')
    return (f'<div class="start-screen" data-screen="start">{render_notices(notices)}'
            f'<header class="start-header"><h1>{escape(messages.text("app.title"))}</h1>'
            f'<p>{escape(messages.text("app.tagline"))}</p>{render_language_switch()}</header>'
            f'<main><h2>{escape(messages.text("start.heading"))}</h2>'
            f'<ul class="game-list">{"".join(cards)}</ul>'
            f'<nav class="start-tools" aria-label="{escape(messages.text("start.tools"))}">{render_tools()}</nav>'
            f"</main></div>")


def render_language_switch() -> str:
    """The start screen's language switch: each language by its own name, the current one pressed
    (``language:<code>`` sets it as the language setting; Settings also offers "as my browser")."""
    from pyapp.i18n import languages

    current = messages.language()
    buttons = "".join(
        f'<button type="button" class="language-option" lang="{language.code}" dir="{language.direction}" '
        f'aria-pressed="{"true" if language.code == current else "false"}" data-action="language:{language.code}" '
        f'data-key="language-{language.code}">{escape(language.name)}</button>'
        for language in languages.LANGUAGES)
    return (f'<div class="language-switch" role="group" aria-label="{escape(messages.text("setting.language"))}">'
            f'{buttons}</div>')


def resume_note(resumable: bool) -> str:
    if not resumable:
        return ""
    return f'<span class="resume-note" data-resume>{escape(messages.text("start.resume"))}</span>'


def elsewhere_sentences(game: str, moved: bool) -> tuple[str, str]:
    """The heading and the sentence of the screen of *game* while another tab plays it (*moved*:
    it was played in this tab until another took it over)."""
    kind = "moved" if moved else "elsewhere"
    name = messages.text("start." + game)
    return messages.text(f"tabs.{kind}.heading", game=name), messages.text(f"tabs.{kind}.body", game=name)


def render_elsewhere(game: str, moved: bool) -> str:
    """The screen of *game* while another tab plays it: play it here (that tab stops), or the menu."""
    heading, sentence = elsewhere_sentences(game, moved)
    return (f'<div class="start-screen elsewhere-screen" data-screen="elsewhere" data-elsewhere="{escape(game)}"'
            f'{" data-moved" if moved else ""}>'
            f'<header class="start-header"><h1>{escape(messages.text("app.title"))}</h1></header>'
            f'<main class="elsewhere" aria-labelledby="elsewhere-heading">'
            f'<h2 id="elsewhere-heading">{escape(heading)}</h2><p>{escape(sentence)}</p>'
            f'<div class="elsewhere-actions">'
            f'<button type="button" class="primary" data-action="tab-take" data-key="tab-take" autofocus>'
            f'{escape(messages.text("tabs.take"))}</button>'
            f'<button type="button" class="cancel" data-action="menu" data-key="menu">'
            f'{escape(messages.text("nav.menu.label"))}</button></div></main></div>')


def _notice_screen(kind: str, heading: str, sentence: str, buttons: list[tuple[str, str]], busy: bool = False) -> str:
    """A screen of one heading, one sentence and its buttons (*buttons*: action and words).  The first
    button takes the focus; while the screen waits (*busy*), its heading does, so that the screen
    that comes next takes it in turn (the page keeps the focus on a button found again)."""
    actions = "".join(f'<button type="button" class="{"primary" if index == 0 else "cancel"}" data-action="{action}" '
                      f'data-key="{action}"{" autofocus" if index == 0 and not busy else ""}>{escape(words)}</button>'
                      for index, (action, words) in enumerate(buttons))
    busy_attribute = ' aria-busy="true"' if busy else ""
    heading_focus = ' tabindex="-1" autofocus' if busy else ""
    return (f'<div class="start-screen elsewhere-screen" data-screen="{kind}"{busy_attribute}>'
            f'<header class="start-header"><h1>{escape(messages.text("app.title"))}</h1></header>'
            f'<main class="elsewhere" aria-labelledby="{kind}-heading">'
            f'<h2 id="{kind}-heading"{heading_focus}>{escape(heading)}</h2><p>{escape(sentence)}</p>'
            f'<div class="elsewhere-actions">{actions}</div></main></div>')


def render_loading(sentence: str) -> str:
    """The screen while what a screen needs downloads (the first time this device shows it: a game's
    code and cards, a rules page, the card gallery)."""
    return _notice_screen("loading", sentence, messages.text("parts.loading.body"),
                          [("menu", messages.text("nav.menu.label"))], busy=True)


def render_unavailable(sentence: str) -> str:
    """The screen of something that could not be downloaded (*sentence* says what; mostly: offline,
    and never used on this device), with a button to try again and one to the menu."""
    return _notice_screen("unavailable", messages.text("parts.offline.heading"), sentence,
                          [("retry", messages.text("parts.retry")), ("menu", messages.text("nav.menu.label"))])
