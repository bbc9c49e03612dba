import { Grid } from '@mantine/core';
import { LoadingCard, NoRecordCard } from '../feedback/status-cards.tsx';
import { ListingCard } from './listing-card.tsx';
import { ListingAccordion, ListingTable } from './listing-list-styles.tsx';
import {
  DEFAULT_ITEMS_PER_ROW,
  type ItemsPerRow,
  type ListingItem,
  type ListingStyle,
} from './listing-types.ts';

export type ListingCardsProps = {
  items: ListingItem[];
  /** spec 000 §2.3: one of the eight listing styles; default 'Default'. */
  listingStyle?: ListingStyle;
  /** Items per row on wide screens (12-column grid); default 3, i.e. 4 columns each. */
  perRow?: ItemsPerRow;
  /** True while the items load: an empty listing shows a 'Loading...' card. */
  loading?: boolean;
};

/** spec 000 §2.3: listing cards in any of the eight styles, with 'No Record' and 'Loading...' cards. */
export function ListingCards({
  items,
  listingStyle = 'Default',
  perRow = DEFAULT_ITEMS_PER_ROW,
  loading = false,
}: ListingCardsProps) {
  if (items.length === 0) return loading ? <LoadingCard /> : <NoRecordCard />;
  if (listingStyle === 'Table_Mode') return <ListingTable items={items} />;
  if (listingStyle === 'Collapsible_List') return <ListingAccordion items={items} />;
  const span = 12 / perRow;
  return (
    <Grid aria-busy={loading || undefined} style={{ opacity: loading ? 0.6 : 1 }}>
      {items.map((item) => (
        <Grid.Col
          key={item.key}
          span={{ base: 12, xs: Math.max(span, 6), md: span }}
          data-testid="listing-column"
          data-span={span}
        >
          <ListingCard item={item} listingStyle={listingStyle} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
