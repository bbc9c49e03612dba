/**
 * Issue 15 §9: 10 000 queued e-mails drained by the built server into a real SMTP server on loopback
 * (src/test/smtp-test-server.ts, messages kept raw, Message-IDs read from their header).
 *
 * - PGlite, one process: the data folder is migrated and the 10 000 messages queued in it before the
 *   server starts (a PGlite folder is open in one process only); timed from the first message that
 *   arrives to the last, and from the server's start.
 * - PostgreSQL, one process and two processes on one database: the servers start, then the messages
 *   are queued in one transaction whose NOTIFY wakes them; timed from its commit to the last message.
 * - Each case checks that none is lost (10 000 distinct Message-IDs arrive, every row is Sent) and
 *   none doubled (as many arrivals as distinct Message-IDs).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase } from '../src/db/client.ts';
import { serverEnv } from '../src/test/processes.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../src/test/smtp-test-server.ts';
import type { BenchContext } from './run.ts';
import { ensureBuilt } from './support/product.ts';

const MESSAGES = 10_000;
const TIMEOUT_MS = 10 * 60_000;
const mainJs = fileURLToPath(new URL('../dist/main.js', import.meta.url));

const QUEUE = `
  INSERT INTO outbox_messages (channel, recipient, subject, body, html, created_at, next_attempt_at)
  SELECT 'Email', 'rider' || i || '@example.ng', 'Your receipt ' || i,
    'Thank you for riding with Wayfare. Trip ' || i || ', 2 450 naira.',
    '<p>Thank you for riding with <b>Wayfare</b>. Trip ' || i || ', 2 450 naira.</p>',
    now() + make_interval(secs => i / 1000.0), now()
  FROM generate_series(1, ${MESSAGES}) AS i`;

async function startServers(
  ctx: BenchContext,
  count: number,
  env: { dataDir: (i: number) => string; databaseUrl?: string; smtp: SmtpTestServer },
) {
  const jwtSecret = randomBytes(36).toString('base64url');
  const started = [];
  // One after the other: the first migrates and seeds.
  for (let i = 0; i < count; i++) {
    const port = await ctx.freePort();
    const child = ctx.startProcess({
      command: process.execPath,
      args: [mainJs],
      name: `server-${port}`,
      env: {
        ...serverEnv({
          port,
          dataDir: env.dataDir(i),
          databaseUrl: env.databaseUrl,
          jwtSecret,
          admin: { email: 'bench-admin@example.ng', password: 'B3nch!Admin-password' },
          logLevel: 'warn',
        }),
        SMTP_URL: env.smtp.url,
        MAIL_FROM: 'Wayfare <no-reply@wayfare.ng>',
      },
    });
    await ctx.waitUntilHealthy(`http://127.0.0.1:${port}/api/ready`, child);
    started.push(child);
  }
  return started;
}

function verdict(smtp: SmtpTestServer, unsent: number) {
  const distinct = new Set(smtp.received.map((mail) => mail.messageId)).size;
  const twice = smtp.received.length - distinct;
  const ok = distinct === MESSAGES && twice === 0 && unsent === 0;
  return {
    ok,
    text: `${smtp.received.length} received, ${distinct} distinct Message-IDs, ${twice} twice, ${unsent} not Sent`,
  };
}

const rate = (count: number, ms: number) => Math.round((count / ms) * 1000);

async function pgliteCase(ctx: BenchContext) {
  const dataDir = path.join(ctx.workDir, 'pglite');
  const seeded = await connectDatabase({ dataDir });
  await seeded.migrate();
  await seeded.db.execute(sql.raw(QUEUE));
  await seeded.close();

  const smtp = await startSmtpTestServer({ parse: false });
  try {
    const startedAt = Date.now();
    const [server] = await startServers(ctx, 1, { dataDir: () => dataDir, smtp });
    await smtp.waitFor(MESSAGES, TIMEOUT_MS);
    const first = smtp.received[0]!.receivedAt;
    const last = smtp.received[MESSAGES - 1]!.receivedAt;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server!.stop();
    const check = await connectDatabase({ dataDir });
    const { rows } = (await check.db.execute(
      sql`SELECT count(*)::int AS n FROM outbox_messages WHERE status <> 'Sent'`,
    )) as unknown as { rows: { n: number }[] };
    await check.close();
    const result = verdict(smtp, rows[0]!.n);
    ctx.report({
      case: `${MESSAGES} e-mails into SMTP, 1 process`,
      database: 'pglite',
      value: `${rate(MESSAGES, last - first)} msg/s (first to last; ${rate(MESSAGES, last - startedAt)} from the start); ${result.text}`,
    });
    if (!result.ok) throw new Error(`pglite: ${result.text}`);
  } finally {
    await smtp.close();
  }
}

async function postgresCase(ctx: BenchContext, processes: number) {
  const databaseUrl = await ctx.createPostgresDatabase();
  const smtp = await startSmtpTestServer({ parse: false });
  try {
    await startServers(ctx, processes, {
      dataDir: (i) => path.join(ctx.workDir, `postgres-${processes}-${i}`),
      databaseUrl,
      smtp,
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(QUEUE);
      await client.query("SELECT pg_notify('outbox_queued', '')");
      await client.query('COMMIT');
      const committedAt = Date.now();
      await smtp.waitFor(MESSAGES, TIMEOUT_MS);
      const last = smtp.received[MESSAGES - 1]!.receivedAt;
      // Time for the marks of the last sends.
      let unsent = MESSAGES;
      for (let tries = 0; tries < 50 && unsent > 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const { rows } = await client.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM outbox_messages WHERE status <> 'Sent'",
        );
        unsent = rows[0]!.n;
      }
      const result = verdict(smtp, unsent);
      ctx.report({
        case: `${MESSAGES} e-mails into SMTP, ${processes} process${processes > 1 ? 'es' : ''}`,
        database: 'postgres',
        value: `${rate(MESSAGES, last - committedAt)} msg/s (queued to last); ${result.text}`,
      });
      if (!result.ok) throw new Error(`postgres, ${processes} processes: ${result.text}`);
    } finally {
      await client.end();
    }
  } finally {
    await smtp.close();
  }
}

export default async function outboxBench(ctx: BenchContext) {
  ensureBuilt(ctx.log);
  ctx.log('PGlite, one process');
  await pgliteCase(ctx);
  ctx.log('PostgreSQL, one process');
  await postgresCase(ctx, 1);
  ctx.log('PostgreSQL, two processes');
  await postgresCase(ctx, 2);
}
