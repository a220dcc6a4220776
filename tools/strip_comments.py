"""Leaves the comments out of the site's hand-written CSS, JavaScript and Python as the build
publishes them (tools/build_site.py): they are for the repository's readers, and the browser
would download them at every first visit.  Every line stays where it was (a comment becomes an
empty line or the end of its line is cut), so line numbers in the browser's console and in
Python tracebacks match the repository.  Standard library only.

* CSS: every ``/* ... */``.
* JavaScript: lines that are only a ``//`` comment, and ``  // ...`` after code when the code
  before it closes all its quotes (the style of web/*.js; block comments are not used there).
* Python: every comment token (``tokenize``); docstrings stay.
"""

from __future__ import annotations

import io
import re
import tokenize

CSS_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
JS_TRAILING_COMMENT = re.compile(r"^(?P<code>.*?\S)  // .*$")


def strip_comments(text: str, suffix: str) -> str:
    """*text* (the contents of a ``.css``, ``.js`` or ``.py`` file) without its comments; other
    suffixes come back unchanged."""
    if suffix == ".css":
        lines = CSS_COMMENT.sub(lambda match: "\n" * match.group().count("\n"), text).split("\n")
    elif suffix == ".js":
        lines = [_strip_js_line(line) for line in text.split("\n")]
    elif suffix == ".py":
        lines = _strip_python(text).split("\n")
    else:
        return text
    return "\n".join(line.rstrip() for line in lines)


def _strip_js_line(line: str) -> str:
    if line.lstrip().startswith("//"):
        return ""
    match = JS_TRAILING_COMMENT.match(line)
    if match and not any(match["code"].count(quote) % 2 for quote in "\"'`"):
        return match["code"]
    return line


def _strip_python(text: str) -> str:
    lines = text.split("\n")
    comments = [token.start for token in tokenize.generate_tokens(io.StringIO(text).readline)
                if token.type == tokenize.COMMENT]
    for row, column in comments:
        lines[row - 1] = lines[row - 1][:column]
    return "\n".join(lines)
