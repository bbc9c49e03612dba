import { z } from 'zod';
import { type CallAccess, type CallDeclaration, callPath, reply } from './call.ts';

/**
 * Issue 32 (Lists): bulk actions. A row action whose body is `{ Id }` (Suspend, Approve, Resend…) gets
 * a bulk twin, `{Area}/Bulk{Action}`, that the server answers by making the row call once per id, one
 * after the other, with the caller's own rights: each row changes (and is logged) as the row call
 * changes it, and a row that fails is reported with its problem without undoing the others.
 */

/** The most ids one bulk call takes: a page of the longest list, well under a request's time. */
export const BULK_MAX_IDS = 500;

export const bulkTexts = {
  idsRequired: 'Choose at least one record',
  tooMany: `Choose at most ${BULK_MAX_IDS} records at a time`,
  distinct: 'Each record may be chosen once',
  /** spec 001 §5's prompt, for many records: 'Are you sure, you want to suspend these 3 riders?'. */
  confirm: (action: string, count: number, items: string) =>
    `Are you sure, you want to ${action} these ${count} ${items}?`,
  /** Beyond what one bulk call takes, 'all matching' stops short and says so. */
  tooManyMatching: (total: number) =>
    `${total} records match: a bulk action works on at most ${BULK_MAX_IDS} at a time. Narrow the search first.`,
} as const;

/** A row call a bulk call can repeat: an action on one record named by its Id. */
export type RowCall = CallDeclaration & {
  readonly method: 'POST';
  readonly body: z.ZodObject<{ Id: z.ZodType }>;
};

const bulkRequest = <Id extends z.ZodType>(id: Id) =>
  z.strictObject({
    Ids: z
      .array(id, { error: bulkTexts.idsRequired })
      .min(1, bulkTexts.idsRequired)
      .max(BULK_MAX_IDS, bulkTexts.tooMany)
      .refine((ids) => new Set(ids).size === ids.length, bulkTexts.distinct)
      .describe(`The records to act on, 1 to ${BULK_MAX_IDS} distinct ids`),
  });

const bulkFailure = <Id extends z.ZodType>(id: Id) =>
  z.object({
    Id: id,
    Status: z.number().int().describe("The row call's HTTP status"),
    Title: z.string().describe("The row call's problem title: why this record was not changed"),
    Detail: z.string().nullable().describe('More about it (the messages by property), if any'),
  });

export const bulkReply = <Id extends z.ZodType>(id: Id) =>
  z.object({
    Succeeded: z.number().int().describe('How many records the action changed'),
    Failed: z.array(bulkFailure(id)).describe('Each record it did not change, with why'),
  });
export type BulkReply = { Succeeded: number; Failed: BulkFailure[] };
export type BulkFailure = { Id: number | string; Status: number; Title: string; Detail: string | null };

/**
 * The row call's access without its conditions on the data: whether a row is another administrator's
 * is asked by the row call, row by row, and a refused row is reported as a failure.
 */
const bulkAccess = (access: CallAccess): CallAccess => {
  if (access.kind !== 'admin' || access.fullAdministratorsWhen === undefined) return access;
  const { fullAdministratorsWhen: _askedPerRow, ...rest } = access;
  return rest;
};

/** The declaration of a row call's bulk twin (its area and action are added by `withBulk`). */
export const bulkOf = <const C extends RowCall>(rowCall: C) =>
  ({
    method: 'POST',
    access: bulkAccess(rowCall.access),
    body: bulkRequest(rowCall.body.shape.Id as C['body']['shape']['Id']),
    reply: reply.json(bulkReply(rowCall.body.shape.Id as C['body']['shape']['Id'])),
    summary:
      `Makes ${callPath(rowCall)} on each record named, one after the other, with the caller's rights; ` +
      "answers how many changed and each other's problem (the others are not undone). " +
      'With an Idempotency-Key a retry does not repeat it.',
    rowCall,
  }) as const;

type BulkDeclaration<C extends RowCall, Area extends string, Action extends string> = ReturnType<
  typeof bulkOf<C>
> & { readonly area: Area; readonly action: Action };

type RowCallsOf<A> = { [K in keyof A]: A[K] extends RowCall ? K : never }[keyof A] & string;

export type WithBulk<A, K extends RowCallsOf<A>> = A & {
  readonly [P in K as `Bulk${P}`]: A[P] extends RowCall & { readonly area: infer Area extends string }
    ? BulkDeclaration<A[P], Area, `Bulk${P}`>
    : never;
};

/** An area's calls with the bulk twins of the named row actions, `Bulk{Action}` beside each. */
/* @__NO_SIDE_EFFECTS__ */
export function withBulk<
  const A extends Readonly<Record<string, CallDeclaration>>,
  const K extends RowCallsOf<A>,
>(area: A, actions: readonly K[]): WithBulk<A, K> {
  const twins = actions.map((action) => {
    const rowCall = area[action] as unknown as RowCall;
    return [`Bulk${action}`, { ...bulkOf(rowCall), area: rowCall.area, action: `Bulk${action}` }];
  });
  return { ...area, ...Object.fromEntries(twins) } as WithBulk<A, K>;
}

/** A bulk call, declared by `withBulk`. */
export type BulkCall = CallDeclaration & { readonly rowCall: RowCall };

export const isBulkCall = (call: CallDeclaration): call is BulkCall => 'rowCall' in call;
