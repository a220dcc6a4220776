"""Writes a brotli (``.br``) and a gzip (``.gz``) copy beside each compressible file of the built site,
for hosts that serve precompressed files (``tools/serve.py`` does, as nginx's ``brotli_static`` and
``gzip_static`` or Caddy's ``precompressed`` do): a first visit then downloads what a real host sends.

Compressed by Node's zlib (``tools/precompress.mjs``: the standard library has no brotli), cached in
``node_modules/.cache`` under each file's digest (the runtime's 10 MB take a minute at brotli's highest
quality, once).  A copy is written only when it saves at least :data:`MIN_SAVING` of the file.  The
copies are never in the service worker's list (``tools/build_site.py`` stamps it first): a browser
asks for the file, and the host chooses the copy by ``Accept-Encoding``.  Standard library only.
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Hashable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "tools") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools"))
import node_steps  # noqa: E402  (tools/node_steps.py)

ENCODINGS = {"br": ".br", "gzip": ".gz"}
"""Each content coding the build writes a copy for, and the copy's suffix (the host's preference first)."""
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".py", ".webmanifest", ".zip", ".txt")
"""The suffixes of the files worth compressing (a PNG or a Zstandard bundle is compressed already;
Pyodide's standard library zip holds its files stored, compiled)."""
MIN_SAVING = 0.1
CACHE = ROOT / "node_modules" / ".cache" / "tavolo-precompressed"


class PrecompressError(Exception):
    """Node is missing or failed."""


def is_copy(path: Path) -> bool:
    """Whether *path* is a precompressed copy (``app.js.br``) rather than a file of the site."""
    return path.suffix in ENCODINGS.values()


def compressible(out: Path) -> list[Path]:
    """The files of the site *out* worth compressing, sorted."""
    return sorted(path for path in out.rglob("*") if path.is_file() and path.suffix in COMPRESSIBLE)


def _compress(files: list[Path]) -> dict[Path, tuple[bytes, bytes]]:
    """Each of *files* compressed as (brotli, gzip), from the cache or by one run of Node."""
    script = ROOT / "tools" / "precompress.mjs"
    code = script.read_bytes()
    jobs: dict[Hashable, tuple[str, bytes | Path]] = {
        path: (hashlib.sha256(path.read_bytes() + code).hexdigest()[:24], path) for path in files}
    try:
        made = node_steps.run_cached(script, [], jobs, tuple(ENCODINGS.values()), CACHE)
    except node_steps.NodeStepError as error:
        raise PrecompressError(str(error)) from error
    return {path: (made[path][0].read_bytes(), made[path][1].read_bytes()) for path in files}


def write(out: Path) -> dict[str, int]:
    """Writes the copies beside the compressible files of *out*; returns the bytes of the site's
    files and of what a host sends for them with each coding (a file without a copy as it is)."""
    files = [path for path in compressible(out) if not is_copy(path)]
    totals = {"identity": 0, **dict.fromkeys(ENCODINGS, 0)}
    compressed = _compress(files)
    for path in sorted(path for path in out.rglob("*") if path.is_file() and not is_copy(path)):
        size = path.stat().st_size
        totals["identity"] += size
        for coding, data in zip(ENCODINGS, compressed.get(path, (b"", b"")), strict=True):
            if data and len(data) <= (1 - MIN_SAVING) * size:
                path.with_name(path.name + ENCODINGS[coding]).write_bytes(data)
                totals[coding] += len(data)
            else:
                totals[coding] += size
    return totals
