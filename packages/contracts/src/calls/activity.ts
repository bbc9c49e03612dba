import { z } from 'zod';
import { access, defineArea, reply } from '../call.ts';
import { pageQuery } from '../paging.ts';
import { Endpoint } from '../permissions.ts';

// A date (YYYY-MM-DD) or a date and time; anything else is refused with 400 rather than read as NaN.
const moment = (name: string) =>
  z
    .string()
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
      `${name} must be a date`,
    )
    .refine((value) => !Number.isNaN(Date.parse(value)), `${name} must be a date`)
    .optional();

/** spec 001 §3 (issue 14 §3): the admin activity log's filters. */
export const getAdminActivitiesQuery = z
  .object({
    userId: z.uuid('userId must be an id').optional(),
    area: z.string().trim().max(100, 'area must be at most 100 characters').optional(),
    from: moment('from'),
    to: moment('to'),
  })
  .extend(pageQuery.shape)
  // A huge page number would only ask the database for an offset past every row.
  .extend({ page: pageQuery.shape.page.pipe(z.number().max(1_000_000, 'page must be at most 1000000')) });

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

/** The admin activity log: full administrators only (the service refuses everyone else). */
export const activityCalls = defineArea('Activity', {
  GetAdminActivities: {
    method: 'GET',
    access: access.admin(Endpoint.Account, 'view'),
    query: getAdminActivitiesQuery,
    reply: reply.list(adminActivity),
    summary: 'Every admin change, newest first (full administrators only).',
  },
});
