import { IconBuildingCommunity, IconFlag, IconMap } from '@tabler/icons-react';
import { City, Country, State } from '@wayfare/contracts/calls';
import {
  ListRecordEditor,
  ListScreen,
  PermittedScreen,
  ScreenTabs,
  useFilteredList,
  useScreenUrl,
} from '../../components/screen/index.ts';
import { paths } from '../../lib/paths.ts';
import { useAllCountries } from './api/get-all-countries.ts';
import { useAllStatesOf } from './api/get-all-states.ts';
import { locationBulkActions } from './list/location-bulk-actions.ts';
import { useLocationColumns } from './list/location-columns.tsx';
import { locationFieldIds, reloadStatesOfCountry } from './location-forms.ts';
import { LOCATION_AREAS, type LocationKind, locationCalls, locationKinds } from './location-kinds.ts';

const icons = { country: IconFlag, state: IconMap, city: IconBuildingCommunity } as const;
const nameIn = (rows: { Id: number; Name: string }[] | undefined, id: string | null) =>
  rows?.find((row) => String(row.Id) === id)?.Name;

/**
 * spec 001 §2: the one screen of countries, states and cities, a tab each (the chosen country goes along
 * to the states and cities tabs): the list's keyword, filters and page in the URL, and the edit form at
 * `?edit=<Id|new>` beside them. A new state or city starts in the list's country (and state), whose
 * names the form shows even when disabled (not offered), so it waits for them. For those who may see
 * the Countries, States & Cities endpoint (issue 29 §3).
 */
export function LocationsScreen({ kind }: { kind: LocationKind }) {
  return (
    <PermittedScreen call={locationCalls[kind].list}>
      <LocationsCenter kind={kind} />
    </PermittedScreen>
  );
}

/** Issue 32: each location list's CSV export. */
const locationExports = {
  country: Country.ExportCountries,
  state: State.ExportStates,
  city: City.ExportCities,
} as const;

function LocationsCenter({ kind }: { kind: LocationKind }) {
  const { plural, item, form, rowFilters, hint } = locationKinds[kind];
  const { create, update, list: listCall } = locationCalls[kind];
  const url = useScreenUrl();
  const list = useFilteredList(listCall, rowFilters);
  const columns = useLocationColumns(kind, url.openEdit);
  const { countryId = null, stateId = null } = list.filters;
  const [newState, newCity] = [url.isNew && kind === 'state', url.isNew && kind === 'city'];
  const countries = useAllCountries({ enabled: (newState || newCity) && !!countryId });
  const states = useAllStatesOf(countryId ?? '', { enabled: newCity && !!countryId });
  if (url.editing !== null) {
    const inCountry = countryId && {
      CountryId: Number(countryId),
      CountryName: nameIn(countries.data, countryId),
    };
    const inState = stateId && { StateId: Number(stateId), StateName: nameIn(states.data, stateId) };
    const newRecord = { Id: 0, ...(kind !== 'country' && inCountry), ...(kind === 'city' && inState) };
    return (
      <ListRecordEditor
        {...{ url, item, plural, form, create, update, areas: LOCATION_AREAS }}
        rows={list.rows}
        loading={list.loading}
        newRecord={countries.isLoading || states.isLoading ? undefined : newRecord}
        // A city's state belongs to its country: a new country brings its own states.
        onAnswer={(_answer, { field }, model) => {
          if (kind === 'city' && field.Id === locationFieldIds.countryId)
            queueMicrotask(() => void reloadStatesOfCountry(model));
        }}
      />
    );
  }
  const tabs = (Object.keys(locationKinds) as LocationKind[]).map((each) => {
    const Icon = icons[each];
    const along = each !== 'country' && countryId ? `?countryId=${encodeURIComponent(countryId)}` : '';
    const to = paths.admin(locationKinds[each].page) + along;
    return { value: each, label: locationKinds[each].plural, to, icon: <Icon size={16} aria-hidden /> };
  });
  return (
    <ListScreen
      exportCall={locationExports[kind]}
      header={<ScreenTabs label="Countries, states and cities" tabs={tabs} value={kind} />}
      {...{ list, columns, rowFilters, hint }}
      label={plural}
      create={{ call: create, onClick: url.openNew }}
      bulk={locationBulkActions(kind)}
    />
  );
}
