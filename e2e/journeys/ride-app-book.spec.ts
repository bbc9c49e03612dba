import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { signInThroughApi } from '../harness/accounts.ts';
import {
  openRideAppAs,
  pickPlace,
  requestRideFromApp,
  riderWithWallet,
  TAFAWA_BALEWA_SQUARE,
} from '../harness/ride-app.ts';
import { expect, test } from '../harness/test.ts';

// issue 33: a rider books in the browser, phone first. With a funded wallet and the browser's position
// at Tafawa Balewa Square, they sign in from /ride, pin a destination with a tap on the map, then type it (the shipped Lagos places:
// no GEOCODER_URL), see the fare for each way to pay and request with the wallet; the page moves to
// the ride in progress (the rider-follow screen; until it is built, its placeholder shows the status's
// name), and a reload lands there again.
test.use({ viewport: { width: 375, height: 812 } });

type BookedRide = {
  Id: number;
  RideStatusName: string;
  PaymentMethodName: string;
  DestinationAddress: string;
  PickupLatitude: number;
  PickupLongitude: number;
  HeldAmount: number;
};

test('a rider with a funded wallet books from their position to a typed place, paying by wallet', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(90_000);
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const ada = await riderWithWallet(server, adminToken, { firstname: 'Ada', surname: 'Booker' }, 10_000);

  await openRideAppAs(page, ada, TAFAWA_BALEWA_SQUARE);
  await expect(page.getByRole('textbox', { name: 'Pick-up', exact: true })).toHaveValue('Your location');
  // A tap on the map pins the destination (B) there; typing a place then replaces it.
  await page
    .getByRole('region', { name: 'Map of the pick-up and destination' })
    .click({ position: { x: 60, y: 150 } });
  await expect(page.getByRole('textbox', { name: 'Destination', exact: true })).toHaveValue(
    'Pinned on the map',
  );
  await expect(page.getByRole('button', { name: 'Destination', exact: true })).toBeVisible();
  await pickPlace(page, 'Destination', 'Ikeja', 'Ikeja City Mall');

  await expect(page.getByTestId('fare-estimate')).toHaveText(/^₦[1-9][\d,]*$/);
  const payWith = page.getByRole('radiogroup', { name: 'Pay with' });
  await expect(payWith.getByRole('radio', { name: /^Wallet/ })).toBeChecked();
  await expect(payWith.getByText('Balance ₦10,000', { exact: true })).toBeVisible();
  await expect(payWith.getByRole('radio', { name: /^Cash/ })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, { label: 'the booking at 375 px' });

  await requestRideFromApp(page, 'Wallet');
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where to?' })).toHaveCount(0);

  const rides = await fetch(`${server.baseURL}/api/Ride/GetMyRides`, {
    headers: { Authorization: `Bearer ${ada.token}` },
  });
  const [ride] = (await rides.json()) as BookedRide[];
  expect(ride).toMatchObject({
    RideStatusName: 'Pending',
    PaymentMethodName: 'Wallet',
    DestinationAddress: 'Ikeja City Mall, Obafemi Awolowo Way, Ikeja, Lagos',
    PickupLatitude: TAFAWA_BALEWA_SQUARE.latitude,
    PickupLongitude: TAFAWA_BALEWA_SQUARE.longitude,
  });
  expect(ride?.HeldAmount).toBeGreaterThan(0);

  // A reload (or a second tab) lands on the ride in progress.
  await page.reload();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
});
