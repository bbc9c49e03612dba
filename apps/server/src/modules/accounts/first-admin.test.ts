import { isStrongPassword } from '@wayfare/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import type { DatabaseConnection } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { users } from './accounts.table.ts';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from './first-admin.service.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());
beforeEach(async () => {
  await connection.db.delete(users);
});

/** Runs the start-up step and keeps what it announced. */
async function firstStart(options: { email?: string; password?: string } = {}) {
  const announced: string[] = [];
  const email = await ensureFirstAdmin(connection.db, {
    ...options,
    announce: (text) => announced.push(text),
  });
  return { email, announced, rows: await connection.db.select().from(users) };
}

describe('ensureFirstAdmin', () => {
  it('creates one administrator with every right from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const { email, announced, rows } = await firstStart({
      email: 'Owner@Wayfare.NG',
      password: 'Own3r!Secret',
    });
    expect(email).toBe('owner@wayfare.ng');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      emailAddress: 'owner@wayfare.ng',
      isAdmin: true,
      allowAllEndpoints: true,
      isActive: true,
      requireNewPassword: false,
    });
    expect(await verifyPassword(rows[0]!.passwordHash!, 'Own3r!Secret')).toBe(true);
    expect(announced).toHaveLength(1);
    expect(announced[0]).not.toContain('Own3r!Secret');
  });

  it('without them, creates admin@example.com with a random password announced once, to be replaced', async () => {
    const { email, announced, rows } = await firstStart();
    expect(email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      emailAddress: DEFAULT_ADMIN_EMAIL,
      allowAllEndpoints: true,
      requireNewPassword: true,
    });
    expect(announced).toHaveLength(1);
    const password = announced[0]!.match(/with the password (\S+)/)?.[1] ?? '';
    expect(isStrongPassword(password)).toBe(true);
    expect(await verifyPassword(rows[0]!.passwordHash!, password)).toBe(true);

    await connection.db.delete(users);
    const again = await firstStart();
    expect(again.announced[0]!.match(/with the password (\S+)/)?.[1]).not.toBe(password);
  });

  it('does nothing, and announces nothing, once the users table has anyone in it', async () => {
    await firstStart();
    const second = await firstStart({ email: 'other@wayfare.ng', password: 'Oth3r!Secret' });
    expect(second.email).toBeUndefined();
    expect(second.announced).toEqual([]);
    expect(second.rows.map((row) => row.emailAddress)).toEqual([DEFAULT_ADMIN_EMAIL]);

    await connection.db.delete(users);
    await connection.db
      .insert(users)
      .values({ emailAddress: 'rider@example.ng', surname: 'A', firstname: 'B' });
    expect((await firstStart()).rows.map((row) => row.emailAddress)).toEqual(['rider@example.ng']);
  });

  it('creates only one administrator when two processes start together', async () => {
    const [a, b] = await Promise.all([firstStart(), firstStart()]);
    const rows = await connection.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect([a.email, b.email].filter(Boolean)).toHaveLength(1);
  });
});
