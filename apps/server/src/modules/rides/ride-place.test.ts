import { type Ride, ridePlaceTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { latLngToCell } from 'h3-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOsrm, startFakeOsrm } from '../../adapters/routing/fake-osrm/start-fake-osrm.ts';
import { greatCircleKm } from '../../geo.ts';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rides } from './rides.table.ts';
import { rideRequest, rider, rideWrites } from './rides.test-support.ts';

// issue 31: a ride's place. The airport to Ikeja City Mall, about 5.8 km as the crow flies.
const airport = { latitude: 6.5774, longitude: 3.3212 };
const mall = { latitude: 6.6142, longitude: 3.3581 };
const coordinates = (from = airport, to = mall) => ({
  PickupLatitude: from.latitude,
  PickupLongitude: from.longitude,
  DestinationLatitude: to.latitude,
  DestinationLongitude: to.longitude,
});
const estimateQuery = (from = airport, to = mall): Record<string, number> => ({
  pickupLatitude: from.latitude,
  pickupLongitude: from.longitude,
  destinationLatitude: to.latitude,
  destinationLongitude: to.longitude,
});
/** What a fare is charged for: whole metres, in km. */
const chargedKm = (km: number) => Math.round(km * 1000) / 1000;
// The default unit, 200 naira a km (issue 16 §2), rounded to whole naira.
const fareOf = (km: number) => Math.round(km * 200);
const METRICS_TOKEN = 'routing-metrics-token-0123456789';

/** The fake OSRM's road (1.25 times the great circle, in tenths of a metre as OSRM rounds), charged in whole metres. */
const osrmKm = (from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) =>
  chargedKm(Math.round(greatCircleKm(from, to) * 1.25 * 10_000) / 10_000);

/** RequestRide without a DistanceToCover: the place's. */
const placeRequest = (more: object = {}) => {
  const { DistanceToCover: _distance, ...request } = rideRequest();
  return { ...request, ...coordinates(), ...more };
};

async function request(t: TestApp, body: object) {
  const owner = await rider(t);
  return owner.api.post('/api/Ride/RequestRide', body);
}

describe('a ride given its places (an OSRM server; without one, adapters/routing tests the great circle)', () => {
  let t: TestApp;
  let osrm: FakeOsrm;
  // Victoria Island's Eko Hotel, made an island without a bridge; and a point of the lagoon.
  const ekoHotel = { latitude: 6.4266, longitude: 3.4296 };
  const lagoon = { latitude: 6.49, longitude: 3.43 };
  beforeAll(async () => {
    osrm = await startFakeOsrm({
      islands: [{ center: ekoHotel, radiusKm: 1 }],
      water: [{ center: lagoon, radiusKm: 1 }],
    });
    t = await createTestApp({ OUTBOX_POLL_MS: 60_000, OSRM_URL: `${osrm.baseUrl}/`, METRICS_TOKEN });
  });
  afterAll(async () => {
    await t.close();
    await osrm.close();
  });

  const fallbacks = async (reason: string) => {
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const series = `wayfare_routing_fallbacks_total{reason="${reason}"} `;
    const line = metrics.body.split('\n').find((candidate) => candidate.startsWith(series));
    return line ? Number(line.slice(series.length)) : 0;
  };

  it("charges OSRM's driving distance and keeps the coordinates, with the pick-up cell", async () => {
    const km = osrmKm(airport, mall);
    osrm.requests.length = 0;
    const response = await request(t, placeRequest());
    expect(response.statusCode, response.body).toBe(200);
    // OSRM takes longitude first.
    expect(osrm.requests).toEqual(['/route/v1/driving/3.321200,6.577400;3.358100,6.614200?overview=false']);
    const ride = response.json() as Ride;
    expect(ride).toMatchObject({
      DistanceToCover: km,
      EstimatedAmount: fareOf(km),
      ...coordinates(),
      RideStatusName: 'Pending',
    });
    const [row] = await t.db.select().from(rides).where(eq(rides.id, ride.Id));
    expect(row!.pickupCell).toBe(latLngToCell(airport.latitude, airport.longitude, 8));
    // EstimateFare quotes what RequestRide charges.
    const estimate = await apiAs(t).get('/api/Ride/EstimateFare', estimateQuery());
    expect(estimate.json()).toMatchObject({ DistanceToCover: km, EstimatedAmount: fareOf(km) });
  });

  it('charges the road, not a DistanceToCover given with the coordinates; one place is the least distance', async () => {
    const both = (await request(t, placeRequest({ DistanceToCover: 50 }))).json() as Ride;
    expect(both.DistanceToCover).toBe(osrmKm(airport, mall));
    const nowhere = await request(t, placeRequest(coordinates(airport, airport)));
    expect(nowhere.json()).toMatchObject({ DistanceToCover: 0.1, EstimatedAmount: 20 });
  });

  it('takes all four coordinates or none, in range, and without them DistanceToCover as before', async () => {
    const before = await rideWrites(t);
    const { DestinationLongitude: _left, ...three } = placeRequest();
    const some = problemOf(await request(t, three), 400);
    expect(some.title).toBe(ridePlaceTexts.allCoordinates);
    expect(some.errors).toEqual({ DestinationLongitude: [ridePlaceTexts.allCoordinates] });
    const far = problemOf(await request(t, placeRequest({ PickupLatitude: 91 })), 400);
    expect(far.errors).toEqual({ PickupLatitude: ['PickupLatitude must be between -90 and 90'] });
    const { DistanceToCover: _none, ...neither } = rideRequest();
    const bare = problemOf(await request(t, neither), 400);
    expect(bare.errors).toEqual({ DistanceToCover: [ridePlaceTexts.distanceOrCoordinates] });
    expect(await rideWrites(t)).toEqual(before);

    const estimate = (query: Record<string, number>) => apiAs(t).get('/api/Ride/EstimateFare', query);
    const { pickupLongitude: _missing, ...partial } = estimateQuery();
    expect(problemOf(await estimate(partial), 400).errors).toEqual({
      pickupLongitude: [ridePlaceTexts.allCoordinates],
    });
    expect(problemOf(await estimate({}), 400).errors).toEqual({
      distanceToCover: [ridePlaceTexts.distanceOrCoordinates],
    });
    expect((await estimate({ distanceToCover: 2.5 })).json()).toMatchObject({ DistanceToCover: 2.5 });
  });
  it('refuses places no road joins, naming the coordinates', async () => {
    const before = await rideWrites(t);
    const cut = problemOf(await request(t, placeRequest(coordinates(airport, ekoHotel))), 400);
    expect(cut.title).toBe(ridePlaceTexts.noRoad);
    expect(Object.keys(cut.errors ?? {})).toEqual([
      'PickupLatitude',
      'PickupLongitude',
      'DestinationLatitude',
      'DestinationLongitude',
    ]);
    const wet = problemOf(await request(t, placeRequest(coordinates(airport, lagoon))), 400);
    expect(wet.errors).toEqual({
      DestinationLatitude: [ridePlaceTexts.noRoadNear('destination')],
      DestinationLongitude: [ridePlaceTexts.noRoadNear('destination')],
    });
    const estimate = await apiAs(t).get('/api/Ride/EstimateFare', estimateQuery(lagoon, mall));
    expect(problemOf(estimate, 400).errors).toEqual({
      pickupLatitude: [ridePlaceTexts.noRoadNear('pick-up')],
      pickupLongitude: [ridePlaceTexts.noRoadNear('pick-up')],
    });
    expect(await rideWrites(t)).toEqual(before);
  });

  it('falls back to the great circle, counted, when OSRM fails or cannot be reached', async () => {
    const greatCircle = chargedKm(greatCircleKm(airport, mall) * 1.3);
    const unreachable = await fallbacks('unreachable');
    osrm.outage = 502;
    const failing = (await request(t, placeRequest())).json() as Ride;
    expect(failing.DistanceToCover).toBe(greatCircle);
    osrm.outage = undefined;
    await osrm.close();
    const down = (await request(t, placeRequest())).json() as Ride;
    expect(down.DistanceToCover).toBe(greatCircle);
    expect(await fallbacks('unreachable')).toBe(unreachable + 2);
  });
});
