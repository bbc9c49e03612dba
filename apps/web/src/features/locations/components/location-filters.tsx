import { Select, SimpleGrid } from '@mantine/core';
import type { Country, StateRow } from '@wayfare/contracts';
import { useCountryChoices } from '../api/get-country-choices.ts';
import { useStateChoices } from '../api/get-state-choices.ts';
import type { LocationKind } from '../location-kinds.ts';
import type { LocationList } from './use-location-list.ts';

/** A disabled country or state is still offered (its records stay manageable), marked as such. */
const choice = (row: Country | StateRow) => ({
  value: String(row.Id),
  label: row.Enable ? row.Name : `${row.Name} (Disabled)`,
});

type LocationFiltersProps = { kind: Exclude<LocationKind, 'country'>; list: LocationList };

/**
 * spec 001 §2: the states list is filtered by a country, the cities list by a country and a state.
 * Choosing another country clears the state, whose list depends on it.
 */
export function LocationFilters({ kind, list }: LocationFiltersProps) {
  const countryId = list.filters.countryId ?? null;
  const countries = useCountryChoices();
  const states = useStateChoices(kind === 'city' ? countryId : null);

  return (
    <SimpleGrid
      cols={{ base: 1, xs: kind === 'city' ? 2 : 1 }}
      spacing="sm"
      miw={{ sm: kind === 'city' ? 420 : 220 }}
    >
      <Select
        label="Country"
        placeholder={countries.isPending ? 'Loading countries...' : 'Choose a country'}
        data={(countries.data ?? []).map(choice)}
        value={countryId}
        onChange={(value) => list.setFilters({ countryId: value, stateId: null })}
        searchable
        clearable
        nothingFoundMessage="No country matches"
      />
      {kind === 'city' && (
        <Select
          label="State"
          placeholder={
            !countryId ? 'Choose a country first' : states.isPending ? 'Loading states...' : 'Choose a state'
          }
          data={(states.data ?? []).map(choice)}
          value={list.filters.stateId ?? null}
          onChange={(value) => list.setFilter('stateId', value)}
          disabled={!countryId}
          searchable
          clearable
          nothingFoundMessage="No state matches"
        />
      )}
    </SimpleGrid>
  );
}
