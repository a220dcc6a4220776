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
import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
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
    script = (ROOT / "tools" / "precompress.mjs").read_bytes()
    keys = {path: hashlib.sha256(path.read_bytes() + script).hexdigest()[:24] for path in files}
    missing = [path for path in files if not (CACHE / f"{keys[path]}.gz").exists()]
    if missing:
        node = shutil.which("node")
        if node is None:
            raise PrecompressError("node not found: the build compresses the site with Node's zlib")
        CACHE.mkdir(parents=True, exist_ok=True)
        triples = []
        for path in missing:
            stem = CACHE / f"{keys[path]}.{os.getpid()}"
            triples += [str(path), f"{stem}.br.partial", f"{stem}.gz.partial"]
        try:
            done = subprocess.run([node, str(ROOT / "tools" / "precompress.mjs"), *triples],
                                  capture_output=True, text=True)
            if done.returncode != 0:
                raise PrecompressError(f"precompress.mjs failed:\n{done.stderr[-2000:]}")
            for path in missing:  # the .gz last: its presence says both are there
                stem = CACHE / f"{keys[path]}.{os.getpid()}"
                Path(f"{stem}.br.partial").replace(CACHE / f"{keys[path]}.br")
                Path(f"{stem}.gz.partial").replace(CACHE / f"{keys[path]}.gz")
        finally:
            for name in triples[1::3] + triples[2::3]:
                Path(name).unlink(missing_ok=True)
    return {path: ((CACHE / f"{keys[path]}.br").read_bytes(), (CACHE / f"{keys[path]}.gz").read_bytes())
            for path in files}


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
