import { driveApp } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { handlingOf, isCacheLoadedMessage, isOldShellCache, shellCacheName } from './offline-rules.ts';

const origin = 'https://wayfare.example';
const page = (path: string) => ({ url: `${origin}${path}`, method: 'GET', mode: 'navigate' });
const file = (url: string, method = 'GET') => ({
  url: url.startsWith('/') ? `${origin}${url}` : url,
  method,
  mode: 'cors',
});

// issue 33: the driver's app opens offline from its shell; no ride, offer or position is ever kept.
describe("the driver's service worker's rules", () => {
  it.each(['/drive', '/drive/', '/drive/on-ride/12?from=offer', '/DRIVE'])(
    'opens %s from the network, or from the cached shell when offline',
    (path) => expect(handlingOf(page(path), origin)).toBe('app-shell'),
  );

  it.each(['/', '/driver', '/ride', '/teacher/wallets', '/api/Ride/GetMyDriverStatus'])(
    'leaves a page outside the app (%s) to the browser',
    (path) => expect(handlingOf(page(path), origin)).toBe('network'),
  );

  it.each([
    '/api/Ride/GetMyOffers',
    '/api/Ride/MyDriverUpdates',
    '/api/Ride/GetMyEarnings',
    '/API/Wallet/GetMyWallet',
    '/uploads/cars/photo.jpg',
    'https://tile.openstreetmap.org/15/16000/15000.png',
    `${origin.replace('https', 'http')}/assets/start-Ab12.js`,
  ])('never caches %s', (url) => expect(handlingOf(file(url), origin)).toBe('network'));

  it('never caches what is sent (an accepted offer, a position)', () => {
    expect(handlingOf(file('/api/Ride/AcceptOffer', 'POST'), origin)).toBe('network');
    expect(handlingOf(file('/assets/start-Ab12.js', 'POST'), origin)).toBe('network');
  });

  it.each([
    '/assets/start-Ab12Cd34.js',
    '/assets/index-DGohqgZw.css',
    '/color-scheme.js',
    driveApp.manifest,
    driveApp.icons.maskable512,
    driveApp.appleTouchIcon,
  ])('serves the shell file %s from the cache first', (url) => {
    expect(handlingOf(file(url), origin)).toBe('cached-file');
  });

  it("keeps one build's cache: a new build's worker deletes the older ones, and nobody else's", () => {
    expect(shellCacheName('b2')).toBe('wayfare-drive-b2');
    expect(isOldShellCache('wayfare-drive-b1', 'b2')).toBe(true);
    expect(isOldShellCache('wayfare-drive-b2', 'b2')).toBe(false);
    expect(isOldShellCache('map-tiles', 'b2')).toBe(false);
  });

  it("reads the page's list of the files it loaded, and nothing else", () => {
    expect(isCacheLoadedMessage({ type: 'cache-loaded', urls: ['/assets/a.js'] })).toBe(true);
    expect(isCacheLoadedMessage({ type: 'cache-loaded' })).toBe(false);
    expect(isCacheLoadedMessage('cache-loaded')).toBe(false);
  });
});
