import { TransactionStatus, TransactionType, TransferStatus, walletTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { Gateway, type GatewayId } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { toKobo } from '../../money.ts';
import { DAY_MS, daysAgo } from './demo-references.ts';
import { ensureWallet, lockAccounts, postEntries, postMovement, systemAccountId } from './ledger.service.ts';
import { walletTransactions } from './ledger.table.ts';

/**
 * Demo withdrawals of drivers, written as `withdrawFromMyWallet` and `settleTransfer` leave them: the
 * Amount held (PendingWithDraw, wallet → hold), then either paid out (hold → payouts on the same row,
 * now WithDrawn, Completed) or, the transfer failed, released by a BookCredit (hold → wallet), the row
 * Failed with the provider's TransferMessage and CanRetry. The bank accounts are ones the fake gateway
 * resolves, so in test mode an administrator's Retry of the failed one goes through.
 */
type DemoWithdrawal = {
  reference: string;
  email: string;
  gateway: GatewayId;
  naira: number;
  bank: { code: string; accountNumber: string; accountName: string };
  daysAgo: number;
} & (
  | { outcome: 'paid'; providerReference: string; transferMessage: string }
  | { outcome: 'failed'; transferMessage: string }
);

const EMEKA_BANK = { code: '058', accountNumber: '2012345678', accountName: 'EMEKA NWOSU' };
const AISHA_BANK = { code: '033', accountNumber: '3012345678', accountName: 'AISHA BELLO' };

export const DEMO_WITHDRAWALS: readonly DemoWithdrawal[] = [
  {
    reference: 'DEMO-WITHDRAW-1',
    email: 'emeka.nwosu@demo.wayfare.ng',
    gateway: Gateway.Paystack,
    naira: 10000,
    bank: EMEKA_BANK,
    daysAgo: 6,
    outcome: 'paid',
    providerReference: 'DEMO-PSK-TRF-5200001',
    transferMessage: 'success',
  },
  {
    reference: 'DEMO-WITHDRAW-2',
    email: 'aisha.bello@demo.wayfare.ng',
    gateway: Gateway.Flutterwave,
    naira: 6000,
    bank: AISHA_BANK,
    daysAgo: 5,
    outcome: 'paid',
    providerReference: 'DEMO-FLW-TRF-8400001',
    transferMessage: 'Transaction was successful',
  },
  {
    reference: 'DEMO-WITHDRAW-3',
    email: 'emeka.nwosu@demo.wayfare.ng',
    gateway: Gateway.Paystack,
    naira: 5000,
    bank: EMEKA_BANK,
    daysAgo: 3,
    outcome: 'failed',
    transferMessage: 'The beneficiary bank is not responding; the transfer was reversed',
  },
];

/** Seeds one demo withdrawal (its hold and its settlement) unless its reference is there. */
export async function seedDemoWithdrawal(
  tx: Db,
  withdrawal: DemoWithdrawal,
  userId: string,
): Promise<number> {
  const [known] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(eq(walletTransactions.reference, withdrawal.reference));
  if (known) return 0;
  const wallet = await ensureWallet(tx, userId);
  const amountKobo = toKobo(withdrawal.naira);
  const at = daysAgo(withdrawal.daysAgo);
  // Settled an hour after it was sent.
  const settledAt = new Date(at.getTime() + DAY_MS / 24);
  await lockAccounts(tx, [wallet.walletAccountId, wallet.holdAccountId]);
  const held = await postMovement(tx, {
    transaction: {
      userId,
      amountKobo,
      type: TransactionType.PendingWithDraw,
      status: TransactionStatus.Pending,
      transferStatus: TransferStatus.Pending,
      message: walletTexts.withdrawMessage,
      gateway: withdrawal.gateway,
      reference: withdrawal.reference,
      bankCode: withdrawal.bank.code,
      accountNumber: withdrawal.bank.accountNumber,
      accountName: withdrawal.bank.accountName,
      createdAt: at,
    },
    legs: [
      { accountId: wallet.walletAccountId, amountKobo: -amountKobo },
      { accountId: wallet.holdAccountId, amountKobo },
    ],
  });
  if (withdrawal.outcome === 'paid') {
    const payouts = await systemAccountId(tx, 'payouts');
    await postEntries(tx, held.id, [
      { accountId: wallet.holdAccountId, amountKobo: -amountKobo },
      { accountId: payouts, amountKobo },
    ]);
    await tx
      .update(walletTransactions)
      .set({
        type: TransactionType.WithDrawn,
        status: TransactionStatus.Completed,
        transferStatus: TransferStatus.Completed,
        transferMessage: withdrawal.transferMessage,
        providerReference: withdrawal.providerReference,
        completedAt: settledAt,
      })
      .where(eq(walletTransactions.id, held.id));
    return 1;
  }
  await postMovement(tx, {
    transaction: {
      userId,
      amountKobo,
      type: TransactionType.BookCredit,
      status: TransactionStatus.Completed,
      // settleTransfer's wording for a returned hold.
      message: `Withdrawal ${held.id} returned: ${withdrawal.transferMessage}`,
      createdAt: settledAt,
      completedAt: settledAt,
    },
    legs: [
      { accountId: wallet.holdAccountId, amountKobo: -amountKobo },
      { accountId: wallet.walletAccountId, amountKobo },
    ],
  });
  await tx
    .update(walletTransactions)
    .set({
      status: TransactionStatus.Failed,
      transferStatus: TransferStatus.Failed,
      transferMessage: withdrawal.transferMessage,
      canRetry: true,
    })
    .where(eq(walletTransactions.id, held.id));
  return 2;
}
