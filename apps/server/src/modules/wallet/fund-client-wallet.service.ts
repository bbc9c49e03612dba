import { TransactionStatus, TransactionType, userTexts, walletTexts } from '@wayfare/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../errors.ts';
import { withReplyStored } from '../../http/idempotent-reply.ts';
import { toKobo } from '../../money.ts';
import { fullNameOf, people } from '../accounts/index.ts';
import { recordAdminChange } from '../activity/index.ts';
import { lockAccounts, postMovement, systemAccountId } from './ledger.service.ts';
import { wallets } from './ledger.table.ts';

/**
 * Wallet/FundClientWallet (issue 18 §2): an administrator credits a customer's wallet: a Completed
 * Credit, CreditBy the administrator, from the adjustments account, logged. A repeat under one
 * Idempotency-Key gets the first reply (the platform's idempotency), so it credits once.
 */
export async function fundClientWallet(
  db: Db,
  input: { caller: Principal; WallettIdNumber: string; Amount: number; Message: string },
): Promise<{ Message: string; Id: number }> {
  const [found] = await db
    .select({ wallet: wallets, firstname: people.firstname, surname: people.surname })
    .from(wallets)
    .innerJoin(people, eq(people.id, wallets.userId))
    .where(and(eq(wallets.wallettIdNumber, input.WallettIdNumber), isNull(people.deletedAt)));
  if (!found) throw notFound(walletTexts.noWallet(input.WallettIdNumber));
  const { wallet } = found;
  // An administrator does not credit their own wallet: another one does.
  if (wallet.userId === input.caller.userId) throw conflict(userTexts.notYourself);
  const amountKobo = toKobo(input.Amount);
  const adjustments = await systemAccountId(db, 'adjustments');
  return db.transaction(async (tx) => {
    await lockAccounts(tx, [wallet.walletAccountId]);
    const row = await postMovement(tx, {
      transaction: {
        userId: wallet.userId,
        amountKobo,
        type: TransactionType.Credit,
        status: TransactionStatus.Completed,
        message: input.Message,
        creditedBy: input.caller.userId,
        completedAt: new Date(),
      },
      legs: [
        { accountId: adjustments, amountKobo: -amountKobo },
        { accountId: wallet.walletAccountId, amountKobo },
      ],
    });
    await recordAdminChange(tx, {
      userId: input.caller.userId,
      area: 'Wallet',
      action: 'FundClientWallet',
      recordId: row.id,
      after: {
        WallettIdNumber: wallet.wallettIdNumber,
        Amount: input.Amount,
        Message: input.Message,
        TransactionType: 'Credit',
        TransactionStatus: 'Completed',
      },
    });
    return withReplyStored(tx, { Message: walletTexts.funded(input.Amount, fullNameOf(found)), Id: row.id });
  });
}
