"""Architecture checks: the layers of ``pyapp`` import only downwards, there is no import circle, a
game's packages import no other game's but the one it is a variant of (a rules engine: only the
core and that game's engine), the registry is the one place that names the games, the pure core
never imports browser modules or the global random, and the engines and AI use the standard
library only."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from pyapp.games import GAME_NAMES, GAMES

PACKAGE = Path(__file__).resolve().parents[1] / "pyapp"
BROWSER_MODULES = {"js", "pyscript", "pyodide"}
GLUE = {"browser.py"}

# The layers, lowest first: a module may import its own layer and the layers below.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("core", ("pyapp", "pyapp.briscola_options", "pyapp.cards", "pyapp.engine", "pyapp.games", "pyapp.house_rules",
              "pyapp.match_of_deals", "pyapp.records", "pyapp.tricks")),
    ("engines", tuple(f"pyapp.{game}" for game in GAME_NAMES)),
    ("ai", ("pyapp.ai",)),
    ("i18n", ("pyapp.i18n",)),
    ("ui", ("pyapp.ui",)),
    ("shells", ("pyapp.browser", "pyapp.cli", "pyapp.bot", "pyapp.arena")),
)
# Each game's packages, one per layer: its rules engine, its players and its screen.
GAME_PACKAGES = {game.name: (f"pyapp.{game.name}", f"pyapp.ai.{game.name}", f"pyapp.ui.{game.name}") for game in GAMES}
# The game each game is a variant of (Scopone of Scopa), whose packages its own may use.
VARIANT_OF = {game.name: game.variant_of for game in GAMES}
# Modules allowed to spell several game names: the registry itself, the card decks (named like the
# games that use them), and the layout of the rules pages (a page per game; test_rules_content checks
# it against the registry).
NAMES_THE_GAMES = {"games.py", "cards.py", "i18n/rules_content.py"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def python_files() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


MODULES = {module_name(path): path for path in python_files()}


def runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node except those under ``if TYPE_CHECKING:`` (imports for the type checker only)."""
    nodes: list[ast.AST] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            stack.extend(node.orelse)
            continue
        nodes.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return nodes


def imported_modules(path: Path) -> set[str]:
    """Top-level names of every module *path* imports (at run time or not)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def pyapp_imports(path: Path) -> set[str]:
    """The pyapp modules *path* imports at run time (``from a import b`` counts ``a.b`` when b is a module)."""
    found: set[str] = set()
    for node in runtime_nodes(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("pyapp"))
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("pyapp") and node.level == 0:
            submodules = {f"{node.module}.{alias.name}" for alias in node.names} & set(MODULES)
            found.update(submodules or {node.module})
    return found


def layer_of(module: str) -> int:
    for index, (_, prefixes) in enumerate(LAYERS):
        if any(module == prefix or module.startswith(prefix + ".") for prefix in prefixes):
            return index
    raise AssertionError(f"{module} is in no layer: add it to LAYERS")


def test_every_module_is_in_a_layer() -> None:
    for module in MODULES:
        layer_of(module)


def test_no_module_imports_upwards_across_layers() -> None:
    offenders = sorted(f"{module} ({LAYERS[layer_of(module)][0]}) imports {imported} ({LAYERS[layer_of(imported)][0]})"
                       for module, path in MODULES.items() for imported in pyapp_imports(path)
                       if layer_of(imported) > layer_of(module))
    assert offenders == []


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def game_of(module: str) -> str | None:
    """The game whose packages hold *module* (None for the core, the shared AI, words, screens and shells)."""
    return next((game for game, packages in GAME_PACKAGES.items() if any(within(module, p) for p in packages)), None)


def test_the_variants_are_registered_games() -> None:
    assert all(base in GAME_NAMES and base != game for game, base in VARIANT_OF.items() if base)


def test_a_games_packages_import_no_other_games_but_the_one_it_is_a_variant_of() -> None:
    offenders = []
    for module, path in MODULES.items():
        game = game_of(module)
        if game is None:
            continue
        allowed = {game, VARIANT_OF[game]}
        offenders += [f"{module} imports {imported}" for imported in pyapp_imports(path)
                      if game_of(imported) not in (None, *allowed)]
    assert offenders == []


def test_a_rules_engine_imports_only_the_core_and_the_engine_of_the_game_it_is_a_variant_of() -> None:
    core = LAYERS[0][1]
    offenders = []
    for game, (engine, _, _) in GAME_PACKAGES.items():
        allowed = (*core, engine, *([f"pyapp.{VARIANT_OF[game]}"] if VARIANT_OF[game] else []))
        for module, path in MODULES.items():
            if within(module, engine):
                offenders += [f"{module} imports {imported}" for imported in pyapp_imports(path)
                              if not any(imported == name if name in core else within(imported, name)
                                         for name in allowed)]
    assert offenders == []


def test_there_is_no_import_circle() -> None:
    graph = {module: pyapp_imports(path) & set(MODULES) for module, path in MODULES.items()}
    circles: list[list[str]] = []
    state: dict[str, str] = {}

    def visit(module: str, trail: list[str]) -> None:
        state[module] = "open"
        for imported in sorted(graph[module]):
            if state.get(imported) == "open":
                circles.append([*trail[trail.index(imported):], imported] if imported in trail else [module, imported])
            elif imported not in state:
                visit(imported, [*trail, imported])
        state[module] = "done"

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    assert circles == []


def test_the_registry_is_the_only_place_that_names_the_games() -> None:
    games = set(GAME_NAMES)
    offenders = []
    for path in python_files():
        where = path.relative_to(PACKAGE).as_posix()
        if where in NAMES_THE_GAMES:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
                elements = node.elts
            elif isinstance(node, ast.Dict):
                elements = [key for key in node.keys if key is not None]
            else:
                elements = []
            named = {element.value for element in elements if isinstance(element, ast.Constant)} & games
            if len(named) > 1:
                offenders.append(f"{where}:{node.lineno} lists the games {sorted(named)}")
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                about_a_game = any(isinstance(side, ast.Name) and side.id == "game"
                                   or isinstance(side, ast.Attribute) and side.attr == "game" for side in sides)
                constants = {side.value for side in sides if isinstance(side, ast.Constant)} & games
                if about_a_game and constants:
                    offenders.append(f"{where}:{node.lineno} compares a game with {sorted(constants)}")
            if isinstance(node, ast.JoinedStr) and any(isinstance(part, ast.FormattedValue) for part in node.values) \
                    and any(isinstance(part, ast.Constant) and "pyapp." in str(part.value) for part in node.values):
                offenders.append(f"{where}:{node.lineno} builds a module path from a name")
    assert offenders == []


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


# The one third-party import of pyapp: the desktop tools' task runner may use Ray (an optional extra,
# imported only when a run asks for a cluster; pyapp/cli/ is never shipped to the browser).
OPTIONAL_IMPORTS = {"cli/workers.py": {"ray"}}


def test_engine_modules_use_only_the_standard_library() -> None:
    allowed = set(sys.stdlib_module_names) | {"pyapp", "__future__"}
    offenders = {str(path.relative_to(PACKAGE)): sorted(imported_modules(path) - allowed
                                                        - OPTIONAL_IMPORTS.get(str(path.relative_to(PACKAGE)), set()))
                 for path in python_files() if path.name not in GLUE}
    assert {name: mods for name, mods in offenders.items() if mods} == {}
