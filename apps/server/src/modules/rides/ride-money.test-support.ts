import type { Ride } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { promoCodes } from '../promotions/promotions.table.ts';
import { balancesOf } from '../wallet/ledger.test-support.ts';
import { rideMoneyMovements } from './ride-money.table.ts';
import { seedRideSetting } from './ride-settings.service.ts';
import { rideSettings, rides } from './rides.table.ts';
import { ok, type Person } from './rides.test-support.ts';

/** A Wallet ride's request: the rideRequest's 10 km (₦2,000 at the first settings; ₦2,400 held). */
export const walletRide = (more: object = {}) => ({ PaymentMethod: 1, ...more });

/** The ride taken by the driver and driven to Ongoing. */
export async function ongoing(driver: Person, ride: Ride) {
  await ok(driver.api, 'AcceptRide', { Id: ride.Id });
  await ok(driver.api, 'ArriveRide', { Id: ride.Id });
  return ok(driver.api, 'StartRide', { Id: ride.Id });
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
