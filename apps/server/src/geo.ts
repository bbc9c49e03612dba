/** The Earth's mean radius (IUGG), in kilometres: what great-circle distances are measured on. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export type Point = { latitude: number; longitude: number };

/**
 * The great-circle distance between two points in kilometres (haversine): as the crow flies, the
 * floor of any road distance. Good to a few metres at city scale, which is all dispatch needs.
 */
export function greatCircleKm(from: Point, to: Point): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The length of a path through the points in order, in kilometres: the sum of its great-circle legs. */
export function pathKm(points: readonly Point[]): number {
  let total = 0;
  for (let index = 1; index < points.length; index++)
    total += greatCircleKm(points[index - 1]!, points[index]!);
  return total;
}
