import { and, eq } from 'drizzle-orm';
import type { SmsProviderName } from '../../adapters/messaging/message-sender.ts';
import type { Db } from '../../db/database.ts';
import { outboxMessages } from './outbox.table.ts';

/** What a provider's delivery report says of a message it took (issue 29 §2). */
export type DeliveryReport = {
  provider: SmsProviderName;
  providerMessageId: string;
  outcome: { delivered: true } | { delivered: false; reason: string };
};

/**
 * What became of a report: `delivered` or `failed` when it changed the message; `already` when the
 * message had been reported on (a replay, or a report after a resend took it back) and nothing changed;
 * `unknown` when no message has that id.
 */
export type DeliveryReportOutcome = 'delivered' | 'failed' | 'already' | 'unknown';

/**
 * Applies a delivery report to the message the provider's id names, its row locked: a Sent message
 * becomes delivered (delivered_at) or Failed with the provider's reason (shown on /admin/sms). Only the
 * first report of a sent message counts, so a replayed report, or one arriving after another, changes
 * nothing.
 */
export function applyDeliveryReport(db: Db, report: DeliveryReport): Promise<DeliveryReportOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: outboxMessages.id,
        status: outboxMessages.status,
        deliveredAt: outboxMessages.deliveredAt,
      })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.channel, 'SMS'),
          eq(outboxMessages.provider, report.provider),
          eq(outboxMessages.providerMessageId, report.providerMessageId),
        ),
      )
      .for('update');
    if (!row) return 'unknown';
    if (row.status !== 'Sent' || row.deliveredAt) return 'already';
    if (report.outcome.delivered) {
      await tx.update(outboxMessages).set({ deliveredAt: new Date() }).where(eq(outboxMessages.id, row.id));
      return 'delivered';
    }
    await tx
      .update(outboxMessages)
      .set({ status: 'Failed', lastError: report.outcome.reason.slice(0, 1000) })
      .where(eq(outboxMessages.id, row.id));
    return 'failed';
  });
}
