import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 20 §5: a public page comes drawn by the server's render of the app (apps/web/src/entry-server.tsx,
// built into dist-ssr beside the web app); here a stand-in render that says which address it drew.
let t: TestApp;
let root: string;
const indexHtml =
  '<!doctype html><html><head><title>Wayfare</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
  '<body><div id="root"></div></body></html>';
const manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
  'src/blog-page.tsx': {
    file: 'assets/blog-page-2.js',
    css: ['assets/blog-page-2.css'],
    imports: ['_Image.js'],
  },
  '_Image.js': { file: 'assets/Image-3.js', css: ['assets/Image-3.css'], imports: ['index.html'] },
};
const serverRender = `
export async function renderPage(url) {
  const { pathname, search } = new URL(url);
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  return { html: '<p>drawn: ' + pathname + search + '</p>', modules: pathname === '/blog' ? ['src/blog-page.tsx'] : [] };
}
`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'wayfare-prerender-'));
  await mkdir(path.join(root, 'dist', '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(root, 'dist', 'index.html'), indexHtml);
  await writeFile(path.join(root, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), serverRender);
  t = await createTestApp({ WEB_DIST_DIR: path.join(root, 'dist') });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('the public pages drawn by the server', () => {
  it('sends the home page drawn in the root element, under its own head', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root" data-modules=""><p>drawn: /</p></div>');
    expect(response.body).toContain('<title>Rides across Nigeria · Wayfare</title>');
  });

  it('adds the style sheets of the lazily loaded page it drew, and of what that imports, once each', async () => {
    const response = await t.app.inject({ url: '/blog?keyword=lagos' });
    expect(response.body).toContain(
      '<div id="root" data-modules="src/blog-page.tsx"><p>drawn: /blog?keyword=lagos</p></div>',
    );
    const sheets = [...response.body.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(sheets).toEqual(['/assets/index-1.css', '/assets/blog-page-2.css', '/assets/Image-3.css']);
    // The app's code comes after the first paint (apps/web/src/main.tsx): no script is named for the page.
    expect(response.body).not.toContain('blog-page-2.js');
  });

  it('draws an address once and sends the same page again', async () => {
    const before = (globalThis as { renders?: number }).renders ?? 0;
    const first = await t.app.inject({ url: '/termsandconditions' });
    const second = await t.app.inject({ url: '/termsandconditions' });
    expect(second.body).toBe(first.body);
    expect((globalThis as { renders?: number }).renders).toBe(before + 1);
  });

  it('leaves the pages that are not public to the browser', async () => {
    const response = await t.app.inject({ url: '/admin/countries' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });
});
