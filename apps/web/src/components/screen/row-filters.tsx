import { SimpleGrid } from '@mantine/core';
import type { ListUrlState } from '../../lib/use-list-url-state.ts';
import type { ListCall } from '../list-page/use-list-page.ts';
import { RowFilter } from './row-filter.tsx';

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

type RowFiltersProps<Key extends string> = { specs: readonly RowFilterSpec<Key>[]; list: ListUrlState<Key> };

/** The row filters side by side, bound to the URL; choosing one forgets the filters that depend on it. */
export function RowFilters<Key extends string>({ specs, list }: RowFiltersProps<Key>) {
  const dependentsOf = (key: Key) =>
    Object.fromEntries(specs.filter((spec) => spec.parent?.key === key).map((spec) => [spec.key, null]));
  return (
    <SimpleGrid cols={{ base: 1, xs: specs.length }} spacing="sm" miw={{ sm: 210 * specs.length }}>
      {specs.map(({ key, label, call, placeholder, parent }) => {
        const parentValue = parent ? list.filters[parent.key] : undefined;
        return (
          <RowFilter
            key={key}
            label={label}
            call={call}
            query={(parent ? { [parent.param]: parentValue ?? undefined } : {}) as never}
            value={list.filters[key] ?? null}
            onChange={(value) =>
              list.setFilters({ ...dependentsOf(key), [key]: value } as Record<Key, string | null>)
            }
            placeholder={placeholder}
            disabled={Boolean(parent) && !parentValue}
            disabledPlaceholder={parent?.placeholder}
          />
        );
      })}
    </SimpleGrid>
  );
}
