"""The trimmed standard library (tools/build_site.py, STDLIB_DROP) under Pyodide.

* Every module of the package's bundles (the bytecode of pyapp/ less the command-line tools) imports in the
  browser on the trimmed, compiled standard library.
* The census: with the *full* standard library, the real app (boot, a whole deal by clicking,
  the AI worker, the error panel's traceback formatting) imports none of the dropped modules.
  The modules both interpreters imported are written to ``stdlib-census.json`` in the test's
  temporary folder (and printed with ``-s``), which is how STDLIB_DROP was chosen.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import build_site
from conftest import BOOT_TIMEOUT_MS, ROOT, scopa_phase, scopa_play_card
from profiles import copy_site, fresh_page, rewrite, served

WAIT_MS = 30_000
PLUGINS = '{"plugins": ["!deprecations-manager", "!donkey", "!py-editor", "!py-game", "!py-terminal"]}'

IMPORTS_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>imports</title><link rel="icon" href="./favicon.svg">
<script type="module" src="./vendor/pyscript-{pyscript}/core.js"></script>
<mpy-config>{plugins}</mpy-config></head>
<body><script type="py" src="./imports.py" config="./config.json"></script></body></html>
"""

IMPORTS_SCRIPT = """
import importlib, json, traceback
import js
import pyapp_bundle

importer = pyapp_bundle.install()
names = sorted(key.removesuffix(".pyc").removesuffix("/__init__").replace("/", ".")
               for key in importer.files if key != "pyapp/__init__.pyc")
failed = {}
for name in names:
    try:
        importlib.import_module(name)
    except Exception:
        failed[name] = traceback.format_exc()[-800:]
js.document.body.dataset.modules = json.dumps(names)
js.document.body.dataset.failed = json.dumps(failed)
js.document.body.dataset.done = "1"
"""

# Appended to web/app.py on the census page: an action "census" (a button the test adds) makes the
# app's worker announce its sys.modules (after the error panel's traceback formatting has run); every
# other message goes to the app.
CENSUS_APP = """
import json as _json, sys as _sys, traceback as _traceback
from polyscript import xworker as _xworker
from pyodide.ffi import create_proxy as _create_proxy

_app_receives = _xworker.onmessage

def _census_or_app(event):
    if isinstance(event.data, str) and _json.loads(event.data) == {"op": "action", "action": "census"}:
        try:
            _no_such_name  # noqa: F821  (a NameError with a suggestion, like a real bug would raise)
        except NameError as error:
            "".join(_traceback.format_exception(error))
        _xworker.postMessage(_json.dumps({"op": "announce", "text": _json.dumps(sorted(_sys.modules))}))
    else:
        _app_receives(event)

_xworker.onmessage = _create_proxy(_census_or_app)
"""


def shipped_modules() -> set[str]:
    """The modules of the package's bundles (pyapp/ without the command-line tools)."""
    modules = set()
    for path in build_site.pyapp_files():
        if path.suffix == ".py":
            parts = path.relative_to(ROOT).with_suffix("").parts
            modules.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return modules - {"pyapp"}


def test_every_pyapp_module_imports_under_pyodide_on_the_trimmed_build(
        browser: Any, built_site: Path, tmp_path: Path) -> None:
    site = copy_site(built_site, tmp_path / "site")
    pyscript = build_site.runtime_versions()["pyscript"]
    (site / "imports.html").write_text(IMPORTS_PAGE.format(pyscript=pyscript, plugins=PLUGINS))
    (site / "imports.py").write_text(IMPORTS_SCRIPT)
    build_site.add_pyscript(site)
    with served(site, pyscript_pages=("/imports.html",)) as url, fresh_page(browser, url) as page:
        page.goto(f"{url}/imports.html")
        page.wait_for_selector("body[data-done='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        failed = json.loads(page.get_attribute("body", "data-failed") or "{}")
        imported = set(json.loads(page.get_attribute("body", "data-modules") or "[]"))
    assert not failed, "modules that do not import under Pyodide:\n" + "\n".join(failed.values())
    assert imported == shipped_modules(), "the bundles should hold exactly the browser's modules of pyapp/"


def play_a_whole_deal(page: Any) -> None:
    for _ in range(40):
        if scopa_phase(page) != "human":
            return
        scopa_play_card(page)
    raise AssertionError("the deal did not end")


def test_the_app_imports_none_of_the_dropped_modules(browser: Any, built_site: Path, tmp_path: Path) -> None:
    site = copy_site(built_site, tmp_path / "site")
    versions = build_site.site_versions(site)
    shutil.copy2(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip",
                 site / "vendor" / f"pyodide-{versions['pyodide']}" / "python_stdlib.zip")
    rewrite(site, "app.py", (site / "app.py").read_text() + CENSUS_APP)
    rewrite(site, "register-sw.js", "")  # no service worker on this page
    with served(site) as url, fresh_page(browser, url) as page:
        page.goto(f"{url}/index.html?game=scopa&seed=3&speed=0")
        page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        play_a_whole_deal(page)
        page.evaluate("""() => {
            const button = document.createElement("button");
            button.dataset.action = "census";
            button.id = "census";
            button.textContent = "census";
            document.getElementById("dialog").append(button);  // #app is redrawn by the game
        }""")
        page.dispatch_event("#census", "click")  # the deal-over overlay covers it
        page.wait_for_selector("#announce:has-text('pyapp.scopa')", state="attached", timeout=WAIT_MS)
        census = {"worker": json.loads(page.locator("#announce").inner_text())}
    (tmp_path / "stdlib-census.json").write_text(json.dumps(census, indent=1))
    for side, modules in census.items():
        print(f"{side}: {len(modules)} modules: {' '.join(modules)}")
        dropped = [name for name in modules if not build_site.module_kept(name)]
        assert not dropped, f"the {side} interpreter imports modules the trimmed stdlib drops: {dropped}"
    assert "pyapp.scopa" in census["worker"] and "pyapp.ai.worker" in census["worker"]
