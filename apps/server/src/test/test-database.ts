import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPglite, connectPostgres, type DatabaseConnection } from '../db/client.ts';

import { TEMPLATE_DATABASE } from './postgres.global-setup.ts';

/** A test's database; on PostgreSQL, with its address, for a test that connects a second time. */
export type TestDatabase = DatabaseConnection & { url?: string };

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite loaded from the run's migrated
 * template (pglite.global-setup.ts), or (TEST_DATABASE=postgres) a new database on the test
 * PostgreSQL server, copied from the migrated template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]));
    return connectPglite(undefined, await pgliteTemplate);
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await connectPostgres(url.toString(), 5, () => {});
  return {
    ...connection,
    url: url.toString(),
    async close() {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pool.end() resolves before the server has seen every connection close: wait for them,
      // so dropping the database does not cut a connection that is still saying goodbye.
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await cleanup.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
