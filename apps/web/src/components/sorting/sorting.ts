import type { SortOrder } from '@wayfare/contracts';
import type { ReactNode } from 'react';

/** A list's sort as the list kit holds it (`useListUrlState`): the column, or null for the default. */
export type ListSorting = {
  sort: string | null;
  order: SortOrder;
  setSort: (column: string | null, order?: SortOrder) => void;
};

/** A column that may be sorted: its wire name (`sort`) and the title it shows. */
export type SortableColumn = { sort?: string | undefined; title: ReactNode; key: string };

/**
 * issue 32: a header's click: another column sorts ascending, the same column turns descending, and
 * a third click goes back to the list's default order.
 */
export function nextSorting(current: Pick<ListSorting, 'sort' | 'order'>, column: string) {
  if (current.sort !== column) return { sort: column, order: 'asc' as const };
  if (current.order === 'asc') return { sort: column, order: 'desc' as const };
  return { sort: null, order: 'asc' as const };
}

/** The header cell's aria-sort: how the column sorts the rows now ('none' when it may but does not). */
export function ariaSortOf(sorting: Pick<ListSorting, 'sort' | 'order'>, column: string) {
  if (sorting.sort !== column) return 'none' as const;
  return sorting.order === 'desc' ? ('descending' as const) : ('ascending' as const);
}

/** A column's title as plain text (the phone's Sort by choices), its key when the title is markup. */
export const titleText = (column: SortableColumn) =>
  typeof column.title === 'string' ? column.title : column.key;
