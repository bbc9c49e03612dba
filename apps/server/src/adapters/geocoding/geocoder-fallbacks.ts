import { Counter } from 'prom-client';

/** Why a search was answered from the shipped places although GEOCODER_URL is set. */
export type GeocoderFallbackReason = 'unreachable' | 'refused';

/**
 * Place searches the geocoder could not answer, by reason: it did not answer, timed out or failed
 * (`unreachable`), or refused our request (`refused`: a bug, or a server that blocks us). One counter
 * for the process, as `wayfare_routing_fallbacks_total`.
 */
export const geocoderFallbacks = new Counter({
  name: 'wayfare_geocoder_fallbacks_total',
  help: 'Place searches answered from the shipped places because the geocoder did not answer, by reason',
  labelNames: ['reason'] as const,
  registers: [],
});
