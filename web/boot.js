// The page before Python runs (no inline scripts: the CSP forbids them).  A classic script in
// <head>: it speaks the player's language from the first paint, shows the start screen the build
// rendered (or, for a link to a game or a page, the boot screen) until the app's worker takes over,
// and shows a clear error panel when Python cannot start.
//
// The build (tools/boot_texts.py) replaces the placeholder below with the catalog's words of every
// language and its start screen, rendered by pyapp's own renderer under CPython:
// {settingsKey, settingsVersion, games: {game: save key}, start: the start screen's markup with
// {{key}} for each text, languages: {code: {dir, words: {key: text}, resume: markup, startWords:
// {key: escaped text}}}.
// index.html holds the English start screen; another language's replaces it before it is painted.
const BOOT = "{{boot}}";

// The language Python will choose (pyapp/browser.py apply_language): the stored setting when it
// names a language, else the first of the browser's preferences the site speaks, else English.
// (Only the language of a stored record is checked: when another of its settings is invalid, Python
// drops them all and follows the browser, after telling the player.  tests/test_boot_texts.py runs
// this function under Node against the Python side.)
function bootLanguage() {
  const known = (code) => typeof code === "string" && Object.prototype.hasOwnProperty.call(BOOT.languages, code);
  const body = storedSettings();
  if (known(body.language)) return body.language;
  const listed = navigator.languages && navigator.languages.length ? Array.from(navigator.languages) : [];
  for (const preference of listed.length ? listed : [navigator.language || "en"]) {
    const code = String(preference).split("-")[0].toLowerCase();
    if (known(code)) return code;
  }
  return "en";
}

// The stored settings' body ({} when there is none of this version or it cannot be read: no storage,
// privacy settings, an unreadable record; Python falls back to the defaults then too).
function storedSettings() {
  try {
    const record = JSON.parse(localStorage.getItem(BOOT.settingsKey));
    const body = record && record.version === BOOT.settingsVersion ? record.body : null;
    if (body && typeof body === "object") return body;
  } catch (error) {
    // as none
  }
  return {};
}

// The deck setting as stored (pyapp.ui.profile; "" when none): app.js starts a link to a 40-card
// game's table with that deck's sprite, when it is one of the site's.
function bootDeck() {
  const deck = typeof BOOT === "object" ? storedSettings().deck : "";
  return typeof deck === "string" ? deck : "";
}

const bootCode = typeof BOOT === "object" ? bootLanguage() : "en";  // a string: the unbuilt page
const bootWords = typeof BOOT === "object" ? BOOT.languages[bootCode].words : {};

// The first screen: the prerendered start screen when the URL has no parameters (the app shows
// exactly that screen then), else the boot screen (style.css, html[data-first]): a link to a game or
// a page, or parameters the app may answer with a notice, would replace the prerender with a shift.
const firstScreen = Array.from(new URLSearchParams(location.search)).length ? "boot" : "start";
document.documentElement.dataset.first = firstScreen;

// A first visit (no service worker serves the site yet, so nothing is cached) shows the steps of the
// start (style.css, html[data-progress]): the download of the runtime and the game, whose size the
// build stamps into the words; Python loading the game; the first screen.  app.js calls bootStep as
// the worker reports them.  The main thread cannot count the worker's bytes (its fetches are in the
// worker's own resource timing, and neither Pyodide's loader nor polyscript's XWorker reports
// progress to the page), so the bar advances by steps.  A later start, from the cache, shows none.
const BOOT_STEPS = ["download", "python", "table"];
if (typeof BOOT === "object" && !(navigator.serviceWorker && navigator.serviceWorker.controller)) {
  document.documentElement.dataset.progress = "1";
}

function bootStep(step) {
  const index = BOOT_STEPS.indexOf(step);
  if (index > 0) armBootTimeout(START_LIMIT_MS);  // downloaded: Python gets its 60 s from now
  const bar = document.querySelector(".boot-progress");
  const line = document.getElementById("boot-step");
  if (index < 0 || !bar || !line || index < Number(bar.getAttribute("aria-valuenow"))) return;
  const text = bootWords[`boot.step.${step}`] || "";
  bar.setAttribute("aria-valuenow", String(index));
  bar.setAttribute("aria-valuetext", text);
  if (line.textContent !== text) line.textContent = text;
  const bytes = document.getElementById("boot-bytes");
  if (index > 0 && bytes) bytes.textContent = "";
}

// The first visit's download as it arrives (app.js countDownload): the first segment fills, and a
// line under the steps says the megabytes and, after a second, the time left at the rate so far.
// Screen readers get it from the bar's value text, not from the live region (once a second would
// drown the steps).
function bootBytes(received, total, elapsedMs) {
  const bar = document.querySelector(".boot-progress");
  const line = document.getElementById("boot-bytes");
  if (!bar || !line || bar.getAttribute("aria-valuenow") !== "0" || !total) return;
  bar.style.setProperty("--download", String(Math.min(received / total, 1)));
  if (elapsedMs < 1000 || !received) return;
  const megabytes = new Intl.NumberFormat(bootCode, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const left = Math.max(0, Math.ceil(((total - received) * elapsedMs) / received / 1000));
  const fields = { done: megabytes.format(received / 1e6), total: megabytes.format(total / 1e6),
                   seconds: new Intl.NumberFormat(bootCode).format(left) };
  const text = (bootWords["boot.step.download.bytes"] || "").replace(/\{(done|total|seconds)\}/g, (_, key) => fields[key]);
  if (line.textContent !== text) line.textContent = text;
  bar.setAttribute("aria-valuetext", `${bootWords["boot.step.download"] || ""} ${text}`);
}

// The games in progress: their start-screen buttons carry the resume note, as the app's will.
function gamesInProgress() {
  try {
    return Object.keys(BOOT.games).filter((game) => localStorage.getItem(BOOT.games[game]) !== null);
  } catch (error) {
    return [];  // no storage: the app has none either
  }
}

// <html lang dir>, the title and the description exist already (they come before this script).
// The words of <body> and the start screen are set as the parser adds them: a MutationObserver's
// callback runs before the browser paints what was added, so no English and no screen without its
// resume notes shows first (html[data-swap] keeps the start screen invisible until it is ready).
// In English too the start screen waits, invisible, until the parser has added all of it: on a slow
// phone the parser yields mid-page, and a half-parsed start screen painted then grows as the rest
// arrives (a layout shift of 0.05 measured at 4x and 6x CPU throttling; 0 with the wait).
if (typeof BOOT === "object") {
  const root = document.documentElement;
  const language = BOOT.languages[bootCode];
  const inProgress = firstScreen === "start" ? gamesInProgress() : [];
  if (bootCode !== "en") {
    root.lang = bootCode;
    root.dir = language.dir;
    document.title = bootWords["page.title"];
    const description = document.querySelector('meta[name="description"]');
    if (description) description.setAttribute("content", bootWords["app.description"]);
  }
  if (firstScreen === "start") root.dataset.swap = "1";
  const prepareBody = () => {
    if (bootCode !== "en") {
      for (const element of document.querySelectorAll("[data-text]")) {
        const text = bootWords[element.dataset.text];
        if (text && element.textContent !== text) element.textContent = text;
      }
    }
    const start = document.getElementById("app");
    // #announce follows #app in index.html: once it is parsed, #app is whole.
    if (root.dataset.swap && start && start.hasAttribute("data-prerender") && document.getElementById("announce")) {
      if (bootCode !== "en") {
        start.innerHTML = BOOT.start.replace(/\{\{([^{}]+)\}\}/g, (marker, key) => language.startWords[key]);
      }
      for (const game of inProgress) {
        const button = start.querySelector(`[data-action="open:${game}"]`);
        if (button) button.insertAdjacentHTML("beforeend", language.resume);
      }
      delete root.dataset.swap;
    }
    if (root.dataset.progress) bootStep("download");
  };
  if (bootCode !== "en" || root.dataset.swap || root.dataset.progress) {
    if (document.readyState === "loading") {
      const observer = new MutationObserver(prepareBody);
      observer.observe(root, { childList: true, subtree: true });
      // "interactive": the parser is done (before the deferred module app.js runs).
      document.addEventListener("readystatechange", () => { observer.disconnect(); prepareBody(); }, { once: true });
    } else {
      prepareBody();
    }
  }
}

const panel = () => document.getElementById("boot-error");
function showBootError(detail) {
  if (!document.body || document.body.dataset.ready === "1") return;
  const box = panel();
  if (!box) return;
  document.getElementById("boot").hidden = true;
  const app = document.getElementById("app");
  if (app) app.hidden = true;
  box.hidden = false;
  const text = box.querySelector("[data-detail]");
  if (text && detail) text.textContent = String(detail).slice(-800);  // a traceback ends with its reason
  document.body.dataset.bootError = "1";
}
window.addEventListener("error", (event) => showBootError(event.message || event.error));
window.addEventListener("unhandledrejection", (event) => showBootError(event.reason));
window.addEventListener("py:error", (event) => showBootError(event.detail));
// Python must start within 60 s, or on a first visit within 3 minutes (13 MB at 1 Mbit/s take 105 s),
// then 60 s from the end of the download (the worker's "python" step).  A failed download cannot
// be told from a slow one (in a worker, Pyodide's loader then never settles), so the limit is all.
const START_LIMIT_MS = 60000;
const DOWNLOAD_LIMIT_MS = 180000;
let bootTimer = 0;
function armBootTimeout(milliseconds) {
  clearTimeout(bootTimer);
  bootTimer = setTimeout(() => showBootError(bootWords["boot.error.timeout"]
    || "Python did not start in time."), milliseconds);
}
armBootTimeout(document.documentElement.dataset.progress ? DOWNLOAD_LIMIT_MS : START_LIMIT_MS);
