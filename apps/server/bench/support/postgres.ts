import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startThrowAwayPostgres, type ThrowAwayPostgres } from '../../src/test/postgres-server.ts';

let server: Promise<ThrowAwayPostgres> | undefined;
let ready: ThrowAwayPostgres | undefined;

/** A new, empty database on the run's throw-away PostgreSQL server (started on first use). */
export async function createPostgresDatabase(): Promise<string> {
  server ??= startThrowAwayPostgres().then((started) => {
    ready = started;
    return started;
  });
  const { adminUrl } = await server;
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Stops the server and removes its files (synchronous, so it also works on the way out of a signal). */
export function stopPostgres() {
  const started = ready;
  server = undefined;
  ready = undefined;
  started?.stop();
}
