import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { registerRider, signInThroughApi } from '../harness/accounts.ts';
import { driveRide, makeDriver, requestRide } from '../harness/rides.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

// issue 16 §4 and §6: the dashboard's counts follow a ride driven through the API; an event is added
// and deleted; pictures of it on the demo data.

/** A count's card (spec 001 §2's words), a link to its list, named with its count ('Total drivers: 3'). */
const card = (page: Page, title: string) => page.getByRole('link', { name: new RegExp(`^${title}: `) });

/** The counts after a reload: what an administrator opening the dashboard sees. */
async function expectCounts(page: Page, counts: Record<string, string>) {
  await page.reload();
  for (const [title, count] of Object.entries(counts)) {
    await expect(card(page, title)).toContainText(new RegExp(`^${title}${count}$`, 'i'));
    // Issue 32: a screen reader hears the count with the title.
    await expect(card(page, title)).toHaveAccessibleName(`${title}: ${count}`);
  }
}

test('the counts move as a ride is driven; an event is added and deleted', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(120_000);
  const { Token: adminToken } = await signInThroughApi(server, admin);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(card(page, 'Ongoing active rides today')).toContainText(/0$/);
  await expect(card(page, 'Rides with unresolved complaints')).toHaveAttribute('href', '/admin/complaints');
  await expect(card(page, 'Total drivers')).toHaveAttribute('href', '/admin/drivers');

  const driver = await makeDriver(server, adminToken, { firstname: 'Emeka', surname: 'Obi' });
  const rider = await registerRider(server, { firstname: 'Chidinma', surname: 'Dashboard' });
  const { Token: riderToken } = await signInThroughApi(server, rider);
  const ride = await requestRide(server, riderToken);
  await expectCounts(page, {
    'Pending rides awaiting drivers': '1',
    'Ongoing active rides today': '0',
    'Total users': '1',
    'Total drivers': '1',
    'Total verified drivers': '1',
  });

  await driveRide(server, driver.token, 'AcceptRide', ride.Id);
  await expectCounts(page, { 'Pending rides awaiting drivers': '0', 'Ongoing active rides today': '1' });
  const recent = page.getByRole('region', { name: 'Recent Rides' });
  await expect(recent.getByRole('cell', { name: 'Chidinma Dashboard' })).toBeVisible();
  await expect(recent.getByRole('link', { name: `#${ride.Id}` })).toHaveAttribute(
    'href',
    `/admin/activerides/${ride.Id}`,
  );

  for (const step of ['ArriveRide', 'StartRide', 'CompleteRide'] as const) {
    await driveRide(server, driver.token, step, ride.Id);
  }
  await expectCounts(page, { 'Ongoing active rides today': '0', 'Completed rides': '1' });
  await recent.getByRole('link', { name: `#${ride.Id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/otherrides/${ride.Id}$`));
  await page.goBack();

  // The package usage chart is drawn (no packages yet: an empty chart, not an error).
  const usage = page.getByRole('region', { name: 'Package usage (last 15 days)' });
  await expect(usage.locator('.recharts-wrapper')).toBeVisible();
  await expect(usage.getByRole('alert')).toHaveCount(0);

  // An event: the server refuses a meeting address that is not https, under its field; then it saves.
  const events = page.getByRole('region', { name: 'Upcoming Events' });
  await events.getByRole('button', { name: 'Add Event' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Drivers town hall');
  await page.getByRole('button', { name: 'Event Date Time', exact: true }).click();
  await page.locator('button[data-direction="next"]').click();
  const day = new Date();
  day.setMonth(day.getMonth() + 1, 15);
  await page
    .getByRole('button', {
      name: day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    })
    .click();
  await page.getByRole('button', { name: 'Confirm Event Date Time' }).click();
  await page.getByRole('textbox', { name: 'Meet Url' }).fill('http://meet.example.ng/town-hall');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Meet Url must be a web address starting with https://').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Meet Url' }).fill('https://meet.example.ng/town-hall');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successAlert(page, 'The event has been added')).toBeVisible();
  const event = events.getByRole('listitem', { name: 'Drivers town hall' });
  await expect(event).toBeVisible();
  await expect(event.getByRole('link', { name: 'Join meeting' })).toHaveAttribute(
    'href',
    'https://meet.example.ng/town-hall',
  );
  await page.reload();
  await expect(event).toBeVisible();

  await events.getByRole('button', { name: 'Delete Drivers town hall' }).click();
  await expect(
    page.getByText('Are you sure, you want to delete this event (Drivers town hall)?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, 'Drivers town hall has been deleted')).toBeVisible();
  await expect(event).toHaveCount(0);
  await expect(events.getByText('No upcoming events')).toBeVisible();
});

test.describe('on the demo data', () => {
  test.use({ serverOptions: { env: { DEMO_DATA: 'true' }, startTimeoutMs: 180_000 } });

  test('screenshots of the dashboard at 1366 and 375 px', { tag: '@screenshots' }, async ({
    page,
    admin,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/admin\/home$/);
    for (const size of screenshotSizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/admin/home');
      const usage = page.getByRole('region', { name: 'Package usage (last 15 days)' });
      await expect(usage.locator('.recharts-line-curve').first()).toBeVisible();
      const drivers = page.getByRole('region', { name: 'Top Drivers (last 30 days)' });
      await expect(drivers.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await saveScreenshot(page, 'dashboard', size);
      await expectNoSeriousAccessibilityViolations(page, { label: `the dashboard at ${size.width} px` });
    }
  });
});
