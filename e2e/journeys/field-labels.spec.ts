import { expect, test } from '../harness/test.ts';
import { errorAlert, signIn } from '../harness/ui.ts';

// Issue 21: every message a person reads names the field by its label, under the field it concerns;
// the wire keeps the property names.
test('messages name the fields as the screen labels them, never by their property names', async ({
  page,
  admin,
}) => {
  await page.goto('/account/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('First name')).toHaveAccessibleDescription('First name is required');
  await expect(field('E-mail address')).toHaveAccessibleDescription('E-mail address is required');
  await expect(page.getByText(/Firstname|EmailAddress|PhoneNumber/)).toHaveCount(0);

  await page.goto('/account/setpassword?email=ada%40example.com&code=12ab');
  await page.getByLabel(/^New password/).fill('Str0ng!Passw0rd');
  await page.getByLabel(/^Confirm new password/).fill('Str0ng!Passw0rd');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(field('Verification code')).toHaveAccessibleDescription(
    'Verification code must be the digits we sent you',
  );

  // The server refuses the code: its message reaches the screen with the field's label.
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/countries?edit=new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Wakanda');
  await page.getByRole('textbox', { name: 'Two-letter ISO code' }).fill('WK');
  await page.getByRole('textbox', { name: 'Three-letter ISO code' }).fill('W1K');
  const refused = page.waitForResponse((response) => response.url().includes('/api/Country/CreateCountry'));
  await page.getByRole('button', { name: 'Save' }).click();
  const problem = await (await refused).json();
  expect(problem.errors).toEqual({ ThreeLetterIsoCode: ['ThreeLetterIsoCode must be 3 letters, like NGA'] });
  const message = 'Three-letter ISO code must be 3 letters, like NGA';
  await expect(page.getByRole('textbox', { name: 'Three-letter ISO code' })).toHaveAccessibleDescription(
    message,
  );
  await expect(errorAlert(page, message)).toBeVisible();
  await expect(page.getByText(/ThreeLetterIsoCode/)).toHaveCount(0);
});
