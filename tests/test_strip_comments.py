"""tools/strip_comments.py: the published CSS, JavaScript and Python lose their comments, never
their code, and keep every line where it was."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from strip_comments import strip_comments  # noqa: E402


def test_css_block_comments_go_and_their_lines_stay() -> None:
    text = "/* one\n   two */\n.a { color: red; } /* tail */\n.b::after { content: \"x\"; }\n"
    assert strip_comments(text, ".css") == "\n\n.a { color: red; }\n.b::after { content: \"x\"; }\n"


def test_js_comment_lines_and_trailing_comments_go() -> None:
    text = ("// heading\n"
            "const a = 1;  // why\n"
            "  // indented\n"
            "const url = \"https://example.org/x\";\n")
    assert strip_comments(text, ".js") == "\nconst a = 1;\n\nconst url = \"https://example.org/x\";\n"


def test_js_keeps_what_only_looks_like_a_comment_inside_a_string() -> None:
    for line in ('const s = "a  // b";', "const s = 'a  // b';", "const s = `a  // b`;"):
        assert strip_comments(line, ".js") == line


def test_python_comment_tokens_go_strings_and_docstrings_stay() -> None:
    text = ('"""Doc # not a comment."""\n'
            "# heading\n"
            "x = '# kept'  # noqa: E501\n"
            "await go()  # top-level await, as PyScript runs it\n")
    assert strip_comments(text, ".py") == '"""Doc # not a comment."""\n\nx = \'# kept\'\nawait go()\n'


def test_other_files_are_unchanged() -> None:
    text = '{"a": "/* b */", "c": "// d"}  // e\n'
    assert strip_comments(text, ".json") == text


def test_published_files_keep_their_line_numbers_and_lose_their_comments() -> None:
    for path in sorted((ROOT / "web").iterdir()):
        if path.suffix not in (".css", ".js", ".py"):
            continue
        text = path.read_text()
        stripped = strip_comments(text, path.suffix)
        assert stripped.count("\n") == text.count("\n"), path.name
        assert len(stripped) < len(text), f"{path.name} has comments to leave out"
        if path.suffix == ".py":
            compile(stripped, path.name, "exec", flags=0x2000)  # PyCF_ALLOW_TOP_LEVEL_AWAIT (main.py)
