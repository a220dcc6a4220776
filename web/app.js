// The main thread's whole part of the game (no Python runs here): it starts the app's one Pyodide
// worker (web/app.py, pyapp.browser), puts the markup the worker sends on the page, forwards
// clicks, keys, the window's shape and the history to it, plays its sounds and keeps its
// storage (localStorage: boot.js reads the language from it before the first paint).  With other
// tabs of the site open it holds a Web Lock per game this tab plays, and passes on what other
// tabs write and hold; the worker decides what to do about it (pyapp.ui.tabs).
//
// This module starts the worker and routes its messages; the rest is in native modules, one job
// each, imported as they are (no bundler; index.html preloads them): page/link.js (messages to the
// worker, kept until it listens), page/patch.js (markup patched in place), page/focus.js (the
// focus across renders, arrow keys, a screen's reveal), page/dialog.js (the modal dialog layer),
// page/choice.js (the capture choice), page/motion.js (the cards' flights), page/sound.js and
// page/storage.js (localStorage, other tabs and the games' locks).
//
// Only JSON strings cross between the two, so no cross-origin isolation and no
// SharedArrayBuffer are needed.  Worker -> page: {op: "render" | "dialog" | "announce" | "busy" |
// "push" | "replace" | "section" | "language" | "save" | "remove" | "sound" | "log" | "ready" |
// "ai-ready" | "boot-error" | "progress" | "listening" | "claim" | "release" | "loaded", ...}.  Page -> worker:
// {op: "start" | "action" | "key" | "resize" | "url" | "claimed" (the answer to "claim") | "lost"
// (another tab took a game over) | "elsewhere" (the games other tabs play) | "stored" (another tab
// wrote a record) | "save-failed" (the browser refused a write), ...}.  Nothing is sent before the
// worker's "listening"; inputs made before then are kept and sent after the start message.
import { followChoice, keyboardCapture, moveInChoice, previewCapture } from "./page/choice.js";
import { dialogOpen, dialogRoot, showDialog } from "./page/dialog.js";
import { moveFocusInGroup, replaceMarkup, reveal, showSection } from "./page/focus.js";
import { connect, onListening, send } from "./page/link.js";
import { flyAfterRender } from "./page/motion.js";
import { setSound, sound, unlockAudio } from "./page/sound.js";
import { LOCKS, claim, heldElsewhere, onStorage, onVisible, release, store, storedRecords } from "./page/storage.js";

const VERSION = document.documentElement.dataset.version || "";  // the build's stamp (tools/build_site.py)
// PyScript's worker layer (polyscript's XWorker, what PyScript's own workers are made of): unlike
// PyScript's PyWorker it builds no hooks with Function(), so the page's CSP needs no 'unsafe-eval'.
const RUNTIME = {
  polyscript: "./vendor/polyscript-{{polyscript}}/index.js",
  // The worker is a blob: URL: the interpreter must be an absolute URL (a relative one, or none,
  // sends polyscript to a CDN).
  pyodide: new URL("./vendor/pyodide-{{pyodide}}/pyodide.mjs", location.href).href,
};
// Each deck's sprite file, named by its content by the build (tools/build_site.py): the worker draws
// the cards from these (pyapp.ui.svg.SPRITE_FILES).
const SPRITES = "{{sprites}}".split(" ").filter(Boolean);
// The site's parts (tools/bundles.py manifest, pyapp.ui.parts): each part's files as [url, size] (the
// core's under "core"), what each game's table needs and each game's deck.  The worker starts with
// the core and the parts this visit foresees (startParts); it fetches the others as its screens
// need them.
const PARTS = {{parts}};
// The runtime's files the worker downloads (the build's list: [url, size]), which a first visit's
// progress counts (countDownload).
const RUNTIME_FILES = {{runtime_files}};

// The parts the worker starts with: the core, the words of the language boot.js chose (Python
// chooses the same), and for a link to a game's table or rules, what they need (a table, its games'
// own words in that language too: pyapp.ui.parts.table; none for English); offline, only those
// the service worker keeps (a game never played on this device is left to the worker, whose screen
// then says that it needs a connection, instead of a page that cannot start).
async function startParts() {
  const params = new URLSearchParams(location.search);
  const game = params.get("game");
  const page = params.get("page");
  const wanted = ["core", `words:${bootCode}`];  // boot.js
  if (page === "rules" && PARTS.decks[game]) wanted.push(`rules:${game}:${bootCode}`, drawnWith(PARTS.decks[game]));
  else if (!page && PARTS.tables[game]) {
    const table = PARTS.tables[game];
    wanted.push(...table.map(drawnWith), ...table.filter((part) => part.startsWith("game:"))
      .map((part) => `words:${part.slice("game:".length)}:${bootCode}`));
  }
  const known = wanted.filter((part) => PARTS.files[part]);
  if (navigator.onLine !== false || !self.caches) return known;
  const kept = await Promise.all(known.map(async (part) => part === "core"
    || (await Promise.all(PARTS.files[part].map(([url]) => caches.match(url)))).every(Boolean)));
  return known.filter((part, index) => kept[index]);
}

// The part of the sprite the cards of a deck *part* are drawn from: the deck setting's (boot.js
// bootDeck) for the Tavolo deck when it is one of the others a 40-card game can be drawn with
// (PARTS.deck_choices, the Tavolo deck's first); the Tavolo sprite is unused then.
function drawnWith(part) {
  const [tavolo, ...regional] = PARTS.deck_choices;
  const chosen = `deck:${bootDeck()}`;
  return part === tavolo && regional.includes(chosen) ? chosen : part;
}

// The files the worker starts with, fetched into its file system before web/app.py runs: its
// importer (the build's list, also in sw.js: tools/build_site.py WORKER_FILES, named with the page's
// version: the service worker serves them from that version's cache, so a page started before
// another tab took an update still gets its own) and the bundles of the parts it starts with (named
// by their content: any version's copy serves).  A deck's sprite is the page's: the keeper below
// loads it.
function workerConfig(parts) {
  return {
    files: Object.fromEntries([
      ..."{{worker_files}}".split(" ").map((file) => [`${file}?v=${VERSION}`, file]),
      ...parts.flatMap((part) => PARTS.files[part]).filter(([url]) => url.endsWith(".zst")).map(([url]) => [url, url]),
    ]),
  };
}

const app = document.getElementById("app");
let started = false;  // the game is on the page (the worker's "ready")

// Keeps a deck's sprite parsed for the page's life once a screen draws from it (index.html's keeper,
// which holds the shell's sprite from the start): a sprite no card uses any more is dropped, and
// taking it up again parses it again on the main thread (50-180 ms).  A link to a game's table puts
// its deck's in at once, so that it loads and is parsed beside the runtime.
const keeper = document.querySelector(".sprite-keeper");
function keepSprites(urls) {
  for (const url of urls) {
    const href = `${url.replace(/^\.\//, "")}#{{back}}`;  // a symbol every sprite has
    if (!url.endsWith(".svg") || !keeper || keeper.querySelector(`use[href="${href}"]`)) continue;
    const use = document.createElementNS("http://www.w3.org/2000/svg", "use");
    use.setAttribute("href", href);
    keeper.append(use);
  }
}

// The parts' files this page has used (its worker started with them, or loaded them): register-sw.js
// has the service worker keep them once it controls the page (then a game once played plays offline).
function partsLoaded(urls) {
  keepSprites(urls);
  window.dispatchEvent(new CustomEvent("app:loaded", { detail: urls }));
}

// Counts a first visit's download as it arrives, for the boot screen (boot.js bootBytes): the page
// asks for the files the worker is about to ask for and reads them as they stream in.  The worker's
// requests for the same URLs share those downloads through the HTTP cache (Chromium's readers join
// the transfer under way; vendor/ and python/ are cached for good), so nothing comes twice
// (tests/e2e/test_first_start.py counts the server's answers).  A failure is left to the worker,
// whose own request reports it.
function countDownload(files) {
  const total = files.reduce((sum, [, size]) => sum + size, 0);
  const began = performance.now();
  let received = 0;
  const tick = () => bootBytes(received, total, performance.now() - began);  // boot.js
  const timer = setInterval(tick, 250);
  Promise.all(files.map(async ([url]) => {
    const reader = (await fetch(url)).body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      received += value.length;
    }
  })).catch(() => {}).finally(() => {
    clearInterval(timer);
    tick();
  });
}

// --- what the worker asks of the page ------------------------------------------------------------

function renderScreen(message) {
  flyAfterRender(app);
  replaceMarkup(app, message.markup, !dialogOpen());
  followChoice(app);
  reveal(app);
}

function applyLanguage(message) {
  const root = document.documentElement;
  root.lang = message.code;
  root.dir = message.dir;
  document.title = message.title;
  const description = document.querySelector('meta[name="description"]');
  if (description) description.setAttribute("content", message.description);
  // Read by register-sw.js: the installed app's manifest and the "new version" notice.
  Object.assign(document.body.dataset, message.words);
  const manifest = document.querySelector('link[rel="manifest"]');
  if (manifest && manifest.getAttribute("href") !== message.words.manifest) {
    manifest.setAttribute("href", message.words.manifest);
  }
}

function ready() {
  started = true;
  document.getElementById("boot").hidden = true;
  app.hidden = false;
  app.removeAttribute("data-prerender");
  delete document.documentElement.dataset.swap;
  for (const element of document.querySelectorAll("[data-starting]")) {
    element.removeAttribute("data-starting");
    element.removeAttribute("aria-busy");
  }
  // The first screen was drawn while #app was hidden, where nothing takes focus: its [autofocus]
  // control (a dialog's first) takes it now.
  if (!document.activeElement || document.activeElement === document.body) {
    const target = dialogRoot.querySelector("[autofocus]") || app.querySelector("[autofocus]");
    if (target) target.focus();
  }
  document.body.dataset.ready = "1";
  reveal(app);
  window.dispatchEvent(new CustomEvent("app:ready"));
}

const HANDLERS = {
  render: renderScreen,
  dialog: (m) => showDialog(m.markup),
  announce: (m) => { document.getElementById("announce").textContent = m.text; },
  busy: (m) => { if (m.on) app.dataset.busy = "1"; else app.removeAttribute("data-busy"); },
  push: (m) => history.pushState(null, "", m.query || location.pathname),
  replace: (m) => history.replaceState(null, "", m.query || location.pathname),
  section: (m) => showSection(m.id),
  language: applyLanguage,
  save: (m) => store(m.key, m.text),
  remove: (m) => store(m.key, null),
  sound: (m) => { setSound(m.on); if (m.kind) sound(m.kind); },
  log: (m) => (m.level === "error" ? console.error : console.warn)(m.text),
  listening: onListening,
  ready,
  "ai-ready": () => { document.body.dataset.aiReady = "1"; },
  "boot-error": (m) => showBootError(m.detail),  // boot.js
  claim: (m) => claim(m.game, Boolean(m.takeOver)),
  release: (m) => release(m.game),
  progress: (m) => bootStep(m.step),  // boot.js
  loaded: (m) => partsLoaded(m.files),
};

function receive(event) {
  // polyscript posts the error that stopped the worker's start (e.g. Pyodide's download failed).
  if (event.data instanceof Error) {
    if (started) console.error("Tavolo: the game's worker failed:", event.data);
    else failed(event.data);
    return;
  }
  if (typeof event.data !== "string") return;  // polyscript's own messages
  let message;
  try {
    message = JSON.parse(event.data);
  } catch (error) {
    return;
  }
  const handler = HANDLERS[message.op];
  if (handler) handler(message);
  else console.warn("Tavolo: unknown message from the game:", message.op);
}

// --- what the page tells the worker --------------------------------------------------------------

// Marks a control pressed before the game is up: it shows that it is starting (style.css).
function starting(element) {
  if (started || !element) return;
  element.dataset.starting = "1";
  element.setAttribute("aria-busy", "true");
}

function onClick(event) {
  unlockAudio();
  const target = event.target.closest("[data-action]");
  if (!target) return;
  event.preventDefault();
  starting(target);
  send({ op: "action", action: target.getAttribute("data-action") });
}

function onKey(event) {
  const target = event.target;
  const action = target.getAttribute ? target.getAttribute("data-action") : null;
  if ((event.key === "Enter" || event.key === " ") && action && target.tagName !== "BUTTON") {
    event.preventDefault();
    unlockAudio();
    starting(target);
    send({ op: "action", action });
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  // The keys an open dialog takes (data-keys: the deal review's Home, End and arrows), for the worker.
  const taking = dialogOpen() ? dialogRoot.querySelector("[data-keys]") : null;
  if (taking && taking.dataset.keys.split(" ").includes(event.key)) {
    event.preventDefault();
    send({ op: "key", key: event.key });
    return;
  }
  if (moveInChoice(target, event.key)) {
    event.preventDefault();
    return;
  }
  if ((event.key === "ArrowLeft" || event.key === "ArrowRight")
      && moveFocusInGroup(target, event.key === "ArrowRight")) {
    event.preventDefault();
    return;
  }
  // The game's shortcuts (pyapp.ui.shell Shell.key): Escape, the digits, and X (Briscola's exchange,
  // a Tressette lead with its word).
  if (event.key === "Escape" || /^[0-9xX]$/.test(event.key)) send({ op: "key", key: event.key });
}

let resizePending = false;
function onResize() {
  if (resizePending) return;
  resizePending = true;
  requestAnimationFrame(() => {
    resizePending = false;
    send({ op: "resize", width: innerWidth, height: innerHeight });
  });
}

app.addEventListener("click", onClick);
app.addEventListener("pointerover", (event) => previewCapture(app, event.target.closest("[data-take]")));
app.addEventListener("focusin", (event) => previewCapture(app, keyboardCapture(event.target)));
dialogRoot.addEventListener("click", onClick);
document.addEventListener("keydown", onKey);
window.addEventListener("resize", onResize);
window.addEventListener("popstate", () => send({ op: "url", query: location.search }));
window.addEventListener("storage", onStorage);
document.addEventListener("visibilitychange", onVisible);

// --- start ---------------------------------------------------------------------------------------

// The worker could not start (polyscript reports it, e.g. a file of its config is missing).
function failed(error) {
  const detail = error && error.message ? error.message : String(error);
  console.error("Tavolo: the game could not start:", detail);
  showBootError(detail);  // boot.js
}

async function start() {
  const elsewhere = heldElsewhere(1000);  // while the worker starts (longer than that)
  const firstMessage = {
    op: "start",
    query: location.search,
    storage: storedRecords(),
    languages: Array.from(navigator.languages || []),
    language: navigator.language || "en",
    width: innerWidth,
    height: innerHeight,
    locks: Boolean(LOCKS),
    sprites: SPRITES,
    parts: PARTS,
    base: new URL("./", location.href).href,  // the worker's own address is a blob: URL
  };
  let worker;
  try {
    const startWith = await startParts();
    firstMessage.started = startWith;
    const startFiles = startWith.flatMap((part) => PARTS.files[part]);
    if (document.documentElement.dataset.progress) {  // boot.js: a first visit
      countDownload([...RUNTIME_FILES, ...startFiles.filter(([url]) => url.endsWith(".zst"))]);
    }
    partsLoaded(startFiles.map(([url]) => url));
    const { XWorker } = await import(RUNTIME.polyscript);
    // The Worker comes back at once: messages posted now wait in its queue until web/app.py
    // has set its handler, so the listener is in place before anything can arrive.
    worker = new XWorker("./app.py", { type: "pyodide", version: RUNTIME.pyodide, config: workerConfig(startWith) });
  } catch (error) {
    failed(error);
    return;
  }
  // Sent first, once web/app.py listens, with the games other tabs hold.
  connect(worker, elsewhere.then((games) => ({ ...firstMessage, elsewhere: games })));
  worker.addEventListener("message", receive);
  worker.addEventListener("error", (event) => {
    const error = event.error || event.message || event;
    if (started) console.error("Tavolo: the game's worker failed:", error);
    else failed(error);
  });
}

start();
