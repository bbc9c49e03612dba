import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SortBySelect } from '../sorting/sort-by-select.tsx';
import type { ListSorting } from '../sorting/sorting.ts';
import { DataTable } from '../table/data-table.tsx';
import { ScreenCards } from './screen-cards.tsx';
import { columnsShownIn, type ScreenColumn } from './screen-column.ts';

export type ScreenListingProps<Row> = {
  /** One definition for both layouts. */
  columns: ScreenColumn<Row>[];
  rows: Row[];
  loading?: boolean;
  /** The '#' of the first row (page × pageSize + 1). */
  firstRowNumber?: number;
  /** The table's accessible name: 'Countries'. */
  label?: string;
  rowKey?: (row: Row, index: number) => string | number;
  /** issue 32: the list's sort: sortable headers on a desktop, a 'Sort by' choice on a phone. */
  sorting?: ListSorting;
};

const idOrIndex = (row: unknown, index: number) => {
  const id = (row as { Id?: unknown } | null)?.Id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
};

/** True below the theme's sm breakpoint (phones and small tablets), read at once so nothing flickers. */
export function usePhoneLayout() {
  const theme = useMantineTheme();
  const below = em(Number(px(theme.breakpoints.sm)) - 0.02);
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false }) ?? false;
}

/** An admin screen's rows from one column definition: a table on wider screens, cards on a phone. */
export function ScreenListing<Row>({
  columns,
  rows,
  loading = false,
  firstRowNumber = 1,
  label,
  rowKey = idOrIndex,
  sorting,
}: ScreenListingProps<Row>) {
  const phone = usePhoneLayout();
  if (phone) {
    const cardColumns = columnsShownIn(columns, 'cards');
    return (
      <>
        {sorting && <SortBySelect columns={cardColumns} sorting={sorting} />}
        <ScreenCards
          columns={cardColumns}
          rows={rows}
          rowKey={rowKey}
          loading={loading}
          firstRowNumber={firstRowNumber}
        />
      </>
    );
  }
  return (
    <DataTable
      label={label}
      columns={columnsShownIn(columns, 'table')}
      rows={rows}
      rowKey={rowKey}
      loading={loading}
      firstRowNumber={firstRowNumber}
      sorting={sorting}
    />
  );
}
