import type { Page } from '@playwright/test';
import { rowAction, rowNamed, userField } from '../harness/account-screens.ts';
import { expect, test } from '../harness/test.ts';
import { pathOf, signIn, successAlert } from '../harness/ui.ts';

/** Chooses in one of the activity log's filters (Mantine's searchable Select). */
async function chooseFilter(page: Page, label: 'Area' | 'Person', option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// issue 14 §5, journey 3
test("an admin edits a rider through 'Edit Profile', deletes them, and finds both changes in the admin activity log", async ({
  page,
  admin,
  rider,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/users');
  await rowNamed(page, rider.fullName).getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'View', exact: true }).click();

  // A rider opens in view mode: the details as text, no Update until 'Edit Profile' is ticked.
  await expect(page.getByRole('heading', { name: rider.fullName })).toBeVisible();
  await expect(page.getByRole('link', { name: rider.email })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Edit Profile' }).check();
  await expect(userField(page, 'Email Address')).toBeDisabled();
  await expect(userField(page, 'Email Address')).toHaveValue(rider.email);
  await userField(page, 'Firstname').fill('Adaeze');
  await userField(page, 'Address').fill('15 Awolowo Road, Ikoyi');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(successAlert(page, 'Adaeze Okafor has been updated. Thank you')).toBeVisible();
  await expect(rowNamed(page, 'Adaeze Okafor')).toBeVisible();

  await rowAction(page, 'Adaeze Okafor', 'Delete', {
    prompt: 'Are you sure, you want to delete this account (Adaeze Okafor)?',
    done: 'Adaeze Okafor has been deleted',
  });
  await expect(rowNamed(page, 'Adaeze Okafor')).toHaveCount(0);
  await expect(page.getByText('No Record', { exact: true })).toBeVisible();

  // The log, newest first, filtered to the Account area and the administrator who made the changes.
  await page.goto('/admin/activity');
  const log = page.getByRole('table', { name: 'Admin Activity' });
  await chooseFilter(page, 'Area', 'Country');
  await expect(log.getByText('No Record', { exact: true })).toBeVisible();
  await chooseFilter(page, 'Area', 'Account');
  await chooseFilter(page, 'Person', 'Site Administrator');
  await expect(page).toHaveURL(/[?&]area=Account/);
  expect(pathOf(page)).toMatch(/[?&]userId=[0-9a-f-]{36}/);
  const entries = log.locator('tbody tr');
  await expect(entries.locator('td:first-child')).toHaveText([
    'Account/DeleteUserAccount',
    'Account/UpdateUserAccount',
  ]);
  await expect(entries.locator('td:nth-child(2)')).toHaveText(['Site Administrator', 'Site Administrator']);
  const [deletion, update] = [entries.nth(0), entries.nth(1)];
  await expect(update.getByRole('listitem')).toHaveText([
    'Firstname: Ada → Adaeze',
    'Address: — → 15 Awolowo Road, Ikoyi',
  ]);
  // Both name the same record: the rider's account.
  const recordId = await update.locator('td:nth-child(4)').textContent();
  expect(recordId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(deletion.locator('td:nth-child(4)')).toHaveText(recordId ?? '');
  // The deletion lists what the account held, each value before → nothing after.
  for (const change of ['Surname: Okafor → —', 'Firstname: Adaeze → —', `EmailAddress: ${rider.email} → —`]) {
    await expect(deletion.getByRole('listitem').filter({ hasText: change })).toHaveCount(1);
  }
});
