import * as calls from '@wayfare/contracts/calls';
import { type RowFilterSpec, recordCalls } from '../../components/screen/index.ts';
import { cityForm, countryForm, stateForm } from './location-forms.ts';

export type LocationKind = 'country' | 'state' | 'city';

/** A change to any location may show in the others' lists and choices (a disabled country is marked). */
export const LOCATION_AREAS = ['Country', 'State', 'City'];

// spec 001 §2: states are filtered by a country, cities by a country and a state of it. Every country and
// state is offered, disabled ones too (marked), so their records stay manageable.
const byCountry: RowFilterSpec<'countryId' | 'stateId'> = {
  key: 'countryId',
  label: 'Country',
  call: calls.Country.GetCountries,
  placeholder: 'Choose a country',
};
const byState: RowFilterSpec<'countryId' | 'stateId'> = {
  key: 'stateId',
  label: 'State',
  call: calls.State.GetStates,
  placeholder: 'Choose a state',
  parent: { key: 'countryId', param: 'countryId', placeholder: 'Choose a country first' },
};

/** spec 001 §2: countries, states and cities share one screen; what differs between them is named here. */
export const locationKinds = {
  country: {
    page: 'countries',
    item: 'country',
    plural: 'Countries',
    form: countryForm,
    rowFilters: [],
    hint: null,
  },
  state: {
    page: 'states',
    item: 'state',
    plural: 'States',
    form: stateForm,
    rowFilters: [byCountry],
    hint: 'Choose a country to see its states.',
  },
  city: {
    page: 'cities',
    item: 'city',
    plural: 'Cities',
    form: cityForm,
    rowFilters: [byCountry, byState],
    hint: 'Choose a country and a state to see their cities.',
  },
};
export const locationCalls = {
  country: recordCalls(calls.Country, 'Country', 'Countries'),
  state: recordCalls(calls.State, 'State', 'States'),
  city: recordCalls(calls.City, 'City', 'Cities'),
};
