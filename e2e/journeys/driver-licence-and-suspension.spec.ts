import { fillNewPerson, rowAction, rowNamed, userField } from '../harness/account-screens.ts';
import { codeIn, postApi, uniqueEmail } from '../harness/accounts.ts';
import { noisyPng } from '../harness/pictures.ts';
import { expect, test } from '../harness/test.ts';
import { errorAlert, pathOf, signIn, successAlert } from '../harness/ui.ts';

const DRIVER = 'Bola Eze';
const DRIVER_PASSWORD = 'Dr1ver!Lagos';
const SUSPENDED = 'This account is suspended. Kindly contact support. Thank you';

// issue 14 §5, journey 2
test('an admin creates a driver with a licence from the file manager, approves it, suspends the driver, who is sent to login and refused, and activates them again', async ({
  page,
  browser,
  server,
  admin,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/drivers');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New Account' })).toBeVisible();
  const email = uniqueEmail('driver');
  await fillNewPerson(page, {
    surname: 'Eze',
    firstname: 'Bola',
    email,
    phone: '0803 555 0102',
    address: '12 Allen Avenue, Ikeja',
  });

  // The licence: a picture uploaded into the file manager, then inserted from it.
  await page.getByRole('button', { name: 'Use existing files for Driver License' }).click();
  const manager = page.getByRole('dialog', { name: 'File Manager' });
  await expect(manager).toBeVisible();
  await manager.locator('input[type="file"]').setInputFiles({
    name: 'bola-licence.png',
    mimeType: 'image/png',
    buffer: noisyPng(120, 80),
  });
  const card = manager.getByTestId('file-card').filter({ hasText: /^bola-licence-/ });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Insert bola-licence-/ }).click();
  await expect(manager).toBeHidden();
  await expect(page.getByRole('button', { name: /^View bola-licence-/ })).toBeVisible();
  await userField(page, 'License Expiry Date').fill('2030-06-30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    successAlert(
      page,
      `${DRIVER} has been created. We have sent them an e-mail to choose a password. Thank you`,
    ),
  ).toBeVisible();
  const row = rowNamed(page, DRIVER);
  await expect(row.getByRole('cell', { name: 'Pending', exact: true })).toBeVisible();

  // The driver chooses a password from the e-mail (journey 1 does it through the link) and signs in.
  const code = codeIn(await server.waitForMessage({ to: email, subjectIncludes: 'Choose a password' }));
  await postApi(server, 'Account/CompletePasswordReset', {
    EmailAddress: email,
    VerificationCode: code,
    Password: DRIVER_PASSWORD,
    ConfirmPassword: DRIVER_PASSWORD,
  });
  const driverContext = await browser.newContext({ baseURL: server.baseURL });
  const driver = await driverContext.newPage();
  const credentials = { email, password: DRIVER_PASSWORD };
  await signIn(driver, credentials);
  await expect(driver.getByRole('button', { name: 'My Account' })).toBeVisible();

  // Approve: Pending → Valid, and the row no longer offers it.
  await rowAction(page, DRIVER, 'Approve License', {
    prompt: `Are you sure, you want to approve the licence of this account (${DRIVER})?`,
    done: `The driver's licence of ${DRIVER} has been approved`,
  });
  await expect(row.getByRole('cell', { name: 'Valid', exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Suspend' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Approve License' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await rowAction(page, DRIVER, 'Suspend', {
    prompt: `Are you sure, you want to suspend this account (${DRIVER})?`,
    done: `${DRIVER} has been suspended`,
  });
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  // The driver's next call (choosing a new password while signed in) returns them to login...
  await driver.goto('/account/setpassword');
  await expect(driver.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await driver.getByRole('textbox', { name: 'New password', exact: true }).fill('An0ther!Lagos');
  await driver.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('An0ther!Lagos');
  await driver.getByRole('button', { name: 'Save new password' }).click();
  await expect(driver).toHaveURL(/\/account\/login\//);
  expect(pathOf(driver)).toBe('/account/login/%2Faccount%2Fsetpassword');
  // ...where they cannot sign in.
  await signIn(driver, credentials, { from: null });
  await expect(errorAlert(driver, SUSPENDED)).toBeVisible();
  await expect(driver.getByRole('button', { name: 'My Account' })).toHaveCount(0);

  await rowAction(page, DRIVER, 'Activate', {
    prompt: `Are you sure, you want to activate this account (${DRIVER})?`,
    done: `${DRIVER} has been activated`,
  });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await signIn(driver, credentials);
  await expect(driver.getByRole('button', { name: 'My Account' })).toBeVisible();
  await driverContext.close();
});
