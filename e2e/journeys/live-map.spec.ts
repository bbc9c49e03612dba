import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { postApi, registerRider, signInThroughApi } from '../harness/accounts.ts';
import { driveRide, makeDriver, requestRide } from '../harness/rides.ts';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// issue 31: the operator's live map follows a driver (online, moving, taking a ride and finishing it)
// through Ride/LiveMapUpdates, without a reload; its tiles come from the harness's loopback tile server.

/** The stream's poller reads every 2 s and the map draws a round's changes together: 5 s is plenty. */
const LIVE = { timeout: 5_000 };

const YABA = { Latitude: 6.5095, Longitude: 3.3711 };
const UNILAG = { Latitude: 6.5158, Longitude: 3.3896 };

/** Where a marker is drawn on the page (its centre), to see it move. */
async function centreOf(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  return box ? { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) } : undefined;
}

test('the live map shows a driver go online, move, take a ride and finish it, without a reload', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(120_000);
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const driver = await makeDriver(server, adminToken, { firstname: 'Emeka', surname: 'Obi' });
  const rider = await registerRider(server, { firstname: 'Chidinma', surname: 'Journey' });
  const { Token: riderToken } = await signInThroughApi(server, rider);
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });

  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/Ride/LiveMapUpdates'));
  await page.goto('/admin/livemap');
  await expect(
    page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Live Map' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/admin\/livemap$/);
  expect((await stream).status()).toBe(200);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  // Online at Yaba: the driver appears, idle.
  await postApi(server, 'Ride/GoOnline', {}, driver.token);
  await postApi(server, 'Ride/UpdateMyLocation', YABA, driver.token);
  const idle = 'Emeka Obi, driver, Idle';
  await expect(page.getByRole('button', { name: idle, exact: true })).toBeVisible(LIVE);
  const before = await centreOf(page, idle);

  // Two kilometres on, at the university: the marker moves (an update a second after the last at least).
  await expect
    .poll(async () => {
      const sent = await fetch(`${server.baseURL}/api/Ride/UpdateMyLocation`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${driver.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(UNILAG),
      });
      return sent.status;
    })
    .toBe(200);
  await expect.poll(() => centreOf(page, idle), LIVE).not.toEqual(before);

  // A rider's ride, taken by the driver: on a ride, its card linking to the ride.
  const ride = await requestRide(server, riderToken);
  await driveRide(server, driver.token, 'AcceptRide', ride.Id);
  const onRide = page.getByRole('button', { name: 'Emeka Obi, driver, On a ride', exact: true });
  await expect(onRide).toBeVisible(LIVE);
  await onRide.click();
  const card = page.getByRole('dialog', { name: 'Emeka Obi' });
  await expect(card.getByText('On a ride', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `Ride #${ride.Id}` })).toHaveAttribute(
    'href',
    `/admin/activerides/${ride.Id}`,
  );
  await expect(card.getByRole('link', { name: 'The car' })).toHaveAttribute(
    'href',
    `/admin/cardetails/${driver.car.Id}`,
  );
  await expectNoSeriousAccessibilityViolations(page, { label: 'the live map with a card open' });

  // The ride finished: the driver idle again, the card without a ride.
  for (const step of ['ArriveRide', 'StartRide', 'CompleteRide'] as const)
    await driveRide(server, driver.token, step, ride.Id);
  await expect(card.getByText('Idle', { exact: true })).toBeVisible(LIVE);
  await expect(card.getByRole('link', { name: `Ride #${ride.Id}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: idle, exact: true })).toBeVisible();

  // Offline: off the map.
  await postApi(server, 'Ride/GoOffline', {}, driver.token);
  await expect(page.getByRole('button', { name: idle, exact: true })).toHaveCount(0, LIVE);
  await expect(page.getByRole('dialog', { name: 'This driver went offline' })).toBeVisible();

  expect(loads).toBe(0);
  // The tiles came from the loopback tile server (MAP_TILE_URL), which the page's policy allows.
  expect(server.tiles.requests.length).toBeGreaterThan(0);
  expect(policyErrors).toEqual([]);
});
