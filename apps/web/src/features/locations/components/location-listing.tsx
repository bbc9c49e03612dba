import { useMediaQuery } from '@mantine/hooks';
import type { LocationKind } from '../location-kinds.ts';
import { LocationCards } from './location-cards.tsx';
import { LocationTable } from './location-table.tsx';
import { useLocationActions } from './use-location-actions.ts';
import type { LocationList, LocationRow } from './use-location-list.ts';

// spec 000 §9: phones are narrower than 576 px.
const PHONE = '(max-width: 575.98px)';

type LocationListingProps = { kind: LocationKind; list: LocationList; onEdit: (row: LocationRow) => void };

/** The rows: a table on wider screens, collapsible cards on a phone, with the same actions. */
export function LocationListing({ kind, list, onEdit }: LocationListingProps) {
  const phone = useMediaQuery(PHONE) ?? false;
  const actions = useLocationActions(kind, onEdit);
  return phone ? (
    <LocationCards kind={kind} list={list} actions={actions} />
  ) : (
    <LocationTable kind={kind} list={list} actions={actions} />
  );
}
