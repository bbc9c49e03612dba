import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { rowNamed } from '../harness/account-screens.ts';
import { registerRider } from '../harness/accounts.ts';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

/**
 * axe (WCAG 2.1 A and AA) on the page as it is, serious and critical violations only, as
 * harness/accessibility.ts runs it, but for the star ratings: their missing role is another defect of
 * issue 32, mended apart (its journey runs axe over every admin screen).
 */
async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.mantine-Rating-root')
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
  expect(blocking, `serious or critical accessibility violations on ${label}`).toEqual([]);
}

// issue 32 (Lists): bulk actions, journey "bulk-suspend three riders"
test('an admin chooses three riders, suspends them with one prompt, and reads the report', async ({
  page,
  server,
  admin,
}) => {
  const riders = await Promise.all(
    ['Ngozi', 'Tunde', 'Yemi', 'Zainab'].map((firstname) =>
      registerRider(server, { firstname, surname: 'Bulk' }),
    ),
  );
  const [chosen, spared] = [riders.slice(0, 3), riders[3]!];
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/users');

  for (const rider of chosen) {
    await page.getByRole('checkbox', { name: `Select ${rider.fullName}` }).check();
  }
  const toolbar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(toolbar.getByText('3 riders selected')).toBeVisible();
  await expectAccessible(page, 'the users list with three riders chosen');

  await toolbar.getByRole('button', { name: 'Suspend' }).click();
  const prompt = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(
    prompt.getByText('Are you sure, you want to suspend these 3 riders?', { exact: true }),
  ).toBeVisible();
  // axe reads colours as drawn: while the modal still fades in, its red button blends with the page.
  await expect(prompt).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'the bulk prompt');
  await prompt.getByRole('button', { name: 'Yes' }).click();

  const report = page.getByRole('dialog', { name: 'Suspend: the report' });
  await expect(report.getByText('3 of 3 riders done.')).toBeVisible();
  await expect(report).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'the bulk report');
  await report.getByRole('button', { name: 'OK' }).click();
  await expect(report).toBeHidden();

  // The list reloaded: the three are suspended, the fourth is not, and nothing stays chosen.
  for (const rider of chosen)
    await expect(rowNamed(page, rider.fullName).getByText('Suspended')).toBeVisible();
  await expect(rowNamed(page, spared.fullName).getByText('Active')).toBeVisible();
  await expect(toolbar).toBeHidden();
});
