import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Lists sort by name whatever its case; the unique lower(name) indexes serve this order. */
export const byName = (column: AnyPgColumn) => sql`lower(${column})`;

/** LIKE treats %, _ and \ as wildcards and escapes: a keyword is searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The keyword filter of the list calls: the name contains the keyword, whatever its case. Written as
 * lower(name) LIKE so that the trigram indexes on lower(name) answer it.
 */
export function nameContains(column: AnyPgColumn, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return sql`lower(${column}) like ${`%${escapeLike(keyword.toLowerCase())}%`}`;
}

export const offsetOf = (query: { page: number; pageSize: number }) => query.page * query.pageSize;

type DriverError = { code?: string; constraint?: string; cause?: unknown };

/**
 * The constraint a statement broke, when it broke one with the given SQLSTATE (23505 unique,
 * 23503 foreign key); Drizzle wraps the driver's error in `cause`.
 */
export function brokenConstraint(error: unknown, sqlState: '23505' | '23503'): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const candidate = current as DriverError;
    if (candidate.code === sqlState) return candidate.constraint ?? '';
    current = candidate.cause;
  }
  return undefined;
}
