import { LicenseStatus, type MessageReply, userAccountCalls, userTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import { changeAccount } from './account-change.ts';
import { users } from './accounts.table.ts';
import { fullNameOf, licenseStatusOf, todayOf } from './user-view.ts';

/** Pending → Valid, recording who approved it; any other state (or no licence) is a 409 naming it. */
export function approveLicense(
  db: Db,
  input: { caller: Principal; Id: string; now?: Date },
): Promise<MessageReply> {
  return changeAccount(db, {
    caller: input.caller,
    id: input.Id,
    call: userAccountCalls.ApproveLicense,
    change: async ({ tx, caller, target }) => {
      const status = licenseStatusOf(target, todayOf(input.now ?? new Date()));
      if (status === null) throw conflict(userTexts.noLicense);
      if (status !== LicenseStatus.Pending) throw conflict(userTexts.licenseNotPending(status));
      await tx
        .update(users)
        .set({ licenseApprovedAt: sql`now()`, licenseApprovedBy: caller.userId, updatedAt: sql`now()` })
        .where(eq(users.id, target.id));
      return { Message: userTexts.licenseApproved(fullNameOf(target)) };
    },
  });
}
