import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Endpoint } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';

/** A migration's statements, as drizzle's migrator splits them. */
async function statementsOf(file: string) {
  const text = await readFile(join(migrationsFolder, file), 'utf8');
  return text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== '');
}

async function migrate(db: PGlite, files: string[]) {
  for (const file of files) for (const statement of await statementsOf(file)) await db.exec(statement);
}

// Fresh databases are what the other tests run on; this one is an installation that already has people
// and roles, upgraded once (each migration run is several seconds on PGlite) and looked at by each test.
describe('upgrading a database that has accounts', () => {
  let db: PGlite;

  beforeAll(async () => {
    const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).sort();
    const accounts = files.findIndex((file) => file.startsWith('0004_'));
    const areaRights = files.findIndex((file) => file.endsWith('_admin_area_rights.sql'));
    expect(areaRights).toBeGreaterThan(accounts);
    expect(files.findIndex((file) => file.endsWith('_ride_money_settings.sql'))).toBeGreaterThan(areaRights);
    db = new PGlite({ extensions: { pg_trgm } });
    await migrate(db, files.slice(0, accounts));
    await db.exec(`INSERT INTO users (email_address, surname, firstname)
      SELECT 'person' || n || '@example.ng', 'Surname', 'Firstname' FROM generate_series(1, 50) AS n`);
    await migrate(db, files.slice(accounts, areaRights));
    await db.exec(`INSERT INTO admin_roles (id, name) VALUES (1, 'Ride viewers'), (2, 'Editors');
      INSERT INTO admin_role_endpoints (role_id, endpoint, can_view, can_edit)
        VALUES (1, ${Endpoint.Ride}, true, false), (2, ${Endpoint.MessageTemplate}, true, true)`);
    // A ride setting an administrator changed before issue 30's money settings.
    await db.exec(`INSERT INTO ride_settings (id, high_traffic_unit_kobo, unit_kobo,
        min_amount_for_shared_ride_kobo, shared_discount_basis_points) VALUES (1, 45000, 25000, 150000, 1250)`);
    await migrate(db, files.slice(areaRights));
  }, 120_000);
  afterAll(() => db.close());

  it('gives every existing account its own referral code, and later ones too', async () => {
    await db.exec(
      `INSERT INTO users (email_address, surname, firstname) VALUES ('new@example.ng', 'New', 'Person')`,
    );
    const { rows } = await db.query<{ code: string }>('SELECT referral_code AS code FROM users');
    expect(rows).toHaveLength(51);
    expect(rows.every((row) => /^[A-Z2-9]{8}$/.test(row.code))).toBe(true);
    expect(new Set(rows.map((row) => row.code)).size).toBe(51);
  });

  it('gives the roles it finds view on the admin areas that had no endpoint, and nothing more', async () => {
    await db.exec(`INSERT INTO admin_roles (id, name) VALUES (3, 'Made after the upgrade')`);
    const { rows } = await db.query<{ role: number; endpoint: number; rights: string }>(
      `SELECT role_id AS role, endpoint, concat_ws(',', CASE WHEN can_view THEN 'view' END,
          CASE WHEN can_create THEN 'create' END, CASE WHEN can_edit THEN 'edit' END,
          CASE WHEN can_delete THEN 'delete' END) AS rights
        FROM admin_role_endpoints ORDER BY role_id, endpoint`,
    );
    const viewOnTheAreas = (role: number) =>
      [Endpoint.Blog, Endpoint.Category, Endpoint.Location, Endpoint.ReferralAward, Endpoint.Event].map(
        (endpoint) => ({ role, endpoint, rights: 'view' }),
      );
    // What each role held stays; Files & Folders, and every change in the new areas, wait for a grant.
    expect(rows).toEqual([
      { role: 1, endpoint: Endpoint.Ride, rights: 'view' },
      ...viewOnTheAreas(1),
      { role: 2, endpoint: Endpoint.MessageTemplate, rights: 'view,edit' },
      ...viewOnTheAreas(2),
    ]);
  });

  it('keeps the ride setting it finds and gives it the first money settings (issue 30)', async () => {
    const { rows } = await db.query(
      `SELECT high_traffic_unit_kobo, unit_kobo, min_amount_for_shared_ride_kobo, shared_discount_basis_points,
          cancellation_fee_kobo, cancellation_grace_minutes, hold_margin_basis_points,
          platform_commission_basis_points, tip_max_kobo FROM ride_settings`,
    );
    expect(rows).toEqual([
      {
        high_traffic_unit_kobo: 45_000,
        unit_kobo: 25_000,
        min_amount_for_shared_ride_kobo: 150_000,
        shared_discount_basis_points: 1_250,
        cancellation_fee_kobo: 50_000,
        cancellation_grace_minutes: 5,
        hold_margin_basis_points: 2_000,
        platform_commission_basis_points: 0,
        tip_max_kobo: 1_000_000,
      },
    ]);
  });
});
