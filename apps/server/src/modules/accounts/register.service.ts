import { accountTexts } from '@wayfare/contracts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { tooManyRequests } from '../../errors.ts';
import { countEvent, type Limit, secondsUntilAllowed } from '../rate-limit/index.ts';
import { referrerOf } from '../referrals/index.ts';
import { users } from './accounts.table.ts';
import { emailTaken } from './user-form.ts';
import { findLiveUserByEmail } from './users.repository.ts';

export type Registration = {
  EmailAddress: string;
  PhoneNumber: string;
  Surname: string;
  Firstname: string;
  MiddleName?: string | undefined;
  Password: string;
  /** issue 15 §5: a known code records its owner as the referrer; an unknown one is ignored. */
  ReferralCode?: string | null | undefined;
};

// Each sign-up costs an argon2 hash: one address may not make the server do it without end.
export const registrationsPerAddress: Limit = { max: 20, windowSeconds: 60 * 60 };

/** A rider's own sign-up: the account works at once, with no admin rights. */
export async function register(db: Db, input: Registration & { ip: string }) {
  const limitKey = `register-address:${input.ip}`;
  const wait = await secondsUntilAllowed(db, { key: limitKey, limit: registrationsPerAddress });
  if (wait > 0) throw tooManyRequests(accountTexts.tooManyRegistrations, wait);
  await countEvent(db, { key: limitKey, limit: registrationsPerAddress });
  if (await findLiveUserByEmail(db, input)) throw emailTaken();
  const passwordHash = await hashPassword(input.Password);
  const referredBy = await referrerOf(db, input.ReferralCode);
  try {
    const [user] = await db
      .insert(users)
      .values({
        emailAddress: input.EmailAddress,
        phoneNumber: input.PhoneNumber,
        surname: input.Surname,
        firstname: input.Firstname,
        middleName: input.MiddleName || null,
        passwordHash,
        referredBy: referredBy ?? null,
      })
      .returning({ id: users.id });
    return { Id: user!.id, Message: accountTexts.registered };
  } catch (error) {
    // Two sign-ups with one address at the same moment: the database lets exactly one through.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
