import { type CallDeclaration, type User, userTexts } from '@wayfare/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { requireFullAdministratorWhen } from '../../auth/full-administrators-when.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db, Transaction } from '../../db/database.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { type UserRow, users } from './accounts.table.ts';
import { findUserView } from './user-view.ts';

/** What a change to one account works with, inside its transaction. */
export type LockedAccount = {
  tx: Transaction;
  /** The call making the change: its declaration says when it is kept to full administrators. */
  call: CallDeclaration;
  caller: Principal;
  target: UserRow;
  /** The ids of the live, active full administrators, their rows locked until the change commits. */
  activeFullAdmins: string[];
};

/** A live, active administrator with every right: someone who can still give rights back. */
export const activeFullAdministrator = and(
  eq(users.isAdmin, true),
  eq(users.allowAllEndpoints, true),
  eq(users.isActive, true),
  isNull(users.deletedAt),
);

/** The e-mail addresses of the live, active full administrators (who hear of what needs them). */
export async function fullAdministratorEmails(db: Db): Promise<string[]> {
  const admins = await db.select({ email: users.emailAddress }).from(users).where(activeFullAdministrator);
  return admins.map((admin) => admin.email);
}

/**
 * The live, active full administrators, locked. Every account change takes these locks first, in
 * one order, then the account's row: two changes that could each remove one of the last two are
 * taken one after the other, and the second sees what the first did (PostgreSQL re-reads a row it
 * waited for, so one suspended meanwhile is no longer counted).
 */
async function lockActiveFullAdmins(tx: Transaction) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(activeFullAdministrator)
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** Nobody suspends, deletes or demotes themselves. */
export function refuseSelf(account: LockedAccount) {
  if (account.caller.userId === account.target.id) throw conflict(userTexts.notYourself);
}

/** The last active full administrator stays one: someone must be able to give rights back. */
export function refuseLastFullAdministrator(account: LockedAccount) {
  const { activeFullAdmins, target } = account;
  if (activeFullAdmins.length === 1 && activeFullAdmins[0] === target.id) {
    throw conflict(userTexts.lastFullAdministrator);
  }
}

/**
 * One change to one live account by `call`, in a transaction: the full administrators and the account
 * locked, unknown or deleted accounts 404, another administrator's account 403 unless the caller is a
 * full administrator (the call declares it: `anotherAdministratorsAccount`); then the change, and its
 * entry in the activity log under the call's action (the account before → after).
 */
export function changeAccount<R>(
  db: Db,
  input: {
    call: CallDeclaration;
    caller: Principal;
    id: string;
    change: (account: LockedAccount) => Promise<R>;
  },
): Promise<R> {
  const { call, caller, id } = input;
  return db.transaction(async (tx) => {
    const activeFullAdmins = await lockActiveFullAdmins(tx);
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for('update');
    if (!target) throw notFound(userTexts.noUser);
    if (target.isAdmin && target.id !== caller.userId) {
      requireFullAdministratorWhen(call, caller, 'anotherAdministratorsAccount');
    }
    const before = await findUserView(tx, id);
    const result = await input.change({ tx, call, caller, target, activeFullAdmins });
    await logAccountChange(tx, {
      caller,
      action: call.action,
      id,
      before,
      after: await findUserView(tx, id),
    });
    return result;
  });
}

/** The account's entry in the admin activity log (issue 14 §3). */
export function logAccountChange(
  tx: Transaction,
  input: {
    caller: Principal;
    action: string;
    id: string;
    before?: User | undefined;
    after?: User | undefined;
  },
) {
  return recordAdminChange(tx, {
    userId: input.caller.userId,
    area: 'Account',
    action: input.action,
    recordId: input.id,
    before: input.before,
    after: input.after,
  });
}
