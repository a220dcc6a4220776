// Installing and offline support, once the game is on screen and the AI is up: links the web app
// manifest (in the page's language: pyapp.browser puts its URL on <body>; linked from the start it
// costs the boot ~80 ms, the browser works on it beside Pyodide), then registers the service
// worker (sw.js) and checks for a new version on every start.  A new version waits (sw.js) until
// this page switches to it: at the next start, before Python boots, or when the player presses
// Reload in the notice shown once the game is ready.  When another tab switches first, this one
// keeps its own version's files (sw.js serves each page from its version's cache) and shows the
// notice.  The parts of the site the page's worker loaded (a game's code and cards, a language's
// words: app.js's "app:loaded" events) are fetched again through the service worker once it controls
// the page, which keeps them (the worker may have fetched them before): then a game once played
// plays offline.  A plain script: the CSP forbids inline ones.
(() => {
  const AI_WAIT_MS = 20000;

  // Wait for the AI worker too (body[data-ai-ready]): the manifest and the cache then do not
  // compete with its boot.
  function aiReady() {
    return new Promise((resolve) => {
      if (document.body.dataset.aiReady === "1") return resolve();
      const observer = new MutationObserver(() => {
        if (document.body.dataset.aiReady === "1") done();
      });
      const timer = setTimeout(() => done(), AI_WAIT_MS);
      function done() { observer.disconnect(); clearTimeout(timer); resolve(); }
      observer.observe(document.body, { attributes: true, attributeFilter: ["data-ai-ready"] });
    });
  }

  function linkManifest() {
    if (document.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = document.body.dataset.manifest || "./manifest.webmanifest";
    document.head.append(link);
  }

  const sw = "serviceWorker" in navigator ? navigator.serviceWorker : null;
  window.addEventListener("app:ready", async () => {
    await aiReady();
    linkManifest();
    if (sw) await register();
  }, { once: true });
  if (!sw) return;

  const startedControlled = Boolean(sw.controller);
  let switching = false;
  const toKeep = new Set();  // parts' files the page used that the service worker may not hold yet
  let keeping = null;  // the fetches under way

  window.addEventListener("app:loaded", (event) => {
    for (const url of event.detail) toKeep.add(url);
    if (sw.controller) keepParts();
  });

  // Fetches each part's file used through the service worker (a cache hit when it holds it, else
  // it fetches and keeps it; the HTTP cache answers, nothing is downloaded again);
  // body[data-offline-ready] waits for them.
  function keepParts() {
    if (keeping) return keeping;
    if (!toKeep.size) {
      markOfflineReady();
      return Promise.resolve();
    }
    delete document.body.dataset.offlineReady;
    keeping = (async () => {
      while (toKeep.size) {
        const urls = Array.from(toKeep);
        toKeep.clear();
        await Promise.all(urls.map((url) => fetch(url).then((response) => response.arrayBuffer()).catch(() => {})));
      }
    })().finally(() => {
      keeping = null;
      markOfflineReady();
    });
    return keeping;
  }

  // Asks a waiting version to take over; the page reloads when it has (controllerchange).
  function switchTo(worker) {
    switching = true;
    worker.postMessage("skip-waiting");
  }

  // The version this page runs (the build stamps it): the service worker serves each page from
  // the cache of its own version, also after another tab took a newer one (sw.js).  A page it served
  // is known to it already; one loaded from the network, before it took control, says it here.
  function tellVersion() {
    const version = document.documentElement.dataset.version;
    if (sw.controller && version) sw.controller.postMessage({ op: "version", version });
  }

  sw.addEventListener("controllerchange", () => {
    if (switching) return location.reload();
    tellVersion();
    if (startedControlled) showUpdateNotice(null);  // another tab switched: this one keeps its version
    keepParts();
  });

  // A version installed during an earlier visit: switch now, before the game starts.
  if (startedControlled) {
    sw.getRegistration().then((reg) => { if (reg && reg.waiting) switchTo(reg.waiting); });
  }

  // body[data-offline-ready]: a service worker controls this page with what every visit needs and
  // the parts this page used cached.
  function markOfflineReady() {
    if (sw.controller && !keeping) document.body.dataset.offlineReady = "1";
  }

  function showUpdateNotice(reg) {
    if (document.getElementById("update-notice")) return;
    const box = document.createElement("div");
    box.id = "update-notice";
    box.setAttribute("role", "status");
    Object.assign(box.style, {
      position: "fixed", left: "50%", bottom: "1rem", transform: "translateX(-50%)", zIndex: "1000",
      display: "flex", alignItems: "center", gap: "0.75rem", padding: "0.5rem 0.75rem 0.5rem 1rem",
      maxWidth: "calc(100vw - 2rem)", borderRadius: "999px", background: "#0c2b1a", color: "#f5f1e6",
      border: "2px solid #f2c14e", boxShadow: "0 4px 14px rgb(0 0 0 / 0.4)", fontSize: "0.95rem",
    });
    const text = document.createElement("span");
    // The words come from the message catalog: pyapp.browser puts them on <body> in the page's language.
    const words = document.body.dataset;
    text.textContent = words.updateReady || "A new version of Tavolo is ready.";
    const button = (label, colours) => {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = label;
      Object.assign(b.style, {
        font: "inherit", fontWeight: "600", padding: "0.3rem 0.9rem", borderRadius: "999px",
        cursor: "pointer", border: "2px solid #f2c14e", ...colours,
      });
      return b;
    };
    const reload = button(words.updateReload || "Reload", { background: "#ffd166", color: "#1b1b1b" });
    reload.dataset.action = "update-reload";
    reload.addEventListener("click", () => {
      if (reg && reg.waiting) switchTo(reg.waiting);
      else location.reload();
    });
    const later = button(words.updateLater || "Not now", { background: "transparent", color: "#f5f1e6" });
    later.addEventListener("click", () => box.remove());
    box.append(text, reload, later);
    document.body.append(box);
  }

  // Offers the reload once a new version has installed (now or later in this visit).
  function watchForUpdates(reg) {
    const offer = () => { if (reg.waiting && sw.controller) showUpdateNotice(reg); };
    const track = (worker) => { if (worker) worker.addEventListener("statechange", offer); };
    track(reg.installing);
    reg.addEventListener("updatefound", () => track(reg.installing));
    offer();
  }

  async function register() {
    try {
      const reg = await sw.register("./sw.js");
      watchForUpdates(reg);
      // Without update() a new deploy may go unseen for a long while; offline it fails: keep this version.
      reg.update().catch(() => {});
      await sw.ready;
      tellVersion();
      if (sw.controller) await keepParts();
    } catch (error) {
      console.warn("Tavolo: offline play is not available in this browser:", error);
    }
  }
})();
