import { type MessageReply, userAccountCalls, userTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { changeAccount, refuseLastFullAdministrator, refuseSelf } from './account-change.ts';
import { users } from './accounts.table.ts';
import { fullNameOf } from './user-view.ts';
import { bumpTokenVersion } from './users.repository.ts';

/**
 * The account leaves every list and can no longer sign in; its tokens stop and its address is free at
 * once (e-mail addresses are unique over live accounts only). The row stays, so rides and money keep
 * pointing at it; its personal data is removed 90 days later (anonymise-deleted-accounts.job.ts).
 */
export function deleteUserAccount(db: Db, input: { caller: Principal; Id: string }): Promise<MessageReply> {
  return changeAccount(db, {
    caller: input.caller,
    id: input.Id,
    call: userAccountCalls.DeleteUserAccount,
    change: async (account) => {
      const { tx, target } = account;
      refuseSelf(account);
      refuseLastFullAdministrator(account);
      await tx
        .update(users)
        .set({
          deletedAt: sql`now()`,
          passwordHash: null,
          tokenVersion: bumpTokenVersion,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, target.id));
      return { Message: userTexts.deleted(fullNameOf(target)) };
    },
  });
}
