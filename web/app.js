// The main thread's whole part of the game (no Python runs here): it starts the app's one Pyodide
// worker (web/app.py, pyapp.browser), puts the markup the worker sends on the page, forwards
// clicks, keys, the window's shape and the history to it, plays its sounds and keeps its
// storage (localStorage: boot.js reads the language from it before the first paint).  With other
// tabs of the site open it holds a Web Lock per game this tab plays, and passes on what other
// tabs write and hold; the worker decides what to do about it (pyapp.ui.tabs).
//
// Only JSON strings cross between the two, so no cross-origin isolation and no
// SharedArrayBuffer are needed.  Worker -> page: {op: "render" | "dialog" | "announce" | "busy" |
// "push" | "replace" | "section" | "language" | "save" | "remove" | "sound" | "log" | "ready" |
// "ai-ready" | "boot-error" | "progress" | "listening" | "claim" | "release", ...}.  Page -> worker:
// {op: "start" | "action" | "key" | "resize" | "url" | "claimed" (the answer to "claim") | "lost"
// (another tab took a game over) | "elsewhere" (the games other tabs play) | "stored" (another tab
// wrote a record) | "save-failed" (the browser refused a write), ...}.  Nothing is sent before the
// worker's "listening"; inputs made before then are kept and sent after the start message.
const VERSION = document.documentElement.dataset.version || "";  // the build's stamp (tools/build_site.py)
// PyScript's worker layer (polyscript's XWorker, what PyScript's own workers are made of): unlike
// PyScript's PyWorker it builds no hooks with Function(), so the page's CSP needs no 'unsafe-eval'.
const RUNTIME = {
  polyscript: "./vendor/polyscript-{{polyscript}}/index.js",
  // The worker is a blob: URL: the interpreter must be an absolute URL (a relative one, or none,
  // sends polyscript to a CDN).
  pyodide: new URL("./vendor/pyodide-{{pyodide}}/pyodide.mjs", location.href).href,
  // Fetched into the worker's file system before web/app.py runs (the build's list, also in sw.js:
  // tools/build_site.py WORKER_FILES), named with the page's version: the service worker serves
  // them from that version's cache, so a page started before another tab took an update still gets
  // its own files.
  config: { files: Object.fromEntries("{{worker_files}}".split(" ").map((file) => [`${file}?v=${VERSION}`, file])) },
};
// Each deck's sprite file, named by its content by the build (tools/build_site.py): the worker draws
// the cards from these (pyapp.ui.svg.SPRITE_FILES).
const SPRITES = "{{sprites}}".split(" ").filter(Boolean);
const STORAGE_PREFIX = "tavolo.";
const LOCK_PREFIX = "tavolo.game.";  // a Web Lock per game, held by the tab that plays it
const LOCKS = navigator.locks || null;
const SOUNDS = { card: [520, 0.05], take: [660, 0.07], scopa: [880, 0.18], trick: [440, 0.08] };

const app = document.getElementById("app");
const dialogRoot = document.createElement("div");
dialogRoot.id = "dialog";
document.body.append(dialogRoot);

let worker = null;
let listening = false;  // web/app.py has set its handler: messages posted before then are lost
let started = false;  // the game is on the page (the worker's "ready")
const waiting = [];  // messages for a worker that is not listening yet
let startQueued = null;  // resolves once the start message heads the queue

function send(message) {
  if (listening) worker.postMessage(JSON.stringify(message));
  else waiting.push(message);
}

async function onListening() {
  await startQueued;
  listening = true;
  bootStep("table");  // boot.js: the game is loaded, its first screen comes next
  for (const message of waiting.splice(0)) send(message);
}

// --- what the worker asks of the page ------------------------------------------------------------

// Whether the live node *a* can become the new node *b* in place: the same kind of node and, for
// elements, the same identity (data-key, or data-card for a card): another card is a new element,
// so its arrival animation plays as it did when the whole screen was rebuilt.
function sameNode(a, b) {
  if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;
  if (a.nodeType !== Node.ELEMENT_NODE) return true;
  const identity = (node) => node.getAttribute("data-key") || node.getAttribute("data-card");
  return identity(a) === identity(b);
}

function patchAttributes(live, next) {
  for (const { name } of Array.from(live.attributes)) {
    if (!next.hasAttribute(name)) live.removeAttribute(name);
  }
  for (const { name, value } of Array.from(next.attributes)) {
    if (live.getAttribute(name) !== value) live.setAttribute(name, value);
  }
}

// Makes live's children those of next (a parsed copy, whose nodes it takes), keeping the nodes
// that stay: the cards of a table are drawn with <use> of a sprite, which the browser rebuilds
// for every new element (a whole Minchiate table: ~100 ms of main-thread work, ~15 ms patched).
// A card further on that stays is kept and the ones before it that left are dropped (a card
// played or taken does not rebuild the cards after it).
function patchChildren(live, next) {
  let old = live.firstChild;
  let node = next.firstChild;
  while (node) {
    const following = node.nextSibling;
    if (old && !sameNode(old, node) && node.nodeType === Node.ELEMENT_NODE
        && (node.getAttribute("data-key") || node.getAttribute("data-card"))) {
      let kept = old.nextSibling;
      while (kept && !sameNode(kept, node)) kept = kept.nextSibling;
      while (kept && old !== kept) {
        const stale = old;
        old = old.nextSibling;
        live.removeChild(stale);
      }
    }
    if (old && sameNode(old, node)) {
      if (old.nodeType === Node.ELEMENT_NODE) {
        patchAttributes(old, node);
        patchChildren(old, node);
      } else if (old.nodeValue !== node.nodeValue) {
        old.nodeValue = node.nodeValue;
      }
      old = old.nextSibling;
    } else if (old) {
      const stale = old;
      old = old.nextSibling;
      live.replaceChild(node, stale);
    } else {
      live.appendChild(node);
    }
    node = following;
  }
  while (old) {
    const stale = old;
    old = old.nextSibling;
    live.removeChild(stale);
  }
}

// The data-key of the focused control (null on <body> or a control without one), and the control
// of *root* with a data-key (null for none).
function focusedKey() {
  const focused = document.activeElement;
  return focused && focused.getAttribute ? focused.getAttribute("data-key") : null;
}

function byKey(root, key) {
  return key ? root.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
}

// What has the focus as a capture choice or a dialog opens, and, when it closes, the focus given
// back to it (the same control, else the one of *root* with its data-key) unless something else
// has taken it meanwhile.
function rememberFocus() {
  const focused = document.activeElement;
  return focused && focused !== document.body ? { element: focused, key: focusedKey() } : null;
}

function giveFocusBack(remembered, root) {
  const focused = document.activeElement;
  if (!remembered || (focused && focused !== document.body)) return;
  const back = remembered.element.isConnected ? remembered.element : byKey(root, remembered.key);
  if (back) back.focus({ preventScroll: true });
}

// The playable cards of the player's hand, in order.
function handCards(root) {
  return Array.from(root.querySelectorAll(".hand [tabindex='0']"));
}

// Where the focus goes when a render takes away the focused control (the card just played, the
// button of a step that is over) and the new screen names nothing to focus: the playable card of
// the hand at the place of the card played (the first card for another control), else the first
// button of the step the game asks for (Minchiate's panel: declare, skip), as soon as there is one
// (not while the computer plays). Never left on <body>: keyboard and screen-reader players keep
// their place. Cleared when anything takes the focus.
let lostFocus = null;  // {index} or null
document.addEventListener("focusin", () => { lostFocus = null; });

// Puts markup into root (patched in place: see patchChildren), keeping focus on the element with
// the same data-key (else on the new [autofocus] element, else as lostFocus says), so keyboard
// players never lose their place.
function replaceMarkup(root, markup, focus) {
  const focused = document.activeElement;
  const key = focusedKey();
  const inRoot = Boolean(focused && focused !== document.body && root.contains(focused));
  const handIndex = inRoot ? handCards(root).indexOf(focused) : -1;
  const parsed = document.createElement("template");
  parsed.innerHTML = markup;
  patchChildren(root, parsed.content);
  if (!focus || (inRoot && root.contains(focused) && (!key || focused.getAttribute("data-key") === key))) return;
  if (inRoot) lostFocus = { index: Math.max(handIndex, 0) };
  let target = byKey(root, key);
  if (!target) target = root.querySelector("[autofocus]");
  const fallback = !target && lostFocus !== null;  // (the page does not scroll for it)
  if (fallback) {
    const cards = handCards(root);
    target = cards[Math.min(lostFocus.index, cards.length - 1)]
      || root.querySelector(".choice-panel button:not([disabled])");
  }
  if (!target) return;
  // On phones the end-of-deal sheet sits in the page under the header (style.css): show it from
  // its top rather than scrolled to its button.
  const sheet = target.closest(".overlay");
  const inPage = sheet !== null && getComputedStyle(sheet).position === "static";
  target.focus(inPage || fallback ? { preventScroll: true } : undefined);
  if (inPage) window.scrollTo(0, 0);
}

// A screen may ask, once, to bring a part of it into view: the element with data-reveal (a new value
// each time), e.g. Minchiate's discard sheet with the hand just above it on a phone.
// (Not while the screen is still hidden behind the boot screen: ready() asks again.)
let revealed = "";
function reveal(root) {
  const target = root.querySelector("[data-reveal]");
  const token = target ? target.getAttribute("data-reveal") : "";
  if (token && target.getClientRects().length === 0) return;
  if (token && token !== revealed) {
    target.scrollIntoView({ block: "nearest" });
    // (on phones the header stays at the top of the screen: what is revealed goes below it)
    const header = root.querySelector(".status");
    if (header && getComputedStyle(header).position === "sticky") {
      const covered = header.getBoundingClientRect().bottom - target.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy(0, -covered);
    }
  }
  revealed = token;
}

// --- the cards' motion (Scopa, Scopone) ----------------------------------------------------------
// The worker's markup says how the cards move (pyapp/ui/scopa/motion.py): the game's
// data-flight-ms and data-deal-ms (scaled by the speed setting; 0: nothing moves), each card's
// data-card, and on a card that comes from a hidden place the data-key of that place (one marked
// data-place: the stock, a seat's hand, the dealer's seat): data-from for a card played from a
// computer's hand, data-dealt-from for a card just dealt. After a render each card that is new in
// the table's drawing flies from the box it had before (the same card elsewhere: from the hand to
// the table, from the table to a pile), else from its place, the dealt cards one after the other
// once the cards just taken have landed: a transform on the card itself, run by the compositor (no
// layout per frame), every box read before any animation starts. With reduced motion they fade in.
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

function motionOf(root) {
  const game = root.querySelector(".game[data-flight-ms]");
  if (!game) return null;
  return { flight: Number(game.dataset.flightMs) || 0, deal: Number(game.dataset.dealMs) || 0 };
}

// The box a card that comes from *place* starts from: its top card's, or (a seat without cards: a
// name) a point at the place's middle, where the card starts small.
function placeBox(place) {
  const cards = place.querySelectorAll(".card");
  if (cards.length) return cards[cards.length - 1].getBoundingClientRect();
  const box = place.getBoundingClientRect();
  return { left: box.left + box.width / 2, top: box.top + box.height / 2, width: 0 };
}

// Before a render: the table's cards (their boxes by data-card) and places, if its cards move.
function tableBefore(root) {
  const before = { nodes: new Set(), cards: new Map(), places: new Map() };
  const motion = motionOf(root);
  const svg = root.querySelector(".table-svg");
  if (!svg || !motion || motion.flight <= 0) return before;
  for (const node of svg.querySelectorAll("[data-card], [data-from], [data-dealt-from]")) {
    before.nodes.add(node);
    // (a card just taken, under its pile, is where cards go, never where they come from)
    if (node.dataset.card && !node.classList.contains("taken")) {
      before.cards.set(node.dataset.card, node.getBoundingClientRect());
    }
  }
  for (const place of svg.querySelectorAll("[data-place]")) before.places.set(place.dataset.key, placeBox(place));
  return before;
}

// The keyframes that draw the card *node* (an SVG <g> placed by a translate) over the screen box
// *from* at its width, then where it is.
function flightFrames(node, from) {
  const box = node.getBoundingClientRect();
  const parent = node.parentNode.getScreenCTM();
  const own = node.getScreenCTM();
  const placed = node.transform.baseVal.consolidate();
  if (!box.width || !parent || !own || !placed) return null;
  const scale = from.width ? from.width / box.width : 0.4;  // from a point: a small card centred on it
  const left = from.width ? from.left : from.left - (box.width * scale) / 2;
  const top = from.width ? from.top : from.top - (box.height * scale) / 2;
  const x = (left - parent.e + scale * (own.e - box.left)) / parent.a;
  const y = (top - parent.f + scale * (own.f - box.top)) / parent.d;
  return [{ transform: `translate(${x}px, ${y}px) scale(${scale})` },
          { transform: `translate(${placed.matrix.e}px, ${placed.matrix.f}px)` }];
}

function flyCards(root, before) {
  const motion = motionOf(root);
  const svg = root.querySelector(".table-svg");
  if (!svg || !motion || motion.flight <= 0) return;
  if (!started) {  // the first screen is drawn hidden: its cards are dealt once the page shows it
    window.addEventListener("app:ready", () => requestAnimationFrame(() => flyCards(root, before)), { once: true });
    return;
  }
  const placeOf = (key) => {
    const place = svg.querySelector(`[data-place][data-key="${CSS.escape(key)}"]`);
    return before.places.get(key) || (place ? placeBox(place) : null);
  };
  const moves = [];
  const deals = [];
  for (const node of svg.querySelectorAll("[data-card], [data-from], [data-dealt-from]")) {
    if (before.nodes.has(node)) continue;  // on the table before: it did not arrive
    const { card, from, dealtFrom } = node.dataset;
    const seen = card ? before.cards.get(card) : undefined;
    if (seen) moves.push({ node, box: seen });
    else if (from || dealtFrom) {
      const box = placeOf(from || dealtFrom);
      if (box) (from ? moves : deals).push({ node, box });
    }
  }
  if (!moves.length && !deals.length) return;
  const fade = reducedMotion.matches;
  const step = deals.length > 1 ? Math.max(0, motion.deal - motion.flight) / (deals.length - 1) : 0;
  const start = moves.length ? motion.flight : 0;
  const flights = [...moves.map((move) => ({ ...move, delay: 0 })),
                   ...deals.map((deal, index) => ({ ...deal, delay: start + index * step }))];
  for (const flight of flights) {
    const now = flight.node.getBoundingClientRect();
    const { box } = flight;
    const still = Math.abs(now.left - box.left) < 1 && Math.abs(now.top - box.top) < 1
      && Math.abs(now.width - box.width) < 1;
    if (still) continue;
    flight.frames = fade ? [{ opacity: 0 }, { opacity: 1 }] : flightFrames(flight.node, box);
  }
  for (const { node, frames, delay } of flights) {
    if (!frames) continue;
    node.animate(frames, { duration: fade ? Math.min(200, motion.flight) : motion.flight, delay, fill: "backwards",
                           easing: "cubic-bezier(0.25, 0.7, 0.3, 1)" });
  }
}

// --- the capture choice (Scopa, Scopone) -----------------------------------------------------------
// A capture pointed at, or focused from the keyboard, marks its cards on the table (its data-take);
// a choice that opens takes the focus to its first capture and gives it back when it closes.
let openChoice = null;  // the card whose captures are offered
let focusBeforeChoice = null;  // what had the focus when they were (rememberFocus)

function previewCapture(option) {
  for (const card of app.querySelectorAll(".table-cards [data-previewed]")) card.removeAttribute("data-previewed");
  if (!option) return;
  for (const id of option.dataset.take.split(" ")) {
    const card = app.querySelector(`.table-cards [data-card="${CSS.escape(id)}"]`);
    if (card) card.setAttribute("data-previewed", "");
  }
}

function followChoice(root) {
  const choice = root.querySelector(".choices[data-choice]");
  if (choice && choice.dataset.choice !== openChoice) {
    openChoice = choice.dataset.choice;
    focusBeforeChoice = rememberFocus();
    const first = choice.querySelector("[data-take]");
    if (first) first.focus({ preventScroll: true });
  } else if (!choice && openChoice !== null) {
    openChoice = null;
    giveFocusBack(focusBeforeChoice, root);
  }
  const option = document.activeElement && document.activeElement.closest
    ? document.activeElement.closest("[data-take]") : null;
  previewCapture(option && option.matches(":focus-visible") ? option : null);
}

// Arrow keys walk the captures of a choice (left and right as the page's direction reads).
function moveInChoice(target, key) {
  const options = target.closest ? target.closest(".choice-options") : null;
  if (!options) return false;
  const buttons = Array.from(options.querySelectorAll("button"));
  const index = buttons.indexOf(target);
  const rtl = document.documentElement.dir === "rtl";
  const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[key];
  if (index < 0 || !step) return false;
  buttons[(index + step + buttons.length) % buttons.length].focus();
  return true;
}

// The cards fly from the next frame on, whose layout they read (a layout the frame makes anyway),
// not in the task that puts the markup on the page: from where they were before the first of the
// renders that frame shows.
let boxesBefore = null;

function renderScreen(message) {
  if (!boxesBefore) {
    boxesBefore = tableBefore(app);
    requestAnimationFrame(() => {
      const before = boxesBefore;
      boxesBefore = null;
      flyCards(app, before);
    });
  }
  replaceMarkup(app, message.markup, !dialogOpen());
  followChoice(app);
  reveal(app);
}

let audio = null;
let soundOn = false;

function sound(kind) {
  if (!soundOn || !(kind in SOUNDS) || !audio || audio.state !== "running") return;
  try {
    const [frequency, length] = SOUNDS[kind];
    const now = audio.currentTime;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "triangle";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.08, now + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + length);
    oscillator.connect(gain);
    gain.connect(audio.destination);
    oscillator.start(now);
    oscillator.stop(now + length + 0.02);
  } catch (error) {
    soundOn = false;  // sound is a nicety; never let it break a game
  }
}

// Browsers only let an audio context run after a user gesture: called on every click and key.
function unlockAudio() {
  if (!soundOn) return;
  try {
    if (!audio) audio = new AudioContext();
    if (audio.state !== "running") audio.resume();
  } catch (error) {
    soundOn = false;
  }
}

function store(key, text) {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch (error) {
    // A full storage (QuotaExceededError): the worker keeps its copy and tells the player.
    console.warn(`Tavolo: could not save ${key} (the game goes on in memory):`, error);
    send({ op: "save-failed", key });
  }
}

function storedRecords() {
  try {
    const records = {};
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key && key.startsWith(STORAGE_PREFIX)) records[key] = localStorage.getItem(key);
    }
    return records;
  } catch (error) {
    return null;  // no storage (privacy settings): the worker keeps everything in memory
  }
}

// --- other tabs ----------------------------------------------------------------------------------

const held = new Map();  // game -> releases its lock (this tab plays it)
const wanted = new Set();  // games the worker asked for and has not released

// Asks for a game's lock: if free (or, to take a game over, from the tab that holds it); the worker
// gets {op: "claimed", ok} and, with it, the stored records as they are once the lock is held.
function claim(game, takeOver) {
  wanted.add(game);
  if (!LOCKS || held.has(game)) {
    send({ op: "claimed", game, ok: true, records: storedRecords() });
    return;
  }
  LOCKS.request(LOCK_PREFIX + game, takeOver ? { steal: true } : { ifAvailable: true }, (lock) => {
    if (!lock) {
      wanted.delete(game);
      send({ op: "claimed", game, ok: false, records: null });
      return undefined;
    }
    if (!wanted.has(game)) return undefined;  // released meanwhile: let go at once
    send({ op: "claimed", game, ok: true, records: storedRecords() });
    return new Promise((release) => held.set(game, release));
  }).catch(() => {
    // Stolen (AbortError): another tab took the game over.
    if (held.delete(game)) {
      wanted.delete(game);
      send({ op: "lost", game });
    }
  });
}

function release(game) {
  wanted.delete(game);
  const releaseLock = held.get(game);
  held.delete(game);
  if (releaseLock) releaseLock();
}

// The games whose locks other tabs hold.  With *patience* (ms), a lock held now counts only if it
// is still held that much later: when this tab reloads, the page it replaces may not have let go yet.
async function heldElsewhere(patience = 0) {
  if (!LOCKS) return [];
  try {
    const { held: locks } = await LOCKS.query();
    const games = locks.map((lock) => lock.name).filter((name) => name && name.startsWith(LOCK_PREFIX))
      .map((name) => name.slice(LOCK_PREFIX.length)).filter((game) => !held.has(game));
    if (!patience || !AbortSignal.timeout) return games;
    const still = await Promise.all(games.map((game) => LOCKS.request(
      LOCK_PREFIX + game, { signal: AbortSignal.timeout(patience) }, () => false).catch(() => true)));
    return games.filter((game, index) => still[index]);
  } catch (error) {
    return [];
  }
}

// What another tab wrote: the worker merges it into its copies (pyapp.ui.tabs).
function onStorage(event) {
  if (event.storageArea !== localStorage || !event.key || !event.key.startsWith(STORAGE_PREFIX)) return;
  send({ op: "stored", key: event.key, text: event.newValue });
}

// Coming back to this tab: which games other tabs took meanwhile.
async function onVisible() {
  if (document.visibilityState === "visible") send({ op: "elsewhere", games: await heldElsewhere() });
}

// A dialog is modal: while it is open the page behind it is inert (no focus, no click, no key
// reaches the game), the focus goes into it (its [autofocus] control, else its first control), and
// when it closes the focus goes back to the control that opened it (or, gone, its data-key's).
const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), select, [tabindex='0']";
let opener = null;  // what had the focus when the dialog opened (rememberFocus)

function dialogOpen() {
  return dialogRoot.childElementCount > 0;
}

function showDialog(message) {
  const wasOpen = dialogOpen();
  if (message.markup && !wasOpen) opener = rememberFocus();
  replaceMarkup(dialogRoot, message.markup, Boolean(message.markup));
  app.inert = Boolean(message.markup);
  if (message.markup) {
    if (!dialogRoot.contains(document.activeElement)) {
      const first = dialogRoot.querySelector(FOCUSABLE);
      if (first) first.focus();
    }
    return;
  }
  if (!wasOpen) return;
  giveFocusBack(opener, app);
  opener = null;
}

function showSection(id) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView();
  const heading = section.querySelector("h2");
  if (heading) {
    heading.setAttribute("tabindex", "-1");
    heading.focus();
  }
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
  dialog: showDialog,
  announce: (m) => { document.getElementById("announce").textContent = m.text; },
  busy: (m) => { if (m.on) app.dataset.busy = "1"; else app.removeAttribute("data-busy"); },
  push: (m) => history.pushState(null, "", m.query || location.pathname),
  replace: (m) => history.replaceState(null, "", m.query || location.pathname),
  section: (m) => showSection(m.id),
  language: applyLanguage,
  save: (m) => store(m.key, m.text),
  remove: (m) => store(m.key, null),
  sound: (m) => { soundOn = m.on; if (m.kind) sound(m.kind); },
  log: (m) => (m.level === "error" ? console.error : console.warn)(m.text),
  listening: onListening,
  ready,
  "ai-ready": () => { document.body.dataset.aiReady = "1"; },
  "boot-error": (m) => showBootError(m.detail),  // boot.js
  claim: (m) => claim(m.game, Boolean(m.takeOver)),
  release: (m) => release(m.game),
  progress: (m) => bootStep(m.step),  // boot.js
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

// Arrow keys walk the cards of a hand (or the table) like a row of buttons.
function moveFocusInGroup(target, forward) {
  const group = target.closest ? target.closest(".hand, .table-cards") : null;
  if (!group) return false;
  const items = Array.from(group.querySelectorAll("[tabindex='0']"));
  const index = items.indexOf(target);
  if (index < 0 || items.length < 2) return false;
  items[(index + (forward ? 1 : -1) + items.length) % items.length].focus();
  return true;
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
  if (moveInChoice(target, event.key)) {
    event.preventDefault();
    return;
  }
  if ((event.key === "ArrowLeft" || event.key === "ArrowRight")
      && moveFocusInGroup(target, event.key === "ArrowRight")) {
    event.preventDefault();
    return;
  }
  // The game's shortcuts (pyapp.ui.shell Shell.key): Escape and the digits.
  if (event.key === "Escape" || /^[0-9]$/.test(event.key)) send({ op: "key", key: event.key });
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
app.addEventListener("pointerover", (event) => previewCapture(event.target.closest("[data-take]")));
app.addEventListener("focusin", (event) => {
  const option = event.target.closest("[data-take]");
  previewCapture(option && option.matches(":focus-visible") ? option : null);
});
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
  };
  let queued;
  startQueued = new Promise((resolve) => { queued = resolve; });
  try {
    const { XWorker } = await import(RUNTIME.polyscript);
    // The Worker comes back at once: messages posted now wait in its queue until web/app.py
    // has set its handler, so the listener is in place before anything can arrive.
    worker = new XWorker("./app.py", { type: "pyodide", version: RUNTIME.pyodide, config: RUNTIME.config });
  } catch (error) {
    failed(error);
    return;
  }
  worker.addEventListener("message", receive);
  worker.addEventListener("error", (event) => {
    const error = event.error || event.message || event;
    if (started) console.error("Tavolo: the game's worker failed:", error);
    else failed(error);
  });
  firstMessage.elsewhere = await elsewhere;
  waiting.unshift(firstMessage);  // sent first, once web/app.py listens
  queued();
}

start();
