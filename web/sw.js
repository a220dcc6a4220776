// Tavolo's service worker: the whole site works offline after the first visit.
// The build (tools/build_site.py) stamps VERSION (a hash of every published file) and PRECACHE
// (every published file but this one); served with Cache-Control: no-cache, so a new deploy is
// seen on the next start.  A new version waits until the page asks for it (register-sw.js: on the
// next start, or from the "new version" notice), so a running page never mixes two versions.
const VERSION = "{{version}}";
const PRECACHE = ["{{precache}}"];
const CACHE = `tavolo-${VERSION}`;
const MATCH = { ignoreSearch: true, ignoreVary: true };

self.addEventListener("install", (event) => {
  // Revalidate everything but the version-named runtime, so no stale HTTP-cache copy gets in.
  // addAll is atomic: one missing file and this version is not installed (the old one keeps serving).
  const fresh = (url) => new Request(url, { cache: url.startsWith("./vendor/") ? "default" : "no-cache" });
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map(fresh))));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("tavolo-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  const navigate = request.mode === "navigate";
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Cache first; the site's folder URL ("./") is the page.
    const hit = await cache.match(request, MATCH) || (navigate && url.pathname.endsWith("/")
      && await cache.match("./index.html"));
    if (hit) return hit;
    try {
      const response = await fetch(request);
      if (response.ok && response.type === "basic") event.waitUntil(cache.put(request, response.clone()));
      return response;
    } catch (error) {
      const page = navigate && await cache.match("./index.html");  // offline: any page is the app
      if (page) return page;
      throw error;
    }
  })());
});
