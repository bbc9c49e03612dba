import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { rowNamed } from '../harness/account-screens.ts';
import { registerRider } from '../harness/accounts.ts';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

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
  await expectNoSeriousAccessibilityViolations(page, { label: 'the users list with three riders chosen' });

  await toolbar.getByRole('button', { name: 'Suspend' }).click();
  const prompt = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(
    prompt.getByText('Are you sure, you want to suspend these 3 riders?', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, { label: 'the bulk prompt' });
  await prompt.getByRole('button', { name: 'Yes' }).click();

  const report = page.getByRole('dialog', { name: 'Suspend: the report' });
  await expect(report.getByText('3 of 3 riders done.')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, { label: 'the bulk report' });
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(report).toBeHidden();

  // The list reloaded: the three are suspended, the fourth is not, and nothing stays chosen.
  for (const rider of chosen)
    await expect(rowNamed(page, rider.fullName).getByText('Suspended')).toBeVisible();
  await expect(rowNamed(page, spared.fullName).getByText('Active')).toBeVisible();
  await expect(toolbar).toBeHidden();
});
