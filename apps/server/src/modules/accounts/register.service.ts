import { accountTexts } from '@wayfare/contracts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict } from '../../http/errors.ts';
import { users } from './accounts.table.ts';
import { findLiveUserByEmail } from './users.repository.ts';

export type Registration = {
  EmailAddress: string;
  PhoneNumber: string;
  Surname: string;
  Firstname: string;
  MiddleName?: string | undefined;
  Password: string;
};

const emailTaken = () => conflict(accountTexts.emailTaken, { EmailAddress: [accountTexts.emailTaken] });

/** A rider's own sign-up: the account works at once, with no admin rights. */
export async function register(db: Db, input: Registration) {
  if (await findLiveUserByEmail(db, input.EmailAddress)) throw emailTaken();
  const passwordHash = await hashPassword(input.Password);
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
      })
      .returning({ id: users.id });
    return { Id: user!.id, Message: accountTexts.registered };
  } catch (error) {
    // Two sign-ups with one address at the same moment: the database lets exactly one through.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
