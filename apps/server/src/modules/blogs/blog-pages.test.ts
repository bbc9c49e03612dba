import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
let webDist: string;
const indexHtml =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Wayfare: rides and shared rides across Nigeria." />' +
  '<title>Wayfare</title><script type="module" src="/assets/app-Ab12Cd34.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const SITE = 'https://wayfare.example';

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'wayfare-blog-pages-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  t = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: SITE });
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const create = async (Name: string, more: object = {}) => {
  const response = await admin.post('/api/Blogs/CreateBlog', {
    Id: 0,
    Name,
    SEOs: `About ${Name}`,
    Tags: 'Lagos',
    Summary: '<p>Summary</p>',
    ArticleDate: '2026-03-01',
    ...more,
  });
  expect(response.statusCode, response.body).toBe(200);
  const id = response.json().Id as number;
  const url = (await admin.get('/api/Blogs/GetBlogById', { id })).json().Url as string;
  return { id, url };
};
const publish = async (Id: number) =>
  expect((await admin.post('/api/Blogs/PublishBlog', { Id })).statusCode).toBe(200);
const page = (url: string) => t.app.inject({ url });

/** The head's tags, as [name or property, content], and the title, canonical link and status. */
async function headOf(url: string) {
  const response = await page(url);
  const head = response.body.split('</head>')[0] ?? '';
  const meta = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g)].map(
    (match) => [match[2], match[3]] as const,
  );
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    body: response.body,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    meta: Object.fromEntries(meta.filter(([key]) => key !== 'charset')),
    descriptions: meta.filter(([key]) => key === 'description').length,
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1],
  };
}

describe('the head the server fills in for an article (issue 20 §2)', () => {
  it('carries the title, description, previews and canonical link, every value escaped', async () => {
    const name = `"Quotes" & <b>angle</b> 'brackets' </title><script>alert(1)</script>`;
    const { id, url } = await create(name, {
      SEOs: `Fares "in" <Lagos> & 'Abuja'`,
      Picture: '/uploads/blog/lagos traffic.jpg',
    });
    await publish(id);
    const head = await headOf(`/article/${url}`);
    expect(head.status).toBe(200);
    expect(head.type).toContain('text/html');
    expect(head.title).toBe(
      '&quot;Quotes&quot; &amp; &lt;b&gt;angle&lt;/b&gt; &#39;brackets&#39; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Wayfare',
    );
    const escapedName =
      '&quot;Quotes&quot; &amp; &lt;b&gt;angle&lt;/b&gt; &#39;brackets&#39; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    const escapedSeos = 'Fares &quot;in&quot; &lt;Lagos&gt; &amp; &#39;Abuja&#39;';
    expect(head.meta).toEqual({
      description: escapedSeos,
      'og:site_name': 'Wayfare',
      'og:title': escapedName,
      'og:description': escapedSeos,
      'og:type': 'article',
      'og:url': `${SITE}/article/${url}`,
      'og:image': `${SITE}/uploads/blog/lagos traffic.jpg`,
      'twitter:card': 'summary_large_image',
    });
    // The app's own description gives way to the article's; nothing of the name runs.
    expect(head.descriptions).toBe(1);
    expect(head.canonical).toBe(`${SITE}/article/${url}`);
    expect(head.body).not.toContain('<script>alert(1)');
    expect(head.body).not.toContain('<b>angle');
    expect(head.body).toContain('<div id="root"></div>');
    expect(head.body).toContain('<script type="module" src="/assets/app-Ab12Cd34.js"></script>');
  });

  it('keeps an https picture as it is, and follows a rename (the url stays)', async () => {
    const { id, url } = await create('Ikeja By Night', { Picture: 'https://images.example.ng/ikeja.jpg' });
    await publish(id);
    const renamed = await admin.post('/api/Blogs/UpdateBlog', {
      Id: id,
      Name: 'Ikeja After Dark',
      SEOs: 'Night rides',
      Tags: 'Lagos',
      Summary: '<p>Summary</p>',
      ArticleDate: '2026-03-01',
      Picture: 'https://images.example.ng/ikeja.jpg',
    });
    expect(renamed.json()).toEqual({ Url: 'ikeja-by-night', Name: 'Ikeja After Dark' });
    const head = await headOf(`/article/${url}/`);
    expect(head.title).toBe('Ikeja After Dark · Wayfare');
    expect(head.meta['og:image']).toBe('https://images.example.ng/ikeja.jpg');
    expect(head.meta.description).toBe('Night rides');
  });

  it('answers 404 with the same app for an unknown, unpublished, deleted or malformed article', async () => {
    const draft = await create('Still A Draft');
    const gone = await create('Soon Deleted');
    await publish(gone.id);
    await admin.post('/api/Blogs/DeleteBlog', { Id: gone.id });
    for (const url of [
      '/article/no-such-article',
      `/article/${draft.url}`,
      `/article/${gone.url}`,
      '/article/%25E0',
      '/article/a%2Fb',
      `/article/${'x'.repeat(5000)}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, url).not.toContain('Still A Draft');
    }
    // An address that is not even valid percent-encoding is refused before any page is looked for.
    expect((await page('/article/%E0%A4%A')).statusCode).toBe(400);
  });
});

describe('the heads of the fixed public pages', () => {
  it.each([
    [
      '/',
      'Rides across Nigeria · Wayfare',
      'Wayfare: rides and shared rides across Nigeria with independent, verified drivers.',
    ],
    ['/blog', 'Blog Center · Wayfare', 'Get the latest information here'],
    ['/termsandconditions', 'Terms and Conditions · Wayfare', 'All you need to know about our terms'],
    ['/privacypolicy', 'Privacy Policy · Wayfare', 'All you need to know about our terms'],
    ['/about', 'About Us · Wayfare', expect.stringContaining('Wayfare arranges rides')],
    ['/contact', 'Contact Us · Wayfare', expect.stringContaining('customer support')],
    ['/BLOG/', 'Blog Center · Wayfare', 'Get the latest information here'],
  ])('%s', async (url, title, description) => {
    const head = await headOf(url);
    expect(head.status).toBe(200);
    expect(head.title).toBe(title);
    expect(head.meta.description).toEqual(description);
    expect(head.descriptions).toBe(1);
    expect(head.meta['twitter:card']).toBe('summary');
    expect(head.canonical).toBe(`${SITE}${url === '/BLOG/' ? '/blog' : url}`);
  });

  it('takes the head of a published About or Contact page when there is one', async () => {
    const about = await create('About Wayfare', {
      PageType: 2,
      ArticleDate: null,
      SEOs: 'Who drives Wayfare',
    });
    expect((await headOf('/about')).title).toBe('About Us · Wayfare');
    await publish(about.id);
    const head = await headOf('/about');
    expect(head.title).toBe('About Wayfare · Wayfare');
    expect(head.meta.description).toBe('Who drives Wayfare');
    expect(head.meta['og:type']).toBe('website');
    expect(head.canonical).toBe(`${SITE}/about`);
  });

  it('leaves the other addresses of the app as they are', async () => {
    const response = await page('/admin/articles');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });
});

describe('the sitemap (issue 20 §2)', () => {
  it('lists published articles with lastmod; drafts, unpublished, deleted and other pages never', async () => {
    const listed = await create('Sitemap Listed');
    const draft = await create('Sitemap Draft');
    const unpublished = await create('Sitemap Unpublished');
    const deleted = await create('Sitemap Deleted');
    const contact = await create('Sitemap Contact Page', { PageType: 3, ArticleDate: null });
    for (const { id } of [listed, unpublished, deleted, contact]) await publish(id);
    await admin.post('/api/Blogs/UnpublishBlog', { Id: unpublished.id });
    await admin.post('/api/Blogs/DeleteBlog', { Id: deleted.id });

    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const entries = [
      ...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
    ];
    const byLoc = Object.fromEntries(entries.map((match) => [match[1], match[2]]));
    expect(byLoc[`${SITE}/article/${listed.url}`]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    for (const { url } of [draft, unpublished, deleted, contact]) {
      expect(Object.keys(byLoc)).not.toContain(`${SITE}/article/${url}`);
    }
    expect(Object.keys(byLoc)).toContain(`${SITE}/blog`);
    expect(response.body).not.toMatch(/Sitemap (Draft|Unpublished|Deleted)/i);
  });
});
