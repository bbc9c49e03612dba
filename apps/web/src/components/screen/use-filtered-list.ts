import { type ListCall, useListPage } from '../list-page/use-list-page.ts';
import type { RowFilterSpec } from './row-filters.tsx';

/**
 * useListPage for a screen with row filters: they live in the URL, and the list loads only once every
 * one is chosen (spec 001 §2: states need a country first).
 */
export function useFilteredList<C extends ListCall, Key extends string = never>(
  call: C,
  rowFilters: readonly RowFilterSpec<Key>[] = [],
) {
  return useListPage({
    call,
    filterKeys: rowFilters.map((spec) => spec.key),
    enabled: ({ filters }) => rowFilters.every((spec) => Boolean(filters[spec.key])),
  });
}
