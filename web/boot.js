// The page before Python runs (no inline scripts: the CSP forbids them).  A classic script in
// <head>: it speaks the player's language from the first paint, shows the start screen the build
// rendered (or, for a link to a game or a page, the boot screen) until the app's worker takes over,
// and shows a clear error panel when Python cannot start.
//
// The build (tools/boot_texts.py) replaces the placeholder below with the catalog's words of every
// language and its start screen, rendered by pyapp's own renderer under CPython:
// {settingsKey, settingsVersion, languages: {code: {dir, words: {key: text}, start: markup}}}.
// index.html holds the English start screen; another language's replaces it before it is painted.
const BOOT = "{{boot}}";

// The language Python will choose (pyapp/browser.py apply_language): the stored setting when it
// names a language, else the first of the browser's preferences the site speaks, else English.
// (Only the language of a stored record is checked: when another of its settings is invalid, Python
// drops them all and follows the browser, after telling the player.  tests/test_boot_texts.py runs
// this function under Node against the Python side.)
function bootLanguage() {
  const known = (code) => typeof code === "string" && Object.prototype.hasOwnProperty.call(BOOT.languages, code);
  try {
    const record = JSON.parse(localStorage.getItem(BOOT.settingsKey));
    const body = record && record.version === BOOT.settingsVersion ? record.body : null;
    if (body && typeof body === "object" && known(body.language)) return body.language;
  } catch (error) {
    // No storage (privacy settings) or an unreadable record: Python falls back to the browser's too.
  }
  const listed = navigator.languages && navigator.languages.length ? Array.from(navigator.languages) : [];
  for (const preference of listed.length ? listed : [navigator.language || "en"]) {
    const code = String(preference).split("-")[0].toLowerCase();
    if (known(code)) return code;
  }
  return "en";
}

const bootCode = typeof BOOT === "object" ? bootLanguage() : "en";  // a string: the unbuilt page
const bootWords = typeof BOOT === "object" ? BOOT.languages[bootCode].words : {};

// The first screen: the prerendered start screen when the URL names no game and no page (the app
// shows the start screen then), else the boot screen (style.css, html[data-first]).
const bootParams = new URLSearchParams(location.search);
const firstScreen = bootParams.has("game") || bootParams.has("page") ? "boot" : "start";
document.documentElement.dataset.first = firstScreen;

// <html lang dir>, the title and the description exist already (they come before this script).
// The words of <body> are set as the parser adds them: a MutationObserver's callback runs before
// the browser paints what was added, so no English shows first (html[data-swap] keeps the start
// screen invisible until it is in the player's language).
if (bootCode !== "en") {
  const root = document.documentElement;
  root.lang = bootCode;
  root.dir = BOOT.languages[bootCode].dir;
  document.title = bootWords["page.title"];
  const description = document.querySelector('meta[name="description"]');
  if (description) description.setAttribute("content", bootWords["app.description"]);
  if (firstScreen === "start") root.dataset.swap = "1";
  const translateBody = () => {
    for (const element of document.querySelectorAll("[data-text]")) {
      const text = bootWords[element.dataset.text];
      if (text && element.textContent !== text) element.textContent = text;
    }
    const start = document.getElementById("app");
    // #announce follows #app in index.html: once it is parsed, #app is whole.
    if (root.dataset.swap && start && start.hasAttribute("data-prerender") && document.getElementById("announce")) {
      start.innerHTML = BOOT.languages[bootCode].start;
      delete root.dataset.swap;
    }
  };
  if (document.readyState === "loading") {
    const observer = new MutationObserver(translateBody);
    observer.observe(root, { childList: true, subtree: true });
    // "interactive": the parser is done (before PyScript's deferred module runs).
    document.addEventListener("readystatechange", () => { observer.disconnect(); translateBody(); }, { once: true });
  } else {
    translateBody();
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
setTimeout(() => showBootError(bootWords["boot.error.timeout"] || "Python did not start within 60 seconds."), 60000);
