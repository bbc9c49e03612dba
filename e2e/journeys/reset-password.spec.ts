import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { codeIn } from '../harness/accounts.ts';
import { expect, test } from '../harness/test.ts';
import { errorAlert, pathOf, signIn, successAlert } from '../harness/ui.ts';

const NEW_PASSWORD = 'N3w!Passw0rd';

// issue 2 §4, journey 5
test('a rider resets a forgotten password with the e-mailed code; the new one works and the old one no longer does', async ({
  page,
  server,
  rider,
}) => {
  await page.goto('/account/resetpassword');
  await expectNoSeriousAccessibilityViolations(page, { label: 'the reset-password page' });
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(rider.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();

  await expect(page).toHaveURL(/\/account\/setpassword\?/);
  await expect(
    successAlert(
      page,
      'If an account exists for that e-mail address, we have sent it a code to set a new password. Thank you',
    ),
  ).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('E-mail address')).toHaveValue(rider.email);

  const code = codeIn(await server.waitForMessage({ to: rider.email, subjectIncludes: 'new password' }));
  await field('Verification code').fill(code);
  await field('New password').fill(NEW_PASSWORD);
  await field('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(successAlert(page, 'Your password has been changed. Thank you')).toBeVisible();

  await signIn(page, { email: rider.email, password: NEW_PASSWORD }, { from: null });
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await signIn(page, rider);
  await expect(errorAlert(page, 'The e-mail address or password is not correct')).toBeVisible();
  expect(pathOf(page)).toBe('/account/login');
  await expect(page.getByRole('button', { name: 'My Account' })).toHaveCount(0);
});

test('the link in the reset e-mail opens set password with the address and the code filled in', async ({
  page,
  server,
  rider,
}) => {
  await page.goto('/account/resetpassword');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(rider.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/account\/setpassword\?/);

  const body = await server.waitForMessage({ to: rider.email, subjectIncludes: 'new password' });
  const link = /(https?:\/\/\S+\/account\/setpassword\?\S+)/.exec(body)?.[1];
  expect(link, `a set-password link in:\n${body}`).toBeDefined();
  // Without PUBLIC_URL, the link points at the address the request came to.
  expect(new URL(link!).origin).toBe(server.baseURL);

  await page.goto(link!);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('E-mail address')).toHaveValue(rider.email);
  await expect(field('Verification code')).toHaveValue(codeIn(body));
  await field('New password').fill(NEW_PASSWORD);
  await field('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(successAlert(page, 'Your password has been changed. Thank you')).toBeVisible();

  await signIn(page, { email: rider.email, password: NEW_PASSWORD }, { from: null });
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
});
