// The page's side of the link to the app's worker (web/app.py): messages for it wait until it
// listens, and its start message goes first (web/app.js).
let worker = null;
let listening = false;  // web/app.py has set its handler: messages posted before then are lost
const waiting = [];  // messages for a worker that is not listening yet
let startQueued = null;  // resolves once the start message heads the queue

export function send(message) {
  if (listening) worker.postMessage(JSON.stringify(message));
  else waiting.push(message);
}

// The worker just started (polyscript's XWorker), and its start message, once ready (a promise:
// it waits for what the other tabs hold): sent first, once web/app.py listens.
export function connect(started, startMessage) {
  worker = started;
  startQueued = startMessage.then((message) => { waiting.unshift(message); });
}

// The worker's "listening": what waited is sent, the start message first.
export async function onListening() {
  await startQueued;
  listening = true;
  bootStep("table");  // boot.js: the game is loaded, its first screen comes next
  for (const message of waiting.splice(0)) send(message);
}
