import { adminRoleCalls, calls } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import {
  createAdminRole,
  deleteAdminRole,
  listAdminRoles,
  listAllAdminRoles,
  updateAdminRole,
} from './admin-roles.service.ts';
import { listFullEndpoints } from './endpoints.service.ts';

/** Issue 14 §2: the Roles Center's Account calls. */
export const adminRoleHandlers = handlersFor(adminRoleCalls, (db: Db) => ({
  GetAdminRoles: ({ query }) => listAdminRoles(db, query),
  GetAllAdminRoles: () => listAllAdminRoles(db),
  CreateSubAdminRole: ({ body, request }) => createAdminRole(db, { ...body, caller: request.principal }),
  UpdateSubAdminRole: ({ body, request }) => updateAdminRole(db, { ...body, caller: request.principal }),
  DeleteSubAdminRole: ({ body, request }) => deleteAdminRole(db, { ...body, caller: request.principal }),
}));

/** spec 001 §7: the Endpoint calls. */
export const endpointHandlers = handlersFor(calls.Endpoint, () => ({
  GetFullEndPoints: () => listFullEndpoints(),
}));
