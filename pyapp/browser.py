"""The browser glue (main thread): the only module that touches the page.

It implements the shell's page (``pyapp.ui.shell.ShellPage``) with the DOM, the history, local
storage, Web Audio and the AI worker, and wires the DOM's events to the shell
(``pyapp.ui.shell.Shell``), which routes the URL to a screen, keeps the dialogs and forwards
inputs. All game state lives in the controllers and the profile; nothing is kept in the DOM.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Coroutine
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import create_named_worker  # type: ignore[import-not-found]

from pyapp.games import GAME_NAMES, all_levels
from pyapp.i18n import messages
from pyapp.ui import routes
from pyapp.ui.profile import Profile
from pyapp.ui.shell import Shell

AI_WORKER = "./worker.py"
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
        self.dialog_root: Any = None

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
        for game in GAME_NAMES:
            await self.ai.warm_up(game)
        js.document.body.dataset.aiReady = "1"

    async def ask_computer(self, game: str, view_text: str, level: str, seed: int) -> str:
        if self.ai is None:
            await self.ensure_worker()
        return str(await self.ai.choose(game, view_text, level, seed))

    # --- what the shell needs beyond a game screen ------------------------------------------

    def render_dialog(self, markup: str) -> None:
        if self.dialog_root is None:
            self.dialog_root = js.document.createElement("div")
            self.dialog_root.id = "dialog"
            js.document.body.appendChild(self.dialog_root)
        if markup:
            replace_markup(self.dialog_root, markup)
        else:
            self.dialog_root.innerHTML = ""

    def push_url(self, query: str) -> None:
        js.history.pushState(None, "", query or js.location.pathname)

    def replace_url(self, query: str) -> None:
        js.history.replaceState(None, "", query or js.location.pathname)

    def current_query(self) -> str:
        return str(js.location.search)

    def show_section(self, section_id: str) -> None:
        section = js.document.getElementById(section_id)
        if exists(section):
            section.scrollIntoView()
            heading = section.querySelector("h2")
            if exists(heading):
                heading.setAttribute("tabindex", "-1")
                heading.focus()

    def apply_language(self, code: str) -> None:
        apply_language(code)

    def fresh_seed(self) -> int:
        return fresh_seed()

    def run(self, work: Coroutine[Any, Any, None], eager: bool) -> Any:
        if eager:
            return asyncio.Task(work, loop=asyncio.get_event_loop(), eager_start=True)
        return asyncio.ensure_future(work)

    def log_error(self, text: str) -> None:
        js.console.error(text)

    def log_warning(self, text: str) -> None:
        js.console.warn(text)


class BrowserShell(Shell):
    """The shell wired to the DOM's events."""

    page: BrowserPage

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
        if self.key(str(event.key)):
            event.preventDefault()

    def on_resize(self, _event: Any) -> None:
        self.layout_changed()

    def on_popstate(self, _event: Any) -> None:
        self.url_changed(url_params())


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
    words.manifest = f"./{routes.manifest_file(code)}"
    manifest = js.document.querySelector('link[rel="manifest"]')
    if exists(manifest) and manifest.getAttribute("href") != words.manifest:
        manifest.setAttribute("href", words.manifest)
    words.updateReady = messages.text("update.ready")
    words.updateReload = messages.text("update.reload")
    words.updateLater = messages.text("update.later")


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
    route = routes.parse_route(params, fresh_seed(), all_levels())
    speed = route.speed if "speed" in params else profile.settings.speed_factor()
    page = BrowserPage(speed, profile.settings.sound)
    shell = BrowserShell(page, profile, url_speed="speed" in params)
    page.render_dialog("")
    for target, kind, handler in ((page.root, "click", shell.on_click), (page.dialog_root, "click", shell.on_click),
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
