import { TransactionStatus, TransactionType } from '@wayfare/contracts';
import { and, eq, gte, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { ListedPayment, PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { walletTransactions } from './ledger.table.ts';
import type { ProviderCheck, ProviderDifference, ProviderDifferenceKind } from './provider-differences.ts';

/**
 * The daily reconciliation's provider side (issue 18 §3): the day's payments as the provider lists
 * them against the ledger's credits that name the provider's payment. Three kinds of difference: the
 * provider took a payment the ledger never credited; the ledger credited a payment the provider does
 * not list as taken; both agree on the payment but not on its amount (or its currency).
 */

/**
 * A payment started shortly before the day may be paid (and credited) on it: the provider is asked
 * about the day and this much before, so such a credit finds its payment.
 */
export const EARLIER_LOOK_MS = 24 * 60 * 60 * 1000;

/** Credits that moved money (Completed, or Refunded since) for a payment of this provider. */
const creditedThrough = (gateway: number) =>
  and(
    eq(walletTransactions.gateway, gateway),
    eq(walletTransactions.type, TransactionType.Credit),
    inArray(walletTransactions.status, [TransactionStatus.Completed, TransactionStatus.Refunded]),
    isNotNull(walletTransactions.providerReference),
    // A refund's own movement is not a provider's payment.
    isNull(walletTransactions.refundOf),
  );

type Credit = Pick<
  typeof walletTransactions.$inferSelect,
  'id' | 'reference' | 'providerReference' | 'amountKobo' | 'status'
>;

const creditColumns = {
  id: walletTransactions.id,
  reference: walletTransactions.reference,
  providerReference: walletTransactions.providerReference,
  amountKobo: walletTransactions.amountKobo,
  status: walletTransactions.status,
};

/** The ledger's rows for the listed payments, by our reference or the provider's id, whatever their day. */
async function rowsForPayments(db: Db, gateway: number, payments: ListedPayment[]) {
  if (payments.length === 0) return [];
  const references = payments.map((payment) => payment.reference).filter(Boolean);
  const ids = payments.map((payment) => payment.providerReference);
  return db
    .select(creditColumns)
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.gateway, gateway),
        eq(walletTransactions.type, TransactionType.Credit),
        or(
          references.length ? inArray(walletTransactions.reference, references) : undefined,
          inArray(walletTransactions.providerReference, ids),
        ),
      ),
    );
}

const wasCredited = (row: Credit) =>
  row.status === TransactionStatus.Completed || row.status === TransactionStatus.Refunded;

/**
 * Compares one provider's payments of [from, to) with the ledger. Throws what the adapter throws when
 * the provider cannot be asked (the caller records it and goes on).
 */
export async function reconcileProvider(
  db: Db,
  gateway: PaymentGateway,
  window: { from: Date; to: Date },
): Promise<{ check: ProviderCheck; differences: ProviderDifference[] }> {
  const listed = await gateway.listPayments({
    from: new Date(window.from.getTime() - EARLIER_LOOK_MS),
    to: window.to,
  });
  const ofTheDay = listed.filter((payment) => payment.createdAt >= window.from);
  const credits = await db
    .select(creditColumns)
    .from(walletTransactions)
    .where(
      and(
        creditedThrough(gateway.gateway),
        gte(walletTransactions.completedAt, window.from),
        lt(walletTransactions.completedAt, window.to),
      ),
    );
  const rows = await rowsForPayments(db, gateway.gateway, ofTheDay);
  const differences: ProviderDifference[] = [];
  const difference = (
    kind: ProviderDifferenceKind,
    payment: ListedPayment | undefined,
    row: Credit | undefined,
  ): ProviderDifference => ({
    gateway: gateway.name,
    kind,
    reference: row?.reference ?? payment?.reference ?? null,
    providerReference: payment?.providerReference ?? row?.providerReference ?? null,
    transactionId: row?.id ?? null,
    providerStatus: payment?.status ?? null,
    providerAmountKobo: payment?.amountKobo ?? null,
    providerCurrency: payment?.currency ?? null,
    ledgerAmountKobo: row && wasCredited(row) ? row.amountKobo : null,
  });

  // The provider's side: each payment of the day it took, credited once, for as much.
  for (const payment of ofTheDay.filter((candidate) => candidate.paid)) {
    const mine = rows.filter(
      (row) =>
        row.providerReference === payment.providerReference ||
        (payment.reference !== '' && row.reference === payment.reference),
    );
    const credited = mine.find(wasCredited);
    if (!credited) differences.push(difference('paid-not-credited', payment, mine[0]));
    else if (credited.amountKobo !== payment.amountKobo || payment.currency !== 'NGN') {
      differences.push(difference('amount-differs', payment, credited));
    }
  }

  // The ledger's side: each credit of the day through the provider, a payment it took. (Amounts of
  // the day's payments were compared above; a credit of an earlier day's payment is compared here.)
  const paidById = new Map(listed.map((payment) => [payment.providerReference, payment]));
  const paidByReference = new Map(listed.map((payment) => [payment.reference, payment]));
  const compared = new Set(ofTheDay.map((payment) => payment.providerReference));
  for (const credit of credits) {
    const payment =
      paidById.get(credit.providerReference!) ??
      (credit.reference ? paidByReference.get(credit.reference) : undefined);
    if (!payment?.paid) differences.push(difference('credited-not-paid', payment, credit));
    else if (
      !compared.has(payment.providerReference) &&
      (credit.amountKobo !== payment.amountKobo || payment.currency !== 'NGN')
    ) {
      differences.push(difference('amount-differs', payment, credit));
    }
  }

  return {
    check: {
      gateway: gateway.name,
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      paymentsListed: ofTheDay.length,
      creditsChecked: credits.length,
    },
    differences,
  };
}
