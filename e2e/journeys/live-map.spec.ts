import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { postApi, registerRider, signInThroughApi } from '../harness/accounts.ts';
import { acceptOffer, driveRide, makeDriver, type Place, requestRideBetween } from '../harness/rides.ts';
import type { WayfareServer } from '../harness/server.ts';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// issue 31: "the live map shows a simulated driver move and a ride appear and finish, without reload".
// The operator's map follows a driver online, a rider's request with its places, the offer dispatch
// makes, the ride's line from pick-up to destination, the driver moving along it and the ride ending,
// all through Ride/LiveMapUpdates; its tiles come from the harness's loopback tile server.

// The map's poller reads every 500 ms here (2 s by default), so the journey's nine changes cost no more
// than its five did; the map draws a round's changes together, so 5 s is plenty for any of them.
test.use({ serverOptions: { env: { LIVE_MAP_POLL_MS: '500' } } });
const LIVE = { timeout: 5_000 };

// Real Lagos places (as the simulator's): the driver waits at Yaba Market, 2 km from the pick-up.
const YABA_MARKET = { Latitude: 6.5095, Longitude: 3.3711 };
const UNILAG: Place = { street: 'University Road', city: 'Akoka', latitude: 6.5158, longitude: 3.3896 };
const STADIUM: Place = { street: 'Ojuelegba Road', city: 'Surulere', latitude: 6.4983, longitude: 3.3653 };
const ON_THE_WAY = { Latitude: 6.507, Longitude: 3.3775 };

/** Where a marker is drawn on the page (its centre), to see it move. */
async function centreOf(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  return box ? { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) } : undefined;
}

/**
 * The ride's line from pick-up to destination as the operator sees it: Leaflet draws it as an SVG path
 * with no name of its own, so it is found by its look (the ride layer's: dashed purple while Pending,
 * blue once a driver has it, teal while Ongoing; the demand layer's cells are red).
 */
const rideLine = (page: Page, look: 'pending' | 'accepted' | 'ongoing') =>
  page.locator(
    {
      pending: '.leaflet-overlay-pane path[stroke="#862e9c"][stroke-dasharray]',
      accepted: '.leaflet-overlay-pane path[stroke="#1864ab"]:not([stroke-dasharray])',
      ongoing: '.leaflet-overlay-pane path[stroke="#0b7285"]:not([stroke-dasharray])',
    }[look],
  );

/** The driver's location, sent again while it is refused as too soon after the last (once a second). */
async function moveTo(server: WayfareServer, token: string, point: { Latitude: number; Longitude: number }) {
  await expect
    .poll(async () => {
      const sent = await fetch(`${server.baseURL}/api/Ride/UpdateMyLocation`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(point),
      });
      return sent.status;
    })
    .toBe(200);
}

test('the live map shows a driver move and a requested ride appear, be offered, driven and finish, without a reload', async ({
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
  const legend = page.getByRole('list', { name: 'Legend' });

  // Online at Yaba Market: the driver appears, idle.
  await postApi(server, 'Ride/GoOnline', {}, driver.token);
  await postApi(server, 'Ride/UpdateMyLocation', YABA_MARKET, driver.token);
  await expect(page.getByRole('button', { name: 'Emeka Obi, driver, Idle', exact: true })).toBeVisible(LIVE);

  // A rider asks for a ride from the university to the stadium: the request appears at its pick-up,
  // offered at once to the driver, the nearest (and only) one.
  const ride = await requestRideBetween(server, riderToken, UNILAG, STADIUM);
  const request = page.getByRole('button', {
    name: `Ride ${ride.Id}, Pending, from University Road`,
    exact: true,
  });
  await expect(request).toBeVisible(LIVE);
  const offered = 'Emeka Obi, driver, Offered';
  await expect(page.getByRole('button', { name: offered, exact: true })).toBeVisible(LIVE);
  await expect(legend.getByText('Pending request: 1', { exact: true })).toBeVisible();
  await expect(rideLine(page, 'pending')).toHaveCount(1);
  await request.click();
  const rideCard = page.getByRole('dialog', { name: `Ride #${ride.Id}` });
  await expect(rideCard.getByText('Pending', { exact: true })).toBeVisible();
  await expect(rideCard.getByText('Rider: Chidinma Journey', { exact: true })).toBeVisible();
  await expect(
    rideCard.getByText('From University Road, Akoka to Ojuelegba Road, Surulere', { exact: true }),
  ).toBeVisible();

  // The driver takes the offer: the request gives way to the ride's line, and its card names the driver.
  await acceptOffer(server, driver.token, ride.Id);
  await expect(rideCard.getByText('Accepted', { exact: true })).toBeVisible(LIVE);
  await expect(rideCard.getByRole('link', { name: 'Driver: Emeka Obi' })).toBeVisible();
  await expect(request).toHaveCount(0);
  await expect(rideLine(page, 'accepted')).toHaveCount(1);
  await expect(rideLine(page, 'pending')).toHaveCount(0);
  await expect(legend.getByText('Pending request: 0', { exact: true })).toBeVisible();

  // The driver, on the ride: their card links to the ride and the car.
  const onRide = 'Emeka Obi, driver, On a ride';
  await page.getByRole('button', { name: onRide, exact: true }).click();
  const driverCard = page.getByRole('dialog', { name: 'Emeka Obi' });
  await expect(driverCard.getByText('On a ride', { exact: true })).toBeVisible();
  await expect(driverCard.getByRole('link', { name: `Ride #${ride.Id}` })).toHaveAttribute(
    'href',
    `/admin/activerides/${ride.Id}`,
  );
  await expect(driverCard.getByRole('link', { name: 'The car' })).toHaveAttribute(
    'href',
    `/admin/cardetails/${driver.car.Id}`,
  );
  await expectNoSeriousAccessibilityViolations(page, { label: 'the live map with a card open' });

  // To the pick-up: the marker moves; arrived and started, the line turns to the Ongoing colour.
  const atYaba = await centreOf(page, onRide);
  await moveTo(server, driver.token, { Latitude: UNILAG.latitude, Longitude: UNILAG.longitude });
  await expect.poll(() => centreOf(page, onRide), LIVE).not.toEqual(atYaba);
  for (const step of ['ArriveRide', 'StartRide'] as const)
    await driveRide(server, driver.token, step, ride.Id);
  await expect(rideLine(page, 'ongoing')).toHaveCount(1, LIVE);
  await expect(rideLine(page, 'accepted')).toHaveCount(0);

  // On the way to the stadium the marker moves on; completed, the ride leaves the map.
  const atPickup = await centreOf(page, onRide);
  await moveTo(server, driver.token, ON_THE_WAY);
  await expect.poll(() => centreOf(page, onRide), LIVE).not.toEqual(atPickup);
  await driveRide(server, driver.token, 'CompleteRide', ride.Id);
  const idle = 'Emeka Obi, driver, Idle';
  await expect(driverCard.getByText('Idle', { exact: true })).toBeVisible(LIVE);
  await expect(driverCard.getByRole('link', { name: `Ride #${ride.Id}` })).toHaveCount(0);
  await expect(rideLine(page, 'ongoing')).toHaveCount(0);
  await expect(page.getByRole('button', { name: idle, exact: true })).toBeVisible();
  await expect(legend.getByText('On a ride: 0', { exact: true })).toBeVisible();

  // Offline: off the map.
  await postApi(server, 'Ride/GoOffline', {}, driver.token);
  await expect(page.getByRole('button', { name: idle, exact: true })).toHaveCount(0, LIVE);
  await expect(page.getByRole('dialog', { name: 'This driver went offline' })).toBeVisible();

  expect(loads).toBe(0);
  // The tiles came from the loopback tile server (MAP_TILE_URL), which the page's policy allows.
  expect(server.tiles.requests.length).toBeGreaterThan(0);
  expect(policyErrors).toEqual([]);
});
