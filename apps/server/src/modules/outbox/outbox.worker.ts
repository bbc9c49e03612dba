import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Senders } from '../../adapters/messaging/message-sender.ts';
import type { Db } from '../../db/database.ts';
import { outboxEvents } from './outbox.service.ts';
import { outboxMessages } from './outbox.table.ts';

export const MAX_DELIVERY_ATTEMPTS = 5;
const BATCH_SIZE = 20;
const WAKE_FOLLOW_UPS_MS = [50, 250];
const retryDelaySeconds = (attempts: number) => 30 * 2 ** attempts;

export type { Senders };

/**
 * Sends the messages that are due. Rows are locked with SKIP LOCKED, so several server processes
 * can drain one outbox without sending a message twice. Returns how many were handled.
 */
export async function drainOutbox(db: Db, senders: Senders): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'Pending'), lte(outboxMessages.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxMessages.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    for (const message of due) {
      try {
        await senders[message.channel](message);
        await tx
          .update(outboxMessages)
          .set({
            status: 'Sent',
            sentAt: sql`now()`,
            attempts: message.attempts + 1,
            lastError: null,
            ...(message.bodyAfterSending ? { body: message.bodyAfterSending, bodyAfterSending: null } : {}),
          })
          .where(eq(outboxMessages.id, message.id));
      } catch (error) {
        const attempts = message.attempts + 1;
        await tx
          .update(outboxMessages)
          .set({
            attempts,
            lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
            status: attempts >= MAX_DELIVERY_ATTEMPTS ? 'Failed' : 'Pending',
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
          })
          .where(eq(outboxMessages.id, message.id));
      }
    }
    return due.length;
  });
}

/** Polls the outbox in the background; `wake` drains it now. `stop` waits for a drain under way. */
export function startOutboxWorker(options: {
  db: Db;
  senders: Senders;
  pollMs: number;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  // A wake during a drain may concern a message the drain's query did not see: drain once more.
  let wokenWhileRunning = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    if (timer) clearTimeout(timer);
    running = (async () => {
      try {
        do {
          wokenWhileRunning = false;
          while (!stopped && (await drainOutbox(options.db, options.senders)) === BATCH_SIZE) {}
        } while (wokenWhileRunning && !stopped);
      } catch (error) {
        options.log.error({ err: error }, 'outbox drain failed');
      } finally {
        running = undefined;
        if (!stopped) timer = setTimeout(run, options.pollMs);
      }
    })();
  };

  /**
   * A message is queued inside its cause's transaction, which commits after the wake: a drain that
   * runs first cannot see it yet. So a wake drains now and again a moment later (a drain that finds
   * nothing is one indexed query); the regular poll remains the safety net.
   */
  const followUps = new Set<NodeJS.Timeout>();
  const wake = () => {
    setImmediate(run);
    for (const delay of WAKE_FOLLOW_UPS_MS) {
      const followUp = setTimeout(() => {
        followUps.delete(followUp);
        run();
      }, delay);
      followUps.add(followUp);
    }
  };
  outboxEvents.on('queued', wake);

  timer = setTimeout(run, 0);
  return {
    wake,
    async stop() {
      stopped = true;
      outboxEvents.off('queued', wake);
      if (timer) clearTimeout(timer);
      for (const followUp of followUps) clearTimeout(followUp);
      await running;
    },
  };
}
