import type { CityRow, Country, StateRow } from '@wayfare/contracts';
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import {
  filtersChosen,
  type LocationFilterKey,
  type LocationKind,
  locationKinds,
} from '../location-kinds.ts';

export type LocationRow = Country | StateRow | CityRow;

/**
 * The kind's list, its keyword, page and filters in the URL (the kit's useListPage). spec 001 §2:
 * states load only once a country is chosen, cities once a country and a state are.
 * The editor reads the same query (same key, so from the cache) to find the row being edited.
 */
export function useLocationList(kind: LocationKind) {
  const info = locationKinds[kind];
  return useListPage<LocationRow, LocationFilterKey>({
    path: info.listCall,
    filterKeys: info.filterKeys,
    enabled: ({ filters }) => filtersChosen(kind, filters),
  });
}

export type LocationList = ReturnType<typeof useLocationList>;
