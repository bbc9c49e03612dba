import type { RideRoute } from '@wayfare/contracts';
import type { RideDispatchHistory } from '../../app-context.ts';
import { pathKm } from '../../geo.ts';
import { type Entry, entry, type Names } from './ride-timeline-entries.ts';
import type { RideRow } from './rides.table.ts';

/** A map of a ride needs no more points than this; a long route is thinned evenly, its ends kept. */
export const MAX_MAP_POINTS = 500;

type Points = RideDispatchHistory['route'];

function thinned(points: Points): Points {
  if (points.length <= MAX_MAP_POINTS) return points;
  const step = (points.length - 1) / (MAX_MAP_POINTS - 1);
  return Array.from({ length: MAX_MAP_POINTS }, (_, index) => points[Math.round(index * step)]!);
}

/** issue 32: the route driven (issue 31's points from pick-up to completion): length, count, map points. */
export function routeOf(points: Points): RideRoute | null {
  if (points.length === 0) return null;
  return {
    DistanceKm: Number(pathKm(points).toFixed(3)),
    PointCount: points.length,
    Points: thinned(points).map((point) => ({ Latitude: point.latitude, Longitude: point.longitude })),
  };
}

/** The route's entry, at its last point: the driver's, with what was driven. */
export function routeEntry(ride: RideRow, points: Points, route: RideRoute | null, names: Names): Entry[] {
  const last = points.at(-1);
  if (!route || !last) return [];
  const count = route.PointCount === 1 ? '1 point' : `${route.PointCount} points`;
  return [
    entry({
      ride,
      names,
      when: last.recordedAt,
      Kind: 'Route',
      Name: 'Route',
      ActorId: ride.driverId,
      Details: `${Number(route.DistanceKm.toFixed(2))} km driven, ${count}`,
    }),
  ];
}
