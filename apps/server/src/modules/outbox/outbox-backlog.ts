import { count, eq, min } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outboxMessages } from './outbox.table.ts';

/**
 * The messages waiting to be sent (Pending, retries included) and how long the oldest has waited, in
 * seconds (0 when none waits): what the metrics report at each scrape, so a stuck outbox shows.
 */
export async function outboxBacklog(db: Db, now: Date) {
  const [row] = await db
    .select({ depth: count(), oldest: min(outboxMessages.createdAt) })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'Pending'));
  const oldest = row?.oldest ? new Date(row.oldest) : undefined;
  return {
    depth: row?.depth ?? 0,
    oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}
