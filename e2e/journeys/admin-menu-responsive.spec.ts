import type { Page } from '@playwright/test';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// spec 000 §2.2 and §9: on mobile the sidebar is an off-canvas drawer; on desktop the burger toggles it;
// 280 px wide when open. issue 2 §4, journey 7.

/** The shell's sidebar: the navigation landmark that holds the admin menu. */
const sidebarOf = (page: Page) =>
  page
    .getByRole('navigation')
    .filter({ has: page.getByRole('navigation', { name: 'Admin menu' }) })
    .first();

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the admin menu is a 280 px drawer opened by the burger, and choosing a page closes it', async ({
    page,
    admin,
  }) => {
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/admin\/home$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).not.toBeInViewport();

    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Dashboard', exact: true })).toBeInViewport();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(280);
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);

    // The group opens with an animation: choose the page once its link is shown whole.
    const accounts = drawer.getByRole('button', { name: 'Accounts Activites' });
    await accounts.click();
    await expect(accounts).toHaveAttribute('aria-expanded', 'true');
    const userAccounts = drawer.getByRole('link', { name: 'User Accounts' });
    await expect(userAccounts).toBeInViewport({ ratio: 1 });
    await userAccounts.click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'User Accounts' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('searchbox', { name: 'Search with Keywords' }),
    ).toBeVisible();
  });
});

test.describe('on a 1366 px wide screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the sidebar is open, 280 px wide, and the burger hides and shows it', async ({ page, admin }) => {
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/admin\/home$/);
    const sidebar = sidebarOf(page);
    await expect(sidebar).toBeInViewport();
    expect(await sidebar.boundingBox()).toMatchObject({ x: 0, width: 280 });

    await page.getByRole('button', { name: 'Hide the menu' }).click();
    await expect(sidebar).not.toBeInViewport();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Show the menu' }).click();
    await expect(sidebar).toBeInViewport();
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(sidebar).toBeInViewport();
  });
});
