import { driveApp } from '@wayfare/contracts';
import type { CacheLoadedMessage } from './offline-rules.ts';

/**
 * Installs the driver's app's service worker (issue 33) for /drive: its shell then opens offline, and a new
 * build's worker takes over at the next visit. The page calls it once; in development (no built worker)
 * and in browsers without service workers it does nothing.
 *
 * The files the page loaded before the worker ran (its lazily imported chunks) are named to the worker to
 * keep; when a newer build's worker takes over a page an older one controlled, the page reloads onto the
 * new build, since the old build's files are gone from the server and from the cache.
 */
export async function registerDriveApp(container = globalThis.navigator?.serviceWorker) {
  if (!container || !import.meta.env.PROD) return undefined;
  const updating = Boolean(container.controller);
  container.addEventListener('controllerchange', () => updating && window.location.reload(), { once: true });
  const registration = await container.register(driveApp.worker, {
    scope: driveApp.path,
    // The worker's script is always asked of the server, so a deployment is seen at the next visit.
    updateViaCache: 'none',
  });
  const ready = await container.ready;
  const loaded: CacheLoadedMessage = {
    type: 'cache-loaded',
    urls: performance.getEntriesByType('resource').map((entry) => entry.name),
  };
  ready.active?.postMessage(loaded);
  return registration;
}
