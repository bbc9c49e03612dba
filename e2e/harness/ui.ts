import type { Page } from '@playwright/test';

/** Signs in through the login form, as a person does; opens the form first unless `from` is null. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  { from = '/account/login' }: { from?: string | null } = {},
) {
  if (from !== null) await page.goto(from);
  // Other account pages have an e-mail field too: wait until the login form is the one shown.
  await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// spec 000 §8: errors show as error alerts. The alert area gives an error alert the role "alert" and
// the others the role "status", each titled with its type.
export const errorAlert = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: 'Error' }).filter({ hasText: text });
export const successAlert = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: 'Success' }).filter({ hasText: text });
export const infoAlert = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: 'Info' }).filter({ hasText: text });
export const warningAlert = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: 'Warning' }).filter({ hasText: text });

/** The path and query of the page, with the encoding the address bar shows (%2F stays %2F). */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
