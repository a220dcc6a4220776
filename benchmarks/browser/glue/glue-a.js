// Glue A: plain JavaScript on the main thread; all Python runs in one Pyodide worker.
import { PyWorker, hooks } from "./vendor/pyscript-{{pyscript}}/core.js";

// PyWorker needs an absolute URL of the vendored Pyodide, or it loads one from a CDN.
const PYODIDE = new URL("./vendor/pyodide-{{pyodide}}/pyodide.mjs", location.href).href;
const WORKER_CONFIG = {
  files: { "./pyapp.zst": "./pyapp.zst", "./pyapp_bundle.py": "./pyapp_bundle.py" },
  sync_main_only: true, // no "Unable to use `window` or `document` in worker" warning
};
const app = document.getElementById("app");
let worker = null;

function onMessage(event) {
  const message = JSON.parse(event.data);
  if (message.type === "render") {
    app.innerHTML = message.html;
    document.body.dataset.workerPyscript = message.pyscript ? "1" : "0";
    document.body.dataset.ready = "1";
  } else if (message.type === "echo") {
    document.body.dataset.echo = message.action;
    worker.sync.ping(message.action).then((reply) => { document.body.dataset.ping = reply; });
  } else if (message.type === "note") {
    document.body.dataset.noteResult = message.result;
  } else if (message.type === "later") {
    document.body.dataset.later = "1";
  }
}

function mainNote(text) { // called by the worker: await xworker.sync.main_note(text)
  document.body.dataset.note = text;
  return "noted:" + text;
}

app.addEventListener("click", (event) => {
  const target = event.target.closest("[data-action]");
  if (target && worker) worker.postMessage(JSON.stringify({ type: "click", action: target.dataset.action }));
});

// PyScript registers its hooks once its (plugin) setup has run, which defines <py-script>; a
// PyWorker created before that gets none: no onWorker call, no `pyscript` module in the worker.
// With them, main re-builds PyScript's worker hooks with Function(): the CSP needs 'unsafe-eval'.
await customElements.whenDefined("py-script");
// PyWorker() resolves only once the worker's Python has run to its end: listen from the worker's
// creation on (this hook sees every PyScript worker as it is made), or its first messages are lost.
hooks.main.onWorker.add((_, created) => {
  worker = created;
  created.addEventListener("message", onMessage);
  created.sync.main_note = mainNote;
});
await PyWorker("./glue_worker.py", { type: "pyodide", version: PYODIDE, config: WORKER_CONFIG });
