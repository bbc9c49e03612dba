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

/** Countries, States & Cities (14): spec 000 §6 gave locations no endpoint; issue 29 §3 did. */
export const locationAdmin = (action: PermissionAction) => access.admin(Endpoint.Location, action);

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
    summary: 'The countries, by name; keyword on the name.',
  },
  // Public: registration and other forms offer the enabled countries.
  GetActiveCountries: {
    method: 'GET',
    access: access.public,
    reply: reply.list(country),
    summary: 'The enabled countries, for the address pickers.',
  },
  CreateCountry: {
    method: 'POST',
    access: locationAdmin('create'),
    body: createCountryRequest,
    reply: reply.json(country),
    summary: 'Creates a country with its two- and three-letter ISO codes.',
    problems: [409],
  },
  UpdateCountry: {
    method: 'POST',
    access: locationAdmin('edit'),
    body: updateCountryRequest,
    reply: reply.json(country),
    summary: "Updates a country's name and ISO codes.",
    problems: [404, 409],
  },
  DeleteCountry: { ...byId('delete'), summary: 'Deletes a country.', problems: [404, 409] },
  EnableCountry: { ...byId('edit'), summary: 'Enables a country: the pickers list it.', problems: [404] },
  DisableCountry: {
    ...byId('edit'),
    summary: 'Disables a country: the pickers leave it out.',
    problems: [404],
  },
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
    summary: "A country's states, by name; keyword on the name.",
  },
  GetActiveStates: {
    method: 'GET',
    access: access.public,
    query: getActiveStatesQuery,
    reply: reply.list(state),
    alsoUnder,
    summary: "A country's enabled states, for the address pickers.",
  },
  CreateState: {
    method: 'POST',
    access: locationAdmin('create'),
    body: createStateRequest,
    reply: reply.json(state),
    alsoUnder,
    summary: 'Creates a state in a country.',
    problems: [409],
  },
  UpdateState: {
    method: 'POST',
    access: locationAdmin('edit'),
    body: updateStateRequest,
    reply: reply.json(state),
    alsoUnder,
    summary: "Updates a state's name and country.",
    problems: [404, 409],
  },
  DeleteState: { ...byId('delete'), alsoUnder, summary: 'Deletes a state.', problems: [404, 409] },
  EnableState: {
    ...byId('edit'),
    alsoUnder,
    summary: 'Enables a state: the pickers list it.',
    problems: [404],
  },
  DisableState: {
    ...byId('edit'),
    alsoUnder,
    summary: 'Disables a state: the pickers leave it out.',
    problems: [404],
  },
});

export const cityCalls = defineArea('City', {
  GetCities: {
    method: 'GET',
    access: locationAdmin('view'),
    query: getCitiesQuery,
    reply: reply.list(cityRow),
    alsoUnder,
    summary: "The cities of a country's state, by name; keyword on the name.",
  },
  // Not in spec 001 §7: public like GetActiveStates, for forms that ask for a city.
  GetActiveCities: {
    method: 'GET',
    access: access.public,
    query: getActiveCitiesQuery,
    reply: reply.list(city),
    alsoUnder,
    summary: "A state's enabled cities, for the address pickers.",
  },
  CreateCity: {
    method: 'POST',
    access: locationAdmin('create'),
    body: createCityRequest,
    reply: reply.json(city),
    alsoUnder,
    summary: 'Creates a city in a state.',
    problems: [409],
  },
  UpdateCity: {
    method: 'POST',
    access: locationAdmin('edit'),
    body: updateCityRequest,
    reply: reply.json(city),
    alsoUnder,
    summary: "Updates a city's name, country and state.",
    problems: [404, 409],
  },
  DeleteCity: { ...byId('delete'), alsoUnder, summary: 'Deletes a city.', problems: [404] },
  EnableCity: {
    ...byId('edit'),
    alsoUnder,
    summary: 'Enables a city: the pickers list it.',
    problems: [404],
  },
  DisableCity: {
    ...byId('edit'),
    alsoUnder,
    summary: 'Disables a city: the pickers leave it out.',
    problems: [404],
  },
});
