import { accountTexts, type User, userAccountCalls } from '@wayfare/contracts';
import { requireFullAdministratorWhen } from '../../auth/full-administrators-when.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { constraintError } from '../../db/list-query.ts';
import { logAccountChange } from './account-change.ts';
import { users } from './accounts.table.ts';
import { roleNameOf } from './admin-membership.ts';
import { saveDriverPackage } from './driver-package.ts';
import { queueSetPasswordEmail } from './set-password-email.ts';
import { emailTaken, profileColumnsOf, type UserForm } from './user-form.ts';
import { findUserView } from './user-view.ts';
import { findLiveUserByEmail } from './users.repository.ts';

/**
 * An account made by an administrator: no password, but a set-password e-mail queued in the same
 * transaction. Making an administrator is for full administrators only (declared: `adminRoleChange`).
 */
export async function createUserAccount(
  db: Db,
  input: { caller: Principal; form: UserForm; siteUrl: string },
): Promise<User> {
  const { caller, form } = input;
  const call = userAccountCalls.CreateUserAccount;
  if (form.IsAdmin) requireFullAdministratorWhen(call, caller, 'adminRoleChange');
  const limitedTo = form.IsAdmin && form.RequireWebsiteRole ? (form.AdminRoleId ?? null) : null;
  if (limitedTo !== null) await roleNameOf(db, limitedTo);
  if (await findLiveUserByEmail(db, form)) throw emailTaken();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          ...profileColumnsOf(form),
          emailAddress: form.EmailAddress,
          isAdmin: form.IsAdmin,
          allowAllEndpoints: form.IsAdmin && !form.RequireWebsiteRole,
          adminRoleId: limitedTo,
        })
        .returning({ id: users.id });
      const id = row!.id;
      await saveDriverPackage(tx, { userId: id, form });
      await queueSetPasswordEmail(tx, {
        userId: id,
        EmailAddress: form.EmailAddress,
        firstname: form.Firstname,
        siteUrl: input.siteUrl,
      });
      const saved = (await findUserView(tx, id))!;
      await logAccountChange(tx, { caller, action: call.action, id, after: saved });
      return saved;
    });
  } catch (error) {
    // Two saves of one address at the same moment: the unique index lets exactly one through.
    throw constraintError(error, { users_email_address_key: ['EmailAddress', accountTexts.emailTaken] });
  }
}
