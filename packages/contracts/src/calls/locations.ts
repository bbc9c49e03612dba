import { access, defineArea, reply } from '../call.ts';
import {
  city,
  cityRow,
  country,
  createCityRequest,
  createCountryRequest,
  createStateRequest,
  getActiveCitiesQuery,
  getActiveStatesQuery,
  getCitiesQuery,
  getCountriesQuery,
  getStatesQuery,
  locationIdRequest,
  state,
  stateRow,
  updateCityRequest,
  updateCountryRequest,
  updateStateRequest,
} from '../locations.ts';
import { messageReply } from '../paging.ts';
import { Endpoint, type PermissionAction } from '../permissions.ts';

/** spec 000 §6 has no location endpoint id: every administrator may view and manage locations. */
export const locationAdmin = (action: PermissionAction) => access.admin(Endpoint.AllowForAll, action);

const byId = (action: PermissionAction) =>
  ({
    method: 'POST',
    access: locationAdmin(action),
    body: locationIdRequest,
    reply: reply.json(messageReply),
  }) as const;

/** spec 001 §7: the Country calls. */
export const countryCalls = defineArea('Country', {
  GetCountries: {
    method: 'GET',
    access: locationAdmin('view'),
    query: getCountriesQuery,
    reply: reply.list(country),
  },
  // Public: registration and other forms offer the enabled countries.
  GetActiveCountries: { method: 'GET', access: access.public, reply: reply.list(country) },
  CreateCountry: {
    method: 'POST',
    access: locationAdmin('create'),
    body: createCountryRequest,
    reply: reply.json(country),
  },
  UpdateCountry: {
    method: 'POST',
    access: locationAdmin('edit'),
    body: updateCountryRequest,
    reply: reply.json(country),
  },
  DeleteCountry: byId('delete'),
  EnableCountry: byId('edit'),
  DisableCountry: byId('edit'),
});

/**
 * spec 001 §7 lists the state and city calls under "Country/State/City" and spec 000 §7 names Country,
 * State and City as areas, so each state and city call also answers under Country/.
 */
const alsoUnder = ['Country'] as const;

export const stateCalls = defineArea('State', {
  GetStates: {
    method: 'GET',
    access: locationAdmin('view'),
    query: getStatesQuery,
    reply: reply.list(stateRow),
    alsoUnder,
  },
  GetActiveStates: {
    method: 'GET',
    access: access.public,
    query: getActiveStatesQuery,
    reply: reply.list(state),
    alsoUnder,
  },
  CreateState: {
    method: 'POST',
    access: locationAdmin('create'),
    body: createStateRequest,
    reply: reply.json(state),
    alsoUnder,
  },
  UpdateState: {
    method: 'POST',
    access: locationAdmin('edit'),
    body: updateStateRequest,
    reply: reply.json(state),
    alsoUnder,
  },
  DeleteState: { ...byId('delete'), alsoUnder },
  EnableState: { ...byId('edit'), alsoUnder },
  DisableState: { ...byId('edit'), alsoUnder },
});

export const cityCalls = defineArea('City', {
  GetCities: {
    method: 'GET',
    access: locationAdmin('view'),
    query: getCitiesQuery,
    reply: reply.list(cityRow),
    alsoUnder,
  },
  // Not in spec 001 §7: public like GetActiveStates, for forms that ask for a city.
  GetActiveCities: {
    method: 'GET',
    access: access.public,
    query: getActiveCitiesQuery,
    reply: reply.list(city),
    alsoUnder,
  },
  CreateCity: {
    method: 'POST',
    access: locationAdmin('create'),
    body: createCityRequest,
    reply: reply.json(city),
    alsoUnder,
  },
  UpdateCity: {
    method: 'POST',
    access: locationAdmin('edit'),
    body: updateCityRequest,
    reply: reply.json(city),
    alsoUnder,
  },
  DeleteCity: { ...byId('delete'), alsoUnder },
  EnableCity: { ...byId('edit'), alsoUnder },
  DisableCity: { ...byId('edit'), alsoUnder },
});
