import { randomBytes } from 'node:crypto';
import {
  AIRTIME_SUCCESS_STATUS,
  type AirtimeNetwork,
  airtimeTexts,
  formatNaira,
  TransactionStatus,
  TransactionType,
} from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { BillPurchase, BillStatus } from '../../adapters/payments/bills.ts';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, invalidProperty } from '../../errors.ts';
import { withReplyStored } from '../../http/idempotent-reply.ts';
import { toKobo, toNaira } from '../../money.ts';
import {
  accountBalance,
  ensureWallet,
  lockAccounts,
  markRefunded,
  postMovement,
  systemAccountId,
} from '../wallet/index.ts';
import { AirtimeOutcome, airtimeTransactions } from './airtime.table.ts';
import { type Bills, itemsOf, requireBills } from './airtime-catalogue.service.ts';
import { refuseUnknownCustomer } from './airtime-customer.service.ts';

type AirtimeRow = typeof airtimeTransactions.$inferSelect;
type PurchaseReply = { Message: string; Id: number; _9bspStatus: string };

/** What is being bought, as the purchase and its reply describe it. */
type Purchase = {
  caller: Principal;
  phoneNumber: string;
  network: AirtimeNetwork;
  amountKobo: number;
  isDataPlan: boolean;
  planCode: string | null;
  planName: string;
  validity: string;
  /** The debit's message, and what the reply calls it ('MTN airtime of ₦500', 'MTN 1.5 GB'). */
  message: string;
  what: string;
  /** The network's biller and the item paid: its airtime, or the data bundle chosen. */
  bill: Pick<BillPurchase, 'billerCode' | 'itemCode'>;
};

/** Communication/BuyAirtime: ₦50 to ₦50,000 of a network's airtime to a Nigerian number. */
export async function buyAirtime(
  db: Db,
  bills: Bills | undefined,
  input: { caller: Principal; PhoneNumber: string; Network: AirtimeNetwork; Amount: number },
): Promise<PurchaseReply> {
  const provider = requireBills(bills);
  // The network's airtime biller's airtime item, paid with the customer's amount (issue 29 §1).
  const [item] = await itemsOf(provider, 'airtime', input.Network);
  if (!item) throw new AppError(503, airtimeTexts.networkNotSold(input.Network, provider.name));
  await refuseUnknownCustomer(provider, item, { phoneNumber: input.PhoneNumber, network: input.Network });
  const what = `${input.Network} airtime of ${formatNaira(input.Amount)}`;
  return purchase(db, provider, {
    caller: input.caller,
    phoneNumber: input.PhoneNumber,
    network: input.Network,
    amountKobo: toKobo(input.Amount),
    isDataPlan: false,
    planCode: null,
    planName: 'Airtime',
    validity: '',
    message: airtimeTexts.airtimeMessage(input.Network, input.Amount, input.PhoneNumber),
    what,
    bill: { billerCode: item.billerCode, itemCode: item.itemCode },
  });
}

/** Communication/BuyDataPlan: a network's plan at the provider's price (the client names only the plan). */
export async function buyDataPlan(
  db: Db,
  bills: Bills | undefined,
  input: { caller: Principal; PhoneNumber: string; Network: AirtimeNetwork; PlanCode: string },
): Promise<PurchaseReply> {
  const provider = requireBills(bills);
  const plan = (await itemsOf(provider, 'data', input.Network)).find(
    (item) => item.itemCode === input.PlanCode && item.amountKobo > 0,
  );
  if (!plan) throw invalidProperty('PlanCode', airtimeTexts.noSuchPlan(input.Network));
  await refuseUnknownCustomer(provider, plan, { phoneNumber: input.PhoneNumber, network: input.Network });
  return purchase(db, provider, {
    caller: input.caller,
    phoneNumber: input.PhoneNumber,
    network: input.Network,
    amountKobo: plan.amountKobo,
    isDataPlan: true,
    planCode: plan.itemCode,
    planName: plan.name,
    validity: plan.validity ? `${plan.validity} days` : '',
    message: airtimeTexts.dataMessage(plan.name, input.PhoneNumber),
    what: plan.name,
    // Paid by its codes at its own price (issue 29 §1), never by its name.
    bill: { billerCode: plan.billerCode, itemCode: plan.itemCode },
  });
}

/**
 * Issue 18 §4: the wallet is debited in one transaction (balance too low: 409 with both figures), then
 * the provider is asked outside it, so no lock is held while it answers. Its refusal refunds at once;
 * no answer (unreachable, 5xx, a queued bill) leaves the purchase pending for the settling job.
 */
async function purchase(db: Db, bills: Bills, order: Purchase): Promise<PurchaseReply> {
  const wallet = await ensureWallet(db, order.caller.userId);
  const refuseShortBalance = (balanceKobo: number) => {
    if (balanceKobo < order.amountKobo) {
      throw conflict(airtimeTexts.balanceTooLow(toNaira(balanceKobo), toNaira(order.amountKobo)));
    }
  };
  // A first look without the lock, so a refused purchase writes nothing, not even the system account
  // made on first use; the locked look below decides.
  refuseShortBalance(await accountBalance(db, wallet.walletAccountId));
  const gateways = await systemAccountId(db, 'gateways');
  const reference = `bill_${randomBytes(12).toString('hex')}`;
  const row = await db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [wallet.walletAccountId]);
    refuseShortBalance(balances.get(wallet.walletAccountId) ?? 0);
    const now = new Date();
    const debit = await postMovement(tx, {
      transaction: {
        userId: wallet.userId,
        amountKobo: order.amountKobo,
        type: TransactionType.Debit,
        status: TransactionStatus.Completed,
        message: order.message,
        completedAt: now,
      },
      legs: [
        { accountId: wallet.walletAccountId, amountKobo: -order.amountKobo },
        { accountId: gateways, amountKobo: order.amountKobo },
      ],
    });
    const [inserted] = await tx
      .insert(airtimeTransactions)
      .values({
        userId: wallet.userId,
        reference,
        isDataPlan: order.isDataPlan,
        network: order.network,
        phoneNumber: order.phoneNumber,
        planCode: order.planCode,
        planName: order.planName,
        validity: order.validity,
        amountKobo: order.amountKobo,
        walletTransactionId: debit.id,
        createdAt: now,
      })
      .returning();
    // Until the provider answers, the purchase is pending: what a retry after a lost reply is told.
    await withReplyStored(tx, replyOf(inserted!, order.what));
    return inserted!;
  });

  let status: BillStatus | undefined;
  try {
    status = await bills.provider.buyBill({
      ...order.bill,
      reference,
      customer: order.phoneNumber,
      amountKobo: order.amountKobo,
      callbackUrl: bills.callbackUrl,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // A refusal (4xx) means nothing was bought; anything else may have reached the provider: ask later.
    status =
      error.status && error.status >= 400 && error.status < 500
        ? { reference, outcome: 'failed', status: 'failed', providerReference: null, message: error.message }
        : {
            reference,
            outcome: 'pending',
            status: 'pending',
            providerReference: null,
            message: error.message,
          };
  }
  const settled = await settlePurchase(db, row.id, status);
  return replyOf(settled, order.what);
}

function replyOf(row: AirtimeRow, what: string): PurchaseReply {
  const message =
    row.outcome === AirtimeOutcome.Success
      ? airtimeTexts.bought(what, row.phoneNumber)
      : row.outcome === AirtimeOutcome.Failed
        ? airtimeTexts.failed(row.providerMessage ?? row.providerStatus)
        : airtimeTexts.pending(what, row.phoneNumber);
  return { Message: message, Id: row.id, _9bspStatus: row.providerStatus };
}

/**
 * Records the provider's word on a purchase, once: under the wallet's lock and the row's FOR UPDATE, a
 * pending purchase becomes success, or failed with a Credit of its amount back into the wallet (its
 * Debit marked Refunded, the Credit naming it); a settled one is left alone, so the purchase's own
 * answer and the settling job racing each other refund once. A pending word only keeps the provider's
 * text.
 */
export async function settlePurchase(db: Db, id: number, status: BillStatus): Promise<AirtimeRow> {
  const [bought] = await db
    .select({ userId: airtimeTransactions.userId })
    .from(airtimeTransactions)
    .where(eq(airtimeTransactions.id, id));
  if (!bought) throw new Error(`no airtime transaction ${id}`);
  // The purchase made sure of the wallet: this only reads it.
  const found = await ensureWallet(db, bought.userId);
  const gateways = await systemAccountId(db, 'gateways');
  return db.transaction(async (tx) => {
    await lockAccounts(tx, [found.walletAccountId]);
    const [row] = await tx
      .select()
      .from(airtimeTransactions)
      .where(eq(airtimeTransactions.id, id))
      .for('update');
    if (row!.outcome !== AirtimeOutcome.Pending) return row!;
    const word = {
      providerStatus: status.outcome === 'success' ? AIRTIME_SUCCESS_STATUS : status.status || status.outcome,
      providerReference: status.providerReference ?? row!.providerReference,
      providerMessage: status.message || null,
    };
    if (status.outcome === 'pending') {
      const [kept] = await tx
        .update(airtimeTransactions)
        .set(word)
        .where(eq(airtimeTransactions.id, id))
        .returning();
      return kept!;
    }
    const now = new Date();
    if (status.outcome === 'success') {
      const [done] = await tx
        .update(airtimeTransactions)
        .set({ ...word, outcome: AirtimeOutcome.Success, settledAt: now })
        .where(eq(airtimeTransactions.id, id))
        .returning();
      return done!;
    }
    const refund = await postMovement(tx, {
      transaction: {
        userId: row!.userId,
        amountKobo: row!.amountKobo,
        type: TransactionType.Credit,
        status: TransactionStatus.Completed,
        message: airtimeTexts.refundMessage(row!.id),
        // The unique index on refund_of: a debit is refunded at most once, whatever else happens.
        refundOf: row!.walletTransactionId,
        completedAt: now,
      },
      legs: [
        { accountId: gateways, amountKobo: -row!.amountKobo },
        { accountId: found.walletAccountId, amountKobo: row!.amountKobo },
      ],
    });
    await markRefunded(tx, row!.walletTransactionId);
    const [failed] = await tx
      .update(airtimeTransactions)
      .set({ ...word, outcome: AirtimeOutcome.Failed, refundTransactionId: refund.id, settledAt: now })
      .where(eq(airtimeTransactions.id, id))
      .returning();
    return failed!;
  });
}
