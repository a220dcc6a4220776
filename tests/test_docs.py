"""The documents stay true: the README is a short map, every relative link of the repository's
Markdown reaches a file of the repository (and a heading, when it names one), nothing points at a
path outside it, and the bot protocol's worked examples answer what they show."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README_LIMIT = 150
SKIPPED_FOLDERS = {"node_modules", "dist", "__pycache__"}  # besides hidden ones (.git, .venv, .audit)

FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_DEFINITION = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s.*)?$", re.MULTILINE)
HTML_LINK = re.compile(r"""<(?:a|img)\b[^>]*?\b(?:href|src)\s*=\s*["']([^"']+)["']""", re.IGNORECASE)
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
PARENT_PATH = re.compile(r"(?<![\w./])\.\./[^\s`'\"),\]]*")
LOCAL_ABSOLUTE = re.compile(r"(?<![\w.:/])/(?:work|home|root|Users)/[^\s`'\")]*")  # one machine's folders


def markdown_files() -> list[Path]:
    """Every Markdown file of the checkout (not the installed packages, the builds, hidden folders)."""
    found: list[Path] = []
    for folder, subfolders, files in os.walk(ROOT):
        subfolders[:] = sorted(name for name in subfolders if not name.startswith(".") and name not in SKIPPED_FOLDERS)
        found.extend(Path(folder) / name for name in sorted(files) if name.endswith(".md"))
    return found


MARKDOWN = markdown_files()
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def prose(text: str) -> str:
    """*text* without its fenced code blocks and code spans (where a link is only an example)."""
    return CODE_SPAN.sub("", FENCE.sub("", text))


def links(text: str) -> list[str]:
    """The targets of the Markdown and HTML links of *text*."""
    body = prose(text)
    return [*INLINE_LINK.findall(body), *REFERENCE_DEFINITION.findall(body), *HTML_LINK.findall(body)]


def heading_slugs(path: Path) -> set[str]:
    """The anchors GitHub gives the headings of *path* (lower case, punctuation dropped, spaces to
    hyphens; a repeated heading gets -1, -2 ...)."""
    slugs: set[str] = set()
    for line in FENCE.sub("", path.read_text()).splitlines():
        heading = re.match(r"^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$", line)
        if heading is None:
            continue
        words = CODE_SPAN.sub(lambda span: span.group(2), heading.group(1))
        slug = re.sub(r"[^\w\- ]", "", words.lower()).replace(" ", "-")
        unique, number = slug, 0
        while unique in slugs:
            number += 1
            unique = f"{slug}-{number}"
        slugs.add(unique)
    return slugs


def name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def broken_links(path: Path) -> list[str]:
    """The relative links of *path* that reach no file of the repository (or no heading of it)."""
    problems = []
    for target in links(path.read_text()):
        if not target or SCHEME.match(target):
            continue
        location, _, anchor = target.partition("#")
        resolved = (path.parent / location).resolve() if location else path
        if location.startswith("/"):
            problems.append(f"{target}: an absolute path (links are relative to the file)")
        elif not resolved.is_relative_to(ROOT):
            problems.append(f"{target}: outside the repository")
        elif not resolved.exists():
            problems.append(f"{target}: no such file")
        elif anchor and resolved.suffix == ".md" and anchor not in heading_slugs(resolved):
            problems.append(f"{target}: no heading #{anchor} in {name(resolved)}")
    return problems


def test_the_readme_is_a_map_of_at_most_150_lines() -> None:
    lines = (ROOT / "README.md").read_text().splitlines()
    assert len(lines) <= README_LIMIT, f"README.md has {len(lines)} lines; the limit is {README_LIMIT}"


def test_the_readme_opens_with_the_two_commands() -> None:
    commands = re.findall(r"^python3 tools/dev\.py \w+$", (ROOT / "README.md").read_text(), re.MULTILINE)
    assert commands[:2] == ["python3 tools/dev.py play", "python3 tools/dev.py test"]


def test_the_readme_links_every_document() -> None:
    readme = ROOT / "README.md"
    linked = {(readme.parent / target.partition("#")[0]).resolve() for target in links(readme.read_text())}
    documents = [*DOCUMENTS[1:], ROOT / "benchmarks" / "README.md"]
    assert [name(document) for document in documents if document not in linked] == []


@pytest.mark.parametrize("path", DOCUMENTS, ids=name)
def test_every_relative_link_reaches_a_file_of_the_repository(path: Path) -> None:
    assert broken_links(path) == []


@pytest.mark.parametrize("path", MARKDOWN, ids=name)
def test_no_markdown_points_outside_the_repository(path: Path) -> None:
    """In links, and in code spans too (``../shared/rules/scopa.md`` is not in a clone); nor a folder of
    one machine (``/work/…``, ``/home/…``) anywhere."""
    text = path.read_text()
    outside = [problem for problem in broken_links(path) if "outside" in problem or "absolute" in problem]
    spans = [span.group(2) for span in CODE_SPAN.finditer(FENCE.sub("", text))]
    for span in spans:
        outside.extend(f"`{found}`: outside the repository" for found in PARENT_PATH.findall(span)
                       if not (path.parent / found).resolve().is_relative_to(ROOT))
    outside.extend(f"{found}: a path on one machine" for found in LOCAL_ABSOLUTE.findall(text))
    assert outside == []


def worked_examples() -> list[tuple[str, str]]:
    """The bot protocol's worked examples: each ``sh`` block followed at once by a ``json`` block
    (the replies it prints)."""
    text = (ROOT / "docs" / "bot-protocol.md").read_text()
    blocks = list(re.finditer(r"^```(\w*)\n(.*?)^```$", text, re.MULTILINE | re.DOTALL))
    return [(block.group(2), following.group(2)) for block, following in zip(blocks, blocks[1:])
            if block.group(1) == "sh" and following.group(1) == "json"
            and not text[block.end():following.start()].strip()]


def test_the_bot_protocol_shows_a_worked_example_of_every_game() -> None:
    from pyapp.games import GAME_NAMES

    shown: set[str] = set()
    for command, _ in worked_examples():
        game = re.search(r"python -m pyapp\.bot (\w+)", command)
        assert game is not None, f"not a bot's example: {command}"
        shown.add(game.group(1))
    assert shown == set(GAME_NAMES)


@pytest.mark.parametrize(("command", "replies"), worked_examples(),
                         ids=lambda value: re.sub(r"\W+", "-", value.split("\n")[0])[:60])
def test_the_bot_answers_as_the_worked_example_shows(command: str, replies: str, tmp_path: Path) -> None:
    """The example runs as written (``python`` is this interpreter, in the repository's root)."""
    (tmp_path / "python").symlink_to(sys.executable)
    environment = {**os.environ, "PATH": f"{tmp_path}{os.pathsep}{os.environ.get('PATH', '')}",
                   "PYTHONPATH": str(ROOT)}
    result = subprocess.run(["bash", "-c", command], cwd=ROOT, env=environment, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == replies.strip().splitlines()


def python_examples() -> list[tuple[str, str]]:
    """Every ``python`` block of the README and the documents, with where it is."""
    examples = []
    for path in DOCUMENTS:
        for number, block in enumerate(re.findall(r"^```python\n(.*?)^```$", path.read_text(),
                                                  re.MULTILINE | re.DOTALL), 1):
            examples.append((f"{name(path)}-{number}", block))
    return examples


@pytest.mark.parametrize(("where", "code"), python_examples(), ids=[where for where, _ in python_examples()])
def test_every_python_example_runs(where: str, code: str) -> None:
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
