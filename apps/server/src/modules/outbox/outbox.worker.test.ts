import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeliverableMessage, MessageSender } from '../../adapters/messaging/message-sender.ts';
import { connectPostgres, type Listen } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { enqueueMessage } from './outbox.service.ts';
import { outboxMessages } from './outbox.table.ts';
import { drainOutbox, MAX_DELIVERY_ATTEMPTS, type Senders, startOutboxWorker } from './outbox.worker.ts';

let connection: TestDatabase;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());
beforeEach(async () => {
  await connection.db.delete(outboxMessages);
});

const onPostgres = process.env.TEST_DATABASE === 'postgres';

function recordingSenders(delayMs = 0) {
  const delivered: DeliverableMessage[] = [];
  const send: MessageSender = async (message) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    delivered.push(message);
  };
  return { delivered, senders: { Email: send, SMS: send } satisfies Senders };
}

const queue = (count: number, channel: 'Email' | 'SMS' = 'Email') =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      enqueueMessage(connection.db, {
        channel,
        recipient: `person${i}@example.ng`,
        subject: 'Hello',
        body: `Body ${i}`,
      }),
    ),
  );

const row = async (id: string) =>
  (await connection.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

/** Makes a message due now, as if its retry delay had passed. */
const makeDue = (id: string) =>
  connection.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` }).where(eq(outboxMessages.id, id));

describe('drainOutbox', () => {
  it('sends each due message through the sender of its channel and marks it sent', async () => {
    const sms = await enqueueMessage(connection.db, {
      channel: 'SMS',
      recipient: '+2348031234567',
      body: 'Hi',
    });
    const email = await enqueueMessage(connection.db, {
      channel: 'Email',
      recipient: 'a@example.ng',
      subject: 'S',
      body: 'Hello',
    });
    const byChannel: Record<string, string[]> = { Email: [], SMS: [] };
    const senders: Senders = {
      Email: async (message) => void byChannel.Email!.push(message.recipient),
      SMS: async (message) => void byChannel.SMS!.push(message.recipient),
    };
    expect(await drainOutbox(connection.db, senders)).toBe(2);
    expect(byChannel).toEqual({ Email: ['a@example.ng'], SMS: ['+2348031234567'] });
    for (const id of [sms, email]) {
      expect(await row(id)).toMatchObject({
        status: 'Sent',
        attempts: 1,
        lastError: null,
        sentAt: expect.any(Date),
      });
    }
    expect(await drainOutbox(connection.db, senders)).toBe(0);
  });

  it('sends the code, but keeps only the redacted body once sent', async () => {
    const id = await enqueueMessage(connection.db, {
      channel: 'Email',
      recipient: 'code@example.ng',
      subject: 'Your code',
      body: 'Your code is 482913.',
      bodyAfterSending: 'Your code is ••••••.',
      html: '<p>Your code is 482913.</p>',
      htmlAfterSending: '<p>Your code is ••••••.</p>',
    });
    const { delivered, senders } = recordingSenders();
    await drainOutbox(connection.db, senders);
    expect(delivered.map((message) => [message.body, message.html])).toEqual([
      ['Your code is 482913.', '<p>Your code is 482913.</p>'],
    ]);
    expect(await row(id)).toMatchObject({
      body: 'Your code is ••••••.',
      bodyAfterSending: null,
      html: '<p>Your code is ••••••.</p>',
      htmlAfterSending: null,
      status: 'Sent',
    });
  });

  it(`retries a failing delivery later and later, and gives up after ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    const [id] = await queue(1);
    let calls = 0;
    const failing: MessageSender = async () => {
      calls += 1;
      throw new Error('SMTP 451: try again later');
    };
    const senders = { Email: failing, SMS: failing };
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await makeDue(id!);
      await drainOutbox(connection.db, senders);
      const [state] = await connection.db
        .select({
          status: outboxMessages.status,
          attempts: outboxMessages.attempts,
          lastError: outboxMessages.lastError,
          delay: sql<number>`extract(epoch from (${outboxMessages.nextAttemptAt} - now()))::float8`,
        })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, id!));
      expect(state).toMatchObject({ attempts: attempt, lastError: 'SMTP 451: try again later' });
      expect(state!.status).toBe(attempt < MAX_DELIVERY_ATTEMPTS ? 'Pending' : 'Failed');
      delays.push(state!.delay);
      // Not due yet: a drain now leaves it alone.
      expect(await drainOutbox(connection.db, senders)).toBe(0);
    }
    expect(calls).toBe(MAX_DELIVERY_ATTEMPTS);
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThan(delays[i - 1]!);
    expect(delays[0]!).toBeGreaterThanOrEqual(30);

    await makeDue(id!);
    expect(await drainOutbox(connection.db, senders)).toBe(0);
    expect(calls).toBe(MAX_DELIVERY_ATTEMPTS);
  });

  it('sends the other messages of a batch when one of them fails', async () => {
    const ids = await queue(3);
    const sent: string[] = [];
    const flaky: MessageSender = async (message) => {
      if (message.recipient === 'person1@example.ng') throw new Error('mailbox unavailable');
      sent.push(message.recipient);
    };
    await drainOutbox(connection.db, { Email: flaky, SMS: flaky });
    expect(sent.sort()).toEqual(['person0@example.ng', 'person2@example.ng']);
    const rows = await connection.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
    expect(rows.map((message) => message.status).sort()).toEqual(['Pending', 'Sent', 'Sent']);
  });

  it('sends each message once when several workers drain at the same moment', async () => {
    await queue(30);
    const { delivered, senders } = recordingSenders(5);
    const drains = Array.from({ length: 3 }, async () => {
      while ((await drainOutbox(connection.db, senders)) > 0) {}
    });
    await Promise.all(drains);
    const recipients = delivered.map((message) => message.recipient);
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
  });

  // PGlite has one connection, so a second transaction cannot hold a lock while a drain runs.
  it.runIf(onPostgres)('skips a message another worker has locked instead of waiting for it', async () => {
    const [locked, free] = await queue(2);
    const { delivered, senders } = recordingSenders();
    let drained = -1;
    await connection.db.transaction(async (tx) => {
      await tx.select().from(outboxMessages).where(eq(outboxMessages.id, locked!)).for('update');
      // Runs on another pooled connection while this transaction holds the lock.
      drained = await drainOutbox(connection.db, senders);
    });
    expect(drained).toBe(1);
    expect(delivered.map((message) => message.recipient)).toEqual(['person1@example.ng']);
    expect((await row(free!)).status).toBe('Sent');
    expect((await row(locked!)).status).toBe('Pending');
  });
});

describe('startOutboxWorker', () => {
  const quiet = pino({ enabled: false });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The connection's `listen`, counting the notifications it passes on. */
  function countingListen(listen: Listen = connection.listen) {
    const counted = { notifications: 0 };
    const wrapped: Listen = (channel, onNotify, onError) =>
      listen(
        channel,
        () => {
          counted.notifications += 1;
          onNotify();
        },
        onError,
      );
    return { counted, listen: wrapped };
  }

  it('sends a message as soon as it is queued, without a poll, and stops cleanly', async () => {
    const { delivered, senders } = recordingSenders();
    const worker = startOutboxWorker({
      db: connection.db,
      senders,
      pollMs: 60_000,
      log: quiet,
      listen: connection.listen,
    });
    await pause(100);
    await queue(1, 'SMS');
    await expect.poll(() => delivered.length, { timeout: 3000 }).toBe(1);
    await worker.stop();
  });

  it('sends a message queued in a transaction that commits late once it commits, without a poll', async () => {
    const { delivered, senders } = recordingSenders();
    const deliveredAt: number[] = [];
    const worker = startOutboxWorker({
      db: connection.db,
      senders: {
        ...senders,
        Email: async (message) => {
          deliveredAt.push(Date.now());
          await senders.Email(message);
        },
      },
      pollMs: 60_000,
      log: quiet,
      listen: connection.listen,
    });
    await pause(100);
    await connection.db.transaction(async (tx) => {
      await enqueueMessage(tx, { channel: 'Email', recipient: 'late@example.ng', body: 'Committed late' });
      // The rest of the change takes its time: the message is queued long before it can be seen.
      await pause(400);
    });
    const committedAt = Date.now();
    await expect
      .poll(() => delivered.map((message) => message.recipient), { timeout: 2000, interval: 10 })
      .toEqual(['late@example.ng']);
    // Sent once committed (not before), and promptly, where the poll would have taken a minute.
    expect(deliveredAt[0]! - committedAt).toBeGreaterThanOrEqual(-5);
    expect(deliveredAt[0]! - committedAt).toBeLessThan(1000);
    await worker.stop();
  });

  it('never sends a message queued in a transaction that rolls back, and is not woken for it', async () => {
    const { delivered, senders } = recordingSenders();
    const { counted, listen } = countingListen();
    const worker = startOutboxWorker({ db: connection.db, senders, pollMs: 60_000, log: quiet, listen });
    await pause(100);
    await expect(
      connection.db.transaction(async (tx) => {
        await enqueueMessage(tx, { channel: 'Email', recipient: 'never@example.ng', body: 'Rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await pause(300);
    expect(counted.notifications).toBe(0);
    expect(delivered).toEqual([]);
    expect(await connection.db.select().from(outboxMessages)).toEqual([]);
    // It still listens: the next message is sent, on its notification.
    await queue(1);
    await expect.poll(() => delivered.length, { timeout: 2000 }).toBe(1);
    expect(counted.notifications).toBe(1);
    await worker.stop();
  });

  // A PGlite database is open in one process only: there is no second app to wake.
  it.skipIf(!onPostgres)(
    'wakes the worker of a second app on the same database (PostgreSQL only: PGlite has one process)',
    async () => {
      const other = await connectPostgres(connection.url!, 2, () => {});
      const { delivered, senders } = recordingSenders();
      const worker = startOutboxWorker({
        db: other.db,
        senders,
        pollMs: 60_000,
        log: quiet,
        listen: other.listen,
      });
      try {
        await pause(100);
        // Queued through this app's connection, which runs no worker.
        await connection.db.transaction(async (tx) => {
          await enqueueMessage(tx, { channel: 'Email', recipient: 'other@example.ng', body: 'Elsewhere' });
          await pause(400);
        });
        await expect
          .poll(() => delivered.map((message) => message.recipient), { timeout: 1000, interval: 10 })
          .toEqual(['other@example.ng']);
      } finally {
        await worker.stop();
        await other.close();
      }
    },
  );

  it.skipIf(!onPostgres)(
    'listens again after its connection is cut, and drains for what it may have missed (PostgreSQL only)',
    async () => {
      const { delivered, senders } = recordingSenders();
      const { counted, listen } = countingListen();
      const errors: Error[] = [];
      const worker = startOutboxWorker({
        db: connection.db,
        senders,
        pollMs: 60_000,
        log: quiet,
        listen: (channel, onNotify) => listen(channel, onNotify, (error) => errors.push(error)),
      });
      await pause(100);
      const listeners = sql`select pid from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`;
      const cut = await connection.db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) as l`);
      expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      await expect.poll(() => errors.length, { timeout: 2000 }).toBeGreaterThan(0);
      // Queued while no connection listens: the drain that follows the reconnection sends it.
      await queue(1);
      await expect.poll(() => delivered.length, { timeout: 3000 }).toBe(1);
      // And it hears the next notification on the new connection.
      const before = counted.notifications;
      await queue(1);
      await expect.poll(() => delivered.length, { timeout: 2000 }).toBe(2);
      expect(counted.notifications).toBeGreaterThan(before);
      await worker.stop();
    },
  );

  it('delivers on a later poll a message whose first delivery failed', async () => {
    const { delivered, senders } = recordingSenders();
    let failNext = true;
    const worker = startOutboxWorker({
      db: connection.db,
      senders: {
        Email: async (message) => {
          if (failNext) {
            failNext = false;
            throw new Error('provider down');
          }
          await senders.Email(message);
        },
        SMS: senders.SMS,
      },
      pollMs: 50,
      log: pino({ enabled: false }),
    });
    const [id] = await queue(1);
    await expect.poll(async () => (await row(id!)).attempts, { timeout: 3000 }).toBe(1);
    await makeDue(id!);
    await expect.poll(() => delivered.length, { timeout: 3000 }).toBe(1);
    await worker.stop();
  });
});
