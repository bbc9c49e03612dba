import type { FoundPlace } from '@wayfare/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { type GeocoderFallbackReason, geocoderFallbacks } from './geocoder-fallbacks.ts';
import type { PlaceFinder } from './place-finder.ts';

/** A rider is typing: past this, the shipped places are better than nothing. */
export const GEOCODER_TIMEOUT_MS = 3_000;

/**
 * One place of Nominatim's `format=jsonv2` answer (docs: api/Output.md): coordinates as text, the
 * place's own `name` (empty for a nameless one) and the whole `display_name`. Other fields are ignored.
 */
const nominatimPlace = z.object({
  lat: z.string().regex(/^-?\d+(\.\d+)?$/),
  lon: z.string().regex(/^-?\d+(\.\d+)?$/),
  name: z.string().nullish(),
  display_name: z.string(),
});
const nominatimAnswer = z.array(nominatimPlace);

class Unanswered extends Error {
  constructor(
    readonly reason: GeocoderFallbackReason,
    message: string,
  ) {
    super(message);
  }
}

const asFound = (place: z.infer<typeof nominatimPlace>): FoundPlace => ({
  // A nameless place (a house number on a street) is called by the first part of its address.
  Name: place.name?.trim() || (place.display_name.split(',')[0] ?? '').trim(),
  Address: place.display_name,
  Latitude: Number(place.lat),
  Longitude: Number(place.lon),
});

async function search(
  deps: { baseUrl: string; userAgent: string; fetch: typeof fetch },
  query: string,
  limit: number,
): Promise<FoundPlace[]> {
  const parameters = new URLSearchParams({
    q: query,
    format: 'jsonv2',
    limit: String(limit),
    countrycodes: 'ng',
  });
  let response: Response;
  let text: string;
  try {
    response = await deps.fetch(`${deps.baseUrl}/search?${parameters}`, {
      // Nominatim's usage policy: an application names itself; an anonymous client is blocked.
      headers: { 'User-Agent': deps.userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Unanswered(
      'unreachable',
      `The geocoder did not answer: ${cause instanceof Error ? cause.message : cause}`,
    );
  }
  if (!response.ok)
    throw new Unanswered(
      response.status >= 500 ? 'unreachable' : 'refused',
      `The geocoder answered ${response.status}: ${text.slice(0, 200)}`,
    );
  let parsed: ReturnType<typeof nominatimAnswer.safeParse>;
  try {
    parsed = nominatimAnswer.safeParse(JSON.parse(text));
  } catch {
    throw new Unanswered('unreachable', `The geocoder answered ${response.status} without JSON`);
  }
  if (!parsed.success) throw new Unanswered('unreachable', 'The geocoder answered in no known shape');
  return parsed.data.slice(0, limit).map(asFound);
}

/**
 * Places from a Nominatim server's search (GEOCODER_URL), in Nigeria. When it gives none (down, slow,
 * refusing), the fallback's, a warning logged and counted (`wayfare_geocoder_fallbacks_total`): a rider
 * can still pick a known place while the geocoder is out.
 */
export function nominatimFinder(deps: {
  baseUrl: string;
  userAgent: string;
  fallback: PlaceFinder;
  log: Pick<FastifyBaseLogger, 'warn'>;
  fetch?: typeof fetch;
}): PlaceFinder {
  const target = {
    baseUrl: deps.baseUrl.replace(/\/+$/, ''),
    userAgent: deps.userAgent,
    fetch: deps.fetch ?? fetch,
  };
  return {
    async findPlaces(query, limit) {
      try {
        return await search(target, query, limit);
      } catch (error) {
        if (!(error instanceof Unanswered)) throw error;
        geocoderFallbacks.inc({ reason: error.reason });
        deps.log.warn({ reason: error.reason, err: error.message }, 'places from the shipped list');
        return deps.fallback.findPlaces(query, limit);
      }
    },
  };
}
