"""The main thread's glue when all of the app's Python runs in one Pyodide worker: JavaScript or MicroPython?

    .venv/bin/python benchmarks/glue.py [--runs 5] [--variants a,b,a0] [--json results.json]

Builds the site into a temporary folder (``tools/build_site.build``) and adds pages beside
index.html (sources in ``benchmarks/browser/glue/``) on the same vendored runtime, ``pyapp.zst``
and ``pyapp_bundle.py``.  In each, one Pyodide worker runs ``glue_worker.py``: it installs the
bundle, renders the start screen (``chrome.render_start()``) and posts the markup to the main
thread as a JSON string (``xworker.postMessage``); the main thread puts it into ``<div id=app>``
and sets ``body[data-ready=1]``.  The variants differ only in the main thread:

* a  -- ``glue-a.js``, a JavaScript module: ``PyWorker`` from the vendored ``core.js``, created
        once PyScript has registered its hooks, listening from the worker's creation on
        (``hooks.main.onWorker``);
* b  -- ``glue_b.py``, MicroPython (``<script type="mpy">``; MicroPython from npm
        ``@micropython/micropython-webassembly-pyscript``, the version the vendored PyScript
        expects, vendored into the temporary site only): ``from pyscript import PyWorker``;
* a0 -- ``glue-a0.js``, glue A calling ``PyWorker`` at once (before PyScript's hooks exist: the
        worker gets no ``pyscript`` module) and asking for the first screen once it resolved;
* ap -- ``glue-ap.js``, glue A on polyscript's ``XWorker`` (npm ``polyscript``, the layer
        PyScript is built on and bundles; vendored into the temporary site only) instead of
        PyScript: the Worker comes back at once, no PyScript hooks.

The folder is served with the production headers (``tools/serve.make_server``, CSP included: the
pages have no inline script) and opened in the system Chromium, the variants interleaved, a fresh
browser profile for every run.  Measured in the page by an init script: the time from navigation
start to ``body[data-ready]``, the main thread's long tasks until then (PerformanceObserver,
buffered: count, longest, sum of their parts over 50 ms, i.e. total blocking time) and the longest
requestAnimationFrame gap until then; by the server: the bytes sent, split into the glue (what the
main thread loads: page, glue, PyScript, MicroPython), the worker's files (Pyodide, the bundle, the
worker) and content (CSS, icon, card sprites).  A calibration page with deliberate busy loops
checks first that headless Chromium reports long tasks and frame gaps at all.

Also checked, once per variant: the message paths (a click forwarded to the worker and echoed,
an ``__export__``ed worker function main calls, a main function the worker calls through
``xworker.sync``, an unsolicited message from a worker task); the Chromium "issues" of the page
and of the worker (CDP ``Audits.issueAdded``: SharedArrayBuffer, deprecations, CSP); and the pages
under the production CSP without ``'unsafe-eval'`` (the worker is a ``blob:`` URL and inherits the
page's CSP): does it boot, and which console errors does it print.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
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
from load import CHROMIUM_ARGS, ByteCounter, compressed_size, find_chromium  # noqa: E402

PAGES = ROOT / "benchmarks" / "browser" / "glue"
VARIANTS = {"a": "glue-a.html", "b": "glue-b.html", "a0": "glue-a0.html", "ap": "glue-ap.html"}
LABELS = {"a": "A  JS + PyScript PyWorker (hooks)", "b": "B  MicroPython + PyWorker",
          "a0": "A0 JS + PyScript PyWorker, no hooks", "ap": "AP JS + polyscript XWorker"}
MICROPYTHON_PACKAGE = "@micropython/micropython-webassembly-pyscript"
TIMEOUT_MS = 120_000
CSP_TIMEOUT_S = 25
SETTLE_S = 0.3  # after ready: the long-task observer delivers its entries asynchronously
WORKER_FILES = ("/glue_worker.py", "/pyapp.zst", "/pyapp_bundle.py")
CONTENT_PREFIXES = ("/cards/", "/style.css", "/favicon.svg")

# Runs before the page's own scripts (not subject to its CSP).  Records when body[data-ready]
# appears, the long tasks (buffered: those before the observer existed too) and the longest gap
# between animation frames until ready (the gap from the last frame to ready included).
PROBE = """
(() => {
  const m = window.__glue = {
    readyAt: null, longtasks: [], frames: 0, firstFrame: null, maxGap: 0,
    longtaskSupported: PerformanceObserver.supportedEntryTypes.includes("longtask"),
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) m.longtasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  let last = null;
  const frame = () => {  // performance.now(), not the frame's timestamp (its vsync time, earlier)
    const now = performance.now();
    if (m.readyAt !== null) return;
    if (last === null) m.firstFrame = now; else m.maxGap = Math.max(m.maxGap, now - last);
    last = now;
    m.frames++;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const observer = new MutationObserver(() => {
    if (m.readyAt === null && document.body && document.body.dataset.ready === "1") {
      m.readyAt = performance.now();
      if (last !== null) m.maxGap = Math.max(m.maxGap, m.readyAt - last);
      observer.disconnect();
    }
  });
  observer.observe(document, { attributes: true, childList: true, subtree: true });
})();
"""


# --- the site -------------------------------------------------------------------------------------

def micropython_version(site: Path) -> str:
    """The MicroPython version the vendored PyScript loads by default (its CDN URL's version)."""
    for chunk in sorted(site.glob("vendor/pyscript-*/core-*.js")):
        found = re.search(r'type:"micropython",module:\(\w+="([^"]+)"\)', chunk.read_text())
        if found:
            return found.group(1)
    raise SystemExit("cannot tell which MicroPython the vendored PyScript expects")


def micropython_files(version: str) -> Path:
    """A folder holding micropython.mjs and micropython.wasm of *version*: node_modules if it has
    that version, else a cache in node_modules/.cache filled by ``npm pack`` (the project's
    package.json is left alone)."""
    installed = ROOT / "node_modules" / MICROPYTHON_PACKAGE
    if (installed / "package.json").exists() and \
            json.loads((installed / "package.json").read_text()).get("version") == version:
        return installed
    cache = ROOT / "node_modules" / ".cache" / "tavolo-micropython" / version
    if not (cache / "micropython.wasm").exists():
        npm = shutil.which("npm")
        if npm is None:
            raise SystemExit(f"npm not found: it fetches {MICROPYTHON_PACKAGE}@{version}")
        with tempfile.TemporaryDirectory(prefix="tavolo-mpy-") as folder:
            done = subprocess.run([npm, "pack", f"{MICROPYTHON_PACKAGE}@{version}", "--silent"],
                                  cwd=folder, capture_output=True, text=True, check=True)
            with tarfile.open(Path(folder) / done.stdout.strip().splitlines()[-1]) as archive:
                archive.extractall(folder, filter="data")
            cache.mkdir(parents=True, exist_ok=True)
            for name in ("micropython.mjs", "micropython.wasm", "package.json"):
                shutil.copy2(Path(folder) / "package" / name, cache / name)
    return cache


def build(out: Path) -> tuple[Path, dict[str, str]]:
    """Builds the site into *out*, adds the glue pages and MicroPython; returns it and the versions."""
    site = build_site.build(out)  # ships polyscript's index.js (the app's own glue)
    build_site.add_pyscript(site)  # core.js for glues A, A0 and B
    versions = build_site.site_versions(site)
    versions["micropython"] = micropython_version(site)
    mpy = site / "vendor" / f"micropython-{versions['micropython']}"
    mpy.mkdir()
    source = micropython_files(versions["micropython"])
    for name in ("micropython.mjs", "micropython.wasm"):
        shutil.copy2(source / name, mpy / name)
    for path in sorted(PAGES.iterdir()):
        text = path.read_text()
        for key, value in versions.items():
            text = text.replace("{{" + key + "}}", value)
        (site / path.name).write_text(text)
    return site, versions


def serve_site(site: Path, csp: str | None = None) -> tuple[Any, str]:
    """A running server for *site* with the production headers, the CSP replaced by *csp* (by
    default the production CSP with 'unsafe-eval', which PyScript's core.js needs: the glues are
    timed under the same policy)."""
    server = serve.make_server(site)
    csp = csp or csp_policies()["with 'unsafe-eval'"]
    if csp:
        handler = server.RequestHandlerClass.func  # type: ignore[attr-defined]
        handler.rules = [(pattern, {name: csp if name == "Content-Security-Policy" else value
                                    for name, value in values.items()}) for pattern, values in handler.rules]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def production_csp() -> str:
    return serve.headers_for("/index.html", serve.header_rules())["Content-Security-Policy"]


# --- one page load --------------------------------------------------------------------------------

class Session:
    """A fresh browser profile with the probe, a console/error log and the CDP issues of the page
    and of its workers (Target.setAutoAttach, each worker's Audits.enable through the page session)."""

    def __init__(self, playwright: Any, profile: Path) -> None:
        self.context = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)
        self.context.add_init_script(PROBE)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        self.console: list[str] = []
        self.issues: list[dict[str, Any]] = []
        self.page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}"))
        self.page.on("pageerror", lambda e: self.console.append(f"pageerror: {e}"))
        self.page.on("requestfailed", lambda r: self.console.append(f"requestfailed: {r.url} {r.failure}"))
        self.cdp = self.context.new_cdp_session(self.page)
        self.cdp.on("Audits.issueAdded", lambda p: self.issues.append({"target": "page", **p["issue"]}))
        self.cdp.on("Target.attachedToTarget", self._attached)
        self.cdp.on("Target.receivedMessageFromTarget", self._from_target)
        self.cdp.send("Audits.enable")
        self.cdp.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": False,
                                               "flatten": False})
        self.targets: dict[str, str] = {}

    def _attached(self, params: dict[str, Any]) -> None:
        info = params["targetInfo"]
        self.targets[params["sessionId"]] = info["type"]
        self.cdp.send("Target.sendMessageToTarget", {
            "sessionId": params["sessionId"], "message": json.dumps({"id": 1, "method": "Audits.enable"})})

    def _from_target(self, params: dict[str, Any]) -> None:
        message = json.loads(params["message"])
        if message.get("method") == "Audits.issueAdded":
            kind = self.targets.get(params["sessionId"], "?")
            self.issues.append({"target": kind, **message["params"]["issue"]})

    def open(self, url: str, timeout_ms: int = TIMEOUT_MS) -> dict[str, Any]:
        """Navigates to *url*, waits for body[data-ready]; returns the probe's figures."""
        self.page.goto(url, wait_until="commit")
        self.page.wait_for_selector("body[data-ready='1']", state="attached", timeout=timeout_ms)
        time.sleep(SETTLE_S)
        probe: dict[str, Any] = self.page.evaluate("window.__glue")
        ready = probe["readyAt"]
        before = [(start, duration) for start, duration in probe["longtasks"] if start < ready]
        return {
            "ready_ms": ready,
            "longtasks": len(before),
            "longest_ms": max((d for _, d in before), default=0.0),
            "blocking_ms": sum(max(0.0, d - 50) for _, d in before),
            "raf_gap_ms": probe["maxGap"],
            "first_frame_ms": probe["firstFrame"],
            "frames": probe["frames"],
            "longtask_supported": probe["longtaskSupported"],
            "worker_pyscript": self.page.evaluate("document.body.dataset.workerPyscript"),
        }

    def check_messages(self) -> dict[str, Any]:
        """Clicks the first data-action button and waits for every message path (see the worker)."""
        action = self.page.get_attribute("#app [data-action]", "data-action")
        self.page.click("#app [data-action]")
        found: dict[str, Any] = {"clicked": action}
        for key, selector in (("echo", "data-echo"), ("ping", "data-ping"), ("note", "data-note"),
                              ("note_result", "data-note-result"), ("later", "data-later")):
            try:
                self.page.wait_for_selector(f"body[{selector}]", state="attached", timeout=5_000)
                found[key] = self.page.get_attribute("body", selector)
            except Exception:  # noqa: BLE001 - a path that does not work is a finding
                found[key] = None
        return found

    def close(self) -> None:
        self.context.close()


def issue_summary(issues: list[dict[str, Any]]) -> list[str]:
    """One line per distinct issue: target, code, type, where."""
    lines = []
    for issue in issues:
        details = next(iter(issue.get("details", {}).values()), {})
        where = details.get("sourceCodeLocation", {})
        kind = (details.get("type") or details.get("violationType")
                or details.get("contentSecurityPolicyViolationType") or "")
        place = f"{where.get('url', '').rsplit('/', 1)[-1]}:{where.get('columnNumber', '')}" if where else ""
        extra = " (warning)" if details.get("isWarning") else ""
        lines.append(f"{issue['target']}: {issue['code']} {kind}{extra} {place}".rstrip())
    return sorted(set(lines))


def classify(path: str) -> str:
    if path.startswith("/vendor/pyodide-") or path in WORKER_FILES:
        return "worker"
    if path.startswith(CONTENT_PREFIXES):
        return "content"
    return "glue"


# --- the runs -------------------------------------------------------------------------------------

def calibrate(playwright: Any, base: str, scratch: Path) -> dict[str, Any]:
    session = Session(playwright, scratch / "calibrate")
    try:
        figures = session.open(f"{base}/calibrate.html")
        figures["issues"] = issue_summary(session.issues)
        probe = session.page.evaluate("window.__glue")
        figures["all_longtasks"] = [round(d) for _, d in probe["longtasks"]]
    finally:
        session.close()
    return figures


def measure(site: Path, variants: list[str], runs: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    counter = ByteCounter()
    counter.install()
    server, base = serve_site(site)
    scratch = Path(tempfile.mkdtemp(prefix="tavolo-glue-"))
    results: dict[str, Any] = {"runs": {v: [] for v in variants}, "bytes": {}, "messages": {},
                               "issues": {}, "console": {}, "csp": {}}
    try:
        with sync_playwright() as playwright:
            results["calibration"] = calibrate(playwright, base, scratch)
            counter.take()
            for run in range(runs):
                order = variants if run % 2 == 0 else variants[::-1]
                for variant in order:
                    profile = scratch / f"{variant}-{run}"
                    session = Session(playwright, profile)
                    try:
                        figures = session.open(f"{base}/{VARIANTS[variant]}")
                        sent, requests = counter.take()
                        figures["bytes"] = {kind: sum(v for p, v in sent.items() if classify(p) == kind)
                                            for kind in ("glue", "worker", "content")}
                        results["runs"][variant].append(figures)
                        if run == 0:
                            results["bytes"][variant] = {p: (sent[p], requests[p]) for p in sorted(sent)}
                            results["messages"][variant] = session.check_messages()
                        results["issues"].setdefault(variant, set()).update(issue_summary(session.issues))
                        results["console"].setdefault(variant, set()).update(session.console)
                    finally:
                        session.close()
                        counter.take()
                        shutil.rmtree(profile, ignore_errors=True)
                    print(f"  run {run + 1}/{runs} {variant:2}: ready {figures['ready_ms']:6.0f} ms, "
                          f"long tasks {figures['longtasks']} (longest {figures['longest_ms']:.0f} ms), "
                          f"rAF gap {figures['raf_gap_ms']:.0f} ms", flush=True)
            server.shutdown()
            server = None
            results["csp"] = csp_checks(playwright, site, variants, scratch)
    finally:
        if server is not None:
            server.shutdown()
        shutil.rmtree(scratch, ignore_errors=True)
    for key in ("issues", "console"):
        results[key] = {v: sorted(lines) for v, lines in results[key].items()}
    return results


def csp_policies() -> dict[str, str]:
    production = production_csp()  # no 'unsafe-eval' since the app runs on polyscript's XWorker
    with_eval = production.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'", 1)
    return {"with 'unsafe-eval'": with_eval, "production (no 'unsafe-eval')": production}


def csp_checks(playwright: Any, site: Path, variants: list[str], scratch: Path) -> dict[str, Any]:
    """Each variant under each policy once: booted or not, and what the console said."""
    found: dict[str, Any] = {}
    for label, policy in csp_policies().items():
        server, base = serve_site(site, policy)
        try:
            for variant in variants:
                session = Session(playwright, scratch / f"csp-{variant}")
                try:
                    try:
                        figures = session.open(f"{base}/{VARIANTS[variant]}", timeout_ms=CSP_TIMEOUT_S * 1000)
                        booted, ready = True, round(figures["ready_ms"])
                        messages = session.check_messages()
                    except Exception:  # noqa: BLE001 - not booting is the finding
                        booted, ready, messages = False, None, None
                    found[f"{variant} | {label}"] = {
                        "booted": booted, "ready_ms": ready, "messages": messages,
                        "console": sorted(set(session.console)),
                        "issues": issue_summary(session.issues)}
                finally:
                    session.close()
                    shutil.rmtree(scratch / f"csp-{variant}", ignore_errors=True)
        finally:
            server.shutdown()
    return found


# --- the report -----------------------------------------------------------------------------------

def report(site: Path, results: dict[str, Any], variants: list[str], versions: dict[str, str]) -> dict[str, Any]:
    calibration = results["calibration"]
    print("\ncalibration (busy loops of 300 and 120 ms on the main thread):")
    print(f"  long tasks reported: {calibration['all_longtasks']} ms "
          f"(PerformanceObserver longtask supported: {calibration['longtask_supported']}); "
          f"longest rAF gap {calibration['raf_gap_ms']:.0f} ms over {calibration['frames']} frames")
    print(f"  issues: {calibration['issues'] or 'none'}")

    keys = ("ready_ms", "longtasks", "longest_ms", "blocking_ms", "raf_gap_ms")
    medians = {v: {k: statistics.median(r[k] for r in results["runs"][v]) for k in keys} for v in variants}
    bytes_median = {v: {k: statistics.median(r["bytes"][k] for r in results["runs"][v])
                        for k in ("glue", "worker", "content")} for v in variants}
    runs = len(results["runs"][variants[0]])
    print(f"\nmedians of {runs} cold runs (fresh profile each, interleaved; loopback, uncompressed bytes)")
    print("| variant | ready (ms) | long tasks | longest (ms) | blocking >50 ms (ms) | max rAF gap (ms) "
          "| glue bytes | worker bytes | content bytes | pyscript module in worker |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for v in variants:
        m, b = medians[v], bytes_median[v]
        flags = "/".join(sorted({str(r["worker_pyscript"]) for r in results["runs"][v]}))
        print(f"| {LABELS[v]} | {m['ready_ms']:.0f} | {m['longtasks']:.0f} | {m['longest_ms']:.0f} "
              f"| {m['blocking_ms']:.0f} | {m['raf_gap_ms']:.0f} | {b['glue']:,.0f} | {b['worker']:,.0f} "
              f"| {b['content']:,.0f} | {flags} |")
    print("\nall runs, ms to ready:")
    for v in variants:
        print(f"  {v:2}: {[round(r['ready_ms']) for r in results['runs'][v]]}  "
              f"longest task {[round(r['longest_ms']) for r in results['runs'][v]]}  "
              f"rAF gap {[round(r['raf_gap_ms']) for r in results['runs'][v]]}")

    print("\nfiles of the first run (bytes sent, requests), by part; the glue gzipped (-6, as a host that"
          " compresses text types would send it)")
    glue_gzip = {}
    for v in variants:
        glue_gzip[v] = sum(compressed_size(site / path.lstrip("/")) for path in results["bytes"][v]
                           if classify(path) == "glue")
        print(f"  {LABELS[v]}: glue {sum(n for p, (n, _) in results['bytes'][v].items() if classify(p) == 'glue'):,}"
              f" bytes, gzipped {glue_gzip[v]:,}")
        for path, (sent, count) in results["bytes"][v].items():
            print(f"    {classify(path):7} {sent:>10,} x{count}  {path}")

    print("\nmessage paths (first run; None = did not arrive within 5 s)")
    for v in variants:
        print(f"  {v:2}: {results['messages'][v]}")
    print("\nChromium issues (CDP Audits.issueAdded, page and worker targets, all runs)")
    for v in variants:
        print(f"  {v:2}: {results['issues'][v] or 'none'}")
    print("\nconsole messages (all runs)")
    for v in variants:
        print(f"  {v:2}: {results['console'][v] or 'none'}")
    print("\nCSP (one cold run each)")
    for label, policy in csp_policies().items():
        print(f"  {label}: {policy}")
    for key, found in results["csp"].items():
        print(f"  {key}: booted={found['booted']} ready_ms={found['ready_ms']} messages={found['messages']}")
        for line in found["console"]:
            print(f"      console {line[:400]}")
        for line in found["issues"]:
            print(f"      issue   {line}")
    return {"versions": versions, "medians": medians, "bytes_median": bytes_median, "glue_gzip": glue_gzip, **results}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="cold runs per variant (median; default 5)")
    parser.add_argument("--variants", default="a,b,a0,ap", help="comma-separated, of a, b, a0, ap (default: all)")
    parser.add_argument("--json", type=Path, help="also write the results here")
    args = parser.parse_args(argv)
    variants = [v for v in args.variants.split(",") if v]
    unknown = set(variants) - set(VARIANTS)
    if unknown:
        parser.error(f"unknown variants: {', '.join(sorted(unknown))}")
    with tempfile.TemporaryDirectory(prefix="tavolo-glue-site-") as folder:
        site, versions = build(Path(folder) / "dist")
        print(f"runtime {versions}; {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
        summary = report(site, measure(site, variants, args.runs), variants, versions)
    print(f"\nload average after the runs {os.getloadavg()[0]:.1f}")
    if args.json:
        args.json.write_text(json.dumps(summary, indent=1, default=list))
    return 0


if __name__ == "__main__":
    sys.exit(main())
