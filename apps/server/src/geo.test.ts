import { cellToLatLng, getResolution } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { DISPATCH_H3_RESOLUTION, dispatchCell, greatCircleKm } from './geo.ts';

const airport = { latitude: 6.5774, longitude: 3.3212 };
const ikejaCityMall = { latitude: 6.6142, longitude: 3.3581 };

describe('geo', () => {
  it('measures the great-circle distance in kilometres', () => {
    // One degree of latitude along a meridian is about 111.2 km on the mean sphere.
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111.195,
      2,
    );
    // Airport to Ikeja City Mall, about 5.8 km as the crow flies.
    expect(greatCircleKm(airport, ikejaCityMall)).toBeCloseTo(5.78, 1);
    expect(greatCircleKm(airport, ikejaCityMall)).toBe(greatCircleKm(ikejaCityMall, airport));
    expect(greatCircleKm(airport, airport)).toBe(0);
  });

  it('finds a point in its H3 cell at the dispatch resolution', () => {
    const cell = dispatchCell(airport);
    expect(getResolution(cell)).toBe(DISPATCH_H3_RESOLUTION);
    const [latitude, longitude] = cellToLatLng(cell);
    // A resolution-8 cell's centre is within about half a kilometre of any point in it.
    expect(greatCircleKm(airport, { latitude, longitude })).toBeLessThan(0.6);
  });
});
