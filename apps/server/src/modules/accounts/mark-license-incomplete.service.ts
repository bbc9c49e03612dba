import { LicenseStatus, type MessageReply, userAccountCalls, userTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import { queueTemplatedEmail } from '../message-templates/index.ts';
import { changeAccount } from './account-change.ts';
import { users } from './accounts.table.ts';
import { fullNameOf, licenseStatusOf, todayOf } from './user-view.ts';

/**
 * Issue 32: Pending → Incomplete, keeping the reason; the driver is e-mailed it in the same transaction
 * (the account's row locked, the change logged by changeAccount). Any other state (or no licence) is a
 * 409 naming it. A new licence saved later makes it Pending again (update-user-account.service.ts).
 */
export function markLicenseIncomplete(
  db: Db,
  input: { caller: Principal; Id: string; Reason: string; now?: Date },
): Promise<MessageReply> {
  return changeAccount(db, {
    caller: input.caller,
    id: input.Id,
    call: userAccountCalls.MarkLicenseIncomplete,
    change: async ({ tx, target }) => {
      const status = licenseStatusOf(target, todayOf(input.now ?? new Date()));
      if (status === null) throw conflict(userTexts.noLicenseToMark);
      if (status !== LicenseStatus.Pending) throw conflict(userTexts.licenseNotPendingToMark(status));
      await tx
        .update(users)
        .set({ licenseIncompleteReason: input.Reason, updatedAt: sql`now()` })
        .where(eq(users.id, target.id));
      await queueTemplatedEmail(tx, {
        type: 'Licence Incomplete',
        recipient: target.emailAddress,
        values: { FirstName: target.firstname, Reason: input.Reason },
      });
      return { Message: userTexts.licenseMarkedIncomplete(fullNameOf(target)) };
    },
  });
}
