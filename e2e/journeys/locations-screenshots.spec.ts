import type { Page } from '@playwright/test';
import { type ScreenshotSize, saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// Pictures of the countries, states and cities screens for a person to look at, written to
// e2e/screenshots/ (not committed): each list, with its filters chosen, and the edit forms.
const shoot = (page: Page, file: string, size: ScreenshotSize, options?: { fullPage?: boolean }) =>
  saveScreenshot(page, `locations-${file}`, size, options);

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`screenshots of the countries, states and cities screens (${size.name})`, {
      tag: '@screenshots',
    }, async ({ page, admin }) => {
      await signIn(page, admin);
      await expect(page).toHaveURL(/\/admin\/home$/);

      await page.goto('/admin/countries');
      await expect(page.getByText('Afghanistan', { exact: true })).toBeVisible();
      // Below the theme's sm breakpoint the rows are collapsible cards: open one to show its details.
      if (size.width < 768) await page.getByText('Afghanistan', { exact: true }).click();
      await shoot(page, 'countries', size);

      await page.goto('/admin/states');
      await expect(page.getByText('Choose a country to see its states.')).toBeVisible();
      await shoot(page, 'states-no-country', size);
      await choose(page, 'Country', 'Nigeria');
      await expect(page.getByText('Abia', { exact: true })).toBeVisible();
      // Below the theme's sm breakpoint the rows are collapsible cards: open one to show its actions.
      if (size.width < 768) await page.getByText('Abia', { exact: true }).click();
      await shoot(page, 'states-nigeria', size);

      await page.goto('/admin/cities');
      await expect(page.getByText('Choose a country and a state to see their cities.')).toBeVisible();
      await shoot(page, 'cities-no-filters', size);
      await choose(page, 'Country', 'Nigeria');
      await choose(page, 'State', 'Lagos');
      await expect(page.getByText('Ikeja', { exact: true })).toBeVisible();
      await shoot(page, 'cities-lagos', size);

      // An edit form, with a server refusal under its field (a name another city of Lagos has).
      const ikeja =
        size.width < 768
          ? page.getByRole('region', { name: /Ikeja/ })
          : page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Ikeja', exact: true }) });
      if (size.width < 768) await page.getByText('Ikeja', { exact: true }).click();
      await ikeja.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { name: 'Edit Ikeja' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Name' }).fill('Agege');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('A city named Agege already exists in Lagos').first()).toBeVisible();
      await shoot(page, 'city-edit-refused', size);

      await page.goto('/admin/countries?edit=new');
      await expect(page.getByRole('heading', { name: 'New Country' })).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Enter Name', { exact: true })).toBeVisible();
      await shoot(page, 'country-new-invalid', size);
    });
  });
}
