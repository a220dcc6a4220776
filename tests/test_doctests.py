"""The examples in pyapp's docstrings are tests: every module of the package that has doctests
runs them here (one test per module)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import pyapp

SKIPPED = {"pyapp.browser": "the DOM adapter imports pyscript and js, which exist only under Pyodide"}


def modules() -> list[str]:
    """Every module of pyapp but the skipped ones."""
    return sorted(info.name for info in pkgutil.walk_packages(pyapp.__path__, "pyapp.")
                  if info.name not in SKIPPED)


def doctests(name: str) -> list[doctest.DocTest]:
    return [test for test in doctest.DocTestFinder().find(importlib.import_module(name)) if test.examples]


WITH_DOCTESTS = [name for name in modules() if doctests(name)]


@pytest.mark.parametrize("name", WITH_DOCTESTS)
def test_the_doctests_of_a_module_pass(name: str) -> None:
    report: list[str] = []
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in doctests(name):
        runner.run(test, out=report.append)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, "".join(report)


def test_the_skipped_modules_exist_and_the_rest_have_doctests_somewhere() -> None:
    names = {info.name for info in pkgutil.walk_packages(pyapp.__path__, "pyapp.")}
    assert set(SKIPPED) <= names
    assert len(WITH_DOCTESTS) >= 20 and "pyapp.ai.worker" in WITH_DOCTESTS
