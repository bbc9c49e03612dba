import { ActionIcon, Button, Group, Menu, Rating } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { formatDate, formatDateTime, formatNumber, formatTime } from '../format.ts';
import { SafeHtml } from '../safe-html.tsx';
import type { RowAction, TableColumn } from './table-types.ts';

function ActionButtons({ actions, as }: { actions: RowAction[]; as: 'buttons' | 'menu' }) {
  if (actions.length === 0) return null;
  if (as === 'menu') {
    return (
      <Menu position="bottom-end" withinPortal>
        {/* One small button no wider than the column's title: a worded 'Actions ▾' cost a wide table its last
            columns at 1366 px (issue 32). The row's cells say whose actions they are. */}
        <Menu.Target>
          <ActionIcon variant="light" aria-label="Actions">
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item
              key={action.label}
              leftSection={action.icon}
              color={action.color}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      {actions.map((action) => (
        <Button
          key={action.label}
          size="compact-sm"
          variant="light"
          color={action.color}
          leftSection={action.icon}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}

/** What a screen reader hears for read-only stars (issue 32). */
export const ratedLabel = (stars: number) => `Rated ${stars} out of 5`;

const readValue = <Row,>(column: TableColumn<Row>, row: Row, rowIndex: number) =>
  column.value ? column.value(row, rowIndex) : (row as Record<string, unknown>)[column.key];

/** The content of one body cell, by the column's kind (spec 000 §2.3). */
export function cellContent<Row>(
  column: TableColumn<Row>,
  row: Row,
  rowIndex: number,
  firstRowNumber: number,
): ReactNode {
  if (column.render) return column.render(row, rowIndex);
  const value = readValue(column, row, rowIndex);
  switch (column.kind ?? 'text') {
    case 'rowNumber':
      return formatNumber(firstRowNumber + rowIndex);
    case 'html':
      return <SafeHtml html={typeof value === 'string' ? value : ''} />;
    case 'number':
      return formatNumber(value);
    case 'date':
      return formatDate(value);
    case 'dateTime':
      return formatDateTime(value);
    case 'time':
      return formatTime(value);
    case 'rating': {
      // spec 001 §9: ratings run from 1 to 5. Read-only stars are a picture (a div named without a role
      // is nothing to a screen reader, axe's aria-prohibited-attr): one image named with its value.
      const stars = Math.min(5, Math.max(0, Math.round(Number(value) || 0)));
      return <Rating value={stars} count={5} readOnly size="sm" role="img" aria-label={ratedLabel(stars)} />;
    }
    case 'actions':
      return (
        <ActionButtons actions={column.actions?.(row, rowIndex) ?? []} as={column.actionsAs ?? 'buttons'} />
      );
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/**
 * How a cell of a kind may wrap (issue 32): a date or a time never breaks; a date and time breaks only
 * between the two ('27 Nov 2026,' over '7:48 PM'), as its column is kept wide enough for the date, where a
 * squeezed column took three lines for it.
 */
export const cellWrapping = (kind: TableColumn<unknown>['kind']): CSSProperties | undefined => {
  if (kind === 'date' || kind === 'time') return { whiteSpace: 'nowrap' };
  if (kind === 'dateTime') return { minWidth: '8.5em' };
  return undefined;
};

export const defaultAlign = (kind: TableColumn<unknown>['kind']) =>
  kind === 'number' || kind === 'rowNumber' ? 'right' : 'left';
