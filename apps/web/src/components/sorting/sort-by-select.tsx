import { Select } from '@mantine/core';
import { type ListSorting, type SortableColumn, titleText } from './sorting.ts';

const DEFAULT_ORDER = '';

/**
 * issue 32: on a phone, where the cards have no header to click, one 'Sort by' choice of each sortable
 * column in each direction, or the list's default order.
 */
export function SortBySelect({ columns, sorting }: { columns: SortableColumn[]; sorting: ListSorting }) {
  const sortable = columns.filter((column) => column.sort);
  if (sortable.length === 0) return null;
  const data = [
    { value: DEFAULT_ORDER, label: 'Default order' },
    ...sortable.flatMap((column) => [
      { value: `${column.sort}:asc`, label: `${titleText(column)} (ascending)` },
      { value: `${column.sort}:desc`, label: `${titleText(column)} (descending)` },
    ]),
  ];
  const value = sorting.sort ? `${sorting.sort}:${sorting.order}` : DEFAULT_ORDER;
  return (
    <Select
      label="Sort by"
      data={data}
      value={value}
      allowDeselect={false}
      mb="sm"
      onChange={(chosen) => {
        const [sort, order] = (chosen ?? DEFAULT_ORDER).split(':');
        sorting.setSort(sort || null, order === 'desc' ? 'desc' : 'asc');
      }}
    />
  );
}
