import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { answer, fakeApi, staticFile } from '../../test/fake-api.ts';
import { loadOptions } from './load-options.ts';

const ghana = { Id: 3, Name: 'Ghana', TwoLetterIsoCode: 'GH', ThreeLetterIsoCode: 'GHA', Enable: true };

describe('loadOptions', () => {
  it("makes an address naming a declared list call through its declaration, answering the list's rows", async () => {
    const server = fakeApi(
      answer(calls.Country.GetCountries, ({ query }) => ({
        rows: query.keyword === 'gh' ? [ghana] : [],
        total: 1,
      })),
    );
    await expect(loadOptions('country/getcountries?keyword=gh&page=0&pageSize=20')).resolves.toEqual([ghana]);
    expect(server.sentTo(calls.Country.GetCountries)[0]?.query.get('pageSize')).toBe('20');
  });

  it('reaches a call declared under two areas by the other one', async () => {
    const lagos = { Id: 25, Name: 'Lagos', CountryId: 2, Enable: true };
    fakeApi(
      answer(calls.State.GetActiveStates, ({ query }) => ({
        rows: query.countryId === 2 ? [lagos] : [],
        total: 1,
      })),
    );
    await expect(loadOptions('Country/GetActiveStates?countryId=2')).resolves.toEqual([lagos]);
  });

  it('sends an address no call declares as a GET with its query, to the API', async () => {
    const server = fakeApi();
    const failure = await loadOptions('Blogs/GetTags?group=trips').catch((error: unknown) => error);
    // Nothing answers it here: the request is what counts.
    expect(failure).toBeInstanceOf(ApiError);
    expect(server.sent[0]).toMatchObject({ method: 'GET', path: 'Blogs/GetTags' });
    expect(server.sent[0]?.query.get('group')).toBe('trips');
  });

  it('fetches a full address as it is', async () => {
    const server = fakeApi(staticFile('/countries.json', [{ Name: 'Ghana' }]));
    await expect(loadOptions('/countries.json')).resolves.toEqual([{ Name: 'Ghana' }]);
    expect(server.sent[0]?.headers.has('X-Anonymous-Id')).toBe(false);
  });
});
