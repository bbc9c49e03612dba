import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type DeliverableMessage,
  DeliveryError,
  type MessageSender,
} from '../../adapters/messaging/message-sender.ts';
import { connectPostgres, type Listen } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { enqueueMessage } from './outbox.service.ts';
import { outboxMessages } from './outbox.table.ts';
import {
  drainOutbox,
  MAX_DELIVERY_ATTEMPTS,
  RETRY_DELAYS_SECONDS,
  type Senders,
  startOutboxWorker,
} from './outbox.worker.ts';

let connection: TestDatabase;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());
beforeEach(async () => {
  await connection.db.delete(outboxMessages);
});

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it(`retries a transient failure after 30 s, 1, 2 and 4 minutes, and fails it after ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    const [id] = await queue(1);
    let calls = 0;
    const failing: MessageSender = async () => {
      calls += 1;
      throw new DeliveryError('transient', '451 4.2.1 Try again later');
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
          claimedUntil: outboxMessages.claimedUntil,
          delay: sql<number>`extract(epoch from (${outboxMessages.nextAttemptAt} - now()))::float8`,
        })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, id!));
      expect(state).toMatchObject({
        attempts: attempt,
        lastError: '451 4.2.1 Try again later',
        claimedUntil: null,
      });
      expect(state!.status).toBe(attempt < MAX_DELIVERY_ATTEMPTS ? 'Pending' : 'Failed');
      if (attempt < MAX_DELIVERY_ATTEMPTS) delays.push(state!.delay);
      // Not due yet: a drain now leaves it alone.
      expect(await drainOutbox(connection.db, senders)).toBe(0);
    }
    expect(calls).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(RETRY_DELAYS_SECONDS).toEqual([30, 60, 120, 240]);
    delays.forEach((delay, i) => {
      expect(delay).toBeGreaterThan(RETRY_DELAYS_SECONDS[i]! - 5);
      expect(delay).toBeLessThanOrEqual(RETRY_DELAYS_SECONDS[i]!);
    });

    await makeDue(id!);
    expect(await drainOutbox(connection.db, senders)).toBe(0);
    expect(calls).toBe(MAX_DELIVERY_ATTEMPTS);
  });

  it('fails a message at once on a permanent failure, with its reason', async () => {
    const [id] = await queue(1);
    let calls = 0;
    const refusing: MessageSender = async () => {
      calls += 1;
      throw new DeliveryError('permanent', '550 5.1.1 Mailbox does not exist');
    };
    await drainOutbox(connection.db, { Email: refusing, SMS: refusing });
    expect(await row(id!)).toMatchObject({
      status: 'Failed',
      attempts: 1,
      lastError: '550 5.1.1 Mailbox does not exist',
      claimedUntil: null,
      sentAt: null,
    });
    await makeDue(id!);
    expect(await drainOutbox(connection.db, { Email: refusing, SMS: refusing })).toBe(0);
    expect(calls).toBe(1);
  });

  it('counts an error that is not a DeliveryError as transient', async () => {
    const [id] = await queue(1);
    const broken: MessageSender = async () => {
      throw new Error('socket hang up');
    };
    await drainOutbox(connection.db, { Email: broken, SMS: broken });
    expect(await row(id!)).toMatchObject({ status: 'Pending', attempts: 1, lastError: 'socket hang up' });
  });

  it('gives a send that does not end in time up as a transient failure', async () => {
    const [id] = await queue(1);
    const silent: MessageSender = () => new Promise(() => {});
    await drainOutbox(connection.db, { Email: silent, SMS: silent }, { leaseMs: 10_000, sendTimeoutMs: 100 });
    expect(await row(id!)).toMatchObject({
      status: 'Pending',
      attempts: 1,
      lastError: 'No answer from the provider within 0.1 s',
    });
  });

  it('hands the sender the outbox id, the same on every attempt', async () => {
    const [id] = await queue(1);
    const ids: string[] = [];
    let fail = true;
    const sender: MessageSender = async (message) => {
      ids.push(message.id);
      if (fail) {
        fail = false;
        throw new DeliveryError('transient', '421 4.3.2 Busy');
      }
    };
    await drainOutbox(connection.db, { Email: sender, SMS: sender });
    await makeDue(id!);
    await drainOutbox(connection.db, { Email: sender, SMS: sender });
    expect(ids).toEqual([id, id]);
    expect((await row(id!)).status).toBe('Sent');
  });

  it('sends the other messages of a batch when one of them fails', async () => {
    const ids = await queue(3);
    const sent: string[] = [];
    const flaky: MessageSender = async (message) => {
      if (message.recipient === 'person1@example.ng') throw new DeliveryError('transient', '451 busy');
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

describe('the lease of a claimed message', () => {
  const claim = (id: string, until: ReturnType<typeof sql>) =>
    connection.db.update(outboxMessages).set({ claimedUntil: until }).where(eq(outboxMessages.id, id));

  it('leaves a message another worker holds a live claim on, and sends one whose claim ran out', async () => {
    const [held, runOut] = await queue(2);
    // Two workers that died mid-send: one a moment ago (its lease runs on), one long ago.
    await claim(held!, sql`now() + interval '1 minute'`);
    await claim(runOut!, sql`now() - interval '1 second'`);
    const { delivered, senders } = recordingSenders();
    expect(await drainOutbox(connection.db, senders)).toBe(1);
    expect(delivered.map((message) => message.id)).toEqual([runOut]);
    expect(await row(runOut!)).toMatchObject({ status: 'Sent', claimedUntil: null });
    expect(await row(held!)).toMatchObject({ status: 'Pending', attempts: 0 });
  });

  it('makes a message due again when the worker sending it stops before marking it (killed mid-send)', async () => {
    const [id] = await queue(1);
    // This worker does not finish its send while the test runs: as good as killed. It gives up at the end,
    // so it does not outlive the test's database (the files of a worker share the process).
    let giveUp!: () => void;
    const hung: MessageSender = () => new Promise((_, reject) => (giveUp = () => reject(new Error('gone'))));
    const killed = drainOutbox(
      connection.db,
      { Email: hung, SMS: hung },
      { leaseMs: 2000, sendTimeoutMs: 60_000 },
    );
    await expect.poll(async () => (await row(id!)).claimedUntil, { timeout: 2000 }).not.toBeNull();
    const { delivered, senders } = recordingSenders();
    // Claimed: another worker leaves it alone while the lease runs.
    expect(await drainOutbox(connection.db, senders)).toBe(0);
    await pause(2100);
    expect(await drainOutbox(connection.db, senders)).toBe(1);
    expect(delivered.map((message) => message.id)).toEqual([id]);
    expect(await row(id!)).toMatchObject({ status: 'Sent', attempts: 1, claimedUntil: null });
    giveUp();
    await killed;
    expect(await row(id!), 'the late outcome is not written over the sent one').toMatchObject({
      status: 'Sent',
      attempts: 1,
    });
  });

  it('does not let a worker whose lease ran out overwrite the outcome of the worker that claimed it since', async () => {
    const [id] = await queue(1);
    let finishLateSend!: () => void;
    const late: MessageSender = () =>
      new Promise<void>((_, reject) => {
        finishLateSend = () => reject(new DeliveryError('permanent', '550 too late'));
      });
    const first = drainOutbox(connection.db, { Email: late, SMS: late });
    await expect.poll(() => finishLateSend, { timeout: 2000 }).toBeDefined();
    // Meanwhile its lease ran out and another worker claimed the message and sent it.
    await claim(id!, sql`now() - interval '1 second'`);
    const { senders } = recordingSenders();
    expect(await drainOutbox(connection.db, senders)).toBe(1);
    finishLateSend();
    await first;
    expect(await row(id!)).toMatchObject({ status: 'Sent', attempts: 1, lastError: null });
  });
});

describe('startOutboxWorker', () => {
  const quiet = pino({ enabled: false });

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
            throw new DeliveryError('transient', 'provider down');
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
