import { Box, SimpleGrid } from '@mantine/core';
import type { CallDeclaration } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { ListPage } from '../list-page/list-page.tsx';
import { type ListCall, type ListPageModel, useListPage } from '../list-page/use-list-page.ts';
import { ChooseFiltersHint } from './choose-filters-hint.tsx';
import { RowFilter } from './row-filter.tsx';
import type { ScreenColumn } from './screen-column.ts';
import { ScreenListing } from './screen-listing.tsx';
import { useCanCall } from './use-can-call.ts';

/** A filter by another record (states by country), kept in the URL under `key`. */
export type RowFilterSpec<Key extends string> = {
  key: Key;
  label: string;
  /** The list call whose every row is a choice. */
  call: ListCall;
  placeholder: string;
  /** A filter this one depends on: sent as the query parameter `param`; until it is chosen this one is disabled. */
  parent?: { key: Key; param: string; placeholder: string };
};

export type ListScreenProps<Row, Key extends string> = {
  /** From useListPage. */
  list: ListPageModel<Key> & { rows: Row[]; loading: boolean; firstRowNumber: number };
  /** The listing's name: 'Countries'. */
  label: string;
  columns: ScreenColumn<Row>[];
  /** The Create button ('Create', spec 000 §2.3), shown when the person may make this call. */
  create?: { call: CallDeclaration; onClick: () => void };
  /** Filters by other records; choosing one forgets the filters that depend on it. */
  rowFilters?: readonly RowFilterSpec<Key>[];
  /** Shown in the listing's place until every row filter is chosen (the list loads only then). */
  hint?: ReactNode;
  /** Above the search bar, e.g. ScreenTabs. */
  header?: ReactNode;
};

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

/** spec 000 §2.3: an admin list: search bar (keyword, filters, Create), the listing, pagination. */
export function ListScreen<Row, Key extends string = never>({
  list,
  label,
  columns,
  create,
  rowFilters = [],
  hint,
  header,
}: ListScreenProps<Row, Key>) {
  const canCreate = useCanCall(create?.call);
  const forgetting = (key: Key) =>
    Object.fromEntries(rowFilters.filter((spec) => spec.parent?.key === key).map((spec) => [spec.key, null]));
  const filters = rowFilters.length > 0 && (
    <SimpleGrid cols={{ base: 1, xs: rowFilters.length }} spacing="sm" miw={{ sm: 210 * rowFilters.length }}>
      {rowFilters.map(({ key, label: filterLabel, call, placeholder, parent }) => {
        const parentValue = parent ? list.filters[parent.key] : undefined;
        return (
          <RowFilter
            key={key}
            label={filterLabel}
            call={call}
            query={(parent ? { [parent.param]: parentValue ?? undefined } : {}) as never}
            value={list.filters[key] ?? null}
            onChange={(value) =>
              list.setFilters({ ...forgetting(key), [key]: value } as Record<Key, string | null>)
            }
            placeholder={placeholder}
            disabled={Boolean(parent) && !parentValue}
            disabledPlaceholder={parent?.placeholder}
          />
        );
      })}
    </SimpleGrid>
  );
  const waiting = rowFilters.some((spec) => !list.filters[spec.key]);
  return (
    <Box>
      {header}
      <ListPage
        list={list}
        search={{
          actions: create && canCreate ? [{ onClick: create.onClick }] : [],
          extraFilters: filters || undefined,
        }}
      >
        {waiting ? (
          <ChooseFiltersHint>{hint}</ChooseFiltersHint>
        ) : (
          <ScreenListing
            label={label}
            columns={columns}
            rows={list.rows}
            loading={list.loading}
            firstRowNumber={list.firstRowNumber}
          />
        )}
      </ListPage>
    </Box>
  );
}
