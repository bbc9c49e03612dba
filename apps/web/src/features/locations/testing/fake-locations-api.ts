import type { CityRow, Country, StateRow } from '@wayfare/contracts';
import { mockApi, problem, type SentRequest } from '../../../test/mock-api.ts';

/**
 * An in-memory Country area for component tests, answering like the server module (paging with
 * X-Total-Count, keyword, countryId/stateId filters, Message replies, per-property 409s).
 */
export function fakeLocationsApi({ countryCount = 3 }: { countryCount?: number } = {}) {
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
  const tables = { Country: countries, State: states, City: cities } as const;
  type Entity = keyof typeof tables;
  type Row = { Id: number; Name: string; Enable: boolean; CountryId?: number; StateId?: number };

  const page = (rows: Row[], request: SentRequest) => {
    const keyword = (request.query.get('keyword') ?? '').toLowerCase();
    const countryId = request.query.get('countryId');
    const stateId = request.query.get('stateId');
    const number = Number(request.query.get('page') ?? 0);
    const size = Number(request.query.get('pageSize') ?? 20);
    const matching = rows
      .filter((row) => row.Name.toLowerCase().includes(keyword))
      .filter((row) => !countryId || String(row.CountryId) === countryId)
      .filter((row) => !stateId || String(row.StateId) === stateId);
    return {
      body: matching.slice(number * size, (number + 1) * size),
      headers: { 'X-Total-Count': String(matching.length) },
    };
  };
  const find = (entity: Entity, request: SentRequest) => {
    const id = (request.body as { Id: number }).Id;
    return (tables[entity] as Row[]).find((row) => row.Id === id);
  };
  const toggle = (entity: Entity, enable: boolean) => (request: SentRequest) => {
    const row = find(entity, request);
    if (!row) return problem(404, `There is no ${entity.toLowerCase()} with that Id`);
    row.Enable = enable;
    return { body: { Message: `${row.Name} has been ${enable ? 'enabled' : 'disabled'}` } };
  };
  const remove = (entity: Entity) => (request: SentRequest) => {
    const rows = tables[entity] as Row[];
    const row = find(entity, request);
    if (!row) return problem(404, `There is no ${entity.toLowerCase()} with that Id`);
    rows.splice(rows.indexOf(row), 1);
    return { body: { Message: `${row.Name} has been deleted` } };
  };
  const save = (entity: Entity) => (request: SentRequest) => {
    const body = request.body as Row;
    const rows = tables[entity] as Row[];
    const taken = rows.find(
      (row) => row.Id !== body.Id && row.Name.toLowerCase() === body.Name.toLowerCase(),
    );
    if (taken) {
      const message = `A ${entity.toLowerCase()} named ${body.Name} already exists`;
      return problem(409, message, { Name: [message] });
    }
    if (!body.Id) {
      const saved = { ...body, Id: 1000 + rows.length, Enable: true };
      rows.push(saved as never);
      return { body: saved };
    }
    const row = rows.find((candidate) => candidate.Id === body.Id)!;
    Object.assign(row, body);
    return { body: row };
  };

  const handlers = Object.fromEntries(
    (['Country', 'State', 'City'] as const).flatMap((entity) => [
      [`POST Country/Enable${entity}`, toggle(entity, true)],
      [`POST Country/Disable${entity}`, toggle(entity, false)],
      [`POST Country/Delete${entity}`, remove(entity)],
      [`POST Country/Create${entity}`, save(entity)],
      [`POST Country/Update${entity}`, save(entity)],
    ]),
  );
  const api = mockApi({
    ...handlers,
    'GET Country/GetCountries': (request) => page(countries, request),
    'GET Country/GetStates': (request) => page(states, request),
    'GET Country/GetCities': (request) => page(cities, request),
    'GET Country/GetActiveCountries': () => ({ body: countries.filter((country) => country.Enable) }),
    'GET Country/GetActiveStates': (request) => ({
      body: states.filter(
        (state) => state.Enable && String(state.CountryId) === request.query.get('countryId'),
      ),
    }),
  });
  /** The requests of one call, e.g. calls('GET Country/GetCountries'). */
  const calls = (key: string) => api.sent.filter((request) => `${request.method} ${request.path}` === key);
  return { ...api, countries, states, cities, calls };
}
