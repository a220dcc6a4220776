#!/usr/bin/env python3
"""Audits the built site: Lighthouse 12.2.3 (mobile and desktop) and axe-core, in the system Chromium.

    .venv/bin/python tools/audit.py [--no-build] [--dist dist] [--check] [--json .audit/report.json]
                                    [--netlify-toml FILE]

The audit tools are pinned in tools/audit-npm/ (package.json + package-lock.json) and installed
on demand into .audit/ (gitignored) with ``npm ci`` -- not into the project's node_modules, so
the play and test commands (``npm ci`` of the runtime only) stay small and fast: the audit tools
are 146 npm packages, 110 MB.  Lighthouse 12.2.3 because 13 needs Node 22.

The site is built into .audit/dist (or --dist with --no-build), served with netlify.toml's
headers (or another checkout's, ``--netlify-toml``, to audit an earlier build), and audited on the
start screen and the Scopa table:

* Lighthouse: accessibility, best practices, SEO, performance; prints the scores, Total Blocking
  Time with the long tasks behind it, and every failed audit;
* axe-core (WCAG 2.0/2.1 A and AA, best practices) through ``page.evaluate`` (the CSP blocks
  injected script tags), also on a capture choice and on the "new version" notice (a real
  update: the served site is changed and re-stamped, then restored).

Targets (issue #18; ``--check`` exits 1 when one is missed): performance >= 90 on mobile and >= 98
on desktop, Total Blocking Time <= 150 ms on mobile, accessibility 100, best practices 100, SEO
100, no axe violation.  Best practices is also printed without the ``deprecations`` audit
(Pyodide probes SharedArrayBuffer, which Chromium reports as deprecated without cross-origin
isolation: on the page before #18, in the worker since).  Performance depends on the machine's
load: audit on a quiet machine.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
AUDIT = ROOT / ".audit"
PINNED = ROOT / "tools" / "audit-npm"
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402
import serve  # noqa: E402

CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"]
PAGES = {"start": "/", "scopa": "/index.html?game=scopa&seed=7"}
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
KNOWN_PYODIDE_AUDITS = {"deprecations"}  # SharedArrayBuffer probe in pyodide.asm.mjs


def find_chromium() -> str:
    found = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not found:
        sys.exit("Chromium not found: install Debian's chromium or set $CHROMIUM")
    return found


def install_tools() -> Path:
    """Installs the pinned Lighthouse and axe-core into .audit/ unless they are there already."""
    AUDIT.mkdir(exist_ok=True)
    lock = PINNED / "package-lock.json"
    marker = AUDIT / "node_modules" / ".package-lock.json"
    installed = AUDIT / "package-lock.json"
    if not (marker.exists() and installed.exists() and installed.read_bytes() == lock.read_bytes()):
        npm = shutil.which("npm")
        if npm is None:
            sys.exit("npm is missing: install Node.js and npm")
        shutil.copy2(PINNED / "package.json", AUDIT / "package.json")
        shutil.copy2(lock, installed)
        print("+ npm ci (audit tools into .audit/)", flush=True)
        subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=AUDIT, check=True)
    return AUDIT / "node_modules"


def lighthouse(modules: Path, url: str, preset: str, out: Path) -> dict[str, Any]:
    """Runs Lighthouse on *url*; returns its JSON report."""
    command = ["node", str(modules / "lighthouse" / "cli" / "index.js"), url,
               f"--chrome-flags={' '.join(CHROME_FLAGS)}", f"--only-categories={','.join(CATEGORIES)}",
               "--output=json", f"--output-path={out}", "--quiet"]
    if preset == "desktop":
        command.append("--preset=desktop")
    env = {**os.environ, "CHROME_PATH": find_chromium()}
    out.unlink(missing_ok=True)
    for _attempt in range(3):  # on a busy machine a DevTools call (Network.getResponseBody) can time out
        if subprocess.run(command, env=env, cwd=AUDIT, timeout=600).returncode == 0:
            return dict(json.loads(out.read_text()))
    raise RuntimeError(f"Lighthouse failed three times on {url}")


def summarise_lighthouse(report: dict[str, Any]) -> dict[str, Any]:
    audits = report["audits"]
    scores = {name: round(100 * (report["categories"][name]["score"] or 0)) for name in CATEGORIES}
    failed = {}
    for name in CATEGORIES:
        for ref in report["categories"][name]["auditRefs"]:
            audit = audits[ref["id"]]
            scored = ref["weight"] > 0 and audit["score"] is not None
            if scored and audit["score"] < 1 and name != "performance":
                failed[ref["id"]] = f"{name}: {audit['title']} ({audit.get('displayValue', '')})".strip()
    long_tasks = []
    for item in (audits.get("long-tasks", {}).get("details") or {}).get("items", [])[:5]:
        long_tasks.append(f"{item.get('duration', 0):.0f} ms at {item.get('startTime', 0):.0f} ms: "
                          f"{item.get('url')}")
    best = report["categories"]["best-practices"]
    weights = {ref["id"]: ref["weight"] for ref in best["auditRefs"] if ref["weight"] > 0}
    counted = {key: weight for key, weight in weights.items() if key not in KNOWN_PYODIDE_AUDITS}
    best_without_known = round(100 * sum(w * (audits[k]["score"] or 0) for k, w in counted.items())
                               / sum(counted.values()))
    metric = {key: audits[key].get("numericValue") for key in
              ("first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "speed-index",
               "interactive", "max-potential-fid", "total-byte-weight")}
    return {"scores": scores, "best_practices_without_pyodide_deprecation": best_without_known,
            "metrics": metric, "failed": failed, "long_tasks": long_tasks,
            "mainthread": (audits.get("mainthread-work-breakdown") or {}).get("displayValue")}


def axe(base: str, site: Path) -> dict[str, Any]:
    """Runs axe-core on the start screen, the Scopa table, a capture choice and the update notice."""
    import tempfile

    from playwright.sync_api import sync_playwright

    source = (AUDIT / "node_modules" / "axe-core" / "axe.min.js").read_text()
    results: dict[str, Any] = {}

    def run(page: Any, name: str) -> None:
        page.evaluate(source + "\n;0")  # DevTools evaluation: not subject to the page's CSP
        outcome = page.evaluate(f"axe.run(document, {{runOnly: {json.dumps(AXE_TAGS)}}})")
        results[name] = {
            "violations": [{"id": v["id"], "impact": v["impact"], "help": v["help"],
                            "nodes": len(v["nodes"])} for v in outcome["violations"]],
            "passes": len(outcome["passes"]), "incomplete": [v["id"] for v in outcome["incomplete"]]}

    def ready(page: Any, what: str = "data-ready") -> None:
        page.wait_for_selector(f"body[{what}='1']", state="attached", timeout=120_000)

    with sync_playwright() as playwright, tempfile.TemporaryDirectory(prefix="tavolo-axe-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=find_chromium(), args=CHROME_FLAGS[1:], headless=True)
        page = context.pages[0]
        for name, path in PAGES.items():
            page.goto(base + path)
            ready(page)
            run(page, name)
        # A capture choice: a hand card that can capture in several ways.
        page.goto(base + "/index.html?game=scopa&seed=3&speed=0")
        page.wait_for_selector("#app:not([data-busy]) .game[data-phase='human']", timeout=120_000)
        several = page.locator("#app .hand [data-action^='hand:']:not([data-options='1'])")
        if several.count():
            several.first.click()
            page.wait_for_selector("#app .game[data-selected]", timeout=30_000)
            run(page, "capture-choice")
        else:
            print("  (no capture choice on this deal's first turn: not audited)")
        # The "new version" notice, for real: a changed deploy, then the next start offers it.
        ready(page, "data-offline-ready")
        index = site / "index.html"
        original = index.read_text()
        try:
            index.write_text(original.replace("</body>", "<!-- audit: a new deploy -->\n</body>"))
            build_site.stamp_service_worker(site)
            page.reload()
            page.wait_for_selector("#update-notice", timeout=120_000)
            run(page, "update-notice")
        finally:
            index.write_text(original)
            build_site.stamp_service_worker(site)
        context.close()
    return results


def serve_site(site: Path, netlify_toml: Path = serve.ROOT / "netlify.toml") -> tuple[Any, str]:
    server = serve.make_server(site, netlify_toml=netlify_toml)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=AUDIT / "dist", help="site folder (default .audit/dist)")
    parser.add_argument("--no-build", action="store_true", help="audit --dist as it is")
    parser.add_argument("--presets", default="mobile,desktop",
                        help="Lighthouse presets, comma-separated (default mobile,desktop; empty: none)")
    parser.add_argument("--no-axe", action="store_true", help="skip axe-core")
    parser.add_argument("--json", type=Path, default=AUDIT / "report.json", help="summary as JSON")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    parser.add_argument("--netlify-toml", type=Path, default=ROOT / "netlify.toml",
                        help="the headers to serve with (an earlier checkout's, for its build)")
    args = parser.parse_args(argv)

    modules = install_tools()
    site = args.dist if args.no_build else build_site.build(args.dist)
    server, base = serve_site(site, args.netlify_toml)
    summary: dict[str, Any] = {"lighthouse": {}, "axe": {}}
    try:
        for page, path in PAGES.items():
            for preset in filter(None, args.presets.split(",")):
                print(f"lighthouse {preset} {path} ...", flush=True)
                try:
                    report = lighthouse(modules, base + path, preset, AUDIT / f"lighthouse-{page}-{preset}.json")
                except RuntimeError as error:
                    print(f"  {error}", flush=True)
                    summary.setdefault("errors", []).append(str(error))
                    continue
                summary["lighthouse"][f"{page}/{preset}"] = summarise_lighthouse(report)
        if not args.no_axe:
            print("axe-core ...", flush=True)
            summary["axe"] = axe(base, site)
    finally:
        server.shutdown()

    missed = []
    for key, result in summary["lighthouse"].items():
        scores = result["scores"]
        m = result["metrics"]
        print(f"\nLighthouse {key}: performance {scores['performance']}, "
              f"accessibility {scores['accessibility']}, best practices {scores['best-practices']} "
              f"({result['best_practices_without_pyodide_deprecation']} without the Pyodide deprecation), "
              f"SEO {scores['seo']}")
        print(f"  TBT {m['total-blocking-time']:.0f} ms, FCP {m['first-contentful-paint']:.0f} ms, "
              f"LCP {m['largest-contentful-paint']:.0f} ms, TTI {m['interactive']:.0f} ms, "
              f"bytes {m['total-byte-weight']:,.0f}; main thread: {result['mainthread']}")
        for task in result["long_tasks"]:
            print(f"  long task {task}")
        for audit_id, text in result["failed"].items():
            print(f"  failed {audit_id}: {text}")
        mobile = key.endswith("/mobile")
        if scores["accessibility"] < 100 or scores["seo"] < 100 or scores["best-practices"] < 100 \
                or scores["performance"] < (90 if mobile else 98) \
                or (mobile and m["total-blocking-time"] > 150):
            missed.append(f"lighthouse {key}")
    print()
    for name, result in summary["axe"].items():
        print(f"axe {name}: {len(result['violations'])} violations, {result['passes']} passes, "
              f"incomplete: {', '.join(result['incomplete']) or 'none'}")
        for violation in result["violations"]:
            print(f"  {violation['impact']} {violation['id']}: {violation['help']} "
                  f"({violation['nodes']} nodes)")
        if result["violations"]:
            missed.append(f"axe {name}")
    missed += [f"lighthouse run: {error}" for error in summary.get("errors", [])]
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(summary, indent=1))
    print(f"\nsummary written to {args.json}" + (f"; targets missed: {', '.join(missed)}" if missed else ""))
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
