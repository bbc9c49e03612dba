import type { Page } from '@playwright/test';
import { type ScreenshotSize, saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// Pictures of the main screens for a person to look at (issue 2 §4), written to e2e/screenshots/
// (not committed). Each page is checked to show its heading first, so a blank page fails the test.
const publicPages = [
  { file: 'home', path: '/', heading: /./ },
  { file: 'login', path: '/account/login', heading: 'Sign in' },
  { file: 'register', path: '/account/register', heading: 'Create your account' },
  { file: 'set-password', path: '/account/setpassword', heading: 'Set a new password' },
  { file: 'delete-account', path: '/account/deleteaccount', heading: 'Delete your account' },
];

const shoot = (page: Page, file: string, size: ScreenshotSize, options?: { fullPage?: boolean }) =>
  saveScreenshot(page, `${file}`, size, options);

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`screenshots of the public, account and admin screens (${size.name})`, {
      tag: '@screenshots',
    }, async ({ page, admin }) => {
      for (const screen of publicPages) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await shoot(page, screen.file, size);
      }

      await signIn(page, admin);
      await expect(page).toHaveURL(/\/admin\/home$/);
      if (size.width < 576) await page.getByRole('button', { name: 'Open the menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Admin menu' }).last();
      await menu.getByRole('button', { name: 'Accounts Activites' }).click();
      await expect(menu.getByRole('link', { name: 'Admin Accounts' })).toBeVisible();
      // Let the accordion and drawer transitions finish before the picture.
      await page.waitForTimeout(400);
      await shoot(page, 'admin-home-menu-open', size, { fullPage: false });
    });
  });
}
