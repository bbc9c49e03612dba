import { airtimeTexts } from '@wayfare/contracts';
import { and, asc, eq, lt } from 'drizzle-orm';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { AirtimeOutcome, airtimeTransactions } from './airtime.table.ts';
import type { Bills } from './airtime-catalogue.service.ts';
import { settlePurchase } from './airtime-purchase.service.ts';

/** The settling job looks every minute. */
export const SETTLE_AIRTIME_EVERY_MS = 60_000;
/** A purchase is asked about once it is this old (its own answer has had its chance). */
export const SETTLE_AFTER_MS = 30_000;
/** A purchase the provider still has no record of after this never reached it: it failed. */
export const NO_RECORD_FAILS_AFTER_MS = 10 * 60_000;
const BATCH = 100;

/**
 * Issue 18 §4: pending airtime and data purchases are settled by asking the provider again
 * (`GET /bills/{reference}`); a failed one is refunded by `settlePurchase`, once.
 */
export const settleAirtimeJob = (bills: Bills | undefined): JobDefinition => ({
  everyMs: SETTLE_AIRTIME_EVERY_MS,
  async run({ db, now }) {
    if (!bills) return { settled: 0 };
    const pending = await db
      .select({
        id: airtimeTransactions.id,
        reference: airtimeTransactions.reference,
        providerReference: airtimeTransactions.providerReference,
        createdAt: airtimeTransactions.createdAt,
      })
      .from(airtimeTransactions)
      .where(
        and(
          eq(airtimeTransactions.outcome, AirtimeOutcome.Pending),
          lt(airtimeTransactions.createdAt, new Date(now.getTime() - SETTLE_AFTER_MS)),
        ),
      )
      .orderBy(asc(airtimeTransactions.createdAt))
      .limit(BATCH);
    let settled = 0;
    for (const purchase of pending) {
      try {
        // Flutterwave's tx_ref once its reply gave it; else ours, the one it was sent.
        const status = await bills.provider.billStatus(purchase.providerReference ?? purchase.reference);
        if (status) {
          const row = await settlePurchase(db, purchase.id, status);
          if (row.outcome !== AirtimeOutcome.Pending) settled++;
        } else if (purchase.createdAt.getTime() < now.getTime() - NO_RECORD_FAILS_AFTER_MS) {
          await settlePurchase(db, purchase.id, {
            reference: purchase.reference,
            outcome: 'failed',
            status: 'failed',
            providerReference: null,
            message: airtimeTexts.providerNoRecord,
          });
          settled++;
        }
      } catch (error) {
        // The provider unreachable: the next run asks again; the other purchases still go.
        if (!(error instanceof GatewayError)) throw error;
      }
    }
    return { settled };
  },
});
