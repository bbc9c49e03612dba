import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Blog, type BlogListRow, type PublishedBlogRow, parseContentsJson } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Transaction } from '../../db/database.ts';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { blogsDemo } from './blogs.demo.ts';

let t: TestApp;
let uploads: string;
let storage: FileStorage;
beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), 'wayfare-blog-demo-'));
  storage = createLocalStorage(uploads);
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

const seedOnce = () => t.db.transaction((tx) => blogsDemo.seed(tx as Transaction, storage));

describe('the blog demo data', () => {
  it('adds a dozen published articles with pictures, a video, a map and tags, and one draft; nothing more when run again', async () => {
    expect(await seedOnce()).toEqual({ created: 13 });
    expect(await seedOnce()).toEqual({ created: 0 });
    const published = listOf<PublishedBlogRow>(await apiAs(t).get('/api/Blogs/GetPublishedBlogs'));
    expect(published.total).toBe(12);
    expect(
      published.rows.every((row) => row.Picture.startsWith('/uploads/demo/blog/') && row.Tags !== ''),
    ).toBe(true);
    const picture = await storage.read(published.rows[0]!.Picture.replace('/uploads/', ''));
    expect(picture?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const admin = apiAs(t, await signInAsFirstAdmin(t));
    const all = listOf<BlogListRow>(await admin.get('/api/Blogs/GetBlogs', { pageSize: 50 }));
    expect(all.rows.filter((row) => !row.Publish).map((row) => row.Name)).toEqual([
      'Coming Soon: Scheduled Rides',
    ]);

    const blocks = await Promise.all(
      published.rows.map(async (row) => {
        const article = (await apiAs(t).get('/api/Blogs/GetPublishedBlog', { url: row.Url })).json() as Blog;
        return parseContentsJson(article.ContentsJson).flatMap((contentRow) => contentRow.Contents);
      }),
    );
    const flat = blocks.flat();
    expect(flat.some((block) => block.ContentType === 3 && block.IsYouTube)).toBe(true);
    const map = flat.find((block) => block.ContentType === 4);
    expect(map?.Content).toMatch(
      /^<iframe src="https:\/\/www\.google\.com\/maps\/embed\?[^"]+"[^>]* sandbox="/,
    );
  });
});
