// Tavolo's service worker: the whole site works offline after the first visit, and each tab runs
// one version from its start to its end.
//
// The build (tools/build_site.py) stamps VERSION (a hash of every published file; index.html
// carries it too, on <html data-version>), FILES (every published file but this one, with its size
// and the start of its SHA-256) and a length stamp at the end: a new deploy changes this file's
// bytes and its length, so even hosts whose validators are only the modification time and the
// size show it to the browser's update check (served with Cache-Control: no-cache).
//
// * Installing checks every file against FILES: during a deploy the server may hold files of two
//   versions, and then the install fails (the old version keeps serving; the next start retries).
// * Each version has its own cache.  A page starts on the newest installed version; from then on
//   everything it asks for comes from the cache of that version, whichever version of this worker
//   runs: the worker records which version each page (client) started with, in a cache all
//   versions share, and the page says it too (register-sw.js).  The app's worker (Pyodide) asks for
//   its two files with ?v=<version> (web/app.js).  vendor/ URLs name their content (the build), so
//   any version's copy serves.  An old version's cache goes once no open page uses it.
// * Only the checked files of FILES are ever cached: anything else goes to the network, uncached.
// * Offline, a page at any other path of the site is redirected to the site's folder (the app),
//   with its query.
const VERSION = "{{version}}";
const FILES = ["{{files}}"];
const PREFIX = "tavolo-";
const CACHE = PREFIX + VERSION;
const CLIENTS = "tavolo:clients";  // not PREFIX: no version's cache (kept across versions)
const MATCH = { ignoreSearch: true, ignoreVary: true };
const VERSION_FORMAT = /^[0-9a-f]{16}$/;
const WORKER_FILES = "{{worker_files}}".split(" ");  // asked for with ?v=<version> (web/app.js; the build's list)
const versions = new Map();  // client id -> version it started with (also kept in CLIENTS)

const ROOT = new URL("./", self.location.href).pathname;  // the site's folder (the page is its index.html)
const isVendor = (url) => new URL(url, self.location.href).pathname.startsWith(new URL("./vendor/", self.location.href).pathname);
const clientKey = (id) => new URL(`./tavolo-client/${encodeURIComponent(id)}`, self.location.href).href;

async function sha256(buffer) {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The checked body of one file of FILES: a vendor file may come from another version's cache or
// the HTTP cache (its URL names its content); the app's worker's two files from the HTTP cache
// under the ?v=<version> URL the page fetched them by on this visit (no second download: the
// digest says whether the copy is this version's); everything else is revalidated.  A stale copy
// is fetched again, bypassing every cache; a file that still does not match fails the install.
async function checkedCopy(url, size, digest) {
  const fromThisVisit = () => fetch(`${url}?v=${VERSION}`, { cache: "only-if-cached", mode: "same-origin" })
    .catch(() => null);  // not in the HTTP cache: a network error, by design
  const attempts = [
    ...(isVendor(url) ? [() => caches.match(url, MATCH), () => fetch(url)]
      : [...(WORKER_FILES.includes(url) ? [fromThisVisit] : []), () => fetch(url, { cache: "no-cache" })]),
    () => fetch(url, { cache: "reload" }),
  ];
  for (const attempt of attempts) {
    const response = await attempt();
    if (!response || !response.ok) continue;
    const body = await response.arrayBuffer();
    if (body.byteLength === size && (await sha256(body)).startsWith(digest)) {
      const headers = new Headers(response.headers);
      headers.delete("Content-Encoding");  // the body is decoded already
      headers.delete("Content-Length");
      return new Response(body, { status: 200, statusText: "OK", headers });
    }
  }
  throw new Error(`Tavolo ${VERSION}: ${url} is not this version's file (a deploy under way?)`);
}

async function precache() {
  await caches.delete(CACHE);  // what an interrupted install left
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(FILES.map(async ([url, size, digest]) => cache.put(url, await checkedCopy(url, size, digest))));
    if (!(await isComplete())) throw new Error(`Tavolo ${VERSION}: the cache was deleted while installing`);
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

async function isComplete() {
  return (await caches.has(CACHE)) && (await (await caches.open(CACHE)).keys()).length === FILES.length;
}

self.addEventListener("install", (event) => event.waitUntil(precache()));

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    if (!(await isComplete())) await precache().catch(() => {});  // deleted meanwhile: offline until refetched
    await self.clients.claim();
    await tidy();
  })());
});

// Which version a client started with: null when unknown (e.g. a page of a version before this one).
async function versionOf(id) {
  if (!id) return null;
  if (!versions.has(id)) {
    const stored = await (await caches.open(CLIENTS)).match(clientKey(id));
    const version = stored ? await stored.text() : null;
    if (!versions.has(id)) versions.set(id, version);  // unless remembered meanwhile
  }
  return versions.get(id);
}

async function remember(id, version) {
  if (!id || !VERSION_FORMAT.test(version) || versions.get(id) === version) return;
  versions.set(id, version);
  await (await caches.open(CLIENTS)).put(clientKey(id), new Response(version));
}

// Forgets closed clients and deletes the caches no open client uses; nothing while a newer version
// installs or waits (its cache is not this worker's to judge: it tidies when it activates).
async function tidy() {
  if (self.registration.installing || self.registration.waiting) return;
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: "all" })).map((client) => client.id));
  const store = await caches.open(CLIENTS);
  const used = new Set([CACHE]);
  for (const request of await store.keys()) {
    const id = decodeURIComponent(new URL(request.url).pathname.split("/").pop());
    if (open.has(id)) {
      used.add(PREFIX + await (await store.match(request)).text());
    } else {
      versions.delete(id);
      await store.delete(request);
    }
  }
  for (const key of await caches.keys()) {
    if (key.startsWith(PREFIX) && !used.has(key)) await caches.delete(key);
  }
}

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
  // A page tells the version it runs (a page loaded from the network before this worker took it over).
  else if (event.data && event.data.op === "version" && event.source) {
    event.waitUntil(remember(event.source.id, String(event.data.version)));
  }
});

// The version whose files a request gets: a navigation starts a page on this (the newest) version;
// the app's worker names its page's version (?v=); any other request belongs to its client's.
async function versionFor(event, url) {
  if (event.request.mode === "navigate") return VERSION;
  const tagged = url.searchParams.get("v");
  if (tagged && VERSION_FORMAT.test(tagged)) return tagged;
  return (await versionOf(event.clientId)) || VERSION;
}

async function respond(event, url) {
  const request = event.request;
  const navigate = request.mode === "navigate";
  const version = await versionFor(event, url);
  const cache = (await caches.has(PREFIX + version)) ? await caches.open(PREFIX + version) : null;
  const started = (response) => {
    if (navigate) event.waitUntil(remember(event.resultingClientId, version).then(tidy));
    return response;
  };
  const hit = isVendor(url) ? await caches.match(request, MATCH)
    : cache && (await cache.match(request, MATCH)
                || (navigate && url.pathname === ROOT && await cache.match("./index.html")));  // the folder URL is the page
  if (hit) return started(hit);
  try {
    return await fetch(request);  // never cached: a cache holds exactly the checked files of its version
  } catch (error) {
    // Offline, any other page of the site is the app at the site's folder, with the same query (a
    // page at a nested path such as some/where would ask for its files there, which no cache holds).
    if (navigate && cache && await cache.match("./index.html")) {
      return Response.redirect(new URL(`${ROOT}${url.search}`, self.location.href).href, 302);
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(respond(event, url));
});
