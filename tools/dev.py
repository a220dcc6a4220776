#!/usr/bin/env python3
"""The two commands a newcomer needs (standard library only).

    python3 tools/dev.py play   install the runtime (npm ci), build dist/, serve http://localhost:8000
    python3 tools/dev.py test   install the test tools (a .venv, Debian's chromium if missing),
                                build, and run the whole suite (unit, rules, AI, browser, lint, types)

Extra arguments after ``test`` go to pytest (e.g. ``python3 tools/dev.py test -k scopa``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"


def run(command: list[str], **kwargs: object) -> None:
    print("+ " + " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT, **kwargs)  # type: ignore[call-overload]


def npm_install() -> None:
    """Installs the pinned runtime (Pyodide, PyScript) from package-lock.json."""
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("npm is missing: install Node.js and npm (Debian: apt-get install nodejs npm)")
    marker = ROOT / "node_modules" / ".package-lock.json"
    lock = ROOT / "package-lock.json"
    if marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime:
        return
    run([npm, "ci", "--no-audit", "--no-fund"])


def build() -> None:
    run([sys.executable, str(ROOT / "tools" / "build_site.py")])


def ensure_chromium() -> None:
    """Installs Debian's chromium when no Chromium is on this machine."""
    if os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser"):
        return
    apt = ["apt-get"] if os.geteuid() == 0 else ["sudo", "apt-get"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run([*apt, "update", "-qq"], env=env)
    run([*apt, "install", "-y", "-qq", "chromium"], env=env)


def venv_python() -> Path:
    """The project's virtual environment with the test extra installed (created on first use)."""
    python = VENV / "bin" / "python"
    stamp = VENV / ".installed"
    if not python.exists():
        venv.EnvBuilder(with_pip=True).create(VENV)
    if not stamp.exists() or stamp.stat().st_mtime < (ROOT / "pyproject.toml").stat().st_mtime:
        run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", ".[test]"])
        stamp.touch()
    return python


def play() -> int:
    npm_install()
    build()
    return subprocess.call([sys.executable, str(ROOT / "tools" / "serve.py"), "--port", "8000"], cwd=ROOT)


def parallel_args(pytest_args: list[str]) -> list[str]:
    """pytest-xdist's options unless the arguments choose their own: on two or more cores, two
    workers, the browser tests all on one of them (tests/e2e/conftest.py groups them) and the rest
    of the suite beside them (about a third less time on a 2-core machine)."""
    if (os.cpu_count() or 1) < 2 or "no:xdist" in pytest_args or any(
            arg.startswith(("-n", "--numprocesses", "--dist")) for arg in pytest_args):
        return []
    return ["-n", "2", "--dist", "loadgroup"]


def test(pytest_args: list[str]) -> int:
    npm_install()
    ensure_chromium()
    python = venv_python()
    return subprocess.call([str(python), "-m", "pytest", *parallel_args(pytest_args), *pytest_args], cwd=ROOT)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test"):
        print(__doc__)
        return 2
    return play() if argv[0] == "play" else test(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
