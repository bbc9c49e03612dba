import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { codeIn } from '../harness/accounts.ts';
import { expect, test } from '../harness/test.ts';
import { errorAlert, pathOf, signIn, successAlert } from '../harness/ui.ts';

// issue 2 §4, journey 6
test('a rider deletes their account with the e-mailed code, and can no longer sign in with it', async ({
  page,
  server,
  rider,
}) => {
  await page.goto('/account/deleteaccount');
  await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, { label: 'the delete-account page' });
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(rider.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();

  await expect(
    successAlert(
      page,
      'If an account exists for that e-mail address, we have sent it a code to confirm the deletion. Thank you',
    ),
  ).toBeVisible();
  await expect(page.getByText(`Enter the code we sent to ${rider.email}`)).toBeVisible();

  const code = codeIn(
    await server.waitForMessage({ to: rider.email, subjectIncludes: 'delete your account' }),
  );
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(`${server.baseURL}/`);
  await expect(successAlert(page, 'Your account has been deleted. Thank you')).toBeVisible();

  await signIn(page, rider);
  await expect(errorAlert(page, 'The e-mail address or password is not correct')).toBeVisible();
  expect(pathOf(page)).toBe('/account/login');
  await expect(page.getByRole('button', { name: 'My Account' })).toHaveCount(0);
});
