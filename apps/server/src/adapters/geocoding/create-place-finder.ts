import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { nominatimFinder } from './nominatim-finder.ts';
import type { PlaceFinder } from './place-finder.ts';
import { shippedPlacesFinder } from './shipped-places-finder.ts';

/** Nominatim when GEOCODER_URL is set (the shipped places when it fails); else the shipped places. */
export function createPlaceFinder(
  config: Pick<Config, 'GEOCODER_URL' | 'PUBLIC_URL'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): PlaceFinder {
  const shipped = shippedPlacesFinder();
  if (!config.GEOCODER_URL) return shipped;
  // Nominatim's usage policy asks an application to name itself and say where it can be reached.
  const userAgent = `Wayfare/1.0 (${config.PUBLIC_URL ?? 'ride-hailing app'})`;
  return nominatimFinder({ baseUrl: config.GEOCODER_URL, userAgent, fallback: shipped, log });
}
