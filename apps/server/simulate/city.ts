import { type LagosPlace, lagosPlaces } from '../src/demo/lagos-places.ts';
import type { GeoPoint } from '../src/geo.ts';
import type { SimulatorApi } from './api-client.ts';
import type { Stats } from './stats.ts';

/** What every simulated person shares: the API, the counts, the pace, and when to stop. */
export type City = {
  api: SimulatorApi;
  stats: Stats;
  /** How much faster than real time cars move (a 10 km ride at 30 km/h is 20 minutes at 1). */
  speedup: number;
  /** Between two moves of a driver (each sends UpdateMyLocation), in milliseconds. */
  tickMs: number;
  /** The share of offers a driver accepts (the rest are declined). */
  acceptShare: number;
  stopped: () => boolean;
  log: (line: string) => void;
};

/** A city car's average speed in Lagos traffic. */
export const CITY_KMH = 30;

export const randomPlace = (): LagosPlace => lagosPlaces[Math.floor(Math.random() * lagosPlaces.length)]!;

/** A point within about 300 m of a place: people are not all at the same door. */
export const nearPlace = (place: LagosPlace): GeoPoint => ({
  latitude: place.latitude + (Math.random() - 0.5) * 0.005,
  longitude: place.longitude + (Math.random() - 0.5) * 0.005,
});

/** Waits `ms`, or less once the city stops. */
export async function pause(city: City, ms: number) {
  const until = Date.now() + ms;
  while (!city.stopped() && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, until - Date.now())));
}

/** A refusal as counted and logged: its status and title, or what went wrong on the way. */
export const refusalOf = (error: unknown) => {
  if (error && typeof error === 'object' && 'status' in error)
    return `${(error as { status: number }).status} ${(error as { problem?: { title?: string } }).problem?.title ?? ''}`;
  return `failed: ${error instanceof Error ? error.message : String(error)}`;
};
