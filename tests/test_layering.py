"""Architecture checks: the pure core never imports browser modules or the global random."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "pyapp"
BROWSER_MODULES = {"js", "pyscript", "pyodide"}
GLUE = {"browser.py"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def python_files() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_only_the_glue_imports_browser_modules() -> None:
    offenders = [str(path.relative_to(PACKAGE)) for path in python_files()
                 if path.name not in GLUE and imported_modules(path) & BROWSER_MODULES]
    assert offenders == []


def test_the_glue_is_the_only_module_allowed_to_and_does_use_the_browser() -> None:
    assert imported_modules(PACKAGE / "browser.py") & BROWSER_MODULES


def test_nothing_uses_the_global_random_generator() -> None:
    offenders = []
    for path in python_files():
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random" \
                    and node.attr not in ("Random",):
                offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno} random.{node.attr}")
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                bad = [alias.name for alias in node.names if alias.name != "Random"]
                if bad:
                    offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno} from random import {bad}")
    assert offenders == []


def test_engine_modules_use_only_the_standard_library() -> None:
    import sys

    allowed = set(sys.stdlib_module_names) | {"pyapp", "__future__"}
    offenders = {str(path.relative_to(PACKAGE)): sorted(imported_modules(path) - allowed)
                 for path in python_files() if path.name not in GLUE}
    assert {name: mods for name, mods in offenders.items() if mods} == {}
