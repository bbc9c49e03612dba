import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleKm } from '../../geo.ts';
import { createRoadRouter } from './create-road-router.ts';
import { type FakeOsrm, startFakeOsrm } from './fake-osrm/start-fake-osrm.ts';
import { NoRoadError } from './road-router.ts';

const airport = { latitude: 6.5774, longitude: 3.3212 };
const mall = { latitude: 6.6142, longitude: 3.3581 };
const quiet = { warn: () => undefined };

describe('the road router the settings choose (issue 31)', () => {
  let osrm: FakeOsrm;
  beforeAll(async () => {
    osrm = await startFakeOsrm({ islands: [{ center: mall, radiusKm: 1 }] });
  });
  afterAll(() => osrm.close());

  it('without OSRM_URL: the great circle times ROAD_FACTOR', async () => {
    const router = createRoadRouter({ OSRM_URL: undefined, ROAD_FACTOR: 1.5 }, quiet);
    expect(await router.roadKm(airport, mall)).toBeCloseTo(greatCircleKm(airport, mall) * 1.5, 9);
    expect(osrm.requests).toEqual([]);
  });

  it("with OSRM_URL: OSRM's route, and its NoRoute a NoRoadError", async () => {
    const router = createRoadRouter({ OSRM_URL: osrm.baseUrl, ROAD_FACTOR: 1.5 }, quiet);
    const away = { latitude: 6.45, longitude: 3.39 };
    expect(await router.roadKm(airport, away)).toBeCloseTo(greatCircleKm(airport, away) * 1.25, 3);
    await expect(router.roadKm(airport, mall)).rejects.toBeInstanceOf(NoRoadError);
  });
});
