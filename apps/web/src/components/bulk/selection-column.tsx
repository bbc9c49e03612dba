import { Checkbox } from '@mantine/core';
import type { ScreenColumn } from '../screen/screen-column.ts';
import type { NamedRow } from '../screen/use-row-action.ts';
import type { BulkSelection } from './use-bulk-selection.ts';

export const SELECT_PAGE_LABEL = 'Select all on this page';
export const selectRowLabel = (name: string) => `Select ${name}`;

/**
 * The leading column of a list that offers bulk actions: a check box per row ('Select Ada Okafor'),
 * and in the header one for the whole page. On a phone each card leads with its row's box.
 */
export function selectionColumn<Row>(selection: BulkSelection): ScreenColumn<Row> {
  const named = (row: Row) => row as unknown as NamedRow;
  return {
    key: 'bulk-select',
    width: 44,
    card: 'leading',
    title: (
      <Checkbox
        aria-label={SELECT_PAGE_LABEL}
        checked={selection.pageChosen || selection.allMatching}
        indeterminate={selection.somePageChosen}
        disabled={selection.pageEmpty}
        onChange={selection.togglePage}
      />
    ),
    render: (row) => (
      <Checkbox
        aria-label={selectRowLabel(named(row).Name)}
        checked={selection.isChosen(named(row))}
        onChange={() => selection.toggle(named(row))}
      />
    ),
  };
}
