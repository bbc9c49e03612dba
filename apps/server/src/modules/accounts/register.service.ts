import { accountTexts, type MessageReply } from '@wayfare/contracts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { tooManyRequests } from '../../errors.ts';
import { type Limit, reserveAttempt } from '../rate-limit/index.ts';
import { referrerOf } from '../referrals/index.ts';
import { users } from './accounts.table.ts';
import { queueRegistrationAttemptEmail, queueWelcomeEmail } from './registration-emails.ts';
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

/**
 * A rider's own sign-up: the account works at once, with no admin rights. Answers the same, in
 * about the same time (a password hash and one e-mail each), whether or not the address already
 * has an account (issue 29 §3): the e-mail tells its owner which.
 */
export async function register(db: Db, input: Registration & { ip: string; siteUrl: string }) {
  // Taken before the work, in one statement, so sign-ups sent at once cannot pass the limit together.
  const wait = await reserveAttempt(db, {
    key: `register-address:${input.ip}`,
    limit: registrationsPerAddress,
  });
  if (wait > 0) throw tooManyRequests(accountTexts.tooManyRegistrations, wait);
  const passwordHash = await hashPassword(input.Password);
  const referredBy = await referrerOf(db, input.ReferralCode);
  const reply: MessageReply = { Message: accountTexts.registered };
  if (await tellOwnerOfTakenAddress(db, input)) return reply;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        emailAddress: input.EmailAddress,
        phoneNumber: input.PhoneNumber,
        surname: input.Surname,
        firstname: input.Firstname,
        middleName: input.MiddleName || null,
        passwordHash,
        referredBy: referredBy ?? null,
      });
      await queueWelcomeEmail(tx, {
        recipient: input.EmailAddress,
        firstname: input.Firstname,
        siteUrl: input.siteUrl,
      });
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the database lets exactly one through.
    if (!isUniqueViolation(error)) throw error;
    await tellOwnerOfTakenAddress(db, input);
  }
  return reply;
}

/** E-mails the owner when the address already has an account; answers whether it had. */
async function tellOwnerOfTakenAddress(db: Db, input: { EmailAddress: string; siteUrl: string }) {
  return db.transaction(async (tx) => {
    const owner = await findLiveUserByEmail(tx, input);
    if (!owner) return false;
    await queueRegistrationAttemptEmail(tx, {
      recipient: owner.emailAddress,
      firstname: owner.firstname,
      siteUrl: input.siteUrl,
    });
    return true;
  });
}
