import { count } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from './accounts.table.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/**
 * On an empty database, creates the first administrator with every right. Without a configured
 * password, a random one is printed once and must be replaced at the first sign-in.
 */
export async function ensureFirstAdmin(
  db: Db,
  options: { email?: string | undefined; password?: string | undefined; announce: (text: string) => void },
) {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return undefined;
  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = options.password ?? generatePassword();
  try {
    await db.insert(users).values({
      emailAddress: email,
      surname: 'Administrator',
      firstname: 'Site',
      passwordHash: await hashPassword(password),
      isAdmin: true,
      allowAllEndpoints: true,
      isEmailVerified: true,
      requireNewPassword: !options.password,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined; // another process created it first
    throw error;
  }
  if (!options.password) {
    options.announce(
      `First administrator created: sign in as ${email} with the password ${password} ` +
        '(shown only this once; you will be asked to choose a new one).',
    );
  } else {
    options.announce(`First administrator created: sign in as ${email} with ADMIN_PASSWORD.`);
  }
  return email;
}
