import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type StateRow } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';
import { locationKinds } from '../location-kinds.ts';

/** Every state of one country, disabled ones included, for the cities filter (see get-country-choices.ts). */
export async function getAllStatesOf(countryId: string, signal?: AbortSignal): Promise<StateRow[]> {
  const all: StateRow[] = [];
  for (let page = 0; ; page++) {
    const { rows, total } = await api.list<StateRow>(
      locationKinds.state.listCall,
      { countryId, page, pageSize: MAX_PAGE_SIZE },
      signal,
    );
    all.push(...rows);
    if (rows.length === 0 || all.length >= total) return all;
  }
}

export const stateChoicesQuery = (countryId: string | null) =>
  queryOptions({
    queryKey: [locationKinds.state.listCall, 'all', countryId],
    queryFn: ({ signal }) => getAllStatesOf(countryId ?? '', signal),
    enabled: Boolean(countryId),
  });

export const useStateChoices = (countryId: string | null) => useQuery(stateChoicesQuery(countryId));
