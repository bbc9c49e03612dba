import { cellToLatLng, getResolution } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { DISPATCH_H3_RESOLUTION, dispatchCell, greatCircleKm, pathKm } from './geo.ts';

const airport = { latitude: 6.5774, longitude: 3.3212 };
const ikejaCityMall = { latitude: 6.6142, longitude: 3.3581 };

/** issue 31: the distances dispatch ranks drivers by and a ride's route is measured with. */
describe('greatCircleKm', () => {
  it('measures as the crow flies: Lagos to Abuja about 537 km, a degree of latitude about 111.2 km', () => {
    const lagos = { latitude: 6.4541, longitude: 3.3947 };
    const abuja = { latitude: 9.0579, longitude: 7.4951 };
    expect(greatCircleKm(lagos, abuja)).toBeCloseTo(536.6, 1);
    expect(greatCircleKm({ latitude: 6, longitude: 3 }, { latitude: 7, longitude: 3 })).toBeCloseTo(111.2, 1);
    expect(greatCircleKm(lagos, lagos)).toBe(0);
    // Airport to Ikeja City Mall, about 5.8 km, the same both ways.
    expect(greatCircleKm(airport, ikejaCityMall)).toBeCloseTo(5.78, 1);
    expect(greatCircleKm(airport, ikejaCityMall)).toBe(greatCircleKm(ikejaCityMall, airport));
  });

  it('measures a path as the sum of its legs, and nothing for fewer than two points', () => {
    const a = { latitude: 6.5, longitude: 3.3 };
    const b = { latitude: 6.51, longitude: 3.3 };
    const c = { latitude: 6.51, longitude: 3.31 };
    expect(pathKm([a, b, c])).toBeCloseTo(greatCircleKm(a, b) + greatCircleKm(b, c), 10);
    expect(pathKm([a])).toBe(0);
  });
});

describe('dispatchCell', () => {
  it('finds a point in its H3 cell at the dispatch resolution', () => {
    const cell = dispatchCell(airport);
    expect(getResolution(cell)).toBe(DISPATCH_H3_RESOLUTION);
    const [latitude, longitude] = cellToLatLng(cell);
    // A resolution-8 cell's centre is within about half a kilometre of any point in it.
    expect(greatCircleKm(airport, { latitude, longitude })).toBeLessThan(0.6);
  });
});
