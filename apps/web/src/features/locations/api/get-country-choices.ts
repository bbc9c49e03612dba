import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Country, MAX_PAGE_SIZE } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';
import { locationKinds } from '../location-kinds.ts';

/**
 * Every country, disabled ones included, for the states and cities filters: an administrator must
 * still reach the states of a country they disabled. GetActiveCountries would hide them, so this reads
 * the admin list a full page at a time (about 250 countries: one call).
 */
export async function getAllCountries(signal?: AbortSignal): Promise<Country[]> {
  const all: Country[] = [];
  for (let page = 0; ; page++) {
    const { rows, total } = await api.list<Country>(
      locationKinds.country.listCall,
      { page, pageSize: MAX_PAGE_SIZE },
      signal,
    );
    all.push(...rows);
    if (rows.length === 0 || all.length >= total) return all;
  }
}

export const countryChoicesQuery = (enabled = true) =>
  queryOptions({
    queryKey: [locationKinds.country.listCall, 'all'],
    queryFn: ({ signal }) => getAllCountries(signal),
    enabled,
  });

export const useCountryChoices = (enabled = true) => useQuery(countryChoicesQuery(enabled));
