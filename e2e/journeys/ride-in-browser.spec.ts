import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { getApi, signInThroughApi } from '../harness/accounts.ts';
import {
  drivenRideCard,
  expectPositionSent,
  goOnlineInApp,
  moveDriverTo,
  offerCard,
  openDriveApp,
  rideStatusSeenBy,
} from '../harness/drive-app.ts';
import {
  openRideAppAs,
  pickPlace,
  requestRideFromApp,
  riderWithWallet,
  TAFAWA_BALEWA_SQUARE,
} from '../harness/ride-app.ts';
import {
  cancelRide,
  downloadReceipt,
  expectCancelled,
  expectDriverCard,
  expectDriverOnMap,
  expectEta,
  expectLookingForDriver,
  finishWithDone,
  rateDriver,
  tipDriver,
} from '../harness/ride-app-follow.ts';
import { type Driver, makeDriver, withoutCancellationGrace } from '../harness/rides.ts';
import type { WayfareServer } from '../harness/server.ts';
import { expect, test } from '../harness/test.ts';

/*
 * issue 33: one ride-hailing business in two browsers. A rider books and follows a ride at /ride on one
 * phone; a driver, online nearby, drives it from /drive on another; the money moves as the ledger says.
 * Both phones are 375 px wide, their positions faked in Lagos. An offer stays open a minute here (15 s by
 * default), so a slow machine still answers it.
 */
test.use({ viewport: { width: 375, height: 812 }, serverOptions: { env: { OFFER_SECONDS: '60' } } });

const NEAR_TBS = { latitude: 6.4497, longitude: 3.3986 };
const ON_THE_WAY = { latitude: 6.448, longitude: 3.3994 };

type Wallet = { Balance: number };
type BookedRide = {
  Id: number;
  RideStatusName: string;
  PaymentMethodName: string;
  DestinationAddress: string;
  PickupLatitude: number;
  PickupLongitude: number;
  HeldAmount: number;
};
type RideMoney = {
  FinalAmount: number | null;
  Tips: number;
  CancellationFee: number;
  PaymentStatusName: string;
  Lines: { Kind: string; Amount: number }[];
};

/** The second phone: the driver's, signed in at /drive and online near the rider. */
async function driverOnline(browser: Browser, server: WayfareServer, driver: Driver) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 375, height: 812 },
  });
  const phone = await context.newPage();
  const errors: string[] = [];
  phone.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  await openDriveApp(phone, driver, NEAR_TBS);
  await goOnlineInApp(phone);
  await expectPositionSent(server, driver.token, NEAR_TBS);
  return { phone, errors, close: () => context.close() };
}

/** The rider books from where they stand to a typed place, paying `payWith`; answers the ride's id. */
async function bookFromTafawaBalewa(
  page: Page,
  server: WayfareServer,
  token: string,
  payWith: 'Wallet' | 'Cash',
) {
  await pickPlace(page, 'Destination', 'Ikeja', 'Ikeja City Mall');
  await expect(page.getByTestId('fare-estimate')).toHaveText(/^₦[1-9][\d,]*$/);
  await requestRideFromApp(page, payWith);
  await expectLookingForDriver(page);
  const [ride] = await getApi<BookedRide[]>(server, 'Ride/GetMyRides', token);
  expect(ride).toMatchObject({
    RideStatusName: 'Pending',
    PaymentMethodName: payWith,
    DestinationAddress: 'Ikeja City Mall, Obafemi Awolowo Way, Ikeja, Lagos',
    PickupLatitude: TAFAWA_BALEWA_SQUARE.latitude,
    PickupLongitude: TAFAWA_BALEWA_SQUARE.longitude,
  });
  if (payWith === 'Wallet') expect(ride!.HeldAmount).toBeGreaterThan(0);
  return ride!.Id;
}

/** The driver takes the offer on their phone, after seeing it count down. */
async function acceptOffer(phone: Page) {
  const offer = offerCard(phone);
  await expect(offer).toBeVisible();
  await expect(offer.getByText(/Ikeja City Mall/)).toBeVisible();
  const countdown = offer.getByText(/^\d+ s left$/);
  const firstReading = await countdown.textContent();
  await expect(countdown).not.toHaveText(firstReading ?? '');
  await expectNoSeriousAccessibilityViolations(phone, { label: 'the driver app, an offer' });
  await offer.getByRole('button', { name: 'Accept' }).click();
}

/** The total of the ride's ledger lines of one kind (Hold, Release, Fare, Commission, Tip…). */
const linesOf = (money: RideMoney, kind: string) =>
  money.Lines.filter((line) => line.Kind === kind).reduce((sum, line) => sum + line.Amount, 0);

test('a rider books with the wallet and follows the driver who drives it from a phone; receipt, rating and tip; the ledger matches the wallets', async ({
  page,
  browser,
  server,
  admin,
}) => {
  test.setTimeout(180_000);
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const driver = (await makeDriver(server, adminToken, { firstname: 'Kunle', surname: 'Adeyemi' })) as Driver;
  const ada = await riderWithWallet(server, adminToken, { firstname: 'Ada', surname: 'Booker' }, 20_000);
  const driverWalletBefore = (await getApi<Wallet>(server, 'Wallet/GetMyWallet', driver.token)).Balance;
  const kunle = await driverOnline(browser, server, driver);
  await expectNoSeriousAccessibilityViolations(kunle.phone, { label: 'the driver app, online' });

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
  const payWith = page.getByRole('radiogroup', { name: 'Pay with' });
  await expect(payWith.getByText('Balance ₦20,000', { exact: true })).toBeVisible();
  // The wallet holds the fare, so it is the way to pay chosen first.
  await expect(payWith.getByRole('radio', { name: /^Wallet/ })).toBeChecked();
  await expect(payWith.getByRole('radio', { name: /^Cash/ })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, { label: 'the booking at 375 px' });
  const rideId = await bookFromTafawaBalewa(page, server, ada.token, 'Wallet');
  // A reload (or a second tab) lands on the ride in progress.
  await page.reload();
  await expectLookingForDriver(page);

  await acceptOffer(kunle.phone);
  const card = drivenRideCard(kunle.phone, rideId);
  await expect(card.getByRole('link', { name: 'Call Ada Booker' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Navigate to the pick-up' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=6\.4463%2C3\.4001/,
  );
  await expectNoSeriousAccessibilityViolations(kunle.phone, { label: 'the driver app, on a ride' });

  // The rider sees who is coming, and the driver moving towards them with the minutes left.
  await expectDriverCard(page, {
    firstname: 'Kunle',
    plate: driver.car.LicenseNumber,
    car: /Toyota Corolla/,
  });
  await moveDriverTo(kunle.phone, ON_THE_WAY);
  await expectPositionSent(server, driver.token, ON_THE_WAY);
  await expectDriverOnMap(page);
  await expectEta(page, /^Your driver is \d+ min away$/);
  await expectNoSeriousAccessibilityViolations(page, { label: 'the rider following the driver' });

  await moveDriverTo(kunle.phone, TAFAWA_BALEWA_SQUARE);
  await card.getByRole('button', { name: 'I have arrived' }).click();
  await expectEta(page, 'Arrived: your driver is at the pick-up');
  await card.getByRole('button', { name: 'Start the ride' }).click();
  await expect(card.getByRole('link', { name: 'Navigate to the destination' })).toBeVisible();
  await expectEta(page, /^(About \d+ min|On the way) to your destination$/);
  // A wallet ride completes at once: the fare is taken from the hold.
  await card.getByRole('button', { name: 'Complete the ride' }).click();
  await expect(kunle.phone.getByText(new RegExp(`^Ride #${rideId} is completed`))).toBeVisible();
  await expect(kunle.phone.getByRole('button', { name: 'Go offline' })).toBeVisible();

  // The rider's finished ride: the fare, the receipt, a rating and a tip.
  await expect(page.getByRole('table', { name: 'Fare breakdown' })).toBeVisible();
  const receipt = await downloadReceipt(page);
  expect(receipt.name).toBe(`receipt-ride-${rideId}.pdf`);
  expect(receipt.content.subarray(0, 5).toString()).toBe('%PDF-');
  await rateDriver(page, { driver: 'Kunle', stars: 5, comment: 'Smooth ride' });
  expect(await tipDriver(page, 500)).toContain('₦500');
  await expectNoSeriousAccessibilityViolations(page, { label: 'the finished ride' });

  // The ledger: the ride's lines are exactly what each wallet gained or lost. The fare came out of the
  // hold and the rest of the hold went back; the driver got the fare and the tip, less the commission.
  const money = await getApi<RideMoney>(server, `Ride/GetRideMoney?rideId=${rideId}`, ada.token);
  expect(money).toMatchObject({ PaymentStatusName: 'Paid', Tips: 500 });
  const fare = linesOf(money, 'Fare');
  expect(fare).toBeCloseTo(money.FinalAmount!, 2);
  expect(linesOf(money, 'Hold') - linesOf(money, 'Release')).toBeCloseTo(fare, 2);
  expect(linesOf(money, 'Tip')).toBe(500);
  const riderWallet = await getApi<Wallet>(server, 'Wallet/GetMyWallet', ada.token);
  expect(riderWallet.Balance).toBeCloseTo(20_000 - fare - 500, 2);
  const driverWallet = await getApi<Wallet>(server, 'Wallet/GetMyWallet', driver.token);
  const driverGained = fare + 500 - linesOf(money, 'Commission') + linesOf(money, 'Promotion');
  expect(driverWallet.Balance - driverWalletBefore).toBeCloseTo(driverGained, 2);

  await finishWithDone(page);
  await expect(page.getByRole('heading', { name: 'Where to?' })).toBeVisible();
  expect(kunle.errors, "uncaught exceptions in the driver's page").toEqual([]);
  await kunle.close();
});

test('a cash ride is paid in cash on completion; a ride cancelled after the grace costs its fee', async ({
  page,
  browser,
  server,
  admin,
}) => {
  test.setTimeout(180_000);
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const driver = (await makeDriver(server, adminToken, { firstname: 'Sade', surname: 'Ogun' })) as Driver;
  const tolu = await riderWithWallet(server, adminToken, { firstname: 'Tolu', surname: 'Cash' }, 10_000);
  const sade = await driverOnline(browser, server, driver);
  await openRideAppAs(page, tolu, TAFAWA_BALEWA_SQUARE);

  const cashRide = await bookFromTafawaBalewa(page, server, tolu.token, 'Cash');
  await acceptOffer(sade.phone);
  const card = drivenRideCard(sade.phone, cashRide);
  await card.getByRole('button', { name: 'I have arrived' }).click();
  await card.getByRole('button', { name: 'Start the ride' }).click();
  await card.getByRole('button', { name: 'Complete the ride' }).click();
  await card.getByRole('button', { name: /^Cash collected: ₦/ }).click();
  await expect(sade.phone.getByText(new RegExp(`^Ride #${cashRide} is completed`))).toBeVisible();
  expect(await rideStatusSeenBy(server, driver.token, cashRide)).toBe('Completed');
  await expect(page.getByRole('table', { name: 'Fare breakdown' })).toBeVisible();
  // Cash changed hands: the wallet is as it was.
  expect((await getApi<Wallet>(server, 'Wallet/GetMyWallet', tolu.token)).Balance).toBe(10_000);
  await finishWithDone(page);

  // No grace for cancelling: once a driver has taken the ride, cancelling costs the fee.
  const feeNaira = await withoutCancellationGrace(server, adminToken);
  const fee = `₦${feeNaira.toLocaleString('en-NG')}`;
  const cancelled = await bookFromTafawaBalewa(page, server, tolu.token, 'Wallet');
  await acceptOffer(sade.phone);
  await expectDriverCard(page, { firstname: 'Sade', plate: driver.car.LicenseNumber });
  expect(await cancelRide(page, { rule: new RegExp(`fee of ${fee}`) })).toBeNull();
  await expectCancelled(page, { by: 'You cancelled the ride', fee });
  await expectNoSeriousAccessibilityViolations(page, { label: 'the cancelled ride' });
  const money = await getApi<RideMoney>(server, `Ride/GetRideMoney?rideId=${cancelled}`, tolu.token);
  expect(money.CancellationFee).toBe(feeNaira);
  expect((await getApi<Wallet>(server, 'Wallet/GetMyWallet', tolu.token)).Balance).toBe(10_000 - feeNaira);
  // The driver's phone learns the ride is gone.
  await expect(sade.phone.getByText(`Ride #${cancelled} is cancelled.`)).toBeVisible({ timeout: 15_000 });
  expect(sade.errors, "uncaught exceptions in the driver's page").toEqual([]);
  await sade.close();
});
