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
import type { Database } from './database.ts';
import * as schema from './schema.ts';

export type DatabaseConnection = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
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
    close: () => pool.end(),
  };
}

/** The embedded default: PostgreSQL compiled to WASM, in this process, persisted in a folder (or memory). */
export async function connectPglite(dataDir?: string): Promise<DatabaseConnection> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes behind keyword search (locations migration).
  const client = await PGlite.create({
    ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

export function connectDatabase(options: { databaseUrl?: string; dataDir: string }) {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl)
    : connectPglite(path.join(options.dataDir, 'pgdata'));
}
