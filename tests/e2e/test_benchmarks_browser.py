"""The browser benchmarks of benchmarks/ run as shipped: each in a smoke run (a run of 1, a few
positions or moves), building the site itself as its docstring's command does (in the browser
group: tests/e2e/conftest.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmark_scripts import BROWSER_SMOKE, run_smoke  # noqa: E402


@pytest.mark.parametrize("script", sorted(BROWSER_SMOKE))
def test_the_benchmark_runs(script: str, tmp_path: Path) -> None:
    run_smoke(BROWSER_SMOKE[script], tmp_path, timeout=600)
