"""The page's URL: a route's query reopens it, and building one costs no extra module."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qsl, urlencode

import pytest

from pyapp.ui.routes import Route, parse_route, query_string


@pytest.mark.parametrize("params", [
    {"game": "scopa", "seed": "42"},
    {"game": "minchiate", "seed": "7", "level": "expert"},
    {"x": "a b&c=d/é?#+%"},
])
def test_query_string_decodes_like_urlencode(params: dict[str, str]) -> None:
    assert dict(parse_qsl(query_string(params))) == params == dict(parse_qsl(urlencode(params)))


@pytest.mark.parametrize("route", [Route("scopa", 42), Route("minchiate", 7, level="expert"), Route("scopa", 0)])
def test_a_route_reopens_from_its_query(route: Route) -> None:
    params = dict(parse_qsl(route.query().removeprefix("?")))
    again = parse_route(params, fresh_seed=999, levels=("easy", "medium", "hard", "expert"))
    assert (again.screen, again.seed, again.level) == (route.screen, route.seed, route.level)


def test_the_start_needs_no_url_parsing_modules() -> None:
    # PyScript does not import urllib.parse / ipaddress itself: importing them would slow the start.
    # (-S: CPython's site module imports urllib.parse; Pyodide's start does not.)
    modules = ("pyapp.ui.shell, pyapp.ui.routes, pyapp.ui.chrome, pyapp.ui.profile, pyapp.ui.scopa.controller, "
               "pyapp.ui.minchiate.controller, pyapp.ui.shell_render")
    code = f"import sys, {modules}; print(sorted({{'urllib.parse', 'ipaddress'}} & set(sys.modules)))"
    done = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True, check=True,
                          cwd=Path(__file__).resolve().parent.parent)
    assert done.stdout.strip() == "[]"
