import { blogTexts, Endpoint, PageType } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, names, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInUser, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { blogs } from './blogs.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
let anyone: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t, await signInAsFirstAdmin(t));
  anyone = apiAs(t);
});
afterAll(() => t.close());

const article = (Name: string, more: object = {}) => ({
  Id: 0,
  Name,
  SEOs: `${Name}: what riders in Lagos should know`,
  Tags: 'Lagos, Safety',
  Summary: `<p>${Name} in a few words.</p>`,
  ArticleDate: '2026-03-01',
  ...more,
});
const create = async (Name: string, more: object = {}) => {
  const response = await admin.post('/api/Blogs/CreateBlog', article(Name, more));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { Id: number }).Id;
};
const byId = async (id: number) => {
  const response = await admin.get('/api/Blogs/GetBlogById', { id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown> & { Url: string; Name: string; ContentsJson: string };
};
const publish = (Id: number) => admin.post('/api/Blogs/PublishBlog', { Id });
const blogCount = () => t.db.$count(blogs);
const logged = async (action: string, id: number) =>
  (await t.db.select().from(adminActivities).where(eq(adminActivities.action, action))).filter(
    (entry) => entry.recordId === String(id),
  );

describe('Blogs/GetPageTypes', () => {
  it('lists Home 1, About 2, Contact 3, Blog 4 and Article 5', async () => {
    const { rows, total } = listOf(await admin.get('/api/Blogs/GetPageTypes'));
    expect(rows).toEqual([
      { Id: 1, Name: 'Home' },
      { Id: 2, Name: 'About' },
      { Id: 3, Name: 'Contact' },
      { Id: 4, Name: 'Blog' },
      { Id: 5, Name: 'Article' },
    ]);
    expect(total).toBe(5);
  });
});

describe('Blogs/CreateBlog and GetBlogById', () => {
  it('saves a draft Article with a url made from its name, tags trimmed and de-duplicated', async () => {
    const id = await create('Getting Around Lagos: Àjẹ́ & Ikeja!', {
      Tags: ' Lagos ,safety, lagos,, Night rides ',
      Picture: '/uploads/blog/lagos.jpg',
    });
    expect(await byId(id)).toEqual({
      Id: id,
      Name: 'Getting Around Lagos: Àjẹ́ & Ikeja!',
      Picture: '/uploads/blog/lagos.jpg',
      PageType: 5,
      PageTypeName: 'Article',
      ArticleDate: '2026-03-01',
      SEOs: 'Getting Around Lagos: Àjẹ́ & Ikeja!: what riders in Lagos should know',
      Tags: 'Lagos, safety, Night rides',
      Summary: '<p>Getting Around Lagos: Àjẹ́ &amp; Ikeja! in a few words.</p>',
      Publish: false,
      Url: 'getting-around-lagos-aje-ikeja',
      ContentsJson: '[]',
      UpdatedDate: expect.any(String),
    });
    expect(await logged('CreateBlog', id)).toHaveLength(1);
  });

  it('makes the url unique with -2, -3 and keeps it through a rename', async () => {
    const first = await create('Keke Fares Explained');
    const second = await create('Keke fares explained');
    const third = await create('KEKE FARES — EXPLAINED');
    expect([(await byId(first)).Url, (await byId(second)).Url, (await byId(third)).Url]).toEqual([
      'keke-fares-explained',
      'keke-fares-explained-2',
      'keke-fares-explained-3',
    ]);
    const renamed = await admin.post('/api/Blogs/UpdateBlog', {
      ...article('Keke Fares, Explained Again'),
      Id: second,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ Url: 'keke-fares-explained-2', Name: 'Keke Fares, Explained Again' });
    expect(await logged('UpdateBlog', second)).toHaveLength(1);
  });

  it('numbers new rows and contents, keeps their order and default width 6; ContentsJson as text or rows', async () => {
    const rows = [
      {
        Id: 0,
        Order: 2,
        Contents: [{ Id: 0, ContentType: 1, Content: '<p>Second</p>' }],
      },
      {
        Id: 0,
        Order: 1,
        FitToScreen: true,
        Contents: [
          { Id: 0, ContentType: 2, Picture: '/uploads/blog/a.jpg', Width: 4 },
          { Id: 0, ContentType: 3, IsYouTube: true, VideoURL: 'https://www.youtube.com/watch?v=abc' },
        ],
      },
    ];
    for (const ContentsJson of [JSON.stringify(rows), rows]) {
      const id = await create('Rows Of Blocks', { ContentsJson });
      const kept = JSON.parse((await byId(id)).ContentsJson);
      expect(kept).toEqual([
        {
          Id: 2,
          Order: 1,
          FitToScreen: true,
          Contents: [
            expect.objectContaining({ Id: 2, ContentType: 2, Width: 4, Picture: '/uploads/blog/a.jpg' }),
            expect.objectContaining({
              Id: 3,
              ContentType: 3,
              Width: 6,
              IsYouTube: true,
              VideoURL: 'https://www.youtube.com/watch?v=abc',
              AllowControl: true,
              AutoPlay: false,
              Mute: false,
              LoopForever: false,
            }),
          ],
        },
        {
          Id: 1,
          Order: 2,
          FitToScreen: false,
          Contents: [expect.objectContaining({ Id: 1, ContentType: 1, Width: 6, Content: '<p>Second</p>' })],
        },
      ]);
      // Saved again as it was read, the Ids stay.
      const again = await admin.post('/api/Blogs/UpdateBlog', {
        ...article('Rows Of Blocks'),
        Id: id,
        ContentsJson: JSON.stringify(kept),
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(JSON.parse((await byId(id)).ContentsJson)).toEqual(kept);
    }
  });

  it("logs a long article's rows by their size, not their text", async () => {
    const id = await create('A Long Read', {
      ContentsJson: [{ Contents: [{ ContentType: 1, Content: `<p>${'word '.repeat(4000)}</p>` }] }],
    });
    const [entry] = await logged('CreateBlog', id);
    const contents = entry!.changes.find((change) => change.Field === 'ContentsJson');
    expect(contents?.After).toMatch(/^1 rows, 1 contents, \d+ characters$/);
  });

  it('answers 404 for an article that is not there', async () => {
    problemOf(await admin.get('/api/Blogs/GetBlogById', { id: 999_999 }), 404);
    const update = problemOf(
      await admin.post('/api/Blogs/UpdateBlog', { ...article('Gone'), Id: 999_999 }),
      404,
    );
    expect(update.title).toBe(blogTexts.noBlog(999_999));
  });
});

describe('validation: 400 with a message per property, nothing written', () => {
  it('names every required property (spec 001 §5)', async () => {
    const before = await blogCount();
    const problem = problemOf(await admin.post('/api/Blogs/CreateBlog', { Id: 0 }), 400);
    expect(problem.errors).toEqual({
      Name: ['Name is required'],
      SEOs: ['SEOs is required'],
      Tags: ['Tags is required'],
      Summary: ['Summary is required'],
      ArticleDate: ['ArticleDate is required'],
    });
    const blank = problemOf(
      await admin.post('/api/Blogs/CreateBlog', {
        Id: 0,
        Name: '  ',
        SEOs: '',
        Tags: ' , ,',
        Summary: '<p><br></p>',
        ArticleDate: '',
      }),
      400,
    );
    expect(blank.errors).toEqual({
      Name: ['Name is required'],
      SEOs: ['SEOs is required'],
      Tags: ['Tags is required'],
      Summary: ['Summary is required'],
      ArticleDate: ['ArticleDate is required'],
    });
    expect(await blogCount()).toBe(before);
  });

  it('asks ArticleDate only of an Article', async () => {
    const id = await create('About Wayfare', { PageType: PageType.About, ArticleDate: null });
    expect(await byId(id)).toMatchObject({ PageType: 2, PageTypeName: 'About', ArticleDate: null });
  });

  it('refuses what is over the limits or malformed', async () => {
    const before = await blogCount();
    const problem = problemOf(
      await admin.post(
        '/api/Blogs/CreateBlog',
        article('x'.repeat(201), {
          SEOs: 's'.repeat(301),
          Tags: Array.from({ length: 21 }, (_, n) => `tag${n}`).join(','),
          Picture: 'javascript:alert(1)',
          PageType: 9,
          ArticleDate: '2026-02-30',
        }),
      ),
      400,
    );
    expect(problem.errors).toEqual({
      Name: ['Name must be at most 200 characters'],
      SEOs: ['SEOs must be at most 300 characters'],
      Tags: ['Tags must be at most 20 tags'],
      Picture: ['Picture must be an uploaded file (/uploads/…) or an https address'],
      PageType: ['PageType must be Home (1), About (2), Contact (3), Blog (4) or Article (5)'],
      ArticleDate: ['ArticleDate must be a date'],
    });
    const longTag = problemOf(
      await admin.post('/api/Blogs/CreateBlog', article('Tags', { Tags: 'a'.repeat(41) })),
      400,
    );
    expect(longTag.errors).toEqual({ Tags: ['Each tag must be at most 40 characters'] });
    const http = problemOf(
      await admin.post('/api/Blogs/CreateBlog', article('Poster', { Picture: 'http://example.com/a.jpg' })),
      400,
    );
    expect(http.errors).toEqual({
      Picture: ['Picture must be an uploaded file (/uploads/…) or an https address'],
    });
    expect(await blogCount()).toBe(before);
  });

  it('checks ContentsJson: JSON rows, widths 1 to 12, at most 100 rows of 12 contents, 500 KB', async () => {
    const before = await blogCount();
    const contents = (ContentsJson: unknown) =>
      admin.post('/api/Blogs/CreateBlog', article('Contents', { ContentsJson }));
    expect(problemOf(await contents('not json'), 400).errors).toEqual({
      ContentsJson: ['ContentsJson must be the rows as JSON'],
    });
    expect(problemOf(await contents({ rows: 1 }), 400).errors).toEqual({
      ContentsJson: ['ContentsJson must be the rows as JSON'],
    });
    expect(
      problemOf(
        await contents([
          {
            Contents: [
              { ContentType: 1, Width: 13 },
              { ContentType: 7, Width: 0 },
            ],
          },
        ]),
        400,
      ).errors,
    ).toEqual({
      'ContentsJson.0.Contents.0.Width': ['Width must be a whole number from 1 to 12'],
      'ContentsJson.0.Contents.1.ContentType': [
        'ContentType must be Text (1), Picture (2), Video (3) or Embedded_Content (4)',
      ],
      'ContentsJson.0.Contents.1.Width': ['Width must be a whole number from 1 to 12'],
    });
    expect(
      problemOf(await contents(Array.from({ length: 101 }, () => ({ Contents: [] }))), 400).errors,
    ).toEqual({
      ContentsJson: ['ContentsJson must have at most 100 rows'],
    });
    const thirteen = [{ Contents: Array.from({ length: 13 }, () => ({ ContentType: 1 })) }];
    expect(problemOf(await contents(thirteen), 400).errors).toEqual({
      'ContentsJson.0.Contents': ['A row must have at most 12 contents'],
    });
    const big = JSON.stringify([{ Contents: [{ ContentType: 1, Content: 'x'.repeat(190_000) }] }]);
    const tooBig = `[${Array.from({ length: 3 }, () => big.slice(1, -1)).join(',')}]`;
    expect(problemOf(await contents(tooBig), 400).errors).toEqual({
      ContentsJson: ['ContentsJson must be at most 500 KB'],
    });
    const badVideo = [
      { Contents: [{ ContentType: 3, VideoURL: 'javascript:alert(1)', Poster: 'data:image/png;base64,AA' }] },
    ];
    expect(problemOf(await contents(badVideo), 400).errors).toEqual({
      'ContentsJson.0.Contents.0.Poster': [
        'Poster must be an uploaded file (/uploads/…) or an https address',
      ],
      'ContentsJson.0.Contents.0.VideoURL': [
        'VideoURL must be an uploaded file (/uploads/…) or an https address',
      ],
    });
    expect(await blogCount()).toBe(before);
  });

  it('refuses hostile input with a 4xx and writes nothing', async () => {
    const before = await blogCount();
    const activities = await t.db.$count(adminActivities);
    const cases: [string, object][] = [
      ['/api/Blogs/CreateBlog', article('n'.repeat(10_000))],
      ['/api/Blogs/CreateBlog', article('Id', { Id: 5 })],
      ['/api/Blogs/CreateBlog', article('Extra', { Script: '<script>' })],
      ['/api/Blogs/CreateBlog', article('Tags', { Tags: ['a', 'b'] })],
      ['/api/Blogs/CreateBlog', article('Summary', { Summary: { html: 1 } })],
      ['/api/Blogs/UpdateBlog', article('Malformed', { Id: 'abc' })],
      ['/api/Blogs/UpdateBlog', article('Huge', { Id: 1e20 })],
      ['/api/Blogs/PublishBlog', { Id: -1 }],
      ['/api/Blogs/PublishBlog', { Id: '1; drop table blogs' }],
      ['/api/Blogs/DuplicateBlog', { Id: null }],
      ['/api/Blogs/DeleteBlog', {}],
    ];
    for (const [url, body] of cases) {
      const response = await admin.post(url, body);
      expect(response.statusCode, `${url} ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999']) {
      const response = await admin.get('/api/Blogs/GetBlogById', { id });
      expect(response.statusCode, id).toBe(400);
    }
    expect((await anyone.get('/api/Blogs/GetPublishedBlog', { url: 'u'.repeat(10_000) })).statusCode).toBe(
      400,
    );
    expect((await anyone.get('/api/Blogs/GetPublishedBlogs', { pageSize: 51 })).statusCode).toBe(400);
    expect((await anyone.get('/api/Blogs/GetPublishedBlogs', { page: -1 })).statusCode).toBe(400);
    expect(await blogCount()).toBe(before);
    expect(await t.db.$count(adminActivities)).toBe(activities);
  });
});

describe('publishing, duplicating and deleting', () => {
  it('publishes and unpublishes, refusing each twice with 409 naming the state', async () => {
    const id = await create('Rainy Season Rides');
    const published = await publish(id);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual({ Message: 'Rainy Season Rides has been published' });
    expect((await byId(id)).Publish).toBe(true);
    expect(problemOf(await publish(id), 409).title).toBe('This article is already published');
    const unpublished = await admin.post('/api/Blogs/UnpublishBlog', { Id: id });
    expect(unpublished.json()).toEqual({ Message: 'Rainy Season Rides has been unpublished' });
    expect(problemOf(await admin.post('/api/Blogs/UnpublishBlog', { Id: id }), 409).title).toBe(
      blogTexts.alreadyUnpublished,
    );
    expect(await logged('PublishBlog', id)).toHaveLength(1);
    expect(await logged('UnpublishBlog', id)).toHaveLength(1);
    problemOf(await publish(999_999), 404);
  });

  it("duplicates as an unpublished '{Name} (copy)' with its own url; deletes", async () => {
    const id = await create('Airport Runs', {
      ContentsJson: [{ Contents: [{ ContentType: 1, Content: '<p>Terminal 2</p>' }] }],
    });
    await publish(id);
    const copied = await admin.post('/api/Blogs/DuplicateBlog', { Id: id });
    expect(copied.statusCode, copied.body).toBe(200);
    const copyId = (copied.json() as { Id: number }).Id;
    const [original, copy] = [await byId(id), await byId(copyId)];
    expect(copy).toMatchObject({
      Name: 'Airport Runs (copy)',
      Url: 'airport-runs-copy',
      Publish: false,
      Summary: original.Summary,
      ContentsJson: original.ContentsJson,
      Tags: original.Tags,
    });
    expect(await logged('DuplicateBlog', copyId)).toHaveLength(1);
    const long = await create('L'.repeat(200));
    const longCopy = await admin.post('/api/Blogs/DuplicateBlog', { Id: long });
    expect((await byId(longCopy.json().Id)).Name).toBe(`${'L'.repeat(193)} (copy)`);

    const deleted = await admin.post('/api/Blogs/DeleteBlog', { Id: copyId });
    expect(deleted.json()).toEqual({ Message: 'Airport Runs (copy) has been deleted' });
    problemOf(await admin.get('/api/Blogs/GetBlogById', { id: copyId }), 404);
    problemOf(await admin.post('/api/Blogs/DeleteBlog', { Id: copyId }), 404);
    problemOf(await admin.post('/api/Blogs/DuplicateBlog', { Id: copyId }), 404);
    expect(await logged('DeleteBlog', copyId)).toHaveLength(1);
  });
});

describe('the lists', () => {
  it('GetBlogs: drafts and published, by keyword in the name or tags, newest first, with the total', async () => {
    await create('Harmattan Driving Tips', { Tags: 'Weather, Abuja' });
    await create('Night Rides In Abuja', { Tags: 'Night' });
    const { rows, total } = listOf(
      await admin.get('/api/Blogs/GetBlogs', { keyword: 'ABUJA', pageSize: 10 }),
    );
    expect(names(rows)).toEqual(['Night Rides In Abuja', 'Harmattan Driving Tips']);
    expect(total).toBe(2);
    expect(rows[0]).not.toHaveProperty('ContentsJson');
    expect(rows[0]).toMatchObject({ PageTypeName: 'Article', Publish: false });
    const paged = listOf(await admin.get('/api/Blogs/GetBlogs', { keyword: 'abuja', page: 1, pageSize: 1 }));
    expect(names(paged.rows)).toEqual(['Harmattan Driving Tips']);
    expect(paged.total).toBe(2);
  });

  it('GetPublishedBlogs: published Articles only, keyword over name, tags and summary text, newest date first', async () => {
    const older = await create('Okada Rules Zeta', { ArticleDate: '2025-01-05', Tags: 'Zeta' });
    const newer = await create('Zeta Fares', {
      ArticleDate: '2026-05-01',
      Summary: '<p>All <b>about</b> fares</p>',
    });
    const bySummary = await create('Quiet Drivers', {
      ArticleDate: '2026-04-01',
      Summary: '<p>The zeta option</p>',
    });
    await create('Zeta Draft', { ArticleDate: '2027-01-01' });
    const page = await create('Zeta About Page', { PageType: PageType.About });
    for (const id of [older, newer, bySummary, page]) await publish(id);
    const { rows, total } = listOf(await anyone.get('/api/Blogs/GetPublishedBlogs', { keyword: 'zeta' }));
    expect(names(rows)).toEqual(['Zeta Fares', 'Quiet Drivers', 'Okada Rules Zeta']);
    expect(total).toBe(3);
    expect(rows[0]).toEqual({
      Id: newer,
      Name: 'Zeta Fares',
      Picture: '',
      ArticleDate: '2026-05-01',
      Summary: '<p>All <b>about</b> fares</p>',
      Tags: 'Lagos, Safety',
      Url: 'zeta-fares',
    });
    // The summary's tags are not its text: 'b' finds nothing through them.
    expect(listOf(await anyone.get('/api/Blogs/GetPublishedBlogs', { keyword: '<b>' })).total).toBe(0);
    const about = listOf(await anyone.get('/api/Blogs/GetPublishedBlogs', { pageType: 2, keyword: 'zeta' }));
    expect(names(about.rows)).toEqual(['Zeta About Page']);
    const second = listOf(
      await anyone.get('/api/Blogs/GetPublishedBlogs', { keyword: 'zeta', page: 1, pageSize: 2 }),
    );
    expect(names(second.rows)).toEqual(['Okada Rules Zeta']);
  });

  it('GetPublishedBlog: the whole published article, by url, signed in or not; a draft or unknown url is 404', async () => {
    const id = await create('Shared Rides To Lekki', {
      ContentsJson: [{ Contents: [{ ContentType: 1, Content: '<p>Share</p>' }] }],
    });
    const draft = problemOf(
      await anyone.get('/api/Blogs/GetPublishedBlog', { url: 'shared-rides-to-lekki' }),
      404,
    );
    expect(draft.title).toBe(blogTexts.noPublishedBlog);
    await publish(id);
    const response = await anyone.get('/api/Blogs/GetPublishedBlog', { url: 'shared-rides-to-lekki' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Id: id, Name: 'Shared Rides To Lekki', Publish: true });
    expect(JSON.parse(response.json().ContentsJson)[0].Contents[0].Content).toBe('<p>Share</p>');
    problemOf(await anyone.get('/api/Blogs/GetPublishedBlog', { url: 'no-such-article' }), 404);
    problemOf(await anyone.get('/api/Blogs/GetPublishedBlog', {}), 400);
  });
});

describe('who may call', () => {
  it('refuses the admin calls to anyone not signed in (401) and to a non-admin (403); public calls need no sign-in', async () => {
    const rider = apiAs(t, (await signedInUser(t)).token);
    const id = await create('Permission Check');
    const adminCalls: [string, 'GET' | 'POST', object][] = [
      ['/api/Blogs/GetBlogs', 'GET', {}],
      ['/api/Blogs/GetBlogById', 'GET', { id }],
      ['/api/Blogs/GetPageTypes', 'GET', {}],
      ['/api/Blogs/CreateBlog', 'POST', article('Not Mine')],
      ['/api/Blogs/UpdateBlog', 'POST', { ...article('Not Mine'), Id: id }],
      ['/api/Blogs/PublishBlog', 'POST', { Id: id }],
      ['/api/Blogs/UnpublishBlog', 'POST', { Id: id }],
      ['/api/Blogs/DuplicateBlog', 'POST', { Id: id }],
      ['/api/Blogs/DeleteBlog', 'POST', { Id: id }],
    ];
    const before = await blogCount();
    for (const [url, method, input] of adminCalls) {
      const asRider =
        method === 'GET'
          ? await rider.get(url, input as Record<string, number>)
          : await rider.post(url, input);
      expect(asRider.statusCode, url).toBe(403);
      const asNobody =
        method === 'GET'
          ? await anyone.get(url, input as Record<string, number>)
          : await anyone.post(url, input);
      expect(asNobody.statusCode, url).toBe(401);
    }
    expect(await blogCount()).toBe(before);
    expect((await byId(id)).Publish).toBe(false);
    // Issue 29 §3: a sub-admin whose role grants nothing is refused; one granted Blog & Articles create writes.
    const nothing = apiAs(t, (await signedInUser(t, { rights: {} })).token);
    expect((await nothing.post('/api/Blogs/CreateBlog', article('Refused'))).statusCode).toBe(403);
    expect((await nothing.get('/api/Blogs/GetBlogs')).statusCode).toBe(403);
    const subAdmin = apiAs(
      t,
      (await signedInUser(t, { rights: { [Endpoint.Blog]: { create: true } } })).token,
    );
    const made = await subAdmin.post('/api/Blogs/CreateBlog', article('By A Sub Admin'));
    expect(made.statusCode, made.body).toBe(200);
    expect((await subAdmin.post('/api/Blogs/DeleteBlog', { Id: made.json().Id })).statusCode).toBe(403);
    expect((await rider.get('/api/Blogs/GetPublishedBlogs')).statusCode).toBe(200);
    expect((await anyone.get('/api/Blogs/GetPublishedBlogs')).statusCode).toBe(200);
  });
});
