# The Pyodide worker of the glue pages (benchmarks/glue.py): what the app's one worker will do.
# It never touches the DOM (that needs SharedArrayBuffer, i.e. COOP/COEP): it sends markup to the
# main thread as JSON strings (xworker.postMessage) and gets the page's events the same way
# (xworker.onmessage).
import asyncio
import json
import sys

import pyapp_bundle
from polyscript import xworker  # a global: polyscript dispatches main's messages to "xworker.onmessage"

pyapp_bundle.install()  # the package comes from pyapp.zst (the worker config's "files")

from pyapp.ui import chrome  # noqa: E402

tasks = set()  # running asyncio tasks (a task nobody references may be collected)


def send(message):
    """Sends one message to the main thread: a MessageEvent whose data is this JSON text."""
    xworker.postMessage(json.dumps(message))


def render():
    # "pyscript" is in sys.modules when PyScript's worker hooks ran (they add its stdlib).
    send({"type": "render", "html": chrome.render_start(), "pyscript": "pyscript" in sys.modules})


def ping(text):
    """Exported (__export__): the main thread calls it as ``await worker.sync.ping(text)``."""
    return "pong:" + text


async def after_click(action):
    # A function the main thread assigned (worker.sync.main_note = ...): a promise without SAB.
    note = await xworker.sync.main_note(action)
    send({"type": "note", "result": note})
    await asyncio.sleep(0.05)
    send({"type": "later"})  # unsolicited, from a background task


def on_message(event):
    """A message from the main thread: a click, or "start" (the real app: the stored settings)."""
    message = json.loads(event.data)
    if message["type"] == "start":
        render()
    elif message["type"] == "click":
        send({"type": "echo", "action": message["action"]})
        task = asyncio.ensure_future(after_click(message["action"]))
        tasks.add(task)
        task.add_done_callback(tasks.discard)


xworker.onmessage = on_message
__export__ = ["ping"]
# Unsolicited: nobody asked.  It arrives if the main thread listened from the worker's creation
# on (glue A, glue B); the page that listens only once PyWorker() resolved (glue A0) asks "start".
render()
