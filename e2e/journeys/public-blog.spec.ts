import type { Page } from '@playwright/test';
import { postApi, signInThroughApi } from '../harness/accounts.ts';
import { getApiList } from '../harness/api-requests.ts';
import { type ScreenshotSize, saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { pathOf, successAlert } from '../harness/ui.ts';

// Issue 20 §3 and §4: the public blog, the article page, the terms, privacy and contact pages, the home page's fare estimate.

/** The server's default SUPPORT_EMAIL (apps/server/src/config.ts), where contact messages go. */
const SUPPORT_EMAIL = 'support@wayfare.ng';

const TEXT_WITH_SCRIPT =
  '<h2>Before you set off</h2><p>Carry water and a face mask.</p>' +
  '<script>window.__pwned = "script"</script>' +
  '<img src="/no-such-picture.png" onerror="window.__pwned = \'onerror\'">' +
  '<a href="javascript:window.__pwned = \'link\'">Read more</a>';

/** An article with a text (carrying script), a YouTube video and tags, created and published through the API. */
async function publishArticle(server: Parameters<typeof postApi>[0], token: string) {
  const rows = [
    {
      Id: 0,
      FitToScreen: false,
      Order: 0,
      Contents: [
        { Id: 0, ContentType: 1, Width: 8, Content: TEXT_WITH_SCRIPT },
        {
          Id: 0,
          ContentType: 3,
          Width: 4,
          IsYouTube: true,
          VideoURL: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          AllowControl: true,
        },
      ],
    },
  ];
  const { Id } = await postApi<{ Id: number }>(
    server,
    'Blogs/CreateBlog',
    {
      Id: 0,
      Name: 'Harmattan Driving Checklist',
      PageType: 5,
      ArticleDate: new Date().toISOString().slice(0, 10),
      SEOs: 'What to check before driving in the harmattan haze.',
      Tags: 'Harmattan, Dust Season, Safety',
      Summary: '<p>Dry wind, low visibility: a checklist for the dusty months.</p>',
      ContentsJson: JSON.stringify(rows),
    },
    token,
  );
  await postApi(server, 'Blogs/PublishBlog', { Id }, token);
  const response = await fetch(`${server.baseURL}/api/Blogs/GetBlogById?id=${Id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { Url } = (await response.json()) as { Url: string };
  return { Id, Url };
}

const scriptRan = (page: Page) => page.evaluate(() => (window as { __pwned?: string }).__pwned ?? null);

test('an article published through the API is found on /blog by keyword, opened, and a tag followed; its script never runs', async ({
  page,
  server,
  admin,
}) => {
  const { Token } = await signInThroughApi(server, admin);
  const { Id, Url } = await publishArticle(server, Token);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  const blogSearches = { count: 0 };
  page.on('request', (request) => {
    if (/\/api\/Blogs\/GetPublishedBlogs\?/i.test(request.url()) && request.url().includes('keyword='))
      blogSearches.count++;
  });

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Center' })).toBeVisible();
  await expect(page.getByText('Get the latest information here')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('harmattan');
  // spec 000 §9: the search waits 3 s after typing stops.
  await page.waitForTimeout(2000);
  expect(blogSearches.count).toBe(0);
  await expect(page).toHaveURL(/\/blog\?keyword=harmattan$/, { timeout: 5000 });
  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('link');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Harmattan Driving Checklist');

  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`/article/${Url}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Harmattan Driving Checklist' })).toBeVisible();
  await expect(page).toHaveTitle('Harmattan Driving Checklist · Wayfare');
  await expect(page.getByRole('heading', { name: 'Before you set off' })).toBeVisible();
  // The YouTube block through youtube-nocookie, sandboxed.
  const video = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"]');
  await expect(video).toHaveAttribute('sandbox', /allow-scripts/);
  // The script, the handler and the javascript: link never run, not even when clicked.
  await expect(page.locator('article script')).toHaveCount(0);
  await page.getByText('Read more').click();
  expect(await scriptRan(page)).toBeNull();
  await expect(page.getByRole('complementary', { name: 'Other Articles' })).toBeVisible();
  // Issue 20 §5: the blog and the article download none of the back office.
  expect(scripts.filter((path) => /\/assets\/(form-engine|file-tools)-/.test(path))).toEqual([]);

  await page
    .getByRole('region', { name: 'Search with Tags' })
    .getByRole('link', { name: 'Dust Season' })
    .click();
  await expect(page).toHaveURL(/\/blog\?keyword=Dust%20Season$/);
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('Dust Season');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Harmattan Driving Checklist');

  // Unpublished: gone from the blog, the sitemap and its address.
  await postApi(server, 'Blogs/UnpublishBlog', { Id }, Token);
  await page.reload();
  await expect(page.getByText("No article matches 'Dust Season'.")).toBeVisible();
  const sitemap = await (await fetch(`${server.baseURL}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(`/article/${Url}`);
  await page.goto(`/article/${Url}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(await scriptRan(page)).toBeNull();
});

test('an article comes drawn by the server with its text, and the browser takes it over without an error or a second fetch', async ({
  page,
  server,
  admin,
}) => {
  const { Token } = await signInThroughApi(server, admin);
  const rows = [
    {
      Id: 0,
      Order: 0,
      Contents: [{ Id: 0, ContentType: 1, Width: 12, Content: '<p>Wipe the windscreen at every stop.</p>' }],
    },
  ];
  const { Id } = await postApi<{ Id: number }>(
    server,
    'Blogs/CreateBlog',
    {
      Id: 0,
      Name: 'Dust Season Windscreens',
      PageType: 5,
      ArticleDate: new Date().toISOString().slice(0, 10),
      SEOs: 'Keeping the windscreen clear in the harmattan.',
      Tags: 'Harmattan',
      Summary: '<p>Clear glass, <strong>safer</strong> rides.</p>',
      ContentsJson: JSON.stringify(rows),
    },
    Token,
  );
  await postApi(server, 'Blogs/PublishBlog', { Id }, Token);
  const address = '/article/dust-season-windscreens';

  // Issue 20 §5: the article's own text is in the HTML the server sends, before any script has run.
  const html = await (await page.request.get(address)).text();
  expect(html).toContain('Clear glass, <strong>safer</strong> rides.');
  expect(html).toContain('Wipe the windscreen at every stop.');

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const articleFetches: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/Blogs\/GetPublishedBlog\?/i.test(request.url())) articleFetches.push(request.url());
  });
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Dust Season Windscreens' })).toBeVisible();
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.waitForLoadState('networkidle');
  // Taken over by the app: the tag opens the blog in the same document, as a link of the app does.
  await page
    .getByRole('region', { name: 'Search with Tags' })
    .getByRole('link', { name: 'Harmattan' })
    .click();
  await expect(page).toHaveURL(/\/blog\?keyword=Harmattan$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // No hydration mismatch, no refused script (CSP), and the data the page came with was not fetched again.
  expect(consoleErrors).toEqual([]);
  expect(articleFetches).toEqual([]);
});

test("the home page's fare estimate answers in naira, and a distance out of range is refused under its field", async ({
  page,
}) => {
  await page.goto('/');
  const distance = page.getByRole('spinbutton', { name: /Distance \(km\)/ });
  await distance.fill('5000');
  await page.getByRole('button', { name: 'Estimate' }).click();
  await expect(distance).toHaveAccessibleDescription('Distance (km) must be between 0.1 and 1000 km');
  await distance.fill('12.5');
  await page.getByRole('button', { name: 'Estimate' }).click();
  await expect(page.getByRole('status', { name: 'Fare estimate' })).toContainText(
    /Estimated fare for 12\.5 km\s*₦[\d,]+\.\d\d/,
  );
});

test('the terms index jumps to its sections', async ({ page }) => {
  await page.goto('/termsandconditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText('All you need to know about our terms')).toBeVisible();
  const index = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(index).toHaveText([
    'Contractual Relationship',
    'The Services',
    'Your Use of the Services',
    'Payment',
    'Disclaimers/Liability',
    'Governing Law and Other Provisions',
  ]);
  for (const [entry, hash] of [
    ['Governing Law and Other Provisions', '#governing-law-and-other-provisions'],
    ['Payment', '#payment'],
  ] as const) {
    await index.filter({ hasText: entry }).click();
    await expect(page).toHaveURL(new RegExp(`/termsandconditions${hash}$`));
    const heading = page.getByRole('heading', { level: 2, name: entry, exact: true });
    await expect(heading).toBeInViewport();
    // Not under the sticky header.
    const box = await heading.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(40);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.goto('/privacypolicy');
  for (const heading of ['I.', 'II.', 'III.', 'IV.', 'V.'])
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${heading.replace('.', '\\.')} `) }),
    ).toBeVisible();
  await expect(page.getByText('within 90 days of the request')).toBeVisible();
});

test('the contact form reaches the support inbox through the outbox', async ({ page, server }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enter Name')).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Chidinma Okoro');
  await page.getByRole('textbox', { name: /^Email Address/ }).fill('chidinma@example.ng');
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill('0803 123 4567');
  await page
    .getByRole('textbox', { name: /^Message/ })
    .fill('I left my umbrella in a Wayfare car this morning.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(successAlert(page, 'Thank you. We will get back to you shortly')).toBeVisible();
  const body = await server.waitForMessage({ to: SUPPORT_EMAIL, subjectIncludes: 'Chidinma Okoro' });
  expect(body).toContain('I left my umbrella in a Wayfare car this morning.');
  expect(body).toContain('chidinma@example.ng');
});

async function shoot(page: Page, name: string, size: ScreenshotSize) {
  // Pictures load as they come near the window (loading="lazy"): scroll through the page first.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, `i20-${name}`, size);
}

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    // The demo articles: a dozen published, with pictures, a video, an embedded map and tags.
    test.use({ serverOptions: { env: { DEMO_DATA: 'true' }, startTimeoutMs: 180_000 } });

    test(`screenshots of the public blog, an article, terms, privacy and contact (${size.name})`, {
      tag: '@screenshots',
    }, async ({ page, server }) => {
      const { rows } = await getApiList<{ Url: string; Name: string }>(
        server.baseURL,
        'Blogs/GetPublishedBlogs?keyword=Lagos',
      );
      const article = rows.find((row) => row.Name === 'Getting Around Lagos During Rush Hour') ?? rows[0]!;

      await page.goto('/blog');
      await expect(page.getByRole('list', { name: 'Articles' }).getByRole('link').first()).toBeVisible();
      await shoot(page, 'blog', size);
      await page.goto(`/article/${article.Url}`);
      await expect(page.getByRole('heading', { level: 1, name: article.Name })).toBeVisible();
      await shoot(page, 'article', size);
      await page.goto('/termsandconditions');
      await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
      await shoot(page, 'terms', size);
      await page.goto('/privacypolicy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await shoot(page, 'privacy', size);
      await page.goto('/contact');
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
      await shoot(page, 'contact', size);
      expect(pathOf(page)).toBe('/contact');
    });
  });
}
