import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@wayfare/contracts';
import { api, type Query } from '../../lib/api-client.ts';
import { useListUrlState } from '../../lib/use-list-url-state.ts';

export type ListQueryState<Key extends string> = {
  keyword: string;
  page: number;
  pageSize: number;
  filters: Record<Key, string | null>;
};

export type UseListPageOptions<Key extends string> = {
  /** The list call, e.g. 'Country/GetCountries' (a JSON array with the total in X-Total-Count). */
  path: string;
  /** URL parameters that filter the list, named as the call's query parameters (e.g. 'countryId'). */
  filterKeys?: readonly Key[];
  /** Default 20 (spec 000 §9). */
  pageSize?: number;
  /** The call's query; default keyword (trimmed), page, pageSize and every filter under its own name. */
  toQuery?: (state: ListQueryState<Key>) => Query;
  /** False until the list may load (e.g. states need a country first, spec 001 §2). */
  enabled?: boolean | ((state: ListQueryState<Key>) => boolean);
};

export const defaultListQuery = <Key extends string>({
  keyword,
  page,
  pageSize,
  filters,
}: ListQueryState<Key>) => ({
  keyword: keyword.trim(),
  page,
  pageSize,
  ...filters,
});

/**
 * spec 000 §2.3: a generic list: keyword, filters and page live in the URL (so reload, back/forward
 * and a shared link restore the view), the rows come from TanStack Query. On a failed load the global
 * query error handler shows the error in an alert and the list is emptied (spec 001 §8).
 */
export function useListPage<Row, Key extends string = never>({
  path,
  filterKeys = [],
  pageSize = DEFAULT_PAGE_SIZE,
  toQuery = defaultListQuery,
  enabled = true,
}: UseListPageOptions<Key>) {
  const url = useListUrlState<Key>(filterKeys);
  const state: ListQueryState<Key> = { keyword: url.keyword, page: url.page, pageSize, filters: url.filters };
  const query = toQuery(state);
  const result = useQuery({
    queryKey: [path, query],
    queryFn: ({ signal }) => api.list<Row>(path, query, signal),
    placeholderData: keepPreviousData,
    enabled: typeof enabled === 'function' ? enabled(state) : enabled,
  });
  const failed = result.isError;

  return {
    ...url,
    pageSize,
    rows: failed ? [] : (result.data?.rows ?? []),
    total: failed ? 0 : (result.data?.total ?? 0),
    /** True while a load is under way (the first or a later one). */
    loading: result.isFetching,
    failed,
    /** The number the '#' column shows on this page's first row. */
    firstRowNumber: url.page * pageSize + 1,
    /** The key prefix to invalidate after a change: queryClient.invalidateQueries({ queryKey: [path] }). */
    queryKey: [path] as const,
    reload: () => result.refetch(),
  };
}

export type ListPageModel<Row = unknown, Key extends string = string> = ReturnType<
  typeof useListPage<Row, Key>
>;
