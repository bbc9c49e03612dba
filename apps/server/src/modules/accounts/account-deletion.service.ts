import { accountTexts, type MessageReply } from '@wayfare/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conflict, invalidProperty } from '../../errors.ts';
import { users } from './accounts.table.ts';
import { anonymiseAccount } from './anonymise-account.ts';
import { sendCodeByEmail } from './codes-by-message.ts';
import { bumpTokenVersion, findLiveUserByEmail } from './users.repository.ts';
import { CODE_LIFETIME_MINUTES, consumeVerificationCode } from './verification-codes.service.ts';

/** Sends a code to confirm the deletion; answers the same whether or not the address has an account. */
export async function requestAccountDeletion(
  db: Db,
  input: { EmailAddress: string; ip: string },
): Promise<MessageReply> {
  await sendCodeByEmail(db, {
    ...input,
    purpose: 'account_deletion',
    message: {
      type: 'Account Deletion',
      values: (code, FirstName) => ({ FirstName, Code: code, ExpiryMinutes: String(CODE_LIFETIME_MINUTES) }),
    },
  });
  return { Message: accountTexts.deletionCodeSent };
}

/**
 * Removes the person's personal data and ends their sessions. The row itself stays, anonymised,
 * because financial records (orders, payments, wallet) must keep pointing at it.
 */
export async function deleteMyAccount(db: Db, input: { EmailAddress: string; VerificationCode: string }) {
  const outcome = await db.transaction(async (tx) => {
    const user = await findLiveUserByEmail(tx, input);
    if (
      !user ||
      !(await consumeVerificationCode(tx, {
        userId: user.id,
        purpose: 'account_deletion',
        code: input.VerificationCode,
      }))
    ) {
      return 'invalid-code' as const;
    }
    if (user.isAdmin && user.allowAllEndpoints && (await otherFullAdmins(tx, user.id)) === 0) {
      return 'last-admin' as const;
    }
    const [deleted] = await tx
      .update(users)
      .set({ tokenVersion: bumpTokenVersion, deletedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    // The person asked for it themselves: their data goes now, not after the 90 days of an admin deletion.
    await anonymiseAccount(tx, { ...deleted!, deletedAt: deleted!.deletedAt! });
    return 'deleted' as const;
  });
  if (outcome === 'invalid-code') throw invalidProperty('VerificationCode', accountTexts.invalidCode);
  if (outcome === 'last-admin') {
    throw conflict(
      'This is the only full administrator account. Give another administrator full access first',
    );
  }
  return { Message: accountTexts.accountDeleted };
}

/**
 * The other live full administrators, locked until the transaction ends: two of the last two deleting
 * themselves at the same moment are taken one after the other, so one of them always remains.
 */
async function otherFullAdmins(db: Db, userId: string) {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.allowAllEndpoints, true), isNull(users.deletedAt)))
    .orderBy(users.id)
    .for('update');
  return admins.filter((admin) => admin.id !== userId).length;
}
