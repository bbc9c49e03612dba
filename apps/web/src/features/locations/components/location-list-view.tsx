import { ListPage } from '../../../components/list-page/list-page.tsx';
import { filtersChosen, type LocationKind } from '../location-kinds.ts';
import { ChooseFilterHint } from './choose-filter-hint.tsx';
import { LocationFilters } from './location-filters.tsx';
import { LocationListing } from './location-listing.tsx';
import type { LocationList, LocationRow } from './use-location-list.ts';

type LocationListViewProps = {
  kind: LocationKind;
  list: LocationList;
  onCreate: () => void;
  onEdit: (row: LocationRow) => void;
};

/** spec 001 §2 and spec 000 §2.3: search bar (keyword, filters, 'Create'), the table, pagination. */
export function LocationListView({ kind, list, onCreate, onEdit }: LocationListViewProps) {
  return (
    <ListPage
      list={list}
      search={{
        actions: [{ onClick: onCreate }],
        extraFilters: kind === 'country' ? undefined : <LocationFilters kind={kind} list={list} />,
      }}
    >
      {kind !== 'country' && !filtersChosen(kind, list.filters) ? (
        <ChooseFilterHint kind={kind} />
      ) : (
        <LocationListing kind={kind} list={list} onEdit={onEdit} />
      )}
    </ListPage>
  );
}
