import { greatCircleKm } from '../../geo.ts';
import type { RoadRouter } from './road-router.ts';

/**
 * Without a routing engine: the straight line times a road factor (ROAD_FACTOR), the usual ratio of a
 * city's driving distance to the crow's (about 1.3 in Lagos, as in most cities).
 */
export const greatCircleRouter = (roadFactor: number): RoadRouter => ({
  roadKm: async (from, to) => greatCircleKm(from, to) * roadFactor,
});
