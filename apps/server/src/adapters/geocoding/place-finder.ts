import type { FoundPlace } from '@wayfare/contracts';

/** Finds the places a rider means by what they typed (at most `limit`, best first). */
export type PlaceFinder = { findPlaces: (query: string, limit: number) => Promise<FoundPlace[]> };
