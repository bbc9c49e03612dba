import { driveApp } from '@wayfare/contracts';
import type { CacheLoadedMessage } from './offline-rules.ts';

/**
 * Installs the driver's app's service worker (issue 33) for /drive: its shell then opens offline, and a new
 * build's worker takes over at the next visit. The page calls it once; in development (no built worker)
 * and in browsers without service workers it does nothing.
 *
 * The files the page loaded before the worker ran (its lazily imported chunks) are named to the worker to
 * keep; when a newer build's worker takes over (found at a visit, or when the app comes back to the
 * screen), the page reloads onto the new build, since the old build's files are gone from the server and
 * from the cache.
 */
export async function registerDriveApp(container = globalThis.navigator?.serviceWorker) {
  if (!container || !import.meta.env.PROD) return undefined;
  // The first worker taking the page over is the install; any later one is a new build.
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  const registration = await container.register(driveApp.worker, {
    scope: driveApp.path,
    // The worker's script is always asked of the server, so a deployment is seen at the next visit.
    updateViaCache: 'none',
  });
  // The app stays open all day on a phone: coming back to it looks for a new build too.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
  const ready = await container.ready;
  const loaded: CacheLoadedMessage = {
    type: 'cache-loaded',
    urls: performance.getEntriesByType('resource').map((entry) => entry.name),
  };
  ready.active?.postMessage(loaded);
  return registration;
}
