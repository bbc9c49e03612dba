import {
  adminRole,
  createSubAdminRoleRequest,
  getAdminRolesQuery,
  idAndName,
  roleTexts,
  subAdminRoleIdRequest,
  updateSubAdminRoleRequest,
} from '../admin-roles.ts';
import { access, defineArea, type FullAdministratorCondition, reply } from '../call.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';
import { registerReply, registerRequest } from '../registration.ts';
import {
  addUserToAdminRoleRequest,
  createUserAccountRequest,
  getUserByIdQuery,
  getUsersQuery,
  markLicenseIncompleteRequest,
  updateUserAccountRequest,
  user,
  userIdRequest,
  userTexts,
} from '../users.ts';

/**
 * spec 000 §7 and 001 §7: registering an account on the public site. Apart from the account pages' other
 * calls (`signInCalls`, sign-in.ts) because its phone number check brings libphonenumber: the sign-in
 * page leaves it out. `calls.Account` holds every group.
 */
export const accountCalls = defineArea('Account', {
  Register: {
    method: 'POST',
    access: access.public,
    body: registerRequest,
    reply: reply.json(registerReply),
    summary:
      'Creates a customer account (e-mail address, phone number, names, password, an optional referral code). ' +
      'Answers the same when the address already has an account, whose owner is e-mailed instead.',
    problems: [429],
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
    summary: 'The sub-admin roles with their endpoints, by name (Roles Center); keyword on the name.',
  },
  // A list like the other drop-down sources (GetActiveCountries): one shape for every list.
  GetAllAdminRoles: {
    method: 'GET',
    access: access.admin(Endpoint.Account, 'view'),
    reply: reply.list(idAndName),
    summary: 'Every sub-admin role (Id, Name), for the role pickers.',
  },
  CreateSubAdminRole: {
    method: 'POST',
    access: changingRoles('create'),
    body: createSubAdminRoleRequest,
    reply: reply.json(adminRole),
    summary:
      'Creates a sub-admin role: a name and the actions allowed on each admin endpoint (full administrators only).',
    problems: [409],
  },
  UpdateSubAdminRole: {
    method: 'POST',
    access: changingRoles('edit'),
    body: updateSubAdminRoleRequest,
    reply: reply.text,
    summary: "Renames a sub-admin role and replaces its endpoints' actions (full administrators only).",
    problems: [404, 409],
  },
  DeleteSubAdminRole: {
    method: 'POST',
    access: changingRoles('delete'),
    body: subAdminRoleIdRequest,
    reply: reply.json(messageReply),
    summary: 'Deletes a sub-admin role (full administrators only).',
    problems: [404, 409],
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

/**
 * Only a full administrator acts on another administrator's account (a sub-admin could else suspend
 * or demote whoever gave them their rights), or gives, changes or takes away the admin role.
 */
const accountChange = (
  action: 'create' | 'edit' | 'delete',
  ...fullAdministratorsWhen: FullAdministratorCondition[]
) =>
  access.admin(Endpoint.Account, action, {
    fullAdministratorsWhen,
    refusal: userTexts.fullAdministratorsOnly,
  });

const rowAction = (action: 'edit' | 'delete') =>
  ({
    method: 'POST',
    access: accountChange(action, 'anotherAdministratorsAccount'),
    body: userIdRequest,
    reply: reply.json(messageReply),
  }) as const;

/**
 * Issue 14 §1: the account screens' calls (endpoint Account 2), answered by the accounts module.
 * Giving or taking the admin role is for full administrators only; acting on another administrator's
 * account, or making an administrator, also needs one, declared as a condition (it depends on whom),
 * which the service asks through the declaration.
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
    summary: 'One account with its wallet, licence and ratings (the account detail).',
    problems: [404],
  },
  GetSexes: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.list(idAndName),
    summary: 'The sexes a profile can name (Id, Name).',
  },
  CreateUserAccount: {
    method: 'POST',
    access: accountChange('create', 'adminRoleChange'),
    body: createUserAccountRequest,
    reply: reply.json(user),
    summary: 'Creates an account; a driver needs a licence image and its expiry date.',
    problems: [409],
  },
  UpdateUserAccount: {
    method: 'POST',
    access: accountChange('edit', 'anotherAdministratorsAccount', 'adminRoleChange'),
    body: updateUserAccountRequest,
    reply: reply.text,
    summary: "Updates an account's profile; its e-mail address stays.",
    problems: [404, 409],
  },
  SuspendUserAccount: {
    ...rowAction('edit'),
    summary: 'Suspends an account: it can no longer sign in.',
    problems: [404, 409],
  },
  ActivateUserAccount: {
    ...rowAction('edit'),
    summary: 'Activates a suspended account again.',
    problems: [404, 409],
  },
  ApproveLicense: {
    ...rowAction('edit'),
    summary: "Approves a driver's licence: its status becomes Valid.",
    problems: [404, 409],
  },
  // Issue 32: what MarkAsIncompleteCarDetail is for a car, for a licence (the onboarding queue's I).
  MarkLicenseIncomplete: {
    ...rowAction('edit'),
    body: markLicenseIncompleteRequest,
    summary:
      "Sends a Pending driver's licence back as Incomplete, with the reason the driver is e-mailed; a new licence makes it Pending again.",
    problems: [404, 409],
  },
  DeleteUserAccount: { ...rowAction('delete'), summary: 'Deletes an account.', problems: [404, 409] },
  AddUserToAdminRole: {
    method: 'POST',
    access: givingTheAdminRole,
    body: addUserToAdminRoleRequest,
    reply: reply.json(messageReply),
    summary:
      'Makes an account an administrator, optionally limited to a sub-admin role (full administrators only).',
    problems: [404, 409],
  },
  RemoveUserFromAdminRole: {
    ...rowAction('edit'),
    access: givingTheAdminRole,
    summary: "Takes an account's administrator role away (full administrators only).",
    problems: [404, 409],
  },
});
