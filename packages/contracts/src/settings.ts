import { z } from 'zod';

/** One endpoint the caller may use, with the actions allowed on it (spec 001 §3, admin role). */
export const permittedEndpoint = z.object({
  Id: z.number().int(),
  Name: z.string(),
  CanView: z.boolean(),
  CanModifyCreate: z.boolean(),
  CanModifyEdit: z.boolean(),
  CanModifyDelete: z.boolean(),
});
export type PermittedEndpoint = z.infer<typeof permittedEndpoint>;

export const getMyAdminEndPointsReply = z.array(permittedEndpoint);
