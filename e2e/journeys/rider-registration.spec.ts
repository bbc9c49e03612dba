import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { expect, test } from '../harness/test.ts';
import { errorAlert, pathOf, signIn, successAlert } from '../harness/ui.ts';

// issue 2 §4, journey 2
test('a rider registers, signs in to the public site, and is sent to login when opening an admin page', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/account/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, { label: 'the register page' });

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('First name').fill('Chidi');
  await field('Surname').fill('Eze');
  await field('E-mail address').fill(email);
  await field('Phone number').fill('0803 123 4567');
  await field('Password').fill(STRONG_PASSWORD);
  await field('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(
    successAlert(page, 'Your account has been created. You can sign in now. Thank you'),
  ).toBeVisible();

  await signIn(page, { email, password: STRONG_PASSWORD }, { from: null });
  await expect(page).toHaveURL(/\/$/);
  expect(pathOf(page)).toBe('/');
  const myAccount = page.getByRole('button', { name: 'My Account' });
  await myAccount.click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Administrator' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // spec 000 §6: a non-admin opening an admin page goes to login with the way back.
  await page.goto('/admin/home');
  await expect(page).toHaveURL(/\/account\/login\//);
  expect(pathOf(page)).toBe('/account/login/%2Fadmin%2Fhome');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('registering an e-mail address that already has an account shows the server message', async ({
  page,
  rider,
}) => {
  await page.goto('/account/register');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('First name').fill('Another');
  await field('Surname').fill('Person');
  await field('E-mail address').fill(rider.email.toUpperCase());
  await field('Phone number').fill('0803 123 4567');
  await field('Password').fill(STRONG_PASSWORD);
  await field('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  const taken = 'An account with this e-mail address already exists. Sign in or reset your password instead';
  await expect(errorAlert(page, taken)).toBeVisible();
  expect(pathOf(page)).toBe('/account/register');
});
