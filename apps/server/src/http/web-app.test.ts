import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { driveApp, PROBLEM_CONTENT_TYPE, texts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webDist: string;
const indexHtml = '<!doctype html><html><head><title>Wayfare</title></head><body></body></html>';

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'wayfare-web-app-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  await writeFile(path.join(webDist, 'assets', 'app-Ab12Cd34.js'), 'export {};\n');
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDist, 'drive.webmanifest'), '{"name":"Wayfare Driver","scope":"/drive"}\n');
  await writeFile(path.join(webDist, 'drive-sw.js'), '"use strict";\n');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const expectApp = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toContain('text/html');
  expect(response.body, url).toBe(indexHtml);
};

const expectNotFoundProblem = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(404);
  expect(response.headers['content-type'], url).toContain(PROBLEM_CONTENT_TYPE);
  expect(response.json().title, url).toBe(texts.urlDoesNotExist);
};

// Issue 21: an address a person types never answers raw JSON; the app shows its own not-found page.
describe('the web app at every address a person can type', () => {
  it.each([
    '/order/v1.2-release',
    '/admin/foo.bar',
    '/account/login/%2Fadmin%2Fcountries%3Fkeyword%3Dst.%20kitts',
    '/no-such-page.html',
    '/account/register',
    '/admin/countries?keyword=st.%20kitts',
  ])('%s gets the app', expectApp);
  // The public pages (/, /blog, /article/…) get the app with their own head: blogs/blog-pages.test.ts.

  it('serves a real built file as it is', async () => {
    const script = await t.app.inject({ url: '/assets/app-Ab12Cd34.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('svg');
  });

  it.each([
    '/assets/app-Gone1234.js',
    '/assets/missing.css',
    '/api/Nothing/Here',
    '/api/v1.2/Nothing',
    '/uploads/blog/missing.jpg',
  ])('%s still answers a 404 problem', expectNotFoundProblem);

  it('answers a POST to an unknown address with a 404 problem, not the app', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/article/v1.2-release' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  });
});

/** Directives of a Content-Security-Policy header, by name. */
const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

// issue 33: /drive installs as the driver's app.
describe("the driver's installable app", () => {
  const manifestLink = `<link rel="manifest" href="${driveApp.manifest}" />`;

  it.each(['/drive', '/drive/', '/Drive', '/drive/on-ride/12'])(
    '%s is the app with its manifest, its home screen icon and the iOS app tags',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(manifestLink);
      expect(response.body).toContain(`<link rel="apple-touch-icon" href="${driveApp.appleTouchIcon}" />`);
      expect(response.body).toContain('<meta name="apple-mobile-web-app-capable" content="yes" />');
      expect(response.body).toContain(
        `<meta name="apple-mobile-web-app-title" content="${driveApp.name}" />`,
      );
      expect(response.body.replace(/<link rel="manifest"[^>]*>.*(?=<\/head>)/, '')).toBe(indexHtml);
    },
  );

  it('is sent compressed like any page', async () => {
    const response = await t.app.inject({ url: '/drive', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(manifestLink);
  });

  it.each(['/', '/driver', '/teacher/wallets'])(
    '%s links no manifest: only /drive offers to install',
    async (url) => {
      expect((await t.app.inject({ url })).body).not.toContain('rel="manifest"');
    },
  );

  it('serves the manifest as application/manifest+json and the worker as a script, each checked again at every visit', async () => {
    const manifest = await t.app.inject({ url: driveApp.manifest });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ scope: '/drive' });
    const worker = await t.app.inject({ url: driveApp.worker });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A new build's worker is found at the next visit, not after a cached copy expires.
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it("lets /drive's page register its worker and read its manifest under the Content-Security-Policy", async () => {
    const policy = directivesOf(
      String((await t.app.inject({ url: '/drive' })).headers['content-security-policy']),
    );
    // worker-src falls back to script-src, manifest-src to default-src.
    const workers = policy.get('worker-src') ?? policy.get('script-src') ?? policy.get('default-src');
    const manifests = policy.get('manifest-src') ?? policy.get('default-src');
    expect(workers).toContain("'self'");
    expect(manifests).toContain("'self'");
  });
});
