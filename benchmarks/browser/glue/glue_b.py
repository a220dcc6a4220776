# Glue B: MicroPython on the main thread; all Python of the app runs in one Pyodide worker.
import json

import js
from pyscript import PyWorker

# PyWorker needs an absolute URL of the vendored Pyodide, or it loads one from a CDN.
PYODIDE = js.URL.new("./vendor/pyodide-{{pyodide}}/pyodide.mjs", js.location.href).href
WORKER_CONFIG = {
    "files": {"./pyapp.zst": "./pyapp.zst", "./pyapp_bundle.py": "./pyapp_bundle.py"},
    "sync_main_only": True,  # no "Unable to use `window` or `document` in worker" warning
}
body = js.document.body
app = js.document.getElementById("app")


def on_message(event):
    message = json.loads(event.data)
    kind = message["type"]
    if kind == "render":
        app.innerHTML = message["html"]
        body.dataset.workerPyscript = "1" if message["pyscript"] else "0"
        body.dataset.ready = "1"
    elif kind == "echo":
        body.dataset.echo = message["action"]
        worker.sync.ping(message["action"]).then(on_ping)
    elif kind == "note":
        body.dataset.noteResult = message["result"]
    elif kind == "later":
        body.dataset.later = "1"


def on_ping(reply):
    body.dataset.ping = reply


def main_note(text):  # called by the worker: await xworker.sync.main_note(text)
    body.dataset.note = text
    return "noted:" + text


def on_click(event):
    target = event.target.closest("[data-action]")
    if target:
        worker.postMessage(json.dumps({"type": "click", "action": target.dataset.action}))


# From MicroPython, PyWorker returns the Worker at once (not a promise): listen before it boots.
worker = PyWorker("./glue_worker.py", type="pyodide", version=PYODIDE, config=WORKER_CONFIG)
worker.addEventListener("message", on_message)
worker.sync.main_note = main_note
app.addEventListener("click", on_click)
