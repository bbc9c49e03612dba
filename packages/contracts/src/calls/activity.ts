import { z } from 'zod';
import { access, defineArea, reply } from '../call.ts';
import { dateBound, pageQuery, sortQuery } from '../paging.ts';
import { Endpoint } from '../permissions.ts';

/** spec 001 §3 (issue 14 §3): the admin activity log's filters. */
/** What the activity log sorts by (issue 32), each on an index of the log. */
export const ADMIN_ACTIVITY_SORTS = ['CreatedDate', 'Area'] as const;

export const getAdminActivitiesQuery = z
  .object({
    userId: z.uuid('userId must be an id').optional(),
    area: z.string().trim().max(100, 'area must be at most 100 characters').optional(),
    from: dateBound('from'),
    to: dateBound('to'),
  })
  .extend(pageQuery.shape)
  // A huge page number would only ask the database for an offset past every row.
  .extend({ page: pageQuery.shape.page.pipe(z.number().max(1_000_000, 'page must be at most 1000000')) })
  .extend(sortQuery(ADMIN_ACTIVITY_SORTS).shape);

export const adminChange = z.object({ Field: z.string(), Before: z.unknown(), After: z.unknown() });
export type AdminChange = z.infer<typeof adminChange>;

export const adminActivity = z.object({
  Id: z.number().int(),
  UserId: z.string().nullable(),
  UserFullName: z.string().nullable(),
  Area: z.string(),
  Action: z.string(),
  RecordId: z.string().nullable(),
  Changes: z.array(adminChange),
  CreatedDate: z.string(),
});
export type AdminActivity = z.infer<typeof adminActivity>;

/**
 * The admin activity log: full administrators only, since it shows every area's changes (a role's
 * rights on the Account endpoint are not enough).
 */
export const activityCalls = defineArea('Activity', {
  GetAdminActivities: {
    method: 'GET',
    access: access.fullAdmin(Endpoint.Account, 'view'),
    query: getAdminActivitiesQuery,
    reply: reply.list(adminActivity),
    summary: 'Every admin change, newest first (full administrators only).',
  },
});
