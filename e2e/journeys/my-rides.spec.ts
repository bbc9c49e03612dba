import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { registerRider, signInThroughApi } from '../harness/accounts.ts';
import { driveToCompleted, makeDriver, requestRide } from '../harness/rides.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

// Issue 30: in the customer area a rider finds a finished ride in My Rides, rates its driver and
// complains about it from the ride's panel, then reads the complaint, Pending, in My Complaints.

test('a rider rates a completed ride, complains about it and finds the complaint in My Complaints', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(180_000);
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const driver = await makeDriver(server, adminToken, { firstname: 'Emeka', surname: 'Obi' });
  const rider = await registerRider(server, { firstname: 'Ngozi', surname: 'Rides' });
  const { Token: riderToken } = await signInThroughApi(server, rider);
  const ride = await requestRide(server, riderToken);
  await driveToCompleted(server, driver.token, ride.Id);

  // My Account → My Rides: the ride, Completed, with its driver and car.
  await signIn(page, rider);
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'My Rides' }).click();
  await expect(page).toHaveURL(/\/teacher\/rides$/);
  await expect(page.getByRole('heading', { name: 'My Rides', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '12 Admiralty Way, Lekki' });
  await expect(row).toContainText('Emeka Obi · Toyota Corolla 2021');
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('₦2,000');
  await expectNoSeriousAccessibilityViolations(page, { label: 'My Rides' });

  // The ride's panel: four stars for the driver.
  await row.getByRole('button', { name: 'View' }).click();
  const panel = page.getByRole('dialog', { name: `Ride #${ride.Id}` });
  await expect(panel.getByLabel('The ride', { exact: true })).toContainText('Emeka Obi');
  const rate = panel.getByRole('region', { name: 'Rate the driver' });
  // By keyboard, as journeys/eforms-fields.spec.ts shows the stars are chosen.
  const stars = rate.getByRole('radiogroup', { name: /^Rating/ });
  await stars.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('Space');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await rate.getByRole('textbox', { name: /^Comment/ }).fill('Polite driver, clean car');
  await rate.getByRole('button', { name: 'Rate' }).click();
  await expect(successAlert(page, 'You gave Emeka Obi 4 stars. Thank you')).toBeVisible();
  await expect(rate.getByRole('button', { name: 'Rate' })).toBeHidden();
  // The ride's status history, read by its rider (GetMyRideStatusUpdates), each change by whom.
  const history = panel.getByRole('region', { name: 'Status History' });
  for (const status of ['Pending', 'Accepted', 'Arrived', 'Ongoing', 'Completed'])
    await expect(history.getByText(status, { exact: true })).toBeVisible();
  await expect(history).toContainText('Ngozi Rides');
  await expect(history).toContainText('Emeka Obi');
  await expectNoSeriousAccessibilityViolations(page, { label: "a ride's panel" });

  // Complain about this ride: Title is required; then it is sent and links to the complaint.
  await panel.getByRole('button', { name: 'Complain about this ride' }).click();
  await panel.getByRole('button', { name: 'Send Complaint' }).click();
  await expect(panel.getByText('Enter Title')).toBeVisible();
  await panel.getByRole('textbox', { name: /^Title/ }).fill('Charged twice for one trip');
  await panel
    .getByRole('textbox', { name: /^Message/ })
    .fill('The app charged me and the driver asked for cash as well.');
  await panel.getByRole('button', { name: 'Send Complaint' }).click();
  await panel.getByRole('link', { name: 'See your complaint' }).click();

  // My Complaints: the complaint Pending, the ride it is about, no answer yet, and the reply form.
  await expect(page).toHaveURL(/\/teacher\/complaints\?view=\d+$/);
  const complaintId = new URL(page.url()).searchParams.get('view');
  await expect(page.getByRole('heading', { name: 'Charged twice for one trip' })).toBeVisible();
  const facts = page.getByLabel('The complaint', { exact: true });
  await expect(facts).toContainText('Pending');
  await expect(facts.getByRole('link', { name: `Ride #${ride.Id}` })).toBeVisible();
  await expect(page.getByText('No response yet.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Reply/ }).fill('I have the bank statement if you need it.');
  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(
    page.getByRole('list', { name: 'Responses' }).getByRole('listitem').filter({ hasText: 'bank statement' }),
  ).toContainText('You');
  await expectNoSeriousAccessibilityViolations(page, { label: 'a complaint in My Complaints' });
  await page.getByRole('link', { name: 'My Complaints' }).first().click();
  const complaint = page.getByRole('row').filter({ hasText: 'Charged twice for one trip' });
  await expect(complaint).toContainText(`Ride #${ride.Id}`);
  await expect(complaint).toContainText('Pending');

  // The complaint's "Ride #N" opens the ride's panel (GetMyRide), rated already: no Rate form again.
  await page.goto(`/teacher/complaints?view=${complaintId}`);
  await page.getByRole('link', { name: `Ride #${ride.Id}` }).click();
  const linked = page.getByRole('dialog', { name: `Ride #${ride.Id}` });
  await expect(linked.getByLabel('The ride', { exact: true })).toContainText('Emeka Obi');
  const rated = linked.getByRole('region', { name: 'Rate the driver' });
  await expect(rated).toContainText('You have rated Emeka Obi on this ride.');
  await expect(rated.getByRole('button', { name: 'Rate' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page, { label: 'a rated ride opened from its complaint' });

  // Pictures of both lists, the complaint and the ride's panel (npm run screenshots).
  for (const size of screenshotSizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/teacher/complaints');
    await expect(page.getByText('Charged twice for one trip').first()).toBeVisible();
    await saveScreenshot(page, 'my-complaints', size);
    await page.goto('/teacher/rides');
    await expect(page.getByText('Completed').first()).toBeVisible();
    await saveScreenshot(page, 'my-rides', size);
    await page.goto(`/teacher/complaints?view=${complaintId}`);
    await expect(page.getByRole('list', { name: 'Responses' })).toBeVisible();
    await saveScreenshot(page, 'my-complaint', size);
    await page.goto(`/teacher/rides?view=${ride.Id}`);
    await expect(page.getByRole('dialog', { name: `Ride #${ride.Id}` })).toBeVisible();
    await saveScreenshot(page, 'my-ride-panel', size, { fullPage: false });
    const statusHistory = page.getByRole('region', { name: 'Status History' });
    await expect(statusHistory.getByText('Completed', { exact: true })).toBeVisible();
    await statusHistory.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'my-ride-history', size, { fullPage: false });
  }
});
