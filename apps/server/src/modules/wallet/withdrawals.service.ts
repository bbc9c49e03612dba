import {
  Endpoint,
  TransactionStatus,
  TransactionType,
  TransferStatus,
  transferStatusNames,
  walletTexts,
} from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { GatewayError, type PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { isPermitted, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, forbidden, invalidProperty, notFound } from '../../errors.ts';
import { withReplyStored } from '../../http/idempotent-reply.ts';
import { toKobo, toNaira } from '../../money.ts';
import { countPayment } from '../../operations/payment-outcomes.ts';
import { people } from '../accounts/index.ts';
import { recordAdminChange } from '../activity/index.ts';
import { ensureWallet, lockAccounts, postEntries, postMovement, systemAccountId } from './ledger.service.ts';
import { wallets, walletTransactions } from './ledger.table.ts';
import { retryHeldTransfer } from './provider-transfer-retry.ts';
import { newTransferReference } from './transfer-references.ts';
import { markSendRefusedOrUnknown, type Row } from './withdrawal-send-refusals.ts';

/**
 * Withdrawals to a bank account (issue 18 §2, §3). One wallet transaction per withdrawal (its type
 * PendingWithDraw while the money is held): the Amount moves wallet → hold in one database transaction,
 * then, after the commit, the transfer is sent under our reference. The provider's word (a webhook,
 * asked again) settles it: success moves hold → payouts (the row becomes WithDrawn, once); failure
 * releases the hold with a BookCredit (the row's status becomes Failed: nothing on hold), CanRetry.
 * A retry holds again with a BookDebit and sends a new transfer under a new reference (or, Flutterwave,
 * asks the provider to retry the failed attempt: provider-transfer-retry.ts). A provider that
 * refuses the transfer when it is sent leaves the money on hold and the transfer Failed (CanRetry); one
 * that does not answer leaves it held and Pending for the recovery sweep (withdrawal-recovery.service.ts).
 */

async function refuseNonDrivers(db: Db, caller: Principal) {
  const [user] = await db
    .select({ isDriver: people.isDriver })
    .from(people)
    .where(eq(people.id, caller.userId));
  if (!user?.isDriver) throw forbidden(walletTexts.withdrawDriversOnly);
}

/** Wallet/GetBanks. */
export async function listBanks(gateway: PaymentGateway) {
  try {
    const banks = await gateway.listBanks();
    return banks.map((item) => ({ Code: item.code, Name: item.name }));
  } catch (error) {
    if (error instanceof GatewayError) throw new AppError(503, walletTexts.bankListUnavailable(gateway.name));
    throw error;
  }
}

/** Wallet/ResolveBankAccount: a provider's refusal is the client's to fix (400 under AccountNumber). */
export async function resolveBankAccount(
  gateway: PaymentGateway,
  input: { bankCode: string; accountNumber: string },
): Promise<{ AccountName: string }> {
  try {
    const { accountName } = await gateway.resolveAccount(input);
    return { AccountName: accountName };
  } catch (error) {
    if (error instanceof GatewayError && error.status && error.status >= 400 && error.status < 500) {
      throw invalidProperty('AccountNumber', error.message);
    }
    if (error instanceof GatewayError) throw new AppError(503, walletTexts.providerUnavailable(gateway.name));
    throw error;
  }
}

/**
 * Asks the provider to pay a held withdrawal out under `reference`, and keeps the provider's id on the
 * row while it is still under that reference. A GatewayError is the caller's to judge.
 */
export async function sendTransferKeepingId(db: Db, gateway: PaymentGateway, row: Row, reference: string) {
  const { providerReference, awaitingApproval } = await gateway.sendTransfer({
    reference,
    amountKobo: row.amountKobo,
    bankCode: row.bankCode!,
    accountNumber: row.accountNumber!,
    accountName: row.accountName ?? '',
    narration: row.message || walletTexts.withdrawMessage,
  });
  await db
    .update(walletTransactions)
    .set({
      providerReference,
      ...(awaitingApproval
        ? {
            transferStatus: TransferStatus.AwaitingApproval,
            transferMessage: walletTexts.transferAwaitingApproval(gateway.name),
          }
        : {}),
    })
    .where(and(eq(walletTransactions.id, row.id), eq(walletTransactions.reference, reference)));
}

/** Sends the transfer of a held withdrawal; a refusal marks it Failed (money still on hold), CanRetry. */
export async function sendHeldTransfer(db: Db, gateway: PaymentGateway, row: Row) {
  try {
    await sendTransferKeepingId(db, gateway, row, row.reference!);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await markSendRefusedOrUnknown(db, row, error);
  }
}

/** Wallet/WithdrawFromMyWallet (drivers). */
export async function withdrawFromMyWallet(
  db: Db,
  gateway: PaymentGateway,
  input: { caller: Principal; Amount: number; BankCode: string; AccountNumber: string; Message: string },
): Promise<{ Message: string; Id: number }> {
  await refuseNonDrivers(db, input.caller);
  const { AccountName } = await resolveBankAccount(gateway, {
    bankCode: input.BankCode,
    accountNumber: input.AccountNumber,
  });
  const wallet = await ensureWallet(db, input.caller.userId);
  const amountKobo = toKobo(input.Amount);
  const row = await db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [wallet.walletAccountId, wallet.holdAccountId]);
    const balanceKobo = balances.get(wallet.walletAccountId) ?? 0;
    if (balanceKobo < amountKobo) {
      throw conflict(walletTexts.withdrawBalanceTooLow(toNaira(balanceKobo), input.Amount));
    }
    const held = await postMovement(tx, {
      transaction: {
        userId: wallet.userId,
        amountKobo,
        type: TransactionType.PendingWithDraw,
        status: TransactionStatus.Pending,
        transferStatus: TransferStatus.Pending,
        message: input.Message || walletTexts.withdrawMessage,
        gateway: gateway.gateway,
        reference: newTransferReference(),
        bankCode: input.BankCode,
        accountNumber: input.AccountNumber,
        accountName: AccountName,
      },
      legs: [
        { accountId: wallet.walletAccountId, amountKobo: -amountKobo },
        { accountId: wallet.holdAccountId, amountKobo },
      ],
    });
    // The hold is the effect; the transfer is sent after it, and found again by the recovery job.
    await withReplyStored(tx, { Message: walletTexts.withdrawStarted(input.Amount), Id: held.id });
    return held;
  });
  await sendHeldTransfer(db, gateway, row);
  return { Message: walletTexts.withdrawStarted(input.Amount), Id: row.id };
}

/** Wallet/RetryFailedTransferTransaction: its owner, or an administrator with Wallet edit. */
export async function retryFailedTransfer(
  db: Db,
  gatewayOf: (gateway: number | null) => PaymentGateway | undefined,
  input: { caller: Principal; Id: number },
): Promise<{ Message: string; Id: number }> {
  const [found] = await db.select().from(walletTransactions).where(eq(walletTransactions.id, input.Id));
  const isOwner = found?.userId === input.caller.userId;
  if (!found || !(isOwner || isPermitted(input.caller, Endpoint.Wallet, 'edit'))) {
    throw notFound(walletTexts.noTransaction(input.Id));
  }
  const gateway = gatewayOf(found.gateway);
  if (
    found.type !== TransactionType.PendingWithDraw ||
    found.transferStatus !== TransferStatus.Failed ||
    !gateway
  ) {
    const state =
      found.transferStatus === null ? 'not a transfer' : (transferStatusNames[found.transferStatus] ?? '?');
    throw conflict(walletTexts.cannotRetryTransfer(state));
  }
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, found.userId));
  const { row, failedAttempt } = await db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [wallet!.walletAccountId, wallet!.holdAccountId]);
    const [current] = await tx
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, found.id))
      .for('update');
    if (
      current!.transferStatus !== TransferStatus.Failed ||
      current!.type !== TransactionType.PendingWithDraw
    ) {
      throw conflict(walletTexts.cannotRetryTransfer(transferStatusNames[current!.transferStatus!] ?? '?'));
    }
    // Released (status Failed): hold the Amount again; still held (the send was refused): just resend.
    if (current!.status === TransactionStatus.Failed) {
      const balanceKobo = balances.get(wallet!.walletAccountId) ?? 0;
      if (balanceKobo < current!.amountKobo) {
        throw conflict(walletTexts.withdrawBalanceTooLow(toNaira(balanceKobo), toNaira(current!.amountKobo)));
      }
      await postMovement(tx, {
        transaction: {
          userId: current!.userId,
          amountKobo: current!.amountKobo,
          type: TransactionType.BookDebit,
          status: TransactionStatus.Completed,
          message: `Withdrawal ${current!.id} sent again`,
          completedAt: new Date(),
        },
        legs: [
          { accountId: wallet!.walletAccountId, amountKobo: -current!.amountKobo },
          { accountId: wallet!.holdAccountId, amountKobo: current!.amountKobo },
        ],
      });
    }
    const [updated] = await tx
      .update(walletTransactions)
      .set({
        status: TransactionStatus.Pending,
        transferStatus: TransferStatus.Pending,
        canRetry: false,
        reference: newTransferReference(),
        providerReference: null,
        providerErrorMessage: null,
      })
      .where(eq(walletTransactions.id, current!.id))
      .returning();
    if (!isOwner) {
      await recordAdminChange(tx, {
        userId: input.caller.userId,
        area: 'Wallet',
        action: 'RetryFailedTransferTransaction',
        recordId: current!.id,
        after: { TransferStatus: 'Pending', Amount: toNaira(current!.amountKobo) },
      });
    }
    await withReplyStored(tx, { Message: walletTexts.transferRetried, Id: updated!.id });
    // The failed attempt's id at the provider (none when the provider refused the send outright).
    return { row: updated!, failedAttempt: current!.providerReference };
  });
  // A provider with its own retry (Flutterwave) retries the failed attempt; else a new transfer.
  if (gateway.retryTransfer && failedAttempt) await retryHeldTransfer(db, gateway, row, failedAttempt);
  else await sendHeldTransfer(db, gateway, row);
  return { Message: walletTexts.transferRetried, Id: row.id };
}

/**
 * The provider holds a held withdrawal's transfer for the business's approval (Paystack's transfer OTP):
 * AwaitingApproval, with a sentence saying what the operator has to do; still held, never released.
 */
async function markAwaitingApproval(db: Db, gateway: PaymentGateway, row: Row) {
  await db
    .update(walletTransactions)
    .set({
      transferStatus: TransferStatus.AwaitingApproval,
      transferMessage: walletTexts.transferAwaitingApproval(gateway.name),
    })
    .where(
      and(
        eq(walletTransactions.id, row.id),
        eq(walletTransactions.reference, row.reference!),
        eq(walletTransactions.type, TransactionType.PendingWithDraw),
        eq(walletTransactions.status, TransactionStatus.Pending),
        eq(walletTransactions.transferStatus, TransferStatus.Pending),
      ),
    );
}

/**
 * A transfer event (webhook): the withdrawal with that reference is asked about again and settled
 * once. Unknown references, stale references (a retried transfer's old one) and replays change nothing.
 */
export async function settleTransfer(
  db: Db,
  gateway: PaymentGateway,
  hint: { reference: string; providerReference?: string | null },
): Promise<{ outcome: 'completed' | 'failed' | 'pending' | 'ignored' }> {
  const [found] = await db
    .select()
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.reference, hint.reference), eq(walletTransactions.gateway, gateway.gateway)),
    );
  if (!found || found.type !== TransactionType.PendingWithDraw) return { outcome: 'ignored' };
  const verified = await gateway.verifyTransfer({
    reference: found.reference!,
    providerReference: found.providerReference ?? hint.providerReference,
  });
  if (!verified || verified.reference !== found.reference) return { outcome: 'ignored' };
  if (verified.outcome === 'pending') return { outcome: 'pending' };
  if (verified.outcome === 'awaiting-approval') {
    await markAwaitingApproval(db, gateway, found);
    return { outcome: 'pending' };
  }
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, found.userId));
  const payouts = await systemAccountId(db, 'payouts');
  const settled = await db.transaction(async (tx) => {
    await lockAccounts(tx, [wallet!.walletAccountId, wallet!.holdAccountId]);
    const [current] = await tx
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, found.id))
      .for('update');
    // Settled already, retried since (a new reference), or released: nothing more to do.
    const held =
      current!.reference === found.reference &&
      current!.type === TransactionType.PendingWithDraw &&
      current!.status === TransactionStatus.Pending &&
      current!.transferStatus !== TransferStatus.Completed;
    if (!held) return { outcome: 'ignored' as const };
    const now = new Date();
    if (verified.outcome === 'success') {
      if (verified.amountKobo !== current!.amountKobo) return { outcome: 'ignored' as const };
      await postEntries(tx, current!.id, [
        { accountId: wallet!.holdAccountId, amountKobo: -current!.amountKobo },
        { accountId: payouts, amountKobo: current!.amountKobo },
      ]);
      await tx
        .update(walletTransactions)
        .set({
          type: TransactionType.WithDrawn,
          status: TransactionStatus.Completed,
          transferStatus: TransferStatus.Completed,
          transferMessage: verified.message,
          providerReference: verified.providerReference,
          canRetry: false,
          completedAt: now,
        })
        .where(eq(walletTransactions.id, current!.id));
      return { outcome: 'completed' as const };
    }
    await postMovement(tx, {
      transaction: {
        userId: current!.userId,
        amountKobo: current!.amountKobo,
        type: TransactionType.BookCredit,
        status: TransactionStatus.Completed,
        message: `Withdrawal ${current!.id} returned: ${verified.message}`,
        completedAt: now,
      },
      legs: [
        { accountId: wallet!.holdAccountId, amountKobo: -current!.amountKobo },
        { accountId: wallet!.walletAccountId, amountKobo: current!.amountKobo },
      ],
    });
    await tx
      .update(walletTransactions)
      .set({
        status: TransactionStatus.Failed,
        transferStatus: TransferStatus.Failed,
        transferMessage: verified.message,
        canRetry: true,
      })
      .where(eq(walletTransactions.id, current!.id));
    return { outcome: 'failed' as const };
  });
  countPayment('withdrawal', gateway.name, settled.outcome);
  return settled;
}
