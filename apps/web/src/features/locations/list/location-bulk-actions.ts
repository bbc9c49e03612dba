import * as calls from '@wayfare/contracts/calls';
import type { BulkOptions } from '../../../components/bulk/index.ts';
import { LOCATION_AREAS, type LocationKind, locationKinds } from '../location-kinds.ts';

const { Country, State, City } = calls;

const bulkCalls = {
  country: { enable: Country.BulkEnableCountry, disable: Country.BulkDisableCountry },
  state: { enable: State.BulkEnableState, disable: State.BulkDisableState },
  city: { enable: City.BulkEnableCity, disable: City.BulkDisableCity },
} as const;

/** Issue 32: Enable and Disable on many countries, states or cities at once, as their row actions. */
export const locationBulkActions = (kind: LocationKind): BulkOptions => ({
  item: locationKinds[kind].item,
  items: locationKinds[kind].plural.toLowerCase(),
  // A disabled country is marked in the states' and cities' choices too.
  areas: LOCATION_AREAS,
  actions: [
    { call: bulkCalls[kind].enable, label: 'Enable', color: 'green' },
    { call: bulkCalls[kind].disable, label: 'Disable', color: 'orange' },
  ],
});
