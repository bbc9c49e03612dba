import { z } from 'zod';
import { requiredText } from './fields.ts';
import { keywordQuery, pageQuery, sortQuery } from './paging.ts';

// spec 001 §3: Country, State and City, with the entities' own property names.
export const country = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ThreeLetterIsoCode: z.string(),
  TwoLetterIsoCode: z.string(),
  Enable: z.boolean(),
});
export type Country = z.infer<typeof country>;

export const state = z.object({
  Id: z.number().int(),
  Name: z.string(),
  CountryId: z.number().int(),
  Enable: z.boolean(),
});
export type State = z.infer<typeof state>;

export const city = z.object({
  Id: z.number().int(),
  Name: z.string(),
  CountryId: z.number().int(),
  StateId: z.number().int(),
  Enable: z.boolean(),
});
export type City = z.infer<typeof city>;

/** List rows also name their parents, so a table can show them without another call. */
export const stateRow = state.extend({ CountryName: z.string() });
export type StateRow = z.infer<typeof stateRow>;
export const cityRow = city.extend({ CountryName: z.string(), StateName: z.string() });
export type CityRow = z.infer<typeof cityRow>;

const MAX_RECORD_ID = 2_147_483_647;

/** Select boxes and query strings send ids as text; both "7" and 7 are accepted. */
const numericText = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/** The id of a saved record: 0 is the empty identifier (spec 000 §9), so it counts as missing. */
export const recordId = (label: string) =>
  z.preprocess(
    numericText,
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
      })
      .int(`${label} must be a whole number`)
      .min(1, `${label} is required`)
      .max(MAX_RECORD_ID, `${label} is not a known id`),
  );

/** spec 001 §4: Id 0 (or none) means "save a new one"; any other Id belongs to the Update call. */
export const newRecordId = (item: string, updateCall: string) =>
  z
    .preprocess(
      numericText,
      z.literal(0, { error: `Id must be 0 for a new ${item}; use ${updateCall} to change a saved one` }),
    )
    .optional();

/**
 * spec 001 §5 asks for both ISO codes; they are stored upper case, as ISO 3166-1 writes them. The length
 * is its own check so that forms read it from the schema (the edit form's exact-length rule).
 */
const isoCode = (label: string, length: number, example: string) => {
  const message = `${label} must be ${length} letters, like ${example}`;
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .toUpperCase()
    .length(length, { message, abort: true })
    .regex(/^[A-Z]+$/, message);
};

const name = requiredText('Name', 100);
const enable = z.boolean({ error: 'Enable must be true or false' }).optional();

// spec 001 §5: Country needs Name and both ISO codes.
const countryFields = {
  Name: name,
  ThreeLetterIsoCode: isoCode('ThreeLetterIsoCode', 3, 'NGA'),
  TwoLetterIsoCode: isoCode('TwoLetterIsoCode', 2, 'NG'),
  Enable: enable,
};
export const createCountryRequest = z.strictObject({
  Id: newRecordId('country', 'UpdateCountry'),
  ...countryFields,
});
export type CreateCountryRequest = z.input<typeof createCountryRequest>;
export const updateCountryRequest = z.strictObject({ Id: recordId('Id'), ...countryFields });
export type UpdateCountryRequest = z.input<typeof updateCountryRequest>;

// spec 001 §5: State needs CountryId and Name.
const stateFields = { Name: name, CountryId: recordId('CountryId'), Enable: enable };
export const createStateRequest = z.strictObject({ Id: newRecordId('state', 'UpdateState'), ...stateFields });
export type CreateStateRequest = z.input<typeof createStateRequest>;
export const updateStateRequest = z.strictObject({ Id: recordId('Id'), ...stateFields });
export type UpdateStateRequest = z.input<typeof updateStateRequest>;

// spec 001 §5: City needs CountryId, StateId and Name.
const cityFields = {
  Name: name,
  CountryId: recordId('CountryId'),
  StateId: recordId('StateId'),
  Enable: enable,
};
export const createCityRequest = z.strictObject({ Id: newRecordId('city', 'UpdateCity'), ...cityFields });
export type CreateCityRequest = z.input<typeof createCityRequest>;
export const updateCityRequest = z.strictObject({ Id: recordId('Id'), ...cityFields });
export type UpdateCityRequest = z.input<typeof updateCityRequest>;

/** Delete{X}, Enable{X} and Disable{X} name the record only. */
export const locationIdRequest = z.strictObject({ Id: recordId('Id') });
export type LocationIdRequest = z.input<typeof locationIdRequest>;

// spec 001 §7: Get{Countries|States|Cities} (keyword, countryId, stateId, page, pageSize).
/** What the location lists sort by (issue 32): the name, or enabled first or last. */
export const LOCATION_SORTS = ['Name', 'Enable'] as const;
export type LocationSort = (typeof LOCATION_SORTS)[number];

export const getCountriesQuery = pageQuery.extend(keywordQuery.shape).extend(sortQuery(LOCATION_SORTS).shape);
export type GetCountriesQuery = z.input<typeof getCountriesQuery>;
/** An optional filter left empty ('' or 0) filters nothing. */
const filterId = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === '0' || value === 0 ? undefined : value),
    recordId(label).optional(),
  );
export const getStatesQuery = getCountriesQuery.extend({ countryId: filterId('countryId') });
export type GetStatesQuery = z.input<typeof getStatesQuery>;
export const getCitiesQuery = getStatesQuery.extend({ stateId: filterId('stateId') });
export type GetCitiesQuery = z.input<typeof getCitiesQuery>;
export const getActiveStatesQuery = z.object({ countryId: recordId('countryId') });
export type GetActiveStatesQuery = z.input<typeof getActiveStatesQuery>;
/** Not in the spec's list: the cities a form offers once a state is chosen. */
export const getActiveCitiesQuery = z.object({ stateId: recordId('stateId') });
export type GetActiveCitiesQuery = z.input<typeof getActiveCitiesQuery>;

export const countryList = z.array(country);
export const stateList = z.array(state);
export const cityList = z.array(city);
export const stateRowList = z.array(stateRow);
export const cityRowList = z.array(cityRow);

/**
 * One entry of the static countries asset (spec 000 §7, packages/contracts/src/countries.json), used by
 * the phone field's country picker and by the server's seed. DialCode has no leading '+' ('234');
 * it is null for the few uninhabited territories without one.
 */
export const staticCountry = z.strictObject({
  Name: z.string().min(1),
  TwoLetterIsoCode: z.string().regex(/^[A-Z]{2}$/),
  ThreeLetterIsoCode: z.string().regex(/^[A-Z]{3}$/),
  DialCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .nullable(),
  Flag: z.string().min(1),
});
export type StaticCountry = z.infer<typeof staticCountry>;
export const staticCountryList = z.array(staticCountry);

const plural = (count: number, noun: string, nouns: string) => `${count} ${count === 1 ? noun : nouns}`;

/** The replies and refusals of the location calls, written for the administrator who reads them. */
export const locationTexts = {
  deleted: (name: string) => `${name} has been deleted`,
  enabled: (name: string) => `${name} has been enabled`,
  disabled: (name: string) => `${name} has been disabled`,
  noCountry: (id: number) => `There is no country with Id ${id}`,
  noState: (id: number) => `There is no state with Id ${id}`,
  noCity: (id: number) => `There is no city with Id ${id}`,
  countryNameTaken: (name: string) => `A country named ${name} already exists`,
  twoLetterCodeTaken: (code: string) => `Another country already has the two-letter ISO code ${code}`,
  threeLetterCodeTaken: (code: string) => `Another country already has the three-letter ISO code ${code}`,
  stateNameTaken: (name: string, countryName: string) =>
    `A state named ${name} already exists in ${countryName}`,
  cityNameTaken: (name: string, stateName: string) => `A city named ${name} already exists in ${stateName}`,
  stateNotInCountry: (stateName: string, countryName: string) =>
    `${stateName} is not a state of ${countryName}. Choose a state of ${countryName}`,
  countryHasStates: (countryName: string, count: number) =>
    `${countryName} still has ${plural(count, 'state', 'states')}. Delete or move them first`,
  stateHasCities: (stateName: string, count: number) =>
    `${stateName} still has ${plural(count, 'city', 'cities')}. Delete or move them first`,
} as const;
