import { z } from 'zod';
import { newRecordId, recordId } from './locations.ts';
import { keywordQuery, pageQuery, sortQuery } from './paging.ts';
import { grantableEndpoints } from './permissions.ts';

/** The sentences of the Roles Center (spec 001 §2, issue 14 §2). */
export const roleTexts = {
  endpointTwice: (endpoint: number) => `EndPoint ${endpoint} is listed more than once`,
  nameTaken: (name: string) => `A role named ${name} already exists`,
  noRole: (id: number) => `There is no role with Id ${id}`,
  updated: (name: string) => `${name} has been updated. Thank you`,
  deleted: (name: string) => `${name} has been deleted`,
  heldBy: (count: number) => `This role is given to ${count} administrator(s). Give them another role first`,
  fullAdministratorsOnly: 'Only a full administrator can change roles',
};

/** spec 001 §3 (Admin role): one endpoint's rights within a role. */
export const adminRoleEndpoint = z.object({
  EndPoint: z.number().int(),
  Name: z.string(),
  CanView: z.boolean(),
  CanModifyCreate: z.boolean(),
  CanModifyEdit: z.boolean(),
  CanModifyDelete: z.boolean(),
});
export type AdminRoleEndpoint = z.infer<typeof adminRoleEndpoint>;

export const adminRole = z.object({
  Id: z.number().int(),
  Name: z.string(),
  AdminRoleEndpoints: z.array(adminRoleEndpoint),
});
export type AdminRole = z.infer<typeof adminRole>;

/** The short form drop-downs offer (GetAllAdminRoles) and the endpoints the role form lists. */
export const idAndName = z.object({ Id: z.number().int(), Name: z.string() });
export type IdAndName = z.infer<typeof idAndName>;

/** What the Roles Center sorts by (issue 32). */
export const ADMIN_ROLE_SORTS = ['Name'] as const;
export const getAdminRolesQuery = pageQuery
  .extend(keywordQuery.shape)
  .extend(sortQuery(ADMIN_ROLE_SORTS).shape);
export type GetAdminRolesQuery = z.input<typeof getAdminRolesQuery>;

export const MAX_ROLE_NAME_LENGTH = 100;
const MAX_ROLE_ENTRIES = 50;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` }).default(false);

const grantable = new Set<number>(grantableEndpoints);
const endpointRange = `${Math.min(...grantableEndpoints)} to ${Math.max(...grantableEndpoints)}`;

/**
 * One entry of the role form. Name is what the form read from GetAdminRoles and is posted back with
 * the rest, so it is accepted and ignored: the server names endpoints itself.
 */
const roleEndpointInput = z.strictObject({
  EndPoint: z
    .number({
      error: (issue) => (issue.input === undefined ? 'EndPoint is required' : 'EndPoint must be a number'),
    })
    .refine((id) => grantable.has(id), `EndPoint must be one of ${endpointRange}`),
  Name: z.string({ error: 'Name must be text' }).max(100, 'Name must be at most 100 characters').optional(),
  CanView: flag('CanView'),
  CanModifyCreate: flag('CanModifyCreate'),
  CanModifyEdit: flag('CanModifyEdit'),
  CanModifyDelete: flag('CanModifyDelete'),
});

/** Each endpoint at most once: two entries for one endpoint would leave which rights hold to chance. */
const roleEndpointsInput = z
  .array(roleEndpointInput, { error: 'AdminRoleEndpoints must be a list' })
  // A ceiling on the work a request can ask for; a valid role has at most one entry per endpoint.
  .max(MAX_ROLE_ENTRIES, `AdminRoleEndpoints must have at most ${MAX_ROLE_ENTRIES} entries`)
  .default([])
  .superRefine((entries, context) => {
    const seen = new Set<number>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.EndPoint)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'EndPoint'],
          message: roleTexts.endpointTwice(entry.EndPoint),
        });
      }
      seen.add(entry.EndPoint);
    });
  });

/** spec 001 §5 (Role form): 'Name is required' also when the property is missing, not only blank. */
const roleName = z
  .string({ error: (issue) => (issue.input === undefined ? 'Name is required' : 'Name must be text') })
  .trim()
  .max(MAX_ROLE_NAME_LENGTH, `Name must be at most ${MAX_ROLE_NAME_LENGTH} characters`)
  .min(1, 'Name is required');

const roleFields = {
  Name: roleName,
  AdminRoleEndpoints: roleEndpointsInput,
};

export const createSubAdminRoleRequest = z.strictObject({
  Id: newRecordId('role', 'UpdateSubAdminRole'),
  ...roleFields,
});
export type CreateSubAdminRoleRequest = z.input<typeof createSubAdminRoleRequest>;
export const updateSubAdminRoleRequest = z.strictObject({ Id: recordId('Id'), ...roleFields });
export type UpdateSubAdminRoleRequest = z.input<typeof updateSubAdminRoleRequest>;
export const subAdminRoleIdRequest = z.strictObject({ Id: recordId('Id') });
export type SubAdminRoleIdRequest = z.input<typeof subAdminRoleIdRequest>;
