// Glue AP: plain JavaScript on the main thread with polyscript's XWorker (the worker layer PyScript
// is built on; npm polyscript, the version @pyscript/core bundles) instead of PyScript: the Worker
// comes back at once (listen before it boots), and no PyScript hook is stringified and re-built
// with Function() (no 'unsafe-eval').  The worker has polyscript's module, not PyScript's.
import { XWorker } from "./vendor/polyscript-{{polyscript}}/index.js";

// An absolute URL of the vendored Pyodide, or polyscript loads one from a CDN.
const PYODIDE = new URL("./vendor/pyodide-{{pyodide}}/pyodide.mjs", location.href).href;
const WORKER_CONFIG = { files: { "./pyapp.zst": "./pyapp.zst", "./pyapp_bundle.py": "./pyapp_bundle.py" } };
const app = document.getElementById("app");

const worker = new XWorker("./glue_worker.py", { type: "pyodide", version: PYODIDE, config: WORKER_CONFIG });
worker.sync.main_note = (text) => { // called by the worker: await xworker.sync.main_note(text)
  document.body.dataset.note = text;
  return "noted:" + text;
};
worker.addEventListener("message", (event) => {
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
});
worker.addEventListener("error", (event) => console.error(event.error || event.message));
app.addEventListener("click", (event) => {
  const target = event.target.closest("[data-action]");
  if (target) worker.postMessage(JSON.stringify({ type: "click", action: target.dataset.action }));
});
