import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';

async function migrate(db: PGlite, files: string[]) {
  for (const file of files) {
    const text = await readFile(join(migrationsFolder, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim() !== '') await db.exec(statement);
    }
  }
}

describe('the wallet migrations on a database that has accounts', () => {
  it('give every existing account a wallet, and each later one too, each number its own', async () => {
    const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).sort();
    const wallet = files.findIndex((file) => file.endsWith('_wallet_ledger.sql'));
    const db = new PGlite({ extensions: { pg_trgm } });
    await migrate(db, files.slice(0, wallet));
    await db.exec(`INSERT INTO users (email_address, surname, firstname)
      SELECT 'person' || n || '@example.ng', 'Surname', 'Firstname' FROM generate_series(1, 200) AS n`);
    await migrate(db, files.slice(wallet));
    await db.exec(
      `INSERT INTO users (email_address, surname, firstname) VALUES ('new@example.ng', 'New', 'Person')`,
    );
    const { rows } = await db.query<{ wallets: number; numbers: number; accounts: number; bad: number }>(
      `SELECT count(*)::int AS wallets, count(DISTINCT wallett_id_number)::int AS numbers,
        (SELECT count(*)::int FROM ledger_accounts) AS accounts,
        count(*) FILTER (WHERE wallett_id_number !~ '^[1-9][0-9]{9}$')::int AS bad FROM wallets`,
    );
    expect(rows[0]).toEqual({ wallets: 201, numbers: 201, accounts: 402, bad: 0 });
    await db.close();
  });
});
