"""Every script of benchmarks/ runs as shipped: each in a smoke run (a few positions, a run of 1),
the ones that need no browser here, the others in tests/e2e/test_benchmarks_browser.py."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from benchmark_scripts import BENCHMARKS, BROWSER_SMOKE, HELPERS, SMOKE, run_smoke, scripts


def test_every_script_has_a_smoke_run() -> None:
    assert scripts() == set(SMOKE) | set(BROWSER_SMOKE)
    for helper in HELPERS:
        assert "__main__" not in (BENCHMARKS / helper).read_text(), f"{helper} is a script: give it a smoke run"


@pytest.mark.parametrize("script", sorted(set(SMOKE) | set(BROWSER_SMOKE)))
def test_the_docstring_gives_the_command(script: str) -> None:
    """The command a script's docstring gives names the script, and the smoke run uses its options."""
    docstring = ast.get_docstring(ast.parse((BENCHMARKS / script).read_text())) or ""
    assert f"benchmarks/{script}" in docstring, f"{script}: its docstring gives no command"
    runs = SMOKE.get(script, []) + BROWSER_SMOKE.get(script, [])
    for command in runs:
        if command[0].endswith(f"/{script}"):
            for option in (part for part in command if part.startswith("--")):
                assert option in docstring, f"{script}: {option} is not in its docstring's command"


@pytest.mark.parametrize("script", sorted(SMOKE))
def test_the_script_runs(script: str, tmp_path: Path) -> None:
    run_smoke(SMOKE[script], tmp_path, timeout=300)
