import { type MessageReply, twoFactorTexts, userTexts } from '@wayfare/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { users } from './accounts.table.ts';
import { twoFactorPolicy, twoFactorRecoveryCodes, twoFactorSecrets } from './two-factor.table.ts';
import { hasSecondFactor } from './two-factor-sign-in.service.ts';
import { fullNameOf } from './user-view.ts';
import { bumpTokenVersion } from './users.repository.ts';

/** Whether every administrator must have a second factor (issue 29 §3); off until a full administrator says so. */
export async function isSecondFactorRequired(db: Db) {
  const [policy] = await db
    .select({ required: twoFactorPolicy.requiredForAdministrators })
    .from(twoFactorPolicy);
  return policy?.required ?? false;
}

/**
 * A full administrator's switch (the guard has checked who): logged. Administrators without a second
 * factor are then refused every admin call until they enrol (the guard, from the principal); so the
 * one who turns it on must have one already, or they would shut themselves out.
 */
export function updateTwoFactorPolicy(
  db: Db,
  input: { caller: Principal; RequiredForAdministrators: boolean },
): Promise<MessageReply> {
  const required = input.RequiredForAdministrators;
  return db.transaction(async (tx) => {
    if (required && !(await hasSecondFactor(tx, { userId: input.caller.userId }))) {
      throw conflict(twoFactorTexts.enrolYourselfFirst);
    }
    const [before] = await tx.select().from(twoFactorPolicy).for('update');
    await tx
      .insert(twoFactorPolicy)
      .values({ id: 1, requiredForAdministrators: required })
      .onConflictDoUpdate({
        target: twoFactorPolicy.id,
        set: { requiredForAdministrators: required, updatedAt: sql`now()` },
      });
    await recordAdminChange(tx, {
      userId: input.caller.userId,
      area: 'Account',
      action: 'UpdateTwoFactorPolicy',
      // The one policy row, as the ride setting's: every change has a record to name.
      recordId: 1,
      before: { RequiredForAdministrators: before?.requiredForAdministrators ?? false },
      after: { RequiredForAdministrators: required },
    });
    return { Message: required ? twoFactorTexts.policyOn : twoFactorTexts.policyOff };
  });
}

/**
 * A full administrator removes another administrator's second factor (a lost phone), ends their
 * sessions, and the activity log says so, without the secret. One's own is turned off with proof
 * (Account/DisableTwoFactor), not reset.
 */
export function resetTwoFactor(db: Db, input: { caller: Principal; Id: string }): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, input.Id), isNull(users.deletedAt)))
      .for('update');
    if (!target) throw notFound(userTexts.noUser);
    if (target.id === input.caller.userId) throw conflict(twoFactorTexts.resetOwn);
    const removed = await tx
      .delete(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, target.id))
      .returning({ confirmedAt: twoFactorSecrets.confirmedAt });
    if (!removed[0]?.confirmedAt) throw conflict(twoFactorTexts.notEnrolledOf(fullNameOf(target)));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, target.id));
    await tx
      .update(users)
      .set({ tokenVersion: bumpTokenVersion, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
    await recordAdminChange(tx, {
      userId: input.caller.userId,
      area: 'Account',
      action: 'ResetTwoFactor',
      recordId: target.id,
      before: { TwoFactorSignIn: 'On' },
      after: { TwoFactorSignIn: 'Off' },
    });
    return { Message: twoFactorTexts.reset(fullNameOf(target)) };
  });
}
