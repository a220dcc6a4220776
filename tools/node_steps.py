"""Runs a Node script of the build once over many inputs, each input's outputs cached in
``node_modules/.cache`` under a digest of what they depend on (``tools/build_site.py``'s Pyodide steps,
``tools/precompress.py``).  Standard library only."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Hashable
from pathlib import Path


class NodeStepError(Exception):
    """Node is missing, or the script failed."""


def run_cached(script: Path, leading: list[str], jobs: dict[Hashable, tuple[str, bytes | Path]],
               suffixes: tuple[str, ...], cache: Path) -> dict[Hashable, list[Path]]:
    """The outputs (one per suffix of *suffixes*) of each job of *jobs* (key -> (its digest, its input:
    bytes or a file)), from *cache*, or made by one run of ``node SCRIPT LEADING... IN OUT... [IN
    OUT... ...]`` for the jobs not cached yet (written aside, then moved in: never half a file)."""
    outputs = {key: [cache / f"{digest}{suffix}" for suffix in suffixes] for key, (digest, _) in jobs.items()}
    missing = [key for key, paths in outputs.items() if not all(path.exists() for path in paths)]
    if not missing:
        return outputs
    node = shutil.which("node")
    if node is None:
        raise NodeStepError(f"node not found: the build runs {script.name} with Node (npm needs it too)")
    cache.mkdir(parents=True, exist_ok=True)
    arguments: list[str] = []
    temporary: list[Path] = []
    for number, key in enumerate(missing):
        source = jobs[key][1]
        if isinstance(source, bytes):
            data, source = source, cache / f"{os.getpid()}.{number}.input"
            source.write_bytes(data)
            temporary.append(source)
        partials = [path.with_name(f"{path.name}.{os.getpid()}.partial") for path in outputs[key]]
        temporary += partials
        arguments += [str(source), *map(str, partials)]
    try:
        done = subprocess.run([node, str(script), *leading, *arguments], capture_output=True, text=True)
        if done.returncode != 0:
            raise NodeStepError(f"{script.name} failed:\n{done.stderr[-2000:]}")
        for key in missing:
            for path in outputs[key]:
                path.with_name(f"{path.name}.{os.getpid()}.partial").replace(path)
    finally:
        for path in temporary:
            path.unlink(missing_ok=True)
    return outputs
