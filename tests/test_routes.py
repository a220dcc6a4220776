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


@pytest.mark.parametrize("seed", ["²", "①", "٣", "9" * 5000, "-3", "+3", "", " ", " 42", "42 ", "4\u00a02", "0x10",
                                  "1e3", "4.0", "2147483648", "\x00", "42\n"])
def test_a_seed_that_is_not_plain_digits_in_range_falls_back_with_a_notice(seed: str) -> None:
    route = parse_route({"game": "scopa", "seed": seed}, fresh_seed=999)
    assert (route.screen, route.seed, route.seed_given) == ("scopa", 999, False)
    assert len(route.notices) == 1 and "seed" in route.notices[0] and "2147483647" in route.notices[0]
    assert len(route.notices[0]) < 200  # the bad value is cut, never echoed whole


@pytest.mark.parametrize(("seed", "expected"), [("0", 0), ("42", 42), ("007", 7), ("2147483647", 2**31 - 1)])
def test_a_seed_of_ascii_digits_in_range_is_taken(seed: str, expected: int) -> None:
    route = parse_route({"game": "scopa", "seed": seed}, fresh_seed=999)
    assert (route.seed, route.seed_given, route.notices) == (expected, True, ())


@pytest.mark.parametrize("speed", ["nan", "inf", "1e999", "-inf", "²", "", "fast", "9" * 5000])
def test_a_speed_that_is_not_a_plain_number_falls_back_with_a_notice(speed: str) -> None:
    route = parse_route({"game": "scopa", "seed": "1", "speed": speed}, fresh_seed=999)
    assert route.speed == 1.0 and len(route.notices) == 1 and "speed" in route.notices[0]
