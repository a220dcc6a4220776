"""The scripts of benchmarks/: each loaded as a module for its tests (the scripts are not a package),
and the smoke run of each (a few positions, a run of 1) that shows it still runs as shipped:
tests/test_benchmarks_smoke.py runs the ones that need no browser, tests/e2e/test_benchmarks_browser.py
the others."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = ROOT / "benchmarks"

# Modules the scripts import, with no command of their own.
HELPERS = ("playing.py", "task_trace.py")

# The smoke runs: per script, its command lines (the arguments after the interpreter; "{tmp}" is a
# fresh folder, the working directory). A script's own arguments, as its docstring gives them; what
# each costs on a quiet 2-core machine is noted beside it. A script with a browser part (fuzz.py) has
# runs in both groups.
SMOKE: dict[str, list[list[str]]] = {
    "ai_speed.py": [["{bench}/ai_speed.py", "--positions", "2"]],  # 7 s
    "arena_logs.py": [  # 2 s: three tiny arena runs, compared and pooled
        ["-m", "pyapp.arena", "scopa", "--a", "random", "--b", "heuristic", "--matches", "2", "--seed", "1",
         "--log", "{tmp}/first.jsonl"],
        ["-m", "pyapp.arena", "scopa", "--a", "easy", "--b", "heuristic", "--matches", "2", "--seed", "1",
         "--log", "{tmp}/second.jsonl"],
        ["-m", "pyapp.arena", "scopa", "--a", "random", "--b", "heuristic", "--matches", "2", "--seed", "2",
         "--log", "{tmp}/other-seed.jsonl"],
        ["{bench}/arena_logs.py", "compare", "{tmp}/first.jsonl", "{tmp}/second.jsonl"],
        ["{bench}/arena_logs.py", "pool", "{tmp}/first.jsonl", "{tmp}/other-seed.jsonl"],
    ],
    "briscola_playouts.py": [["{bench}/briscola_playouts.py", "--seconds", "0.2"]],  # 6 s
    "briscola_variants.py": [["{bench}/briscola_variants.py", "--a", "expert:worlds=2", "--b", "baseline",
                              "--matches", "2"]],  # 1 s
    "fuzz.py": [["{bench}/fuzz.py", "--count", "5", "--family", "records", "urls", "bot"]],  # 3 s
    "minchiate_setup.py": [["{bench}/minchiate_setup.py", "--deals", "1"]],  # 1 s
    "random_play.py": [["{bench}/random_play.py", "--seconds", "0.2"]],  # 3 s
    "scopa_headroom.py": [["{bench}/scopa_headroom.py", "--pairing", "seen-all", "--matches", "1"]],  # 3 s
    "scopa_inference.py": [["{bench}/scopa_inference.py", "--matches", "1", "--runs", "1", "--share", "0.05"]],  # 11 s
    "scopa_variants.py": [["{bench}/scopa_variants.py", "--a", "expert:worlds=2", "--b", "heuristic",
                           "--matches", "1"]],  # 2 s
    "scopone_search.py": [["{bench}/scopone_search.py", "--deals", "1"]],  # 4 s
    "tressette_conventions.py": [["{bench}/tressette_conventions.py", "--positions", "3",
                                  "--levels", "heuristic,hard"]],  # 2 s
    "tressette_playouts.py": [["{bench}/tressette_playouts.py", "--seconds", "0.2"]],  # 6 s
}
BROWSER_SMOKE: dict[str, list[list[str]]] = {  # each builds the site itself, as shipped (~3 min in all)
    "ai_browser.py": [["{bench}/ai_browser.py", "--game", "minchiate", "--level", "expert", "--positions", "2",
                       "--first-plays", "--dist", "{tmp}/dist"]],  # 26 s
    "card_loading.py": [["{bench}/card_loading.py", "--runs", "1"]],  # 9 s
    "fuzz.py": [["{bench}/fuzz.py", "--family", "browser", "--pages", "2"]],  # browser family: 102 s at load 27
    "load.py": [["{bench}/load.py", "--runs", "1", "--skip-memory"]],  # 50 s
    "main_thread.py": [["{bench}/main_thread.py", "--runs", "1", "--moves", "1"]],  # 43 s
    "responsiveness.py": [["{bench}/responsiveness.py", "--runs", "1"]],  # 32 s
    "start_shift.py": [["{bench}/start_shift.py", "--rates", "4", "--runs", "1"]],  # 2 visits
}


def load_script(name: str) -> ModuleType:
    """benchmarks/*name*.py, imported under *name*."""
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def scripts() -> set[str]:
    """Every file of benchmarks/ that is a script (not a helper module)."""
    return {path.name for path in BENCHMARKS.glob("*.py")} - set(HELPERS)


def run_smoke(commands: list[list[str]], folder: Path, timeout: float) -> list[str]:
    """Runs *commands* one after another in *folder* (this checkout's Python, no PYTHONPATH: each
    script finds the package itself; ``-m`` commands get the checkout on their path); returns their
    outputs, or fails with what a failing one printed."""
    outputs = []
    for command in commands:
        argv = [part.replace("{tmp}", str(folder)).replace("{bench}", str(BENCHMARKS)) for part in command]
        env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
        if argv[0] == "-m":
            env["PYTHONPATH"] = str(ROOT)
        done = subprocess.run([sys.executable, *argv], cwd=folder, env=env, capture_output=True, text=True,
                              timeout=timeout, check=False)
        assert done.returncode == 0, \
            f"{' '.join(command)} exited {done.returncode}:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
        assert done.stdout.strip(), f"{' '.join(command)} printed nothing"
        outputs.append(done.stdout)
    return outputs
