import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, problem } from '../test/fake-api.ts';
import { ApiError } from './api-client.ts';
import { callApi } from './call-api.ts';

const nigeria = { Id: 2, Name: 'Nigeria', TwoLetterIsoCode: 'NG', ThreeLetterIsoCode: 'NGA', Enable: true };

describe('callApi', () => {
  it('sends a list call to its path with its query and answers the rows with X-Total-Count', async () => {
    const server = fakeApi(
      answer(calls.Country.GetCountries, ({ query }) => ({
        rows: query.page === 1 ? [nigeria] : [],
        total: 21,
      })),
    );
    const reply = await callApi(calls.Country.GetCountries, { query: { keyword: 'nig', page: 1 } });
    expect(reply).toEqual({ rows: [nigeria], total: 21 });
    const [sent] = server.sentTo(calls.Country.GetCountries);
    expect(sent?.path).toBe('Country/GetCountries');
    expect(sent?.query.get('keyword')).toBe('nig');
  });

  it('counts the rows of a list whose reply has no X-Total-Count', async () => {
    fakeApi(answer(calls.Country.GetActiveCountries, () => ({ status: 200, body: [nigeria] })));
    await expect(callApi(calls.Country.GetActiveCountries)).resolves.toEqual({ rows: [nigeria], total: 1 });
  });

  it('posts the body as JSON and answers a text reply as the sentence', async () => {
    const server = fakeApi(
      answer(calls.FileUpload.CreateFolder, ({ body }) => `${body.FolderName} was created`),
    );
    await expect(
      callApi(calls.FileUpload.CreateFolder, { body: { Folder: '', FolderName: 'cars' } }),
    ).resolves.toBe('cars was created');
    expect(server.sentTo(calls.FileUpload.CreateFolder)[0]?.method).toBe('POST');
  });

  it('reaches a call declared under two areas by either path', async () => {
    fakeApi(answer(calls.State.GetActiveStates, () => ({ rows: [], total: 0 })));
    const reply = await callApi(calls.State.GetActiveStates, { query: { countryId: 2 } });
    expect(reply.total).toBe(0);
  });

  it('raises the server refusal as an ApiError with its per-property messages', async () => {
    fakeApi(
      answer(calls.Country.CreateCountry, () =>
        problem(409, 'A country named Nigeria already exists', {
          Name: ['A country named Nigeria already exists'],
        }),
      ),
    );
    const failure = await callApi(calls.Country.CreateCountry, {
      body: { Name: 'Nigeria', TwoLetterIsoCode: 'NG', ThreeLetterIsoCode: 'NGA' },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fieldErrors).toEqual({ Name: ['A country named Nigeria already exists'] });
  });

  it('refuses in the fake server what the real server would refuse, by the same schema', async () => {
    fakeApi(answer(calls.Country.UpdateCountry, () => nigeria));
    const failure = (await callApi(calls.Country.UpdateCountry, {
      body: { Id: 0, Name: 'Nigeria', TwoLetterIsoCode: 'NG', ThreeLetterIsoCode: 'NGA' },
    }).catch((error: unknown) => error)) as ApiError;
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors.Id).toEqual(['Id is required']);
  });

  it('retries a failing change twice under one Idempotency-Key, so the server runs it at most once', async () => {
    vi.useFakeTimers();
    let tries = 0;
    const server = fakeApi(
      answer(calls.FileUpload.CreateFolder, () =>
        ++tries < 3 ? problem(503, 'The service is busy') : 'The folder cars has been created',
      ),
    );
    const reply = callApi(calls.FileUpload.CreateFolder, { body: { Folder: '', FolderName: 'cars' } });
    await vi.runAllTimersAsync();
    await expect(reply).resolves.toBe('The folder cars has been created');
    const keys = server
      .sentTo(calls.FileUpload.CreateFolder)
      .map((sent) => sent.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the caller's own Idempotency-Key when it keeps one, the same on every call that passes it", async () => {
    const server = fakeApi(answer(calls.FileUpload.CreateFolder, () => 'The folder cars has been created'));
    const body = { Folder: '', FolderName: 'cars' };
    await callApi(calls.FileUpload.CreateFolder, { body, idempotencyKey: 'booking-1' });
    await callApi(calls.FileUpload.CreateFolder, { body, idempotencyKey: 'booking-1' });
    await callApi(calls.FileUpload.CreateFolder, { body });
    const keys = server
      .sentTo(calls.FileUpload.CreateFolder)
      .map((sent) => sent.headers.get('Idempotency-Key'));
    expect(keys.slice(0, 2)).toEqual(['booking-1', 'booking-1']);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is typed by the declaration', () => {
    // Compile-time checks: tsc fails the build if any of these stops being an error.
    const never = () => {
      // @ts-expect-error a body property the call does not declare
      void callApi(calls.Country.CreateCountry, { body: { Name: 'x', TwoLetterIsoCode: 'XX', Nmae: 1 } });
      // @ts-expect-error a query the call does not take
      void callApi(calls.Country.GetCountries, { query: { countryId: 2 } });
      // @ts-expect-error a list reply has rows, not an array
      void callApi(calls.Country.GetCountries, { query: {} }).then((reply) => reply.map(String));
    };
    expect(never).toBeTypeOf('function');
  });
});
