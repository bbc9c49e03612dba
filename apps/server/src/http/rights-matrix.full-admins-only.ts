import { roleTexts, twoFactorTexts, userTexts } from '@wayfare/contracts';
// The tables through the schema, so the HTTP layer's tests reach into no module.
import { adminRoles, twoFactorSecrets } from '../db/schema.ts';
import { forbidden } from '../errors.ts';
import { createUser, type TestApp } from '../test/test-app.ts';

export type MatrixRequest = { query?: Record<string, string>; body?: object };

/**
 * For the rights matrix (rights-matrix.test.ts): the calls kept to full administrators (AllowAllEndPoints,
 * a right no role grants) beyond the declared action, each with a request `refused` makes and the 403's
 * `title`. Most are declared so (`access.fullAdmin`) and refused at the guard; the others are declared
 * so under a condition (`fullAdministratorsWhen`: making an administrator, acting on another
 * administrator's account), which their services ask through the declaration (every declared
 * condition is walked in full-administrators-when.test.ts). A sub-admin holding the declared action
 * gets the 403; a full administrator's same request succeeds.
 */
export const FULL_ADMINS_ONLY: Record<
  string,
  { refused: (t: TestApp) => Promise<MatrixRequest>; title: string }
> = {
  'Activity/GetAdminActivities': {
    refused: async () => ({ query: {} }),
    title: forbidden().message,
  },
  // Issue 32: the activity log's CSV export, kept to full administrators as the log is.
  'Activity/ExportAdminActivities': {
    refused: async () => ({ query: {} }),
    title: forbidden().message,
  },
  // Else a sub-admin with Account create, edit or delete could widen their own role.
  'Account/CreateSubAdminRole': {
    refused: async () => ({ body: { Id: 0, Name: `Matrix role ${unique()}`, AdminRoleEndpoints: [] } }),
    title: roleTexts.fullAdministratorsOnly,
  },
  'Account/UpdateSubAdminRole': {
    refused: async (t) => ({ body: { Id: await newRole(t), Name: `Renamed ${unique()}` } }),
    title: roleTexts.fullAdministratorsOnly,
  },
  'Account/DeleteSubAdminRole': {
    refused: async (t) => ({ body: { Id: await newRole(t) } }),
    title: roleTexts.fullAdministratorsOnly,
  },
  // Only a full administrator gives the admin role or acts on another administrator's account.
  'Account/CreateUserAccount': {
    refused: async () => ({
      body: {
        Surname: 'Okafor',
        Firstname: 'Ada',
        EmailAddress: `made.admin.${unique()}@example.ng`,
        PhoneNumber: '0803 123 4567',
        Address: '1 Marina, Lagos',
        IsAdmin: true,
        RequireWebsiteRole: false,
      },
    }),
    title: userTexts.fullAdministratorsOnly,
  },
  // Issue 29 §3: the second factor's policy, and resetting another administrator's (lost phone).
  'Account/UpdateTwoFactorPolicy': {
    // Left off, as it is: the matrix's other callers have no second factor.
    refused: async () => ({ body: { RequiredForAdministrators: false } }),
    title: twoFactorTexts.fullAdministratorsOnly,
  },
  'Account/ResetTwoFactor': {
    refused: async (t) => ({ body: { Id: await adminWithSecondFactor(t) } }),
    title: twoFactorTexts.fullAdministratorsOnly,
  },
  'Account/AddUserToAdminRole': {
    refused: async (t) => ({ body: { Id: await newUser(t, { isAdmin: false }), RequireWebsiteRole: false } }),
    title: userTexts.fullAdministratorsOnly,
  },
  'Account/RemoveUserFromAdminRole': {
    refused: async (t) => ({ body: { Id: await newUser(t, { rights: {} }) } }),
    title: userTexts.fullAdministratorsOnly,
  },
  'Account/SuspendUserAccount': {
    refused: async (t) => ({ body: { Id: await newUser(t, { rights: {} }) } }),
    title: userTexts.fullAdministratorsOnly,
  },
  'Account/DeleteUserAccount': {
    refused: async (t) => ({ body: { Id: await newUser(t, { rights: {} }) } }),
    title: userTexts.fullAdministratorsOnly,
  },
};

let counter = 0;
const unique = () => `${Date.now()}-${++counter}`;
const newUser = async (t: TestApp, options: Parameters<typeof createUser>[1]) =>
  (await createUser(t.db, { ...options, password: null })).id;
/** An administrator with a confirmed second factor (its secret is never opened by a reset). */
async function adminWithSecondFactor(t: TestApp) {
  const id = await newUser(t, { rights: {} });
  await t.db
    .insert(twoFactorSecrets)
    .values({ userId: id, sealedSecret: 'v1.x.x.x', confirmedAt: new Date() });
  return id;
}
async function newRole(t: TestApp) {
  const [role] = await t.db
    .insert(adminRoles)
    .values({ name: `Matrix target ${unique()}` })
    .returning();
  return role!.id;
}
