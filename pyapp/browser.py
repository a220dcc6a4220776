"""The browser glue, in the app's one Pyodide worker (``web/app.py`` starts it).

The whole app runs in that worker: the engine, the screens (:class:`pyapp.ui.shell.Shell`) and
the computer players. The main thread runs no Python: ``web/app.js`` puts the markup this module
sends on the page, forwards clicks, keys, the window's size and the history here, plays the
sounds and keeps the storage. Only JSON strings cross, both ways (the message kinds are listed
in ``web/app.js``): no cross-origin isolation and no ``SharedArrayBuffer`` are needed.

While a computer player searches, the search lets the worker answer the page every
:data:`PAUSE_EVERY` seconds (:func:`pyapp.ai.search.set_pause`, with Pyodide's ``run_sync``), so
Settings, Rules or the menu open at once even while the computer thinks.

The worker starts with the core of the package and the parts the page foresaw (``web/app.js``: the
player's language, the game of the URL); the others (``pyapp.ui.parts``: a game's code and cards,
a language's words, a rules page) it fetches as the screens need them (:meth:`BrowserPage.load_parts`,
through the service worker, which keeps them for offline play), adds their bundles to the importer
(``web/pyapp_bundle.py``) and tells the page ("loaded": it has the service worker keep them).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Coroutine
from random import Random
from typing import Any
from urllib.parse import parse_qsl, urljoin

from pyapp.ai import search, worker
from pyapp.games import SITE_GAME_NAMES, all_levels
from pyapp.i18n import messages
from pyapp.i18n.languages import SOURCE
from pyapp.ui import match_options, parts, routes, svg
from pyapp.ui.parts import PartUnavailable
from pyapp.ui.profile import Profile
from pyapp.ui.shell import Shell
from pyapp.ui.tabs import TabStorage

URL_PARAMETERS = ("game", "page", "seed", "speed", "level", *match_options.URL_PARAMETERS)
WORKER_DELAY = 1.5  # seconds: the latest the players are loaded after the first screen began
PAUSE_EVERY = 0.025  # seconds of search between two looks at the page's messages
SEEDS = Random()  # new deals' seeds (seeded by the system: a new one each visit)


class Link:
    """The worker's side of the page: sends the page one JSON message per call."""

    def __init__(self, port: Any) -> None:
        self.port = port

    def post(self, op: str, **fields: Any) -> None:
        self.port.postMessage(json.dumps({"op": op, **fields}, ensure_ascii=False))


class WorkerStorage:
    """The page's localStorage records (sent with the start message), kept here and written through
    to the page; only in memory when the page has no storage.  The copies here are this tab's truth:
    a write the browser refuses (a full storage) is reported back, and the copy stays."""

    def __init__(self, link: Link, records: dict[str, str] | None) -> None:
        self.link = link
        self.available = records is not None
        self.records: dict[str, str] = dict(records or {})

    def load(self, key: str) -> str | None:
        return self.records.get(key)

    def save(self, key: str, text: str) -> None:
        self.records[key] = text
        if self.available:
            self.link.post("save", key=key, text=text)

    def remove(self, key: str) -> None:
        self.records.pop(key, None)
        if self.available:
            self.link.post("remove", key=key)

    def keep(self, key: str, text: str | None) -> None:
        if text is None:
            self.records.pop(key, None)
        else:
            self.records[key] = text


class Parts:
    """The parts of the site this worker has (``pyapp.ui.parts``), and how it gets the others: the
    build's manifest (each part's files, sent by the page) and the bundles' importer."""

    def __init__(self, known: dict[str, Any], bundles: Any, link: Link, base: str, started: list[str]) -> None:
        self.files: dict[str, list[str]] = {part: [str(url) for url, _size in found]
                                            for part, found in (known.get("files") or {}).items()}
        self.bundles = bundles
        self.base = base  # the site's address: the worker runs from a blob: URL, relative ones fail
        self.link = link
        # Those the worker started with: the page's list (*started*; a deck's sprite is the page's),
        # and the bundles its importer installed (polyscript's "files").
        self.loaded = {str(part) for part in started} | set(getattr(bundles, "parts", ()))
        self.loading: dict[str, Any] = {}

    def has(self, wanted: tuple[str, ...]) -> bool:
        return all(part in self.loaded for part in wanted)

    async def load(self, wanted: tuple[str, ...]) -> None:
        """Loads each part of *wanted* not here yet, in order (PartUnavailable when one cannot be)."""
        for part in wanted:
            if part in self.loaded:
                continue
            task = self.loading.get(part)
            if task is None or task.done():  # one download at a time per part, however many wait for it
                task = self.loading[part] = asyncio.ensure_future(self._load(part))
            await asyncio.shield(task)

    async def _load(self, part: str) -> None:
        import js  # type: ignore[import-not-found]

        urls = self.files.get(part)
        if not urls:
            raise PartUnavailable(part, "the site has no such part")
        for url in urls:
            try:
                response = await js.fetch(urljoin(self.base, url))
            except Exception as error:  # a network error: offline (the service worker has no copy)
                raise PartUnavailable(part, f"{url}: {error}") from error
            if not response.ok:
                raise PartUnavailable(part, f"{url}: HTTP {response.status}")
            data = (await response.arrayBuffer()).to_bytes()
            if url.endswith(".zst"):
                try:
                    self.bundles.load(data, url)
                except Exception as error:  # a damaged bundle: as if it had not come
                    raise PartUnavailable(part, f"{url}: {type(error).__name__}: {error}") from error
        self.loaded.add(part)
        self.link.post("loaded", files=urls)


class BrowserPage:
    """The page as the shell sees it (``pyapp.ui.page.ShellPage``), through the link."""

    def __init__(self, link: Link, start: dict[str, Any], speed: float, sound: bool, site_parts: Parts) -> None:
        self.link = link
        self.parts = site_parts
        self.speed = speed
        self._sound_on = sound
        self.busy = False
        self.width = float(start.get("width") or 1024)
        self.height = float(start.get("height") or 768)
        self.query = str(start.get("query") or "")
        self.preferences = [str(code) for code in start.get("languages") or []] or [str(start.get("language") or "en")]
        self.link.post("sound", on=sound)

    @property
    def sound_on(self) -> bool:
        return self._sound_on

    @sound_on.setter
    def sound_on(self, on: bool) -> None:
        self._sound_on = on
        self.link.post("sound", on=on)

    def render(self, markup: str) -> None:
        self.link.post("render", markup=markup)

    def render_dialog(self, markup: str) -> None:
        self.link.post("dialog", markup=markup)

    def announce(self, sentence: str) -> None:
        self.link.post("announce", text=sentence)

    def set_busy(self, busy: bool) -> None:
        if busy != self.busy:
            self.link.post("busy", on=busy)
        self.busy = busy

    def layout(self) -> str:
        return "tall" if self.width < self.height * 1.05 else "wide"

    async def pause(self, milliseconds: float) -> None:
        if self.speed > 0:
            await asyncio.sleep(milliseconds * self.speed / 1000)

    def sound(self, kind: str) -> None:
        if self._sound_on:
            self.link.post("sound", on=True, kind=kind)

    async def ask_computer(self, game: str, view_text: str, level: str, seed: int) -> str:
        await asyncio.sleep(0)  # the page shows that the computer is thinking before it starts
        return worker.choose(game, view_text, level, seed)

    def push_url(self, query: str) -> None:
        self.query = query
        self.link.post("push", query=query)

    def replace_url(self, query: str) -> None:
        self.query = query
        self.link.post("replace", query=query)

    def current_query(self) -> str:
        return self.query

    def show_section(self, section_id: str) -> None:
        self.link.post("section", id=section_id)

    def language_for(self, code: str) -> str:
        return code if code in messages.LANGUAGES else messages.choose_language(self.preferences)

    def has_parts(self, wanted: tuple[str, ...]) -> bool:
        return self.parts.has(wanted)

    async def load_parts(self, wanted: tuple[str, ...]) -> None:
        await self.parts.load(wanted)

    def apply_language(self, code: str) -> None:
        """Sets the language (empty: the browser's preferences) and the page's lang, dir, title,
        description, web app manifest and the words of the "new version" notice."""
        code = messages.set_language(self.language_for(code))
        self.link.post("language", code=code, dir=messages.direction(code), title=messages.text("page.title"),
                       description=messages.text("app.description"),
                       words={"manifest": f"./{routes.manifest_file(code)}",
                              "updateReady": messages.text("update.ready"),
                              "updateReload": messages.text("update.reload"),
                              "updateLater": messages.text("update.later")})

    def fresh_seed(self) -> int:
        return SEEDS.randrange(1_000_000)

    def run(self, work: Coroutine[Any, Any, None], eager: bool) -> Any:
        if eager:
            return asyncio.Task(work, loop=asyncio.get_event_loop(), eager_start=True)
        return asyncio.ensure_future(work)

    def log_error(self, text: str) -> None:
        self.link.post("log", level="error", text=text)

    def log_warning(self, text: str) -> None:
        self.link.post("log", level="warning", text=text)

    def claim_game(self, game: str, take_over: bool) -> None:
        self.link.post("claim", game=game, takeOver=take_over)

    def release_game(self, game: str) -> None:
        self.link.post("release", game=game)


def url_params(query: str) -> dict[str, str]:
    """The URL parameters the app reads (first value of each), from a query such as ``?game=scopa``."""
    params: dict[str, str] = {}
    for key, value in parse_qsl(query.lstrip("?"), keep_blank_values=True):
        if key in URL_PARAMETERS and key not in params:
            params[key] = value
    return params


class Pacer:
    """The search's pause (:func:`pyapp.ai.search.set_pause`): every :data:`PAUSE_EVERY` seconds
    it suspends the search (Pyodide's ``run_sync``, on WebAssembly stack switching) until the
    worker has read the messages the page sent meanwhile; where stack switching is unavailable
    the search runs through.

    The search waits for a background-priority task (``scheduler.postTask``), which the browser
    runs only once every task already queued has run, the page's messages included.  It must not
    wait for ``asyncio.sleep(0)``: Pyodide runs that through a MessageChannel of the worker's own,
    and Chromium kept delivering those ahead of the page's messages, which waited for the end of
    the search (measured: a click 150-200 ms into a 600 ms search was read after it).  Without
    ``scheduler`` it waits for a 3 ms timer (Pyodide's timers under 3 ms are that MessageChannel).
    """

    def __init__(self) -> None:
        self.last = time.perf_counter()
        try:
            from pyodide.ffi import can_run_sync, run_sync  # type: ignore[import-not-found]
        except ImportError:
            self.can_run_sync: Any = lambda: False
        else:
            self.can_run_sync, self.run_sync = can_run_sync, run_sync
        self.pending_tasks: Any = None

    def after_pending_tasks(self) -> Any:
        """An awaitable that is done once the worker's queued tasks have run."""
        if self.pending_tasks is None:
            import js  # type: ignore[import-not-found]
            from pyodide.ffi import create_proxy, to_js  # type: ignore[import-not-found]

            scheduler = getattr(js, "scheduler", None)
            if scheduler is not None and hasattr(scheduler, "postTask"):
                nothing = create_proxy(lambda: None)
                options = to_js({"priority": "background"}, dict_converter=js.Object.fromEntries)
                self.pending_tasks = lambda: scheduler.postTask(nothing, options)
            else:
                self.pending_tasks = lambda: asyncio.sleep(0.003)
        return self.pending_tasks()

    def __call__(self) -> None:
        now = time.perf_counter()
        if now - self.last < PAUSE_EVERY:
            return
        if self.can_run_sync():
            self.run_sync(self.after_pending_tasks())
        self.last = time.perf_counter()


class App:
    """The worker's app: started by the page's first message, then fed its inputs."""

    def __init__(self, link: Link, bundles: Any = None) -> None:
        self.link = link
        self.bundles = bundles
        self.shell: Shell | None = None
        self.page: BrowserPage | None = None
        self.warm_up: Any = None

    def receive(self, text: str) -> None:
        message = json.loads(text)
        op = message.get("op")
        if op == "start":
            self.start(message)
            return
        shell, page = self.shell, self.page
        if shell is None or page is None:
            return
        if op == "action":
            shell.dispatch(str(message["action"]))
        elif op == "key":
            shell.key(str(message["key"]))
        elif op == "resize":
            page.width, page.height = float(message["width"]), float(message["height"])
            shell.layout_changed()
        elif op == "url":
            page.query = str(message["query"])
            shell.url_changed(url_params(page.query))
        elif op == "claimed":
            records = message.get("records")
            shell.game_claimed(str(message["game"]), bool(message["ok"]),
                               {str(key): text for key, text in records.items()} if isinstance(records, dict) else None)
        elif op == "lost":
            shell.game_lost(str(message["game"]))
        elif op == "elsewhere":
            shell.games_elsewhere([str(game) for game in message.get("games") or []])
        elif op == "stored":
            text = message.get("text")
            shell.record_changed(str(message["key"]), None if text is None else str(text))
        elif op == "save-failed":
            shell.storage_failed(str(message["key"]))

    def start(self, message: dict[str, Any]) -> None:
        """The first screen, then the computer players loaded in the background.  The page foresaw the
        language (web/boot.js chooses it as :meth:`BrowserPage.apply_language` does); when it did
        not, its words are loaded first."""
        svg.use_sprite_files(str(name) for name in message.get("sprites") or [])
        tabs = TabStorage(WorkerStorage(self.link, message.get("storage")), coordinated=bool(message.get("locks")),
                          elsewhere=[str(game) for game in message.get("elsewhere") or []])
        profile = Profile.load(tabs)
        speed = profile.settings.speed_factor()
        site_parts = Parts(message.get("parts") or {}, self.bundles, self.link, str(message.get("base") or ""),
                           list(message.get("started") or []))
        page = BrowserPage(self.link, message, speed, profile.settings.sound, site_parts)
        words = parts.language(page.language_for(profile.settings.language))
        if page.has_parts(words):
            self.open_first_screen(message, page, profile, tabs)
        else:
            asyncio.ensure_future(self.start_in_language(message, page, profile, tabs, words))

    async def start_in_language(self, message: dict[str, Any], page: BrowserPage, profile: Profile,
                                tabs: TabStorage, words: tuple[str, ...]) -> None:
        """:meth:`open_first_screen` once the language's words are loaded (in English when they
        cannot be)."""
        try:
            await page.load_parts(words)
        except PartUnavailable as error:
            self.link.post("log", level="warning", text=f"Tavolo: {error}; the game starts in English")
            language: str | None = SOURCE
        else:
            language = None
        try:
            self.open_first_screen(message, page, profile, tabs, language)
        except Exception as error:
            self.link.post("boot-error", detail=f"{type(error).__name__}: {error}")
            raise

    def open_first_screen(self, message: dict[str, Any], page: BrowserPage, profile: Profile, tabs: TabStorage,
                          language: str | None = None) -> None:
        """The first screen (in the player's language, whose words are here, or in *language*), then
        the computer players loaded in the background."""
        params = url_params(str(message.get("query") or ""))
        page.apply_language(profile.settings.language if language is None else language)
        route = routes.parse_route(params, page.fresh_seed(), all_levels())
        if "speed" in params:
            page.speed = route.speed
        self.page = page
        self.shell = shell = Shell(page, profile, url_speed="speed" in params, tabs=tabs)
        search.set_pause(Pacer())
        shell.open(route, push=False)
        self.link.post("ready")
        self.warm_up = asyncio.ensure_future(self.load_players(shell.task))

    async def load_players(self, first_screen: Any) -> None:
        """Imports the computer players once the first screen is playable (or after
        :data:`WORKER_DELAY` seconds of a long first screen), so the first move is not slowed."""
        if first_screen is not None and not first_screen.done():
            with contextlib.suppress(TimeoutError, asyncio.CancelledError, Exception):
                await asyncio.wait_for(asyncio.shield(first_screen), WORKER_DELAY)
        page = self.page
        for game in SITE_GAME_NAMES:  # those whose code the page has loaded
            if page is not None and page.has_parts(parts.code(game)):
                await asyncio.sleep(0)
                worker.warm_up(game)
        self.link.post("ai-ready")


def listen(port: Any, bundles: Any = None) -> App:
    """Connects the app to the page: *port* is polyscript's ``xworker`` (postMessage, onmessage);
    *bundles* the importer of the package's bundles (``web/pyapp_bundle.py``), which takes the parts
    loaded later.  Messages the page posts before the handler is set would be lost, so the page waits
    for "listening" before it sends any."""
    from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

    link = Link(port)
    app = App(link, bundles)

    def on_message(event: Any) -> None:
        data = event.data
        if not isinstance(data, str):
            return
        try:
            app.receive(data)
        except Exception as error:  # a bug must not stop the worker: the page reports it
            if app.shell is None:
                link.post("boot-error", detail=f"{type(error).__name__}: {error}")
            link.post("log", level="error", text=f"Tavolo: {type(error).__name__}: {error}")

    port.onmessage = create_proxy(on_message)
    link.post("listening")  # the page sends its first message (and the inputs it kept) now
    return app
