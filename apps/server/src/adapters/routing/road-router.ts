import type { GeoPoint } from '../../geo.ts';

/** How far one drives from one point to another, in kilometres. */
export type RoadRouter = { roadKm: (from: GeoPoint, to: GeoPoint) => Promise<number> };

/**
 * The router knows the roads and none joins the two points (OSRM's NoRoute), or none passes near one
 * of them (NoSegment): the rider's places are wrong, and another router would only guess.
 */
export class NoRoadError extends Error {
  constructor(
    readonly reason: 'no-route' | 'no-segment',
    message: string,
  ) {
    super(message);
    this.name = 'NoRoadError';
  }
}
