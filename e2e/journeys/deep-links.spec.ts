import { expect, test } from '../harness/test.ts';
import { pathOf, signIn } from '../harness/ui.ts';

// Issue 21 and spec 000 §6: a shared admin link survives the sign-in.
test('a shared admin link survives the sign-in; /admin and the login page lead a signed-in admin home', async ({
  page,
  admin,
}) => {
  await page.goto('/admin/countries?keyword=st.%20kitts');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/account/login/%2Fadmin%2Fcountries%3Fkeyword%3Dst.%2520kitts');

  await signIn(page, admin, { from: null });
  await expect(page).toHaveURL(/\/admin\/countries\?keyword=st\.%20kitts$/);
  await expect(page.getByRole('searchbox', { name: 'Search with Keywords' })).toHaveValue('st. kitts');

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto('/account/login');
  await expect(page).toHaveURL(/\/admin\/home$/);
});

test('a rider who follows an admin link lands on their home after signing in', async ({ page, rider }) => {
  await page.goto('/admin/countries');
  await expect.poll(() => pathOf(page)).toBe('/account/login/%2Fadmin%2Fcountries');
  await signIn(page, rider, { from: null });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();

  await page.goto('/account/login');
  await expect.poll(() => pathOf(page)).toBe('/');
});
