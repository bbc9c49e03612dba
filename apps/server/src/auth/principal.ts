import {
  Endpoint,
  type EndpointId,
  endpointLabels,
  grantableEndpoints,
  type PermissionAction,
  type PermittedEndpoint,
} from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
// Through the schema, which gathers every module's tables: the guard reads the caller from them.
import { adminRoleEndpoints, twoFactorPolicy, twoFactorSecrets, users } from '../db/schema.ts';

type Rights = Record<PermissionAction, boolean>;

/** Who is calling, as the guard and the services see it. */
export type Principal = {
  userId: string;
  tokenVersion: number;
  isActive: boolean;
  isDeleted: boolean;
  isAdmin: boolean;
  allowAllEndpoints: boolean;
  requireNewPassword: boolean;
  /** Issue 29 §3: an administrator without a second factor while every administrator must have one. */
  mustEnrolTwoFactor: boolean;
  rights: Map<number, Rights>;
};

const ALL_RIGHTS: Rights = { view: true, create: true, edit: true, delete: true };

function buildPrincipalQuery(db: Db) {
  return db
    .select({
      tokenVersion: users.tokenVersion,
      isActive: users.isActive,
      isDeleted: sql<boolean>`${users.deletedAt} is not null`,
      isAdmin: users.isAdmin,
      allowAllEndpoints: users.allowAllEndpoints,
      requireNewPassword: users.requireNewPassword,
      mustEnrolTwoFactor: sql<boolean>`${users.isAdmin} and coalesce((select ${twoFactorPolicy.requiredForAdministrators} from ${twoFactorPolicy}), false) and not exists (select 1 from ${twoFactorSecrets} where ${twoFactorSecrets.userId} = ${users.id} and ${twoFactorSecrets.confirmedAt} is not null)`,
      endpoint: adminRoleEndpoints.endpoint,
      canView: adminRoleEndpoints.canView,
      canCreate: adminRoleEndpoints.canCreate,
      canEdit: adminRoleEndpoints.canEdit,
      canDelete: adminRoleEndpoints.canDelete,
    })
    .from(users)
    .leftJoin(adminRoleEndpoints, eq(adminRoleEndpoints.roleId, users.adminRoleId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('load_principal');
}

// Built once per database handle: building the query anew on every request cost more than running it.
const principalQueries = new WeakMap<Db, ReturnType<typeof buildPrincipalQuery>>();

/**
 * One query loads the caller and their role's rights: the guard runs it on every authenticated
 * request, so it must stay a single round trip.
 */
export async function loadPrincipal(db: Db, userId: string): Promise<Principal | undefined> {
  let query = principalQueries.get(db);
  if (!query) {
    query = buildPrincipalQuery(db);
    principalQueries.set(db, query);
  }
  const rows = await query.execute({ userId });
  const [first] = rows;
  if (!first) return undefined;
  const rights = new Map<number, Rights>();
  for (const row of rows) {
    if (row.endpoint === null) continue;
    rights.set(row.endpoint, {
      view: row.canView ?? false,
      create: row.canCreate ?? false,
      edit: row.canEdit ?? false,
      delete: row.canDelete ?? false,
    });
  }
  return {
    userId,
    tokenVersion: first.tokenVersion,
    isActive: first.isActive,
    isDeleted: first.isDeleted,
    isAdmin: first.isAdmin,
    allowAllEndpoints: first.allowAllEndpoints,
    requireNewPassword: first.requireNewPassword,
    mustEnrolTwoFactor: first.mustEnrolTwoFactor,
    rights,
  };
}

/** spec 000 §6: an admin may use an endpoint with AllowAllEndPoints, or when their role grants the action. */
export function isPermitted(principal: Principal, endpoint: EndpointId, action: PermissionAction) {
  if (!principal.isAdmin) return false;
  if (principal.allowAllEndpoints || endpoint === Endpoint.AllowForAll) return true;
  return principal.rights.get(endpoint)?.[action] ?? false;
}

/** An administrator with every right (AllowAllEndPoints), not limited to a role's. */
export const isFullAdministrator = (principal: Principal) => principal.isAdmin && principal.allowAllEndpoints;

/** The endpoints the caller may use, for Settings/GetMyAdminEndPoints and the session's AdminEndPoints. */
export function permittedEndpoints(principal: Principal): PermittedEndpoint[] {
  if (!principal.isAdmin) return [];
  return grantableEndpoints.flatMap((id) => {
    const rights = principal.allowAllEndpoints ? ALL_RIGHTS : principal.rights.get(id);
    if (!rights || !Object.values(rights).some(Boolean)) return [];
    return [
      {
        Id: id,
        Name: endpointLabels[id],
        CanView: rights.view,
        CanModifyCreate: rights.create,
        CanModifyEdit: rights.edit,
        CanModifyDelete: rights.delete,
      },
    ];
  });
}
