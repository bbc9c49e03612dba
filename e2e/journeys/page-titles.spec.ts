import type { Page } from '@playwright/test';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

/** The page has one heading of the first level, `name`, and its browser tab reads '{name} · Wayfare'. */
async function expectTitled(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([name]);
  await expect(page).toHaveTitle(`${name} · Wayfare`);
}

// Issue 21: every page has one clear title; an admin page shows the active menu item's name once.
test('every page has one heading, which names its browser tab', async ({ page, admin }) => {
  for (const [path, name] of [
    ['/', 'Home'],
    ['/blog', 'Blog Center'],
    ['/about', 'About Us'],
    ['/account/login', 'Sign in'],
    ['/account/register', 'Create your account'],
    ['/nowhere', 'Page not found'],
  ] as const) {
    await page.goto(path);
    if (path === '/') {
      // The home page's heading is its banner's slogan.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle('Home · Wayfare');
    } else await expectTitled(page, name);
  }

  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  // A page may carry its own title (the spec's 'Packages Center' for the menu's 'Driver Packages').
  const menuItemOf: Record<string, string> = { 'Packages Center': 'Driver Packages' };
  for (const [path, name] of [
    ['/admin/home', 'Dashboard'],
    ['/admin/packages', 'Packages Center'],
    ['/admin/activerides', 'Active Rides'],
    ['/admin/countries', 'Countries, States & Cities'],
    ['/admin/states', 'Countries, States & Cities'],
    ['/admin/eforms', 'Form Playground'],
    ['/admin/nosuchpage', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expectTitled(page, name);
    await expect(page.getByRole('banner').getByRole('heading', { name })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    // The name shows once on the page beside the menu: in the header, not again in the page's body.
    await expect(page.getByRole('main').getByText(name, { exact: true })).toHaveCount(0);
    if (name !== 'Page not found')
      await expect(menu.getByRole('link', { name: menuItemOf[name] ?? name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
  }
});
