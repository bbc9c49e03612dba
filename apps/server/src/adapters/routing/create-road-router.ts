import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { greatCircleRouter } from './great-circle-router.ts';
import { osrmRouter } from './osrm-router.ts';
import type { RoadRouter } from './road-router.ts';

/** OSRM when OSRM_URL is set (the great circle when it fails); else the great circle times ROAD_FACTOR. */
export function createRoadRouter(
  config: Pick<Config, 'OSRM_URL' | 'ROAD_FACTOR'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): RoadRouter {
  const greatCircle = greatCircleRouter(config.ROAD_FACTOR);
  if (!config.OSRM_URL) return greatCircle;
  return osrmRouter({ baseUrl: config.OSRM_URL, fallback: greatCircle, log });
}
