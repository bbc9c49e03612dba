import type { Page } from '@playwright/test';
import { type ScreenshotSize, saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// Pictures of the countries, states and cities screens for a person to look at, written to
// e2e/screenshots/ (not committed): each list, with its filters chosen, and an edit form.
const shoot = (page: Page, file: string, size: ScreenshotSize, options?: { fullPage?: boolean }) =>
  saveScreenshot(page, `locations-${file}`, size, options);

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`screenshots of the countries, states and cities screens (${size.name})`, async ({
      page,
      admin,
    }) => {
      await signIn(page, admin);
      await expect(page).toHaveURL(/\/admin\/home$/);

      await page.goto('/admin/countries');
      await expect(page.getByText('Afghanistan', { exact: true })).toBeVisible();
      await shoot(page, 'countries', size);

      await page.goto('/admin/states');
      await expect(page.getByText('Choose a country to see its states.')).toBeVisible();
      await shoot(page, 'states-no-country', size);
      await choose(page, 'Country', 'Nigeria');
      await expect(page.getByText('Abia', { exact: true })).toBeVisible();
      // On a phone the rows are collapsible cards: open one to show its actions.
      if (size.width < 576) await page.getByText('Abia', { exact: true }).click();
      await shoot(page, 'states-nigeria', size);

      await page.goto('/admin/cities');
      await expect(page.getByText('Choose a country and a state to see their cities.')).toBeVisible();
      await shoot(page, 'cities-no-filters', size);
      await choose(page, 'Country', 'Nigeria');
      await choose(page, 'State', 'Lagos');
      await expect(page.getByText('Ikeja', { exact: true })).toBeVisible();
      await shoot(page, 'cities-lagos', size);
    });
  });
}
