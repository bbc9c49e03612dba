import { drivingPackageTexts, TransactionStatus, TransactionType } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ensureWallet, lockAccounts, postMovement, systemAccountId } from '../wallet/index.ts';
import { type Holding, holding, lockedHolding, ridesDoneInPeriod } from './driving-package.ts';
import { packageBonuses } from './packages.table.ts';

/**
 * Issue 30: a package's BonusAmount, credited once per period to the driver's wallet (from the
 * 'bonuses' account) when the rides done under it in the period reach MinTotalRides. A package with no
 * BonusAmount or a MinTotalRides of 0 has no ride bonus.
 */

/** Whether the package pays a ride bonus at all (a BonusAmount and a MinTotalRides above 0). */
export const hasRideBonus = (held: Holding) =>
  held.package.bonusAmountKobo > 0 && held.package.minTotalRides > 0;

const bonusKey = (driverId: string, held: Holding) =>
  and(
    eq(packageBonuses.userId, driverId),
    eq(packageBonuses.packageId, held.package.id),
    eq(packageBonuses.periodStart, held.since),
  );

/** The bonus credited for the period held, if it was. */
export async function creditedBonus(db: Db, driverId: string, held: Holding) {
  const [row] = await db.select().from(packageBonuses).where(bonusKey(driverId, held));
  return row;
}

/**
 * Called by the ride's completion, in its transaction, after the ride is Completed. Locks the driver's
 * wallet account then their package row (the order BuyPackage takes them in, so the two never wait on
 * each other crosswise); the claim on the period's key comes before the money, so a second call for
 * the same period finds it and pays nothing.
 */
export async function creditPackageBonusIfDue(tx: Db, input: { driverId: string }) {
  const glance = await holding(tx, input.driverId);
  if (!glance || !hasRideBonus(glance)) return;
  const wallet = await ensureWallet(tx, input.driverId);
  await lockAccounts(tx, [wallet.walletAccountId]);
  const held = await lockedHolding(tx, input.driverId);
  if (!held || !hasRideBonus(held)) return;
  if ((await ridesDoneInPeriod(tx, input.driverId, held)) < held.package.minTotalRides) return;
  const [claim] = await tx
    .insert(packageBonuses)
    .values({ userId: input.driverId, packageId: held.package.id, periodStart: held.since })
    .onConflictDoNothing()
    .returning();
  if (!claim) return;
  const amountKobo = held.package.bonusAmountKobo;
  const credit = await postMovement(tx, {
    transaction: {
      userId: input.driverId,
      amountKobo,
      type: TransactionType.Credit,
      status: TransactionStatus.Completed,
      message: drivingPackageTexts.bonusMessage(held.package.name, held.package.minTotalRides),
      completedAt: new Date(),
    },
    legs: [
      { accountId: await systemAccountId(tx, 'bonuses'), amountKobo: -amountKobo },
      { accountId: wallet.walletAccountId, amountKobo },
    ],
  });
  await tx
    .update(packageBonuses)
    .set({ walletTransactionId: credit.id })
    .where(bonusKey(input.driverId, held));
}
