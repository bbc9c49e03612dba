import {
  TransactionStatus,
  TransactionType,
  transactionStatusNames,
  transactionTypeNames,
  walletTexts,
} from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../errors.ts';
import { withReplyStored } from '../../http/idempotent-reply.ts';
import { toNaira } from '../../money.ts';
import { fullNameOf, people } from '../accounts/index.ts';
import { recordAdminChange } from '../activity/index.ts';
import { lockAccounts, postMovement, systemAccountId } from './ledger.service.ts';
import { wallets, walletTransactions } from './ledger.table.ts';

/**
 * Where a provider refund will plug in (the providers slice): a credit that came through a card or a
 * bank transfer (it has a gateway) is also refunded through that provider, after the ledger's part.
 * Until the providers land, no credit has a gateway, so there is nothing to ask them.
 */
export type ProviderRefund = (credit: typeof walletTransactions.$inferSelect) => Promise<void>;
const noProviderRefund: ProviderRefund = async () => {};

/**
 * Wallet/RefundTransaction (issue 18 §2): a Completed Credit becomes Refunded and an equal Debit takes
 * the money back out of the wallet (to the account the credit came from), in one transaction, logged.
 * Any other state: 409 naming it; a balance below the amount: 409 giving both figures.
 */
export async function refundTransaction(
  db: Db,
  input: { caller: Principal; Id: number },
  providerRefund: ProviderRefund = noProviderRefund,
): Promise<{ Message: string; Id: number }> {
  const [found] = await db
    .select({
      credit: walletTransactions,
      wallet: wallets,
      firstname: people.firstname,
      surname: people.surname,
    })
    .from(walletTransactions)
    .innerJoin(wallets, eq(wallets.userId, walletTransactions.userId))
    .innerJoin(people, eq(people.id, walletTransactions.userId))
    .where(eq(walletTransactions.id, input.Id));
  if (!found) throw notFound(walletTexts.noTransaction(input.Id));
  const { wallet } = found;
  // Refused before anything is written (the system account below is made on first use).
  if (found.credit.type !== TransactionType.Credit || found.credit.status !== TransactionStatus.Completed) {
    throw conflict(
      walletTexts.onlyCompletedCredits(
        transactionTypeNames[found.credit.type] ?? String(found.credit.type),
        transactionStatusNames[found.credit.status] ?? String(found.credit.status),
      ),
    );
  }
  const from = await systemAccountId(db, found.credit.gateway === null ? 'adjustments' : 'gateways');
  const result = await db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [wallet.walletAccountId]);
    // Read again under the wallet's lock: a refund racing this one has finished by now. NO KEY UPDATE
    // (what the UPDATE takes) leaves rows that reference the credit free to be written meanwhile.
    const [credit] = await tx
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, input.Id))
      .for('no key update');
    if (credit!.type !== TransactionType.Credit || credit!.status !== TransactionStatus.Completed) {
      throw conflict(
        walletTexts.onlyCompletedCredits(
          transactionTypeNames[credit!.type] ?? String(credit!.type),
          transactionStatusNames[credit!.status] ?? String(credit!.status),
        ),
      );
    }
    const balanceKobo = balances.get(wallet.walletAccountId) ?? 0;
    if (balanceKobo < credit!.amountKobo) {
      throw conflict(walletTexts.refundBalanceTooLow(toNaira(balanceKobo), toNaira(credit!.amountKobo)));
    }
    await tx
      .update(walletTransactions)
      .set({ status: TransactionStatus.Refunded })
      .where(eq(walletTransactions.id, credit!.id));
    const debit = await postMovement(tx, {
      transaction: {
        userId: credit!.userId,
        amountKobo: credit!.amountKobo,
        type: TransactionType.Debit,
        status: TransactionStatus.Completed,
        message: walletTexts.refundMessage(credit!.id),
        gateway: credit!.gateway,
        creditedBy: input.caller.userId,
        refundOf: credit!.id,
        completedAt: new Date(),
      },
      legs: [
        { accountId: wallet.walletAccountId, amountKobo: -credit!.amountKobo },
        { accountId: from, amountKobo: credit!.amountKobo },
      ],
    });
    await recordAdminChange(tx, {
      userId: input.caller.userId,
      area: 'Wallet',
      action: 'RefundTransaction',
      recordId: credit!.id,
      before: { TransactionStatus: 'Completed' },
      after: { TransactionStatus: 'Refunded', RefundDebitId: debit.id, Amount: toNaira(credit!.amountKobo) },
    });
    const reply = await withReplyStored(tx, {
      Message: walletTexts.refunded(toNaira(credit!.amountKobo), fullNameOf(found)),
      Id: debit.id,
    });
    return { credit: credit!, reply };
  });
  await providerRefund(result.credit);
  return result.reply;
}
