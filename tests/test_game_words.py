"""Each game's own words (``pyapp.games.Game.message_prefixes``) are read by its own code only: the site
ships them with the game (``tools/bundles.py``), so a screen of the core that read one would fail on a
visit that has not loaded the game (tests/test_build.py shows that failure is loud)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from pyapp.games import GAMES, find_game, message_game

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "pyapp"


def key_literals(path: Path) -> list[tuple[int, str]]:
    """The string constants of the module at *path* that may be (or begin) a message key: a whole
    string, or the text an f-string begins with."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
            node = node.values[0]
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and "." in node.value \
                and " " not in node.value:
            found.append((node.lineno, node.value))
    return found


def readers(game: str) -> tuple[str, ...]:
    """The folders (``pyapp/ui/briscola``) whose code runs only with *game*'s part loaded: its own
    packages', and those of its variants (loaded after it)."""
    names = [entry.name for entry in GAMES if game in entry.needs()]
    return tuple(package.replace(".", "/") + "/" for name in names for package in find_game(name).packages())


def test_a_games_own_words_are_read_by_its_own_code_only() -> None:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if relative == "pyapp/games.py":  # the registry, which names the prefixes
            continue
        for line, value in key_literals(path):
            game = message_game(value)
            if game and not relative.startswith(readers(game)):
                wrong.append(f"{relative}:{line}: {value!r} is {game}'s")
    assert not wrong, "\n".join(wrong)


def test_every_games_own_words_are_read_by_its_code() -> None:
    # The check above sees the keys: each game's prefixes are in its code's literals.
    english = json.loads((PACKAGE / "i18n/locales/en/messages.json").read_text(encoding="utf-8"))
    for game in GAMES:
        if not game.message_prefixes or not game.screen:
            continue
        literals = {value for folder in readers(game.name) for path in (ROOT / folder).rglob("*.py")
                    for _line, value in key_literals(path)}
        assert [value for value in literals if message_game(value) == game.name], game.name
        assert [key for key in english if message_game(key) == game.name], game.name
