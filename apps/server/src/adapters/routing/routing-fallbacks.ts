import { Counter } from 'prom-client';

/** Why a distance was taken from the great circle although OSRM_URL is set. */
export type RoutingFallbackReason = 'unreachable' | 'refused';

/**
 * Distances the OSRM router could not give, by reason: its server did not answer, timed out or failed
 * (`unreachable`), or refused our request as malformed (`refused`: a bug or a misconfigured server).
 * One counter for the process, as `wayfare_payments_total` (each app's registry reports it).
 */
export const routingFallbacks = new Counter({
  name: 'wayfare_routing_fallbacks_total',
  help: 'Road distances taken from the great circle because the OSRM server did not give one, by reason',
  labelNames: ['reason'] as const,
  registers: [],
});
