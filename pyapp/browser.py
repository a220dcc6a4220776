"""The browser glue (main thread): the only module that touches the page.

It implements ``pyapp.page.Page`` with the DOM and the AI worker, routes the URL to a
screen, and forwards clicks and keys to the current screen's controller.  All game state
lives in the controllers; nothing is kept in the DOM.
"""

from __future__ import annotations

import asyncio
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import create_named_worker  # type: ignore[import-not-found]

from pyapp import app, messages
from pyapp.minchiate_controller import MinchiateController
from pyapp.scopa_controller import ScopaController

CONTROLLERS = {"scopa": ScopaController, "minchiate": MinchiateController}
# Actions that act on a screen even while it is busy (animating or waiting for the computer).
WHILE_BUSY = ("skip", "menu")

AI_WORKER = "./worker.py"


class BrowserPage:
    """The real page: DOM rendering, the live region, timers and the AI worker."""

    def __init__(self, speed: float) -> None:
        self.speed = speed
        self.root = js.document.getElementById("app")
        self.busy = False
        self.ai: Any = None
        self.worker_task: Any = None
        self.on_navigate: Any = None

    def render(self, markup: str) -> None:
        focused = js.document.activeElement
        key = focused.getAttribute("data-key") if exists(focused) and hasattr(focused, "getAttribute") else None
        self.root.innerHTML = markup
        target = self.root.querySelector(f'[data-key="{key}"]') if key else None
        if not exists(target):
            target = self.root.querySelector("[autofocus]")
        if exists(target):
            target.focus()

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

    async def start_worker(self) -> None:
        self.ai = await create_named_worker(src=AI_WORKER, name="ai")
        for game in CONTROLLERS:
            await self.ai.warm_up(game)
        js.document.body.dataset.aiReady = "1"

    async def ask_computer(self, game: str, request_json: str, level: str, seed: int) -> str:
        if self.ai is None:
            await self.worker_task
        return str(await self.ai.choose(game, request_json, level, seed))

    def show_screen(self, params: dict[str, str]) -> None:
        self.on_navigate(params)


class App:
    """Routes the URL to a screen and forwards inputs to the current controller."""

    def __init__(self, page: BrowserPage) -> None:
        self.page = page
        self.controller: Any = None
        self.task: Any = None
        self.screen_number = 0  # counts screen changes, so an old screen's work cannot touch a new one
        self.layout = page.layout()

    def open(self, route: app.Route, push: bool) -> None:
        """Shows the screen of *route* (and records it in the browser history when *push*)."""
        if self.task is not None and not self.task.done():
            self.task.cancel()  # the old screen's turn loop must not draw over the new one
        self.screen_number += 1
        self.page.set_busy(False)
        if push:
            js.history.pushState(None, "", route.query() or js.location.pathname)
        if route.screen in CONTROLLERS:
            self.controller = CONTROLLERS[route.screen](self.page, route.seed, route.level)
        else:
            self.controller = None
            self.page.render(app.render_start(route.notices))
            return
        self.controller.start(route.notices)
        self.start_work(self.controller.resume())

    def start_work(self, work: Any) -> None:
        """Marks the screen busy at once (no input slips in before the work starts), then runs it."""
        self.page.set_busy(True)
        self.task = asyncio.ensure_future(self.run(work))

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
        self.open(app.parse_route(params, fresh_seed()), push=True)

    # --- DOM events -------------------------------------------------------------------------

    def dispatch(self, action: str) -> None:
        kind, _, argument = action.partition(":")
        if self.page.busy and kind not in WHILE_BUSY:
            return
        if kind == "open":
            self.navigate({"game": argument, "seed": str(fresh_seed())})
        elif kind == "menu":
            self.navigate({})
        elif kind in WHILE_BUSY and self.controller is not None:
            asyncio.ensure_future(self.controller.dispatch(action))
        elif self.controller is not None:
            self.start_work(self.controller.dispatch(action))

    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-action]")
        if exists(target):
            event.preventDefault()
            self.dispatch(target.getAttribute("data-action"))

    def on_key(self, event: Any) -> None:
        target = event.target
        if event.key in ("Enter", " ") and hasattr(target, "getAttribute") and target.getAttribute("data-action") \
                and target.tagName != "BUTTON":
            event.preventDefault()
            self.dispatch(target.getAttribute("data-action"))
            return
        if self.controller is not None and not event.ctrlKey and not event.metaKey and not event.altKey:
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
        self.open(app.parse_route(url_params(), fresh_seed()), push=False)


def exists(node: Any) -> bool:
    """True for a DOM node; False for None and JavaScript's null (a falsy JsNull in Pyodide)."""
    return node is not None and bool(node)


def url_params() -> dict[str, str]:
    """The page's URL parameters (first value of each)."""
    params = js.URLSearchParams.new(js.location.search)
    return {key: params.get(key) for key in ("game", "seed", "speed", "level") if params.has(key)}


def fresh_seed() -> int:
    return int(js.Math.floor(js.Math.random() * 1_000_000))


async def start() -> None:
    """Boots the page: first screen, ready flag, then the AI worker in the background."""
    route = app.parse_route(url_params(), fresh_seed())
    page = BrowserPage(route.speed)
    shell = App(page)
    page.on_navigate = shell.navigate
    page.root.addEventListener("click", create_proxy(shell.on_click))
    js.document.addEventListener("keydown", create_proxy(shell.on_key))
    js.window.addEventListener("resize", create_proxy(shell.on_resize))
    js.window.addEventListener("popstate", create_proxy(shell.on_popstate))
    shell.open(route, push=False)
    page.root.hidden = False
    js.document.getElementById("boot").hidden = True
    js.document.body.dataset.ready = "1"
    js.window.dispatchEvent(js.CustomEvent.new("app:ready"))
    page.worker_task = asyncio.ensure_future(page.start_worker())
