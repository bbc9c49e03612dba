import {
  type ADMIN_ROLE_SORTS,
  type AdminRole,
  type AdminRoleEndpoint,
  type EndpointId,
  endpointLabels,
  type IdAndName,
  type MessageReply,
  roleTexts,
  type Sorting,
} from '@wayfare/contracts';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import {
  byName,
  constraintError,
  keywordMatch,
  type Page,
  pageOf,
  sortedBy,
  wholeList,
} from '../../db/list-query.ts';
import { conflict, notFound } from '../../errors.ts';
import { people } from '../accounts/index.ts';
import { recordAdminChange } from '../activity/index.ts';
import { adminRoleEndpoints, adminRoles } from './admin-roles.table.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A role entry as the role form posts it (validated: known endpoints, each once). */
export type RoleEntryInput = {
  EndPoint: number;
  CanView: boolean;
  CanModifyCreate: boolean;
  CanModifyEdit: boolean;
  CanModifyDelete: boolean;
};
export type RoleInput = { Name: string; AdminRoleEndpoints: RoleEntryInput[] };

const hasAnyRight = (entry: RoleEntryInput) =>
  entry.CanView || entry.CanModifyCreate || entry.CanModifyEdit || entry.CanModifyDelete;

/** Rows with no right say nothing a missing row does not: they are not stored, nor listed. */
const anyRightStored = or(
  adminRoleEndpoints.canView,
  adminRoleEndpoints.canCreate,
  adminRoleEndpoints.canEdit,
  adminRoleEndpoints.canDelete,
);

async function entriesOf(db: Db | Transaction, roleIds: number[]) {
  const byRole = new Map<number, AdminRoleEndpoint[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select()
    .from(adminRoleEndpoints)
    .where(and(inArray(adminRoleEndpoints.roleId, roleIds), anyRightStored))
    .orderBy(asc(adminRoleEndpoints.endpoint));
  for (const row of rows) {
    byRole.get(row.roleId)?.push({
      EndPoint: row.endpoint,
      Name: endpointLabels[row.endpoint as EndpointId] ?? String(row.endpoint),
      CanView: row.canView,
      CanModifyCreate: row.canCreate,
      CanModifyEdit: row.canEdit,
      CanModifyDelete: row.canDelete,
    });
  }
  return byRole;
}

/** The Roles Center's list: roles whose name contains the keyword, by name, each with its rights. */
export async function listAdminRoles(
  db: Db,
  query: { keyword?: string | undefined; page: number; pageSize: number } & Partial<
    Sorting<(typeof ADMIN_ROLE_SORTS)[number]>
  >,
): Promise<Page<AdminRole>> {
  const where = keywordMatch([adminRoles.name], query.keyword);
  const select = db
    .select({ Id: adminRoles.id, Name: adminRoles.name })
    .from(adminRoles)
    .where(where)
    .orderBy(
      ...sortedBy(query, {
        columns: { Name: byName(adminRoles.name) },
        tieBreaker: adminRoles.id,
        byDefault: [byName(adminRoles.name), adminRoles.id],
      }),
    );
  const page = await pageOf(db, {
    select,
    from: adminRoles,
    where,
    page: query.page,
    pageSize: query.pageSize,
  });
  const entries = await entriesOf(
    db,
    page.rows.map((row) => row.Id),
  );
  return {
    rows: page.rows.map((row) => ({ ...row, AdminRoleEndpoints: entries.get(row.Id) ?? [] })),
    total: page.total,
  };
}

/** Every role, for the drop-down that gives an administrator a role. */
export function listAllAdminRoles(db: Db): Promise<Page<IdAndName>> {
  return wholeList(
    db
      .select({ Id: adminRoles.id, Name: adminRoles.name })
      .from(adminRoles)
      .orderBy(byName(adminRoles.name), adminRoles.id),
  );
}

async function refuseTakenName(db: Db | Transaction, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: adminRoles.id })
    .from(adminRoles)
    .where(
      and(
        sql`lower(${adminRoles.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(adminRoles.id, exceptId),
      ),
    );
  const message = roleTexts.nameTaken(name);
  if (clash) throw conflict(message, { Name: [message] });
}

/** Two saves racing past the check above: the unique index lets one through, the other hears why. */
const takenNameError = (error: unknown, input: RoleInput) =>
  constraintError(error, { admin_roles_name_key: ['Name', roleTexts.nameTaken(input.Name)] });

async function writeEntries(tx: Transaction, roleId: number, entries: RoleEntryInput[]) {
  const kept = entries.filter(hasAnyRight);
  if (kept.length === 0) return;
  await tx.insert(adminRoleEndpoints).values(
    kept.map((entry) => ({
      roleId,
      endpoint: entry.EndPoint,
      canView: entry.CanView,
      canCreate: entry.CanModifyCreate,
      canEdit: entry.CanModifyEdit,
      canDelete: entry.CanModifyDelete,
    })),
  );
}

/** Every role change is in the admin activity log (issue 14 §3), written in the change's transaction. */
function logRoleChange(
  tx: Transaction,
  caller: Principal | null,
  action: string,
  roleId: number,
  values: { before?: AdminRole; after?: AdminRole },
) {
  return recordAdminChange(tx, {
    userId: caller!.userId,
    area: 'Account',
    action,
    recordId: roleId,
    ...values,
  });
}

async function savedRole(tx: Db | Transaction, role: { id: number; name: string }): Promise<AdminRole> {
  const entries = await entriesOf(tx, [role.id]);
  return { Id: role.id, Name: role.name, AdminRoleEndpoints: entries.get(role.id) ?? [] };
}

export async function createAdminRole(
  db: Db,
  input: RoleInput & { caller: Principal | null },
): Promise<AdminRole> {
  await refuseTakenName(db, input.Name);
  try {
    return await db.transaction(async (tx) => {
      const [role] = await tx.insert(adminRoles).values({ name: input.Name }).returning();
      await writeEntries(tx, role!.id, input.AdminRoleEndpoints);
      const saved = await savedRole(tx, role!);
      await logRoleChange(tx, input.caller, 'CreateSubAdminRole', role!.id, { after: saved });
      return saved;
    });
  } catch (error) {
    throw takenNameError(error, input);
  }
}

/**
 * Replaces the role's name and rights at once. The role row is locked first, so two edits of one role
 * apply one after the other and never mix their rows. The guard reads rights on every request, so
 * the role's holders get the new rights on their next call, in every server process.
 */
export async function updateAdminRole(
  db: Db,
  input: RoleInput & { Id: number; caller: Principal | null },
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const [role] = await tx
        .select({ id: adminRoles.id, name: adminRoles.name })
        .from(adminRoles)
        .where(eq(adminRoles.id, input.Id))
        .for('update');
      if (!role) throw notFound(roleTexts.noRole(input.Id));
      await refuseTakenName(tx, input.Name, input.Id);
      const before = await savedRole(tx, role);
      await tx.update(adminRoles).set({ name: input.Name }).where(eq(adminRoles.id, input.Id));
      await tx.delete(adminRoleEndpoints).where(eq(adminRoleEndpoints.roleId, input.Id));
      await writeEntries(tx, input.Id, input.AdminRoleEndpoints);
      const after = await savedRole(tx, { id: input.Id, name: input.Name });
      await logRoleChange(tx, input.caller, 'UpdateSubAdminRole', input.Id, { before, after });
      return roleTexts.updated(input.Name);
    });
  } catch (error) {
    throw takenNameError(error, input);
  }
}

/**
 * A role someone holds stays: deleting it would silently take their rights. Locking the role row
 * makes giving it to someone at this moment wait (the users' foreign key check needs a share lock on
 * it), so the count below holds until the delete commits.
 */
export function deleteAdminRole(
  db: Db,
  input: { Id: number; caller: Principal | null },
): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const [role] = await tx
      .select({ name: adminRoles.name })
      .from(adminRoles)
      .where(eq(adminRoles.id, input.Id))
      .for('update');
    if (!role) throw notFound(roleTexts.noRole(input.Id));
    const holders = await tx.$count(people, and(eq(people.adminRoleId, input.Id), isNull(people.deletedAt)));
    if (holders > 0) throw conflict(roleTexts.heldBy(holders));
    const before = await savedRole(tx, { id: input.Id, name: role.name });
    await tx.delete(adminRoles).where(eq(adminRoles.id, input.Id));
    await logRoleChange(tx, input.caller, 'DeleteSubAdminRole', input.Id, { before });
    return { Message: roleTexts.deleted(role.name) };
  });
}
