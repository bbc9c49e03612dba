import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningProcess, serverEnv, startServerProcess } from '../../test/processes.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { FIRST_ADMIN, TEST_JWT_SECRET } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { OUTBOX_CHANNEL } from './outbox.service.ts';
import { BATCH_SIZE } from './outbox.worker.ts';

/**
 * Issue 15 §1 and §8: two server processes (src/main.ts) drain one outbox on one PostgreSQL database
 * into a real SMTP server on loopback; one is killed with SIGKILL midway. Every message arrives; a
 * message arrives twice only if it was in flight in the killed process (its claimed batch at most),
 * and then with the same Message-ID. A short lease (3 s) makes those due again quickly.
 */

const MESSAGES = 2000;
const serverDir = path.resolve(import.meta.dirname, '../../..');
const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe.skipIf(!onPostgres)('two server processes draining one outbox, one killed midway', () => {
  let database: TestDatabase;
  let smtp: SmtpTestServer;
  let workDir: string;
  const servers: RunningProcess[] = [];

  async function startServer(name: string) {
    const port = await freePort();
    const { process: child } = await startServerProcess(port, {
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: serverDir,
      logFile: path.join(workDir, `${name}.log`),
      env: {
        ...serverEnv({
          port,
          dataDir: path.join(workDir, name),
          databaseUrl: database.url,
          jwtSecret: TEST_JWT_SECRET,
          admin: FIRST_ADMIN,
          logLevel: 'warn',
        }),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Wayfare <no-reply@wayfare.ng>',
        OUTBOX_LEASE_SECONDS: '3',
        OUTBOX_POLL_MS: '500',
      },
    });
    servers.push(child);
    return child;
  }

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'wayfare-outbox-'));
    database = await createTestDatabase();
    smtp = await startSmtpTestServer({ parse: false });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all([smtp?.close(), database?.close()]);
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it(`delivers all of ${MESSAGES} messages, twice only those in flight in the killed process`, async () => {
    // One after the other: both migrate and seed at start, and the first does the work.
    const a = await startServer('a');
    const b = await startServer('b');

    // Queued in one transaction, as a burst of changes would: both processes are woken by its NOTIFY.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into outbox_messages (channel, recipient, subject, body, created_at, next_attempt_at)
        select 'Email', 'rider' || i || '@example.ng', 'Message ' || i, 'Body of message ' || i,
          now() + make_interval(secs => i / 1000.0), now()
        from generate_series(1, ${MESSAGES}) as i`);
      await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
    });

    await smtp.waitFor(MESSAGES / 4, 20_000);
    process.kill(a.pid!, 'SIGKILL');
    const atKill = smtp.received.length;

    const unsent = async () => {
      const result = await database.db.execute(
        sql`select count(*)::int as n from outbox_messages where status <> 'Sent'`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    await expect.poll(unsent, { timeout: 25_000, interval: 200 }).toBe(0);
    expect(a.output()).not.toMatch(/"level":(50|60)/);
    expect(b.output()).not.toMatch(/"level":(50|60)/);

    const ids = (
      (await database.db.execute(sql`select id from outbox_messages`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((row) => `<${row.id}@wayfare.ng>`);
    const received = smtp.received.map((mail) => mail.messageId);
    const distinct = new Set(received);
    // None lost: every queued message arrived, each with the Message-ID of its outbox row.
    expect(distinct.size).toBe(MESSAGES);
    expect([...distinct].sort()).toEqual(ids.sort());
    // Twice only for those the killed process had in flight: at most the batch it had claimed.
    const duplicates = received.length - distinct.size;
    expect(duplicates).toBeLessThanOrEqual(BATCH_SIZE);
    // The surviving process delivered the rest after the kill.
    expect(smtp.received.length - atKill).toBeGreaterThan(0);
    console.log(
      `outbox across processes: ${MESSAGES} delivered, ${atKill} before the kill, ${duplicates} twice`,
    );
  }, 60_000);
});
