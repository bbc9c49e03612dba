import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type DeliveryReceipt,
  failureKindOf,
  type Senders,
} from '../../adapters/messaging/message-sender.ts';
import type { Listen } from '../../db/client.ts';
import type { Db } from '../../db/database.ts';
import { OUTBOX_CHANNEL } from './outbox.service.ts';
import { outboxMessages } from './outbox.table.ts';

export const MAX_DELIVERY_ATTEMPTS = 5;
/** The wait before the next attempt after a transient failure of attempt 1, 2, 3, 4; the 5th fails the message. */
export const RETRY_DELAYS_SECONDS = [30, 60, 120, 240] as const;
export const BATCH_SIZE = 20;
/** How long a claim holds a message: more than twice as long as any send may take (see `sendTimeoutMs`). */
export const DEFAULT_LEASE_MS = 2 * 60_000;
const DEFAULT_CONCURRENCY = 5;
/** A send that has not ended by then counts as a transient failure (the senders' own timeouts are shorter). */
const DEFAULT_SEND_TIMEOUT_MS = 45_000;

export type { Senders };

export type DrainOptions = {
  /** How long a claim lasts; a worker that dies mid-send leaves its messages due again once it runs out. */
  leaseMs?: number;
  batchSize?: number;
  /** Sends under way at once. */
  concurrency?: number;
  /**
   * When a send that has not ended counts as a transient failure: by default 45 s, or less than half
   * a short lease (no send starts later than halfway through the lease, so each ends in time).
   */
  sendTimeoutMs?: number;
};

type Claimed = typeof outboxMessages.$inferSelect;
type Outcome =
  | { sent: true; receipt?: DeliveryReceipt | undefined }
  | { sent: false; permanent: boolean; reason: string };

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'Delivery failed';

/**
 * Claims a batch of due messages in one short statement (its own transaction): Pending, due, not
 * claimed or whose claim ran out; rows another worker is claiming are skipped (SKIP LOCKED), not
 * waited for. Each gets `claimed_until = now() + lease` (to the millisecond, so the value read back
 * is exact and can guard the marks).
 */
async function claimBatch(db: Db, leaseMs: number, batchSize: number): Promise<Claimed[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, 'Pending'),
        lte(outboxMessages.nextAttemptAt, sql`now()`),
        or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({
      claimedUntil: sql`date_trunc('milliseconds', now() + make_interval(secs => ${leaseMs / 1000}))`,
    })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/**
 * Marks a claimed message with the outcome of its attempt, in one short update guarded by the claim:
 * if this worker's lease ran out and another worker claimed the message since, nothing is written.
 */
async function mark(db: Db, message: Claimed, outcome: Outcome) {
  const attempts = message.attempts + 1;
  const changes = outcome.sent
    ? {
        status: 'Sent' as const,
        sentAt: sql`now()`,
        attempts,
        lastError: null,
        claimedUntil: null,
        // The provider's id of this attempt (a resent message gets a new one): its reports name it.
        provider: outcome.receipt?.provider ?? null,
        providerMessageId: outcome.receipt?.providerMessageId ?? null,
        deliveredAt: null,
        // A one-time code is sent, never kept: the masked forms replace the body and HTML.
        ...(message.bodyAfterSending ? { body: message.bodyAfterSending, bodyAfterSending: null } : {}),
        ...(message.htmlAfterSending ? { html: message.htmlAfterSending, htmlAfterSending: null } : {}),
      }
    : outcome.permanent || attempts >= MAX_DELIVERY_ATTEMPTS
      ? { status: 'Failed' as const, attempts, lastError: outcome.reason, claimedUntil: null }
      : {
          attempts,
          lastError: outcome.reason,
          claimedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${RETRY_DELAYS_SECONDS[attempts - 1]!})`,
        };
  await db
    .update(outboxMessages)
    .set(changes)
    .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.claimedUntil, message.claimedUntil!)));
}

/** Gives a claimed message back unsent (its claim is cleared), when it is too late in the lease to start it. */
async function release(db: Db, message: Claimed) {
  await db
    .update(outboxMessages)
    .set({ claimedUntil: null })
    .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.claimedUntil, message.claimedUntil!)));
}

async function attempt(senders: Senders, message: Claimed, timeoutMs: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const receipt = await Promise.race([
      senders[message.channel]({
        id: message.id,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        html: message.html,
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`No answer from the provider within ${+(timeoutMs / 1000).toFixed(1)} s`)),
          timeoutMs,
        );
      }),
    ]);
    return { sent: true, receipt: receipt || undefined };
  } catch (error) {
    return { sent: false, permanent: failureKindOf(error) === 'permanent', reason: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends one batch of the messages that are due: claimed in a short transaction with a lease, sent
 * outside any transaction (a few at a time, so a slow mail server holds no lock and no connection),
 * each then marked in a short update of its own. Several workers, in one process or several, drain
 * one outbox without sending a message twice; a message whose worker died mid-send is due again
 * once the lease runs out (only then may it arrive twice, with the same Message-ID).
 * Returns how many messages were claimed.
 */
export async function drainOutbox(db: Db, senders: Senders, options: DrainOptions = {}): Promise<number> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  // No send starts after half the lease, and each ends or gives up within the other half (less a
  // margin for the clocks and the mark), so a live worker marks its messages before its lease ends.
  const sendTimeoutMs =
    options.sendTimeoutMs ?? Math.min(DEFAULT_SEND_TIMEOUT_MS, leaseMs / 2 - Math.min(5_000, leaseMs / 10));
  const claimed = await claimBatch(db, leaseMs, options.batchSize ?? BATCH_SIZE);
  const lastStart = Date.now() + leaseMs / 2;
  let next = 0;
  const lane = async () => {
    while (next < claimed.length) {
      const message = claimed[next++]!;
      if (Date.now() > lastStart) {
        await release(db, message);
        continue;
      }
      await mark(db, message, await attempt(senders, message, sendTimeoutMs));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY) }, lane));
  return claimed.length;
}

/**
 * Drains the outbox when a message is queued (notified by PostgreSQL once its transaction has
 * committed, whichever process queued it) and every `pollMs` in any case: the poll is the safety
 * net for a notification that never came (no `listen`, a lost connection) and the clock of retries.
 * `wake` drains it now. `stop` stops listening and waits for a drain under way, sends included.
 */
export function startOutboxWorker(options: {
  db: Db;
  senders: Senders;
  pollMs: number;
  log: FastifyBaseLogger;
  /** Subscribes to the database's notifications; without it, the worker only polls. */
  listen?: Listen;
  drain?: DrainOptions;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  // A wake during a drain may concern a message the drain's query did not see: drain once more.
  let wokenWhileRunning = false;
  const batchSize = options.drain?.batchSize ?? BATCH_SIZE;

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
          while (!stopped && (await drainOutbox(options.db, options.senders, options.drain)) === batchSize) {}
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
