import { describe, expect, it } from 'vitest';
import { greatCircleKm, pathKm } from './geo.ts';

/** issue 31: the distances dispatch ranks drivers by and a ride's route is measured with. */
describe('greatCircleKm', () => {
  it('measures as the crow flies: Lagos to Abuja about 537 km, a degree of latitude about 111.2 km', () => {
    const lagos = { latitude: 6.4541, longitude: 3.3947 };
    const abuja = { latitude: 9.0579, longitude: 7.4951 };
    expect(greatCircleKm(lagos, abuja)).toBeCloseTo(536.6, 1);
    expect(greatCircleKm({ latitude: 6, longitude: 3 }, { latitude: 7, longitude: 3 })).toBeCloseTo(111.2, 1);
    expect(greatCircleKm(lagos, lagos)).toBe(0);
  });

  it('measures a path as the sum of its legs, and nothing for fewer than two points', () => {
    const a = { latitude: 6.5, longitude: 3.3 };
    const b = { latitude: 6.51, longitude: 3.3 };
    const c = { latitude: 6.51, longitude: 3.31 };
    expect(pathKm([a, b, c])).toBeCloseTo(greatCircleKm(a, b) + greatCircleKm(b, c), 10);
    expect(pathKm([a])).toBe(0);
  });
});
