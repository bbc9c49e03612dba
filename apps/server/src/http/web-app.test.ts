import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROBLEM_CONTENT_TYPE, texts } from '@wayfare/contracts';
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
