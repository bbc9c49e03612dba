/** spec 001 §2: countries, states and cities share one screen; what differs between them is named here. */
export type LocationKind = 'country' | 'state' | 'city';

export type LocationKindInfo = {
  kind: LocationKind;
  /** The admin page (/admin/{page}). */
  page: 'countries' | 'states' | 'cities';
  /** The record's name in prompts ('Are you sure, you want to disable this country (Ghana)?'). */
  item: string;
  /** The tab's and the breadcrumb's label. */
  plural: string;
  /** Ends the call names: Country/GetCountries, Country/CreateCountry, Country/DisableCountry... */
  entity: 'Country' | 'State' | 'City';
  listCall: string;
  /** URL filters, named as the list call's query parameters (spec 001 §7). */
  filterKeys: readonly LocationFilterKey[];
};

export type LocationFilterKey = 'countryId' | 'stateId';

// spec 001 §7: every location call is in the Country area.
const AREA = 'Country';

export const locationKinds: Record<LocationKind, LocationKindInfo> = {
  country: {
    kind: 'country',
    page: 'countries',
    item: 'country',
    plural: 'Countries',
    entity: 'Country',
    listCall: `${AREA}/GetCountries`,
    filterKeys: [],
  },
  state: {
    kind: 'state',
    page: 'states',
    item: 'state',
    plural: 'States',
    entity: 'State',
    listCall: `${AREA}/GetStates`,
    filterKeys: ['countryId'],
  },
  city: {
    kind: 'city',
    page: 'cities',
    item: 'city',
    plural: 'Cities',
    entity: 'City',
    listCall: `${AREA}/GetCities`,
    filterKeys: ['countryId', 'stateId'],
  },
};

export const locationKindList = [locationKinds.country, locationKinds.state, locationKinds.city];

/** A record call of the kind: Create, Update, Delete, Enable or Disable. */
export const locationCall = (
  kind: LocationKind,
  action: 'Create' | 'Update' | 'Delete' | 'Enable' | 'Disable',
) => `${AREA}/${action}${locationKinds[kind].entity}`;

/** The address of the kind's list screen. */
export const locationPagePath = (kind: LocationKind) => `/admin/${locationKinds[kind].page}`;

/** spec 001 §2: states need a country, cities a country and a state, before anything loads. */
export const filtersChosen = (
  kind: LocationKind,
  filters: Partial<Record<LocationFilterKey, string | null>>,
) => locationKinds[kind].filterKeys.every((key) => Boolean(filters[key]));
