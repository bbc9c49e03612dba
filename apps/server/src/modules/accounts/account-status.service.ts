import { type MessageReply, userAccountCalls, userTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import { changeAccount, refuseLastFullAdministrator, refuseSelf } from './account-change.ts';
import { users } from './accounts.table.ts';
import { fullNameOf } from './user-view.ts';
import { bumpTokenVersion } from './users.repository.ts';

/** Active → suspended: the person's tokens stop at once (token version) and sign-in refuses them. */
export function suspendUserAccount(db: Db, input: { caller: Principal; Id: string }): Promise<MessageReply> {
  return changeAccount(db, {
    caller: input.caller,
    id: input.Id,
    call: userAccountCalls.SuspendUserAccount,
    change: async (account) => {
      const { tx, target } = account;
      refuseSelf(account);
      if (!target.isActive) throw conflict(userTexts.alreadySuspended(fullNameOf(target)));
      refuseLastFullAdministrator(account);
      await tx
        .update(users)
        .set({ isActive: false, tokenVersion: bumpTokenVersion, updatedAt: sql`now()` })
        .where(eq(users.id, target.id));
      return { Message: userTexts.suspended(fullNameOf(target)) };
    },
  });
}

/** Suspended → active: they sign in again (their old tokens stay stopped). */
export function activateUserAccount(db: Db, input: { caller: Principal; Id: string }): Promise<MessageReply> {
  return changeAccount(db, {
    caller: input.caller,
    id: input.Id,
    call: userAccountCalls.ActivateUserAccount,
    change: async ({ tx, target }) => {
      if (target.isActive) throw conflict(userTexts.alreadyActive(fullNameOf(target)));
      await tx.update(users).set({ isActive: true, updatedAt: sql`now()` }).where(eq(users.id, target.id));
      return { Message: userTexts.activated(fullNameOf(target)) };
    },
  });
}
