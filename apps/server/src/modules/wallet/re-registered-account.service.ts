import { bvnTexts, type MessageReply, userTexts, VirtualAccountStatus } from '@wayfare/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../errors.ts';
import { fullNameOf, people } from '../accounts/index.ts';
import { recordAdminChange } from '../activity/index.ts';
import { hasBvn } from './bvn.service.ts';
import { lackedForVirtualAccount } from './virtual-account-needs.ts';
import { virtualAccountTexts } from './virtual-accounts.service.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';

/**
 * Re-Verify Account: the wallet's bank account goes back to Pending, its error cleared and its tries
 * counted afresh, so the virtual-accounts job asks the provider again at its next pass. Already
 * Pending is a 409; so is a person lacking what the provider needs first (issue 29 §1: Paystack's phone
 * number), named with where to add it.
 */
export async function reRegisterWalletAccount(
  db: Db,
  gateway: PaymentGateway,
  input: { caller: Principal; WalletAccountNumber: string },
): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        account: walletVirtualAccounts,
        firstname: people.firstname,
        surname: people.surname,
        phoneNumber: people.phoneNumber,
      })
      .from(walletVirtualAccounts)
      .innerJoin(people, eq(people.id, walletVirtualAccounts.userId))
      // A deleted account's wallet is out of every list, so out of reach here too.
      .where(
        and(eq(walletVirtualAccounts.accountNumber, input.WalletAccountNumber), isNull(people.deletedAt)),
      )
      .for('update', { of: walletVirtualAccounts });
    if (!found) throw notFound(userTexts.noWalletAccount(input.WalletAccountNumber));
    const { account } = found;
    if (account.status === VirtualAccountStatus.Pending) throw conflict(userTexts.reVerificationPending);
    const lacked = lackedForVirtualAccount(gateway, { ...found, hasBvn: await hasBvn(tx, account.userId) });
    if (lacked.profile.length > 0)
      throw conflict(virtualAccountTexts.cannotReRegister(fullNameOf(found), gateway.name, lacked.profile));
    // Asking again without the BVN could only be refused: the customer gives it on their wallet page.
    if (lacked.bvn) throw conflict(bvnTexts.neededForSomeoneElse(gateway.name, fullNameOf(found)));
    const after = { status: VirtualAccountStatus.Pending, errorMessage: null };
    await tx
      .update(walletVirtualAccounts)
      .set({ ...after, attempts: 0, nextAttemptAt: sql`now()`, claimedUntil: null, updatedAt: sql`now()` })
      .where(eq(walletVirtualAccounts.id, account.id));
    await recordAdminChange(tx, {
      userId: input.caller.userId,
      area: 'Wallet',
      action: 'ReRegisteredAccount',
      recordId: account.accountNumber,
      before: { VirtualAccountStatus: account.status, VirtualAccountErrorMessage: account.errorMessage },
      after: { VirtualAccountStatus: after.status, VirtualAccountErrorMessage: after.errorMessage },
    });
    return { Message: userTexts.reVerificationRequested(fullNameOf(found)) };
  });
}
