import { expect, test } from '../harness/test.ts';

// Issue 21: no address a person can type shows raw JSON. Every address but /api/…, /uploads/… and a real
// built file gets the app, which shows its own not-found page where the route is unknown.
test('addresses with a dot show the app; a missing built script and an unknown API call are still 404s', async ({
  page,
  request,
}) => {
  // The app's article page, which shows its not-found page for an article nobody published (issue 20).
  await page.goto('/article/v1.2-release');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Wayfare');

  await page.goto('/no-such-page.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The URL does not exist. Thank you')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();

  await page.goto('/account/login/%2Fadmin%2Fcountries%3Fkeyword%3Dst.%20kitts');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // A visitor on an admin address with a dot is asked to sign in, as on any admin page.
  await page.goto('/admin/foo.bar');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/account/login/%2Fadmin%2Ffoo.bar');

  for (const path of ['/assets/index-Gone1234.js', '/api/Nothing/Here', '/uploads/blog/missing.jpg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('application/problem+json');
  }

  // spec 000 §2.1: the content page serves about and contact too, so search engines are told of them.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/about<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/contact<\/loc>/);
});
