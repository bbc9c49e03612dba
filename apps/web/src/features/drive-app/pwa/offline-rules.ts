import { DRIVE_SHELL_FILES, isDriveAppPath } from '@wayfare/contracts';

/**
 * What the driver's service worker does with a request (issue 33: the app's shell opens offline, no ride
 * is):
 * - `app-shell`: a page of the app; from the network, or the cached /drive document when it fails.
 * - `cached-file`: a fingerprinted build file (never changes under its name) or a file of the shell;
 *   from the cache, else the network (and then kept).
 * - `network`: left to the browser, never cached: the API (offers, rides, positions, streams), uploads,
 *   other sites (map tiles), anything but GET.
 */
export type WorkerHandling = 'app-shell' | 'cached-file' | 'network';

export type WorkerRequest = { url: string; method: string; mode: string };

export function handlingOf(request: WorkerRequest, origin: string): WorkerHandling {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (/^\/(api|uploads)(\/|$)/i.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return isDriveAppPath(url.pathname) ? 'app-shell' : 'network';
  if (url.pathname.startsWith('/assets/') || DRIVE_SHELL_FILES.includes(url.pathname)) return 'cached-file';
  return 'network';
}

/** A cache of one build's shell; a new build's worker deletes the others (`isOldShellCache`). */
export const shellCacheName = (version: string) => `wayfare-drive-${version}`;
export const isOldShellCache = (name: string, version: string) =>
  name.startsWith('wayfare-drive-') && name !== shellCacheName(version);

/** The message the page sends its worker once it is active: the files it loaded before the worker ran. */
export type CacheLoadedMessage = { type: 'cache-loaded'; urls: string[] };
export const isCacheLoadedMessage = (data: unknown): data is CacheLoadedMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'cache-loaded' &&
  Array.isArray((data as { urls?: unknown }).urls);
