import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { PaginationBar } from '../pagination/pagination-bar.tsx';
import type { SearchAction } from '../search-bar/search-actions.tsx';
import { SearchBar } from '../search-bar/search-bar.tsx';
import type { ListPageModel } from './use-list-page.ts';

export type ListSearchOptions<Key extends string = string> = {
  /** Default 'Search with Keywords'. */
  placeholder?: string;
  actions?: SearchAction[];
  /** Default 'Create'. */
  actionTitle?: string;
  /** From and To pickers bound to these URL filters (each must be one of the list's filterKeys). */
  dateFilter?: { fromKey: Key; toKey: Key; withTime?: boolean };
  /** A drop-down bound to one URL filter (one of the list's filterKeys). */
  optionFilter?: { key: Key; label: string; data: { value: string; label: string }[] };
  extraFilters?: ReactNode;
  /** False when the list call takes no keyword. */
  withKeyword?: boolean;
};

export type ListPageProps<Key extends string> = {
  /** From useListPage. */
  list: ListPageModel<Key>;
  /** The search bar's options, or false for a list without one. */
  search?: ListSearchOptions<Key> | false;
  /** Summary cards shown above the list. */
  summary?: ReactNode;
  /** The listing: a DataTable or ListingCards fed with list.rows. */
  children: ReactNode;
};

/** spec 000 §2.3: the generic list page: optional summary, search bar, the listing, pagination. */
export function ListPage<Key extends string = never>({
  list,
  search = {},
  summary,
  children,
}: ListPageProps<Key>) {
  const { dateFilter, optionFilter } = search || {};
  return (
    <Box>
      {summary}
      {search && (
        <SearchBar
          keyword={list.keyword}
          onKeywordChange={list.setKeyword}
          placeholder={search.placeholder}
          actions={search.actions}
          actionTitle={search.actionTitle}
          extraFilters={search.extraFilters}
          withKeyword={search.withKeyword}
          dateRange={
            dateFilter && {
              from: list.filters[dateFilter.fromKey] ?? null,
              to: list.filters[dateFilter.toKey] ?? null,
              withTime: dateFilter.withTime,
              onChange: ({ from, to }) => {
                const range = { [dateFilter.fromKey]: from, [dateFilter.toKey]: to };
                list.setFilters(range as Partial<Record<Key, string | null>>);
              },
            }
          }
          option={
            optionFilter && {
              label: optionFilter.label,
              data: optionFilter.data,
              value: list.filters[optionFilter.key] ?? null,
              onChange: (value) => list.setFilter(optionFilter.key, value),
            }
          }
        />
      )}
      {children}
      {list.total > 0 && (
        <PaginationBar
          page={list.page}
          total={list.total}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
        />
      )}
    </Box>
  );
}
