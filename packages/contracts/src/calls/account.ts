import {
  authenticateReply,
  authenticateRequest,
  changePasswordReply,
  changePasswordRequest,
  completePasswordResetRequest,
  deleteMyAccountRequest,
  emailOnlyRequest,
  registerReply,
  registerRequest,
} from '../account.ts';
import {
  adminRole,
  createSubAdminRoleRequest,
  getAdminRolesQuery,
  idAndName,
  subAdminRoleIdRequest,
  updateSubAdminRoleRequest,
} from '../admin-roles.ts';
import { access, defineArea, reply } from '../call.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';

/** spec 000 §7 and 001 §7: the Account calls of the public site and the account pages. */
export const accountCalls = defineArea('Account', {
  Authenticate: {
    method: 'POST',
    access: access.public,
    body: authenticateRequest,
    reply: reply.json(authenticateReply),
    // Signing in again is harmless, and its reply (a token) must not be kept in the database.
    idempotent: false,
  },
  Register: {
    method: 'POST',
    access: access.public,
    body: registerRequest,
    reply: reply.json(registerReply),
  },
  ResetPassword: {
    method: 'POST',
    access: access.public,
    body: emailOnlyRequest,
    reply: reply.json(messageReply),
  },
  CompletePasswordReset: {
    method: 'POST',
    access: access.public,
    body: completePasswordResetRequest,
    reply: reply.json(messageReply),
  },
  ChangePassword: {
    method: 'POST',
    access: access.signedIn,
    body: changePasswordRequest,
    reply: reply.json(changePasswordReply),
  },
  GenerateVerificationCodeForAccountDeletion: {
    method: 'POST',
    access: access.public,
    body: emailOnlyRequest,
    reply: reply.json(messageReply),
  },
  DeleteMyAccount: {
    method: 'POST',
    access: access.public,
    body: deleteMyAccountRequest,
    reply: reply.json(messageReply),
  },
});

/**
 * Issue 14 §2: the Roles Center's Account calls (endpoint Account 2). Declared apart from the calls
 * above because another module (admin-roles) answers them; `calls.Account` holds both.
 * Changing roles also needs a full administrator, which the admin-roles service checks.
 */
export const adminRoleCalls = defineArea('Account', {
  GetAdminRoles: {
    method: 'GET',
    access: access.admin(Endpoint.Account, 'view'),
    query: getAdminRolesQuery,
    reply: reply.list(adminRole),
  },
  // A list like the other drop-down sources (GetActiveCountries): one shape for every list.
  GetAllAdminRoles: {
    method: 'GET',
    access: access.admin(Endpoint.Account, 'view'),
    reply: reply.list(idAndName),
  },
  CreateSubAdminRole: {
    method: 'POST',
    access: access.admin(Endpoint.Account, 'create'),
    body: createSubAdminRoleRequest,
    reply: reply.json(adminRole),
  },
  UpdateSubAdminRole: {
    method: 'POST',
    access: access.admin(Endpoint.Account, 'edit'),
    body: updateSubAdminRoleRequest,
    reply: reply.text,
  },
  DeleteSubAdminRole: {
    method: 'POST',
    access: access.admin(Endpoint.Account, 'delete'),
    body: subAdminRoleIdRequest,
    reply: reply.json(messageReply),
  },
});
