import { type GeoPoint, greatCircleKm } from '../src/geo.ts';

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

/** The compass heading from one point to another, degrees from north (0–360). */
export function headingOf(from: GeoPoint, to: GeoPoint) {
  const dLongitude = radians(to.longitude - from.longitude);
  const y = Math.sin(dLongitude) * Math.cos(radians(to.latitude));
  const x =
    Math.cos(radians(from.latitude)) * Math.sin(radians(to.latitude)) -
    Math.sin(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.cos(dLongitude);
  return (degrees(Math.atan2(y, x)) + 360) % 360;
}

/**
 * One step of `km` along the straight line towards `to` (a city's streets are close enough to it at
 * this scale); the point reached, `to` itself once within the step.
 */
export function stepToward(from: GeoPoint, to: GeoPoint, km: number): { point: GeoPoint; arrived: boolean } {
  const left = greatCircleKm(from, to);
  if (left <= km) return { point: to, arrived: true };
  const share = km / left;
  return {
    point: {
      latitude: from.latitude + (to.latitude - from.latitude) * share,
      longitude: from.longitude + (to.longitude - from.longitude) * share,
    },
    arrived: false,
  };
}
