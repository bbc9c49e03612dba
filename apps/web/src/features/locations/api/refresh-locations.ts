import type { QueryClient } from '@tanstack/react-query';
import { sessionOptionCache } from '@wayfare/eform/core';

/**
 * After a location changed: every location list and choice list loads again, and the form engine's
 * session cache of option lists (spec 000 §4) forgets GetActiveCountries/GetActiveStates, so a country
 * just enabled is offered at once.
 */
export function refreshLocations(queryClient: QueryClient) {
  sessionOptionCache.clear();
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('Country/'),
  });
}
