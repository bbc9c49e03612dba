import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentType } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../modules/blogs/blogs.table.ts';
import { apiAs } from '../test/api-client.ts';
import { buildServerRender } from '../test/server-render-build.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../test/test-app.ts';

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
  return {
    html: '<p>drawn: ' + pathname + search + '</p>',
    modules: pathname === '/blog' ? ['src/blog-page.tsx'] : [],
    data: '',
    // As the real render says: a searched blog shows data that can change, the rest here none.
    keep: search === '',
  };
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

  it('draws a page that shows data that can change again for every request', async () => {
    const before = (globalThis as { renders?: number }).renders ?? 0;
    await t.app.inject({ url: '/blog?keyword=abuja' });
    await t.app.inject({ url: '/blog?keyword=abuja' });
    expect((globalThis as { renders?: number }).renders).toBe(before + 2);
  });

  it('leaves the pages that are not public to the browser', async () => {
    const response = await t.app.inject({ url: '/admin/countries' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });
});

// The real render (apps/web/src/entry-server.tsx, built as `npm run build` builds it), with its data.
describe('the public pages drawn by the server with their data', () => {
  let real: TestApp;
  let admin: ReturnType<typeof apiAs>;
  let realRoot: string;
  const text = (Content: string) => ({ Id: 0, ContentType: ContentType.Text, Width: 12, Content });
  const article = (Name: string, Summary: string, body: string) => ({
    Id: 0,
    Name,
    SEOs: `${Name}, for riders`,
    Tags: 'Safety',
    Summary,
    ArticleDate: '2026-03-01',
    ContentsJson: JSON.stringify([{ Id: 0, Order: 1, Contents: [text(body)] }]),
  });
  const publishArticle = async (Name: string, Summary: string, body: string) => {
    const created = await admin.post('/api/Blogs/CreateBlog', article(Name, Summary, body));
    expect(created.statusCode, created.body).toBe(200);
    const { Id } = created.json() as { Id: number };
    expect((await admin.post('/api/Blogs/PublishBlog', { Id })).statusCode).toBe(200);
    const [row] = await real.db.select().from(blogs).where(eq(blogs.id, Id));
    return { Id, url: `/article/${row!.url}` };
  };
  /** The root element's markup (what the browser paints first) and the data block beside it. */
  const pageAt = async (url: string) => {
    const response = await real.app.inject({ url });
    const root =
      /<div id="root"[^>]*>([\s\S]*)<\/div>(<script type="application\/json"[^>]*>[\s\S]*?<\/script>)?/.exec(
        response.body,
      );
    return { status: response.statusCode, body: response.body, root: root?.[1] ?? '', data: root?.[2] ?? '' };
  };

  beforeAll(async () => {
    realRoot = await mkdtemp(path.join(tmpdir(), 'wayfare-prerender-real-'));
    await mkdir(path.join(realRoot, 'dist', '.vite'), { recursive: true });
    await writeFile(path.join(realRoot, 'dist', 'index.html'), indexHtml);
    await writeFile(path.join(realRoot, 'dist', '.vite', 'manifest.json'), '{}');
    await buildServerRender(path.join(realRoot, 'dist-ssr'));
    real = await createTestApp({ WEB_DIST_DIR: path.join(realRoot, 'dist') });
    admin = apiAs(real, await signInAsFirstAdmin(real));
  }, 120_000);
  afterAll(async () => {
    await real?.close();
    await rm(realRoot, { recursive: true, force: true });
  });

  it("sends an article's title, summary and text in the HTML, and the data it was drawn with", async () => {
    const { url } = await publishArticle(
      'Riding safely at night',
      '<p>Sit behind the driver &amp; keep your phone charged.</p>',
      '<p>Share your trip with a friend before you leave.</p>',
    );
    const page = await pageAt(url);
    expect(page.status).toBe(200);
    expect(page.root).toContain('Riding safely at night</h1>');
    expect(page.root).toContain('Sit behind the driver &amp; keep your phone charged.');
    expect(page.root).toContain('Share your trip with a friend before you leave.');
    expect(page.root).not.toContain('Loading the article');
    // The browser's first render starts from the same data (apps/web/src/app/query-state.ts).
    expect(page.data).toContain('"GetPublishedBlog"');
    expect(page.data).toContain('Share your trip with a friend before you leave.');
  });

  it('answers 404 for an article once it is unpublished, not the page drawn before', async () => {
    const { Id, url } = await publishArticle('Airport runs', '<p>Leave early.</p>', '<p>Two hours.</p>');
    expect((await pageAt(url)).root).toContain('Two hours.');
    expect((await admin.post('/api/Blogs/UnpublishBlog', { Id })).statusCode).toBe(200);
    const page = await pageAt(url);
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('Two hours.');
  });

  it('draws an edited article with its edit', async () => {
    const { Id, url } = await publishArticle('Paying cash', '<p>Carry change.</p>', '<p>Small notes.</p>');
    expect((await pageAt(url)).root).toContain('Small notes.');
    const edited = await admin.post('/api/Blogs/UpdateBlog', {
      ...article('Paying cash', '<p>Carry change.</p>', '<p>Or pay from the wallet.</p>'),
      Id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const page = await pageAt(url);
    expect(page.root).toContain('Or pay from the wallet.');
    expect(page.root).not.toContain('Small notes.');
  });

  it('never draws a script or an event handler that reached the database without a save', async () => {
    const { Id, url } = await publishArticle('Written by hand', '<p>Fine.</p>', '<p>Fine too.</p>');
    await real.db
      .update(blogs)
      .set({
        summary: '<p>Hand summary</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        contents: [
          {
            Id: 1,
            Order: 1,
            FitToScreen: false,
            Contents: [
              {
                ...text('<p>Hand text</p><script>alert(3)</script><a href="javascript:alert(4)">x</a>'),
                Id: 1,
                Picture: '',
                IsYouTube: false,
                Poster: '',
                VideoURL: '',
                AllowControl: true,
                AutoPlay: false,
                Mute: false,
                LoopForever: false,
              },
            ],
          },
        ],
      })
      .where(eq(blogs.id, Id));
    const page = await pageAt(url);
    expect(page.root).toContain('Hand summary');
    expect(page.root).toContain('Hand text');
    expect(page.root).not.toMatch(/<script|onerror|alert\(|javascript:/i);
    // Nor the data the browser starts from (its '<' are escaped as \u003c: app/query-state.ts).
    const data = page.data.replace(/^<script[^>]*>|<\/script>$/g, '');
    expect(data).toContain('Hand text');
    expect(data).not.toMatch(/<|\\u003cscript|onerror|alert\(|javascript:/i);
  });

  it('draws the blog searched for the keyword in its address', async () => {
    await publishArticle('Lagos by night', '<p>Lights.</p>', '<p>Night.</p>');
    await publishArticle('Abuja mornings', '<p>Sun.</p>', '<p>Morning.</p>');
    const searched = await pageAt('/blog?keyword=abuja');
    expect(searched.root).toContain('Abuja mornings');
    expect(searched.root).not.toContain('Lagos by night');
    expect((await pageAt('/blog')).root).toContain('Lagos by night');
  });
});
