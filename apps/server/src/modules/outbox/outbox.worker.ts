import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Senders } from '../../adapters/messaging/message-sender.ts';
import type { Listen } from '../../db/client.ts';
import type { Db } from '../../db/database.ts';
import { OUTBOX_CHANNEL } from './outbox.service.ts';
import { outboxMessages } from './outbox.table.ts';

export const MAX_DELIVERY_ATTEMPTS = 5;
const BATCH_SIZE = 20;
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
            ...(message.htmlAfterSending ? { html: message.htmlAfterSending, htmlAfterSending: null } : {}),
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

/**
 * Drains the outbox when a message is queued (notified by PostgreSQL once its transaction has
 * committed, whichever process queued it) and every `pollMs` in any case: the poll is the safety
 * net for a notification that never came (no `listen`, a lost connection) and the clock of retries.
 * `wake` drains it now. `stop` stops listening and waits for a drain under way.
 */
export function startOutboxWorker(options: {
  db: Db;
  senders: Senders;
  pollMs: number;
  log: FastifyBaseLogger;
  /** Subscribes to the database's notifications; without it, the worker only polls. */
  listen?: Listen;
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

  // A burst of notifications in one turn of the event loop is one wake.
  let wakeScheduled = false;
  const wake = () => {
    if (wakeScheduled || stopped) return;
    wakeScheduled = true;
    setImmediate(() => {
      wakeScheduled = false;
      run();
    });
  };

  const unlisten = options
    .listen?.(OUTBOX_CHANNEL, wake, (error) =>
      options.log.warn({ err: error }, 'outbox notifications lost; polling until listening again'),
    )
    .then(
      (stop) => {
        // A message committed before the LISTEN took effect sent no notification this worker heard.
        wake();
        return stop;
      },
      (error) => {
        options.log.error({ err: error }, 'outbox cannot listen for notifications; polling only');
        return undefined;
      },
    );

  timer = setTimeout(run, 0);
  return {
    wake,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const stopListening = await unlisten;
      await stopListening?.().catch((error) =>
        options.log.warn({ err: error }, 'outbox could not stop listening'),
      );
      await running;
    },
  };
}
