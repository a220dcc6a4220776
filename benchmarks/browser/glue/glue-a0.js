// Glue A0: glue A without waiting for PyScript's hooks: PyWorker() is called at once, before
// PyScript has registered them (the worker gets no `pyscript` module), and the page listens only
// once PyWorker() has resolved, then asks the worker for its first screen ("start").
// Why no hooks: PyScript 0.7.31's PyWorker awaits `configs.get(type).plugins`, which is the plugin
// loader function, not its promise, so it runs before the (dynamically imported) plugins have let
// PyScript register its hooks.  Without hooks nothing is re-built with Function(): this page boots
// without 'unsafe-eval'.  A PyWorker created later (after a click, say) gets the hooks.
import { PyWorker } from "./vendor/pyscript-{{pyscript}}/core.js";

const PYODIDE = new URL("./vendor/pyodide-{{pyodide}}/pyodide.mjs", location.href).href;
const WORKER_CONFIG = {
  files: { "./pyapp.zst": "./pyapp.zst", "./pyapp_bundle.py": "./pyapp_bundle.py" },
  sync_main_only: true,
};
const app = document.getElementById("app");

const worker = await PyWorker("./glue_worker.py", { type: "pyodide", version: PYODIDE, config: WORKER_CONFIG });
worker.sync.main_note = (text) => {
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
app.addEventListener("click", (event) => {
  const target = event.target.closest("[data-action]");
  if (target) worker.postMessage(JSON.stringify({ type: "click", action: target.dataset.action }));
});
worker.postMessage(JSON.stringify({ type: "start" }));
