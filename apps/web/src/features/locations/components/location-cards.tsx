import { Group, Text } from '@mantine/core';
import type { Country } from '@wayfare/contracts';
import { formatNumber } from '../../../components/format.ts';
import { ListingCards } from '../../../components/listing/listing-cards.tsx';
import type { RowAction } from '../../../components/table/table-types.ts';
import type { LocationKind } from '../location-kinds.ts';
import { StatusBadge } from './status-badge.tsx';
import type { LocationList, LocationRow } from './use-location-list.ts';

type LocationCardsProps = {
  kind: LocationKind;
  list: LocationList;
  actions: (row: LocationRow) => RowAction[];
};

/**
 * The same list on a phone, where a table's action column would sit beyond the screen's edge: the
 * kit's Collapsible_List listing, each title showing the number, the name and the status, and
 * opening to the ISO codes and the actions.
 */
export function LocationCards({ kind, list, actions }: LocationCardsProps) {
  const items = list.rows.map((row, index) => ({
    key: row.Id,
    Title: (
      <Group component="span" gap="xs" wrap="nowrap">
        {/* Long names ('Federal Capital Territory') wrap rather than lose their end on a phone. */}
        <Text component="span" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text component="span" c="dimmed" mr={6}>
            {formatNumber(list.firstRowNumber + index)}.
          </Text>
          <span>{row.Name}</span>
        </Text>
        <StatusBadge enabled={row.Enable} style={{ flexShrink: 0 }} />
      </Group>
    ),
    SubTitle:
      kind === 'country'
        ? `ISO codes: ${(row as Country).ThreeLetterIsoCode} · ${(row as Country).TwoLetterIsoCode}`
        : undefined,
    Actions: actions(row),
  }));
  return <ListingCards items={items} listingStyle="Collapsible_List" loading={list.loading} />;
}
