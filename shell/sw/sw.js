// The site's service worker (issue 14, offline): pages already visited open without a network.
// Hand-written rather than Workbox: the modules come through the import map and are
// content-hashed, so three small rules cover them and nothing has to be built into a manifest.
// - Page navigations: the network first; the last pages visited when it is gone. A page never
//   visited opens as the last page kept, and the shell then shows the route it asked for.
// - Content-hashed files (modules, styles, fonts): from the cache once fetched; they never change.
// - The API's public GET answers: the network first; the last answer when offline. Answers for a
//   signed-in person (a bearer token) and answers marked no-store are never kept.
// builds/latest.json and the worker itself always go to the network.
const VERSION = 1;
const PAGES = `moveable-pages-${VERSION}`;
const FILES = `moveable-files-${VERSION}`;
const API = `moveable-api-${VERSION}`;
const LIMITS = { [PAGES]: 30, [FILES]: 400, [API]: 300 };
const HASHED = /^\/[^/]+\/.+-[A-Za-z0-9_-]{8}\.(js|css|woff2?|svg|png|webp|json)$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const kept = new Set(Object.keys(LIMITS));
      for (const name of await caches.keys()) if (name.startsWith('moveable-') && !kept.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** Keeps a cache to its size: the entries kept longest go first. */
async function trim(name) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - LIMITS[name]))) await cache.delete(request);
}

function keepable(response) {
  return response.ok && response.type === 'basic' && !/no-store|private/.test(response.headers.get('cache-control') ?? '');
}

async function put(name, request, response) {
  const cache = await caches.open(name);
  await cache.delete(request); // a renewed entry becomes the newest
  await cache.put(request, response);
  await trim(name);
}

/** Stores an answer while the worker stays alive for it; a failure to store only costs the copy. */
function keep(event, name, response) {
  const stored = put(name, event.request, response).catch((error) => console.warn('not kept', event.request.url, error));
  try {
    event.waitUntil(stored);
  } catch {
    // the fetch event has ended: storing goes on as long as the worker lives
  }
}

async function networkFirst(event, name, fallback) {
  try {
    const response = await fetch(event.request);
    if (keepable(response)) keep(event, name, response.clone());
    return response;
  } catch (offline) {
    const cached = (await caches.match(event.request, { cacheName: name })) ?? (fallback ? await fallback() : undefined);
    if (cached) return cached;
    throw offline;
  }
}

async function cacheFirst(event, name) {
  const cached = await caches.match(event.request, { cacheName: name });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (keepable(response)) keep(event, name, response.clone());
  return response;
}

/** The page kept last: the same shell, which renders whatever route the address names. */
async function lastPage() {
  const cache = await caches.open(PAGES);
  const keys = await cache.keys();
  return keys.length ? cache.match(keys[keys.length - 1]) : undefined;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/builds/latest.json' || url.pathname === '/sw.js') return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(event, PAGES, lastPage));
  } else if (url.pathname.startsWith('/api/')) {
    if (!request.headers.has('authorization')) event.respondWith(networkFirst(event, API));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(event, FILES));
  }
});
