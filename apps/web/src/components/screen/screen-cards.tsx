import { Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { formatNumber } from '../format.ts';
import { ListingCards } from '../listing/listing-cards.tsx';
import type { ListingItem } from '../listing/listing-types.ts';
import { cellContent } from '../table/table-cell.tsx';
import { cardPlaceOf, type ScreenColumn } from './screen-column.ts';

type ScreenCardsProps<Row> = {
  columns: ScreenColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string | number;
  loading: boolean;
  firstRowNumber: number;
};

/**
 * The listing on a phone, where a table's last columns would sit beyond the screen's edge: the kit's
 * Collapsible_List, each title the row's number, its title columns and badges, opening to the other
 * columns as 'Title: value' lines and the actions.
 */
export function ScreenCards<Row>({ columns, rows, rowKey, loading, firstRowNumber }: ScreenCardsProps<Row>) {
  const placed = (place: ReturnType<typeof cardPlaceOf>) =>
    columns.filter((column) => cardPlaceOf(column) === place);
  const [numbered, titles, badges, details, actions, leading] = (
    ['number', 'title', 'badge', 'detail', 'actions', 'leading'] as const
  ).map(placed);
  const items: ListingItem[] = rows.map((row, index) => ({
    key: rowKey(row, index),
    Leading: leading?.length
      ? leading.map((column) => (
          <Fragment key={column.key}>{cellContent(column, row, index, firstRowNumber)}</Fragment>
        ))
      : undefined,
    Title: (
      // A long badge ('Require Extra Information') goes under the title rather than squeeze it to a
      // letter a line beside a bulk action's check box.
      <Group component="span" gap="xs" wrap="wrap">
        {/* Long names ('Federal Capital Territory') wrap rather than lose their end on a phone. */}
        <Text component="span" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {numbered?.length ? (
            <>
              <Text component="span" c="dimmed">
                {formatNumber(firstRowNumber + index)}.
              </Text>{' '}
            </>
          ) : null}
          {/* The title is inside the card's toggle button: a column's text, never its links (axe: nested-interactive). */}
          {titles?.map((column) => (
            <span key={column.key}>
              {column.value
                ? String(column.value(row, index))
                : cellContent(column, row, index, firstRowNumber)}
            </span>
          ))}
        </Text>
        {/* The spaces keep the parts apart in the accessible name ('22. Nigeria Enabled'); flex drops them. */}
        {badges?.map((column) => (
          <Fragment key={column.key}>
            {' '}
            <span style={{ flexShrink: 0 }}>{cellContent(column, row, index, firstRowNumber)}</span>
          </Fragment>
        ))}
      </Group>
    ),
    Description: details?.length ? (
      <Stack component="span" gap={2}>
        {details.map((column) => (
          <Text component="span" size="sm" key={column.key}>
            <Text component="span" c="dimmed">
              {column.title}:{' '}
            </Text>
            {cellContent(column, row, index, firstRowNumber)}
          </Text>
        ))}
      </Stack>
    ) : undefined,
    Actions: actions?.flatMap((column) => column.actions?.(row, index) ?? []),
  }));
  return <ListingCards items={items} listingStyle="Collapsible_List" loading={loading} />;
}
