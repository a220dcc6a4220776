"""The browser glue (main thread): the only module that touches the page.

It implements ``pyapp.page.Page`` with the DOM, local storage, Web Audio and the AI worker,
routes the URL to a screen, keeps the shared dialogs (settings, statistics, rules), and
forwards clicks and keys to the current screen's controller.  All game state lives in the
controllers and the profile; nothing is kept in the DOM.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import create_named_worker  # type: ignore[import-not-found]

from pyapp import app, messages, shell_render
from pyapp.ai import LEVEL_NAMES
from pyapp.engine import GameRecordError
from pyapp.profile import Profile, Settings
from pyapp.svg import Display

# Each game's controller, imported when the game is first opened (a Scopa visit never loads the
# Minchiate engine on the main thread).
CONTROLLERS = {"scopa": "pyapp.scopa_controller:ScopaController",
               "minchiate": "pyapp.minchiate_controller:MinchiateController"}
# Actions that act on a screen even while it is busy (animating or waiting for the computer).
WHILE_BUSY = ("skip", "menu", "settings-open", "stats-open", "rules-open", "rules-close", "rules-goto", "dialog-close",
              "set", "stats-reset", "stats-reset-confirm", "stats-reset-cancel")
AI_WORKER = "./worker.py"
FALLBACK_LEVEL = "heuristic"
SOUNDS = {"card": (520.0, 0.05), "take": (660.0, 0.07), "scopa": (880.0, 0.18), "trick": (440.0, 0.08)}


def exists(node: Any) -> bool:
    """True for a DOM node; False for None and JavaScript's null (a falsy JsNull in Pyodide)."""
    return node is not None and bool(node)


def replace_markup(root: Any, markup: str, focus: bool = True) -> None:
    """Puts *markup* into *root*, keeping focus on the element with the same ``data-key`` (else
    on the new ``[autofocus]`` element), so keyboard players never lose their place."""
    focused = js.document.activeElement
    key = focused.getAttribute("data-key") if exists(focused) and hasattr(focused, "getAttribute") else None
    root.innerHTML = markup
    if not focus:
        return
    target = root.querySelector(f'[data-key="{key}"]') if key else None
    if not exists(target):
        target = root.querySelector("[autofocus]")
    if exists(target):
        target.focus()


class BrowserStorage:
    """The profile's storage: the browser's localStorage (a memory dict when it is unavailable)."""

    def __init__(self) -> None:
        self.memory: dict[str, str] = {}
        try:
            self.local: Any = js.window.localStorage
            self.local.getItem("tavolo.probe")
        except Exception:  # noqa: BLE001 - private modes may forbid storage: keep playing in memory
            self.local = None

    def load(self, key: str) -> str | None:
        if self.local is None:
            return self.memory.get(key)
        value = self.local.getItem(key)
        return str(value) if exists(value) else None

    def save(self, key: str, text: str) -> None:
        if self.local is None:
            self.memory[key] = text
            return
        try:
            self.local.setItem(key, text)
        except Exception:  # noqa: BLE001 - storage full: keep the game in memory for this visit
            self.memory[key] = text

    def remove(self, key: str) -> None:
        self.memory.pop(key, None)
        if self.local is not None:
            self.local.removeItem(key)


class BrowserPage:
    """The real page: DOM rendering, the live region, timers, sounds and the AI worker."""

    def __init__(self, speed: float, sound: bool) -> None:
        self.speed = speed
        self.sound_on = sound
        self.root = js.document.getElementById("app")
        self.busy = False
        self.ai: Any = None
        self.worker_task: Any = None
        self.worker_starter: Any = None  # keeps the task that starts the worker alive
        self.audio: Any = None

    def render(self, markup: str) -> None:
        replace_markup(self.root, markup, focus=not exists(js.document.querySelector("#dialog .dialog")))

    def announce(self, sentence: str) -> None:
        js.document.getElementById("announce").textContent = sentence

    def set_busy(self, busy: bool) -> None:
        self.busy = busy
        if busy:
            self.root.dataset.busy = "1"
        else:
            self.root.removeAttribute("data-busy")

    def layout(self) -> str:
        return "tall" if js.window.innerWidth < js.window.innerHeight * 1.05 else "wide"

    async def pause(self, milliseconds: float) -> None:
        if self.speed > 0:
            await asyncio.sleep(milliseconds * self.speed / 1000)

    def sound(self, kind: str) -> None:
        """A short, soft generated tone (no audio files); silent when sound is off or unavailable."""
        if not self.sound_on or kind not in SOUNDS:
            return
        try:
            if self.audio is None:
                self.audio = js.AudioContext.new()
            if self.audio.state != "running":
                return  # browsers only allow sound after a user gesture has resumed the context
            frequency, length = SOUNDS[kind]
            now = self.audio.currentTime
            oscillator = self.audio.createOscillator()
            gain = self.audio.createGain()
            oscillator.type = "triangle"
            oscillator.frequency.value = frequency
            gain.gain.setValueAtTime(0.0001, now)
            gain.gain.exponentialRampToValueAtTime(0.08, now + 0.01)
            gain.gain.exponentialRampToValueAtTime(0.0001, now + length)
            oscillator.connect(gain)
            gain.connect(self.audio.destination)
            oscillator.start(now)
            oscillator.stop(now + length + 0.02)
        except Exception:  # noqa: BLE001 - sound is a nicety; never let it break a game
            self.sound_on = False

    def unlock_audio(self) -> None:
        """Called on a user gesture: lets the audio context start."""
        if self.sound_on and self.audio is not None and self.audio.state != "running":
            self.audio.resume()
        elif self.sound_on and self.audio is None:
            try:
                self.audio = js.AudioContext.new()
            except Exception:  # noqa: BLE001
                self.sound_on = False

    def ensure_worker(self) -> Any:
        """The AI worker's start-up task, begun on first need: after the first screen is
        playable, or as soon as the computer must move (a second interpreter booting beside the
        first screen would compete with it for the CPU)."""
        if self.worker_task is None:
            self.worker_task = asyncio.ensure_future(self.start_worker())
        return self.worker_task

    async def start_worker(self) -> None:
        self.ai = await create_named_worker(src=AI_WORKER, name="ai")
        for game in CONTROLLERS:
            await self.ai.warm_up(game)
        js.document.body.dataset.aiReady = "1"

    async def ask_computer(self, game: str, request_json: str, level: str, seed: int) -> str:
        if self.ai is None:
            await self.ensure_worker()
        return str(await self.ai.choose(game, request_json, level, seed))


class App:
    """Routes the URL to a screen, keeps the dialogs, forwards inputs to the current controller."""

    def __init__(self, page: BrowserPage, profile: Profile, url_speed: bool) -> None:
        self.page = page
        self.profile = profile
        self.url_speed = url_speed
        self.controller: Any = None
        self.screen = "start"
        self.task: Any = None
        self.screen_number = 0  # counts screen changes, so an old screen's work cannot touch a new one
        self.layout = page.layout()
        self.dialog: str | None = None
        self.confirming: str | None = None
        self.review_step = 0
        self.current_search = ""
        self.dialog_root = js.document.createElement("div")
        self.dialog_root.id = "dialog"
        js.document.body.appendChild(self.dialog_root)

    # --- screens ----------------------------------------------------------------------------

    def level_for(self, route: app.Route) -> str:
        """The computer level: the URL's if it names one, else the setting (if the game has it)."""
        available = LEVEL_NAMES[route.screen]
        if route.level_given and route.level in available:
            return route.level
        wanted = self.profile.settings.level(route.screen)
        return wanted if wanted in available else FALLBACK_LEVEL

    def open(self, route: app.Route, push: bool) -> None:
        """Shows the screen of *route* (and records it in the browser history when *push*)."""
        if self.task is not None and not self.task.done():
            self.task.cancel()  # the old screen's turn loop must not draw over the new one
        self.screen_number += 1
        self.page.set_busy(False)
        if push:
            js.history.pushState(None, "", route.query() or js.location.pathname)
        self.current_search = str(js.location.search)
        self.screen = route.screen
        if route.screen not in CONTROLLERS:
            self.controller = None
            self.render_page(route.notices + self.profile.take_notices())
            return
        self.controller = self.make_controller(route)
        self.controller.start(route.notices + self.profile.take_notices())
        self.start_work(self.controller.resume(), eager=True)

    def render_page(self, notices: tuple[str, ...] = ()) -> None:
        """Draws a screen without a game: the start screen or the card gallery."""
        if self.screen == "gallery":
            from pyapp import gallery_render

            self.page.render(gallery_render.render_gallery(app.render_notices(notices)))
        else:
            self.page.render(app.render_start(notices, resumable=self.resumable()))

    def resumable(self) -> tuple[str, ...]:
        return tuple(game for game in CONTROLLERS if self.profile.storage.load(f"tavolo.save.{game}") is not None)

    def make_controller(self, route: app.Route) -> Any:
        """The game's controller: the saved game when the URL asks for it (or names no seed)."""
        module, _, name = CONTROLLERS[route.screen].partition(":")
        cls = getattr(importlib.import_module(module), name)
        display = self.display()
        level = self.level_for(route)
        saved = self.profile.saved_game(route.screen)
        if saved is not None and (not route.seed_given or saved[0] == route.seed):
            seed, body = saved
            try:
                controller = cls(self.page, seed, level, self.profile, saved=body, display=display)
                if not route.seed_given:
                    js.history.replaceState(None, "", app.Route(route.screen, seed, route.level).query())
                return controller
            except (GameRecordError, ValueError, KeyError, TypeError) as error:
                self.profile.saved_game_lost(route.screen, error)
        return cls(self.page, route.seed, level, self.profile, display=display)

    def display(self) -> Display:
        settings = self.profile.settings
        return Display(back=settings.card_back(), aids=settings.aids)

    def start_work(self, work: Any, eager: bool = False) -> None:
        """Marks the screen busy at once (no input slips in before the work starts), then runs it.
        *eager* runs it now up to its first wait: a new screen where the player moves first is
        playable in the very frame that first shows it, not one frame later."""
        self.page.set_busy(True)
        self.task = asyncio.Task(self.run(work), loop=asyncio.get_event_loop(), eager_start=eager)

    async def run(self, work: Any) -> None:
        """Runs one piece of work with the screen marked busy; reports errors on the page."""
        screen = self.screen_number
        self.page.set_busy(True)
        try:
            await work
        except Exception as error:  # noqa: BLE001 - any failure is shown, never swallowed
            self.page.announce(messages.text("error.unexpected", detail=str(error)))
            js.console.error(f"Tavolo: {type(error).__name__}: {error}")
            raise
        finally:
            if screen == self.screen_number:
                self.page.set_busy(False)

    def navigate(self, params: dict[str, str]) -> None:
        self.open(app.parse_route(params, fresh_seed(), known_levels()), push=True)

    # --- dialogs ----------------------------------------------------------------------------

    def show_dialog(self, kind: str | None) -> None:
        self.dialog = kind
        if kind is None:
            self.dialog_root.innerHTML = ""
            if self.controller is not None:
                self.controller.render()
            return
        if kind == "settings":
            languages = [("", messages.text("setting.language.auto")), *messages.LANGUAGE_NAMES.items()]
            markup = shell_render.render_settings(self.profile.settings, languages)
        elif kind == "review" and self.controller is not None:
            markup = self.controller.review(self.review_step)
        elif kind == "stats":
            markup = shell_render.render_stats(self.profile.stats, self.confirming)
        else:
            markup = render_rules_dialog(kind)
        replace_markup(self.dialog_root, markup)

    def change_setting(self, name: str, value: str) -> None:
        converted: object = value == "on" if name in ("aids", "sound") else value
        try:
            settings: Settings = self.profile.change(**{name: converted})
        except (ValueError, TypeError) as error:
            self.page.announce(messages.text("error.action.plain"))
            js.console.warn(f"Tavolo: setting refused: {error}")
            return
        if not self.url_speed:
            self.page.speed = settings.speed_factor()
        self.page.sound_on = settings.sound
        if name == "language":
            apply_language(settings.language)
            self.rerender()
        if self.controller is not None:
            self.controller.display = self.display()
            if name == f"level_{self.controller.game}":
                self.controller.level = self.level_for(app.Route(self.controller.game, 0, value, level_given=True))
        self.show_dialog("settings")

    def rerender(self) -> None:
        """Draws the current screen again (after a language change)."""
        if self.controller is not None:
            self.controller.render()
        else:
            self.render_page()

    # --- DOM events -------------------------------------------------------------------------

    def dispatch(self, action: str) -> None:
        kind, _, argument = action.partition(":")
        if self.page.busy and kind not in WHILE_BUSY:
            return
        if kind == "open":
            self.navigate({"game": argument})
        elif kind == "page":
            self.navigate({"page": argument})
        elif kind == "menu":
            self.show_dialog(None)
            self.navigate({})
        elif kind == "settings-open":
            self.show_dialog("settings")
        elif kind == "stats-open":
            self.confirming = None
            self.show_dialog("stats")
        elif kind == "rules-open":
            self.show_dialog(f"rules:{argument or (self.controller.game if self.controller else 'scopa')}")
        elif kind in ("dialog-close", "rules-close"):
            self.show_dialog(None)
        elif kind == "rules-goto":
            section = js.document.getElementById(argument)
            if exists(section):
                section.scrollIntoView()
                heading = section.querySelector("h2")
                if exists(heading):
                    heading.setAttribute("tabindex", "-1")
                    heading.focus()
        elif kind == "set":
            name, _, value = argument.partition(":")
            self.change_setting(name, value)
        elif kind == "review-open":
            self.review_step = 0
            self.show_dialog("review")
        elif kind == "review-step":
            self.review_step = int(argument) if argument.lstrip("-").isdigit() else 0
            self.show_dialog("review")
        elif kind == "stats-reset":
            self.confirming = argument
            self.show_dialog("stats")
        elif kind == "stats-reset-confirm":
            self.profile.reset_stats(argument)
            self.confirming = None
            self.show_dialog("stats")
        elif kind == "stats-reset-cancel":
            self.confirming = None
            self.show_dialog("stats")
        elif kind in WHILE_BUSY and self.controller is not None:
            asyncio.ensure_future(self.controller.dispatch(action))
        elif self.controller is not None:
            self.start_work(self.controller.dispatch(action))

    def on_click(self, event: Any) -> None:
        self.page.unlock_audio()
        target = event.target.closest("[data-action]")
        if exists(target):
            event.preventDefault()
            self.dispatch(target.getAttribute("data-action"))

    def on_key(self, event: Any) -> None:
        target = event.target
        if event.key in ("Enter", " ") and hasattr(target, "getAttribute") and target.getAttribute("data-action") \
                and target.tagName != "BUTTON":
            event.preventDefault()
            self.page.unlock_audio()
            self.dispatch(target.getAttribute("data-action"))
            return
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if event.key in ("ArrowLeft", "ArrowRight") and move_focus_in_group(target, event.key == "ArrowRight"):
            event.preventDefault()
            return
        if self.dialog is not None:
            if event.key == "Escape":
                event.preventDefault()
                self.show_dialog(None)
            return
        if self.screen == "gallery" and event.key == "Escape":
            event.preventDefault()
            self.dispatch("menu")
            return
        if self.controller is not None:
            action = self.controller.shortcut(event.key)
            if action is not None:
                event.preventDefault()
                self.dispatch(action)

    def on_resize(self, _event: Any) -> None:
        layout = self.page.layout()
        if layout != self.layout and self.controller is not None and not self.page.busy:
            self.layout = layout
            self.controller.render()

    def on_popstate(self, _event: Any) -> None:
        if str(js.location.search) == self.current_search:
            return  # only the #fragment changed (a link inside a page): the screen stays
        self.open(app.parse_route(url_params(), fresh_seed(), known_levels()), push=False)


def render_rules_dialog(kind: str) -> str:
    """The rules page of a game as a dialog (the game underneath is untouched)."""
    from pyapp import rules_render

    game = kind.partition(":")[2] or "scopa"
    return (f'<div class="overlay dialog-overlay"><section class="dialog rules-dialog" role="dialog" aria-modal="true" '
            f'aria-label="{messages.text("rules.open.game", game=messages.text("start." + game))}" data-dialog="rules">'
            f'{rules_render.render_rules(game, messages.language())}</section></div>')


def move_focus_in_group(target: Any, forward: bool) -> bool:
    """Arrow keys walk the cards of a hand (or the table) like a row of buttons."""
    if not hasattr(target, "closest"):
        return False
    group = target.closest(".hand, .table-cards")
    if not exists(group):
        return False
    items = list(group.querySelectorAll("[tabindex='0']"))
    if target not in items or len(items) < 2:
        return False
    index = items.index(target) + (1 if forward else -1)
    items[index % len(items)].focus()
    return True


def apply_language(code: str) -> None:
    """Sets the language (empty: the browser's preferences) and the page's lang, dir, title,
    description and web app manifest."""
    if not code:
        preferences = [str(item) for item in js.navigator.languages] if exists(js.navigator.languages) else []
        code = messages.choose_language(preferences or [str(js.navigator.language or "en")])
    code = messages.set_language(code)
    root = js.document.documentElement
    root.lang = code
    root.dir = messages.direction(code)
    js.document.title = messages.text("page.title")
    description = js.document.querySelector('meta[name="description"]')
    if exists(description):
        description.setAttribute("content", messages.text("app.description"))
    words = js.document.body.dataset  # read by register-sw.js: the manifest, the "new version" notice
    # The installed app's name and words: register-sw.js links the manifest once the AI is up.
    words.manifest = f"./{app.manifest_file(code)}"
    manifest = js.document.querySelector('link[rel="manifest"]')
    if exists(manifest) and manifest.getAttribute("href") != words.manifest:
        manifest.setAttribute("href", words.manifest)
    words.updateReady = messages.text("update.ready")
    words.updateReload = messages.text("update.reload")
    words.updateLater = messages.text("update.later")


def known_levels() -> tuple[str, ...]:
    return tuple(sorted({name for names in LEVEL_NAMES.values() for name in names}))


def url_params() -> dict[str, str]:
    """The page's URL parameters (first value of each)."""
    params = js.URLSearchParams.new(js.location.search)
    return {key: params.get(key) for key in ("game", "page", "seed", "speed", "level") if params.has(key)}


WORKER_DELAY = 1.5  # seconds: the latest the AI worker starts after the first screen began


def fresh_seed() -> int:
    return int(js.Math.floor(js.Math.random() * 1_000_000))


async def start() -> None:
    """Boots the page: first screen, ready flag, then the AI worker in the background."""
    profile = Profile.load(BrowserStorage())
    apply_language(profile.settings.language)
    params = url_params()
    route = app.parse_route(params, fresh_seed(), known_levels())
    speed = route.speed if "speed" in params else profile.settings.speed_factor()
    page = BrowserPage(speed, profile.settings.sound)
    shell = App(page, profile, url_speed="speed" in params)
    for target, kind, handler in ((page.root, "click", shell.on_click), (shell.dialog_root, "click", shell.on_click),
                                  (js.document, "keydown", shell.on_key), (js.window, "resize", shell.on_resize),
                                  (js.window, "popstate", shell.on_popstate)):
        target.addEventListener(kind, create_proxy(handler))
    shell.open(route, push=False)
    page.root.hidden = False
    js.document.getElementById("boot").hidden = True
    js.document.body.dataset.ready = "1"
    js.window.dispatchEvent(js.CustomEvent.new("app:ready"))
    page.worker_starter = asyncio.ensure_future(start_worker_after(page, shell.task))


async def start_worker_after(page: BrowserPage, first_screen: Any) -> None:
    """Starts the AI worker once the first screen is playable (or after WORKER_DELAY seconds of
    a long first screen, e.g. Minchiate's setup shown card by card)."""
    if first_screen is not None and not first_screen.done():
        # A slow, cancelled or failed first screen still gets its worker (it reports its own errors).
        with contextlib.suppress(TimeoutError, asyncio.CancelledError, Exception):
            await asyncio.wait_for(asyncio.shield(first_screen), WORKER_DELAY)
    page.ensure_worker()
