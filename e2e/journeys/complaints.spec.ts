import type { Page } from '@playwright/test';
import { postApi, registerRider, signInThroughApi } from '../harness/accounts.ts';
import { noisyPng } from '../harness/pictures.ts';
import { driveToCompleted, makeDriver, requestRide } from '../harness/rides.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import type { WayfareServer } from '../harness/server.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

// Issue 17 §5 and §6: a rider complains about a finished ride through the API; an administrator answers
// in the Complaint Center with a picture, sees the spec's alert, the answer in the thread and the form
// gone; then the rating the rider gave shows in Rating Activities. Pictures of both screens, and of the
// customer's own ratings, at 1366 and 375 px.

// spec 001 §9, spelling as the spec writes it.
const RESPONDED = 'You have reponded to the complaint successfully. Thank you';

/** A picture uploaded through FileUpload/PictureUpload, as a rider's app sends one; its /uploads/ path. */
async function uploadPicture(server: WayfareServer, token: string, name: string) {
  const form = new FormData();
  form.set('File', new Blob([noisyPng(320, 200)], { type: 'image/png' }), `${name}.png`);
  form.set('Folder', 'Complaints');
  form.set('PreferredFilename', name);
  form.set('ResizedToWidth', '1200');
  form.set('ResizedToHeight', '0');
  const upload = await fetch(`${server.baseURL}/api/FileUpload/PictureUpload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`The upload answered ${upload.status}: ${await upload.text()}`);
  return ((await upload.json()) as { FilePath: string }).FilePath;
}

const thread = (page: Page) => page.getByRole('list', { name: 'Responses' });

test('an admin answers a complaint with a picture, and sees the rating of the ride', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(180_000);
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const driver = await makeDriver(server, adminToken, { firstname: 'Emeka', surname: 'Obi' });
  const rider = await registerRider(server, { firstname: 'Chidinma', surname: 'Complains' });
  const { Token: riderToken } = await signInThroughApi(server, rider);
  const ride = await requestRide(server, riderToken);
  await driveToCompleted(server, driver.token, ride.Id);

  const receipt = await uploadPicture(server, riderToken, 'receipt');
  const { Id: complaintId } = await postApi<{ Id: number }>(
    server,
    'Complaint/CreateComplaint',
    {
      RideId: ride.Id,
      Title: 'Charged twice for one trip',
      Message: 'The app charged me and the driver asked for cash as well.',
      Picture: receipt,
    },
    riderToken,
  );
  await postApi(
    server,
    'Rating/RateRide',
    { RideId: ride.Id, StarRating: 4, Comment: 'Polite driver, clean car' },
    riderToken,
  );

  // The Complaint Center lists it Pending, with the ride's people and amount.
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  const nav = page.getByRole('navigation', { name: 'Admin menu' });
  await nav.getByRole('button', { name: 'Ride Activities', exact: true }).click();
  await nav.getByRole('link', { name: 'Complaints', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/complaints$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Complaint Center' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Charged twice for one trip' });
  await expect(row).toContainText('Chidinma Complains');
  await expect(row).toContainText('Emeka Obi');
  await expect(row).toContainText('2,000');
  await expect(row).toContainText('Pending');

  // Its page: the complaint, the rider's picture in the image viewer, the ride's link.
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/complaints/${complaintId}$`));
  await expect(page.getByRole('heading', { name: 'Charged twice for one trip' })).toBeVisible();
  await expect(page.getByText('The app charged me and the driver asked for cash as well.')).toBeVisible();
  await expect(page.getByRole('link', { name: `Ride #${ride.Id}` })).toHaveAttribute(
    'href',
    `/admin/otherrides/${ride.Id}`,
  );
  await page.getByRole('button', { name: "View the complaint's picture" }).click();
  const viewer = page.getByRole('dialog').filter({ has: page.locator(`img[src="${receipt}"]`) });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thread(page)).toBeHidden();
  await expect(page.getByText('No response yet.')).toBeVisible();

  // Feedback is required; then the answer goes with a picture uploaded through the field.
  await page.getByRole('button', { name: 'Respond', exact: true }).click();
  await expect(page.getByText('Enter Feedback')).toBeVisible();
  await page
    .getByRole('textbox', { name: /^Feedback/ })
    .fill('We have refunded the cash payment to your wallet.');
  // The complaint's own picture is an upload too: wait for one more, the field's preview.
  const uploadedPictures = page.getByRole('main').locator('img[src*="/uploads/"]');
  const picturesBefore = await uploadedPictures.count();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Picture' }).click();
  await (await chooser).setFiles({ name: 'refund.png', mimeType: 'image/png', buffer: noisyPng(320, 200) });
  await expect(uploadedPictures).toHaveCount(picturesBefore + 1);
  await expect(uploadedPictures.last()).toBeVisible();
  await page.getByRole('button', { name: 'Respond', exact: true }).click();
  await expect(successAlert(page, RESPONDED)).toBeVisible();

  // The answer joins the thread, marked as the admin's own, with its picture; the form and Close are gone.
  const answer = thread(page).getByRole('listitem');
  await expect(answer).toHaveCount(1);
  await expect(answer).toContainText('We have refunded the cash payment to your wallet.');
  await expect(answer).toContainText('You');
  await expect(answer).toContainText('Site Administrator');
  await expect(answer.getByRole('button', { name: /^View the picture of/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Respond', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Close Complaint' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^Feedback/ })).toBeHidden();
  const facts = page.getByLabel('The complaint', { exact: true });
  await expect(facts).toContainText('Resolved');
  await expect(facts).toContainText('Site Administrator');

  // The server kept it: responding again is refused, and the list shows it Resolved.
  const again = await page.request.post('/api/Complaint/RespondToComplaint', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { ComplaintId: complaintId, Feedback: 'Once more', Picture: null },
  });
  expect(again.status()).toBe(409);
  await page.getByRole('link', { name: 'Complaint Center' }).first().click();
  await expect(row).toContainText('Resolved');

  // Rating Activities: the rider's four stars for the driver, linking to the ride's page.
  await nav.getByRole('link', { name: 'Driver Ratings', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/ratings$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Rating Activities' })).toBeVisible();
  const rating = page.getByRole('row').filter({ hasText: 'Polite driver, clean car' });
  await expect(rating).toContainText('Chidinma Complains');
  await expect(rating.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await rating.getByRole('link', { name: 'Emeka Obi (Driver)' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/otherrides/${ride.Id}$`));

  // Pictures: both lists, a Resolved complaint, one the rider reopened by replying (the form back),
  // and the ratings the rider received in the customer area (the driver rates them).
  await postApi(server, 'Rating/RateRide', { RideId: ride.Id, StarRating: 5, Comment: null }, driver.token);
  const main = page.getByRole('main');
  /** On a phone a list is cards: the first is opened, to show its other columns too. */
  const shoot = async (address: string, ready: () => Promise<void>, name: string, list = true) => {
    for (const size of screenshotSizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(address);
      await ready();
      if (list && size.width < 768) {
        const card = main.getByRole('button', { name: /^1\./ });
        await card.click();
        await expect(card).toHaveAttribute('aria-expanded', 'true');
      }
      await saveScreenshot(page, name, size);
    }
  };
  await shoot(
    '/admin/ratings',
    // A phone shows each rating as a card titled by its rater.
    () => expect(main.getByText('Chidinma Complains', { exact: true }).first()).toBeVisible(),
    'ratings-admin',
  );
  await shoot(
    `/admin/complaints/${complaintId}`,
    () => expect(thread(page).getByRole('listitem').first()).toBeVisible(),
    'complaints-resolved',
    false,
  );
  await postApi(
    server,
    'Complaint/ReplyToComplaint',
    { ComplaintId: complaintId, Feedback: 'Thank you, but the refund has not arrived yet.', Picture: null },
    riderToken,
  );
  await shoot(
    `/admin/complaints/${complaintId}`,
    () => expect(page.getByRole('button', { name: 'Respond', exact: true })).toBeVisible(),
    'complaints-pending',
    false,
  );
  await shoot(
    '/admin/complaints',
    () => expect(main.getByText('Pending').first()).toBeVisible(),
    'complaints-list',
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, rider);
  await expect(page).toHaveURL(`${server.baseURL}/`);
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'My Ratings' }).click();
  await expect(page).toHaveURL(/\/teacher\/ratings$/);
  await expect(page.getByRole('heading', { name: 'Rating Activities', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Chidinma Complains (Customer)' })).toContainText(
    'Emeka Obi',
  );
  await shoot(
    '/teacher/ratings',
    () => expect(main.getByText('Emeka Obi', { exact: true }).first()).toBeVisible(),
    'ratings-mine',
  );
});
