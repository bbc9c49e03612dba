import { type CityRow, type Country, locationTexts, type StateRow } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { session } from '../../../lib/session.ts';
import { myRights } from '../../../test/admin-rights.ts';
import { answer, type FakeAnswer, fakeApi, problem } from '../../../test/fake-api.ts';
import { answerBulk } from '../../../test/fake-bulk.ts';

type Row = { Id: number; Name: string; Enable: boolean; CountryId?: number; StateId?: number };
type ListQuery = { keyword?: string; page: number; pageSize: number; countryId?: number; stateId?: number };

/** The screens are admin screens: every action needs a signed-in administrator (useCanCall). */
export function signInAsAdmin() {
  const User = {
    Id: 'admin',
    EmailAddress: 'admin@example.com',
    Surname: 'Admin',
    FirstName: 'Ada',
    HasAdminRole: true,
    AllowAllEndPoints: true,
    AdminEndPoints: [],
  };
  session.signIn({ Token: 'admin-token', User, RequireNewPassword: false });
}

/** A page of rows as the server answers it: keyword, countryId and stateId filters, X-Total-Count. */
function page<R extends Row>(
  rows: R[],
  { keyword = '', page = 0, pageSize = 20, countryId, stateId }: ListQuery,
) {
  const matching = rows
    .filter((row) => row.Name.toLowerCase().includes(keyword.toLowerCase()))
    .filter((row) => countryId === undefined || row.CountryId === countryId)
    .filter((row) => stateId === undefined || row.StateId === stateId);
  return { rows: matching.slice(page * pageSize, (page + 1) * pageSize), total: matching.length };
}

/**
 * An in-memory Country area (countries, states, cities) for component tests, built from the call
 * declarations (fakeApi checks every request by the call's schemas): paging, filters, Message replies,
 * 404 for an unknown Id, 409 with the per-property message for a taken name, as the server module does;
 * the administrator's rights as `rights` answers them (every right unless told).
 */
export function fakeCountryArea({
  countryCount = 3,
  rights = myRights(),
}: {
  countryCount?: number;
  rights?: FakeAnswer;
} = {}) {
  const countries: Country[] = [
    { Id: 1, Name: 'Ghana', TwoLetterIsoCode: 'GH', ThreeLetterIsoCode: 'GHA', Enable: false },
    { Id: 2, Name: 'Nigeria', TwoLetterIsoCode: 'NG', ThreeLetterIsoCode: 'NGA', Enable: true },
    { Id: 3, Name: 'Togo', TwoLetterIsoCode: 'TG', ThreeLetterIsoCode: 'TGO', Enable: false },
    ...Array.from({ length: Math.max(0, countryCount - 3) }, (_, i) => ({
      Id: 100 + i,
      Name: `Zland ${String(i + 1).padStart(2, '0')}`,
      TwoLetterIsoCode: `Z${String.fromCharCode(65 + (i % 26))}`,
      ThreeLetterIsoCode: `ZZ${String.fromCharCode(65 + (i % 26))}`,
      Enable: false,
    })),
  ];
  const states: StateRow[] = [
    { Id: 10, Name: 'Kano', CountryId: 2, CountryName: 'Nigeria', Enable: true },
    { Id: 11, Name: 'Lagos', CountryId: 2, CountryName: 'Nigeria', Enable: true },
    { Id: 12, Name: 'Ashanti', CountryId: 1, CountryName: 'Ghana', Enable: true },
  ];
  const cities: CityRow[] = [
    {
      Id: 20,
      Name: 'Ikeja',
      CountryId: 2,
      StateId: 11,
      CountryName: 'Nigeria',
      StateName: 'Lagos',
      Enable: true,
    },
    {
      Id: 21,
      Name: 'Kano',
      CountryId: 2,
      StateId: 10,
      CountryName: 'Nigeria',
      StateName: 'Kano',
      Enable: true,
    },
  ];
  const missing = {
    country: locationTexts.noCountry,
    state: locationTexts.noState,
    city: locationTexts.noCity,
  };

  /** Enable, Disable and Delete of one kind: the record by its Id, or a 404. */
  const byId = <R extends Row>(rows: R[], kind: keyof typeof missing) => {
    const change = (id: number, done: (row: R) => string) => {
      const row = rows.find((candidate) => candidate.Id === id);
      return row ? { Message: done(row) } : problem(404, missing[kind](id));
    };
    return {
      enable: ({ body }: { body: { Id: number } }) =>
        change(body.Id, (row) => {
          row.Enable = true;
          return locationTexts.enabled(row.Name);
        }),
      disable: ({ body }: { body: { Id: number } }) =>
        change(body.Id, (row) => {
          row.Enable = false;
          return locationTexts.disabled(row.Name);
        }),
      remove: ({ body }: { body: { Id: number } }) =>
        change(body.Id, (row) => {
          rows.splice(rows.indexOf(row), 1);
          return locationTexts.deleted(row.Name);
        }),
    };
  };
  /** Create and Update of one kind: a taken name is refused with its message under Name. */
  const save =
    <R extends Row>(rows: R[], taken: (name: string) => string) =>
    ({ body }: { body: Partial<R> & { Id?: number; Name: string } }) => {
      const clash = rows.find(
        (row) => row.Id !== body.Id && row.Name.toLowerCase() === body.Name.toLowerCase(),
      );
      if (clash) return problem(409, taken(body.Name), { Name: [taken(body.Name)] });
      if (!body.Id) {
        const saved = { ...body, Id: 1000 + rows.length, Enable: true } as unknown as R;
        rows.push(saved);
        return saved;
      }
      const row = rows.find((candidate) => candidate.Id === body.Id);
      if (!row) return problem(404, 'Not found');
      return Object.assign(row, body);
    };
  const country = byId(countries, 'country');
  const state = byId(states, 'state');
  const city = byId(cities, 'city');
  const saveCountry = save(countries, locationTexts.countryNameTaken);
  const saveState = save(states, (name) => locationTexts.stateNameTaken(name, 'Nigeria'));
  const saveCity = save(cities, (name) => locationTexts.cityNameTaken(name, 'Lagos'));

  const api = fakeApi(
    rights,
    answer(calls.Country.GetCountries, ({ query }) => page(countries, query)),
    answer(calls.State.GetStates, ({ query }) => page(states, query)),
    answer(calls.City.GetCities, ({ query }) => page(cities, query)),
    answer(calls.Country.GetActiveCountries, () => {
      const rows = countries.filter((row) => row.Enable);
      return { rows, total: rows.length };
    }),
    answer(calls.State.GetActiveStates, ({ query }) => {
      const rows = states.filter((row) => row.Enable && row.CountryId === query.countryId);
      return { rows, total: rows.length };
    }),
    answer(calls.Country.CreateCountry, saveCountry as never),
    answer(calls.Country.UpdateCountry, saveCountry as never),
    answer(calls.State.CreateState, saveState as never),
    answer(calls.State.UpdateState, saveState as never),
    answer(calls.City.CreateCity, saveCity as never),
    answer(calls.City.UpdateCity, saveCity as never),
    answer(calls.Country.EnableCountry, country.enable),
    answer(calls.Country.DisableCountry, country.disable),
    answer(calls.Country.DeleteCountry, country.remove),
    // Issue 32: the bulk twins, row by row.
    answerBulk(calls.Country.BulkEnableCountry, (Id: number) => void country.enable({ body: { Id } })),
    answerBulk(calls.Country.BulkDisableCountry, (Id: number) => void country.disable({ body: { Id } })),
    answer(calls.State.EnableState, state.enable),
    answer(calls.State.DisableState, state.disable),
    answer(calls.State.DeleteState, state.remove),
    answer(calls.City.EnableCity, city.enable),
    answer(calls.City.DisableCity, city.disable),
    answer(calls.City.DeleteCity, city.remove),
  );
  return { ...api, countries, states, cities };
}
