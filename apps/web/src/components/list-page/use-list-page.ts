import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallDeclaration, DEFAULT_PAGE_SIZE, type QueryOf, type RowOf } from '@wayfare/contracts';
import { sendCall } from '../../lib/call-api.ts';
import { callKey } from '../../lib/call-query.ts';
import { type ListUrlState, useListUrlState } from '../../lib/use-list-url-state.ts';

/** A declared list call: a JSON array with the total in X-Total-Count, e.g. calls.Country.GetCountries. */
export type ListCall = CallDeclaration & { readonly reply: { readonly kind: 'list' } };

export type ListQueryState<Key extends string> = {
  keyword: string;
  page: number;
  pageSize: number;
  filters: Record<Key, string | null>;
};

export type UseListPageOptions<C extends ListCall, Key extends string> = {
  /** The list call, e.g. calls.Country.GetCountries. */
  call: C;
  /** URL parameters that filter the list, named as the call's query parameters (e.g. 'countryId'). */
  filterKeys?: readonly Key[];
  /** Default 20 (spec 000 §9). */
  pageSize?: number;
  /** The call's query; default keyword (trimmed), page, pageSize and every filter under its own name. */
  toQuery?: (state: ListQueryState<Key>) => QueryOf<C>;
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

/** What ListPage needs of a list: its URL state, its total and its page size. */
export type ListPageModel<Key extends string = string> = ListUrlState<Key> & {
  pageSize: number;
  total: number;
};

/**
 * spec 000 §2.3: a generic list: keyword, filters, sort and page live in the URL (so reload, back/forward
 * and a shared link restore the view), the rows come from TanStack Query under the call's key (so
 * `refreshAreas` reloads them after a change). On a failed load the global query error handler shows
 * the error in an alert and the list is emptied (spec 001 §8).
 */
export function useListPage<C extends ListCall, Key extends string = never>({
  call,
  filterKeys = [],
  pageSize = DEFAULT_PAGE_SIZE,
  toQuery = defaultListQuery as (state: ListQueryState<Key>) => QueryOf<C>,
  enabled = true,
}: UseListPageOptions<C, Key>) {
  const url = useListUrlState<Key>(filterKeys);
  const state: ListQueryState<Key> = { keyword: url.keyword, page: url.page, pageSize, filters: url.filters };
  // The sort is the list kit's, whatever the screen's toQuery: sent only once a column is chosen.
  const query = {
    ...(toQuery(state) as object),
    ...(url.sort ? { sort: url.sort, order: url.order } : {}),
  } as QueryOf<C>;
  const result = useQuery({
    queryKey: callKey(call, { query }),
    queryFn: ({ signal }) =>
      sendCall(call, { query, signal }) as Promise<{ rows: RowOf<C>[]; total: number }>,
    placeholderData: keepPreviousData,
    enabled: typeof enabled === 'function' ? enabled(state) : enabled,
  });
  const failed = result.isError;

  return {
    ...url,
    /**
     * The list call and the query the rows were asked with (a bulk action's 'all matching' asks it
     * again; the CSV export asks the same, without paging).
     */
    call,
    query,
    pageSize,
    rows: failed ? [] : (result.data?.rows ?? []),
    total: failed ? 0 : (result.data?.total ?? 0),
    /** True while a load is under way (the first or a later one). */
    loading: result.isFetching,
    failed,
    /** The number the '#' column shows on this page's first row. */
    firstRowNumber: url.page * pageSize + 1,
    reload: () => result.refetch(),
  };
}
