import { getApi, postApi, signInThroughApi } from '../harness/accounts.ts';
import { riderWithWallet } from '../harness/ride-app.ts';
import {
  driveRide,
  driveToCompleted,
  makeDriver,
  requestRide,
  withoutCancellationGrace,
} from '../harness/rides.ts';
import type { WayfareServer } from '../harness/server.ts';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// Issue 30, the ride's money end to end on the built product: a rider with a wallet books a Wallet ride
// (the fare and its margin held), the driver completes it (the fare captured, the rest released); a
// second rider books with a promo code and cancels after the grace (set to 0 minutes in the Ride
// Setting Center first) and pays the cancellation fee to the driver from the hold. Through the API for
// the steps no screen does yet; the first rider's wallet is read on their Wallets screen.
// The first rider reads the 'Ride Receipt' e-mail the completion sent and tips the driver from the wallet.

type RideMoney = {
  Id: number;
  RideStatusName: string;
  PaymentMethodName: string;
  HeldAmount: number;
  PromoDiscount: number;
  FinalAmount: number | null;
  OwedAmount: number;
  PaymentStatusName: string;
};

const walletOf = (server: WayfareServer, token: string) =>
  getApi<{ Balance: number; BookBalance: number; WallettIdNumber: string }>(
    server,
    'Wallet/GetMyWallet',
    token,
  );

const myRide = async (server: WayfareServer, token: string, id: number) =>
  (await getApi<RideMoney[]>(server, 'Ride/GetMyRides', token)).find((ride) => ride.Id === id)!;

test('a Wallet ride is held, charged and released, its receipt e-mailed and its driver tipped; a late cancellation with a promo code pays the fee', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(240_000);
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const driver = await makeDriver(server, adminToken, { firstname: 'Emeka', surname: 'Obi' });
  const driverStart = (await walletOf(server, driver.token)).Balance;

  // The first rider: ₦5,000 in the wallet; a 10 km ride is ₦2,000, ₦2,400 held (20 % margin).
  const ada = await riderWithWallet(server, adminToken, { firstname: 'Ada', surname: 'Wallet' }, 5000);
  const booked = await requestRide(server, ada.token, { PaymentMethod: 1 });
  expect(await myRide(server, ada.token, booked.Id)).toMatchObject({
    PaymentMethodName: 'Wallet',
    HeldAmount: 2400,
    FinalAmount: null,
    PaymentStatusName: 'Held',
  });
  expect(await walletOf(server, ada.token)).toMatchObject({ Balance: 2600 });
  await driveToCompleted(server, driver.token, booked.Id);
  expect(await myRide(server, ada.token, booked.Id)).toMatchObject({
    RideStatusName: 'Completed',
    FinalAmount: 2000,
    OwedAmount: 0,
    PaymentStatusName: 'Paid',
  });
  expect((await walletOf(server, driver.token)).Balance).toBe(driverStart + 2000);
  const receipt = await server.waitForMessage({
    to: ada.email,
    subjectIncludes: `Your receipt for ride #${booked.Id}`,
  });
  expect(receipt).toContain('₦2,000');
  await postApi(server, 'Ride/TipDriver', { RideId: booked.Id, Amount: 500 }, ada.token);
  expect((await walletOf(server, driver.token)).Balance).toBe(driverStart + 2500);

  // Her Wallets screen: ₦5,000 less the ₦2,000 fare and the ₦500 tip, the ₦400 margin back.
  await signIn(page, ada);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  await page.goto('/teacher/wallets');
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦2,500)' })).toBeVisible();

  // The Ride Setting Center: no grace for cancelling.
  const fee = await withoutCancellationGrace(server, adminToken);
  await postApi(
    server,
    'Promo/CreatePromoCode',
    {
      Code: 'JOURNEY300',
      Title: '₦300 off a ride',
      DiscountAmount: 300,
      StartDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      EndDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      MaxUses: 10,
    },
    adminToken,
  );

  // The second rider books with the code: ₦1,700 due, ₦2,040 held; cancels once the driver accepted.
  const bayo = await riderWithWallet(server, adminToken, { firstname: 'Bayo', surname: 'Promo' }, 3000);
  const late = await requestRide(server, bayo.token, { PaymentMethod: 1, PromoCode: 'journey300' });
  expect(await myRide(server, bayo.token, late.Id)).toMatchObject({ PromoDiscount: 300, HeldAmount: 2040 });
  await driveRide(server, driver.token, 'AcceptRide', late.Id);
  await postApi(server, 'Ride/CancelRide', { Id: late.Id, Reason: 'Changed my plans' }, bayo.token);
  expect(await myRide(server, bayo.token, late.Id)).toMatchObject({
    RideStatusName: 'Cancelled',
    OwedAmount: 0,
    PaymentStatusName: 'Paid',
  });
  // The fee from the hold to the driver, the rest of the hold back in the wallet.
  expect(await walletOf(server, bayo.token)).toMatchObject({ Balance: 3000 - fee });
  expect((await walletOf(server, driver.token)).Balance).toBe(driverStart + 2500 + fee);
  // The cancelled ride gave its use of the code back.
  const codes = await getApi<{ Code: string; UsedCount: number }[]>(
    server,
    'Promo/GetPromoCodes?keyword=JOURNEY300',
    adminToken,
  );
  expect(codes.find((code) => code.Code === 'JOURNEY300')).toMatchObject({ UsedCount: 0 });
});
