import type { Category } from '@wayfare/contracts';

/** The categories directly under `parentId` (null: the top level), in the server's order (by name). */
export const childrenOf = (rows: readonly Category[], parentId: number | null) =>
  rows.filter((row) => row.ParentId === parentId);

/**
 * The chain from the top level down to `id` itself, for the breadcrumb; empty at the top level or for
 * an id no longer there. Stops at a category seen before, so a broken tree cannot loop.
 */
export function pathTo(rows: readonly Category[], id: number | null): Category[] {
  const byId = new Map(rows.map((row) => [row.Id, row]));
  const chain: Category[] = [];
  for (let current = id === null ? undefined : byId.get(id); current; ) {
    if (chain.includes(current)) break;
    chain.unshift(current);
    current = current.ParentId === null ? undefined : byId.get(current.ParentId);
  }
  return chain;
}
