import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { postApi, signInThroughApi } from '../harness/accounts.ts';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// issue 32 "Lists": an administrator sorts a list by a column; the sort is kept in the address.

/** The Name column (after the bulk check box and #) of the countries' table, top to bottom. */
const namesShown = (page: Page) =>
  page.getByRole('table', { name: 'Countries' }).locator('tbody tr td:nth-child(3)');

test('sort a list', async ({ page, server, admin }) => {
  const { Token } = await signInThroughApi(server, admin);
  for (const [Name, ThreeLetterIsoCode, TwoLetterIsoCode, Enable] of [
    ['Sortland Bravo', 'QXN', 'QN', true],
    ['Sortland Alpha', 'QXM', 'QM', false],
    ['Sortland Charlie', 'QXP', 'QP', true],
  ] as const) {
    await postApi(
      server,
      'Country/CreateCountry',
      { Id: 0, Name, ThreeLetterIsoCode, TwoLetterIsoCode, Enable },
      Token,
    );
  }
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/countries?keyword=sortland');
  // By name until a column is chosen (the spec's order for countries).
  await expect(namesShown(page)).toHaveText(['Sortland Alpha', 'Sortland Bravo', 'Sortland Charlie']);

  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await nameHeader.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/[?&]sort=Name(&|$)/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/[?&]order=desc(&|$)/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(namesShown(page)).toHaveText(['Sortland Charlie', 'Sortland Bravo', 'Sortland Alpha']);

  // Another column: the disabled country first (false before true), the name header back to none.
  await page.getByRole('columnheader', { name: 'Status' }).getByRole('button', { name: 'Status' }).click();
  await expect(page).toHaveURL(/[?&]sort=Enable(&|$)/);
  await expect(namesShown(page).first()).toHaveText('Sortland Alpha');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

  // A reload (or the address shared) shows the same order.
  await page.goto('/admin/countries?keyword=sortland&sort=Name&order=desc');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  await expect(namesShown(page)).toHaveText(['Sortland Charlie', 'Sortland Bravo', 'Sortland Alpha']);
  await expectNoSeriousAccessibilityViolations(page, { label: 'a sorted list' });
});
