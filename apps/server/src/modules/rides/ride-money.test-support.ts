import { type Ride, TransactionStatus, TransactionType } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { promoCodes } from '../promotions/promotions.table.ts';
import { ensureWallet, lockAccounts, postMovement, systemAccountId } from '../wallet/index.ts';
import { walletTransactions } from '../wallet/ledger.table.ts';
import { balancesOf, creditWallet } from '../wallet/ledger.test-support.ts';
import { rideMoneyMovements } from './ride-money.table.ts';
import { seedRideSetting } from './ride-settings.service.ts';
import { rideSettings, rides } from './rides.table.ts';
import { driver, ok, type Person, rideRequest, rider } from './rides.test-support.ts';

/** A Wallet ride's request: the rideRequest's 10 km (₦2,000 at the first settings; ₦2,400 held). */
export const walletRide = (more: object = {}) => ({ PaymentMethod: 1, ...more });

/** The ride taken by the driver and driven to Ongoing. */
export async function ongoing(driver: Person, ride: Ride) {
  await ok(driver.api, 'AcceptRide', { Id: ride.Id });
  await ok(driver.api, 'ArriveRide', { Id: ride.Id });
  return ok(driver.api, 'StartRide', { Id: ride.Id });
}

/**
 * A ride of `its` driver, booked by a new rider with ₦5,000 in the wallet and completed through the API
 * (a cash ride with ₦2,000 collected); the reply carries its `owner`.
 */
export async function completedBy(t: TestApp, its: Person, more: object = {}) {
  const owner = await rider(t);
  await creditWallet(t.db, owner.id, 5000 * 100);
  const ride = await ok(owner.api, 'RequestRide', rideRequest(more));
  await ongoing(its, ride);
  const cash = (more as { PaymentMethod?: number }).PaymentMethod === 2;
  const done = await ok(
    its.api,
    'CompleteRide',
    cash ? { Id: ride.Id, CashCollected: 2000 } : { Id: ride.Id },
  );
  return Object.assign(done, { owner });
}

/** A promo code usable now, straight into the table. */
export async function promoCode(
  t: TestApp,
  code: string,
  more: Partial<typeof promoCodes.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(promoCodes)
    .values({
      code,
      title: `${code} offer`,
      discountPercent: 10,
      startDate: new Date('2020-01-01'),
      endDate: new Date('2099-12-31'),
      ...more,
    })
    .returning();
  return row!;
}

export const usedCountOf = async (t: TestApp, id: number) =>
  (await t.db.select({ used: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.id, id)))[0]!.used;

/** The kinds of a ride's ledger movements, in order. */
export const movementsOf = async (t: TestApp, rideId: number) =>
  (
    await t.db
      .select({ kind: rideMoneyMovements.kind, amountKobo: rideMoneyMovements.amountKobo })
      .from(rideMoneyMovements)
      .where(eq(rideMoneyMovements.rideId, rideId))
      .orderBy(rideMoneyMovements.id)
  ).map((row) => `${row.kind} ${row.amountKobo / 100}`);

/** Naira balances of a person: wallet and hold. */
export async function nairaOf(t: TestApp, person: Person) {
  const { wallet, hold } = await balancesOf(t.db, person.id);
  return { wallet: wallet / 100, hold: hold / 100 };
}

/** The driver accepted the ride this many minutes ago (the cancellation's grace runs from it). */
export const acceptedMinutesAgo = (t: TestApp, rideId: number, minutes: number) =>
  t.db
    .update(rides)
    .set({ acceptedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(rides.id, rideId));

/** The platform's commission, set (the test database's setting seeded first). */
export async function setCommissionPercent(t: TestApp, percent: number) {
  await seedRideSetting(t.db);
  await t.db.update(rideSettings).set({ platformCommissionBasisPoints: percent * 100 });
}

/**
 * A Wallet ride driven to its end: the rider funded with `naira` (₦2,400 is held for the 10 km ride),
 * the ride completed by its driver at the estimate (₦2,000). Answers the ride and its two people.
 */
export async function completedWalletRide(t: TestApp, naira = 5000) {
  const owner = await rider(t);
  await creditWallet(t.db, owner.id, naira * 100);
  const wheel = await driver(t);
  const booked = await ok(owner.api, 'RequestRide', rideRequest(walletRide()));
  await ongoing(wheel, booked);
  const ride = await ok(wheel.api, 'CompleteRide', { Id: booked.Id });
  return { ride, rider: owner, driver: wheel };
}

/** What a refused money call must leave as it was: rides, their movements, the ledger, mail and log. */
export async function rideMoneyWrites(t: TestApp) {
  return JSON.stringify({
    rides: await t.db.select().from(rides).orderBy(rides.id),
    movements: await t.db.$count(rideMoneyMovements),
    transactions: await t.db.$count(walletTransactions),
    outbox: await t.db.$count(outboxMessages),
    log: await t.db.$count(adminActivities),
  });
}

/** The messages of a type queued about a ride (its number in the subject or the SMS). */
export async function messagesAbout(t: TestApp, typeName: string, rideId: number) {
  const all = await t.db.select().from(outboxMessages).where(eq(outboxMessages.typeName, typeName));
  const aboutIt = new RegExp(`#${rideId}(?!\\d)`);
  return all.filter((message) => aboutIt.test(`${message.subject ?? ''} ${message.body}`));
}

/** Money taken out of a person's wallet for a test (spent elsewhere: an adjustment). */
export async function debitWallet(t: TestApp, userId: string, kobo: number) {
  const wallet = await ensureWallet(t.db, userId);
  const adjustments = await systemAccountId(t.db, 'adjustments');
  await t.db.transaction(async (tx) => {
    await lockAccounts(tx, [wallet.walletAccountId]);
    await postMovement(tx, {
      transaction: {
        userId,
        amountKobo: kobo,
        type: TransactionType.Debit,
        status: TransactionStatus.Completed,
        message: 'Test debit',
      },
      legs: [
        { accountId: wallet.walletAccountId, amountKobo: -kobo },
        { accountId: adjustments, amountKobo: kobo },
      ],
    });
  });
}

/** The tip limit, set (the test database's setting seeded first). */
export async function setTipMax(t: TestApp, naira: number) {
  await seedRideSetting(t.db);
  await t.db.update(rideSettings).set({ tipMaxKobo: naira * 100 });
}
