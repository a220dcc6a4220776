"""Load time of the site against a bare PyScript page built from the same vendored runtime.

    .venv/bin/python benchmarks/load.py [--runs 5] [--json results.json] [--check] [--skip-memory]
                                        [--before DIR]

Builds the site into a temporary folder (``tools/build_site.build``, with its precompressed copies),
adds ``hello.html``: a bare PyScript page on the same runtime files (``print``-level Python that
only marks itself ready; its config's "files" make it download the bundles a Scopa visit starts
with too, the core's and Scopa's, but only the app decompresses and imports them), serves the folder
with the production headers (``tools/serve.make_server``, which sends a file's brotli or gzip copy
as a real host does) and measures in the system Chromium, interleaving the two pages run by run:

* cold: a fresh browser profile each run (empty HTTP cache, no service worker);
* warm: one persistent profile that has loaded the page once (the app's service worker has
  installed its cache, the hello page is in the HTTP cache), then re-opened *runs* times.

"Ready" is when the page can be played: for the app, ``body[data-ready]`` with the player's
turn shown and not busy (``?game=scopa&seed=7&speed=0``: the player leads, no deal animation);
for the hello page, ``body[data-ready]``.  Warm runs clear localStorage first, so the app starts
a new game rather than resuming the saved one: only the caches differ from a cold run.  The time
is taken in the page (performance.now(), from navigation start) by a MutationObserver added as an
init script.  Bytes are counted by the server, per file: what it sent (compressed when the browser
accepts it) and the file's own size.  A first visit's figures run until the visit has settled (its
AI loaded, the service worker's cache filled); besides the Scopa visit the timings use, one cold
Minchiate visit (``?game=minchiate``), one cold Briscola visit (``?game=briscola``) and one cold Tressette
visit (``?game=tressette``) are counted.
Prints medians, ratios and the targets: cold app
<= 1.15 x cold hello, warm app <= 0.5 x cold app, the own bytes (everything but vendor/, as the
files are) of a Scopa visit <= 350 kB and of a Minchiate visit <= 450 kB.

``--before DIR`` adds a third page to every measurement, interleaved with the other two: an earlier
build's publish folder (e.g. ``git archive afd80b2 | tar -x -C /tmp/before``, node_modules linked
in, and ``python3 tools/build_site.py`` there), served with the headers of its own checkout's
netlify.toml (the folder's parent), so one run prints the before/after table.

Memory (``--skip-memory`` leaves it out): *runs* more fresh profiles per page, interleaved.
The app plays one whole Scopa deal by clicking (``playing.scopa_play_deal``: the first playable
card, the first capture group) until the deal-over screen, then waits for its AI worker and
service worker to settle; the hello page is only opened.  One second later the browser's memory
is read, two ways:

* the private memory (USS: ``Private_Clean + Private_Dirty`` of ``/proc/<pid>/smaps_rollup``)
  of every process in the browser's process tree (the browser's PID from CDP
  ``SystemInfo.getProcessInfo``, its descendants from ``/proc``: renderers, utilities, zygotes)
  except the GPU process, whose memory is the compositor's, not the page's.  This is the
  headline figure: it includes Pyodide's WebAssembly memory wherever it lives (a dedicated
  worker runs in its page's renderer process; the largest renderer, printed too, is the page's,
  with its workers, and the service worker's when it shares the process), and nothing else
  running on the machine changes it.  The hello page's figure is the floor of one Pyodide
  interpreter in this Chromium.
* the PSS (proportional set size: each shared page charged in shares to the processes mapping
  it) of the same processes, which adds the shared Chromium binary and the memory shared
  between this browser's processes.  It is printed too but is not robust: another Chromium
  running on the machine (another session's browser tests) maps the same binary and lowers
  this browser's share (measured: 617 MB alone, 499 MB beside a test run, for the same app).
* the JavaScript heap (``Runtime.getHeapUsage``: usedSize) of the page and of each worker
  target (dedicated and service workers, reached from a browser CDP session with
  ``Target.attachToTarget`` and ``Target.sendMessageToTarget``; Playwright's sessions cannot
  reach a worker).  It does *not* include WebAssembly memory, so it is small next to the PSS:
  it shows what the JS side (PyScript, proxies, the DOM's wrappers) holds.

``Performance.getMetrics`` gives the same JS heap; ``Memory.*`` offers DOM counters and sampling
profiles, not a process's size, and ``SystemInfo.getProcessInfo`` gives PIDs and CPU time only.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

sys.path.insert(0, str(ROOT / "benchmarks"))

import build_site  # noqa: E402
import serve  # noqa: E402
from playing import CHROMIUM_ARGS, find_chromium, scopa_play_deal  # noqa: E402

APP_QUERY = "index.html?game=scopa&seed=7&speed=0"
MINCHIATE_QUERY = "index.html?game=minchiate&seed=3&speed=0"
BRISCOLA_QUERY = "index.html?game=briscola&seed=7&speed=0"
TRESSETTE_QUERY = "index.html?game=tressette&seed=7&speed=0"
TIMEOUT_MS = 120_000
TARGETS = {"cold_ratio": 1.15, "warm_ratio": 0.5, "scopa_own_kb": 350, "minchiate_own_kb": 450}

HELLO_HTML = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>hello</title>
  <link rel="icon" href="./favicon.svg" type="image/svg+xml">
  <script type="module" src="./vendor/pyscript-{pyscript}/core.js"></script>
  <mpy-config>{plugins}</mpy-config>
</head>
<body><script type="py" src="./hello.py" config="./hello-config.json"></script></body>
</html>
"""
HELLO_PY = 'from pyscript import document\nprint("hello")\ndocument.body.dataset.ready = "1"\n'

# Records performance.now() when the page first becomes playable (an init script runs before the
# page's own scripts and is not subject to its CSP).
READY_PROBE = """
(() => {
  const playable = () => document.body && document.body.dataset.ready === "1" && (
    !document.getElementById("app") ||
    document.querySelector("#app:not([data-busy]) .game[data-phase='human'] .hand [data-action^='hand:']"));
  const observer = new MutationObserver(() => {
    if (window.__readyAt === undefined && playable()) {
      window.__readyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { attributes: true, childList: true, subtree: true });
})();
"""


class ByteCounter:
    """Counts the body bytes the server sends, per path (a 304 or a cache hit sends none): as sent
    (a precompressed copy's when the browser accepted it; every answer) and the file's own size (once
    per file, however often it was sent)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent: collections.Counter[str] = collections.Counter()
        self.identity: collections.Counter[str] = collections.Counter()
        self.requests: collections.Counter[str] = collections.Counter()

    def install(self) -> None:
        counter = self
        original = serve.Handler.copyfile

        def copyfile(handler: Any, source: Any, outputfile: Any) -> None:
            path = handler.path.split("?", 1)[0]
            sent = os.fstat(source.fileno()).st_size
            file = handler.translate_path(handler.path)
            if path.endswith("/"):
                file = os.path.join(file, "index.html")
            with counter.lock:
                counter.sent[path] += sent
                counter.identity[path] = os.path.getsize(file) if handler.coding else sent  # (once per file)
                counter.requests[path] += 1
            original(handler, source, outputfile)

        serve.Handler.copyfile = copyfile  # type: ignore[method-assign]

    def take(self) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
        """What was sent since the last call, per path: bytes sent, the files' own bytes, requests."""
        with self.lock:
            taken = dict(self.sent), dict(self.identity), dict(self.requests)
            self.sent.clear()
            self.identity.clear()
            self.requests.clear()
        return taken


def build(out: Path) -> Path:
    site = build_site.build(out)
    build_site.add_pyscript(site)  # the hello page's runtime (served with PYSCRIPT_PAGES)
    versions = build_site.runtime_versions()
    config = json.loads((site / "config.json").read_text())
    plugins = json.dumps({"plugins": config["plugins"]})
    known = json.loads((site / build_site.PARTS_FILE).read_text())["files"]
    scopa = [url for part in ("core", "game:scopa") for url, _size in known[part]]
    config["files"] = {url: url for url in [*scopa, "./pyapp_bundle.py"]}
    (site / "hello-config.json").write_text(json.dumps(config))
    (site / "hello.html").write_text(HELLO_HTML.format(pyscript=versions["pyscript"], plugins=plugins))
    (site / "hello.py").write_text(HELLO_PY)
    return site


def open_and_time(page: Any, url: str) -> float:
    """Navigates to *url*; returns the milliseconds from navigation start to playable."""
    page.goto(url, wait_until="commit")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=TIMEOUT_MS)
    for _ in range(TIMEOUT_MS // 20):
        ready = page.evaluate("window.__readyAt")
        if ready is not None:
            return float(ready)
        time.sleep(0.02)
    raise TimeoutError(f"{url} never became playable")


def launch(playwright: Any, profile: Path) -> tuple[Any, Any]:
    """A persistent context on *profile* and its page."""
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)
    context.add_init_script(READY_PROBE)
    page = context.pages[0] if context.pages else context.new_page()
    return context, page


def settle_app(page: Any) -> None:
    """Waits until the app's AI worker is up and its service worker has cached the site."""
    page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=TIMEOUT_MS)
    page.wait_for_selector("body[data-offline-ready='1']", state="attached", timeout=TIMEOUT_MS)


# --- memory ---------------------------------------------------------------------------------

WORKER_TYPES = ("worker", "service_worker", "shared_worker")
CDP_REPLY_MS = 10_000


def process_kind(pid: int, browser_pid: int) -> str:
    """A Chromium process's kind from its command line: browser, renderer, gpu-process, zygote,
    the utility's service (network.mojom.NetworkService, ...), or the program's name."""
    # Chromium rewrites its process titles: the arguments are separated by spaces, not NULs.
    command = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").replace("\0", " ")
    kind = re.search(r"(?:^| )--type=(\S+)", command)
    service = re.search(r"(?:^| )--utility-sub-type=(\S+)", command)
    if pid == browser_pid:
        return "browser"
    if kind is None:
        return Path(command.split(" ", 1)[0]).name
    return service.group(1) if kind.group(1) == "utility" and service else kind.group(1)


def descendants(root: int) -> list[int]:
    """*root* and every process below it (from /proc/*/stat's parent PIDs)."""
    children: dict[int, list[int]] = collections.defaultdict(list)
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # the process ended meanwhile
        children[int(fields[1])].append(int(stat.parent.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def smaps_bytes(pid: int) -> dict[str, int]:
    """A process's PSS and private memory (USS), in bytes."""
    kilobytes = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        name, _, rest = line.partition(":")
        if name in ("Pss", "Private_Clean", "Private_Dirty"):
            kilobytes[name] = int(rest.split()[0])
    if len(kilobytes) != 3:
        raise ValueError(f"/proc/{pid}/smaps_rollup lacks Pss or Private_* lines")
    return {"pss": kilobytes["Pss"] * 1024, "private": (kilobytes["Private_Clean"] + kilobytes["Private_Dirty"]) * 1024}


def worker_heaps(session: Any, page: Any) -> list[dict[str, Any]]:
    """usedSize of every worker target's JS heap, through a browser CDP session."""
    replies: dict[int, dict[str, Any]] = {}

    def received(event: dict[str, Any]) -> None:
        message = json.loads(event["message"])
        if "id" in message:
            replies[message["id"]] = message

    session.on("Target.receivedMessageFromTarget", received)
    asked: dict[int, tuple[dict[str, Any], str]] = {}
    for number, target in enumerate(t for t in session.send("Target.getTargets")["targetInfos"]
                                    if t["type"] in WORKER_TYPES):
        attached = session.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": False})
        asked[number] = (target, attached["sessionId"])
        session.send("Target.sendMessageToTarget", {"sessionId": attached["sessionId"], "message": json.dumps(
            {"id": number, "method": "Runtime.getHeapUsage"})})
    for _ in range(CDP_REPLY_MS // 50):
        if set(asked) <= set(replies):
            break
        page.wait_for_timeout(50)  # lets Playwright deliver the session's events
    heaps = []
    for number, (target, session_id) in asked.items():
        result = replies.get(number, {}).get("result")
        heaps.append({"type": target["type"], "url": target["url"],
                      "js_heap_used": result["usedSize"] if result else None})
        session.send("Target.detachFromTarget", {"sessionId": session_id})
    return heaps


def read_memory(context: Any, page: Any) -> dict[str, Any]:
    """Private memory and PSS per Chromium process, the JS heaps of the page and its workers (see the
    module docstring)."""
    session = context.browser.new_browser_cdp_session()
    try:
        listed = session.send("SystemInfo.getProcessInfo")["processInfo"]
        browser_pid = next(int(process["id"]) for process in listed if process["type"] == "browser")
        processes: list[dict[str, Any]] = []
        for pid in descendants(browser_pid):
            try:
                processes.append({"pid": pid, "kind": process_kind(pid, browser_pid), **smaps_bytes(pid)})
            except (OSError, ValueError):
                continue  # ended meanwhile
        workers = worker_heaps(session, page)
    finally:
        session.detach()
    page_session = context.new_cdp_session(page)
    page_heap = page_session.send("Runtime.getHeapUsage")["usedSize"]
    page_session.detach()
    js_heaps = [page_heap, *(w["js_heap_used"] for w in workers if w["js_heap_used"] is not None)]
    figures: dict[str, Any] = {}
    for measure in ("private", "pss"):
        renderers = [p[measure] for p in processes if p["kind"] == "renderer"]
        figures.update({
            f"{measure}_all_but_gpu": sum(p[measure] for p in processes if p["kind"] != "gpu-process"),
            f"{measure}_page_renderer": max(renderers, default=0),
            f"{measure}_renderers": sum(renderers),
            f"{measure}_browser": sum(p[measure] for p in processes if p["kind"] == "browser"),
            f"{measure}_utilities_zygotes": sum(p[measure] for p in processes
                                                if p["kind"] not in ("browser", "renderer", "gpu-process")),
            f"{measure}_gpu": sum(p[measure] for p in processes if p["kind"] == "gpu-process"),
        })
    return {
        **figures,
        "js_heap_page": page_heap,
        "js_heap_workers": sum(js_heaps[1:]),
        "js_heap_all": sum(js_heaps),
        "processes": processes,
        "workers": workers,
    }


def serve_pages(site: Path, before: Path | None) -> tuple[dict[str, str], list[Any]]:
    """Serves *site* (and *before*, if any) in threads: the pages' URLs by name, and the servers."""
    servers = []
    pages = {}
    for name, folder in (("app", site), ("before", before)):
        if folder is None:
            continue
        server = serve.make_server(folder, pyscript_pages=("/hello.html",),
                                   netlify_toml=serve.own_headers(folder) if name == "before"
                                   else serve.ROOT / "netlify.toml")
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        pages[name] = f"http://127.0.0.1:{server.server_address[1]}/{APP_QUERY}"
        if name == "app":
            pages["hello"] = f"http://127.0.0.1:{server.server_address[1]}/hello.html"
    return pages, servers


def visit_bytes(playwright: Any, counter: ByteCounter, url: str, profile: Path) -> dict[str, Any]:
    """What a first visit of *url* downloads until it has settled (AI ready, offline ready)."""
    context, page = launch(playwright, profile)
    counter.take()
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=TIMEOUT_MS)
    settle_app(page)
    sent, identity, requests = counter.take()
    context.close()
    shutil.rmtree(profile, ignore_errors=True)
    return {"sent": sent, "identity": identity, "requests": requests}


def measure_memory(site: Path, runs: int, before: Path | None = None) -> dict[str, list[dict[str, Any]]]:
    """*runs* fresh profiles per page: the app (and the build before) after one Scopa deal, hello
    once ready."""
    from playwright.sync_api import sync_playwright

    pages, servers = serve_pages(site, before)
    results: dict[str, list[dict[str, Any]]] = {name: [] for name in pages}
    scratch = Path(tempfile.mkdtemp(prefix="tavolo-memory-"))
    try:
        with sync_playwright() as playwright:
            for run in range(runs):
                for name, url in pages.items():
                    context, page = launch(playwright, scratch / f"memory-{name}-{run}")
                    open_and_time(page, url)
                    plays = 0
                    if name != "hello":
                        plays = scopa_play_deal(page)
                        settle_app(page)
                    page.wait_for_timeout(1000)
                    results[name].append({**read_memory(context, page), "plays": plays})
                    context.close()
    finally:
        for server in servers:
            server.shutdown()
        shutil.rmtree(scratch, ignore_errors=True)
    return results


MEMORY_FIGURES = [
    ("private_all_but_gpu", "private (USS), all processes but the GPU's"),
    ("private_page_renderer", "  of which the page's renderer (largest)"),
    ("private_renderers", "  of which all renderers"),
    ("private_browser", "  of which the browser process"),
    ("private_utilities_zygotes", "  of which utilities and zygotes"),
    ("private_gpu", "private of the GPU process (left out)"),
    ("pss_all_but_gpu", "PSS, all processes but the GPU's (see above)"),
    ("pss_page_renderer", "  of which the page's renderer"),
    ("js_heap_all", "JS heap used, page + workers"),
    ("js_heap_page", "  of which the page"),
    ("js_heap_workers", "  of which the workers"),
]


def report_memory(results: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    plays = results["app"][0]["plays"]
    print(f"\nmemory, MB (10^6 bytes; median, all runs in brackets): the app after one Scopa deal "
          f"({plays} plays by the player, speed 0), the hello page once ready")
    medians: dict[str, dict[str, float]] = {name: {} for name in results}
    for key, label in MEMORY_FIGURES:
        cells = []
        for name in results:
            values = [run[key] / 1e6 for run in results[name]]
            medians[name][key] = statistics.median(values)
            cells.append(f"{name} {medians[name][key]:6.1f} {sorted(round(v) for v in values)}")
        print(f"  {label:46} {'   '.join(cells)}")
    kinds = collections.Counter(p["kind"] for p in results["app"][0]["processes"])
    workers = collections.Counter(w["type"] for w in results["app"][0]["workers"])
    print(f"  the app's processes: {dict(kinds)}; worker targets: {dict(workers)}")
    return {"median": medians, "runs": results}


def measure(site: Path, runs: int, before: Path | None = None) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    counter = ByteCounter()
    counter.install()
    pages, servers = serve_pages(site, before)
    cold: dict[str, list[float]] = {name: [] for name in pages}
    warm: dict[str, list[float]] = {name: [] for name in pages}
    first_visit: dict[str, Any] = {}
    scratch = Path(tempfile.mkdtemp(prefix="tavolo-load-"))
    try:
        with sync_playwright() as playwright:
            for run in range(runs):
                for name, url in pages.items():
                    profile = scratch / f"cold-{name}-{run}"
                    context, page = launch(playwright, profile)
                    counter.take()
                    cold[name].append(open_and_time(page, url))
                    until_ready = counter.take()
                    if run == 0:
                        if name != "hello":
                            settle_app(page)
                        after = counter.take()
                        first_visit[name] = {"until_ready": until_ready, "after_ready": after}
                    context.close()
                    shutil.rmtree(profile, ignore_errors=True)
            for name, url in pages.items():  # a Minchiate visit's and a Briscola visit's bytes (no timing)
                if name != "hello":
                    first_visit[name]["minchiate"] = visit_bytes(
                        playwright, counter, url.replace(APP_QUERY, MINCHIATE_QUERY), scratch / f"minchiate-{name}")
                    if name == "app":  # (an earlier build may not have Briscola's or Tressette's table)
                        first_visit[name]["briscola"] = visit_bytes(
                            playwright, counter, url.replace(APP_QUERY, BRISCOLA_QUERY), scratch / f"briscola-{name}")
                        first_visit[name]["tressette"] = visit_bytes(
                            playwright, counter, url.replace(APP_QUERY, TRESSETTE_QUERY), scratch / f"tressette-{name}")
            for name, url in pages.items():  # warm: one profile per page, primed by one visit
                profile = scratch / f"warm-{name}"
                context, page = launch(playwright, profile)
                open_and_time(page, url)
                if name != "hello":
                    settle_app(page)
                counter.take()
                for _ in range(runs):
                    page.evaluate("localStorage.clear()")
                    page.goto("about:blank")
                    warm[name].append(open_and_time(page, url))
                    if name != "hello":  # let the worker finish, as a player would
                        page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=TIMEOUT_MS)
                warm_bytes = counter.take()
                first_visit[name]["warm_bytes"] = sum(warm_bytes[0].values())
                context.close()
    finally:
        for server in servers:
            server.shutdown()
        shutil.rmtree(scratch, ignore_errors=True)
    return {"cold": cold, "warm": warm, "bytes": first_visit}


def is_runtime(path: str) -> bool:
    return path.startswith("/vendor/")


def own_files(site: Path) -> list[Path]:
    """The app's own files in the site: everything but the runtime and the hello page."""
    return [p for p in site.rglob("*") if p.is_file() and p.relative_to(site).parts[0] != "vendor"
            and p.name not in ("hello.html", "hello.py", "hello-config.json") and p.suffix not in (".br", ".gz")]


def report(site: Path, results: dict[str, Any], before: Path | None = None) -> dict[str, Any]:
    cold = {name: statistics.median(times) for name, times in results["cold"].items()}
    warm = {name: statistics.median(times) for name, times in results["warm"].items()}
    print("time to a playable page, ms (median; all runs in brackets)")
    for name in results["cold"]:
        print(f"  {name:6}  cold {cold[name]:6.0f}  {sorted(round(t) for t in results['cold'][name])}")
        print(f"  {name:6}  warm {warm[name]:6.0f}  {sorted(round(t) for t in results['warm'][name])}")
    ratios = {"cold_ratio": cold["app"] / cold["hello"], "warm_ratio": warm["app"] / cold["app"]}
    if before is not None:
        ratios["before_cold_ratio"] = cold["before"] / cold["hello"]
        ratios["before_warm_ratio"] = warm["before"] / cold["before"]

    app = results["bytes"]["app"]
    sent_ready, _, count_ready = app["until_ready"]
    sent_after, _, count_after = app["after_ready"]
    print("\nthe app's first Scopa visit, bytes sent per file (compressed when the browser accepts it; until "
          "playable + after: worker, service worker cache)")
    paths = sorted(set(sent_ready) | set(sent_after), key=lambda p: -(sent_ready.get(p, 0) + sent_after.get(p, 0)))
    shown = 0
    for path in paths:
        if is_runtime(path) or shown < 12:
            print(f"  {sent_ready.get(path, 0):>10,} {sent_after.get(path, 0):>10,}  "
                  f"x{count_ready.get(path, 0) + count_after.get(path, 0)}  {path}")
            shown += not is_runtime(path)
    others = [p for p in paths if not is_runtime(p)][12:]
    if others:
        print(f"  {sum(sent_ready.get(p, 0) for p in others):>10,} "
              f"{sum(sent_after.get(p, 0) for p in others):>10,}  ({len(others)} more app files)")
    hello_ready = results["bytes"]["hello"]["until_ready"][0]
    totals: dict[str, int] = {"app_until_ready": sum(sent_ready.values()),
                              "hello_until_ready": sum(hello_ready.values())}
    for name in (name for name in results["bytes"] if name != "hello"):
        visits = results["bytes"][name]
        scopa = [visits["until_ready"], visits["after_ready"]]
        others = [(game, [visits[game]]) for game in ("minchiate", "briscola", "tressette") if game in visits]
        for visit, parts in (("scopa", scopa), *others):
            def summed(index: int, own: bool, parts: list[Any] = parts) -> int:
                counted = [part[index] if isinstance(part, tuple) else part[("sent", "identity")[index]]
                           for part in parts]
                return sum(value for found in counted for path, value in found.items()
                           if not own or not is_runtime(path))
            prefix = "" if name == "app" else f"{name}_"
            totals.update({f"{prefix}{visit}_sent": summed(0, False), f"{prefix}{visit}_files": summed(1, False),
                           f"{prefix}{visit}_own_sent": summed(0, True), f"{prefix}{visit}_own_files": summed(1, True)})
    totals.update({
        "app_own_in_dist": sum(p.stat().st_size for p in own_files(site)),
        "app_warm_bytes": app["warm_bytes"],
        "hello_warm_bytes": results["bytes"]["hello"]["warm_bytes"],
        "runtime_in_dist": sum(p.stat().st_size for p in (site / "vendor").rglob("*")
                               if p.is_file() and p.suffix not in (".br", ".gz")),
    })
    print("\ntotals, bytes (<visit>_sent: what a first visit downloads, compressed, every answer; _files: the "
          "files it got, each once, at their own size; _own_: everything but vendor/)")
    for key, value in totals.items():
        print(f"  {key:28} {value:>12,}")

    scopa_kb, minchiate_kb = totals["scopa_own_files"] / 1000, totals["minchiate_own_files"] / 1000
    print("\ntargets")
    print(f"  cold app / cold hello  {ratios['cold_ratio']:.2f}  (target <= {TARGETS['cold_ratio']})")
    print(f"  warm app / cold app    {ratios['warm_ratio']:.2f}  (target <= {TARGETS['warm_ratio']})")
    print(f"  own bytes of a Scopa visit      {scopa_kb:.0f} kB  (target <= {TARGETS['scopa_own_kb']} kB)")
    print(f"  own bytes of a Minchiate visit  {minchiate_kb:.0f} kB  (target <= {TARGETS['minchiate_own_kb']} kB)")
    print(f"  own bytes of a Briscola visit   {totals['briscola_own_files'] / 1000:.0f} kB "
          f"(sent {totals['briscola_own_sent'] / 1000:.0f} kB compressed)")
    print(f"  own bytes of a Tressette visit  {totals['tressette_own_files'] / 1000:.0f} kB "
          f"(sent {totals['tressette_own_sent'] / 1000:.0f} kB compressed)")
    print(f"  a first Scopa visit sends {totals['scopa_sent'] / 1e6:.2f} MB ({totals['scopa_files'] / 1e6:.2f} MB "
          f"of files), a Minchiate visit {totals['minchiate_sent'] / 1e6:.2f} MB")
    if before is not None:
        print(f"  before: cold / hello {ratios['before_cold_ratio']:.2f}, "
              f"warm / cold {ratios['before_warm_ratio']:.2f}, "
              f"own bytes of a Scopa visit {totals['before_scopa_own_files'] / 1000:.0f} kB, of a Minchiate visit "
              f"{totals['before_minchiate_own_files'] / 1000:.0f} kB; a first Scopa visit sends "
              f"{totals['before_scopa_sent'] / 1e6:.2f} MB")
    met = (ratios["cold_ratio"] <= TARGETS["cold_ratio"] and ratios["warm_ratio"] <= TARGETS["warm_ratio"]
           and scopa_kb <= TARGETS["scopa_own_kb"] and minchiate_kb <= TARGETS["minchiate_own_kb"])
    return {"cold_ms": cold, "warm_ms": warm, "runs": {"cold": results["cold"], "warm": results["warm"]},
            "ratios": ratios, "bytes": totals, "targets_met": met}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per measurement (median; default 5)")
    parser.add_argument("--json", type=Path, help="also write the results here")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    parser.add_argument("--skip-memory", action="store_true", help="leave out the memory figures")
    parser.add_argument("--before", type=Path, help="an earlier build's publish folder, measured beside")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="tavolo-load-site-") as folder:
        site = build(Path(folder) / "dist")
        print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} before the runs\n")
        summary = report(site, measure(site, args.runs, args.before), args.before)
        if not args.skip_memory:
            summary["memory"] = report_memory(measure_memory(site, args.runs, args.before))
    print(f"\nload average after the runs {os.getloadavg()[0]:.1f}")
    if args.json:
        args.json.write_text(json.dumps(summary, indent=1))
    return 1 if args.check and not summary["targets_met"] else 0


if __name__ == "__main__":
    sys.exit(main())
