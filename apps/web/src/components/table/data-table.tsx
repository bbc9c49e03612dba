import { Box, Table, Text } from '@mantine/core';
import { texts } from '@wayfare/contracts';
import { type ReactNode, useMemo } from 'react';
import { SortHeader } from '../sorting/sort-header.tsx';
import { ariaSortOf, type ListSorting } from '../sorting/sorting.ts';
import { placeCells } from './span-layout.ts';
import { cellContent, cellWrapping, defaultAlign } from './table-cell.tsx';
import type { HeaderCell, TableColumn } from './table-types.ts';

// spec 000 §2.3 and spec 001 §9: an empty table is at least 350 px high.
export const EMPTY_TABLE_MIN_HEIGHT = 350;

export type DataTableProps<Row> = {
  columns: TableColumn<Row>[];
  rows: Row[];
  /** A stable key per row; default the row's Id, else its index. */
  rowKey?: (row: Row, rowIndex: number) => string | number;
  /** True while the rows load: an empty table shows 'Loading...', a filled one dims. */
  loading?: boolean;
  /** Explicit header rows (grouped headers with spans); default one row of the columns' titles. */
  headerRows?: HeaderCell[][];
  /** The number shown by a 'rowNumber' column on the first row (default 1; page × pageSize + 1 on later pages). */
  firstRowNumber?: number;
  /** The table's accessible name. */
  label?: string;
  /** issue 32: the list's sort; the columns with a `sort` get a sort button in their header. */
  sorting?: ListSorting;
};

const defaultRowKey = (row: unknown, index: number) => {
  const id = (row as { Id?: unknown } | null)?.Id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
};

function MessageRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columnCount} h={EMPTY_TABLE_MIN_HEIGHT - 60}>
        <Text ta="center" c="dimmed" fw={500}>
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** spec 000 §2.3: the table widget: header columns and rows, typed cells, column and row spans. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey = defaultRowKey,
  loading = false,
  headerRows,
  firstRowNumber = 1,
  label,
  sorting,
}: DataTableProps<Row>) {
  const placement = useMemo(
    () => placeCells(rows.length, columns.length, (r, c) => columns[c]?.span?.(rows[r] as Row, r)),
    [rows, columns],
  );
  const header: HeaderCell[][] = headerRows ?? [
    columns.map((column) => ({
      title: column.title,
      align: column.align ?? defaultAlign(column.kind),
      sort: column.sort,
    })),
  ];
  const empty = rows.length === 0;

  return (
    <Table.ScrollContainer minWidth={600} type="native">
      <Box
        data-testid="data-table"
        aria-busy={loading || undefined}
        style={{
          minHeight: empty ? EMPTY_TABLE_MIN_HEIGHT : undefined,
          opacity: loading && !empty ? 0.6 : 1,
        }}
      >
        {/* 8 px each side of a cell, not Mantine's 10: eleven columns beside the menu fit a laptop's 1366 px (issue 32). */}
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={8} aria-label={label}>
          <Table.Thead>
            {header.map((cells, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: header rows have no identity but their place
              <Table.Tr key={rowIndex}>
                {cells.map((cell, cellIndex) => (
                  <Table.Th
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above
                    key={cellIndex}
                    colSpan={cell.colSpan}
                    rowSpan={cell.rowSpan}
                    aria-sort={sorting && cell.sort ? ariaSortOf(sorting, cell.sort) : undefined}
                    style={{
                      textAlign: cell.align,
                      width: headerRows ? undefined : columns[cellIndex]?.width,
                      minWidth: headerRows ? undefined : columns[cellIndex]?.minWidth,
                    }}
                  >
                    {sorting && cell.sort ? (
                      <SortHeader column={cell.sort} sorting={sorting}>
                        {cell.title}
                      </SortHeader>
                    ) : (
                      cell.title
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {empty && loading && <MessageRow columnCount={columns.length}>{texts.loading}</MessageRow>}
            {empty && !loading && <MessageRow columnCount={columns.length}>{texts.noRecord}</MessageRow>}
            {rows.map((row, rowIndex) => (
              <Table.Tr key={rowKey(row, rowIndex)}>
                {(placement[rowIndex] ?? []).map(({ column: columnIndex, colSpan, rowSpan }) => {
                  const column = columns[columnIndex] as TableColumn<Row>;
                  return (
                    <Table.Td
                      key={column.key}
                      colSpan={colSpan > 1 ? colSpan : undefined}
                      rowSpan={rowSpan > 1 ? rowSpan : undefined}
                      style={{
                        textAlign: column.align ?? defaultAlign(column.kind),
                        ...cellWrapping(column.kind),
                      }}
                    >
                      {cellContent(column, row, rowIndex, firstRowNumber)}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Table.ScrollContainer>
  );
}
