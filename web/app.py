# Entry point of the app's one Pyodide worker (started by web/app.js): the engine, the screens and
# the computer players all run here, off the main thread.  Everything lives in pyapp.browser.  If
# Python cannot start the game, the worker sends the page the reason, and
# the page shows its error panel (web/boot.js) instead of a spinner that never ends.
import json
import traceback

from js import console
from polyscript import xworker

xworker.postMessage(json.dumps({"op": "progress", "step": "python"}))  # Python runs: the game loads now
try:
    import pyapp_bundle

    bundles = pyapp_bundle.install()  # the package comes from its bundles (python/*.zst)
    from pyapp import browser

    browser.listen(xworker, bundles)
except Exception as error:
    detail = "".join(traceback.format_exception(error))[-800:]
    console.error(f"PythonError: {detail}")  # one console message (stderr would print one per line)
    xworker.postMessage(json.dumps({"op": "boot-error", "detail": detail}))
