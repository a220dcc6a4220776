#!/usr/bin/env python3
"""Serves the publish folder locally with the same headers as production (netlify.toml).

    python3 tools/serve.py [--port 8000] [--dir dist]

The browser tests use ``make_server`` too, so they run under the production CSP.  A path no file
can have is answered 400 and a folder without index.html 404: no folder is ever listed.
"""

from __future__ import annotations

import argparse
import contextlib
import fnmatch
import functools
import http.server
import json
import os
import sys
import tomllib
from http import HTTPStatus
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
EXTRA_TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
               ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml", ".json": "application/json",
               ".zst": "application/zstd"}  # the module bundle, sent as it is (never with a Content-Encoding)


def header_rules(netlify_toml: Path = ROOT / "netlify.toml") -> list[tuple[str, dict[str, str]]]:
    """The ``[[headers]]`` rules of netlify.toml as (pattern, headers) pairs."""
    with netlify_toml.open("rb") as handle:
        config = tomllib.load(handle)
    return [(rule["for"], dict(rule.get("values", {}))) for rule in config.get("headers", [])]


def headers_for(path: str, rules: list[tuple[str, dict[str, str]]]) -> dict[str, str]:
    """Headers for a request path: every matching rule, later rules winning per header."""
    merged: dict[str, str] = {}
    for pattern, values in rules:
        if fnmatch.fnmatchcase(path, pattern):
            merged.update(values)
    return merged


CSP_REPORTS = "/csp-report"
"""Where a server that collects the policy's violations asks the browser to report them."""
MAX_REPORT = 65_536
"""Bytes of one violation report kept."""


class Handler(http.server.SimpleHTTPRequestHandler):
    rules: list[tuple[str, dict[str, str]]] = []
    reports: list[dict[str, Any]] | None = None
    """The violation reports received (None: the policy asks for none)."""
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **EXTRA_TYPES}

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        for name, value in headers_for(path, self.rules).items():
            if name == "Content-Security-Policy" and self.reports is not None:
                value = f"{value}; report-uri {CSP_REPORTS}"
            self.send_header(name, value)
        super().end_headers()

    def do_POST(self) -> None:
        """Takes a violation report of the policy (when collecting them); nothing else is posted."""
        if self.reports is None or self.path != CSP_REPORTS:
            self.send_error(HTTPStatus.METHOD_NOT_ALLOWED, "Nothing is posted here")
            return
        body = self.rfile.read(min(int(self.headers.get("Content-Length") or 0), MAX_REPORT))
        try:
            report = json.loads(body)
        except ValueError:
            report = {"unreadable": body[:200].decode("utf-8", "replace")}
        self.reports.append(report.get("csp-report", report) if isinstance(report, dict) else {"report": report})
        self.send_response(HTTPStatus.NO_CONTENT)
        self.end_headers()

    def send_head(self) -> Any:
        """The stdlib's, but a path no file can have (a NUL byte, a lone surrogate) is a 400 instead of
        a traceback and a dropped connection."""
        try:
            return super().send_head()
        except ValueError:  # open() refused the path
            self.send_error(HTTPStatus.BAD_REQUEST, "Bad request path")
            return None

    def list_directory(self, path: str | os.PathLike[str]) -> None:
        """No folder is listed (a folder without index.html is a 404, as on the host)."""
        self.send_error(HTTPStatus.NOT_FOUND, "File not found")

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib signature
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


def pyscript_page_rules(pages: tuple[str, ...]) -> list[tuple[str, dict[str, str]]]:
    """Rules that let test and benchmark *pages* (request paths) run PyScript's core.js on the main
    thread: the site's CSP plus 'unsafe-eval', which core.js needs for its hooks (the site itself,
    whose Python runs in polyscript's XWorker, does not)."""
    policy = headers_for("/index.html", header_rules())["Content-Security-Policy"]
    relaxed = policy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'", 1)
    return [(page, {"Content-Security-Policy": relaxed}) for page in pages]


def own_headers(site: Path) -> Path:
    """The netlify.toml that goes with the publish folder *site*: its checkout's (the folder's
    parent's) when it has one, so that an earlier build is served with the headers it was built
    for; else this checkout's."""
    beside = site.parent / "netlify.toml"
    return beside if beside.exists() else ROOT / "netlify.toml"


class SiteServer(http.server.ThreadingHTTPServer):
    """The threaded server, quiet when a browser leaves in the middle of a file (a reload or a closed
    tab while the runtime downloads): that is the browser's choice, not an error of the site."""

    daemon_threads = True
    verbose = False

    def handle_error(self, request: object, client_address: object) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):  # a broken pipe, a reset connection
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


def make_server(directory: Path, port: int = 0, host: str = "127.0.0.1", verbose: bool = False,
                pyscript_pages: tuple[str, ...] = (),
                netlify_toml: Path = ROOT / "netlify.toml",
                csp_reports: list[dict[str, Any]] | None = None) -> SiteServer:
    """An HTTP server for *directory* with *netlify_toml*'s headers (port 0 = any free port; an
    earlier build is served with its own checkout's file); the *pyscript_pages* (request paths such
    as ``/hello.html``) may run PyScript's core.js.  With a list *csp_reports*, the policy asks the
    browser to report every violation (the page's and its workers') to :data:`CSP_REPORTS`, and each
    report's body (its ``csp-report`` object) is appended to the list."""
    rules = header_rules(netlify_toml) + pyscript_page_rules(pyscript_pages)
    handler = type("SiteHandler", (Handler,), {"rules": rules, "reports": csp_reports})
    server = SiteServer((host, port), functools.partial(handler, directory=str(directory)))
    server.verbose = verbose
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the built site with production headers.")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--dir", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").exists():
        print(f"{args.dir} has no index.html: build first (python3 tools/build_site.py)", file=sys.stderr)
        return 1
    server = make_server(args.dir, args.port, args.host, verbose=True)
    print(f"Tavolo is served at http://localhost:{server.server_address[1]}/ (Ctrl+C to stop)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
