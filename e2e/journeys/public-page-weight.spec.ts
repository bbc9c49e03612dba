import http from 'node:http';
import zlib from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { MIN_BYTES } from '../../apps/web/build/precompress.ts';
import { openPlayground, preview } from '../harness/eform-playground.ts';
import { expect, test } from '../harness/test.ts';

// Issue 13 §7: the public site downloads none of the back office. The build names every chunk that
// carries any of the form engine or of the file tools after them (apps/web/vite.config.ts), and each
// chunk's source map lists the modules in it, so both are checked: the names, and the modules.

const FORM_ENGINE_CHUNK = /\/assets\/form-engine-[\w-]+\.js$/;
// A chunk may carry both (the bundler's choice): it is then named form-engine-file-tools-….
const FILE_TOOLS_CHUNK = /\/assets\/(?:form-engine-)?file-tools-[\w-]+\.js$/;
const BACK_OFFICE_MODULE = /packages\/eform\/src\/|src\/components\/(?:files|eform)\/|@mantine\/dropzone/;

/** Every script the page downloads from now on, with its response. */
function recordScripts(page: Page) {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

/** The source modules bundled into a chunk, from its source map. */
async function modulesOf(script: Response) {
  const code = await script.text();
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  // Only the bundler's own module loader comes without a source map: it holds none of ours.
  if (!mapName && /\/assets\/rolldown-runtime-[\w-]+\.js$/.test(script.url())) return [];
  expect(mapName, `${script.url()} names its source map`).toBeDefined();
  const map = await (await fetch(new URL(mapName!, script.url()))).json();
  return map.sources as string[];
}

/** One GET with exactly these request headers, its body as it came over the wire (not decoded). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('the home page downloads neither the form engine nor the file tools, and its scripts arrive brotli-compressed', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const urls = scripts.map((script) => script.url());
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => FORM_ENGINE_CHUNK.test(url) || FILE_TOOLS_CHUNK.test(url))).toEqual([]);
  for (const script of scripts) {
    // A file of public/ (color-scheme.js, run before the first paint) is sent as written: no modules,
    // no source map, and under the kilobyte below which nothing is compressed.
    if (!new URL(script.url()).pathname.startsWith('/assets/')) {
      expect((await script.body()).length, script.url()).toBeLessThan(MIN_BYTES);
      continue;
    }
    const backOffice = (await modulesOf(script)).filter((source) => BACK_OFFICE_MODULE.test(source));
    expect(backOffice, script.url()).toEqual([]);
    // Chromium asks for br; every script of the page comes as its brotli copy (or compressed on the way).
    const headers = await script.allHeaders();
    expect(headers['content-encoding'], script.url()).toBe('br');
    expect(headers.vary?.toLowerCase(), script.url()).toContain('accept-encoding');
  }
});

test('a built script is sent as its brotli copy to a client that asks, and as it is to one that does not', async ({
  page,
  server,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const largest = scripts
    .map((script) => new URL(script.url()).pathname)
    // The app's chunk (the page's first script, index-*.js, is a few kilobytes that start it: apps/web/src/main.tsx).
    .find((path) => /\/assets\/start-[\w-]+\.js$/.test(path));
  expect(largest).toBeDefined();

  const plain = await rawGet(`${server.baseURL}${largest}`, {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(10_000);
  const brotli = await rawGet(`${server.baseURL}${largest}`, { 'accept-encoding': 'br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  const gzip = await rawGet(`${server.baseURL}${largest}`, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
});

test('the back office still loads them where they are used: the form playground works', async ({
  page,
  admin,
}) => {
  const scripts = recordScripts(page);
  await openPlayground(page, admin);
  await expect(preview(page).getByRole('textbox', { name: 'Full name' })).toBeVisible();
  const urls = scripts.map((script) => script.url());
  expect(urls.some((url) => FORM_ENGINE_CHUNK.test(url))).toBe(true);
  expect(urls.some((url) => FILE_TOOLS_CHUNK.test(url))).toBe(true);
});
