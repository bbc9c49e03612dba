import { latLngToCell } from 'h3-js';

/** A point on the earth in WGS 84 degrees (what a phone's GPS answers). */
export type GeoPoint = { latitude: number; longitude: number };

/**
 * issue 31: the H3 resolution of every cell the server keeps (a ride's pick-up, a driver's position).
 * At 8 a cell is about 0.74 km² (edges of about 0.46 km): fine enough that the nearest rings of cells
 * hold the nearest drivers, coarse enough that a city-wide search crosses few rings.
 */
export const DISPATCH_H3_RESOLUTION = 8;

/** The H3 cell of a point at DISPATCH_H3_RESOLUTION. */
export const dispatchCell = (point: GeoPoint) =>
  latLngToCell(point.latitude, point.longitude, DISPATCH_H3_RESOLUTION);

/** The Earth's mean radius (IUGG), in kilometres: what great-circle distances are measured on. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in kilometres (haversine): as the crow flies, the
 * floor of any road distance. Good to a few metres at city scale, which is all dispatch needs.
 */
export function greatCircleKm(from: GeoPoint, to: GeoPoint): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The length of a path through the points in order, in kilometres: the sum of its great-circle legs. */
export function pathKm(points: readonly GeoPoint[]): number {
  let total = 0;
  for (let index = 1; index < points.length; index++)
    total += greatCircleKm(points[index - 1]!, points[index]!);
  return total;
}
