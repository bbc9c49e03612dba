import { changePasswordThroughApi } from '../harness/accounts.ts';
import { expect, test } from '../harness/test.ts';
import { pathOf, signIn } from '../harness/ui.ts';

// issue 2 §4, journey 3; spec 000 §4 and §7: a 401 clears the session and goes to
// /account/login/{encoded original path}; signing in again returns there.

test('a tampered token sends the admin to login with the way back, and signing in returns there', async ({
  page,
  admin,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/roles');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Roles' })).toBeVisible();

  // Same header and payload, but a signature the server did not make.
  await page.evaluate(() => {
    const [header, payload, signature] = (localStorage.getItem('token') ?? '').split('.');
    localStorage.setItem('token', `${header}.${payload}.${[...(signature ?? '')].reverse().join('')}x`);
  });
  await page.reload();

  await expect(page).toHaveURL(/\/account\/login\//);
  expect(pathOf(page)).toBe('/account/login/%2Fadmin%2Froles');
  await signIn(page, admin, { from: null });
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Roles' })).toBeVisible();
});

test('a password changed on another device ends this session at the next call, and signing in returns to the page', async ({
  page,
  server,
  admin,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/drivers');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Driver Accounts' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table', { name: 'Driver Accounts' })).toBeVisible();

  const changed = await changePasswordThroughApi(server, admin, 'An0ther!Passw0rd');
  await page.reload();

  await expect(page).toHaveURL(/\/account\/login\//);
  expect(pathOf(page)).toBe('/account/login/%2Fadmin%2Fdrivers');
  await signIn(page, changed, { from: null });
  await expect(page).toHaveURL(/\/admin\/drivers$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Driver Accounts' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table', { name: 'Driver Accounts' })).toBeVisible();
});
