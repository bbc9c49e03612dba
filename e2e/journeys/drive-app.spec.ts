import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { registerRider, signInThroughApi } from '../harness/accounts.ts';
import {
  drivenRideCard,
  expectPositionSent,
  goOnlineInApp,
  moveDriverTo,
  offerCard,
  openDriveApp,
  rideStatusSeenBy,
} from '../harness/drive-app.ts';
import { makeDriver, type Place, requestRideBetween } from '../harness/rides.ts';
import { expect, test } from '../harness/test.ts';

// issue 33 "The driver": a driver drives a whole ride from a phone's browser at /drive, its location
// faked in Lagos. An offer stays open a minute here (15 s by default), so a slow machine still answers it.
test.use({ serverOptions: { env: { OFFER_SECONDS: '60' } } });

// Real Lagos places: the driver waits near Tafawa Balewa Square, the rider is picked up at the
// Marina and goes to Falomo.
const NEAR_TBS = { latitude: 6.4497, longitude: 3.3986 };
const MARINA: Place = { street: 'Marina', city: 'Lagos Island', latitude: 6.4517, longitude: 3.3931 };
const FALOMO: Place = { street: 'Awolowo Road', city: 'Ikoyi', latitude: 6.4402, longitude: 3.4235 };

test('a driver goes online at /drive, gets an offer with its countdown, accepts, moves, arrives, starts and completes', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(120_000);
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const driver = await makeDriver(server, adminToken, { firstname: 'Kunle', surname: 'Adeyemi' });
  const rider = await registerRider(server, { firstname: 'Amaka', surname: 'Journey' });
  const { Token: riderToken } = await signInThroughApi(server, rider);

  await openDriveApp(page, driver, NEAR_TBS);
  await goOnlineInApp(page);
  await expectPositionSent(server, driver.token, NEAR_TBS);
  await expectNoSeriousAccessibilityViolations(page, { label: 'the driver app, online' });

  // A rider nearby asks for a ride: dispatch offers it to this driver, the nearest, at once.
  const ride = await requestRideBetween(server, riderToken, MARINA, FALOMO);
  const offer = offerCard(page);
  await expect(offer).toBeVisible();
  await expect(offer.getByText(/Marina, Lagos Island/)).toBeVisible();
  await expect(offer.getByText(/Awolowo Road, Ikoyi/)).toBeVisible();
  const countdown = offer.getByText(/^\d+ s left$/);
  const firstReading = await countdown.textContent();
  await expect(countdown).not.toHaveText(firstReading ?? '');
  await expectNoSeriousAccessibilityViolations(page, { label: 'the driver app, an offer' });
  await offer.getByRole('button', { name: 'Accept' }).click();

  const card = drivenRideCard(page, ride.Id);
  await expect(card.getByRole('link', { name: 'Call Amaka Journey' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Navigate to the pick-up' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=6\.4517%2C3\.3931/,
  );
  await expectNoSeriousAccessibilityViolations(page, { label: 'the driver app, on a ride' });

  // The phone moves to the pick-up: the app sends the new position.
  const atPickup = { latitude: MARINA.latitude, longitude: MARINA.longitude };
  await moveDriverTo(page, atPickup);
  await expectPositionSent(server, driver.token, atPickup);
  await card.getByRole('button', { name: 'I have arrived' }).click();
  await card.getByRole('button', { name: 'Start the ride' }).click();
  await expect(card.getByRole('link', { name: 'Navigate to the destination' })).toBeVisible();

  // A cash ride: the cash taken is confirmed before the ride completes.
  await card.getByRole('button', { name: 'Complete the ride' }).click();
  await card.getByRole('button', { name: /^Cash collected: ₦/ }).click();
  await expect(page.getByText(new RegExp(`^Ride #${ride.Id} is completed`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go offline' })).toBeVisible();
  expect(await rideStatusSeenBy(server, driver.token, ride.Id)).toBe('Completed');
});
