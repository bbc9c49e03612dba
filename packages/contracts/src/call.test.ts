import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BodyOf,
  callPath,
  callPaths,
  type EventOf,
  isStreamCall,
  type QueryOf,
  type ReplyOf,
} from './call.ts';
import { allCalls, callAreas, calls } from './calls/index.ts';
import type { Country } from './locations.ts';

describe('call declarations', () => {
  it('name every call by its area and action, once', () => {
    const paths = allCalls.flatMap(callPaths).map((path) => path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    expect(callPath(calls.Country.GetCountries)).toBe('Country/GetCountries');
    expect(callPaths(calls.State.GetStates)).toEqual(['State/GetStates', 'Country/GetStates']);
  });

  it('list every area in callAreas, as calls names them', () => {
    expect([...callAreas].sort()).toEqual(Object.keys(calls).sort());
  });

  it('give every call one method, one reply and who may make it', () => {
    for (const call of allCalls) {
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(call.method);
      expect(['public', 'signedIn', 'admin']).toContain(call.access.kind);
      expect(call.reply.schema).toBeDefined();
      if (call.method === 'GET') expect(call.body).toBeUndefined();
    }
  });

  it('type what a client sends and receives from the schemas', () => {
    expectTypeOf<ReplyOf<typeof calls.Country.GetCountries>>().toEqualTypeOf<{
      rows: Country[];
      total: number;
    }>();
    expectTypeOf<ReplyOf<typeof calls.FileUpload.CreateFolder>>().toEqualTypeOf<string>();
    expectTypeOf<BodyOf<typeof calls.Country.CreateCountry>>().toHaveProperty('TwoLetterIsoCode');
    expectTypeOf<QueryOf<typeof calls.Country.GetCountries>>().toHaveProperty('keyword');
  });

  it('declare a stream call by the schema of its events, read event by event, never answered once', () => {
    expect(isStreamCall(calls.Ride.RideUpdates)).toBe(true);
    expect(allCalls.filter(isStreamCall).map(callPath)).toEqual(['Ride/RideUpdates']);
    expect(
      calls.Ride.RideUpdates.reply.event.parse({ Id: 7, RideStatus: 2, RideStatusName: 'Accepted' }),
    ).toEqual({
      Id: 7,
      RideStatus: 2,
      RideStatusName: 'Accepted',
    });
    expectTypeOf<EventOf<typeof calls.Ride.RideUpdates>>().toEqualTypeOf<{
      Id: number;
      RideStatus: number;
      RideStatusName: string;
    }>();
    expectTypeOf<ReplyOf<typeof calls.Ride.RideUpdates>>().toBeNever();
  });
});
