import type { Page } from '@playwright/test';
import { confirmDialog, rowNamed } from '../harness/account-screens.ts';
import { postApi, signInThroughApi } from '../harness/accounts.ts';
import { noisyPng } from '../harness/pictures.ts';
import { makeDriver, uploadPicture } from '../harness/rides.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

// issue 17 §5 and §6: an administrator gives a driver a car with documents uploaded in the form, approves
// it, suspends it, marks it incomplete with a reason, and reads who did what and why on the car's page.

const CAR = 'Toyota Camry 2020';
const REASON = 'The road worthiness certificate is missing';

const carField = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Car Detail' }).getByRole('textbox', { name: label, exact: true });

/** A picture uploaded into the file manager from a picture field, then inserted into it. */
async function uploadInto(page: Page, field: string, file: string) {
  await page.getByRole('button', { name: `Use existing files for ${field}` }).click();
  const manager = page.getByRole('dialog', { name: 'File Manager' });
  await expect(manager).toBeVisible();
  await manager.locator('input[type="file"]').setInputFiles({
    name: `${file}.png`,
    mimeType: 'image/png',
    buffer: noisyPng(160, 100),
  });
  const card = manager.getByTestId('file-card').filter({ hasText: new RegExp(`^${file}-`) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: new RegExp(`^Insert ${file}-`) }).click();
  await expect(manager).toBeHidden();
}

/** Opens the car's row menu and chooses an action. */
async function choose(page: Page, action: string) {
  await rowNamed(page, CAR).getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function confirm(page: Page, prompt: string, done: string) {
  await expect(confirmDialog(page).getByText(prompt, { exact: true })).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, done)).toBeVisible();
}

// The Status cell, after the bulk actions' check box (issue 32), #, Car, Licence Number, Driver, Licence Expiry.
const statusOf = (page: Page) => rowNamed(page, CAR).getByRole('cell').nth(6);

test('an administrator gives a driver a car with its documents, approves, suspends and marks it incomplete, and reads its history', async ({
  page,
  server,
  admin,
}) => {
  const { Token } = await signInThroughApi(server, admin);
  const driver = await makeDriver(
    server,
    Token,
    { firstname: 'Chidi', surname: 'Okafor' },
    { withCar: false },
  );

  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/cardetails');
  await expect(page.getByRole('heading', { name: 'Car Detail Center', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New Car' })).toBeVisible();

  await carField(page, 'Driver Email').fill(driver.email);
  await carField(page, 'Name').fill('Toyota');
  await carField(page, 'Car Model').fill('Camry');
  await carField(page, 'Year').fill('2020');
  await carField(page, 'Licence Number').fill('lag-417-kj');
  await carField(page, 'Licence Expiry Date').fill('2030-06-30');
  await uploadInto(page, 'Car Licence', 'camry-licence');
  await uploadInto(page, 'Front Picture', 'camry-front');
  for (const size of screenshotSizes) {
    await page.setViewportSize(size);
    await saveScreenshot(page, 'car-form', size);
  }
  await page.setViewportSize(screenshotSizes[0]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successAlert(page, 'Toyota has been saved')).toBeVisible();

  // A new car is Pending: it can be approved or marked incomplete, not suspended.
  await expect(rowNamed(page, CAR).getByRole('cell', { name: 'LAG-417-KJ', exact: true })).toBeVisible();
  await expect(statusOf(page)).toHaveText('Pending');
  await rowNamed(page, CAR).getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Suspend' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await choose(page, 'Approve');
  await confirm(
    page,
    'Are you sure, you want to approve this car (Toyota)?',
    'The car Toyota has been approved',
  );
  await expect(statusOf(page)).toHaveText('Approved');

  await choose(page, 'Suspend');
  await confirm(
    page,
    'Are you sure, you want to suspend this car (Toyota)?',
    'The car Toyota has been suspended',
  );
  await expect(statusOf(page)).toHaveText('Suspended');

  await choose(page, 'Mark as Incomplete');
  await expect(
    confirmDialog(page).getByText('Are you sure, you want to mark this car (Toyota) as incomplete?'),
  ).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(confirmDialog(page).getByText('Message is required')).toBeVisible();
  await confirmDialog(page).getByRole('textbox', { name: 'Message' }).fill(REASON);
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, 'The car Toyota has been marked as incomplete')).toBeVisible();
  await expect(statusOf(page)).toHaveText('Require Extra Information');
  await page.reload(); // the pictures without the alerts over them
  await expect(statusOf(page)).toHaveText('Require Extra Information');
  for (const size of screenshotSizes) {
    await page.setViewportSize(size);
    await saveScreenshot(page, 'car-list', size);
  }
  await page.setViewportSize(screenshotSizes[0]);

  // The car's page: its documents, the reason, and who did what, newest first.
  await choose(page, 'View');
  await expect(page.getByRole('heading', { name: CAR })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Car Detail Center', level: 1 })).toBeVisible();
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText(REASON).first()).toBeVisible();
  const history = status.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').nth(0)).toContainText('Require Extra Information');
  await expect(history.getByRole('listitem').nth(0)).toContainText(REASON);
  await expect(history.getByRole('listitem').nth(0)).toContainText('Site Administrator');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Suspended');
  await expect(history.getByRole('listitem').nth(2)).toContainText('Approved');
  await expect(history.getByRole('listitem').nth(3)).toContainText('Pending');
  await expect(page.getByRole('button', { name: 'View the Car Licence' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Driver' })).toContainText(driver.email);
  for (const size of screenshotSizes) {
    await page.setViewportSize(size);
    await saveScreenshot(page, 'car-detail', size);
  }

  // The dashboard's card counts the papers expiring within 30 days and opens their list.
  await page.setViewportSize(screenshotSizes[0]);
  await page.goto('/admin/home');
  const expiring = page.getByRole('link', { name: 'Documents Expiring In 30 Days' });
  await expect(expiring).toContainText(/\d/);
  await expiring.click();
  await expect(page).toHaveURL(/\/admin\/cardetails\?expiring=30$/);
  await expect(
    page.getByRole('tab', { name: 'Documents Expiring In 30 Days', selected: true }),
  ).toBeVisible();
  for (const size of screenshotSizes) {
    await page.setViewportSize(size);
    await saveScreenshot(page, 'car-expiring-documents', size);
  }
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('screenshots of the Car Detail Center with cars in every status and papers expiring soon', {
  tag: '@screenshots',
}, async ({ page, server, admin }) => {
  const { Token } = await signInThroughApi(server, admin);
  const driver = await makeDriver(
    server,
    Token,
    { firstname: 'Ngozi', surname: 'Adeyemi' },
    { withCar: false },
  );
  const picture = await uploadPicture(server, Token, 'Cars', 'fleet-licence');
  const cars = [
    { Name: 'Toyota', CarModel: 'Corolla', expires: 10, actions: [] },
    { Name: 'Honda', CarModel: 'Accord', expires: 400, actions: ['ApproveCarDetail'] },
    { Name: 'Kia', CarModel: 'Rio', expires: 25, actions: ['ApproveCarDetail', 'SuspendCarDetail'] },
    { Name: 'Lexus', CarModel: 'RX 350', expires: 200, actions: ['MarkAsIncompleteCarDetail'] },
  ];
  for (const [index, car] of cars.entries()) {
    const { Id } = await postApi<{ Id: number }>(
      server,
      'CarDetail/CreateCarDetailByAdmin',
      {
        Name: car.Name,
        CarModel: car.CarModel,
        Year: 2018 + index,
        LicenseNumber: `KJA-${index + 1}42-XY`,
        CarLicense: picture,
        LicenseExpiryDate: inDays(car.expires),
        CarFrontPicture: picture,
        DriverEmail: driver.email,
      },
      Token,
    );
    for (const action of car.actions)
      await postApi(
        server,
        `CarDetail/${action}`,
        { Id, Message: 'The insurance picture is blurred' },
        Token,
      );
  }
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  for (const size of screenshotSizes) {
    await page.setViewportSize(size);
    await page.goto('/admin/cardetails');
    await expect(page.getByRole('main').getByText('Require Extra Information').first()).toBeVisible();
    await saveScreenshot(page, 'car-list-statuses', size);
    await page.goto('/admin/cardetails?expiring=30');
    await expect(page.getByRole('main').getByText('KJA-142-XY').first()).toBeVisible();
    await saveScreenshot(page, 'car-expiring-documents-listed', size);
    await page.goto('/admin/home');
    await expect(page.getByRole('link', { name: 'Documents Expiring In 30 Days' })).toContainText('2');
    await saveScreenshot(page, 'car-dashboard-card', size, { fullPage: false });
  }
});
