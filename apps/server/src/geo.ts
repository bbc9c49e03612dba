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

// The mean radius of the earth (IUGG), the sphere the haversine formula measures on.
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in kilometres (haversine: within 0.5 % of the ellipsoid). */
export const greatCircleKm = (a: GeoPoint, b: GeoPoint) => {
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};
