import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database } from './database.ts';
import * as schema from './schema.ts';

/**
 * Subscribes to a PostgreSQL notification channel (LISTEN): `onNotify` runs for each NOTIFY on it,
 * with its payload, which PostgreSQL delivers once the notifying transaction commits (never if it
 * rolls back), to every listening connection of every process. It may also run with no NOTIFY behind
 * it and no payload (after the connection was restored: a notification sent meanwhile is lost).
 * `onError` hears of a lost connection. Resolves, once listening, with the function that stops it.
 */
export type Listen = (
  channel: string,
  onNotify: (payload?: string) => void,
  onError?: (error: Error) => void,
) => Promise<() => Promise<void>>;

/** What a PostgreSQL pool says of its connections (node-postgres's counts), for the metrics. */
export type DatabasePoolStats = { max: number; total: number; idle: number; waiting: number };

export type DatabaseConnection = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool's counts now (PGlite is one connection in this process, no pool). */
  poolStats?: () => DatabasePoolStats;
  migrate: () => Promise<void>;
  listen: Listen;
  close: () => Promise<void>;
};

/** The SQL migrations live beside this module in source, and beside main.js in the build. */
export const migrationsFolder =
  process.env.MIGRATIONS_DIR ?? fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works: it only has to be the same in every process that migrates.
const MIGRATION_LOCK_ID = 727_001;

export async function connectPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) => console.error('database connection lost:', error.message),
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection can be cut (a database restart, a failover): without a listener, Node would
  // end the process on that error. The pool replaces the connection at the next query.
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async migrate() {
      // Several server processes may start together: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onNotify, onError) => listenPostgres(url, channel, onNotify, onError),
    close: () => pool.end(),
  };
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN on a dedicated connection of its own (a pooled one would be handed to other queries and
 * released). If it fails or ends, it is reported and opened again, after a delay that doubles up to
 * 30 s; once listening again, `onNotify` runs, as a notification sent meanwhile was lost.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload?: string) => void,
  onError: (error: Error) => void = (error) => console.error('listening connection lost:', error.message),
): Promise<() => Promise<void>> {
  let stopped = false;
  /** Closes the connection that is listening now, if one is. */
  let closeCurrent: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;

  const open = async (again: boolean) => {
    const client = new pg.Client({ connectionString: url });
    // Set once the connection is lost or closed on purpose: whatever it emits after is not news.
    let gone = false;
    const close = () => {
      gone = true;
      if (closeCurrent === close) closeCurrent = undefined;
      return client.end().catch(() => {});
    };
    const lose = (error: Error) => {
      if (gone) return;
      void close();
      if (stopped) return;
      onError(error);
      retry = setTimeout(() => {
        retry = undefined;
        void open(true);
      }, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (gone) return;
    if (stopped) {
      await close();
      return;
    }
    closeCurrent = close;
    delay = RECONNECT_FIRST_MS;
    if (again) onNotify();
  };

  // A first failure is retried like a later one: the caller has its poll meanwhile.
  await open(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await closeCurrent?.();
  };
}

/**
 * The embedded default: PostgreSQL compiled to WASM, in this process, persisted in a folder (or memory).
 * `loadDataDir`: start from a dumped data folder (`PGlite.dumpDataDir`), as the tests start from a
 * migrated template.
 */
export async function connectPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseConnection> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes behind keyword search (locations migration).
  const client = await PGlite.create({
    ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    // One connection, in this process: its notifications come with the results of its queries.
    listen: (channel, onNotify) => client.listen(channel, (payload) => onNotify(payload)),
    close: () => client.close(),
  };
}

/**
 * The configured database: PostgreSQL at `databaseUrl` (a pool of `poolSize` connections), else PGlite
 * in `dataDir`, held by this process alone (data-dir-lock.ts) until the connection is closed: a second
 * process on that folder would acknowledge writes the first one's database never sees.
 */
export async function connectDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseConnection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolSize);
  const lock = await lockDataDir(options.dataDir);
  try {
    const connection = await connectPglite(path.join(options.dataDir, 'pgdata'));
    return {
      ...connection,
      async close() {
        try {
          await connection.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
