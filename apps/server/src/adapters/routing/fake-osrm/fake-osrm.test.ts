import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../../../geo.ts';
import { answerOsrm, FAKE_OSRM_ROAD_FACTOR } from './fake-osrm.ts';

// The airport and Ikeja City Mall, longitude first as OSRM takes them.
const trip = '3.3212,6.5774;3.3581,6.6142';

describe('the fake OSRM route service', () => {
  it("answers a route in OSRM's shape: metres and seconds, legs and waypoints", () => {
    const answer = answerOsrm(`/route/v1/driving/${trip}?overview=false`);
    expect(answer.status).toBe(200);
    const km = greatCircleKm(
      { latitude: 6.5774, longitude: 3.3212 },
      { latitude: 6.6142, longitude: 3.3581 },
    );
    expect(answer.body).toMatchObject({
      code: 'Ok',
      routes: [
        { distance: expect.closeTo(km * FAKE_OSRM_ROAD_FACTOR * 1000, 0), weight_name: 'routability' },
      ],
      waypoints: [{ location: [3.3212, 6.5774] }, { location: [3.3581, 6.6142] }],
    });
    expect(answerOsrm(`/route/v1/driving/${trip}.json`).status).toBe(200);
  });

  it('refuses as osrm-routed does, 400 with its code and message', () => {
    const refusals: [string, string, string][] = [
      ['/', 'InvalidUrl', 'URL string malformed close to position 1: "/"'],
      [`/nearest/v1/driving/${trip}`, 'InvalidService', 'Service nearest not found!'],
      [`/route/v2/driving/${trip}`, 'InvalidVersion', 'Service route not found!'],
      ['/route/v1/driving/x,y;3.3,6.6', 'InvalidQuery', 'Query string malformed close to position 0'],
      [
        '/route/v1/driving/3.3212,6.5774;3.3581',
        'InvalidQuery',
        'Query string malformed close to position 14',
      ],
      [
        `/route/v1/driving/${trip}?overview=none`,
        'InvalidQuery',
        'Query string malformed close to position 28',
      ],
      [`/route/v1/driving/${trip}?colour=red`, 'InvalidQuery', 'Query string malformed close to position 28'],
      [
        '/route/v1/driving/3.3212,6.5774',
        'InvalidOptions',
        'Number of coordinates needs to be at least two.',
      ],
      ['/route/v1/driving/200,5.191564;44,5', 'InvalidValue', 'Invalid coordinate value.'],
    ];
    for (const [path, code, message] of refusals)
      expect(answerOsrm(path), path).toEqual({ status: 400, body: { code, message } });
    expect(answerOsrm(`/route/v1/foot/${trip}`).body).toMatchObject({ code: 'InvalidUrl' });
  });

  it('finds no route off an island and no road in the water', () => {
    const island = { center: { latitude: 6.6142, longitude: 3.3581 }, radiusKm: 1 };
    expect(answerOsrm(`/route/v1/driving/${trip}`, { islands: [island] })).toEqual({
      status: 400,
      body: { code: 'NoRoute', message: 'Impossible route between points' },
    });
    expect(answerOsrm(`/route/v1/driving/${trip}`, { water: [island] }).body).toEqual({
      code: 'NoSegment',
      message: 'Could not find a matching segment for coordinate 1',
    });
  });
});
