/**
 * The driver's app's service worker (issue 33), built apart as a classic script at /drive-sw.js
 * (apps/web/build/drive-app-files.ts) with DRIVE_SHELL, the build's shell, written in: it opens /drive
 * offline from the cache and never keeps an API reply (offline-rules.ts decides which request is which).
 * A new build is a new script (its shell's file names change), so the browser installs it at the next
 * visit; it takes over at once and deletes the older builds' caches.
 */
import {
  handlingOf,
  isCacheLoadedMessage,
  isOldShellCache,
  shellCacheName,
} from '../features/drive-app/pwa/offline-rules.ts';

declare const DRIVE_SHELL: { version: string; document: string; files: string[] };

/** The parts of the worker's global scope used here (the DOM library's types describe a page). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
const worker = self as unknown as WorkerScope;
const cacheName = shellCacheName(DRIVE_SHELL.version);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      // 'reload': straight from the server, never a copy the browser's HTTP cache kept of an older build.
      .then((cache) =>
        cache.addAll(
          [DRIVE_SHELL.document, ...DRIVE_SHELL.files].map((url) => new Request(url, { cache: 'reload' })),
        ),
      )
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => isOldShellCache(name, DRIVE_SHELL.version))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You are offline · Wayfare Driver</title></head><body style="font-family:system-ui,sans-serif;padding:24px"><h1>You are offline</h1><p>Wayfare Driver needs a connection to open. Check your data or Wi-Fi, then reload.</p></body></html>`;

/** A page of the app: the network's, else the shell's document, else a page that says so. */
async function appShell(request: Request) {
  try {
    return await fetch(request);
  } catch {
    const cached = await caches.match(DRIVE_SHELL.document, { cacheName });
    return (
      cached ??
      new Response(OFFLINE_PAGE, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } })
    );
  }
}

async function cachedFile(request: Request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const handling = handlingOf(event.request, worker.location.origin);
  if (handling === 'app-shell') event.respondWith(appShell(event.request));
  else if (handling === 'cached-file') event.respondWith(cachedFile(event.request));
});

// The page loaded its lazily imported chunks before this worker controlled it: it names them once, to keep.
worker.addEventListener('message', (event) => {
  if (!isCacheLoadedMessage(event.data)) return;
  const wanted = event.data.urls.filter(
    (url) => handlingOf({ url, method: 'GET', mode: 'no-cors' }, worker.location.origin) === 'cached-file',
  );
  event.waitUntil(
    caches.open(cacheName).then(async (cache) => {
      for (const url of wanted) {
        // A file gone since (a newer build) is simply not kept.
        if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
      }
    }),
  );
});
