import { type MessageReply, userAccountCalls, userTexts } from '@wayfare/contracts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import { changeAccount } from './account-change.ts';
import { setAdminMembership } from './admin-membership.ts';
import { fullNameOf } from './user-view.ts';

/**
 * RequireWebsiteRole false makes a full administrator (every endpoint); true limits the person to
 * AdminRoleId. On an administrator it changes their role. Its call, like RemoveUserFromAdminRole's, is
 * declared for full administrators only.
 */
export function addUserToAdminRole(
  db: Db,
  input: {
    caller: Principal;
    Id: string;
    RequireWebsiteRole: boolean;
    AdminRoleId?: number | null | undefined;
  },
): Promise<MessageReply> {
  return changeAccount(db, {
    caller: input.caller,
    id: input.Id,
    call: userAccountCalls.AddUserToAdminRole,
    change: async (account) => {
      const roleName = await setAdminMembership(account, { ...input, IsAdmin: true });
      const name = fullNameOf(account.target);
      return {
        Message: roleName === null ? userTexts.madeAdministrator(name) : userTexts.givenRole(name, roleName),
      };
    },
  });
}

/** Clears IsAdmin, the role and AllowAllEndPoints; their next request has no admin rights. */
export function removeUserFromAdminRole(
  db: Db,
  input: { caller: Principal; Id: string },
): Promise<MessageReply> {
  return changeAccount(db, {
    caller: input.caller,
    id: input.Id,
    call: userAccountCalls.RemoveUserFromAdminRole,
    change: async (account) => {
      const name = fullNameOf(account.target);
      if (!account.target.isAdmin) throw conflict(userTexts.notAnAdministrator(name));
      await setAdminMembership(account, { IsAdmin: false, RequireWebsiteRole: false });
      return { Message: userTexts.adminRoleRemoved(name) };
    },
  });
}
