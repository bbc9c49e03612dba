import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { GeoPoint } from '../../geo.ts';
import { NoRoadError, type RoadRouter } from './road-router.ts';
import { type RoutingFallbackReason, routingFallbacks } from './routing-fallbacks.ts';

/** A rider waits for the answer: past this, the great-circle estimate is better than none. */
export const OSRM_TIMEOUT_MS = 3_000;

// OSRM's answer to every service (docs/http.md "Responses"): `code` is Ok or the failure's name.
const osrmAnswer = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z.array(z.object({ distance: z.number().nonnegative(), duration: z.number() })).optional(),
});

/** OSRM wants longitude first; six decimals are 0.1 m, and never an exponent its parser would refuse. */
const lonLat = (point: GeoPoint) => `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`;

class Unanswered extends Error {
  constructor(
    readonly reason: RoutingFallbackReason,
    message: string,
  ) {
    super(message);
  }
}

/** One route request: the distance in metres, a NoRoadError, or Unanswered when OSRM gave none. */
async function routeMetres(baseUrl: string, from: GeoPoint, to: GeoPoint, fetchFn: typeof fetch) {
  const url = `${baseUrl}/route/v1/driving/${lonLat(from)};${lonLat(to)}?overview=false`;
  let response: Response;
  let text: string;
  try {
    response = await fetchFn(url, { signal: AbortSignal.timeout(OSRM_TIMEOUT_MS) });
    text = await response.text();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Unanswered(
      'unreachable',
      `OSRM did not answer: ${cause instanceof Error ? cause.message : cause}`,
    );
  }
  let parsed: ReturnType<typeof osrmAnswer.safeParse>;
  try {
    parsed = osrmAnswer.safeParse(JSON.parse(text));
  } catch {
    throw new Unanswered('unreachable', `OSRM answered ${response.status} without JSON`);
  }
  if (!parsed.success)
    throw new Unanswered('unreachable', `OSRM answered ${response.status} in no known shape`);
  const answer = parsed.data;
  const distance = answer.routes?.[0]?.distance;
  if (answer.code === 'Ok' && distance !== undefined) return distance;
  if (answer.code === 'NoRoute') throw new NoRoadError('no-route', answer.message ?? 'No route found');
  if (answer.code === 'NoSegment')
    throw new NoRoadError('no-segment', answer.message ?? 'No road segment near');
  // 5xx: the server is in trouble; any other code is a request it will refuse again (our bug, or a
  // server prepared without the driving profile).
  throw new Unanswered(
    response.status >= 500 ? 'unreachable' : 'refused',
    `OSRM answered ${response.status} ${answer.code}: ${answer.message ?? ''}`,
  );
}

/**
 * Distances from an OSRM server's route service (OSRM_URL): the fastest driving route's length. When
 * it gives none (down, slow, refusing), the fallback's distance, a warning logged and counted
 * (`wayfare_routing_fallbacks_total`): a rider is not refused a ride because the routing engine is out.
 */
export function osrmRouter(deps: {
  baseUrl: string;
  fallback: RoadRouter;
  log: Pick<FastifyBaseLogger, 'warn'>;
  fetch?: typeof fetch;
}): RoadRouter {
  const baseUrl = deps.baseUrl.replace(/\/+$/, '');
  const fetchFn = deps.fetch ?? fetch;
  return {
    async roadKm(from, to) {
      try {
        return (await routeMetres(baseUrl, from, to, fetchFn)) / 1000;
      } catch (error) {
        if (!(error instanceof Unanswered)) throw error;
        routingFallbacks.inc({ reason: error.reason });
        deps.log.warn({ reason: error.reason, err: error.message }, 'road distance from the great circle');
        return deps.fallback.roadKm(from, to);
      }
    },
  };
}
