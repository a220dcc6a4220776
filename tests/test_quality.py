"""The code's own checks, run with the suite: ruff (lint) on the tree, mypy --strict on pyapp."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_finds_nothing() -> None:
    result = run(sys.executable, "-m", "ruff", "check", "--output-format", "concise", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_on_pyapp() -> None:
    result = run(sys.executable, "-m", "mypy")
    assert result.returncode == 0, result.stdout + result.stderr
