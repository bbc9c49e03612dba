import { expect, type Page } from '@playwright/test';

// The account screens of issue 14 (/admin/accounts, /admin/drivers, /admin/users, /admin/roles) as a
// person works them: rows by a person's name, the row-action menu and its prompt, the User form's fields.

/** The prompt every row action asks first (spec 000 §2.3 confirmAction). */
export const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Please confirm' });

/** A list's row holding this name in a cell of its own. */
export const rowNamed = (page: Page, name: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

/**
 * Chooses a row action from the row's Actions menu, checks the prompt's sentence, answers Yes and
 * waits for the success alert.
 */
export async function rowAction(
  page: Page,
  person: string,
  action: string,
  { prompt, done }: { prompt: string; done: string },
) {
  await rowNamed(page, person).getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  await expect(confirmDialog(page).getByText(prompt, { exact: true })).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(confirmDialog(page)).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Success' }).filter({ hasText: done }),
  ).toBeVisible();
}

/** A field of the User form (spec 001 §5) by its label. */
export const userField = (page: Page, label: string) =>
  page.getByRole('form', { name: 'User' }).getByRole('textbox', { name: label, exact: true });

/** Fills the User form's required fields (spec 001 §5) for a new account. */
export async function fillNewPerson(
  page: Page,
  person: { surname: string; firstname: string; email: string; phone: string; address: string },
) {
  await userField(page, 'Surname').fill(person.surname);
  await userField(page, 'Firstname').fill(person.firstname);
  await userField(page, 'Email Address').fill(person.email);
  await userField(page, 'Phone Number').fill(person.phone);
  await userField(page, 'Address').fill(person.address);
}
