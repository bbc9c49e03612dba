import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { saveScreenshot, screenshotSizes, takingScreenshots } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { pathOf, signIn, successAlert } from '../harness/ui.ts';

// issue 2 §4, journey 2
const registered =
  'Thank you for registering. Check your e-mail: we have sent you a message saying how to sign in';

test('a rider registers, signs in to the public site, and is sent to login when opening an admin page', async ({
  page,
  server,
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
  await expect(successAlert(page, registered)).toBeVisible();
  expect(await server.waitForMessage({ to: email, subjectIncludes: 'Welcome to Wayfare' })).toContain(
    'Your Wayfare account is ready',
  );

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
  // Issue 32: the page says why, and leads to the rider's own area.
  const notice = page
    .getByRole('alert')
    .filter({ hasText: "This account cannot open the administrators' area" });
  await expect(notice.getByRole('link', { name: 'Go to My Rides' })).toHaveAttribute(
    'href',
    '/teacher/rides',
  );
  await expectNoSeriousAccessibilityViolations(page, { label: 'the sign-in page telling a rider why' });
  for (const size of takingScreenshots ? screenshotSizes : []) {
    await page.setViewportSize(size);
    await saveScreenshot(page, 'sign-in-not-an-administrator', size);
  }
});

// issue 29 §3: the page tells nobody who has an account; the owner is told by e-mail.
test('registering an e-mail address that already has an account answers as for a new one and e-mails its owner', async ({
  page,
  rider,
  server,
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

  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(successAlert(page, registered)).toBeVisible();
  await expect(page.getByText('already exists')).toHaveCount(0);
  const mail = await server.waitForMessage({ to: rider.email, subjectIncludes: 'tried to register' });
  expect(mail).toContain('no new account was made');
  expect(mail).toContain('/account/resetpassword');
});
