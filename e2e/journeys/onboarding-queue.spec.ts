import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { postApi, signInThroughApi, uniqueEmail } from '../harness/accounts.ts';
import { uploadPicture } from '../harness/rides.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

// Issue 32: an administrator clears three cars from the onboarding queue by keyboard (A, A, I with a
// reason) and the dashboard's Awaiting review count falls to 0.

const CARS = ['Toyota', 'Honda', 'Kia'];
const REASON = 'The insurance picture is blurred; send it again';

const awaitingReview = (page: Page) => page.getByRole('link', { name: /^Awaiting review: / });
const showing = (page: Page, car: string) =>
  page.getByRole('heading', { name: new RegExp(`^${car} Corolla`) });

/** One driver (licence approved) with three Pending cars, made through the API in this order. */
async function driverWithThreePendingCars(baseToken: string, server: Parameters<typeof postApi>[0]) {
  const picture = await uploadPicture(server, baseToken, 'Cars', 'queue-licence');
  const email = uniqueEmail('queue-driver');
  const { Id } = await postApi<{ Id: string }>(
    server,
    'Account/CreateUserAccount',
    {
      Firstname: 'Ngozi',
      Surname: 'Eze',
      EmailAddress: email,
      PhoneNumber: '0803 555 0177',
      Address: '3 Awolowo Road, Ikoyi',
      Sex: 2,
      IsDriver: true,
      DriverLicense: picture,
      LicenseExpiryDate: '2030-06-30',
    },
    baseToken,
  );
  await postApi(server, 'Account/ApproveLicense', { Id }, baseToken);
  const ids: number[] = [];
  for (const [index, name] of CARS.entries()) {
    const car = await postApi<{ Id: number }>(
      server,
      'CarDetail/CreateCarDetailByAdmin',
      {
        Name: name,
        CarModel: 'Corolla',
        Year: 2021,
        LicenseNumber: `QUE ${index}${Date.now().toString(36).slice(-5)}`.toUpperCase(),
        CarLicense: picture,
        LicenseExpiryDate: '2099-06-30',
        DriverEmail: email,
      },
      baseToken,
    );
    ids.push(car.Id);
  }
  return ids;
}

test('an administrator clears three cars from the onboarding queue by keyboard, and the dashboard count falls', async ({
  page,
  server,
  admin,
}) => {
  const { Token } = await signInThroughApi(server, admin);
  const [, , sentBack] = await driverWithThreePendingCars(Token, server);

  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(awaitingReview(page)).toHaveAccessibleName('Awaiting review: 3');
  await awaitingReview(page).click();
  await expect(page).toHaveURL(/\/admin\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Onboarding queue', level: 1 })).toBeVisible();
  await expect(showing(page, 'Toyota')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Car Licence' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, { label: 'the onboarding queue' });
  for (const size of screenshotSizes) {
    await page.setViewportSize(size);
    await saveScreenshot(page, 'onboarding-queue', size);
  }
  await page.setViewportSize(screenshotSizes[0]);

  await page.keyboard.press('a');
  await expect(successAlert(page, /The car Toyota Corolla .* has been approved/)).toBeVisible();
  await expect(showing(page, 'Honda')).toBeVisible();
  await page.keyboard.press('a');
  await expect(showing(page, 'Kia')).toBeVisible();
  await page.keyboard.press('i');
  const reason = page.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  // Typed letters are the reason, not the keys: 'a' and 's' in it neither approve nor skip.
  await reason.pressSequentially(REASON);
  await expectNoSeriousAccessibilityViolations(page, { label: 'the onboarding queue asking for a reason' });
  await page.getByRole('button', { name: 'Mark as Incomplete', exact: true }).click();
  await expect(successAlert(page, /The car Kia Corolla .* has been marked as incomplete/)).toBeVisible();
  await expect(page.getByText('Nothing is awaiting review. Thank you')).toBeVisible();

  const kia = await fetch(`${server.baseURL}/api/CarDetail/GetCarDetailById?id=${sentBack}`, {
    headers: { Authorization: `Bearer ${Token}` },
  });
  expect(await kia.json()).toMatchObject({ StatusName: 'Require Extra Information', Message: REASON });

  await page.goto('/admin/home');
  await expect(awaitingReview(page)).toHaveAccessibleName('Awaiting review: 0');
});
