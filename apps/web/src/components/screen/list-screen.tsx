import { Box } from '@mantine/core';
import type { CallDeclaration, CsvExportCall } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { BulkListing, type BulkOptions } from '../bulk/index.ts';
import type { ListSearchOptions } from '../list-page/list-page.tsx';
import { ListPage } from '../list-page/list-page.tsx';
import type { ListPageModel } from '../list-page/use-list-page.ts';
import { ChooseFiltersHint } from './choose-filters-hint.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { type RowFilterSpec, RowFilters } from './row-filters.tsx';
import type { ScreenColumn } from './screen-column.ts';
import { ScreenListing } from './screen-listing.tsx';
import { useCanCall } from './use-can-call.ts';

export type ListScreenProps<Row, Key extends string> = {
  /** From useListPage (or useFilteredList). */
  list: ListPageModel<Key> & {
    rows: Row[];
    loading: boolean;
    firstRowNumber: number;
    /** The list call and its query (useListPage's): a list with `bulk` asks them for 'all matching'. */
    call?: CallDeclaration;
    query?: object;
  };
  /** The listing's name: 'Countries'. */
  label: string;
  columns: ScreenColumn<Row>[];
  /**
   * The Create button ('Create', spec 000 §2.3, or `title` with its `icon`: the e-mails' 'Resend All
   * Failed'), shown when the person may make this call.
   */
  create?: { call: CallDeclaration; onClick: () => void; title?: string; icon?: ReactNode };
  /** From and To pickers and a drop-down, bound to the list's URL filters (ListPage's own). */
  dateFilter?: ListSearchOptions<Key>['dateFilter'];
  optionFilter?: ListSearchOptions<Key>['optionFilter'];
  /** Filters by other records, beside the keyword. */
  rowFilters?: readonly RowFilterSpec<Key>[];
  /** False when the list call takes no keyword (the search bar leaves its box out). */
  withKeyword?: boolean;
  /** Any other filters, beside the row filters (a person chosen by name). */
  extraFilters?: ReactNode;
  /** Shown in the listing's place until every row filter is chosen (the list loads only then). */
  hint?: ReactNode;
  /** Above the search bar, e.g. ScreenTabs. */
  header?: ReactNode;
  /** The list's CSV export (issue 32): an 'Export CSV' button for the list's current filter and sort. */
  exportCall?: CsvExportCall;
  /** Issue 32: row selection and the actions that apply to many rows at once (components/bulk). */
  bulk?: BulkOptions;
};

/** spec 000 §2.3: an admin list: search bar (keyword, filters, Create), the listing, pagination. */
export function ListScreen<Row, Key extends string = never>({
  list,
  label,
  columns,
  create,
  rowFilters = [],
  hint,
  header,
  dateFilter,
  optionFilter,
  extraFilters,
  withKeyword,
  exportCall,
  bulk,
}: ListScreenProps<Row, Key>) {
  const canCreate = useCanCall(create?.call);
  const waiting = rowFilters.some((spec) => !list.filters[spec.key]);
  return (
    <Box>
      {header}
      {exportCall && <ExportCsvButton call={exportCall} query={list.query ?? {}} />}
      <ListPage
        list={list}
        search={{
          actions: create && canCreate ? [{ onClick: create.onClick, icon: create.icon }] : [],
          actionTitle: create?.title,
          dateFilter,
          optionFilter,
          withKeyword,
          extraFilters:
            rowFilters.length > 0 || extraFilters ? (
              <>
                {rowFilters.length > 0 && <RowFilters specs={rowFilters} list={list} />}
                {extraFilters}
              </>
            ) : undefined,
        }}
      >
        {waiting ? (
          <ChooseFiltersHint>{hint}</ChooseFiltersHint>
        ) : bulk && list.call ? (
          <BulkListing
            label={label}
            columns={columns}
            list={{ ...list, call: list.call, query: list.query }}
            bulk={bulk}
            sorting={list}
          />
        ) : (
          <ScreenListing
            label={label}
            columns={columns}
            rows={list.rows}
            loading={list.loading}
            firstRowNumber={list.firstRowNumber}
            sorting={list}
          />
        )}
      </ListPage>
    </Box>
  );
}
