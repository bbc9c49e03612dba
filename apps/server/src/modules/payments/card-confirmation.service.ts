import {
  formatNaira,
  OrderStatus,
  type Payment,
  PaymentGateway,
  PaymentStatus,
  paymentTexts,
  walletTexts,
} from '@wayfare/contracts';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  GatewayError,
  type PaymentGateway as Provider,
  type VerifiedPayment,
} from '../../adapters/payments/payment-gateway.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { toNaira } from '../../money.ts';
import { countPayment } from '../../operations/payment-outcomes.ts';
import { recordAdminChange } from '../activity/index.ts';
import { setOrderStatus } from '../orders/index.ts';
import { type CardVault, keepCardOnFile, sealCard } from '../wallet/index.ts';
import { markPaid, type ReceiptContext } from './mark-paid.ts';
import { lockPayment, paymentFor } from './payment-access.ts';
import { PaymentReferenceOutcome, paymentReferences } from './payment-references.table.ts';
import { findPayment } from './payment-view.ts';
import { type CardGateway, type PaymentsDeps, providerOf } from './payments.deps.ts';
import { payments } from './payments.table.ts';

/** What became of one charge once the provider was asked. */
export type ChargeOutcome = 'paid' | 'already' | 'refunded' | 'mismatch' | 'failed' | 'pending' | 'unknown';

const WITHOUT_MONEY = new Set(['failed', 'abandoned', 'reversed']);
/** A payment whose confirmation needs no checkout any more: answered as it is. */
const SETTLED: readonly number[] = [PaymentStatus.Paid, PaymentStatus.InconsistencyAmount];
/** A payment that can no longer take a charge: a second one is handed back. */
const CLOSED: readonly number[] = [PaymentStatus.Paid, PaymentStatus.Cancelled];

type ReferenceRow = typeof paymentReferences.$inferSelect;

/**
 * Applies the provider's word on one charge of an order's payment (issue 19 §2), under the order's and
 * the payment's locks, so the customer's confirmation, an administrator's and the provider's events,
 * however many and however they race, count it once:
 * - paid the payment's amount in NGN: the payment is Paid by it (order Completed, receipt queued); but
 *   when the payment was paid meanwhile some other way (the wallet, another tab's card) or cancelled,
 *   the charge is marked refunded and handed back through the provider after the commit;
 * - paid another amount: InconsistencyAmount and the order HasIssue (or refunded, as above);
 * - declined or abandoned: Failed, when this was the payment's current checkout;
 * - still open at the provider: nothing changes.
 */
async function settleCharge(
  db: Db,
  provider: Provider,
  input: {
    reference: ReferenceRow;
    verified: VerifiedPayment | undefined;
    receipt: ReceiptContext;
    by?: string;
    cards: CardVault;
  },
): Promise<ChargeOutcome> {
  const { verified } = input;
  if (!verified) return 'pending';
  const succeeded = verified.status === 'success';
  if (!succeeded && !WITHOUT_MONEY.has(verified.status)) return 'pending';
  const refund = await db.transaction(async (tx) => {
    const held = await lockPayment(tx, input.reference.paymentId);
    const { payment, order } = held;
    // Read under the payment's lock: every change to its references is made under it.
    const [charge] = await tx
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.id, input.reference.id));
    if (!charge || charge.outcome === 'paid' || charge.outcome === 'refunded')
      return { outcome: 'already' as const };
    const now = new Date();
    const setCharge = (outcome: ReferenceRow['outcome'], extra: Partial<ReferenceRow> = {}) =>
      tx
        .update(paymentReferences)
        .set({ outcome, settledAt: now, ...extra })
        .where(eq(paymentReferences.id, charge.id));
    const log = async (before: number, after: number) => {
      if (!input.by) return;
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'Payment',
        action: provider.name === 'Paystack' ? 'ConfirmPaystackPayment' : 'ConfirmFlutterwavePayment',
        recordId: payment.id,
        before: { PaymentStatus: before },
        after: { PaymentStatus: after },
      });
    };
    if (succeeded) {
      const providerReference = verified.providerReference;
      if (CLOSED.includes(payment.status)) {
        await setCharge(PaymentReferenceOutcome.Refunded, { providerReference });
        return { outcome: 'refunded' as const, refund: charge.reference };
      }
      const rightAmount = verified.amountKobo === payment.amountKobo && verified.currency === 'NGN';
      if (!rightAmount) {
        if (charge.outcome === 'mismatch') return { outcome: 'already' as const };
        await setCharge(PaymentReferenceOutcome.Mismatch, { providerReference });
        await tx
          .update(payments)
          .set({
            status: PaymentStatus.InconsistencyAmount,
            gateway: charge.gateway,
            reference: charge.reference,
            providerMessage: `${provider.name} reports ${formatNaira(toNaira(verified.amountKobo))} ${verified.currency} paid, not the ${formatNaira(toNaira(payment.amountKobo))} of this order`,
            updatedAt: now,
          })
          .where(eq(payments.id, payment.id));
        await setOrderStatus(tx, { id: order.id, status: OrderStatus.HasIssue, at: now });
        await log(payment.status, PaymentStatus.InconsistencyAmount);
        return { outcome: 'mismatch' as const };
      }
      await setCharge(PaymentReferenceOutcome.Paid, { providerReference });
      // Issue 30: the card that paid is kept for the customer when the provider will charge it again.
      if (verified.reusableCard && order.userId) {
        const owner = { userId: order.userId, gateway: charge.gateway };
        await keepCardOnFile(tx, await sealCard(input.cards, owner, verified.reusableCard));
      }
      await markPaid(tx, held, {
        gateway: charge.gateway as CardGateway,
        reference: charge.reference,
        receipt: input.receipt,
      });
      await log(payment.status, PaymentStatus.Paid);
      return { outcome: 'paid' as const };
    }
    // Failed now, not told of again: only then is it counted.
    const failedNow = charge.outcome === 'open';
    if (failedNow) await setCharge(PaymentReferenceOutcome.Failed);
    const current = payment.reference === charge.reference;
    const waiting = payment.status === PaymentStatus.AwaitingVerification;
    if (current && waiting) {
      await tx
        .update(payments)
        .set({
          status: PaymentStatus.Failed,
          providerMessage: walletTexts.paymentNotCompleted(verified.gatewayResponse || verified.status),
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
      await log(payment.status, PaymentStatus.Failed);
    }
    return { outcome: 'failed' as const, ...(failedNow ? {} : { toldAgain: true }) };
  });
  if (!('toldAgain' in refund)) countPayment('order', provider.name, refund.outcome);
  if ('refund' in refund && refund.refund)
    await refundCharge(db, provider, input.reference.id, refund.refund);
  return refund.outcome;
}

/** Hands a losing charge back through its provider; a refusal is kept on the charge for follow-up. */
async function refundCharge(db: Db, provider: Provider, id: number, reference: string) {
  try {
    await provider.refund({ reference });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await db
      .update(paymentReferences)
      .set({ refundError: walletTexts.providerRefundFailed(provider.name, error.message) })
      .where(eq(paymentReferences.id, id));
  }
}

/**
 * issue 32: the card checkout is back (the customer's confirmation, an administrator's Verify, the
 * provider's event): from now on the order shows its payment's own status, AwaitingVerification included.
 */
async function checkoutReturned(db: Db, paymentId: string) {
  await db
    .update(payments)
    .set({ statusBeforeCheckout: null })
    .where(and(eq(payments.id, paymentId), isNotNull(payments.statusBeforeCheckout)));
}

/**
 * A provider's event (`charge.success`, `charge.completed`) naming one of our order references: the
 * provider is asked about it again and its answer applied once (`settleCharge`).
 */
export async function confirmPaymentReference(
  db: Db,
  provider: Provider,
  input: { reference: string; receipt: ReceiptContext; cards: CardVault },
): Promise<{ outcome: ChargeOutcome }> {
  const [charge] = await db
    .select()
    .from(paymentReferences)
    .where(
      and(eq(paymentReferences.reference, input.reference), eq(paymentReferences.gateway, provider.gateway)),
    );
  if (!charge) return { outcome: 'unknown' };
  await checkoutReturned(db, charge.paymentId);
  if (charge.outcome === 'paid' || charge.outcome === 'refunded') return { outcome: 'already' };
  const verified = await provider.verifyPayment(charge.reference);
  return {
    outcome: await settleCharge(db, provider, {
      reference: charge,
      verified,
      receipt: input.receipt,
      cards: input.cards,
    }),
  };
}

/**
 * Payment/ConfirmPaystackPayment and ConfirmFlutterwavePayment (issue 19 §2): the order's customer after
 * the checkout, or an administrator with Payment edit (Verify, Re-Verify: a Flutterwave payment
 * AwaitingVerification or Failed). Each of the payment's checkouts by that provider still open (or
 * failed: the provider may have taken a later attempt) is asked about, newest first; a charge beyond
 * the one that paid is handed back. A payment Paid (or InconsistencyAmount) with nothing left to ask is
 * answered as it is; any other without such a checkout is a 409.
 */
export async function confirmCardPayment(
  deps: PaymentsDeps,
  input: { Id: string; gateway: CardGateway; caller: Principal; receipt: ReceiptContext },
): Promise<Payment> {
  const { payment, byCustomer } = await paymentFor(deps.db, {
    id: input.Id,
    caller: input.caller,
    administrators: true,
  });
  await checkoutReturned(deps.db, payment.id);
  const provider = providerOf(deps, input.gateway);
  // Asked even once the payment is Paid: a charge taken meanwhile (another tab, the wallet first) is
  // then found and handed back.
  const charges = await deps.db
    .select()
    .from(paymentReferences)
    .where(
      and(
        eq(paymentReferences.paymentId, payment.id),
        eq(paymentReferences.gateway, input.gateway),
        inArray(paymentReferences.outcome, [PaymentReferenceOutcome.Open, PaymentReferenceOutcome.Failed]),
      ),
    )
    .orderBy(desc(paymentReferences.id));
  if (!provider || charges.length === 0) {
    // Read again: a racing event may have settled the last open charge since the payment was read.
    const [now] = await deps.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment.id));
    const status = now?.status ?? payment.status;
    if (!SETTLED.includes(status)) {
      throw conflict(
        status === PaymentStatus.Cancelled
          ? paymentTexts.paymentIs('Cancelled')
          : paymentTexts.notByProvider(
              input.gateway === PaymentGateway.Paystack ? 'Paystack' : 'Flutterwave',
            ),
      );
    }
  } else {
    try {
      for (const charge of charges) {
        const verified = await provider.verifyPayment(charge.reference);
        // Every one: a second charge that went through (two tabs) is handed back at once.
        await settleCharge(deps.db, provider, {
          reference: charge,
          verified,
          receipt: input.receipt,
          cards: deps.cards,
          ...(byCustomer ? {} : { by: input.caller.userId }),
        });
      }
    } catch (error) {
      if (error instanceof GatewayError)
        throw new AppError(502, paymentTexts.providerUnavailable(provider.name));
      throw error;
    }
  }
  const answered = await findPayment(deps.db, payment.id);
  if (!answered) throw notFound(paymentTexts.noPayment(payment.id));
  return answered;
}
