import { type Package, TransactionStatus, TransactionType, walletTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../db/list-query.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { withReplyStored } from '../../http/idempotent-reply.ts';
import { toNaira } from '../../money.ts';
import { people } from '../accounts/index.ts';
import { giveDriverPackage, publishedPackages, sharedPackage, toPackage } from '../packages/index.ts';
import { ensureWallet, lockAccounts, postMovement, systemAccountId } from './ledger.service.ts';

/** Issue 18 §4: only drivers buy packages; anyone else hears so (403). */
async function refuseNonDrivers(db: Db, caller: Principal) {
  const [user] = await db
    .select({ isDriver: people.isDriver })
    .from(people)
    .where(eq(people.id, caller.userId));
  if (!user?.isDriver) throw forbidden(walletTexts.driversOnly);
}

/** Package/GetAvailablePackages: the published packages, cheapest first. */
export async function listAvailablePackages(db: Db, input: { caller: Principal }): Promise<Page<Package>> {
  await refuseNonDrivers(db, input.caller);
  const rows = await publishedPackages(db);
  return { rows: rows.map(toPackage), total: rows.length };
}

/**
 * Package/BuyPackage: the wallet's Balance must reach the package's MinimumAmountRequired and its
 * Amount (else 409 with both figures); then, in one transaction, a Debit of the Amount (to sales), a
 * Credit of the BonusAmount (from bonuses) when the package asks no MinTotalRides, and the package
 * becomes the driver's. A package with a MinTotalRides pays its bonus once the period's rides reach
 * it instead (issue 30, packages' `creditPackageBonusIfDue`), never both. Replies with the Debit's Id
 * (0 for a free package without a bonus paid now: nothing moved).
 */
export async function buyPackage(
  db: Db,
  input: { caller: Principal; PackageId: number },
): Promise<{ Message: string; Id: number }> {
  await refuseNonDrivers(db, input.caller);
  const wallet = await ensureWallet(db, input.caller.userId);
  const [sales, bonuses] = await Promise.all([systemAccountId(db, 'sales'), systemAccountId(db, 'bonuses')]);
  return db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [wallet.walletAccountId]);
    // FOR SHARE: the package cannot be changed or deleted while it is being sold.
    const item = await sharedPackage(tx, { id: input.PackageId, published: true });
    if (!item) throw notFound(walletTexts.noPackage(input.PackageId));
    const balanceKobo = balances.get(wallet.walletAccountId) ?? 0;
    if (balanceKobo < item.minimumAmountRequiredKobo) {
      throw conflict(walletTexts.belowMinimum(toNaira(balanceKobo), toNaira(item.minimumAmountRequiredKobo)));
    }
    if (balanceKobo < item.amountKobo) {
      throw conflict(walletTexts.belowAmount(toNaira(balanceKobo), toNaira(item.amountKobo)));
    }
    const now = new Date();
    let id = 0;
    if (item.amountKobo > 0) {
      const debit = await postMovement(tx, {
        transaction: {
          userId: wallet.userId,
          amountKobo: item.amountKobo,
          type: TransactionType.Debit,
          status: TransactionStatus.Completed,
          message: walletTexts.packageMessage(item.name),
          completedAt: now,
        },
        legs: [
          { accountId: wallet.walletAccountId, amountKobo: -item.amountKobo },
          { accountId: sales, amountKobo: item.amountKobo },
        ],
      });
      id = debit.id;
    }
    if (item.bonusAmountKobo > 0 && item.minTotalRides === 0) {
      const bonus = await postMovement(tx, {
        transaction: {
          userId: wallet.userId,
          amountKobo: item.bonusAmountKobo,
          type: TransactionType.Credit,
          status: TransactionStatus.Completed,
          message: walletTexts.packageBonusMessage(item.name),
          completedAt: now,
        },
        legs: [
          { accountId: bonuses, amountKobo: -item.bonusAmountKobo },
          { accountId: wallet.walletAccountId, amountKobo: item.bonusAmountKobo },
        ],
      });
      if (id === 0) id = bonus.id;
    }
    await giveDriverPackage(tx, { userId: wallet.userId, packageId: item.id, soldAt: now });
    return withReplyStored(tx, { Message: walletTexts.packageBought(item.name), Id: id });
  });
}
