/**
 * How many rows a delete or an update without RETURNING touched: node-postgres reports it as
 * `rowCount`, PGlite as `affectedRows`.
 */
export function rowsAffected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}
