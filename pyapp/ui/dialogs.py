"""The dialogs over the screens, as the shell keeps them: which one is open and what it shows (the
settings, the statistics, a game's house rules, a game's rules page, the deal review, the question a
link to another deal asks), and the settings and house rules the player changes in them."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pyapp.ai.hint import REVIEW_LEVEL
from pyapp.games import SITE_GAME_NAMES, SITE_GAMES
from pyapp.house_rules import FLAGS
from pyapp.i18n import messages
from pyapp.ui import match_options, parts, routes, shell_render
from pyapp.ui.page import Task
from pyapp.ui.parts import PartUnavailable
from pyapp.ui.profile import Settings

if TYPE_CHECKING:
    from pyapp.ui.game_controller import GameController
    from pyapp.ui.review.dialog import DealReview  # (a part of its own, loaded when a review opens)
    from pyapp.ui.shell import Shell

BOOLEAN_SETTINGS = ("aids", "sound", "deck_index")
REVIEW_MOVES = {"ArrowLeft": -1, "ArrowRight": 1, "PageUp": -1, "PageDown": 1}
"""The review's keys that move it by a step (the arrows as a left-to-right language reads)."""
REVIEW_END = 10_000  # a step past any deal's last: the review shows its last


class Dialogs:
    """A shell's dialog layer: the open dialog (:attr:`kind`) and what its contents depend on."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.kind: str | None = None
        """The open dialog: ``settings``, ``stats``, ``review``, ``link``, ``rules:<game>`` or
        ``setup:<game>`` (None: no dialog)."""
        self.confirming: str | None = None  # the game whose statistics the player asked to reset
        self.review_step = 0
        self.notice = ""  # a sentence the settings show once (a language that could not be loaded)
        self.judging: Task | None = None  # the work on the review's Expert choices

    def show(self, kind: str | None) -> None:
        """Shows the dialog *kind*; None closes the open one and draws the game under it again."""
        shell = self.shell
        self.kind = kind
        if kind != "review":
            self.stop_judging()
        if kind is None:
            shell.page.render_dialog("")
            if shell.controller is not None:
                shell.controller.render()
            return
        markup = self.markup(kind)
        if not markup:  # nothing to show (a review before the first play)
            self.kind = None
        shell.page.render_dialog(markup)

    def drop(self) -> None:
        """Takes the open dialog away with the screen it was over (that screen is not drawn again)."""
        self.stop_judging()
        if self.kind is not None:
            self.kind = None
            self.shell.page.render_dialog("")

    def stop_judging(self) -> None:
        """Stops working out the review's Expert choices (its dialog is closed)."""
        if self.judging is not None and not self.judging.done():
            self.judging.cancel()
        self.judging = None

    def markup(self, kind: str) -> str:
        """What the dialog *kind* shows now (empty: nothing)."""
        shell = self.shell
        if kind == "settings":
            languages = [("", messages.text("setting.language.auto")), *messages.LANGUAGE_NAMES.items()]
            notice, self.notice = self.notice, ""
            return shell_render.render_settings(shell.profile.settings, languages, notice)
        if kind == "review":  # a game's deal, none without a game
            return shell.controller.review(self.review_step) if shell.controller is not None else ""
        if kind == "stats":
            return shell_render.render_stats(shell.profile.stats, self.confirming)
        if kind.startswith("setup:"):
            game = kind.partition(":")[2]
            return shell_render.render_setup(game, shell.profile.settings.match_options(game),
                                             game in shell.resumable())
        if kind == "link" and shell.link is not None:
            return shell_render.render_link_question(shell.link.screen)
        return render_rules_dialog(kind, over_a_game=shell.controller is not None)

    def refresh(self) -> None:
        """Draws the settings, the statistics or a game's house rules again, if open (as they are now)."""
        if self.kind in ("settings", "stats") or (self.kind or "").startswith("setup:"):
            self.show(self.kind)

    def show_stats(self, confirming: str | None = None) -> None:
        """The statistics (*confirming*: asking whether to reset that game's)."""
        self.confirming = confirming
        self.show("stats")

    def reset_stats(self, game: str) -> None:
        """Resets *game*'s statistics (the player confirmed) and shows them."""
        self.shell.profile.reset_stats(game)
        self.show_stats()

    def show_rules(self, game: str) -> None:
        """The rules page of *game* (not a game: the game on screen's, else the first game's); the
        first time on this device, once its words and cards are loaded."""
        if game not in SITE_GAME_NAMES:
            controller = self.shell.controller
            game = controller.game if controller else SITE_GAMES[0].name
        kind = f"rules:{game}"
        page = self.shell.page
        needed = self.shell.rules_parts(game, messages.language())
        if page.has_parts(needed):
            self.show(kind)
            return
        self.kind = kind
        heading = messages.text("rules.open.game", game=messages.text("start." + game))
        page.render_dialog(shell_render.render_message(
            "rules", heading, messages.text("parts.loading.rules", game=messages.text("start." + game))))
        page.run(self._load_then_show(kind, needed, game), False)

    async def _load_then_show(self, kind: str, needed: tuple[str, ...], game: str) -> None:
        page = self.shell.page
        try:
            await page.load_parts(needed)
        except PartUnavailable as error:
            if self.kind == kind:
                page.render_dialog(shell_render.render_message(
                    "rules", messages.text("parts.offline.heading"),
                    messages.text("parts.offline.rules", game=messages.text("start." + game))))
                page.log_warning(f"Tavolo: {error}")
            return
        if self.kind == kind:  # (unless closed meanwhile)
            self.show(kind)

    def show_review(self, step: int) -> None:
        """The deal review at *step*: its dialog, what a screen reader hears of the step, and the
        Expert's choices worked out meanwhile (the step shown first); the first time on this device,
        once its code is loaded (:func:`pyapp.ui.parts.review`)."""
        controller = self.shell.controller
        page = self.shell.page
        if controller is not None and not page.has_parts(parts.review()):
            self.kind = "review"
            page.render_dialog(shell_render.render_message(
                "review", messages.text("review.heading"), messages.text("parts.loading.review")))
            page.run(self._load_review(step), False)
            return
        review = controller.deal_review() if controller is not None else None
        self.review_step = review.clamp(step) if review is not None and review.total else 0
        self.show("review")
        if review is None or self.kind != "review":
            return
        self.shell.page.announce(review.announcement(self.review_step))
        idle = self.judging is None or self.judging.done()
        if idle and review.verdicts.next_to_judge(self.review_step) is not None:
            self.judging = self.shell.page.run(self.judge(controller, review), False)

    async def _load_review(self, step: int) -> None:
        page = self.shell.page
        controller = self.shell.controller
        try:
            await page.load_parts(parts.review())
        except PartUnavailable as error:
            if self.kind == "review" and self.shell.controller is controller:
                page.render_dialog(shell_render.render_message(
                    "review", messages.text("parts.offline.heading"), messages.text("parts.offline.review")))
                page.log_warning(f"Tavolo: {error}")
            return
        if self.kind == "review" and self.shell.controller is controller:  # (unless closed or left meanwhile)
            self.show_review(step)

    def review_key(self, key: str) -> bool:
        """Moves the open review by a key (Home, End, the arrows, Page Up and Down; the arrows as the
        language reads: right to left, the right arrow goes back); False for another key, or while
        the review's code is not here."""
        if not self.shell.page.has_parts(parts.review()):
            return False
        if key in ("Home", "End"):
            step = 0 if key == "Home" else REVIEW_END
        elif key in REVIEW_MOVES:
            forward = REVIEW_MOVES[key]
            step = self.review_step + (-forward if key.startswith("Arrow") and messages.direction() == "rtl"
                                       else forward)
        else:
            return False
        controller = self.shell.controller
        if controller is not None and controller.deal_review().clamp(step) != self.review_step:
            self.show_review(step)
        return True

    async def judge(self, controller: GameController[Any], review: DealReview) -> None:
        """Works out the Expert's choices of *review*, the deal of *controller*, while its dialog is
        open: the step shown first, then the others in order; the step shown is drawn again with its
        choice, and its verdict told."""
        from pyapp.ui.review.dialog import FAILED  # (here: the review's part is, since its dialog is)

        shell = self.shell
        while self.kind == "review" and shell.controller is controller and controller.deal_review() is review:
            step = review.verdicts.next_to_judge(self.review_step)
            if step is None:
                return
            decision = review.verdicts.decisions[step]
            try:
                choice = await controller.computer_action(decision.view_text, REVIEW_LEVEL, decision.seed)
            except Exception as error:  # noqa: BLE001 - said in the review and logged, never swallowed
                shell.page.log_error(f"Tavolo: the review's Expert: {type(error).__name__}: {error}")
                choice = FAILED
            review.verdicts.settle(step, choice)
            if (self.kind == "review" and step == self.review_step and shell.controller is controller
                    and controller.deal_review() is review):
                self.show("review")
                shell.page.announce(review.verdict_announcement(step))

    def change_setting(self, setting: str, show: bool = True) -> None:
        """Changes one setting (``level_scopa:hard``, ``sound:on``) and shows the settings again (with
        *show*).  A language whose words are not here yet is set once they are."""
        name, _, value = setting.partition(":")
        converted: object = value == "on" if name in BOOLEAN_SETTINGS else value
        shell = self.shell
        if name == "language" and value in ("", *messages.LANGUAGES):
            needed = shell.language_parts(shell.page.language_for(value))
            if not shell.page.has_parts(needed):  # its words first: a language is never set without them
                shell.page.run(self._load_then_change(setting, value, needed), False)
                return
        before = shell.profile.settings
        try:
            shell.profile.change(**{name: converted})
        except (ValueError, TypeError) as error:
            shell.page.announce(messages.text("error.action.plain"))
            shell.page.log_warning(f"Tavolo: setting refused: {error}")
            return
        shell.settings_changed(before)
        if show:
            self.show("settings")
        elif name == "language" and value:  # the start screen's switch: the change is said, in the language
            shell.page.announce(messages.text("language.changed", language=messages.LANGUAGE_NAMES[value]))

    async def _load_then_change(self, setting: str, language: str, needed: tuple[str, ...]) -> None:
        shell = self.shell
        try:
            await shell.page.load_parts(needed)
        except PartUnavailable as error:
            self.notice = shell.language_unavailable(language)
            shell.page.announce(self.notice)
            shell.page.log_warning(f"Tavolo: {error}")
            if self.kind == "settings":
                self.show("settings")
            return
        self.change_setting(setting, show=self.kind == "settings")  # (the player may have closed them meanwhile)

    def change_language(self, code: str) -> None:
        """Sets the language (the start screen's switch), once its words are here: the screen is drawn
        again in it, and the change announced in it; an unknown code changes nothing."""
        shell = self.shell
        if code not in messages.LANGUAGE_NAMES:
            shell.page.announce(messages.text("error.action.plain"))
            shell.page.log_warning(f"Tavolo: unknown language refused: {code!r}")
            return
        self.change_setting(f"language:{code}", show=False)  # (once its words are here)

    def change_option(self, option: str) -> None:
        """Sets one of a game's default match options (``scopa:target:21``, ``scopa:napola:on``)."""
        self._change_option(*option.split(":", 2))

    def _change_option(self, game: str, name: str = "", value: str = "") -> None:
        shell = self.shell
        try:
            if match_options.has_table_options(game):
                current = match_options.table_options(game, shell.profile.settings.match_options(game))
                text = str(match_options.table_module(game).changed(current, name, value))
                shell.profile.change(**{Settings.options_setting(game): text})
                self.show(f"setup:{game}")
                if shell.controller is None:
                    shell.render_page()
                return
            mode, rules = match_options.split(game, shell.profile.settings.match_options(game))
            if name == "mode" and value in match_options.modes(game):
                mode = value
            elif name == "target" and routes.whole_number(value, 99) is not None:
                rules = replace(rules, target=int(value))
            elif name in FLAGS and value in ("on", "off"):
                rules = replace(rules, **{name: value == "on"})
            else:
                raise ValueError(f"no option {name!r} with value {value!r}")
            shell.profile.change(**{Settings.options_setting(game): match_options.join(game, mode, rules)})
        except ValueError as error:
            shell.page.announce(messages.text("error.action.plain"))
            shell.page.log_warning(f"Tavolo: option refused: {error}")
            return
        self.show(f"setup:{game}")
        if shell.controller is None:
            shell.render_page()


def render_rules_page(game: str, notices: str = "") -> str:
    """The rules of *game* as a page of their own (``?page=rules&game=<game>``): the same text as the
    rules dialog, its button going back to the choice of games."""
    from pyapp.ui import rules_render

    return (f'<main class="rules-page">{notices}'
            f'{rules_render.render_rules(game, messages.language(), messages.text("nav.menu"))}</main>')


def render_rules_dialog(kind: str, over_a_game: bool = True) -> str:
    """The rules page of a game as a dialog (the game underneath is untouched); without a game
    under it (*over_a_game* False: the start screen) its button says "Close", not "Back to the game"."""
    from pyapp.ui import rules_render

    game = kind.partition(":")[2] or SITE_GAMES[0].name
    close = None if over_a_game else messages.text("dialog.close")
    return (f'<div class="overlay dialog-overlay"><section class="dialog rules-dialog" role="dialog" aria-modal="true" '
            f'aria-label="{messages.text("rules.open.game", game=messages.text("start." + game))}" data-dialog="rules">'
            f'{rules_render.render_rules(game, messages.language(), close)}</section></div>')
