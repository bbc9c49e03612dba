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
  roleTexts,
  subAdminRoleIdRequest,
  updateSubAdminRoleRequest,
} from '../admin-roles.ts';
import { access, defineArea, reply } from '../call.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';
import {
  addUserToAdminRoleRequest,
  createUserAccountRequest,
  getUserByIdQuery,
  getUsersQuery,
  updateUserAccountRequest,
  user,
  userIdRequest,
  userTexts,
} from '../users.ts';

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
 * Changing roles is for full administrators only, whatever Account rights a role grants: else a
 * sub-admin with Account edit could widen their own role.
 */
const changingRoles = (action: 'create' | 'edit' | 'delete') =>
  access.fullAdmin(Endpoint.Account, action, roleTexts.fullAdministratorsOnly);

/**
 * Issue 14 §2: the Roles Center's Account calls (endpoint Account 2). Declared apart from the calls
 * above because another module (admin-roles) answers them; `calls.Account` holds both.
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
    access: changingRoles('create'),
    body: createSubAdminRoleRequest,
    reply: reply.json(adminRole),
  },
  UpdateSubAdminRole: {
    method: 'POST',
    access: changingRoles('edit'),
    body: updateSubAdminRoleRequest,
    reply: reply.text,
  },
  DeleteSubAdminRole: {
    method: 'POST',
    access: changingRoles('delete'),
    body: subAdminRoleIdRequest,
    reply: reply.json(messageReply),
  },
});

const usersList = {
  method: 'GET',
  access: access.admin(Endpoint.Account, 'view'),
  query: getUsersQuery,
  reply: reply.list(user),
} as const;
/** Only a full administrator gives or takes the admin role. */
const givingTheAdminRole = access.fullAdmin(Endpoint.Account, 'edit', userTexts.fullAdministratorsOnly);

const rowAction = (action: 'edit' | 'delete') =>
  ({
    method: 'POST',
    access: access.admin(Endpoint.Account, action),
    body: userIdRequest,
    reply: reply.json(messageReply),
  }) as const;

/**
 * Issue 14 §1: the account screens' calls (endpoint Account 2), answered by the accounts module.
 * Giving or taking the admin role is for full administrators only; acting on another administrator's
 * account, or making an administrator, also needs one, which the service checks (it depends on whom).
 */
export const userAccountCalls = defineArea('Account', {
  GetAdmins: { ...usersList, summary: 'Administrators, newest first.' },
  GetDrivers: { ...usersList, summary: 'Drivers (an administrator who drives too), newest first.' },
  GetOtherUsers: { ...usersList, summary: 'Everyone who is neither an administrator nor a driver.' },
  GetUserById: {
    method: 'GET',
    access: access.admin(Endpoint.Account, 'view'),
    query: getUserByIdQuery,
    reply: reply.json(user),
  },
  GetSexes: { method: 'GET', access: access.signedIn, reply: reply.list(idAndName) },
  CreateUserAccount: {
    method: 'POST',
    access: access.admin(Endpoint.Account, 'create'),
    body: createUserAccountRequest,
    reply: reply.json(user),
  },
  UpdateUserAccount: {
    method: 'POST',
    access: access.admin(Endpoint.Account, 'edit'),
    body: updateUserAccountRequest,
    reply: reply.text,
  },
  SuspendUserAccount: rowAction('edit'),
  ActivateUserAccount: rowAction('edit'),
  ApproveLicense: rowAction('edit'),
  DeleteUserAccount: rowAction('delete'),
  AddUserToAdminRole: {
    method: 'POST',
    access: givingTheAdminRole,
    body: addUserToAdminRoleRequest,
    reply: reply.json(messageReply),
  },
  RemoveUserFromAdminRole: { ...rowAction('edit'), access: givingTheAdminRole },
});
