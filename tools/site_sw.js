// The site's service worker (tools/site_sw.js; tools/build_site.py writes it to build/site/sw.js with the
// build's file list): the device keeps the whole site, so that it opens every page and every live lesson
// later with no server at all.
//
// - Every file a page or marimo's worker fetches from the site is kept as it passes (no second download);
//   once a page has loaded (a live lesson: once it is ready) it asks for the rest of the site, which is
//   fetched in the background, a few files at a time (site_offline.js).
// - The build's VERSION names the kept copy ("cardschool-VERSION"). A new build is a new sw.js: it starts
//   its copy with the files of the old one that did not change (same content hash), takes over, and
//   deletes the old copy. Nothing of two builds is ever mixed.
// - Whatever the site did not build (another address, a POST) goes to the network as usual.
const VERSION = "__VERSION__";
const FILES = __FILES__;          // path (relative to this file) -> content hash, for every file of the build
const CACHE = `cardschool-${VERSION}`;
const SCOPE = new URL("./", self.location.href);
const ENTRY = "__files__.json";   // the file list of the copy, kept in it (for the next build's copy)

function pathOf(url) {
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  let path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  if (path === "" || path.endsWith("/")) path += "index.html";
  return Object.prototype.hasOwnProperty.call(FILES, path) ? path : null;
}

function keyOf(path) {
  return new URL(path.split("/").map(encodeURIComponent).join("/"), SCOPE).href;
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.put(keyOf(ENTRY), new Response(JSON.stringify(FILES), { headers: { "content-type": "application/json" } }));
    // the files the last build's copy holds unchanged
    for (const name of await caches.keys()) {
      if (name === CACHE || !name.startsWith("cardschool-")) continue;
      const old = await caches.open(name);
      const listed = await old.match(keyOf(ENTRY));
      const before = listed ? await listed.json() : {};
      for (const [path, hash] of Object.entries(FILES)) {
        if (before[path] !== hash) continue;
        const kept = await old.match(keyOf(path));
        if (kept && !(await cache.match(keyOf(path)))) await cache.put(keyOf(path), kept);
      }
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE && name.startsWith("cardschool-")) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

async function fromCopy(path, request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(keyOf(path));
  if (kept) return kept;
  const response = await fetch(request.mode === "navigate" ? keyOf(path) : request);
  if (response.status === 200 && response.type === "basic") {
    const copy = response.clone();
    cache.put(keyOf(path), copy).catch(() => {});
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.headers.has("range")) return;
  const path = pathOf(new URL(request.url));
  if (path) event.respondWith(fromCopy(path, request));
});

// the rest of the site, in the background: what is kept and how much, told to the page that asked
let filling = null;
async function fill(client) {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const path of Object.keys(FILES)) if (!(await cache.match(keyOf(path)))) missing.push(path);
  let left = missing.length;
  const tell = () => client && client.postMessage({ cardschool: "kept", left, files: Object.keys(FILES).length });
  tell();
  const next = async () => {
    while (missing.length) {
      const path = missing.shift();
      try {
        const response = await fetch(keyOf(path), { cache: "no-store" });
        if (response.status === 200) await cache.put(keyOf(path), response);
      } catch {
        // the server went away: the next page asks again
      }
      left -= 1;
      if (left % 20 === 0) tell();
    }
  };
  await Promise.all([next(), next(), next(), next()]);
  tell();
}

self.addEventListener("message", (event) => {
  if (event.data !== "cardschool-keep") return;
  filling = filling || fill(event.source).finally(() => { filling = null; });
  event.waitUntil(filling);
});
