import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { registerRider } from '../harness/accounts.ts';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// issue 32 "Lists": an administrator sorts a list by a column; the sort is kept in the address.

/** The Name column of the riders' table, top to bottom. */
const namesShown = (page: Page) =>
  page.getByRole('table', { name: 'User Accounts' }).locator('tbody tr td:nth-child(2)');

test('sort a list', async ({ page, server, admin }) => {
  for (const firstname of ['Bola', 'Ada', 'Chidi']) {
    await registerRider(server, { firstname, surname: 'Sortjourney' });
  }
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/users?keyword=sortjourney');
  // Newest first until a column is chosen (spec 001 §2).
  await expect(namesShown(page)).toHaveText(['Chidi Sortjourney', 'Ada Sortjourney', 'Bola Sortjourney']);

  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await nameHeader.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/[?&]sort=Name(&|$)/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(namesShown(page)).toHaveText(['Ada Sortjourney', 'Bola Sortjourney', 'Chidi Sortjourney']);

  await nameHeader.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/[?&]order=desc(&|$)/);
  await expect(namesShown(page)).toHaveText(['Chidi Sortjourney', 'Bola Sortjourney', 'Ada Sortjourney']);

  // A reload (or the address shared) shows the same order.
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  await expect(namesShown(page)).toHaveText(['Chidi Sortjourney', 'Bola Sortjourney', 'Ada Sortjourney']);
  await expectNoSeriousAccessibilityViolations(page, { label: 'a sorted list' });
});
