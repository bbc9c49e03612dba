import { z } from 'zod';

// spec 000 §9: default page size 20, first page 0.
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const pageQuery = z.object({
  page: z.coerce.number().int('page must be a whole number').min(0, 'page starts at 0').default(0),
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const keywordQuery = z.object({
  keyword: z.string().trim().max(200, 'keyword must be at most 200 characters').optional(),
});

export const messageReply = z.object({ Message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

/**
 * A list's date bound: a date (YYYY-MM-DD) or a date and time; anything else is refused with 400 rather
 * than read as NaN. A date-only `to` includes that whole day (the server's `dateRange`).
 */
export const dateBound = (name: string) =>
  z
    .string()
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
      `${name} must be a date`,
    )
    .refine((value) => !Number.isNaN(Date.parse(value)), `${name} must be a date`)
    .optional();

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * issue 32: an admin list's sort: `sort` is the wire name of a row property the list may be sorted by
 * (`Name`, `DateCreated`, `Amount`, `Status`), `order` its direction (asc unless told). Without `sort`
 * the list keeps the spec's default order. An unknown column is refused with 400 naming the ones it may be.
 */
export const sortQuery = <const Column extends string>(columns: readonly [Column, ...Column[]]) =>
  z.object({
    sort: z.enum(columns, { error: `sort must be one of ${columns.join(', ')}` }).optional(),
    order: z.enum(SORT_ORDERS, { error: 'order must be asc or desc' }).default('asc'),
  });

/** A parsed sort: the column (absent for the default order) and its direction. */
export type Sorting<Column extends string = string> = { sort?: Column | undefined; order: SortOrder };
