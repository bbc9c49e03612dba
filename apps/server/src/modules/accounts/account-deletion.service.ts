import { accountTexts, type MessageReply } from '@wayfare/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conflict, invalidProperty } from '../../errors.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { users } from './accounts.table.ts';
import { codeLifetimeSentence, sendCodeByEmail } from './codes-by-message.ts';
import { bumpTokenVersion, findLiveUserByEmail } from './users.repository.ts';
import { consumeVerificationCode } from './verification-codes.service.ts';
import { verificationCodes } from './verification-codes.table.ts';

/** Sends a code to confirm the deletion; answers the same whether or not the address has an account. */
export async function requestAccountDeletion(
  db: Db,
  input: { EmailAddress: string; ip: string },
): Promise<MessageReply> {
  await sendCodeByEmail(db, {
    ...input,
    purpose: 'account_deletion',
    message: {
      typeName: 'Account Deletion',
      subject: 'Your code to delete your account',
      body: (code) =>
        `Your code to delete your account is ${code}. ${codeLifetimeSentence}\n` +
        'If you did not ask for this, ignore this message: your account stays as it is.',
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
    await tx
      .update(users)
      .set({
        emailAddress: `deleted-${user.id}@deleted.invalid`,
        surname: 'Deleted',
        firstname: 'User',
        middleName: null,
        phoneNumber: null,
        passwordHash: null,
        picture: null,
        address: null,
        sex: null,
        isActive: false,
        isAdmin: false,
        allowAllEndpoints: false,
        adminRoleId: null,
        tokenVersion: bumpTokenVersion,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
    await tx
      .update(outboxMessages)
      .set({ recipient: 'deleted account', body: '(removed with the account)', bodyAfterSending: null })
      .where(eq(outboxMessages.recipient, user.emailAddress));
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
