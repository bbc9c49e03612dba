import { expect, test } from '../harness/test.ts';
import { errorAlert, pathOf, signIn } from '../harness/ui.ts';

// issue 2 §4, journey 4
test('a wrong password shows the server message in an error alert and stays on the login page', async ({
  page,
  rider,
}) => {
  await signIn(page, { email: rider.email, password: 'Wr0ng!Password' });

  await expect(errorAlert(page, 'The e-mail address or password is not correct')).toBeVisible();
  expect(pathOf(page)).toBe('/account/login');
  await expect(page.getByRole('button', { name: 'My Account' })).toBeHidden();
});
