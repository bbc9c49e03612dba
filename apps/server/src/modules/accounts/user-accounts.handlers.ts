import { sexes, userAccountCalls } from '@wayfare/contracts';
import { type AppContext, callerOf, siteUrlOf } from '../../app-context.ts';
import { wholeList } from '../../db/list-query.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { activateUserAccount, suspendUserAccount } from './account-status.service.ts';
import { addUserToAdminRole, removeUserFromAdminRole } from './admin-role.service.ts';
import { approveLicense } from './approve-license.service.ts';
import { createUserAccount } from './create-user-account.service.ts';
import { deleteUserAccount } from './delete-user-account.service.ts';
import { listUsers } from './list-users.service.ts';
import { markLicenseIncomplete } from './mark-license-incomplete.service.ts';
import { updateUserAccount } from './update-user-account.service.ts';
import { getUserById } from './user-view.ts';

/** Issue 14 §1: the account screens' calls. */
export const userAccountHandlers = handlersFor(userAccountCalls, (ctx: AppContext) => ({
  GetAdmins: ({ query }) => listUsers(ctx.db, { kind: 'admins', query }),
  GetDrivers: ({ query }) => listUsers(ctx.db, { kind: 'drivers', query }),
  GetOtherUsers: ({ query }) => listUsers(ctx.db, { kind: 'others', query }),
  GetUserById: ({ query }) => getUserById(ctx.db, query.id),
  GetSexes: () => wholeList(Promise.resolve([...sexes])),
  CreateUserAccount: ({ body: { Id: _new, ...form }, request }) =>
    createUserAccount(ctx.db, { caller: callerOf(request), form, siteUrl: siteUrlOf(request, ctx.config) }),
  UpdateUserAccount: ({ body, request }) =>
    updateUserAccount(ctx.db, { caller: callerOf(request), form: body }),
  SuspendUserAccount: ({ body, request }) =>
    suspendUserAccount(ctx.db, { ...body, caller: callerOf(request) }),
  ActivateUserAccount: ({ body, request }) =>
    activateUserAccount(ctx.db, { ...body, caller: callerOf(request) }),
  ApproveLicense: ({ body, request }) => approveLicense(ctx.db, { ...body, caller: callerOf(request) }),
  MarkLicenseIncomplete: ({ body, request }) =>
    markLicenseIncomplete(ctx.db, { ...body, caller: callerOf(request) }),
  DeleteUserAccount: ({ body, request }) => deleteUserAccount(ctx.db, { ...body, caller: callerOf(request) }),
  AddUserToAdminRole: ({ body, request }) =>
    addUserToAdminRole(ctx.db, { ...body, caller: callerOf(request) }),
  RemoveUserFromAdminRole: ({ body, request }) =>
    removeUserFromAdminRole(ctx.db, { ...body, caller: callerOf(request) }),
}));
