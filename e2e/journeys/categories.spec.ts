import type { Page } from '@playwright/test';
import { type ScreenshotSize, saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { errorAlert, pathOf, signIn, successAlert } from '../harness/ui.ts';

// Issue 15 §4, §7, §8: the categories screen (spec 001 §2) against the categories a first start seeds
// (Economy, Comfort, XL, Executive): one level at a time, as cards.

/** The card whose title is `name` (each card is a Mantine Card holding its heading and buttons). */
const card = (page: Page, name: string) =>
  page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name, exact: true }) });
const titles = (page: Page) => page.locator('.mantine-Card-root').getByRole('heading').allTextContents();
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Please confirm' });

test('Comfort becomes Comfort Plus, gets a child, Previous goes back, and deleting it with its child is refused', async ({
  page,
  admin,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/categories');
  await expect(card(page, 'Comfort')).toBeVisible();
  expect(await titles(page)).toEqual(['Comfort', 'Economy', 'Executive', 'XL', 'New']);

  await card(page, 'Comfort').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Comfort' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Comfort Plus');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(successAlert(page, 'Comfort Plus has been updated')).toBeVisible();
  await expect(card(page, 'Comfort Plus')).toBeVisible();
  expect(pathOf(page)).toBe('/admin/categories');

  await card(page, 'Comfort Plus').getByRole('button', { name: 'Child(ren)' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Comfort Plus');
  const parentPath = pathOf(page);
  expect(parentPath).toMatch(/^\/admin\/categories\?parent=\d+$/);
  await card(page, 'New').getByRole('button', { name: 'New' }).click();
  await expect(page.getByRole('heading', { name: 'New Category' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Comfort Pets');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successAlert(page, 'Comfort Pets has been saved')).toBeVisible();
  await expect(card(page, 'Comfort Pets')).toBeVisible();
  expect(pathOf(page)).toBe(parentPath);
  // A reload keeps the level: the parent is in the address.
  await page.reload();
  await expect(card(page, 'Comfort Pets')).toBeVisible();

  await card(page, 'Previous').getByRole('button', { name: 'Previous' }).click();
  await expect(card(page, 'Comfort Plus')).toBeVisible();
  expect(pathOf(page)).toBe('/admin/categories');

  await card(page, 'Comfort Plus').getByRole('button', { name: 'Delete' }).click();
  await expect(confirmDialog(page)).toContainText(
    'Are you sure, you want to delete this category (Comfort Plus)?',
  );
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(
    errorAlert(page, 'This category has 1 child categories. Delete or move them first'),
  ).toBeVisible();
  await expect(confirmDialog(page)).toBeHidden();
  await expect(card(page, 'Comfort Plus')).toBeVisible();
});

const shoot = (page: Page, file: string, size: ScreenshotSize) =>
  saveScreenshot(page, `categories-${file}`, size);

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`screenshots of the categories screen (${size.name})`, { tag: '@screenshots' }, async ({
      page,
      admin,
    }) => {
      await signIn(page, admin);
      await expect(page).toHaveURL(/\/admin\/home$/);
      await page.goto('/admin/categories');
      await expect(card(page, 'Comfort')).toBeVisible();
      await shoot(page, 'top-level', size);

      await card(page, 'XL').getByRole('button', { name: 'Child(ren)' }).click();
      // A card's button acts 200 ms after the click (spec 000 §2.3): wait for the level to change.
      await expect(card(page, 'Previous')).toBeVisible();
      await card(page, 'New').getByRole('button', { name: 'New' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill('Airport');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(card(page, 'Airport')).toBeVisible();
      await shoot(page, 'children-of-xl', size);

      await card(page, 'Airport').getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill('');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Enter Name', { exact: true })).toBeVisible();
      await shoot(page, 'edit-invalid', size);
    });
  });
}
