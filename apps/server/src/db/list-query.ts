import type { Sorting } from '@wayfare/contracts';
import { and, asc, desc, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict, invalid } from '../errors.ts';
import type { Db } from './database.ts';

/**
 * What the list calls share: a page of rows with the total (sent as X-Total-Count by the registrar),
 * the keyword search, and the map from a broken constraint to the property it concerns.
 */

/** A list call's answer: one page of rows, and how many rows match in all. */
export type Page<T> = { rows: T[]; total: number };

/** Page numbers start at 0 (the wire contract). */
export type Paging = { page: number; pageSize: number };

export const offsetOf = (paging: Paging) => paging.page * paging.pageSize;

/** A query that can still be limited: `db.select(…).from(…).where(…).orderBy(…)`. */
type Limitable<T> = { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } };

/** One page of `select`, and the count of the rows of `from` that match `where` (run side by side). */
export async function pageOf<T>(
  db: Db,
  list: Paging & { select: Limitable<T>; from: PgTable; where: SQL | undefined },
): Promise<Page<T>> {
  const [rows, total] = await Promise.all([
    list.select.limit(list.pageSize).offset(offsetOf(list)),
    db.$count(list.from, list.where),
  ]);
  return { rows, total };
}

/** A list that is never paged (the short lists forms offer): every row, the total its length. */
export async function wholeList<T>(rows: PromiseLike<T[]>): Promise<Page<T>> {
  const all = await rows;
  return { rows: all, total: all.length };
}

/** Lists sort by name whatever its case; the unique lower(name) indexes serve this order. */
export const byName = (column: AnyPgColumn) => sql`lower(${column})`;

/** What a list may be sorted by: each sortable row property's wire name and the column or SQL it sorts. */
export type SortColumns<Column extends string> = Record<Column, AnyPgColumn | SQL>;

/**
 * issue 32: a list's ORDER BY: the chosen column in the chosen direction, then `tieBreaker` (the id, in
 * the same direction) so that rows with equal values keep one order and pages neither repeat nor skip
 * a row; the spec's default order (`byDefault`) when no column is chosen.
 */
export function sortedBy<Column extends string>(
  sorting: Partial<Sorting<Column>>,
  list: { columns: SortColumns<Column>; tieBreaker: AnyPgColumn; byDefault: readonly (SQL | AnyPgColumn)[] },
): (SQL | AnyPgColumn)[] {
  if (!sorting.sort) return [...list.byDefault];
  const direction = sorting.order === 'desc' ? desc : asc;
  return [direction(list.columns[sorting.sort]), direction(list.tieBreaker)];
}

/** LIKE treats %, _ and \ as wildcards and escapes: a keyword is searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The LIKE pattern of a keyword: contains it, literally, in lower case. */
export const containing = (keyword: string) => `%${escapeLike(keyword.toLowerCase())}%`;

/**
 * The keyword filter of the list calls: one of the columns contains the keyword, whatever its case.
 * Written as lower(column) LIKE so that trigram indexes on lower(column) answer it.
 */
export function keywordMatch(columns: readonly AnyPgColumn[], keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  const matches = columns.map((column) => sql`lower(${column}) like ${pattern}`);
  return matches.length === 1 ? matches[0] : sql`(${sql.join(matches, sql` or `)})`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The exclusive upper bound of a list's `to`: a date-only `to` means the whole of that day (the bound
 * is the next midnight), a moment means up to and including it.
 */
export function upperBound(to: string) {
  const at = new Date(DATE_ONLY.test(to) ? `${to}T00:00:00Z` : to);
  return DATE_ONLY.test(to) ? new Date(at.getTime() + DAY_MS) : new Date(at.getTime() + 1);
}

/** The from/to filter of a list: `from` included, `to` as `upperBound` reads it; either may be absent. */
export function withinDates(
  column: AnyPgColumn,
  range: { from?: string | undefined; to?: string | undefined },
): SQL | undefined {
  return and(
    range.from ? gte(column, new Date(range.from)) : undefined,
    range.to ? lt(column, upperBound(range.to)) : undefined,
  );
}

type DriverError = { code?: string; constraint?: string; cause?: unknown };
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE and constraint of a driver error; Drizzle wraps the driver's error in `cause`. */
function brokenConstraint(error: unknown) {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const candidate = current as DriverError;
    if (candidate.code === UNIQUE_VIOLATION || candidate.code === FOREIGN_KEY_VIOLATION) {
      return { code: candidate.code, constraint: candidate.constraint ?? '' };
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * A save that raced past a service's checks and broke a constraint, told as the checks would have
 * told it: a unique index as a conflict (409), a foreign key as an invalid property (400), each on the
 * property the map names for that constraint. Any other error is returned as it is.
 */
export function constraintError(
  error: unknown,
  properties: Record<string, readonly [property: string, message: string]>,
): unknown {
  const broken = brokenConstraint(error);
  const known = broken && properties[broken.constraint];
  if (!broken || !known) return error;
  const [property, message] = known;
  const errors = { [property]: [message] };
  return broken.code === UNIQUE_VIOLATION ? conflict(message, errors) : invalid(message, errors);
}
