import { userTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import { requireFullAdministratorWhen } from '../../auth/full-administrators-when.ts';
import type { Db } from '../../db/database.ts';
import { invalidProperty } from '../../errors.ts';
import { adminRoleNames } from '../admin-roles/index.ts';
import { type LockedAccount, refuseLastFullAdministrator, refuseSelf } from './account-change.ts';
import type { UserRow } from './accounts.table.ts';
import { users } from './accounts.table.ts';

/** Whether, and how, a person is an administrator: every endpoint, or only their role's. */
export type AdminMembership = {
  IsAdmin: boolean;
  RequireWebsiteRole: boolean;
  AdminRoleId?: number | null | undefined;
};

type Stored = { isAdmin: boolean; allowAllEndpoints: boolean; adminRoleId: number | null };

const storedFormOf = (membership: AdminMembership): Stored => ({
  isAdmin: membership.IsAdmin,
  allowAllEndpoints: membership.IsAdmin && !membership.RequireWebsiteRole,
  adminRoleId: membership.IsAdmin && membership.RequireWebsiteRole ? (membership.AdminRoleId ?? null) : null,
});

/** Whether the membership asked for differs from the account's. */
export function changesMembership(target: UserRow, membership: AdminMembership) {
  const wanted = storedFormOf(membership);
  const current = storedFormOf({
    IsAdmin: target.isAdmin,
    RequireWebsiteRole: !target.allowAllEndpoints,
    AdminRoleId: target.adminRoleId,
  });
  return JSON.stringify(wanted) !== JSON.stringify(current);
}

/** The name of the role an administrator is to be limited to; an unknown Id is the caller's mistake. */
export async function roleNameOf(db: Db, roleId: number) {
  const [role] = await db
    .select({ name: adminRoleNames.name })
    .from(adminRoleNames)
    .where(eq(adminRoleNames.id, roleId));
  if (!role) throw invalidProperty('AdminRoleId', userTexts.noRole(roleId));
  return role.name;
}

/**
 * Gives, changes or takes away the admin role of a locked account. Only a full administrator does
 * this (the call declares it: `adminRoleChange`), never to themselves, and never so that no active full administrator is left.
 * Resolves with the role's name when the person is limited to one.
 */
export async function setAdminMembership(account: LockedAccount, membership: AdminMembership) {
  const { tx, call, caller, target } = account;
  // AddUserToAdminRole's and RemoveUserFromAdminRole's guard asked already; UpdateUserAccount's could not.
  requireFullAdministratorWhen(call, caller, 'adminRoleChange');
  refuseSelf(account);
  const wanted = storedFormOf(membership);
  const roleName = wanted.adminRoleId === null ? null : await roleNameOf(tx, wanted.adminRoleId);
  if (!(wanted.isAdmin && wanted.allowAllEndpoints)) refuseLastFullAdministrator(account);
  await tx
    .update(users)
    .set({ ...wanted, updatedAt: sql`now()` })
    .where(eq(users.id, target.id));
  return roleName;
}
