import { userAccountCalls, userTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { invalidProperty } from '../../errors.ts';
import { changeAccount } from './account-change.ts';
import { users } from './accounts.table.ts';
import { changesMembership, setAdminMembership } from './admin-membership.ts';
import { saveDriverPackage } from './driver-package.ts';
import { profileColumnsOf, type UserForm } from './user-form.ts';

/**
 * Saves the User form over a live account. The e-mail address is locked (it is how the person signs
 * in); a new licence picture or expiry date makes the licence Pending again (approved or Incomplete,
 * it is a new one to look at); a changed admin role
 * follows AddUserToAdminRole's rules.
 */
export function updateUserAccount(
  db: Db,
  input: { caller: Principal; form: UserForm & { Id: string } },
): Promise<string> {
  const { form } = input;
  return changeAccount(db, {
    caller: input.caller,
    id: form.Id,
    call: userAccountCalls.UpdateUserAccount,
    change: async (account) => {
      const { tx, target } = account;
      if (form.EmailAddress !== target.emailAddress.toLowerCase()) {
        throw invalidProperty('EmailAddress', userTexts.emailLocked);
      }
      if (changesMembership(target, form)) await setAdminMembership(account, form);
      const columns = profileColumnsOf(form);
      const newLicense =
        columns.driverLicense !== target.driverLicense ||
        columns.licenseExpiryDate !== target.licenseExpiryDate;
      await tx
        .update(users)
        .set({
          ...columns,
          ...(newLicense
            ? { licenseApprovedAt: null, licenseApprovedBy: null, licenseIncompleteReason: null }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, target.id));
      await saveDriverPackage(tx, { userId: target.id, form });
      return userTexts.updated(form.Firstname, form.Surname);
    },
  });
}
