# Entry point of the app's one Pyodide worker (started by web/app.js): the engine, the screens and
# the computer players all run here, off the main thread.  Everything lives in pyapp.browser.  If
# Python cannot start the game, the worker answers the page's first message with the reason, and
# the page shows its error panel (web/boot.js) instead of a spinner that never ends.
import json
import sys
import traceback

from polyscript import xworker
from pyodide.ffi import create_proxy

try:
    import pyapp_bundle

    pyapp_bundle.install()  # the package comes from pyapp.zst
    from pyapp import browser

    browser.listen(xworker)
except Exception as error:
    detail = "".join(traceback.format_exception(error))[-800:]
    print(f"PythonError: {detail}", file=sys.stderr)  # the console shows it too
    reply = json.dumps({"op": "boot-error", "detail": detail})
    xworker.onmessage = create_proxy(lambda _event: xworker.postMessage(reply))
