import type { Page } from '@playwright/test';
import { confirmDialog, rowNamed } from '../harness/account-screens.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

// issue 15 §8: a package created, unpublished, deleted; and the Packages Center at 1366 and 375 px.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillNewPackage(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await field(page, 'Amount (₦)').fill('7500.25');
  await field(page, 'Bonus Amount (₦)').fill('250');
  await field(page, 'Minimum Wallet Amount (₦)').fill('1000');
  await field(page, 'Minimum Total Rides').fill('5');
  await field(page, 'Maximum Total Rides').fill('40');
  await page.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Weekly', exact: true }).click();
}

test('an administrator creates a package, unpublishes it and deletes it', async ({ page, admin }) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/packages');
  await expect(page.getByRole('heading', { name: 'Packages Center', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New Package' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter Name', { exact: true })).toBeVisible();
  await fillNewPackage(page, 'Journey Weekly');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successAlert(page, 'Journey Weekly has been saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/packages\?keyword=Journey(\+|%20)Weekly$/);
  const row = rowNamed(page, 'Journey Weekly');
  await expect(row.getByRole('cell')).toHaveText([
    '1',
    'Journey Weekly',
    'Weekly',
    '₦7,500.25',
    '₦250.00',
    '₦1,000.00',
    '5–40',
    'Active',
    'EditDelete',
  ]);

  // Unpublished: Edit, Publish off, Update; the row shows Inactive.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Journey Weekly' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Publish' }).uncheck();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(successAlert(page, 'Journey Weekly has been updated')).toBeVisible();
  await expect(rowNamed(page, 'Journey Weekly').getByText('Inactive', { exact: true })).toBeVisible();

  // A second package by the same name, whatever its case, is refused under the Name field.
  await page.goto('/admin/packages?edit=new');
  await fillNewPackage(page, 'journey weekly');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A package named journey weekly already exists').first()).toBeVisible();

  await page.goto('/admin/packages?keyword=Journey');
  await rowNamed(page, 'Journey Weekly').getByRole('button', { name: 'Delete' }).click();
  await expect(
    confirmDialog(page).getByText('Are you sure, you want to delete this package (Journey Weekly)?'),
  ).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, 'Journey Weekly has been deleted')).toBeVisible();
  await expect(rowNamed(page, 'Journey Weekly')).toHaveCount(0);
});

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`screenshots of the Packages Center (${size.name})`, { tag: '@screenshots' }, async ({
      page,
      admin,
    }) => {
      const name = `Shot ${size.name}`;
      await signIn(page, admin);
      await expect(page).toHaveURL(/\/admin\/home$/);
      await page.goto('/admin/packages?edit=new');
      await expect(page.getByRole('heading', { name: 'New Package' })).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Enter Name', { exact: true })).toBeVisible();
      await saveScreenshot(page, 'packages-new-invalid', size);
      await fillNewPackage(page, name);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(successAlert(page, `${name} has been saved`)).toBeVisible();
      await page.goto('/admin/packages');
      await expect(page.getByText(name, { exact: true })).toBeVisible();
      // Below the theme's sm breakpoint the rows are collapsible cards: open one to show its details.
      if (size.width < 768) await page.getByText(name, { exact: true }).click();
      await saveScreenshot(page, 'packages-list', size);
    });
  });
}
