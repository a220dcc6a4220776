"""Pure renderers of the dialogs every screen shares: settings and statistics.

Choices are buttons with ``aria-pressed`` and ``data-action="set:<name>:<value>"``; the glue
applies them through ``pyapp.ui.profile.Profile.change``.
"""

from __future__ import annotations

from collections.abc import Callable

from pyapp.briscola_options import EXCHANGE_MODES, FORMATS, POINTS_GAMES, TABLE_SIZES, BriscolaOptions
from pyapp.games import SITE_GAME_NAMES, find_game
from pyapp.house_rules import FLAGS, TARGETS
from pyapp.i18n import messages
from pyapp.i18n.card_names import MODES as CARD_NAME_MODES
from pyapp.ui import chrome, match_options
from pyapp.ui.profile import BACKS, DECKS, LEVELS, SPEEDS, GameStats, Settings, stats_title
from pyapp.ui.svg import SHELL_SPRITE, TAVOLO_DECK, card_picture, escape, sprite_of


def _choice_group(name: str, label_key: str, options: list[tuple[str, str]], current: str) -> str:
    buttons = "".join(
        f'<button type="button" class="choice-option" aria-pressed="{"true" if value == current else "false"}" '
        f'data-action="set:{name}:{value}" data-key="set-{name}-{value}">{label}</button>'
        for value, label in options)
    heading_id = f"setting-{name}"
    return (f'<div class="setting" role="group" aria-labelledby="{heading_id}">'
            f'<h3 id="{heading_id}">{escape(messages.text(label_key))}</h3>'
            f'<div class="options">{buttons}</div></div>')


def _dialog(kind: str, heading: str, body: str) -> str:
    return (f'<div class="overlay dialog-overlay"><section class="dialog" role="dialog" aria-modal="true" '
            f'aria-labelledby="dialog-heading" data-dialog="{kind}">'
            f'<div class="dialog-head"><h2 id="dialog-heading">{escape(heading)}</h2>'
            f'<button type="button" class="close" data-action="dialog-close" data-key="dialog-close" autofocus>'
            f'{escape(messages.text("dialog.close"))}</button></div>{body}</section></div>')


def render_settings(settings: Settings, language_options: list[tuple[str, str]] | None = None,
                    notice: str = "") -> str:
    """The settings dialog, the language first (*notice*: a sentence shown above the settings, e.g. a
    language that could not be loaded)."""
    levels = [(level, escape(messages.text(f"level.{level}"))) for level in LEVELS]
    on_off = [("on", escape(messages.text("setting.on"))), ("off", escape(messages.text("setting.off")))]
    backs = [(back, f'{card_picture("back-" + back, 28, deck=SHELL_SPRITE)} '
                    f'{escape(messages.text("back." + back))}') for back in BACKS]
    groups = [
        *(_choice_group(Settings.level_setting(game), f"setting.{Settings.level_setting(game)}", levels,
                        settings.level(game)) for game in SITE_GAME_NAMES),
        _choice_group("speed", "setting.speed", [(speed, escape(messages.text(f"speed.{speed}"))) for speed in SPEEDS],
                      settings.speed),
        _choice_group("back", "setting.back", backs, settings.back),
        _choice_group("deck", "setting.deck", [(deck, escape(messages.text(f"deck.{deck}"))) for deck in DECKS],
                      settings.deck) + _deck_preview(settings),
        _choice_group("deck_index", "setting.deck_index", on_off, "on" if settings.deck_index else "off"),
        _choice_group("aids", "setting.aids", on_off, "on" if settings.aids else "off"),
        _choice_group("sound", "setting.sound", on_off, "on" if settings.sound else "off"),
    ]
    if messages.language() != "it":  # in Italian both ways of naming the cards are the same
        groups.append(_choice_group("card_names", "setting.card_names",
                                    [(mode, escape(messages.text(f"setting.card_names.{mode}")))
                                     for mode in CARD_NAME_MODES], settings.card_names))
    if language_options:  # first: a player who does not read the current language finds it at once
        groups.insert(0, _choice_group("language", "setting.language",
                                       [(code, f'<span lang="{code}">{escape(name)}</span>' if code else escape(name))
                                        for code, name in language_options],
                                       settings.language))
    help_text = f'<p class="dialog-help">{escape(messages.text("setting.aids.help"))}</p>'
    notices = chrome.render_notices((notice,)) if notice else ""
    return _dialog("settings", messages.text("settings.heading"), notices + "".join(groups) + help_text)


PREVIEW_CARDS = ("1d", "7c", "10s", "9b")
"""The cards the settings show of the chosen deck: an ace, a number card and two courts, a card of each suit."""


def _deck_preview(settings: Settings) -> str:
    """A few cards of the deck the 40-card games are drawn with now (the chosen one once its sprite is
    here): only that deck's, so that opening the settings downloads no other deck's cards."""
    pictures = "".join(card_picture(card, 40) for card in PREVIEW_CARDS)
    drawn = "tavolo" if sprite_of("1d") == TAVOLO_DECK else sprite_of("1d")
    return (f'<div class="deck-preview" data-deck="{escape(drawn)}" role="img" '
            f'aria-label="{escape(messages.text("setting.deck.preview", deck=messages.text("deck." + drawn)))}">'
            f'{pictures}</div>')


def render_message(kind: str, heading: str, sentence: str) -> str:
    """A dialog of one sentence (*kind*: its data-dialog), e.g. a rules page loading, or not on this
    device yet."""
    return _dialog(kind, heading, f'<p class="dialog-message" role="status">{escape(sentence)}</p>')


def house_rule_groups(game: str, options: str, group: Callable[..., str], on_off: list[tuple[str, str]]) -> list[str]:
    """The choices of Scopa's and Scopone's house rules: the mode (Scopone), the target and each option."""
    mode, rules = match_options.split(game, options)
    groups = []
    if match_options.modes(game):
        groups.append(group("mode", [(name, messages.text(f"options.mode.{name}"))
                                     for name in match_options.modes(game)], mode, f"setup.mode.{mode}.help"))
    groups.append(group("target", [(str(target), str(target)) for target in TARGETS], str(rules.target),
                        "setup.target.help"))
    groups.extend(group(name, on_off, "on" if getattr(rules, name) else "off", f"setup.{name}.help")
                  for name in FLAGS)
    return groups


def table_option_groups(options: BriscolaOptions, group: Callable[..., str],
                        on_off: list[tuple[str, str]]) -> list[str]:
    """The choices of Briscola's table options: the table size, the exchange, the match's format and,
    with four players, the partner's hand shown at the end."""
    groups = [
        group("players", [(str(size), str(size)) for size in TABLE_SIZES], str(options.players), "setup.players.help"),
        group("exchange", [(mode, messages.text(f"setup.exchange.{mode}")) for mode in EXCHANGE_MODES],
              options.exchange, "setup.exchange.help"),
        group("format", [(name, messages.text(f"options.briscola.format.{name}",
                                              count=options.points_games or POINTS_GAMES[options.players][0]))
                         for name in FORMATS], options.format, "setup.format.help"),
    ]
    if options.players == 4:
        groups.append(group("partner_hand_at_end", on_off, "on" if options.partner_hand_at_end else "off",
                            "setup.partner_hand_at_end.help"))
    return groups


def render_setup(game: str, options: str, in_progress: bool) -> str:
    """The rules choice of *game*'s next match (its mode, target and options), remembered as the
    player's default: each choice is an ``option:<game>:<name>:<value>`` button."""

    def group(name: str, choices: list[tuple[str, str]], current: str, help_key: str = "") -> str:
        buttons = "".join(
            f'<button type="button" class="choice-option" aria-pressed="{"true" if value == current else "false"}" '
            f'data-action="option:{game}:{name}:{value}" data-key="option-{name}-{value}">{escape(label)}</button>'
            for value, label in choices)
        help_html = (f'<p class="setting-help" id="setup-{name}-help">{escape(messages.text(help_key))}</p>'
                     if help_key else "")
        described = f' aria-describedby="setup-{name}-help"' if help_key else ""
        return (f'<div class="setting" role="group" aria-labelledby="setup-{name}"{described}>'
                f'<h3 id="setup-{name}">{escape(messages.text("setup." + name))}</h3>'
                f'<div class="options">{buttons}</div>{help_html}</div>')

    on_off = [("on", messages.text("setting.on")), ("off", messages.text("setting.off"))]
    if match_options.has_table_options(game):
        groups = table_option_groups(match_options.table_options(options), group, on_off)
    else:
        groups = house_rule_groups(game, options, group, on_off)
    start_key = "setup.start.replace" if in_progress else "setup.start"
    start = (f'<p class="dialog-help">{escape(messages.text("setup.remembered"))}</p>'
             f'<div class="options"><button type="button" class="primary" data-action="setup-start:{game}" '
             f'data-key="setup-start">{escape(messages.text(start_key))}</button></div>')
    return _dialog(f"setup-{game}", messages.game_text("setup.heading", game, game=messages.text("start." + game)),
                   f'<p class="setup-summary" data-options="{escape(options)}">'
                   f'{escape(match_options.describe(game, options))}</p>{"".join(groups)}{start}')


def render_link_question(game: str) -> str:
    """The question a URL naming another deal (or other rules) of *game* asks while a game of it
    is in progress: continue it (the default, and Escape), or play the link's deal instead."""
    name = messages.text("start." + game)
    return (f'<div class="overlay dialog-overlay"><section class="dialog link-dialog" role="alertdialog" '
            f'aria-modal="true" aria-labelledby="dialog-heading" aria-describedby="link-question" data-dialog="link">'
            f'<div class="dialog-head"><h2 id="dialog-heading">{escape(messages.text("link.heading", game=name))}</h2>'
            f'</div><p id="link-question">{escape(messages.text("link.question", game=name))}</p>'
            f'<div class="options"><button type="button" class="primary" data-action="link-keep" data-key="link-keep" '
            f'autofocus>{escape(messages.text("link.keep"))}</button>'
            f'<button type="button" data-action="link-play" data-key="link-play">'
            f'{escape(messages.text("link.play"))}</button></div></section></div>')


def _number(value: float | None) -> str:
    """A figure of the statistics (–: none yet); a negative one keeps its sign before it in a
    right-to-left language too."""
    return "–" if value is None else messages.left_to_right(f"{value:.2f}".rstrip("0").rstrip("."))


def stats_keys(stats: dict[str, GameStats]) -> list[str]:
    """The records to show: each game on the site (its plain rules, even when empty), each
    followed by its other rule sets that have a record, in the order of their options."""
    keys = []
    for game in SITE_GAME_NAMES:
        keys.append(game)
        keys.extend(sorted(key for key in stats if key.partition(":")[0] == game and key != game))
    return keys


def stats_row(game: str, row: str, record: GameStats) -> str:
    """One row of a game's statistics (a name of the registry's ``statistics``)."""
    if row == "per_deal":
        label, value = messages.text("stats.per_deal." + game), _number(record.points_per_deal)
    else:
        label = messages.game_text(f"stats.{row}", game)
        value = str(getattr(record, "played" if row == "matches" else row))
    return f'<tr><th scope="row">{escape(label)}</th><td data-stat="{row}">{value}</td></tr>'


def render_stats(stats: dict[str, GameStats], confirming: str | None = None) -> str:
    """The statistics dialog, one table per game and rule set (the rows its registry record names:
    the deals as they are played, and the games as they end), each with a reset control (confirmed)."""
    sections = []
    for key in stats_keys(stats):
        game = key.partition(":")[0]
        title = stats_title(key)
        record = stats.get(key, GameStats())
        body = "".join(stats_row(game, row, record) for row in find_game(game).statistics)
        if confirming == key:
            question = messages.text("stats.reset.question", game=title)
            reset = (f'<p role="alert">{escape(question)}</p><div class="options">'
                     f'<button type="button" class="danger" data-action="stats-reset-confirm:{escape(key)}" '
                     f'data-key="stats-reset-confirm-{escape(key)}" autofocus>'
                     f'{escape(messages.text("stats.reset.yes"))}</button>'
                     f'<button type="button" data-action="stats-reset-cancel" data-key="stats-reset-cancel">'
                     f'{escape(messages.text("stats.reset.no"))}</button></div>')
        else:
            reset = (f'<button type="button" data-action="stats-reset:{escape(key)}" '
                     f'data-key="stats-reset-{escape(key)}">'
                     f'{escape(messages.text("stats.reset", game=title))}</button>')
        sections.append(f'<section class="stats-game" data-stats="{escape(key)}"><h3>{escape(title)}'
                        f'</h3><table>{body}</table>{reset}</section>')
    return _dialog("stats", messages.text("stats.heading"), "".join(sections))
