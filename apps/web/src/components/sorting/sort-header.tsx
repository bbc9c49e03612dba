import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ariaSortOf, type ListSorting, nextSorting } from './sorting.ts';

type SortHeaderProps = { column: string; sorting: ListSorting; children: ReactNode };

/**
 * issue 32: a sortable column's title as a button: the arrow shows the direction (both ways while the
 * column does not sort the list); each click moves to `nextSorting`. The header cell carries aria-sort.
 */
export function SortHeader({ column, sorting, children }: SortHeaderProps) {
  const state = ariaSortOf(sorting, column);
  const Arrow = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  const next = () => {
    const { sort, order } = nextSorting(sorting, column);
    sorting.setSort(sort, order);
  };
  return (
    <UnstyledButton
      onClick={next}
      fw="inherit"
      fz="inherit"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {/* The title may wrap between its words ('Amount' over '(₦)') when a wide table is squeezed; the arrow stays beside it. */}
      <span>{children}</span>
      <Arrow size={14} aria-hidden="true" style={{ flexShrink: 0, opacity: state === 'none' ? 0.45 : 1 }} />
    </UnstyledButton>
  );
}
