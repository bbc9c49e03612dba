import { and, eq } from 'drizzle-orm';
import { GatewayError, type PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { walletTransactions } from './ledger.table.ts';
import { markSendRefusedOrUnknown, type Row } from './withdrawal-send-refusals.ts';

/**
 * A held withdrawal sent again through the provider's own retry of its failed attempt (Flutterwave's
 * `POST /transfers/:id/retries`): the new attempt's id and reference become the withdrawal's, so its
 * `transfer.completed` event and the lookup by id find it. A refusal marks it Failed (money still on
 * hold, CanRetry) as a refused send does; with no failed attempt kept, the next retry sends anew.
 */
export async function retryHeldTransfer(db: Db, gateway: PaymentGateway, row: Row, failedAttempt: string) {
  try {
    const attempt = await gateway.retryTransfer!({ providerReference: failedAttempt });
    await db
      .update(walletTransactions)
      .set({ reference: attempt.reference, providerReference: attempt.providerReference })
      .where(and(eq(walletTransactions.id, row.id), eq(walletTransactions.reference, row.reference!)));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await markSendRefusedOrUnknown(db, row, error);
  }
}
