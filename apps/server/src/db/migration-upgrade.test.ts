import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';

/** A migration's statements, as drizzle's migrator splits them. */
async function statementsOf(file: string) {
  const text = await readFile(join(migrationsFolder, file), 'utf8');
  return text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== '');
}

async function migrate(db: PGlite, files: string[]) {
  for (const file of files) for (const statement of await statementsOf(file)) await db.exec(statement);
}

// Fresh databases are what the other tests run on; this one is an installation that already has people.
describe('upgrading a database that has accounts', () => {
  it('gives every existing account its own referral code, and later ones too', async () => {
    const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).sort();
    const accounts = files.findIndex((file) => file.startsWith('0004_'));
    const db = new PGlite({ extensions: { pg_trgm } });
    await migrate(db, files.slice(0, accounts));
    await db.exec(`INSERT INTO users (email_address, surname, firstname)
      SELECT 'person' || n || '@example.ng', 'Surname', 'Firstname' FROM generate_series(1, 50) AS n`);

    await migrate(db, files.slice(accounts));
    await db.exec(
      `INSERT INTO users (email_address, surname, firstname) VALUES ('new@example.ng', 'New', 'Person')`,
    );
    const { rows } = await db.query<{ code: string }>('SELECT referral_code AS code FROM users');
    expect(rows).toHaveLength(51);
    expect(rows.every((row) => /^[A-Z2-9]{8}$/.test(row.code))).toBe(true);
    expect(new Set(rows.map((row) => row.code)).size).toBe(51);
    await db.close();
  });
});
