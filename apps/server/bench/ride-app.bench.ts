/**
 * issue 33's proof for the apps in a browser, on the production build with Lighthouse's default mobile profile
 * (a Moto G Power's screen, simulated slow 4G, the CPU slowed four times) in Debian's Chromium:
 *
 * - `/ride` as a signed-in rider (registered through the API; the session put in the page's local storage
 *   before Lighthouse loads it, which keeps storage for that): every script and style sheet the first load
 *   downloaded, lazily imported chunks and the map's included, each gzipped at level 9 here (as the
 *   public-site module weighs them; brotli as sent beside it), the LCP, the Total Blocking Time and the
 *   performance score. Budgets: 250 KiB and an LCP of 2.5 s.
 * - `/drive`'s installability. Lighthouse 12 dropped its PWA audits (installable-manifest, service-worker),
 *   so the module asks Chromium what those audits asked it: the manifest as Chromium parsed it
 *   (Page.getAppManifest) and the reasons it would refuse to install the app (Page.getInstallabilityErrors);
 *   then that the service worker controls the page after a reload, that the page opens with the network off
 *   (served by the worker), and that an API call with the network off fails (no reply is kept). When the page
 *   registers no worker itself (before the driver's page calls registerDriveApp), the module registers it,
 *   as registerDriveApp would, and says so in the row.
 */
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import type { BenchContext } from './run.ts';
import { firstLoadOf } from './support/first-load.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET = { firstLoadKiB: 250, lcpMs: 2500 };
const DRIVE = { path: '/drive', worker: '/drive-sw.js' };

async function post(base: string, action: string, body: unknown, token?: string) {
  const response = await fetch(`${base}/api/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A rider registered through the API, signed in: the reply the web app keeps as its session. */
async function signedInRider(base: string) {
  const account = { email: `bench.rider.${Date.now()}@example.ng`, password: 'B3nch!Rider-password' };
  await post(base, 'Account/Register', {
    EmailAddress: account.email,
    PhoneNumber: '0803 123 4567',
    Surname: 'Okafor',
    Firstname: 'Ada',
    Password: account.password,
    ConfirmPassword: account.password,
  });
  return post(base, 'Account/Authenticate', { EmailAddress: account.email, Password: account.password });
}

async function withChromium<T>(use: (page: Page) => Promise<T>) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    return await use(await browser.newPage());
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

/** /ride's first load as a signed-in rider. */
async function measureRide(ctx: BenchContext, base: string, session: Record<string, unknown>) {
  return withChromium(async (page) => {
    // A same-origin page without scripts, so the storage is the site's and the HTTP cache stays empty of the app.
    await page.goto(`${base}/robots.txt`);
    await page.evaluate(
      `localStorage.setItem('token', ${JSON.stringify(String(session.Token))});` +
        `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.User))});`,
    );
    const result = await lighthouse(
      `${base}/ride`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse gave no result for /ride');
    const { audits, categories, runtimeError, finalDisplayedUrl } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on /ride: ${runtimeError.code} ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== '/ride')
      throw new Error(`/ride ended at ${finalDisplayedUrl}: the rider was not signed in`);
    const load = await firstLoadOf(audits, base);
    ctx.log(`/ride: ${load.paths.join(' ')}`);
    return {
      files: load.files,
      gzipKiB: load.gzipKiB,
      transferKiB: load.transferKiB,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      score: Math.round((categories.performance?.score ?? Number.NaN) * 100),
    };
  });
}

/** /drive's manifest and worker, as Chromium judges an app to install. */
async function checkDriveInstallable(base: string) {
  return withChromium(async (page) => {
    await page.goto(`${base}${DRIVE.path}`, { waitUntil: 'load' });
    const cdp = await page.createCDPSession();
    const manifest = await cdp.send('Page.getAppManifest');
    // The page's own scripts run in the browser: the server's TypeScript has no DOM, so they are written as text.
    const scope = JSON.stringify(DRIVE.path);
    const pageRegisters = await page
      .waitForFunction(`navigator.serviceWorker.getRegistration(${scope}).then(Boolean)`, { timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!pageRegisters)
      await page.evaluate(
        `navigator.serviceWorker.register(${JSON.stringify(DRIVE.worker)}, { scope: ${scope}, updateViaCache: 'none' }).then(() => undefined)`,
      );
    await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
    await page.reload({ waitUntil: 'load' });
    const controlled = (await page.evaluate('Boolean(navigator.serviceWorker.controller)')) as boolean;
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');

    await page.setOfflineMode(true);
    const offline = await page.reload({ waitUntil: 'load' });
    const offlineNotice = await page
      .waitForFunction(`document.body.textContent.includes('You are offline')`, { timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    const apiOffline = (await page.evaluate(
      `fetch('/api/Ride/GetRideStatuses').then((response) => 'answered ' + response.status, () => 'failed')`,
    )) as string;
    return {
      manifestErrors: manifest.errors.map((error) => error.message),
      installabilityErrors: installabilityErrors.map((error) =>
        [error.errorId, ...error.errorArguments.map((argument) => `${argument.name}=${argument.value}`)].join(
          ' ',
        ),
      ),
      registeredBy: pageRegisters ? 'the page' : 'the bench',
      controlled,
      offlineStatus: offline?.status(),
      offlineFromWorker: offline?.fromServiceWorker() ?? false,
      offlineNotice,
      apiOffline,
    };
  });
}

export default async function rideAppBench(ctx: BenchContext) {
  ctx.log('building the web app and the server (npm run build)…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const server = await ctx.startProduct({ database: 'pglite' });
  const over: string[] = [];

  const ride = await measureRide(ctx, server.url, await signedInRider(server.url));
  const rideMisses = [
    ride.gzipKiB > BUDGET.firstLoadKiB ? `${ride.gzipKiB.toFixed(1)} KiB > ${BUDGET.firstLoadKiB}` : '',
    !(ride.lcpMs <= BUDGET.lcpMs) ? `LCP ${Math.round(ride.lcpMs)} ms > ${BUDGET.lcpMs}` : '',
  ].filter(Boolean);
  if (rideMisses.length > 0) over.push(`/ride: ${rideMisses.join(', ')}`);
  ctx.report({
    case: `/ride signed in: first load JS+CSS gzipped (${ride.files} files; brotli as sent ${ride.transferKiB.toFixed(1)} KiB), LCP, TBT, score`,
    database: 'pglite',
    value: `${ride.gzipKiB.toFixed(1)} KiB, LCP ${Math.round(ride.lcpMs)} ms, TBT ${Math.round(ride.tbtMs)} ms, score ${ride.score}${rideMisses.length > 0 ? ' OVER BUDGET' : ''}`,
  });

  const drive = await checkDriveInstallable(server.url);
  const installable =
    drive.manifestErrors.length === 0 &&
    drive.installabilityErrors.length === 0 &&
    drive.controlled &&
    drive.offlineFromWorker &&
    drive.apiOffline === 'failed';
  if (!installable) over.push('/drive: not installable or not offline-ready (see its row)');
  ctx.report({
    case: `/drive installable: manifest and installability errors; worker (registered by ${drive.registeredBy}) controls the page; offline reload; API offline`,
    database: 'pglite',
    value: [
      `manifest ${drive.manifestErrors.join('; ') || 'no errors'}`,
      `installability ${drive.installabilityErrors.join('; ') || 'no errors'}`,
      `controlled ${drive.controlled ? 'yes' : 'NO'}`,
      `offline ${drive.offlineStatus ?? 'no reply'}${drive.offlineFromWorker ? ' from the worker' : ''}, 'You are offline' ${drive.offlineNotice ? 'shown' : 'not shown'}`,
      `API offline ${drive.apiOffline}`,
    ].join(', '),
  });
  ctx.note(
    `budgets: /ride JS+CSS <= ${BUDGET.firstLoadKiB} KiB gzipped, LCP <= ${BUDGET.lcpMs} ms (Lighthouse mobile, simulated slow 4G); /drive installable and opening offline`,
  );
  if (over.length > 0) throw new Error(`over budget: ${over.join('; ')}`);
}
